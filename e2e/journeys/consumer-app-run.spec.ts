import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseOption, clickWhenSettled, settledScreenshot } from '../support/antd.js';
import { callApi, clickAndAwaitCall } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { publishSalesSummaryApp } from '../support/sales-app.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
const SCHEMA = `dm_appjourney_${RUN}`;
const CATEGORY = `应用旅程分类 ${RUN}`;
const GOOD = `区域销售汇总应用 ${RUN}`;
const AGREEMENT = '仅限购买方内部分析使用。';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function admin() {
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' });
  await client.connect();
  return client;
}

before(async () => {
  const db = await admin();
  await db.query(`create schema "${SCHEMA}"`);
  await db.query(`create table "${SCHEMA}".sales (id int primary key, region text, amount numeric(12,2))`);
  await db.query(
    `insert into "${SCHEMA}".sales values (1, '华东', 120.50), (2, '华东', 79.50), (3, '华南', 42), (4, '华北', 8.25)`,
  );
  await db.query(`create table "${SCHEMA}".summary (region text, total numeric(14,2), n integer)`);
  await db.end();
  // The consumer's database is on this machine: private addresses are allowed for connectors.
  server = await startServer({ CONNECTOR_ALLOW_PRIVATE: 'on' });
  browser = await launchBrowser();
});

after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  const db = await admin();
  await db.query(`drop schema if exists "${SCHEMA}" cascade`);
  await db.end();
});

// --- API setup (what the journey checks goes through the pages) ------------------------------------------

/**
 * The developer publishes a data application and declares its SQL job; the operator approves it; the consumer
 * registers their database tables, orders the application and pays it.
 */
async function setup(): Promise<{ itemId: string; orderNo: string }> {
  const { consumer, itemId, skuId } = await publishSalesSummaryApp(server.baseUrl, {
    name: GOOD,
    agreement: AGREEMENT,
    category: CATEGORY,
    categoryEn: `Apps ${RUN}`,
    timeoutSeconds: 20,
  });
  const item = { id: itemId };
  const sku = { id: skuId };

  const connection = await callApi<{ id: string }>(
    server.baseUrl,
    consumer.token,
    '/server/dataBase/recordDatabase',
    {
      name: `本地分析库 ${RUN}`,
      dbType: 'postgresql',
      host: '127.0.0.1',
      port: 5432,
      database: 'test',
      username: 'postgres',
      password: '',
      sslMode: 'disable',
    },
  );
  for (const [name, table, fields] of [
    [`销售明细 ${RUN}`, 'sales', ['id', 'region', 'amount']],
    [`区域汇总 ${RUN}`, 'summary', ['region', 'total', 'n']],
  ] as const) {
    await callApi(server.baseUrl, consumer.token, '/server/databaseTable/save', {
      connectionId: connection.id,
      schema: SCHEMA,
      table,
      name,
      fields,
    });
  }
  const order = await callApi<{ id: string; orderNo: string }>(
    server.baseUrl,
    consumer.token,
    '/server/order/submit',
    {
      itemId: item.id,
      skuId: sku.id,
      quantity: 1,
      agreementAccepted: true,
      agreementHash: sha256(AGREEMENT),
    },
    undefined,
    'POST',
    { headers: { 'idempotency-key': `journey-submit-${RUN}` } },
  );
  await callApi(server.baseUrl, consumer.token, '/server/pay', { orderId: order.id }, undefined, 'POST', {
    headers: { 'idempotency-key': `journey-pay-${RUN}` },
  });
  return { itemId: item.id, orderNo: order.orderNo };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function login(language: 'zh-CN' | 'en-US', username: string): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, username);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  return page;
}

describe('consumer data application run', () => {
  it('the consumer configures input and output, runs the application and reads its output', async () => {
    const { itemId, orderNo } = await setup();

    // The developer sees the declared job on the hidden page dev/configureData.
    const developer = await login('zh-CN', 'developer');
    await developer.goto(`/dev-configureData?itemId=${itemId}`);
    await developer.getByTestId('job-form').waitFor();
    assert.match(await developer.getByTestId('job-code').inputValue(), /group by region/);
    await settledScreenshot(developer, 'consumer-app-run-dev-job-zh-CN');

    const consumer = await login('zh-CN', 'consumer');
    // Data input: the paid order is listed; its page tells what the application needs.
    await consumer.goto('/consumer-order-dataInput');
    const row = consumer.getByTestId('app-order-table').locator('tr.ant-table-row', { hasText: orderNo });
    await row.waitFor();
    await settledScreenshot(consumer, 'consumer-app-run-list-zh-CN');
    await row.getByTestId(`open-dataInput-${orderNo}`).click();
    await consumer.getByTestId('declared-inputs').getByText('amount: 数值').waitFor();
    await settledScreenshot(consumer, 'consumer-app-run-data-input-zh-CN');

    // Input configuration: map `sales` to the registered table.
    await consumer.goto('/consumer-order-inputConfig');
    await consumer
      .getByTestId('app-order-table')
      .locator('tr.ant-table-row', { hasText: orderNo })
      .getByTestId(`open-inputConfig-${orderNo}`)
      .click();
    await consumer.getByTestId('input-config').waitFor();
    await chooseOption(consumer, 'input-select-sales', `销售明细 ${RUN}`);
    await clickAndAwaitCall(consumer, consumer.getByTestId('save-input'), '/server/order/configurationInput');
    await settledScreenshot(consumer, 'consumer-app-run-input-config-zh-CN');

    // Output configuration: the target table.
    await consumer.goto('/consumer-order-outputConfig');
    await consumer
      .getByTestId('app-order-table')
      .locator('tr.ant-table-row', { hasText: orderNo })
      .getByTestId(`open-outputConfig-${orderNo}`)
      .click();
    await consumer.getByTestId('output-config').waitFor();
    await chooseOption(consumer, 'output-table', `区域汇总 ${RUN}`);
    await clickAndAwaitCall(
      consumer,
      consumer.getByTestId('save-output'),
      '/server/order/configurationOutput',
    );
    await settledScreenshot(consumer, 'consumer-app-run-output-config-zh-CN');

    // Execute: confirm, then the status, progress and log update until the run has ended with success.
    await consumer.goto('/consumer-order-execute');
    const execRow = consumer.getByTestId('app-order-table').locator('tr.ant-table-row', { hasText: orderNo });
    await execRow.getByTestId(`input-${orderNo}`).getByText('已完成').waitFor();
    await execRow.getByTestId(`open-execute-${orderNo}`).click();
    await consumer.getByTestId('run-never').waitFor();
    await consumer.getByTestId('run-button').click();
    await settledScreenshot(consumer, 'consumer-app-run-confirm-zh-CN');
    await clickWhenSettled(consumer, consumer.getByTestId('confirm-run'));
    await consumer.getByTestId('run-result').getByText('成功').waitFor({ timeout: 30_000 });
    // A run that ended well is shown by its result alone: no red 已停机 (shut down) beside 成功.
    assert.equal(await consumer.getByTestId('run-operation-type').getAttribute('data-value'), '2');
    assert.doesNotMatch(await consumer.getByTestId('run-status').innerText(), /已停机/);
    // Rows read are the input's 4 rows, not the 3 the summary has.
    assert.equal(await consumer.getByTestId('run-rows').innerText(), '读取 4 行，写入 3 行');
    const preview = await consumer.getByTestId('run-preview').innerText();
    assert.match(preview, /华东[\s\S]*200\.00[\s\S]*2/);
    assert.match(await consumer.getByTestId('run-log').innerText(), /已写入 3 行/);
    await settledScreenshot(consumer, 'consumer-app-run-done-zh-CN');

    // The output really is in the consumer's table.
    const db = await admin();
    const rows = (
      await db.query(
        `select region, total::text as total, n from "${SCHEMA}".summary order by summary.total desc`,
      )
    ).rows;
    await db.end();
    assert.deepEqual(rows, [
      { region: '华东', total: '200.00', n: 2 },
      { region: '华南', total: '42.00', n: 1 },
      { region: '华北', total: '8.25', n: 1 },
    ]);

    // English: the same run, in English.
    const english = await login('en-US', 'consumer');
    await english.goto('/consumer-order-execute');
    await english
      .getByTestId('app-order-table')
      .locator('tr.ant-table-row', { hasText: orderNo })
      .getByTestId(`open-execute-${orderNo}`)
      .click();
    await english.getByTestId('run-result').getByText('Succeeded').waitFor();
    assert.doesNotMatch(await english.getByTestId('run-status').innerText(), /Shut down/);
    await settledScreenshot(english, 'consumer-app-run-done-en-US');
  });
});
