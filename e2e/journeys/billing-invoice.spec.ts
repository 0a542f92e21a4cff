import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { clickWhenSettled, motionDone, settledScreenshot } from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { png } from '../support/png.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
const CATEGORY = `账单测试分类 ${RUN}`;
const GOOD = `产线能耗数据包 ${RUN}`;
const SKU = '整包买断';
const FOLDER = `billing-${RUN}`;
const FILE = 'energy.csv';
/** A unified social credit code with a valid check character, and the same code with a wrong one. */
const TAX_NUMBER = '91350100M000100Y43';
const BAD_TAX_NUMBER = '91350100M000100Y44';
const INVOICE_TITLE = `某某智能制造有限公司 ${RUN}`;
/** The smallest well-formed PDF: the server checks the content, not the name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

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

// --- API setup (the journey itself goes through the pages) --------------------------------------------------

const apiLogin = (username: string) => loginByApi(server.baseUrl, username);

const apiCall = <T>(token: string, url: string, body?: unknown, form?: FormData, method = 'POST') =>
  callApi<T>(server.baseUrl, token, url, body, form, method);

/** Credit for the consumer; a data package of the supplier at ¥1,999.00, approved by the operator. */
async function setup(): Promise<{ itemId: string; skuId: string }> {
  const admin = await apiLogin('admin');
  const consumer = await apiLogin('consumer');
  const supplier = await apiLogin('supplier');
  await apiCall(admin.token, '/server/user/updateQuota', {
    userId: consumer.userId,
    creditLimit: '5000',
    reason: '账单旅程：开通信用额度',
  });
  const category = await apiCall<{ id: string }>(
    admin.token,
    '/server/sourceClassification/addSourceClassification',
    { classify: 2, name: CATEGORY, nameEn: `Billing ${RUN}`, sort: 10, status: 1 },
  );
  await apiCall(supplier.token, '/server/hdfsConfig/createFolder', { path: FOLDER });
  const csv = new FormData();
  csv.append('path', FOLDER);
  csv.append('file', new Blob(['line,ts,kwh\nL-1,2026-01-01T00:00:00Z,12.5\n'], { type: 'text/csv' }), FILE);
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
    summary: '一条产线一月的能耗，每分钟一条。',
    agreement: '仅限购买方内部分析使用。',
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

async function login(
  language: 'zh-CN' | 'en-US',
  username: 'consumer' | 'supplier' | 'admin',
): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, username);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  return page;
}

/** Clicks the button of a row whose test id starts with `prefix`, then the confirmation's OK. */
async function confirmRowAction(page: Page, row: Locator, prefix: string, okTestId: string) {
  await row.locator(`[data-testid^="${prefix}"]`).first().click();
  // A click on the confirmation's button while the modal still zooms in can miss it (failed once in CI).
  const ok = page.getByTestId(okTestId);
  await ok.waitFor();
  await motionDone(page);
  await ok.click();
  await ok.waitFor({ state: 'hidden' });
}

describe('billing and invoices', () => {
  it('bill after a purchase, statement settled, invoice applied, uploaded and downloaded; the supplier earns net of commission', async () => {
    const good = await setup();

    // The consumer buys the package (order flow of consumer-orders.spec.ts) and pays by credit.
    const consumer = await login('zh-CN', 'consumer');
    await consumer.goto(`/orderSubmit?itemId=${good.itemId}&skuId=${good.skuId}`);
    await consumer.getByTestId('order-submit').waitFor();
    await consumer.getByTestId('order-accept').click();
    await consumer.getByTestId('order-submit-button').click();
    await consumer.waitForURL((url) => url.pathname === '/orderPay', { timeout: 15_000 });
    const orderNo = (await consumer.getByTestId('order-pay-no').innerText()).trim();
    await consumer.getByTestId('order-pay-button').click();
    await clickWhenSettled(consumer, consumer.getByTestId('confirm-pay'));
    await consumer.waitForURL((url) => url.pathname === '/paySuccess', { timeout: 15_000 });

    // The consumer's bill: a consumption line of ¥1,999.00, the sum, the 12-month totals and chart.
    await consumer.goto('/dev-billing');
    const line = consumer.getByTestId('bill-lines-table').locator('tr.ant-table-row', { hasText: orderNo });
    await line.waitFor();
    assert.match(await line.innerText(), /消费/);
    assert.match(await line.getByTestId('bill-amount').innerText(), /¥1,999\.00/);
    await consumer.getByTestId('bill-lines-sum').getByText('¥1,999.00').waitFor();
    await consumer.getByTestId('summary-consumerCharges').getByText('¥1,999.00').waitFor();
    await consumer.locator('[data-testid="billing-chart"] canvas').first().waitFor();
    await settledScreenshot(consumer, 'billing-consumer-summary-zh-CN');
    await line.scrollIntoViewIfNeeded();
    await settledScreenshot(consumer, 'billing-consumer-bill-zh-CN');

    // The Excel export of the same list arrives as an .xlsx file.
    const [excel] = await Promise.all([
      consumer.waitForEvent('download'),
      consumer.getByTestId('bill-lines-export').click(),
    ]);
    assert.match(excel.suggestedFilename(), /\.xlsx$/);
    const excelBytes = fs.readFileSync((await excel.path()) ?? '');
    assert.equal(excelBytes.subarray(0, 2).toString('latin1'), 'PK', 'an xlsx is a zip');

    // The operator generates this month's statements, puts the consumer's on account and settles it.
    const admin = await login('zh-CN', 'admin');
    await admin.goto('/operate-billing?tab=customerStatements');
    await admin.getByTestId('generate-button').click();
    await clickWhenSettled(admin, admin.getByTestId('confirm-generate'));
    await admin
      .getByText(/已生成消费方对账单/)
      .first()
      .waitFor();
    const statement = admin
      .getByTestId('statements-consumer-table')
      .locator('tr.ant-table-row', { hasText: 'consumer' })
      .first();
    await statement.locator('[data-tone="error"]', { hasText: '未结算' }).waitFor();
    assert.match(await statement.innerText(), /¥1,999\.00/);
    await settledScreenshot(admin, 'billing-operator-statement-unsettled-zh-CN');
    await confirmRowAction(admin, statement, 'statement-onAccount-', 'confirm-statement-onAccount');
    await statement.getByText('挂账').first().waitFor();
    await statement.locator('[data-testid^="statement-settle-"]').waitFor();
    await statement.locator('[data-testid^="statement-settle-"]').click();
    await settledScreenshot(admin, 'billing-operator-settle-confirm-zh-CN');
    await clickWhenSettled(admin, admin.getByTestId('confirm-statement-settle'));
    await statement.locator('[data-tone="positive"]', { hasText: '已结算' }).waitFor();
    await settledScreenshot(admin, 'billing-operator-statement-settled-zh-CN');

    // The consumer applies for an invoice on the settled statement; a wrong check character is refused first.
    await consumer.goto('/dev-billing?tab=statements');
    const mine = consumer.getByTestId('statements-consumer-table').locator('tr.ant-table-row').first();
    await mine.locator('[data-tone="positive"]', { hasText: '已结算' }).waitFor();
    await mine.locator('[data-testid^="statement-apply-invoice-"]').click();
    await consumer.waitForURL((url) => url.pathname === '/order-orderTax');
    await consumer.getByTestId('invoice-apply-total').getByText('¥1,999.00').waitFor();
    await consumer.getByTestId('invoice-title').fill(INVOICE_TITLE);
    await consumer.getByTestId('invoice-tax-number').fill(BAD_TAX_NUMBER);
    await consumer.getByTestId('invoice-address').fill('福州市鼓楼区软件大道 89 号');
    await consumer.getByTestId('invoice-phone').fill('0591-87654321');
    await consumer.getByTestId('invoice-bank-name').fill('中国工商银行福州分行');
    await consumer.getByTestId('invoice-bank-account').fill('1402023409000123456');
    await consumer.getByTestId('invoice-apply-submit').click();
    await consumer.getByText('统一社会信用代码校验位不正确').waitFor();
    await settledScreenshot(consumer, 'billing-invoice-apply-bad-tax-zh-CN');
    await consumer.getByTestId('invoice-tax-number').fill(TAX_NUMBER);
    await consumer.getByTestId('invoice-apply-submit').click();
    await clickWhenSettled(consumer, consumer.getByTestId('confirm-apply-invoice'));
    await consumer.waitForURL((url) => url.pathname === '/order-taxview', { timeout: 15_000 });
    await consumer.getByTestId('invoice-view').getByText('已申请', { exact: true }).waitFor();
    assert.equal(await consumer.getByTestId('invoice-view-tax-number').innerText(), TAX_NUMBER);
    assert.equal(await consumer.getByTestId('invoice-view-download').count(), 0, 'nothing to download yet');
    await settledScreenshot(consumer, 'billing-invoice-applied-zh-CN');
    const invoiceUrl = consumer.url();

    // The operator uploads the invoice PDF (after a confirmation); the application is issued.
    await admin.goto('/operate-billing?tab=invoices');
    const application = admin
      .getByTestId('invoice-table')
      .locator('tr.ant-table-row', { hasText: INVOICE_TITLE });
    await application.getByText('已申请').waitFor();
    await application.locator('input[type=file]').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await settledScreenshot(admin, 'billing-operator-upload-confirm-zh-CN');
    await clickWhenSettled(admin, admin.getByTestId('confirm-upload-invoice'));
    await application.getByText('已开票').waitFor();
    await settledScreenshot(admin, 'billing-operator-invoice-issued-zh-CN');

    // The consumer sees the invoice issued and downloads the PDF; the statement is invoiced.
    await consumer.goto(invoiceUrl);
    await consumer.getByTestId('invoice-view').getByText('已开票', { exact: true }).waitFor();
    const [pdf] = await Promise.all([
      consumer.waitForEvent('download'),
      consumer.getByTestId('invoice-view-download').click(),
    ]);
    assert.match(pdf.suggestedFilename(), /\.pdf$/);
    const pdfBytes = fs.readFileSync((await pdf.path()) ?? '');
    assert.equal(pdfBytes.subarray(0, 5).toString('latin1'), '%PDF-');
    await settledScreenshot(consumer, 'billing-invoice-issued-zh-CN');
    await consumer.goto('/dev-billing?tab=statements');
    await consumer
      .getByTestId('statements-consumer-table')
      .locator('[data-tone="positive"]', { hasText: '已开票' })
      .first()
      .waitFor();

    // The supplier's income: the order amount, 10% platform commission, the net income.
    const supplier = await login('zh-CN', 'supplier');
    await supplier.goto('/dev-billing');
    const income = supplier.getByTestId('bill-lines-table').locator('tr.ant-table-row', { hasText: orderNo });
    await income.waitFor();
    const text = await income.innerText();
    assert.match(text, /¥1,999\.00/, 'order amount');
    assert.match(text, /10\.00%/, 'commission rate');
    assert.match(await income.getByTestId('bill-commission').innerText(), /¥199\.90/);
    assert.match(await income.getByTestId('bill-amount').innerText(), /¥1,799\.10/);
    await supplier.getByTestId('summary-sellerIncome').getByText('¥1,799.10').waitFor();
    await income.scrollIntoViewIfNeeded();
    await settledScreenshot(supplier, 'billing-supplier-income-zh-CN');

    // English: the supplier's income page.
    const english = await login('en-US', 'supplier');
    await english.goto('/dev-billing');
    await english.getByText('Income and settlement').first().waitFor();
    const enRow = english.getByTestId('bill-lines-table').locator('tr.ant-table-row', { hasText: orderNo });
    await enRow.getByText('Revenue share').waitFor();
    await enRow.scrollIntoViewIfNeeded();
    await settledScreenshot(english, 'billing-supplier-income-en-US');
  });
});
