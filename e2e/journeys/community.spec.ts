import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  chooseOption,
  clickWhenSettled,
  motionDone,
  settledScreenshot,
  tableReady,
} from '../support/antd.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi, switchLanguage } from '../support/session.js';

/**
 * The developer community: a developer creates a column and sends it to review, writes an article in it (backend,
 * one tag) and sends that too; the operator sees the article in the review's business form and approves both; a
 * visitor finds the article in its category and by keyword, reads it alone and inside its column, in three
 * languages and on a phone; the operator takes the article down with a reason; the visitor no longer finds it and
 * the developer reads the reason on its community page.
 */

const RUN = randomBytes(3).toString('hex');
const COLUMN = `Postgres 调优笔记 ${RUN}`;
const ARTICLE = `一次慢查询的排查过程 ${RUN}`;
const TAG = `pg${RUN}`;
const REASON = '文中包含未经授权的客户数据截图';

let server: RunningServer;
let browser: Browser;
let articleId = '';
let columnId = '';
const contexts: BrowserContext[] = [];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

async function open(language: 'zh-CN' | 'zh-TW' | 'en-US', username?: string): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  if (username) {
    await loginThroughApi(page, username);
    await page.waitForURL((url) => url.pathname !== '/home', { timeout: 20_000 });
  }
  return page;
}

/** Waits until a mall page shows no loading skeleton. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.ant-skeleton'), null, { timeout: 15_000 });
}

/** Approves the community review whose to-do row names `title`, from the to-do list. */
async function approve(page: Page, title: string, check: (page: Page) => Promise<void>) {
  await page.goto('/flow-todo?businessType=community-review');
  await tableReady(page, 'todo-table');
  const row = page.locator('tr.ant-table-row', { hasText: title });
  await row.getByTestId('todo-handle').click();
  await page.getByTestId('community-review-form').waitFor();
  await check(page);
  await page.getByTestId('task-comment').fill('内容合规，同意发布');
  await page.getByTestId('task-complete').click();
  await clickWhenSettled(page, page.getByTestId('task-confirm-ok'));
  await page.waitForURL((url) => url.pathname === '/flow-todo', { timeout: 15_000 });
}

describe('developer community', () => {
  it('the developer creates a column and sends it to review', async () => {
    const page = await open('zh-CN', 'developer');
    await page.goto('/dev-community');
    await page.getByTestId('community-tab-columns').click();
    await page.getByTestId('community-column-add').click();
    await page.waitForURL(/\/dev-communityColumnEdit$/);
    // The title is required: nothing is sent without it.
    await page.getByTestId('community-column-submit').click();
    await page.getByText('请填写标题').waitFor();
    await page.getByTestId('community-column-title').fill(COLUMN);
    await page.getByTestId('community-column-summary').fill('记录生产库上的 PostgreSQL 调优经验。');
    await settledScreenshot(page, 'community-column-edit-zh-CN');
    await page.getByTestId('community-column-submit').click();
    await page.waitForURL(/\/dev-community\?tab=columns$/);
    await tableReady(page, 'community-my-columns');
    const row = page.locator('tr.ant-table-row', { hasText: COLUMN });
    await row.getByText('审核中').waitFor();
    columnId = ((await row.getAttribute('data-row-key')) ?? '').trim();
    assert.match(columnId, /^\d+$/);
  });

  it('the developer writes an article in the column and sends it to review', async () => {
    const page = await open('zh-CN', 'developer');
    await page.goto('/dev-community');
    await tableReady(page, 'community-my-articles');
    await page.getByTestId('community-article-add').click();
    await page.waitForURL(/\/dev-communityArticleEdit$/);
    await page.getByTestId('community-submit').click();
    await page.getByText('请选择分类').waitFor();
    await page.getByText('正文至少需要 10 个字').waitFor();
    await page.getByTestId('community-title').fill(ARTICLE);
    await chooseOption(page, 'community-category', '后端');
    await chooseOption(page, 'community-column', new RegExp(COLUMN));
    const tags = page.getByTestId('community-tags').locator('input');
    await tags.fill(TAG);
    await tags.press('Enter');
    await page.getByTestId('community-tags').getByText(TAG).waitFor();
    await page.getByTestId('community-summary').fill('从执行计划入手，定位并修复订单表上的慢查询。');
    const editor = page.locator('[data-testid="community-content-editor"] .ProseMirror');
    await editor.click();
    await page.keyboard.type(
      'EXPLAIN ANALYZE 显示订单表发生了顺序扫描，补上复合索引后查询从 3 秒降到 20 毫秒。',
    );
    await settledScreenshot(page, 'community-article-edit-zh-CN');
    await page.getByTestId('community-submit').click();
    await page.waitForURL(/\/dev-community$/);
    await tableReady(page, 'community-my-articles');
    const row = page.locator('tr.ant-table-row', { hasText: ARTICLE });
    await row.getByText('审核中').waitFor();
    await row.getByText(COLUMN).waitFor();
    articleId = ((await row.getAttribute('data-row-key')) ?? '').trim();
    assert.match(articleId, /^\d+$/);
    // In review: only withdrawing is offered.
    await row.getByTestId(`community-withdraw-${articleId}`).waitFor();
    assert.equal(await row.getByTestId(`community-edit-${articleId}`).count(), 0);
    await settledScreenshot(page, 'community-mine-zh-CN');
  });

  it('the operator reviews the article in its business form and approves it and the column', async () => {
    const page = await open('zh-CN', 'admin');
    await approve(page, ARTICLE, async (p) => {
      const form = p.getByTestId('community-review-form');
      await form.getByText(ARTICLE).waitFor();
      await form.getByText('后端').waitFor();
      await form.getByText(`#${TAG}`).waitFor();
      assert.match(await p.getByTestId('community-review-content').innerText(), /复合索引/);
      await settledScreenshot(p, 'community-review-zh-CN');
    });
    await approve(page, COLUMN, async (p) => {
      await p.getByTestId('community-review-column').getByText(COLUMN).waitFor();
    });
  });

  it('a visitor finds the article, reads it alone and in its column, in three languages and on a phone', async () => {
    const page = await open('zh-CN');
    // From the mall's navigation: /community opens the first category.
    await page.goto('/mall');
    await page.getByTestId('mall-nav-community').click();
    await page.waitForURL(/\/community\/frontend$/);
    await page.getByTestId('community-tab-backend').click();
    await page.waitForURL(/\/community\/backend$/);
    const item = page.getByTestId(`community-article-${articleId}`);
    await item.waitFor();
    assert.match(await item.innerText(), new RegExp(TAG));
    assert.match(await item.innerText(), new RegExp(COLUMN));
    await settled(page);
    await settledScreenshot(page, 'community-list-zh-CN');

    // By keyword: the tag finds it, a nonsense word finds nothing.
    await page.getByTestId('community-search').fill(TAG);
    await page.getByTestId('community-search').press('Enter');
    await page.waitForURL(new RegExp(`keyword=${TAG}`));
    await item.waitFor();
    await page.getByTestId('community-search').fill(`zz${RUN}qq`);
    await page.getByTestId('community-search').press('Enter');
    await page.getByTestId('community-empty').waitFor();
    // Every category: from the frontend tab, the backend article is found with its category shown.
    await page.goto(`/community/frontend?keyword=${TAG}`);
    await page.getByTestId('community-empty').waitFor();
    await page.getByTestId('community-scope-all').click();
    await page.waitForURL(/scope=all/);
    await item.waitFor();
    assert.match(await item.innerText(), /后端/);
    await settledScreenshot(page, 'community-search-all-zh-CN');

    // The standalone reading page counts a view.
    await page.goto(`/community/detail?id=${articleId}`);
    await page.getByTestId('community-article').waitFor();
    assert.match(await page.getByTestId('community-content').innerText(), /复合索引/);
    assert.match(await page.getByTestId('community-views').innerText(), /1 次阅读/);
    await page.getByTestId('community-article-column').waitFor();
    await settledScreenshot(page, 'community-detail-zh-CN');
    // The browser tab names the article; its tag leads to every article with that tag.
    assert.equal(await page.title(), `${ARTICLE} - 工业数据交易平台`);
    await page.getByTestId('community-tag-link').filter({ hasText: TAG }).click();
    await page.waitForURL(new RegExp(`/community/backend\\?keyword=${TAG}&scope=all$`));
    await item.waitFor();

    // The columns, one column and the article inside it with the table of contents.
    await page.goto('/community/column');
    await page.getByTestId(`community-column-${columnId}`).waitFor();
    await settledScreenshot(page, 'community-columns-zh-CN');
    await page.getByTestId(`community-column-${columnId}`).getByRole('link', { name: COLUMN }).click();
    await page.waitForURL(new RegExp(`/community/column/list\\?id=${columnId}$`));
    await page.getByTestId('community-column-header').getByText(COLUMN).waitFor();
    await page.getByTestId(`community-article-${articleId}`).waitFor();
    await settledScreenshot(page, 'community-column-zh-CN');
    await page.getByTestId(`community-article-${articleId}`).getByRole('link', { name: ARTICLE }).click();
    await page.waitForURL(new RegExp(`/community/column/detail\\?id=${articleId}$`));
    await page.getByTestId('community-toc-current').getByText(ARTICLE).waitFor();
    await page.getByTestId('community-toc-column').getByText(COLUMN).waitFor();
    await settledScreenshot(page, 'community-column-detail-zh-CN');

    for (const language of ['zh-TW', 'en-US'] as const) {
      await page.goto('/community/backend');
      await item.waitFor();
      await switchLanguage(page, language);
      await page
        .getByTestId('community-tab-backend')
        .getByText(language === 'zh-TW' ? '後端' : 'Backend')
        .waitFor();
      await item.waitFor();
      await settledScreenshot(page, `community-list-${language}`);
      await page.goto(`/community/detail?id=${articleId}`);
      await page.getByTestId('community-article').waitFor();
      await settledScreenshot(page, `community-detail-${language}`);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/community/backend');
    await item.waitFor();
    await settledScreenshot(page, 'community-list-mobile-en-US');
    // Every tab fits on the phone's screen (they wrap rather than scroll out of sight).
    const columnsTab = await page.getByTestId('community-tab-column').boundingBox();
    assert.ok(columnsTab && columnsTab.x + columnsTab.width <= 390, 'the Columns tab is off-screen');
    await page.goto(`/community/column/detail?id=${articleId}`);
    await page.getByTestId('community-toc-current').waitFor();
    await settledScreenshot(page, 'community-column-detail-mobile-en-US');
  });

  it('the operator takes the article down with a reason; it leaves the site and the developer sees why', async () => {
    const admin = await open('zh-CN', 'admin');
    await admin.goto('/operate-content-community');
    await tableReady(admin, 'community-admin-articles');
    const row = admin.locator('tr.ant-table-row', { hasText: ARTICLE });
    await row.getByText('已发布').waitFor();
    await row.getByTestId(`community-takedown-${articleId}`).click();
    // The reason is required (the dialog open and its field shown before trying without one).
    await admin.getByTestId('community-takedown-reason').waitFor();
    await motionDone(admin);
    await admin.getByTestId('community-takedown-ok').click();
    await admin.getByText('请填写下架原因').waitFor();
    await admin.getByTestId('community-takedown-reason').fill(REASON);
    await settledScreenshot(admin, 'community-admin-takedown-zh-CN');
    await admin.getByTestId('community-takedown-ok').click();
    await admin.getByTestId('community-takedown-confirm').click();
    try {
      await row.getByText('已下架').waitFor();
    } catch (error) {
      await admin.screenshot({ path: 'e2e/artifacts/community-takedown-stuck.png' });
      throw error;
    }
    await admin.getByTestId('community-takedown-reason').waitFor({ state: 'detached' });
    await settledScreenshot(admin, 'community-admin-zh-CN');

    const visitor = await open('zh-CN');
    await visitor.goto(`/community/backend?keyword=${TAG}`);
    await visitor.getByTestId('community-empty').waitFor();
    await visitor.goto(`/community/detail?id=${articleId}`);
    await visitor.getByTestId('community-missing').waitFor();

    const developer = await open('zh-CN', 'developer');
    await developer.goto('/dev-community');
    await tableReady(developer, 'community-my-articles');
    const mine = developer.locator('tr.ant-table-row', { hasText: ARTICLE });
    await mine.getByText('已下架').waitFor();
    await mine.getByText(`下架原因：${REASON}`).waitFor();
    await settledScreenshot(developer, 'community-mine-taken-down-zh-CN');

    // In English: the list, the edit page with the reason, and the operator's columns.
    const developerEn = await open('en-US', 'developer');
    await developerEn.goto('/dev-community');
    await tableReady(developerEn, 'community-my-articles');
    await developerEn
      .locator('tr.ant-table-row', { hasText: ARTICLE })
      .getByText(`Taken down: ${REASON}`)
      .waitFor();
    await settledScreenshot(developerEn, 'community-mine-en-US');
    await developerEn.goto(`/dev-communityArticleEdit?id=${articleId}`);
    await developerEn.getByTestId('community-form-reason').getByText(REASON).waitFor();
    await settledScreenshot(developerEn, 'community-article-edit-en-US');
    const adminEn = await open('en-US', 'admin');
    await adminEn.goto('/operate-content-community?tab=columns');
    await tableReady(adminEn, 'community-admin-columns');
    await adminEn.locator('tr.ant-table-row', { hasText: COLUMN }).getByText('Published').waitFor();
    await settledScreenshot(adminEn, 'community-admin-columns-en-US');
  });
});
