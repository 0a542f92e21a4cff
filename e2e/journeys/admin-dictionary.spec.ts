import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { clickWhenSettled, motionDone, settledScreenshot, tableReady } from '../support/antd.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

let server: RunningServer;
let browser: Browser;
const RUN = Date.now().toString(36).slice(-4);
const NEW_ZH = `工业数据包${RUN}`;
const NEW_EN = `Industrial package ${RUN}`;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function operatorPage(language: string): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  const page = await context.newPage();
  await loginThroughApi(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/operate-index', { timeout: 20_000 });
  return page;
}

/**
 * The mall's data-application listing in a fresh visitor's browser: its kind switch names the item types. The
 * contract's labels show until the served dictionaries arrive, so the switch is read once `label` is on it.
 */
async function mallKinds(language: string, label: string): Promise<string> {
  const context = await newContext(browser, server.baseUrl, language);
  const page = await context.newPage();
  await page.goto('/dataapp');
  await page.getByTestId('listing-dataapp').waitFor();
  await page.getByTestId('mall-kind').getByText(label).waitFor();
  const kinds = await page.getByTestId('mall-kind').innerText();
  await context.close();
  return kinds;
}

describe('dictionaries', () => {
  it('the operator renames the data-package label, and the mall shows the new label', async () => {
    assert.match(await mallKinds('zh-CN', '数据包'), /数据包/);

    const page = await operatorPage('zh-CN');
    await page.goto('/sys-dict-type');
    await tableReady(page, 'dict-type-table');
    await page.getByTestId('dict-type-filter-key').fill('item_type');
    await page.getByTestId('dict-type-filters-search').click();
    await page.getByTestId('dict-type-locked-item_type').waitFor();
    await tableReady(page, 'dict-type-table');
    // A type the code depends on cannot be deleted.
    assert.equal(await page.getByTestId('dict-type-delete-item_type').isDisabled(), true);
    await settledScreenshot(page, 'admin-dictionary-types-zh-CN');

    await clickWhenSettled(page, page.getByTestId('dict-items-item_type'));
    await page.getByTestId('dict-items-drawer').waitFor();
    await tableReady(page, 'dict-item-table');
    await page.getByTestId('dict-item-locked-2').waitFor();
    assert.equal(await page.getByTestId('dict-item-delete-2').isDisabled(), true);
    await motionDone(page);
    await settledScreenshot(page, 'admin-dictionary-items-zh-CN');

    await clickWhenSettled(page, page.getByTestId('dict-item-edit-2'));
    await page.getByTestId('dict-item-labelZhCn').waitFor();
    await motionDone(page);
    // The value of a locked item is shown, not editable; its labels are.
    assert.equal(await page.getByTestId('dict-item-value').isDisabled(), true);
    await page.getByTestId('dict-item-labelZhCn').fill('');
    await page.getByTestId('dict-item-submit').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await page.getByTestId('dict-item-labelZhCn').fill(NEW_ZH);
    await page.getByTestId('dict-item-labelEnUs').fill(NEW_EN);
    await settledScreenshot(page, 'admin-dictionary-edit-zh-CN');
    await page.getByTestId('dict-item-submit').click();
    await page.locator('.ant-message-success').waitFor();
    await page.getByTestId('dict-item-labelZhCn-2').getByText(NEW_ZH).waitFor();
    await settledScreenshot(page, 'admin-dictionary-edited-zh-CN');

    // Within the operator's own session the mall reads the edited labels at once.
    await page.goto('/dataapp');
    await page.getByTestId('mall-kind').getByText(NEW_ZH).waitFor();

    // A visitor's mall, in each language.
    assert.match(await mallKinds('zh-CN', NEW_ZH), new RegExp(NEW_ZH));
    const english = await mallKinds('en-US', NEW_EN);
    assert.match(english, new RegExp(NEW_EN));
    assert.match(english, /Data application/);
    assert.match(await mallKinds('zh-TW', '數據包'), /數據包/);

    const visitor = await newContext(browser, server.baseUrl, 'zh-CN');
    const mall = await visitor.newPage();
    await mall.goto('/dataapp');
    await mall.getByTestId('mall-kind').getByText(NEW_ZH).click();
    await mall.waitForURL((url) => url.searchParams.get('type') === '2');
    await settledScreenshot(mall, 'admin-dictionary-mall-zh-CN');
    await visitor.close();
  });
});
