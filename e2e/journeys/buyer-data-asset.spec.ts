import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseOption, clickWhenSettled, motionDone, settledScreenshot } from '../support/antd.js';
import { callApi, callApiAnswer, loginByApi } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { enableAndApprove, uploadCover } from '../support/goods-setup.js';
import { dropSchema, onLocalPostgres } from '../support/listed-asset.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

// The buyer of a data-asset good: buys it in the mall, finds the order (as do the supplier and the operator),
// browses the granted table masked by grade, exports a filtered query to its storage and to its own table, sees
// the exports in the order's evidence receipt and syncs the table on a schedule; the supplier sees the use. When
// the grant's month is over (the server's clock moved), none of it works any more.

const RUN = randomBytes(3).toString('hex');
const SOURCE = `dm_buy_src_${RUN}`;
const TARGET = `dm_buy_dst_${RUN}`;
const ASSET = `车间电表 ${RUN}`;
const GOOD = `车间电表数据 ${RUN}`;
const MY_TABLE = `电表副本 ${RUN}`;
const AGREEMENT = '数据仅限买方内部分析使用，不得转售。';
const PHONE = '13800138007';

let server: RunningServer;
let browser: Browser;
let clockFile: string;
const contexts: BrowserContext[] = [];
let orderNo = '';
let consumerPage: Page;
let sourceId = '';

async function countRows(table: string): Promise<number> {
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' });
  await client.connect();
  try {
    return Number((await client.query(`select count(*) as n from "${TARGET}".${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

before(async () => {
  clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journey-clock-')), 'offset');
  await onLocalPostgres(
    `create schema "${SOURCE}";
     create table "${SOURCE}".meters (id int primary key, workshop text, kwh numeric(8,2), phone text);
     insert into "${SOURCE}".meters
       select g, '车间' || (g % 3 + 1), g * 2.5,
              case when g = 7 then '${PHONE}' else '1390013' || lpad(g::text, 4, '0') end
       from generate_series(1, 40) g;
     create schema "${TARGET}";
     create table "${TARGET}".meters_copy (id int, workshop text, kwh numeric(8,2));`,
  );
  server = await startServer({ CONNECTOR_ALLOW_PRIVATE: 'on', TEST_CLOCK_FILE: clockFile });
  browser = await launchBrowser();
});

after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  await dropSchema(SOURCE);
  await dropSchema(TARGET);
});

const api = <T>(token: string, url: string, body?: unknown, method = 'POST') =>
  callApi<T>(server.baseUrl, token, url, body, undefined, method);

/**
 * Through the API: the supplier's asset of its PostgreSQL table with the phone column graded secret, approved; a
 * listed asset good of it sold by the month; the consumer's credit, its own database table registered and a folder
 * of its storage.
 */
async function setup() {
  const base = server.baseUrl;
  const admin = await loginByApi(base, 'admin');
  const supplier = await loginByApi(base, 'supplier');
  const consumer = await loginByApi(base, 'consumer');
  await api(admin.token, '/server/user/updateQuota', {
    userId: consumer.userId,
    creditLimit: '5000',
    reason: '数据资产旅程：开通信用额度',
  });
  const connection = await api<{ id: string }>(supplier.token, '/server/dataBase/recordDatabase', {
    name: `车间库 ${RUN}`,
    dbType: 'postgresql',
    host: '127.0.0.1',
    port: 5432,
    database: 'test',
    username: 'postgres',
    password: 'trust',
    sslMode: 'disable',
  });
  const levels = await api<{ id: string; level: number }[]>(
    supplier.token,
    '/server/securityLevel/queryAllSecurityLevel',
    undefined,
    'GET',
  );
  const grade = (level: number) => levels.find((l) => l.level === level)?.id;
  const tree = await api<{ id: string }[]>(
    supplier.token,
    '/server/sourceClassification/queryAll?classify=1',
    undefined,
    'GET',
  );
  const asset = await api<{ id: string; tables: { id: string }[] }>(
    supplier.token,
    '/server/dataSource/addSource',
    {
      name: ASSET,
      classificationId: tree[0]?.id,
      tags: ['能耗'],
      securityLevelId: grade(1),
      description: '车间电表的小时读数',
      updateFrequency: 'daily',
      storageType: 1,
      connectionId: connection.id,
      tables: [{ schema: SOURCE, table: 'meters' }],
    },
  );
  const dictionary = await api<{ fields: { id: string; name: string }[] }>(
    supplier.token,
    '/server/dataSource/queryDataDictionary',
    { tableId: asset.tables[0]!.id },
  );
  await api(supplier.token, '/server/dataSource/updateDataDictionary', {
    tableId: asset.tables[0]!.id,
    fields: dictionary.fields.map((f) => ({
      id: f.id,
      description: { id: '编号', workshop: '车间', kwh: '用电量', phone: '负责人电话' }[f.name] ?? f.name,
      securityLevelId: grade(f.name === 'phone' ? 3 : 1),
    })),
  });
  await api(supplier.token, '/server/dataSource/updateStatus', { id: asset.id, action: 'submit' });
  sourceId = asset.id;
  const todo = await api<{ list: { taskId: string; businessKey: string }[] }>(
    admin.token,
    '/flow/todo/page?page=1&limit=100',
    undefined,
    'GET',
  );
  const review = todo.list.find((row) => row.businessKey === asset.id);
  assert.ok(review, 'the asset review is in the operator to-do list');
  await api(admin.token, `/flow/common/complete?taskId=${review.taskId}&comment=ok`);

  const category = await api<{ id: string }>(
    admin.token,
    '/server/sourceClassification/addSourceClassification',
    {
      classify: 2,
      name: `能耗数据 ${RUN}`,
      nameEn: `Energy ${RUN}`,
      sort: 10,
      status: 1,
    },
  );
  const item = await api<{ id: string }>(supplier.token, '/server/item/create', {
    itemType: 3,
    name: GOOD,
    classificationId: category.id,
    summary: '各车间电表读数，按月订阅。',
    agreement: AGREEMENT,
    coverImage: await uploadCover(base, supplier.token, [12, 140, 90]),
  });
  await api(supplier.token, '/server/item/dataSourceAdd', { itemId: item.id, sourceId: asset.id });
  const sku = await api<{ id: string }>(supplier.token, '/server/itemSku/create', {
    itemId: item.id,
    name: '按月订阅',
    billingMode: 2,
    periodUnit: 'month',
    periodCount: 1,
    price: '300',
  });
  await enableAndApprove(base, { owner: supplier.token, operator: admin.token }, { id: item.id, name: GOOD });

  const mine = await api<{ id: string }>(consumer.token, '/server/dataBase/recordDatabase', {
    name: `我的仓库 ${RUN}`,
    dbType: 'postgresql',
    host: '127.0.0.1',
    port: 5432,
    database: 'test',
    username: 'postgres',
    password: 'trust',
    sslMode: 'disable',
  });
  await api(consumer.token, '/server/databaseTable/save', {
    connectionId: mine.id,
    schema: TARGET,
    table: 'meters_copy',
    name: MY_TABLE,
    fields: ['id', 'workshop', 'kwh'],
  });
  await api(consumer.token, '/server/hdfsConfig/createFolder', { path: 'exports' });
  return { itemId: item.id, skuId: sku.id };
}

async function login(username: string, language: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, username);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  return page;
}

const orderRow = (page: Page) =>
  page.getByTestId('order-table').locator('tr.ant-table-row', { hasText: orderNo });

/** The newest export row once it is done (its state tag says so). */
async function exportDone(page: Page, state = 'succeeded') {
  const row = page.getByTestId('export-jobs').locator('tr.ant-table-row').first();
  await row.locator(`[data-testid="export-state"][data-state="${state}"]`).waitFor({ timeout: 30_000 });
  return row;
}

describe('the buyer of a data-asset good', () => {
  it('buys it in the mall; the order is in the lists of the buyer, the seller and the operator', async () => {
    const good = await setup();
    const consumer = await login('consumer');
    consumerPage = consumer;
    await consumer.goto(`/dataapp-appDetails?itemId=${good.itemId}`);
    await consumer.getByTestId('mall-detail-name').getByText(GOOD).waitFor();
    await consumer.getByTestId(`mall-sku-${good.skuId}`).click();
    await consumer.getByTestId('mall-buy').click();
    await consumer.waitForURL((url) => url.pathname === '/orderSubmit', { timeout: 15_000 });
    await consumer.getByTestId('order-amount').getByText('¥300.00').waitFor();
    await consumer.getByTestId('order-accept').click();
    await consumer.getByTestId('order-submit-button').click();
    await consumer.waitForURL((url) => url.pathname === '/orderPay', { timeout: 15_000 });
    orderNo = (await consumer.getByTestId('order-pay-no').innerText()).trim();
    await consumer.getByTestId('order-pay-button').click();
    await motionDone(consumer);
    await clickWhenSettled(consumer, consumer.getByTestId('confirm-pay'));
    await consumer.waitForURL((url) => url.pathname === '/paySuccess', { timeout: 15_000 });

    await consumer.goto('/consumer-order-dataPacket');
    await orderRow(consumer).waitFor();
    assert.match(await orderRow(consumer).innerText(), new RegExp(GOOD));

    const supplier = await login('supplier');
    await supplier.goto('/order-orderProducer');
    await orderRow(supplier).waitFor();
    const operator = await login('admin');
    await operator.goto('/operate-zqoperateorderfrombag');
    await orderRow(operator).waitFor();
    await settledScreenshot(operator, 'buyer-asset-operator-orders-zh-CN');
  });

  it('browses the table masked by grade, exports a filtered query to its storage and its table, and syncs it', async () => {
    const consumer = consumerPage;
    await consumer.goto('/consumer-permissions-index');
    const held = consumer.getByTestId('grant-table').locator('tr.ant-table-row', { hasText: ASSET });
    await held.locator('[data-testid="grant-state"][data-state="active"]').waitFor();
    await held.getByTestId('grant-browse').click();
    await consumer.getByTestId('granted-data').waitFor();
    const rows = consumer.getByTestId('granted-rows');
    await rows.locator('tr.ant-table-row').first().waitFor();
    // The phone column is graded secret: its values are masked (a mobile number keeps its ends).
    await consumer.locator('th', { hasText: 'phone' }).getByTestId('masked-column').first().waitFor();
    assert.doesNotMatch(await rows.innerText(), new RegExp(PHONE));
    await rows.getByText('138****8007').waitFor();

    // kwh = id × 2.5 ≥ 75: ids 30..40.
    await consumer.getByTestId('granted-add-filter').click();
    await chooseOption(consumer, 'granted-filter-column', 'kwh');
    await chooseOption(consumer, 'granted-filter-op', '大于等于');
    await consumer.getByTestId('granted-filter-value').fill('75');
    await consumer.getByTestId('granted-run').click();
    await rows.locator('tr.ant-table-row', { hasText: '100.00' }).waitFor();
    await consumer.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
    assert.equal(await rows.locator('tr.ant-table-row').count(), 11);

    // To a CSV file of its trusted storage.
    await consumer.getByTestId('granted-export').click();
    await consumer.getByTestId('export-query-note').getByText('1 个筛选条件', { exact: false }).waitFor();
    await consumer.getByTestId('export-folder').fill('exports');
    await consumer.getByTestId('export-file-name').fill('高用电');
    await settledScreenshot(consumer, 'buyer-asset-export-dialog-zh-CN');
    await consumer.getByTestId('export-submit').click();
    let done = await exportDone(consumer);
    assert.equal((await done.getByTestId('export-rows').innerText()).trim(), '11');
    assert.match(await done.getByTestId('export-location').innerText(), /exports\/高用电\.csv/);
    const fileSha = (await done.getByTestId('export-sha256').innerText()).replace('…', '');

    // Into its registered table: the unmasked columns only.
    await consumer.getByTestId('granted-export').click();
    // Chosen once the dialog has finished zooming in (a click during it is lost).
    await clickWhenSettled(consumer, consumer.getByTestId('export-kind').getByText('我的数据库表'));
    await chooseOption(consumer, 'export-target-table', MY_TABLE);
    await consumer.getByTestId('export-submit').click();
    await consumer
      .getByTestId('export-jobs')
      .locator('tr.ant-table-row')
      .nth(1)
      .getByTestId('export-location')
      .getByText('高用电', { exact: false })
      .waitFor();
    done = await exportDone(consumer);
    assert.match(await done.getByTestId('export-location').innerText(), new RegExp(MY_TABLE));
    assert.equal(await countRows('meters_copy'), 11);
    await done.scrollIntoViewIfNeeded();
    await settledScreenshot(consumer, 'buyer-asset-exports-zh-CN');

    // A daily sync of the same query replaces the table's rows (first run now).
    await consumer.getByRole('tab', { name: '定时同步' }).click();
    await consumer.getByTestId('sync-new').click();
    await chooseOption(consumer, 'sync-target-table', MY_TABLE);
    await consumer.getByTestId('sync-submit').click();
    const sync = consumer.getByTestId('sync-list').locator('tr.ant-table-row').first();
    await sync.locator('[data-testid="export-state"][data-state="succeeded"]').waitFor({ timeout: 30_000 });
    assert.equal(await countRows('meters_copy'), 11);
    await settledScreenshot(consumer, 'buyer-asset-syncs-zh-CN');

    // The order's evidence receipt holds the exports with their SHA-256.
    await consumer.goto('/consumer-order-dataPacket');
    await orderRow(consumer).getByTestId(`order-link-${orderNo}`).click();
    await consumer.waitForURL((url) => url.pathname === '/order-customerInfo');
    await consumer.getByTestId('evidence-receipt').click();
    const receipt = consumer.getByTestId('receipt-view');
    await receipt.getByText('数据导出').first().waitFor();
    assert.ok((await receipt.innerText()).includes(fileSha), 'the file hash is in the receipt');
    await settledScreenshot(consumer, 'buyer-asset-receipt-zh-CN');
  });

  it('shows the supplier how the grant was used', async () => {
    const supplier = await login('supplier');
    await supplier.goto('/producer-zqassetAuthorization');
    const row = supplier.getByTestId('grant-table').locator('tr.ant-table-row', { hasText: ASSET });
    await row.getByTestId('grant-usage').waitFor();
    // Two queries (the first page and the filtered one); two exports and one sync run of 11 rows each.
    assert.match(await row.getByTestId('grant-usage').innerText(), /查询 2 次/);
    assert.match(await row.getByTestId('grant-usage').innerText(), /导出 3 次 · 33 行/);
    await settledScreenshot(supplier, 'buyer-asset-supplier-usage-zh-CN');

    // The operator sees the same on the asset's detail.
    const operator = await login('admin', 'en-US');
    await operator.goto(`/operate-zqAsset-assetData-goods-info?id=${sourceId}`);
    await operator.getByRole('tab', { name: 'Grants and use' }).click();
    const held = operator.getByTestId('grant-table').locator('tr.ant-table-row', { hasText: ASSET });
    await held.getByTestId('grant-usage').waitFor();
    assert.match(await held.getByTestId('grant-usage').innerText(), /3 exports · 33 rows/);
    assert.equal(await held.getByTestId('grant-revoke').count(), 0, 'the operator only looks');
    await settledScreenshot(operator, 'buyer-asset-operator-usage-en-US');

    // The buyer's export and sync lists in English: states, targets and frequencies in the reader's language.
    const reader = await login('consumer', 'en-US');
    await reader.goto('/consumer-permissions-index');
    await reader
      .getByTestId('grant-table')
      .locator('tr.ant-table-row', { hasText: ASSET })
      .getByTestId('grant-browse')
      .click();
    await reader.getByTestId('export-jobs').getByText('Succeeded').first().waitFor();
    await reader.getByTestId('export-jobs').scrollIntoViewIfNeeded();
    await settledScreenshot(reader, 'buyer-asset-exports-en-US');
    await reader.getByRole('tab', { name: 'Scheduled syncs' }).click();
    await reader.getByTestId('sync-list').getByText('Daily').waitFor();
    await settledScreenshot(reader, 'buyer-asset-syncs-en-US');
  });

  it('once the month is over, browsing, exports and syncs stop', async () => {
    fs.writeFileSync(clockFile, String(40 * 86_400_000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const consumer = await login('consumer');
    await consumer.goto('/consumer-permissions-index');
    const held = consumer.getByTestId('grant-table').locator('tr.ant-table-row', { hasText: ASSET });
    await held.locator('[data-testid="grant-state"][data-state="expired"]').waitFor();
    await held.getByTestId('grant-browse').click();
    await consumer.getByTestId('granted-not-in-force').waitFor();
    assert.equal(await consumer.getByTestId('granted-export').count(), 0);
    await consumer.getByRole('tab', { name: '定时同步' }).click();
    await consumer.getByTestId('sync-list').getByTestId('sync-ended').waitFor();
    await settledScreenshot(consumer, 'buyer-asset-expired-zh-CN');

    // The server refuses too, whatever the page shows.
    const token = (await loginByApi(server.baseUrl, 'consumer')).token;
    const grantId = new URL(consumer.url()).searchParams.get('grantId');
    const grant = await callApi<{ tables: { id: string }[] }>(
      server.baseUrl,
      token,
      `/server/assetGrant/tables?grantId=${grantId}`,
      undefined,
      undefined,
      'GET',
    );
    const refused = await callApiAnswer(server.baseUrl, token, '/server/assetGrant/export', {
      grantId,
      tableId: grant.tables[0]!.id,
      target: { kind: 'storage', folder: 'exports', fileName: 'late', format: 'csv' },
    });
    assert.equal(refused.code, 10154);
  });
});
