import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { clickWhenSettled, settledScreenshot } from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { png } from '../support/png.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
const CATEGORY = `订单测试分类 ${RUN}`;
const GOOD = `风机振动数据包 ${RUN}`;
const SKU = '整包买断';
const FOLDER = `orders-${RUN}`;
const FILE = 'vibration.csv';
const AGREEMENT = '仅限购买方内部分析使用，不得转售或公开。';

let server: RunningServer;
let browser: Browser;
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

// --- API setup (what the journey checks goes through the pages) ------------------------------------------

const apiLogin = (username: string) => loginByApi(server.baseUrl, username);

const apiCall = <T>(token: string, url: string, body?: unknown, form?: FormData, method = 'POST') =>
  callApi<T>(server.baseUrl, token, url, body, form, method);

/** The operator raises the consumer's credit; the supplier publishes a data package; the operator approves it. */
async function setup(): Promise<{ itemId: string; skuId: string }> {
  const admin = await apiLogin('admin');
  const consumer = await apiLogin('consumer');
  const supplier = await apiLogin('supplier');
  await apiCall(admin.token, '/server/user/updateQuota', {
    userId: consumer.userId,
    creditLimit: '5000',
    reason: '订单旅程：开通信用额度',
  });
  const category = await apiCall<{ id: string }>(
    admin.token,
    '/server/sourceClassification/addSourceClassification',
    { classify: 2, name: CATEGORY, nameEn: `Orders ${RUN}`, sort: 10, status: 1 },
  );

  await apiCall(supplier.token, '/server/hdfsConfig/createFolder', { path: FOLDER });
  const csv = new FormData();
  csv.append('path', FOLDER);
  csv.append(
    'file',
    new Blob(['turbine,ts,rms\nT-1,2026-01-01T00:00:00Z,0.42\n'], { type: 'text/csv' }),
    FILE,
  );
  await apiCall(supplier.token, '/server/hdfsConfig/upload', undefined, csv);
  const cover = new FormData();
  cover.append(
    'file',
    new Blob([new Uint8Array(png(160, 120, [22, 119, 255]))], { type: 'image/png' }),
    'cover.png',
  );
  const coverImage = await apiCall<string>(supplier.token, '/server/item/uploadImgFile', undefined, cover);

  const item = await apiCall<{ id: string }>(supplier.token, '/server/item/create', {
    itemType: 2,
    name: GOOD,
    classificationId: category.id,
    coverImage,
    summary: '3 台风机一月的振动有效值，每分钟一条。',
    agreement: AGREEMENT,
    packageFiles: [`${FOLDER}/${FILE}`],
  });
  const sku = await apiCall<{ id: string }>(supplier.token, '/server/itemSku/create', {
    itemId: item.id,
    name: SKU,
    billingMode: 3,
    price: '1999',
  });
  await apiCall(supplier.token, '/server/item/statusChange', {
    itemId: item.id,
    action: 'enable',
    comment: '请审核上架',
  });

  const todo = await apiCall<{ list: { taskId: string; businessKey: string; objectName: string }[] }>(
    admin.token,
    '/flow/todo/page?page=1&limit=100',
    undefined,
    undefined,
    'GET',
  );
  const task = todo.list.find((row) => row.objectName === GOOD || row.businessKey === item.id);
  assert.ok(task, 'the enable review of the package is in the operator to-do list');
  await apiCall(
    admin.token,
    `/flow/common/complete?taskId=${task.taskId}&comment=${encodeURIComponent('同意上架')}`,
  );
  return { itemId: item.id, skuId: sku.id };
}

async function login(language: 'zh-CN' | 'en-US', username: 'consumer' | 'supplier'): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, username);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  return page;
}

/**
 * Opens the good's mall detail page, picks its SKU and buys: /orderSubmit opens for that SKU; submits the order
 * there and returns its order number from /orderPay.
 */
async function submitOrder(page: Page, good: { itemId: string; skuId: string }, shot?: string) {
  await page.goto(`/dataapp-appDetails?itemId=${good.itemId}`);
  await page.getByTestId('mall-detail-name').getByText(GOOD).waitFor();
  await page.getByTestId(`mall-sku-${good.skuId}`).click();
  await page.getByTestId('mall-buy').click();
  await page.waitForURL((url) => url.pathname === '/orderSubmit', { timeout: 15_000 });
  const params = new URL(page.url()).searchParams;
  assert.deepEqual([params.get('itemId'), params.get('skuId')], [good.itemId, good.skuId]);
  await page.getByTestId('order-submit').waitFor();
  // A standalone checkout page (§2.2): the checkout frame at step 1, not the mall's navigation.
  await page
    .getByTestId('checkout-steps')
    .locator('.ant-steps-item-process', { hasText: '确认订单' })
    .waitFor();
  assert.equal(await page.getByTestId('mall-nav').count(), 0, 'no mall navigation on /orderSubmit');
  await page.getByTestId('order-amount').getByText('¥1,999.00').waitFor();
  assert.match(await page.getByTestId('order-agreement').innerText(), /不得转售/);
  if (shot) {
    // The agreement must be accepted first.
    await page.getByTestId('order-submit-button').click();
    await page.getByTestId('order-accept-error').waitFor();
    await settledScreenshot(page, shot);
  }
  await page.getByTestId('order-accept').click();
  await page.getByTestId('order-submit-button').click();
  await page.waitForURL((url) => url.pathname === '/orderPay', { timeout: 15_000 });
  await page.getByTestId('order-pay').waitFor();
  return (await page.getByTestId('order-pay-no').innerText()).trim();
}

describe('consumer orders', () => {
  it('the consumer orders and pays a data package by credit, cancels a second order; the supplier sees the sale', async () => {
    const good = await setup();
    const consumer = await login('zh-CN', 'consumer');

    // Order 1: submit, pay with confirmation, paid.
    const paidNo = await submitOrder(consumer, good, 'consumer-orders-submit-zh-CN');
    await consumer.getByTestId('order-pay-amount').getByText('¥1,999.00').waitFor();
    await consumer.getByTestId('order-pay-available').getByText('¥5,000.00').waitFor();
    await settledScreenshot(consumer, 'consumer-orders-pay-zh-CN');
    await consumer.getByTestId('order-pay-button').click();
    await clickWhenSettled(consumer, consumer.getByTestId('confirm-pay'));
    await consumer.waitForURL((url) => url.pathname === '/paySuccess', { timeout: 15_000 });
    await consumer.getByTestId('pay-success').getByText(paidNo).waitFor();
    await consumer
      .getByTestId('checkout-steps')
      .locator('.ant-steps-item-finish', { hasText: '完成' })
      .waitFor();
    await consumer
      .getByTestId('pay-success')
      .locator('[data-tone="positive"]', { hasText: '已支付' })
      .waitFor();
    await settledScreenshot(consumer, 'consumer-orders-pay-success-zh-CN');

    // The list shows it paid; the credit went down by the amount.
    await consumer.getByTestId('pay-success-orders').click();
    await consumer.waitForURL((url) => url.pathname === '/consumer-order-dataPacket');
    const paidRow = consumer.getByTestId('order-table').locator('tr.ant-table-row', { hasText: paidNo });
    await paidRow.locator('[data-tone="positive"]', { hasText: '已支付' }).waitFor();
    assert.match(await paidRow.innerText(), /¥1,999\.00/);
    await settledScreenshot(consumer, 'consumer-orders-list-zh-CN');

    // Filtering by order number finds exactly that order.
    await consumer.getByTestId('filter-order-no').fill(paidNo);
    await consumer.getByTestId('order-filters-search').click();
    await consumer.waitForFunction(
      () => document.querySelectorAll('[data-testid="order-table"] tr.ant-table-row').length === 1,
    );

    // Order 2: submitted, then cancelled from /tobePay after a confirmation.
    const cancelNo = await submitOrder(consumer, good);
    await consumer.getByTestId('order-pay-available').getByText('¥3,001.00').waitFor();
    await consumer.goto('/tobePay');
    const unpaid = consumer
      .getByTestId('to-be-paid-table')
      .locator('tr.ant-table-row', { hasText: cancelNo });
    await unpaid.locator('[data-tone="pending"]', { hasText: '未支付' }).waitFor();
    assert.equal(
      await consumer.getByTestId('to-be-paid-table').locator('tr.ant-table-row', { hasText: paidNo }).count(),
      0,
      'a paid order is not awaiting payment',
    );
    await settledScreenshot(consumer, 'consumer-orders-tobepay-zh-CN');
    await unpaid.getByTestId(`tobepay-cancel-${cancelNo}`).click();
    await settledScreenshot(consumer, 'consumer-orders-cancel-confirm-zh-CN');
    await clickWhenSettled(consumer, consumer.getByTestId('confirm-cancel-order'));
    await consumer.getByText('订单已取消').first().waitFor();
    await unpaid.waitFor({ state: 'detached' });

    // The cancelled order cannot be paid any more.
    await consumer.goto('/consumer-order-dataPacket');
    const cancelledRow = consumer
      .getByTestId('order-table')
      .locator('tr.ant-table-row', { hasText: cancelNo });
    await cancelledRow.locator('[data-tone="negative"]', { hasText: '已取消' }).first().waitFor();
    await cancelledRow.getByTestId(`order-link-${cancelNo}`).click();
    await consumer.waitForURL((url) => url.pathname === '/order-customerInfo');
    await consumer.getByTestId('order-detail').waitFor();
    assert.equal(await consumer.getByTestId('detail-pay').count(), 0);
    await settledScreenshot(consumer, 'consumer-orders-cancelled-detail-zh-CN');

    // The supplier sees the paid order (and not the cancelled one as paid) in its data package orders.
    const supplier = await login('zh-CN', 'supplier');
    await supplier.goto('/order-orderProducer');
    const sold = supplier.getByTestId('order-table').locator('tr.ant-table-row', { hasText: paidNo });
    await sold.locator('[data-tone="positive"]', { hasText: '已支付' }).waitFor();
    assert.match(await sold.innerText(), /consumer|消费/i);
    await settledScreenshot(supplier, 'consumer-orders-seller-list-zh-CN');
    await sold.getByTestId(`order-link-${paidNo}`).click();
    await supplier.waitForURL((url) => url.pathname === '/order-orderinfo');
    await supplier.getByTestId('order-detail-no').getByText(paidNo).waitFor();
    assert.match(await supplier.getByTestId('order-detail').innerText(), /不得转售/);
    await settledScreenshot(supplier, 'consumer-orders-seller-detail-zh-CN');

    // English: the consumer's order list and the paid order's detail.
    const english = await login('en-US', 'consumer');
    await english.goto('/consumer-order-dataPacket');
    const enRow = english.getByTestId('order-table').locator('tr.ant-table-row', { hasText: paidNo });
    await enRow.getByText('Paid').waitFor();
    await english.getByText('Orders of data packages, data assets and data tables').first().waitFor();
    await settledScreenshot(english, 'consumer-orders-list-en-US');
    await enRow.getByTestId(`order-link-${paidNo}`).click();
    await english.getByTestId('order-detail').getByText('Goods and SKU as ordered').waitFor();
    await settledScreenshot(english, 'consumer-orders-detail-en-US');
  });
});
