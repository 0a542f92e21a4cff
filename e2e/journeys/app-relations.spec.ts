import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseOption, motionDone, settledScreenshot } from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { enableAndApprove, uploadCover } from '../support/goods-setup.js';
import { dropSchema, publishListedAsset } from '../support/listed-asset.js';
import { type PublishedSalesApp, publishSalesSummaryApp } from '../support/sales-app.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughPage } from '../support/session.js';

/**
 * Related applications: the developer relates its data application to the supplier's listed asset; the supplier
 * is asked, must give a reason to reject, approves; the application's mall page shows the data it uses; a
 * consumer buys the application and the supplier finds that order under "orders: asset related application".
 * The developer's hidden pages about the application's data: the mirror (tables, dictionary, masked preview), the
 * goods buyers get the data from, a full-page request for a second asset, and the inputs and output pages that
 * edit one section of the job each. Finally the supplier revokes the approved relation with a reason.
 */

const RUN = randomBytes(3).toString('hex');
const APP = `能耗预测应用 ${RUN}`;
const ASSET = `工厂电表数据 ${RUN}`;
const SCHEMA = `rel_${RUN}`;
const ASSET2 = `电网电价数据 ${RUN}`;
const SCHEMA2 = `rel2_${RUN}`;
const GOOD = `工厂电表资产商品 ${RUN}`;
const AGREEMENT = '仅限购买方内部使用。';

let server: RunningServer;
let browser: Browser;
let sales: PublishedSalesApp;
let assetId: string;
let goodId: string;
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
  assetId = await publishListedAsset(server.baseUrl, ASSET, SCHEMA);
  await publishListedAsset(server.baseUrl, ASSET2, SCHEMA2);
  goodId = await publishAssetGood(assetId);
});

/** Through the API: the supplier sells the asset as a data-asset good (one ¥10 SKU); the operator lists it. */
async function publishAssetGood(sourceId: string): Promise<string> {
  const base = server.baseUrl;
  const operator = await loginByApi(base, 'admin');
  const supplier = await loginByApi(base, 'supplier');
  const category = await callApi<{ id: string }>(
    base,
    operator.token,
    '/server/sourceClassification/addSourceClassification',
    { classify: 2, name: `能源资产 ${RUN}`, nameEn: `Energy assets ${RUN}`, sort: 11, status: 1 },
  );
  const coverImage = await uploadCover(base, supplier.token, [24, 144, 255]);
  const item = await callApi<{ id: string }>(base, supplier.token, '/server/item/create', {
    itemType: 3,
    name: GOOD,
    classificationId: category.id,
    summary: '各工厂每小时电表读数。',
    agreement: AGREEMENT,
    coverImage,
  });
  await callApi(base, supplier.token, '/server/item/dataSourceAdd', { itemId: item.id, sourceId });
  await callApi(base, supplier.token, '/server/itemSku/create', {
    itemId: item.id,
    name: '一次性授权',
    billingMode: 3,
    price: '10',
  });
  await enableAndApprove(
    base,
    { owner: supplier.token, operator: operator.token },
    { id: item.id, name: GOOD },
    { request: '请审核上架' },
  );
  return item.id;
}

after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  await dropSchema(SCHEMA).catch(() => undefined);
  await dropSchema(SCHEMA2).catch(() => undefined);
});

async function login(language: 'zh-CN' | 'zh-TW' | 'en-US', username: string): Promise<Page> {
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

/** Saves the job form and waits for the server's answer (its success toast lasts 0.5 s: not waited for). */
async function saveJob(page: Page) {
  const saved = page.waitForResponse((res) => res.url().includes('/server/appJob/save'));
  await page.getByTestId('save-job').click();
  const body = (await (await saved).json()) as { code: number; msg: string };
  assert.equal(body.code, 0, body.msg);
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
    // The purpose is required: nothing is sent without it (the dialog settled first: a click while it opens is lost).
    await page.getByTestId('relation-purpose').waitFor();
    await motionDone(page);
    await page.getByTestId('relation-add-ok').click();
    await page.getByText('请选择数据资产').waitFor();
    await page.getByText('请填写用途说明（至少 2 个字）').waitFor();
    await chooseOption(page, 'relation-asset', new RegExp(ASSET));
    await page.getByTestId('relation-purpose').fill('读取每小时电表读数，预测工厂能耗');
    await motionDone(page);
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
    await page.getByTestId('relation-reply').waitFor();
    await motionDone(page);
    await page.getByTestId('relation-decide-ok').click();
    await page.getByText('请填写驳回原因（至少 2 个字）').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('relation-reply').waitFor({ state: 'detached' });
    await row.getByText('待审核').waitFor();
    await row.locator('[data-testid^="relation-approve-"]').click();
    await page.getByTestId('relation-reply').fill('欢迎使用');
    await motionDone(page);
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

  it('the developer’s mirror: the approved asset’s tables, dictionary and masked preview', async () => {
    const page = await login('zh-CN', 'developer');
    await page.goto(`/dev-dataLinkSelect?id=${sales.itemId}`);
    await relationRow(page).getByText('已通过').waitFor();
    await page.getByTestId('relation-link-mirror').click();
    const mirror = page.getByTestId(`mirror-asset-${assetId}`);
    await mirror.getByText(`${SCHEMA}.meters`).waitFor();
    await page.getByText(`应用：${APP}`).waitFor();
    await settledScreenshot(page, 'app-relations-mirror-zh-CN');
    await mirror.getByRole('link', { name: '脱敏预览' }).click();
    await page.waitForURL(/dev-previewList\?id=.*tableId=/);
    await page.locator('.ant-table-row', { hasText: '12.5' }).first().waitFor();
    await page.goBack();
    await page.getByTestId(`mirror-asset-${assetId}`).getByRole('link', { name: '数据字典' }).click();
    await page.getByText('kwh', { exact: true }).first().waitFor();
  });

  it('the developer sees the goods that sell the data, and relates a second asset on the full page', async () => {
    const page = await login('zh-CN', 'developer');
    await page.goto(`/dev-dataLinkGood?id=${sales.itemId}`);
    const goods = page.getByTestId('related-goods');
    await goods.getByRole('link', { name: GOOD }).waitFor();
    await goods.getByText('数据资产商品').waitFor();
    await settledScreenshot(page, 'app-relations-goods-zh-CN');
    await goods.getByRole('link', { name: GOOD }).click();
    await page.waitForURL((url) => url.searchParams.get('itemId') === goodId);
    await page.getByText(GOOD).first().waitFor();

    await page.goto(`/dev-addData?id=${sales.itemId}`);
    await page.getByTestId('add-data-form').waitFor();
    await page.getByTestId('add-data-submit').click();
    await page.getByText('请选择数据资产').waitFor();
    await settledScreenshot(page, 'app-relations-add-data-zh-CN');
    await chooseOption(page, 'relation-asset', new RegExp(ASSET2));
    await page.getByTestId('relation-purpose').fill('读取电价，计算用电成本');
    await page.getByTestId('add-data-submit').click();
    await page.waitForURL(/dev-dataLinkSelect\?id=/);
    await page.locator('tr.ant-table-row', { hasText: ASSET2 }).getByText('待审核').waitFor();
  });

  it('the developer edits the customer inputs and the output alone; the rest of the job is kept', async () => {
    const page = await login('zh-CN', 'developer');
    await page.goto(`/dev-addCustomerData?itemId=${sales.itemId}`);
    await page.getByText('客户提供的数据').waitFor();
    assert.equal(await page.getByTestId('job-code').count(), 0, 'only the inputs section');
    const description = page.locator('input[id$="inputs_0_description"]');
    await description.fill('销售明细：每笔销售一行（含退货）');
    await settledScreenshot(page, 'app-relations-customer-data-zh-CN');
    await saveJob(page);
    await page.goto(`/dev-changeResult?itemId=${sales.itemId}`);
    await page.getByText('应用输出').first().waitFor();
    assert.equal(await page.getByTestId('job-input-name').count(), 0, 'only the output section');
    await page.getByRole('radio', { name: /CSV/ }).check();
    await settledScreenshot(page, 'app-relations-change-result-zh-CN');
    await saveJob(page);
    await page.goto(`/dev-configureData?itemId=${sales.itemId}`);
    await page.getByTestId('job-code').waitFor();
    assert.equal(
      await page.locator('input[id$="inputs_0_description"]').inputValue(),
      '销售明细：每笔销售一行（含退货）',
    );
    assert.ok(await page.getByRole('radio', { name: /CSV/ }).isChecked(), 'the output kind was saved');
    assert.match(await page.getByTestId('job-code').inputValue(), /group by region/);
  });

  it('the new developer pages in English and Traditional Chinese', async () => {
    const page = await login('en-US', 'developer');
    await page.goto(`/dev-mirrorList?id=${sales.itemId}`);
    await page.getByTestId(`mirror-asset-${assetId}`).getByText('Masked preview').first().waitFor();
    await settledScreenshot(page, 'app-relations-mirror-en-US');
    await page.goto(`/dev-dataLinkGood?id=${sales.itemId}`);
    await page.getByText('Where buyers get the data this application uses').waitFor();
    await page.getByTestId('related-goods').getByText('Data-asset goods').waitFor();
    await settledScreenshot(page, 'app-relations-goods-en-US');
    await page.goto(`/dev-addData?id=${sales.itemId}`);
    await page.getByText('Add data to the application').waitFor();
    await settledScreenshot(page, 'app-relations-add-data-en-US');
    await page.goto(`/dev-addCustomerData?itemId=${sales.itemId}`);
    await page.getByText('Data the customer supplies').waitFor();
    await settledScreenshot(page, 'app-relations-customer-data-en-US');
    await page.goto(`/dev-changeResult?itemId=${sales.itemId}`);
    await page.getByText('What the application writes').waitFor();
    await settledScreenshot(page, 'app-relations-change-result-en-US');

    const tw = await login('zh-TW', 'developer');
    await tw.goto(`/dev-mirrorList?id=${sales.itemId}`);
    await tw.getByTestId(`mirror-asset-${assetId}`).getByText('遮罩預覽').first().waitFor();
    await settledScreenshot(tw, 'app-relations-mirror-zh-TW');
  });

  it('the supplier revokes the approved relation with a reason; the mall page and the orders drop it', async () => {
    const page = await login('zh-CN', 'supplier');
    await page.goto('/producer-relativeProducer');
    const row = relationRow(page);
    await row.getByText('已通过').waitFor();
    await row.locator('[data-testid^="relation-revoke-"]').click();
    // The dialog open, its field shown, before trying it without a reason (a click while it opens can be lost).
    await page.getByTestId('relation-revoke-reason').waitFor();
    await motionDone(page);
    await page.getByTestId('relation-revoke-ok').click();
    await page.getByText('请填写撤销原因（2 至 500 个字）').waitFor();
    await page.getByTestId('relation-revoke-reason').fill('授权协议已到期');
    await settledScreenshot(page, 'app-relations-revoke-zh-CN');
    await page.getByTestId('relation-revoke-ok').click();
    await page.getByTestId('relation-revoke-reason').waitFor({ state: 'detached' });
    await row.getByText('已撤销').waitFor();
    await row.getByText('授权协议已到期').waitFor();
    await settledScreenshot(page, 'app-relations-revoked-zh-CN');
    await page.goto('/order-orderProducerLinkApp');
    await page.getByText('暂无使用您资产的应用订单').waitFor();

    const english = await login('en-US', 'supplier');
    await english.goto('/producer-relativeProducer');
    await relationRow(english).getByText('Revoked').waitFor();
    await settledScreenshot(english, 'app-relations-revoked-en-US');

    const context = await newContext(browser, server.baseUrl, 'zh-CN');
    contexts.push(context);
    const visitor = await context.newPage();
    await visitor.goto(`/dataapp-appDetails?itemId=${sales.itemId}`);
    await visitor.getByTestId('mall-used-data-tab').click();
    await visitor.getByText('本应用未声明使用供应商数据').waitFor();

    const developer = await login('zh-CN', 'developer');
    await developer.goto(`/dev-mirrorList?id=${sales.itemId}`);
    await developer.getByTestId('mirror-empty').waitFor();
    await settledScreenshot(developer, 'app-relations-mirror-empty-zh-CN');
    await developer.goto(`/dev-dataLinkGood?id=${sales.itemId}`);
    await developer.getByTestId('related-goods-empty').waitFor();
    await settledScreenshot(developer, 'app-relations-goods-empty-zh-CN');
  });
});
