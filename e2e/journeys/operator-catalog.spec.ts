import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { motionDone, tableReady } from '../support/antd.js';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

let server: RunningServer;
let browser: Browser;

const PARENT = '智能仓储';
const CHILD = '立体库';

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function loggedInAdmin(language = 'zh-CN'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, server.baseUrl, language);
  const page = await context.newPage();
  await loginThroughApi(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/operate-index', { timeout: 20_000 });
  return { context, page };
}

/** Waits until no antd motion class is left, so screenshots are not mid-animation. */
async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[class*="-appear"], [class*="-enter"]'),
    undefined,
    {
      timeout: 5_000,
    },
  );
  await motionDone(page);
}

async function addClassification(page: Page, opener: string, name: string) {
  await page.getByTestId(opener).click();
  await page.getByTestId('classification-form').waitFor();
  // Typing or clicking while the modal still zooms in can miss (the form stayed open once in CI).
  await motionDone(page);
  await page.getByTestId('classification-name').fill(name);
  await page.getByTestId('classification-submit').click();
  await page.getByTestId('classification-form').waitFor({ state: 'detached' });
  await page.locator('tr.ant-table-row', { hasText: name }).first().waitFor();
}

describe('operator manages the catalog', () => {
  it('builds a classification with a child and tags; deleting the parent is refused', async () => {
    const { context, page } = await loggedInAdmin();
    await page.goto('/sys-zqgoodsclass');
    await tableReady(page, 'classification-table');
    // The default catalog is seeded at start.
    await page.locator('tr.ant-table-row', { hasText: '工业设备' }).first().waitFor();

    await addClassification(page, 'classification-add-root', PARENT);
    await addClassification(page, `classification-add-child-${PARENT}`, CHILD);
    const childRow = page.locator('tr.ant-table-row-level-1', { hasText: CHILD });
    await childRow.waitFor();

    await page.goto('/sys-classtags');
    await page.getByTestId('tags-tree').getByText(CHILD, { exact: true }).click();
    await tableReady(page, 'tags-table');
    for (const tag of ['堆垛机', '穿梭车']) {
      await page.getByTestId('tag-add').click();
      await page.getByTestId('tag-name').fill(tag);
      await page.getByTestId('tag-submit').click();
      await page.locator('[data-testid="tags-table"] tr.ant-table-row', { hasText: tag }).waitFor();
    }
    await settled(page);
    await screenshot(page, 'catalog-tags-zh-CN');

    await page.goto('/sys-zqgoodsclass');
    await tableReady(page, 'classification-table');
    await page.getByTestId(`classification-delete-${PARENT}`).click();
    // A click during the confirmation's zoom is lost.
    await page.getByTestId('classification-delete-confirm').waitFor();
    await motionDone(page);
    await page.getByTestId('classification-delete-confirm').click();
    await page.getByText('该分类下还有 1 个子分类，请先删除子分类').waitFor();
    assert.equal(await page.locator('tr.ant-table-row', { hasText: PARENT }).count(), 1);
    await settled(page);
    await screenshot(page, 'catalog-tree-zh-CN');
    await context.close();
  });

  it('adds a security grade with partial masking and sees the masking example', async () => {
    const { context, page } = await loggedInAdmin();
    await page.goto('/operate-zqAsset-zqdataGrade');
    await tableReady(page, 'grades-table');
    await page.locator('tr.ant-table-row', { hasText: '机密' }).waitFor();

    await page.getByTestId('grade-add').click();
    await page.getByTestId('grade-level').fill('5');
    await page.getByTestId('grade-name').fill('受限');
    await page.getByTestId('grade-rule-partial').click();
    const preview = page.getByTestId('grade-preview');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="grade-preview"]')?.textContent === '138****5678',
    );
    await page.getByTestId('grade-sample').fill('张三丰');
    assert.equal(await preview.innerText(), '张*丰');
    await settled(page);
    await screenshot(page, 'catalog-grade-form-zh-CN');
    await page.getByTestId('grade-submit').click();
    const row = page.locator('tr.ant-table-row', { hasText: '受限' });
    await row.waitFor();
    assert.match(await row.innerText(), /部分遮盖/);
    assert.match(await row.innerText(), /138\*{4}5678/);
    await screenshot(page, 'catalog-grades-zh-CN');
    await context.close();
  });

  it('shows the pages in English', async () => {
    const { context, page } = await loggedInAdmin('en-US');
    await page.goto('/operate-zqAsset-zqdataGrade');
    await tableReady(page, 'grades-table');
    await page.getByText('Masking example').first().waitFor();
    await screenshot(page, 'catalog-grades-en-US');
    await page.goto('/sys-zqgoodsclass');
    await tableReady(page, 'classification-table');
    await page.getByText('Add classification').first().waitFor();
    await screenshot(page, 'catalog-tree-en-US');
    await context.close();
  });
});
