import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseOption, clickWhenSettled, settledScreenshot } from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { enableAndApprove, uploadCover } from '../support/goods-setup.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

/**
 * The supplier asks to take a listed data package off while a paid order of it is open (the buyer has not
 * confirmed receipt) and is told why not: the blocking order is listed with its reason, and the good stays listed.
 * Then the other pieces of the goods issue: the preview-SQL box of an asset good, its grants, and a standard API
 * version written with the schema editor.
 */

const RUN = randomBytes(3).toString('hex');
const GOOD = `离线阻止测试数据包 ${RUN}`;
const FOLDER = `offblock-${RUN}`;
const AGREEMENT = '仅限购买方内部分析使用。';

let server: RunningServer;
let prepared: { categoryId: string; coverImage: string } | undefined;
let browser: Browser;
const contexts: BrowserContext[] = [];

before(async () => {
  // Private hosts allowed: the preview-SQL box connects to the local PostgreSQL.
  server = await startServer({ CONNECTOR_ALLOW_PRIVATE: 'on' });
  browser = await launchBrowser();
});

after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

/** A call with an idempotency key (order submit and pay need one). */
async function keyed<T>(token: string, url: string, body: unknown): Promise<T> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `offblock-${randomBytes(6).toString('hex')}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  assert.equal(answer.code, 0, `${url}: ${answer.msg}`);
  return answer.data;
}

/** A listed data package of the supplier, bought and paid by the consumer; answers the order number. */
async function setup(): Promise<{ orderNo: string; categoryId: string; coverImage: string }> {
  const base = server.baseUrl;
  const admin = await loginByApi(base, 'admin');
  const supplier = await loginByApi(base, 'supplier');
  const consumer = await loginByApi(base, 'consumer');
  await callApi(base, admin.token, '/server/user/updateQuota', {
    userId: consumer.userId,
    creditLimit: '5000',
    reason: '下架阻止旅程：开通信用额度',
  });
  const category = await callApi<{ id: string }>(
    base,
    admin.token,
    '/server/sourceClassification/addSourceClassification',
    { classify: 2, name: `下架阻止 ${RUN}`, nameEn: `Off blocked ${RUN}`, sort: 10, status: 1 },
  );
  await callApi(base, supplier.token, '/server/hdfsConfig/createFolder', { path: FOLDER });
  const csv = new FormData();
  csv.append('path', FOLDER);
  csv.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'data.csv');
  await callApi(base, supplier.token, '/server/hdfsConfig/upload', undefined, csv);
  const coverImage = await uploadCover(base, supplier.token, [22, 119, 255]);
  const item = await callApi<{ id: string }>(base, supplier.token, '/server/item/create', {
    itemType: 2,
    name: GOOD,
    classificationId: category.id,
    summary: '一台设备一天的读数。',
    agreement: AGREEMENT,
    packageFiles: [`${FOLDER}/data.csv`],
    coverImage,
  });
  const sku = await callApi<{ id: string }>(base, supplier.token, '/server/itemSku/create', {
    itemId: item.id,
    name: '整包买断',
    billingMode: 3,
    price: '100',
  });
  await enableAndApprove(base, { owner: supplier.token, operator: admin.token }, { id: item.id, name: GOOD });

  const order = await keyed<{ id: string; orderNo: string }>(consumer.token, '/server/order/submit', {
    itemId: item.id,
    skuId: sku.id,
    quantity: 1,
    agreementAccepted: true,
    agreementHash: createHash('sha256').update(AGREEMENT, 'utf8').digest('hex'),
  });
  await keyed(consumer.token, '/server/pay', { orderId: order.id });
  return { orderNo: order.orderNo, categoryId: category.id, coverImage };
}

async function login(language: 'zh-CN' | 'en-US', username: string): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, username);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  return page;
}

const rowOf = (page: Page) => page.getByTestId('item-table').locator('tr.ant-table-row', { hasText: GOOD });

/** Asks to delist the good from the supplier's list (directly or through the row's "more" menu). */
async function askDelist(page: Page) {
  await page.goto('/producer-zqdata');
  const row = rowOf(page);
  await row.locator('[data-testid="item-publish"][data-publish="1"]').waitFor({ timeout: 20_000 });
  const direct = row.getByTestId(`item-delist-${GOOD}`);
  if (await direct.count()) await direct.click();
  else {
    await row.getByTestId(`item-more-${GOOD}`).click();
    await page.getByTestId(`item-delist-${GOOD}`).click();
  }
  await page.getByTestId('action-refused').waitFor();
}

describe('goods (issue 5): take-off blockers, preview SQL, grants, standard API schemas', () => {
  it('tells the supplier why not, naming the blocking order, and leaves the good listed', async () => {
    const { orderNo, categoryId, coverImage } = await setup();
    prepared = { categoryId, coverImage };

    const page = await login('zh-CN', 'supplier');
    await askDelist(page);
    const refused = page.getByTestId('action-refused');
    const blockers = refused.getByTestId('off-blockers');
    await blockers.getByText(orderNo, { exact: false }).waitFor();
    await blockers.getByText('已支付，买方尚未确认收货').waitFor();
    assert.match(await refused.innerText(), /1 项未完成/);
    await settledScreenshot(page, 'goods-off-blocked-zh-CN');
    await clickWhenSettled(page, page.getByRole('button', { name: /确\s*定|OK/ }));
    await page.goto('/producer-zqdata');
    await rowOf(page).locator('[data-testid="item-publish"][data-publish="1"]').waitFor();

    const english = await login('en-US', 'supplier');
    await askDelist(english);
    const enBlockers = english.getByTestId('off-blockers');
    await enBlockers.getByText(orderNo, { exact: false }).waitFor();
    await enBlockers.getByText('Paid; the buyer has not confirmed receipt of the package yet').waitFor();
    await settledScreenshot(english, 'goods-off-blocked-en-US');
  });

  it('lets the supplier test a preview SQL read-only on the bound-assets tab of an asset good', async () => {
    assert.ok(prepared, 'the first test prepared a category');
    const base = server.baseUrl;
    const supplier = await loginByApi(base, 'supplier');
    const connection = `本地 PostgreSQL ${RUN}`;
    await callApi(base, supplier.token, '/server/dataBase/recordDatabase', {
      name: connection,
      dbType: 'postgresql',
      host: '127.0.0.1',
      port: 5432,
      database: 'test',
      username: 'postgres',
      password: 'trust',
      sslMode: 'disable',
    });
    const item = await callApi<{ id: string }>(base, supplier.token, '/server/item/create', {
      itemType: 3,
      name: `设备资产商品 ${RUN}`,
      classificationId: prepared.categoryId,
      summary: '设备台账资产。',
      agreement: AGREEMENT,
      coverImage: prepared.coverImage,
    });

    const page = await login('zh-CN', 'supplier');
    await page.goto(`/producer-zqgoods-info?id=${item.id}&tab=sources`);
    await page.getByTestId('sql-test-open').click();
    await page.getByTestId('sql-test-box').waitFor();
    await chooseOption(page, 'sql-test-connection', new RegExp(connection));
    await page
      .getByTestId('sql-test-sql')
      .fill("select g as id, 'PLC-' || g as device, g * 1.5 as celsius from generate_series(1, 30) g");
    await page.getByTestId('sql-test-run').click();
    const result = page.getByTestId('sql-test-result');
    await result.getByText('显示前 20 行（还有更多）', { exact: false }).waitFor();
    await result.getByText('PLC-20').waitFor();
    assert.equal(await result.getByText('PLC-21').count(), 0, 'the row cap holds');
    await result.scrollIntoViewIfNeeded();
    await settledScreenshot(page, 'goods-sql-test-result-zh-CN');

    await page.getByTestId('sql-test-sql').fill('select 1; drop table pg_class');
    await page.getByTestId('sql-test-run').click();
    await page.getByTestId('sql-test-error').getByText('一次只能测试一条语句', { exact: false }).waitFor();
    await page.getByTestId('sql-test-sql').fill('select * from no_such_table_here');
    await page.getByTestId('sql-test-run').click();
    await page.getByTestId('sql-test-error').getByText('数据库拒绝了此 SQL', { exact: false }).waitFor();
    await page.getByTestId('sql-test-error').scrollIntoViewIfNeeded();
    await settledScreenshot(page, 'goods-sql-test-error-zh-CN');

    // Grants of the good: granting the consumer turns the white list on; revoking takes them off.
    await page.getByRole('tab', { name: '授权' }).click();
    await page.getByTestId('item-grants').waitFor();
    await page.getByTestId('grant-consumers').click();
    await page.keyboard.type('consumer');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: /^consumer/,
      })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await page.getByTestId('grant-add').click();
    await page.getByTestId('grant-revoke-consumer').waitFor();
    await page.getByText('白名单（仅授权消费者）').waitFor();
    await settledScreenshot(page, 'goods-grants-zh-CN');
    await page.getByTestId('grant-revoke-consumer').click();
    await page.getByText('尚未授权任何消费者').waitFor();
  });

  it('lets the operator write a standard API version with the schema editor', async () => {
    const base = server.baseUrl;
    const admin = await loginByApi(base, 'admin');
    const api = await callApi<{ id: string }>(base, admin.token, '/api/StandardApi/save', {
      name: `车辆保险查询 ${RUN}`,
      category: '车辆',
      method: 'POST',
      path: `/vehicle/insurance-${RUN}`,
      description: '车辆保险记录',
      status: 1,
    });
    const page = await login('zh-CN', 'admin');
    await page.goto(`/zqapiManage-addVersions?apiId=${api.id}`);
    await page.getByTestId('request-schema').waitFor();
    await page.getByLabel('版本号', { exact: true }).fill('v1');
    await page.getByTestId('request-schema-node-$-add').click();
    const field = page.getByTestId('request-schema-node-.field_1-name');
    await field.fill('vin');
    await field.press('Enter');
    await page.getByTestId('request-schema-node-.vin').waitFor();
    await page.getByTestId('request-schema-node-.vin-required').click();
    await page.getByTestId('response-schema-toggle').click();
    await settledScreenshot(page, 'standard-api-version-schema-editor-zh-CN');
    await page.getByTestId('standard-api-version-save').click();
    await page.waitForURL((url) => url.pathname.includes('zqapiManage-viewVersions'), { timeout: 15_000 });
    const versions = await callApi<{ list: { id: string; version: string }[] }>(
      base,
      admin.token,
      '/api/StandardApi/selectVersion',
      { apiId: api.id, page: 1, limit: 10 },
    );
    const saved = versions.list.find((v) => v.version === 'v1');
    assert.ok(saved, 'the version is saved');
    const one = await callApi<{
      requestSchema: { required?: string[]; properties?: object };
      responseSchema: unknown;
    }>(base, admin.token, `/api/StandardApi/getVersion?id=${saved.id}`, undefined, undefined, 'GET');
    assert.deepEqual(one.requestSchema.required, ['vin']);
    assert.ok(one.requestSchema.properties && 'vin' in one.requestSchema.properties);
    assert.equal(one.responseSchema, null);
  });
});
