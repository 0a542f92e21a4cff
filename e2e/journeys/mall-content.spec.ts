import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { motionDone } from '../support/antd.js';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi, switchLanguage } from '../support/session.js';

let server: RunningServer;
let browser: Browser;

const FEEDBACK = `The help pages were clear ${Date.now()}`;
const NEWS_TITLE = `数据要素市场周报 ${Date.now()}`;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the page shows no loading skeleton. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.ant-skeleton'));
}

describe('a visitor reads the content of the mall', () => {
  it('opens news and a help article, switches to English and sends feedback', async () => {
    const context = await newContext(browser, server.baseUrl, 'zh-CN');
    const page = await context.newPage();

    // News: the seeded list, newest pinned first, and one article with its body; the footer comes from the admin.
    await page.goto('/news');
    await page.getByTestId('news-list').waitFor();
    assert.match(await page.getByTestId('news-list').innerText(), /工业数据交易平台正式上线/);
    await page.locator('footer [data-testid^="footer-column-"]').first().waitFor();
    assert.match(await page.locator('footer').innerText(), /关于我们/);
    await screenshot(page, 'mall-content-news-zh-CN');
    await page.getByTestId('news-list').getByRole('link', { name: '制造业数据要素流通趋势观察' }).click();
    await page.getByTestId('article-body').waitFor();
    assert.match(await page.getByTestId('article-content').innerText(), /设备运行数据/);
    assert.match(await page.getByTestId('article-body').innerText(), /1 次浏览/);
    assert.equal(await page.title(), '制造业数据要素流通趋势观察 - 工业数据交易平台');
    await page.getByTestId('hot-list').waitFor();
    await screenshot(page, 'mall-content-news-detail-zh-CN');

    // Help: /help goes to a help category; opening an article shows it.
    await page.goto('/help');
    await page.waitForURL(/\/help\/center\/\d+$/);
    await page.getByTestId('help-list').waitFor();
    await settled(page);
    await page.getByRole('link', { name: '如何注册账号' }).click();
    await page.getByTestId('article-body').waitFor();
    assert.match(await page.getByTestId('article-content').innerText(), /选择供应方、开发方或消费方角色/);
    await screenshot(page, 'mall-content-help-zh-CN');

    // Rules come in tabs chosen by scode.
    await page.goto('/rules?scode=rules-security');
    await page.getByTestId('article-body').waitFor();
    assert.match(await page.getByTestId('article-content').innerText(), /安全等级/);

    // English: the help center lists the English articles.
    await page.goto('/help');
    await page.getByTestId('help-list').waitFor();
    await switchLanguage(page, 'en-US');
    await page.getByRole('link', { name: 'How to register' }).waitFor();
    assert.match(await page.getByTestId('help-center').innerText(), /Getting started/);
    await page.getByRole('link', { name: 'How to register' }).click();
    await page.getByTestId('article-body').waitFor();
    assert.match(
      await page.getByTestId('article-content').innerText(),
      /Choose supplier, developer or consumer/,
    );
    assert.match(await page.locator('footer').innerText(), /About us/);
    await screenshot(page, 'mall-content-help-en-US');

    // Feedback: the form refuses a missing contact, then is sent.
    await page.goto('/help/bcNquestion?tab=feedback');
    await page.getByTestId('form-feedback').waitFor();
    await page.getByTestId('feedback-name').fill('Alex Visitor');
    await page.getByTestId('feedback-content').fill(FEEDBACK);
    await page.getByTestId('feedback-submit').click();
    await page.getByText('Enter a mobile number or an e-mail address').waitFor();
    await page.getByTestId('feedback-email').fill('alex@example.com');
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('form-sent').waitFor();
    await screenshot(page, 'mall-content-feedback-en-US');
    await context.close();
  });
});

describe('the operator runs the content', () => {
  it('publishes a news item that visitors then read, and finds the feedback', async () => {
    const context = await newContext(browser, server.baseUrl, 'zh-CN');
    const page = await context.newPage();
    await loginThroughApi(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/operate-index');

    await page.goto('/operate-content-article');
    await page.getByTestId('article-list').waitFor();
    await page.getByTestId('article-add').click();
    await page.getByTestId('article-form').waitFor();
    await page.getByTestId('article-channel').click();
    await page
      .locator('.ant-select-tree-node-content-wrapper', { hasText: '平台动态 (news-platform)' })
      .click();
    await page.getByTestId('article-title').fill(NEWS_TITLE);
    const editor = page.locator('[data-testid="article-content"] .ProseMirror');
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type('本周平台新增数据资产 12 项。');
    await page.getByTestId('rte-bold').click();
    await page.keyboard.type('欢迎选购');
    await page.getByTestId('article-status-published').click();
    await screenshot(page, 'mall-content-article-form-zh-CN');
    await page.getByTestId('article-save').click();
    await page.getByTestId('article-list').waitFor();
    await page.getByRole('cell', { name: NEWS_TITLE }).waitFor();
    await screenshot(page, 'mall-content-article-list-zh-CN');

    // The feedback of the visitor is listed for the operator.
    await page.goto('/operate-content-submission');
    await page.getByTestId('submission-table').waitFor();
    await page.getByText(FEEDBACK).waitFor();
    assert.match(await page.getByTestId('submission-table').innerText(), /alex@example\.com/);
    await screenshot(page, 'mall-content-submissions-zh-CN');

    // The footer navigation pages of the operator.
    await page.goto('/operate-zqfooterclass-zqfooterclass');
    await page.getByTestId('footer-list').waitFor();
    await page.getByRole('cell', { name: '平台介绍' }).waitFor();

    // A visitor (another browser) reads the new item, with its bold text kept.
    const visitor = await newContext(browser, server.baseUrl, 'zh-CN');
    const reader = await visitor.newPage();
    await reader.goto('/news');
    await reader.getByTestId('news-list').getByRole('link', { name: NEWS_TITLE }).click();
    await reader.getByTestId('article-body').waitFor();
    assert.equal(await reader.locator('[data-testid="article-content"] strong').innerText(), '欢迎选购');
    await visitor.close();
    await context.close();
  });

  it('shows the English operator pages', async () => {
    const context = await newContext(browser, server.baseUrl, 'en-US');
    const page = await context.newPage();
    await loginThroughApi(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/operate-index');
    await page.goto('/operate-content-article');
    await page.getByTestId('article-table').waitFor();
    await settled(page);
    assert.match(await page.getByTestId('article-list').innerText(), /New article/);
    await screenshot(page, 'mall-content-article-list-en-US');
    await page.goto('/operate-zqagreement-zqagreement');
    await page.getByRole('cell', { name: 'User registration agreement' }).waitFor();
    await context.close();
  });
});

describe('notices', () => {
  it('the operator sends a notice to everyone; a supplier sees the badge and reads it', async () => {
    const title = `平台维护通知 ${Date.now()}`;
    const operator = await newContext(browser, server.baseUrl, 'zh-CN');
    const page = await operator.newPage();
    await loginThroughApi(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/operate-index');
    await page.goto('/sys-notice');
    await page.getByTestId('notice-add').click();
    await page.getByTestId('notice-title').fill(title);
    await page.locator('[data-testid="notice-editor"] .ProseMirror').click();
    await page.keyboard.type('本周六 22:00 至 24:00 系统维护。');
    await page.getByTestId('notice-send').click();
    await page.getByRole('cell', { name: title }).waitFor();
    await screenshot(page, 'mall-content-notice-admin-zh-CN');
    await operator.close();

    const supplier = await newContext(browser, server.baseUrl, 'en-US');
    const sp = await supplier.newPage();
    await loginThroughApi(sp, 'supplier');
    await sp.waitForURL((url) => url.pathname === '/producer-index');
    const badge = sp
      .locator('.ant-badge', { has: sp.getByTestId('notice-bell') })
      .locator('.ant-badge-count');
    await badge.waitFor();
    assert.equal((await badge.innerText()).trim(), '1');
    await sp.getByTestId('notice-bell').click();
    // The notice's title in the bell's list, once the popover has opened (a click while it grows can miss).
    const entry = sp.locator('.ant-popover:not(.ant-popover-hidden) .ant-list-item', { hasText: title });
    await entry.waitFor();
    await motionDone(sp);
    await entry.click();
    await sp.waitForURL((url) => url.pathname === '/sys-notice-user' && url.searchParams.has('id'));
    await sp.getByTestId('notice-content').waitFor();
    assert.match(await sp.getByTestId('notice-content').innerText(), /系统维护/);
    await screenshot(sp, 'mall-content-my-notice-en-US');
    await badge.waitFor({ state: 'detached' });
    await supplier.close();
  });
});

describe('the other content pages', () => {
  it('shows rules, legal notices, brands, scenes, themes and footer pages', async () => {
    const context = await newContext(browser, server.baseUrl, 'zh-CN');
    const page = await context.newPage();
    const pages: [string, string, RegExp][] = [
      ['/rules', 'rules-page', /交易规则/],
      ['/legal', 'legal-page', /隐私政策/],
      ['/brand', 'brand-list', /华东精密制造/],
      ['/scene', 'scene-list', /设备预测性维护/],
      ['/theme', 'theme-list', /汽车零部件数据专题/],
    ];
    for (const [path, testId, text] of pages) {
      await page.goto(path);
      await page.getByTestId(testId).waitFor();
      await settled(page);
      assert.match(await page.getByTestId(testId).innerText(), text);
      await screenshot(page, `mall-content-${path.slice(1)}-zh-CN`);
    }
    await page.goto('/scene');
    await page.locator('[data-testid^="tile-"]').first().click();
    await page.getByTestId('scene-detail').waitFor();
    await page.getByTestId('article-content').waitFor();
    await screenshot(page, 'mall-content-scene-detail-zh-CN');

    // A footer entry with its own page, reached from the footer.
    await page.goto('/mall');
    await page.locator('footer').getByRole('link', { name: '平台介绍' }).click();
    await page.getByTestId('footer-detail').waitFor();
    assert.match(await page.getByTestId('footer-content').innerText(), /工业数据交易平台致力于/);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await screenshot(page, 'mall-content-footer-detail-zh-CN');

    // An unknown article answers the not-found state, not a blank page.
    await page.goto('/news-detail?id=999999');
    await page.getByTestId('content-missing').waitFor();
    await context.close();
  });
});
