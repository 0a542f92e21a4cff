import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settledScreenshot } from '../support/antd.js';
import { callApi, clickAndAwaitCall } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { publishSalesSummaryApp } from '../support/sales-app.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
const SCHEMA = `dm_preview_${RUN}`;
const GOOD = `区域销售汇总预览 ${RUN}`;
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
  await db.query(`create table "${SCHEMA}".summary (region text, total numeric(14,2), n integer)`);
  await db.end();
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

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A listed data application with a declared SQL job, and two paid orders of it by the consumer. */
async function setup() {
  const base = server.baseUrl;
  const { consumer, itemId, skuId } = await publishSalesSummaryApp(base, {
    name: GOOD,
    agreement: AGREEMENT,
    category: `预览分类 ${RUN}`,
    categoryEn: `Preview ${RUN}`,
  });
  const item = { id: itemId };
  const sku = { id: skuId };

  const connection = await callApi<{ id: string }>(base, consumer.token, '/server/dataBase/recordDatabase', {
    name: `预览分析库 ${RUN}`,
    dbType: 'postgresql',
    host: '127.0.0.1',
    port: 5432,
    database: 'test',
    username: 'postgres',
    password: '',
    sslMode: 'disable',
  });
  const tables: Record<string, string> = {};
  for (const [name, table, fields] of [
    [`销售明细 ${RUN}`, 'sales', ['id', 'region', 'amount']],
    [`区域汇总 ${RUN}`, 'summary', ['region', 'total', 'n']],
  ] as const) {
    tables[table] = (
      await callApi<{ id: string }>(base, consumer.token, '/server/databaseTable/save', {
        connectionId: connection.id,
        schema: SCHEMA,
        table,
        name,
        fields,
      })
    ).id;
  }
  const orders: { id: string; orderNo: string }[] = [];
  for (const n of [1, 2]) {
    const order = await callApi<{ id: string; orderNo: string }>(
      base,
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
      { headers: { 'idempotency-key': `preview-submit-${RUN}-${n}` } },
    );
    await callApi(base, consumer.token, '/server/pay', { orderId: order.id }, undefined, 'POST', {
      headers: { 'idempotency-key': `preview-pay-${RUN}-${n}` },
    });
    orders.push(order);
  }
  // The first order is configured already: the second one offers to reuse it.
  await callApi(base, consumer.token, '/server/order/configurationInput', {
    orderId: orders[0]!.id,
    inputs: [{ name: 'sales', tableId: tables.sales }],
  });
  await callApi(base, consumer.token, '/server/order/configurationOutput', {
    orderId: orders[0]!.id,
    target: { kind: 'table', tableId: tables.summary },
  });
  return { itemId: item.id, second: orders[1]!, tables };
}

async function login(language: 'zh-CN' | 'en-US', username: string): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, username);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  return page;
}

async function sampleXlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('output');
  ws.addRow(['region', 'total', 'n']);
  ws.addRow(['华东', 200, 2]);
  ws.addRow(['华南', 42, 1]);
  ws.addRow(['华北', 8.25, 1]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('data application preview', () => {
  it('developer attaches a sample; the mall shows the preview; the consumer reuses a configuration', async () => {
    const { itemId, second } = await setup();

    // Developer: the configure page offers the template and takes the filled sample.
    const developer = await login('zh-CN', 'developer');
    await developer.goto(`/dev-configureData?itemId=${itemId}`);
    await developer.getByTestId('output-sample-panel').waitFor();
    await developer
      .getByTestId('sample-upload')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'sample.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await sampleXlsx(),
      });
    await developer.getByTestId('preview-sample').getByText('华南').waitFor();
    await developer.getByTestId('output-sample-panel').scrollIntoViewIfNeeded();
    await settledScreenshot(developer, 'app-preview-dev-sample-zh-CN');

    // Anyone: the mall detail has a data preview tab with tables, sample rows, CREATE TABLE and the template.
    const visitorContext = await newContext(browser, server.baseUrl, 'en-US');
    contexts.push(visitorContext);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/dataapp-appDetails?itemId=${itemId}`);
    await visitor.getByTestId('mall-preview-tab').click();
    await visitor.getByTestId('preview-table-sales').waitFor();
    await visitor.getByTestId('preview-sample').getByText('华东').waitFor();
    await visitor.getByTestId('ddl-toggle-output').click();
    const ddl = await visitor.getByTestId('ddl-output-postgresql').textContent();
    assert.match(ddl ?? '', /CREATE TABLE "output"/);
    await visitor.getByTestId('preview-table-sales').scrollIntoViewIfNeeded();
    await settledScreenshot(visitor, 'app-preview-mall-tab-en-US');
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByTestId('template-output').click(),
    ]);
    assert.match(download.suggestedFilename(), /-output-template\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    assert.deepEqual((ws.getRow(1).values as unknown[]).slice(1), ['region', 'total', 'n']);
    assert.deepEqual((ws.getRow(3).values as unknown[]).slice(1), ['华东', '200', '2']);

    // Consumer: the second order's input and output screens offer the first order's configuration.
    const consumer = await login('zh-CN', 'consumer');
    await consumer.goto(`/consumer-order-inputConfig?orderId=${second.id}`);
    await consumer.getByTestId('reuse-input').click();
    await consumer.getByTestId('input-config').getByText(`销售明细 ${RUN}`).waitFor();
    await settledScreenshot(consumer, 'app-preview-consumer-reuse-input-zh-CN');
    await clickAndAwaitCall(consumer, consumer.getByTestId('save-input'), '/server/order/configurationInput');

    await consumer.goto(`/consumer-order-outputConfig?orderId=${second.id}`);
    await consumer.getByTestId('reuse-output').click();
    await consumer.getByTestId('output-config').getByText(`区域汇总 ${RUN}`).waitFor();
    await consumer.getByText('还没有合适的输出表？查看建表语句').click();
    await consumer.getByTestId('output-ddl-mysql').waitFor();
    await settledScreenshot(consumer, 'app-preview-consumer-reuse-output-zh-CN');
    await clickAndAwaitCall(
      consumer,
      consumer.getByTestId('save-output'),
      '/server/order/configurationOutput',
    );
  });
});
