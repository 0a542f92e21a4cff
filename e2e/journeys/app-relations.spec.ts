import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseOption, settledScreenshot } from '../support/antd.js';
import { callApi } from '../support/api.js';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { dropSchema, publishListedAsset } from '../support/listed-asset.js';
import { type PublishedSalesApp, publishSalesSummaryApp } from '../support/sales-app.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughPage } from '../support/session.js';

/**
 * Related applications: the developer relates its data application to the supplier's listed asset; the supplier
 * is asked, must give a reason to reject, approves; the application's mall page shows the data it uses; a
 * consumer buys the application and the supplier finds that order under "orders: asset related application".
 */

const RUN = randomBytes(3).toString('hex');
const APP = `能耗预测应用 ${RUN}`;
const ASSET = `工厂电表数据 ${RUN}`;
const SCHEMA = `rel_${RUN}`;
const AGREEMENT = '仅限购买方内部使用。';

let server: RunningServer;
let browser: Browser;
let sales: PublishedSalesApp;
const contexts: BrowserContext[] = [];

before(async () => {
  // Private hosts allowed: the supplier's asset reads the local PostgreSQL.
  server = await startServer({ CONNECTOR_ALLOW_PRIVATE: 'on' });
  browser = await launchBrowser();
  sales = await publishSalesSummaryApp(server.baseUrl, {
    name: APP,
    agreement: AGREEMENT,
    category: `能源 ${RUN}`,
    categoryEn: `Energy ${RUN}`,
  });
  await publishListedAsset(server.baseUrl, ASSET, SCHEMA);
});

after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  await dropSchema(SCHEMA).catch(() => undefined);
});

async function login(language: 'zh-CN' | 'en-US', username: string): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughPage(page, username);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  return page;
}

async function buyApp(): Promise<string> {
  const keyed = (url: string, body: unknown) =>
    callApi<{ id: string; orderNo: string }>(
      server.baseUrl,
      sales.consumer.token,
      url,
      body,
      undefined,
      'POST',
      {
        headers: { 'idempotency-key': `rel-${randomBytes(6).toString('hex')}` },
      },
    );
  const order = await keyed('/server/order/submit', {
    itemId: sales.itemId,
    skuId: sales.skuId,
    quantity: 1,
    agreementAccepted: true,
    agreementHash: createHash('sha256').update(AGREEMENT, 'utf8').digest('hex'),
  });
  await keyed('/server/pay', { orderId: order.id });
  return order.orderNo;
}

const relationRow = (page: Page) => page.locator('tr.ant-table-row', { hasText: ASSET });

describe('related applications', () => {
  it('the developer browses the listed assets: tables, dictionary and a masked preview', async () => {
    const page = await login('zh-CN', 'developer');
    await page.goto('/dev-dataSourceList');
    await page.getByTestId('listed-asset-search').fill(ASSET);
    await page.getByTestId('listed-asset-search').press('Enter');
    const row = page.getByTestId('listed-assets').locator('tr.ant-table-row', { hasText: ASSET });
    await row.getByRole('link', { name: ASSET }).waitFor();
    await settledScreenshot(page, 'app-relations-listed-assets-zh-CN');
    await row.getByRole('link', { name: ASSET }).click();
    await page.getByTestId('asset-detail-name').getByText(ASSET).waitFor();
    await page.getByTestId('asset-tabs').getByRole('tab', { name: '数据字典' }).click();
    await page.getByText('kwh', { exact: true }).first().waitFor();
    await page.getByTestId('asset-tabs').getByRole('tab', { name: '数据预览' }).click();
    await page.locator('.ant-table-row', { hasText: '12.5' }).first().waitFor();
    await settledScreenshot(page, 'app-relations-asset-preview-zh-CN');
  });

  it('the developer relates its application to a listed asset of the supplier', async () => {
    const page = await login('zh-CN', 'developer');
    await page.goto(`/dev-apiInfo?id=${sales.itemId}&tab=relations`);
    await page.getByText('本应用尚未关联数据资产').waitFor();
    await page.getByTestId('relation-add').click();
    // The purpose is required: nothing is sent without it.
    await page.getByTestId('relation-add-ok').click();
    await page.getByText('请选择数据资产').waitFor();
    await page.getByText('请填写用途说明（至少 2 个字）').waitFor();
    await chooseOption(page, 'relation-asset', new RegExp(ASSET));
    await page.getByTestId('relation-purpose').fill('读取每小时电表读数，预测工厂能耗');
    await page.getByTestId('relation-add-ok').click();
    // The modal closes only once the request was accepted (success toasts last 0.5 s: not waited for).
    await page.getByTestId('relation-purpose').waitFor({ state: 'detached' });
    await relationRow(page).getByText('待审核').waitFor();
    await settledScreenshot(page, 'app-relations-developer-zh-CN');
  });

  it('the supplier must give a reason to reject, and approves', async () => {
    const page = await login('zh-CN', 'supplier');
    await page.goto('/producer-relativeProducer');
    const row = relationRow(page);
    await row.getByText(APP).waitFor();
    await row.getByText('读取每小时电表读数，预测工厂能耗').waitFor();
    await settledScreenshot(page, 'app-relations-supplier-pending-zh-CN');
    await row.locator('[data-testid^="relation-reject-"]').click();
    await page.getByTestId('relation-decide-ok').click();
    await page.getByText('请填写驳回原因（至少 2 个字）').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('relation-reply').waitFor({ state: 'detached' });
    await row.getByText('待审核').waitFor();
    await row.locator('[data-testid^="relation-approve-"]').click();
    await page.getByTestId('relation-reply').fill('欢迎使用');
    await page.getByTestId('relation-decide-ok').click();
    // Seen twice in CI as the first journey of a loaded run (never alone): the modal stayed open. Say what the
    // page showed, so the next occurrence tells why.
    await page
      .getByTestId('relation-reply')
      .waitFor({ state: 'detached' })
      .catch(async (error: unknown) => {
        await screenshot(page, 'app-relations-approve-stuck');
        const shown = await page.locator('.ant-message, .ant-form-item-explain').allInnerTexts();
        throw new Error(
          `the approve modal stayed open; messages: ${JSON.stringify(shown)}; ${String(error)}`,
        );
      });
    await row.getByText('已通过').waitFor();
    await row.getByText('欢迎使用').waitFor();
  });

  it('the mall page of the application shows the data it uses', async () => {
    const context = await newContext(browser, server.baseUrl, 'zh-CN');
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`/dataapp-appDetails?itemId=${sales.itemId}`);
    await page.getByTestId('mall-used-data-tab').click();
    const used = page.getByTestId('mall-used-data');
    await used.getByText(ASSET).waitFor();
    await used.getByText('供应商：华东精密制造数据有限公司').waitFor();
    await settledScreenshot(page, 'app-relations-mall-zh-CN');
  });

  it('the supplier sees the paid orders of the application, in Chinese and English', async () => {
    const orderNo = await buyApp();
    const page = await login('zh-CN', 'supplier');
    await page.goto('/order-orderProducerLinkApp');
    const row = page.getByTestId('link-app-orders').locator('tr.ant-table-row', { hasText: orderNo });
    await row.getByText(APP).waitFor();
    await row.getByText(ASSET).waitFor();
    await settledScreenshot(page, 'app-relations-orders-zh-CN');

    const english = await login('en-US', 'supplier');
    await english.goto('/order-orderProducerLinkApp');
    await english.getByText('Orders of applications using my assets').waitFor();
    await english.getByTestId('link-app-orders').locator('tr.ant-table-row', { hasText: orderNo }).waitFor();
    await settledScreenshot(english, 'app-relations-orders-en-US');
    await english.goto('/producer-relativeProducer');
    const enRow = relationRow(english);
    await enRow.getByText('Approved').waitFor();
    await settledScreenshot(english, 'app-relations-supplier-en-US');
    assert.ok(orderNo.length > 8);
  });

  it('the developer pages and the mall page in English', async () => {
    const page = await login('en-US', 'developer');
    await page.goto(`/dev-apiInfo?id=${sales.itemId}&tab=relations`);
    await relationRow(page).getByText('Approved').waitFor();
    await page.getByText('Data assets this application uses').waitFor();
    await settledScreenshot(page, 'app-relations-developer-en-US');
    await page.goto('/dev-dataSourceList');
    await page.getByText('Data assets for applications').waitFor();
    await page.getByTestId('listed-assets').locator('tr.ant-table-row', { hasText: ASSET }).waitFor();
    await settledScreenshot(page, 'app-relations-listed-assets-en-US');

    const context = await newContext(browser, server.baseUrl, 'en-US');
    contexts.push(context);
    const visitor = await context.newPage();
    await visitor.goto(`/dataapp-appDetails?itemId=${sales.itemId}`);
    await visitor.getByTestId('mall-used-data-tab').getByText('Data used').click();
    await visitor.getByTestId('mall-used-data').getByText(ASSET).waitFor();
    await settledScreenshot(visitor, 'app-relations-mall-en-US');
  });
});
