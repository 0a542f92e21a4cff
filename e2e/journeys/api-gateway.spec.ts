import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { clickWhenSettled, settledScreenshot } from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { type RunningGateway, startServerWithGateway } from '../support/gateway.js';
import { enableAndApprove, uploadCover } from '../support/goods-setup.js';
import { loginThroughApi } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
const NAME = `车辆保险状态 API ${RUN}`;
const PLATE = '沪A12345';

let running: RunningGateway;
let browser: Browser;
const contexts: BrowserContext[] = [];
let good: { itemId: string; skuId: string; paygSkuId: string };
let orderId = '';
let key = '';

const base = () => running.server.baseUrl;
const apiCall = <T>(token: string, url: string, body?: unknown, method = 'POST') =>
  callApi<T>(base(), token, url, body, undefined, method);

/**
 * An API good of `developer` with a pack of 10 calls and a pay-as-you-go plan (¥0.5 a call) of one interface on
 * the demo upstream, listed.
 */
async function setup() {
  const admin = await loginByApi(base(), 'admin');
  const developer = await loginByApi(base(), 'developer');
  const consumer = await loginByApi(base(), 'consumer');
  const classification = await apiCall<{ id: string }>(
    admin.token,
    '/server/sourceClassification/addSourceClassification',
    { classify: 2, name: `车辆数据 ${RUN}`, nameEn: `Vehicle data ${RUN}`, sort: 9, status: 1 },
  );
  const item = await apiCall<{ id: string }>(developer.token, '/server/item/create', {
    itemType: 5,
    name: NAME,
    classificationId: classification.id,
    coverImage: await uploadCover(base(), developer.token, [30, 64, 175]),
    summary: '按车牌查询交强险是否有效（演示数据为合成数据）。',
    description: '<p>按车牌查询交强险状态。</p>',
    agreement: '仅限购买方自用。',
    apiType: 1,
  });
  const sku = await apiCall<{ id: string }>(developer.token, '/server/itemSku/create', {
    itemId: item.id,
    name: '10 次调用',
    billingMode: 1,
    price: '10',
    useCount: 10,
    negotiable: false,
  });
  const payg = await apiCall<{ id: string }>(developer.token, '/server/itemSku/create', {
    itemId: item.id,
    name: '按调用后付费',
    billingMode: 4,
    price: '0.5',
    negotiable: false,
  });
  for (const skuId of [sku.id, payg.id]) {
    await apiCall(developer.token, '/server/itemInterface/create', {
      skuId,
      name: '查询车辆保险状态',
      method: 'GET',
      path: '/vehicle/insurance',
      upstreamUrl: `${running.upstreamUrl}/vehicle/insurance`,
      params: [{ name: 'plateNo', type: 'String', place: 'query', required: true, description: '车牌号' }],
      responseSchema: {
        type: 'object',
        properties: { plateNo: { type: 'string' }, compulsory: { type: 'boolean' } },
      },
      description: '按车牌查询交强险状态。',
    });
  }
  await enableAndApprove(
    base(),
    { owner: developer.token, operator: admin.token },
    { id: item.id, name: NAME },
  );
  await apiCall(admin.token, '/server/user/updateQuota', {
    userId: String(consumer.userId),
    creditLimit: '10000',
    reason: 'e2e',
  });
  good = { itemId: item.id, skuId: sku.id, paygSkuId: payg.id };
}

/**
 * Reloads the page until the element `testId` shows `pattern` (the gateway reports calls twice a second), for up
 * to ten seconds; answers its last text.
 */
async function reloadUntil(page: Page, testId: string, pattern: RegExp): Promise<string> {
  let text = '';
  for (let i = 0; i < 20; i++) {
    await page.getByTestId(testId).waitFor();
    text = await page.getByTestId(testId).innerText();
    if (pattern.test(text)) break;
    await page.waitForTimeout(500);
    await page.reload();
  }
  return text;
}

async function pageAs(username: string, language: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<Page> {
  const context = await newContext(browser, base(), language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, username);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  return page;
}

before(async () => {
  running = await startServerWithGateway();
  browser = await launchBrowser();
  await setup();
});

after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await running?.stop();
});

describe('API goods through the gateway', () => {
  it('the consumer buys an API good, reveals its key, calls it with the curl of the documentation and sees the call and its bill line', async () => {
    const page = await pageAs('consumer');
    await page.goto(`/dataapi-dataapiDetail?itemId=${good.itemId}`);
    await page.getByTestId('mall-detail-name').getByText(NAME).waitFor();
    await page.getByTestId(`mall-sku-${good.skuId}`).click();
    await page.getByTestId('mall-buy').click();
    await page.waitForURL((url) => url.pathname === '/orderSubmit', { timeout: 15_000 });
    await page.getByTestId('order-accept').click();
    await page.getByTestId('order-submit-button').click();
    await page.waitForURL((url) => url.pathname === '/orderPay', { timeout: 15_000 });
    await page.getByTestId('order-pay-button').click();
    await clickWhenSettled(page, page.getByTestId('confirm-pay'));
    await page.waitForURL((url) => url.pathname === '/paySuccess', { timeout: 15_000 });

    const consumer = await loginByApi(base(), 'consumer');
    const orders = await apiCall<{ list: { id: string; itemId: string }[] }>(
      consumer.token,
      '/server/order/userPage',
      {
        page: 1,
        limit: 10,
        itemType: 5,
      },
    );
    orderId = orders.list.find((o) => o.itemId === good.itemId)!.id;

    // The key, shown once.
    await page.goto(`/consumer-order-apiUsage?orderId=${orderId}`);
    await page.getByTestId('credential-usage').waitFor();
    await page.getByTestId('key-reveal').click();
    const shown = page.getByTestId('new-key-value');
    await shown.waitFor();
    key = (await shown.innerText()).trim();
    assert.match(key, /^dmk_[A-Za-z0-9_-]{43}$/);
    await settledScreenshot(page, 'api-gateway-key-zh-CN');
    await page.getByTestId('new-key-done').click();

    // The curl of the documentation tab, with the key in place of its placeholder, run from here.
    await page.goto(`/dataapi-dataapiDetail?itemId=${good.itemId}`);
    await page.getByRole('tab', { name: '接口文档' }).click();
    const curl = (await page.getByTestId('api-doc-curl').first().innerText()).trim();
    assert.ok(curl.includes(`${running.gatewayUrl}/${good.itemId}/latest/vehicle/insurance`), curl);
    await settledScreenshot(page, 'api-gateway-docs-zh-CN');
    const url = /"(https?:\/\/[^"]+)"/.exec(curl)?.[1];
    assert.ok(url, `a URL in ${curl}`);
    const target = new URL(url);
    target.searchParams.set('plateNo', PLATE);
    let answer: Response | null = null;
    for (let i = 0; i < 40; i++) {
      answer = await fetch(target, { headers: { 'X-Api-Key': key } });
      if (answer.status !== 401) break;
      await new Promise((r) => setTimeout(r, 250)); // the new key reaches the gateway within a second
    }
    assert.equal(answer?.status, 200);
    const data = (await answer!.json()) as { plateNo: string; synthetic: boolean };
    assert.deepEqual([data.plateNo, data.synthetic], [PLATE, true]);
    assert.equal(answer!.headers.get('x-quota-limit'), '10');

    // The call on the usage page (the gateway reports twice a second) and as a per-use bill line.
    await page.goto(`/consumer-order-apiUsage?orderId=${orderId}`);
    assert.match(await reloadUntil(page, 'usage-calls', /\b1\b/), /\b1\b/);
    assert.match(await page.getByTestId('usage-remaining').innerText(), /\b9\b/);
    await settledScreenshot(page, 'api-gateway-usage-zh-CN');
    await page.goto(`/order-zqordertimesprofit?orderId=${orderId}`);
    const usage = page.getByTestId('usage-table');
    await usage.waitFor();
    await usage.locator('tbody tr', { hasText: 'gw:' }).first().waitFor();
    await settledScreenshot(page, 'api-gateway-bill-zh-CN');
  });

  it('the consumer buys a pay-as-you-go plan: pays nothing, and each call is charged from its credit', async () => {
    const page = await pageAs('consumer');
    await page.goto(`/dataapi-dataapiDetail?itemId=${good.itemId}`);
    await page.getByTestId(`mall-sku-${good.paygSkuId}`).click();
    await page.getByTestId('mall-buy').click();
    await page.waitForURL((url) => url.pathname === '/orderSubmit', { timeout: 15_000 });
    await page.getByTestId('order-postpaid-hint').waitFor();
    assert.match(await page.getByTestId('order-amount').innerText(), /¥0\.00/);
    await page.getByTestId('order-accept').click();
    await page.getByTestId('order-submit-button').click();
    await page.waitForURL((url) => url.pathname === '/orderPay', { timeout: 15_000 });
    await page.getByTestId('order-pay-button').click();
    await clickWhenSettled(page, page.getByTestId('confirm-pay'));
    await page.waitForURL((url) => url.pathname === '/paySuccess', { timeout: 15_000 });
    const planOrderId = new URL(page.url()).searchParams.get('orderId');
    assert.ok(planOrderId, page.url());

    const consumer = await loginByApi(base(), 'consumer');
    const { key: planKey } = await apiCall<{ key: string }>(
      consumer.token,
      '/server/delivery/apiCredential/reveal',
      { orderId: planOrderId },
    );
    const url = `${running.gatewayUrl}/${good.itemId}/latest/vehicle/insurance?plateNo=${encodeURIComponent(PLATE)}`;
    let served = 0;
    for (let i = 0; i < 60 && served < 3; i++) {
      const answer = await fetch(url, { headers: { 'X-Api-Key': planKey } });
      await answer.arrayBuffer();
      if (answer.status === 200) served += 1;
      else await new Promise((r) => setTimeout(r, 250)); // the new key reaches the gateway within a second
    }
    assert.equal(served, 3);

    // Three calls at ¥0.5 on the usage page; the credit ledger shows the credit held for them.
    await page.goto(`/consumer-order-apiUsage?orderId=${planOrderId}`);
    assert.match(await reloadUntil(page, 'usage-postpaid-charged', /¥1\.50/), /¥1\.50/);
    await page.getByTestId('available-credit').waitFor();
    await settledScreenshot(page, 'api-gateway-payg-usage-zh-CN');
    await page.goto('/admin-user-zquserquotadetailed');
    await page.getByTestId('ledger-type').getByText('预留').first().waitFor();
  });

  it('the developer sees the call in the statistics of its API orders', async () => {
    assert.ok(orderId, 'the consumer journey ran first');
    const page = await pageAs('developer', 'en-US');
    await page.goto('/order-zqApiorderfrom?tab=usage');
    const panel = page.getByTestId('seller-usage');
    await panel.waitFor();
    await panel.getByTestId('seller-usage-rows').locator('tbody tr', { hasText: NAME }).waitFor();
    const row = await panel
      .getByTestId('seller-usage-rows')
      .locator('tbody tr', { hasText: NAME })
      .innerText();
    assert.match(row, /consumer/);
    await settledScreenshot(page, 'api-gateway-developer-usage-en-US');
  });

  it('the operator tests the interface through the gateway with a test key on operate/gwTestOperate', async () => {
    const page = await pageAs('admin');
    await page.goto(`/operate-gwTestOperate?itemId=${good.itemId}`);
    await page.getByTestId('gw-tester').waitFor();
    await page.getByTestId('gw-tester-issue').click();
    await page.getByTestId('gw-tester-key').waitFor();
    assert.match(await page.getByTestId('gw-tester-test-type').innerText(), /运营|3/);
    await page.getByTestId('gw-tester-query-plateNo').fill(PLATE);
    await page.getByTestId('gw-tester-send').click();
    await page.getByTestId('gw-tester-status').getByText('200').waitFor({ timeout: 15_000 });
    assert.match(await page.getByTestId('gw-tester-body').innerText(), /synthetic/);
    await settledScreenshot(page, 'api-gateway-operator-test-zh-CN');
    // A test call is free: the consumer's pack is unchanged.
    const consumer = await loginByApi(base(), 'consumer');
    const usage = await apiCall<{ quotaUsed: number }>(
      consumer.token,
      `/server/gateway/usage/credential?orderId=${orderId}`,
      undefined,
      'GET',
    );
    assert.equal(usage.quotaUsed, 1);
  });
});
