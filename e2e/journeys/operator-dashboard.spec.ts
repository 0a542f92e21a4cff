import assert from 'node:assert/strict';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { motionDone } from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { ARTIFACTS, launchBrowser, newContext } from '../support/browser.js';
import { enableAndApprove, uploadCover } from '../support/goods-setup.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
const GOOD = `看板数据包 ${RUN}`;
const WAITING = `待审数据包 ${RUN}`;
const AGREEMENT = '仅限内部分析使用。';
const PRICE_YUAN = 1999;

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

const call = <T>(token: string, url: string, body?: unknown, form?: FormData) =>
  callApi<T>(server.baseUrl, token, url, body, form);

interface Trade {
  orders: number;
  paidOrders: number;
  amount: string;
  commission: string;
}

/** A data package of the supplier (listed through the review, or left waiting in it when `listed` is false). */
async function dataPackage(
  tokens: { owner: string; operator: string },
  name: string,
  listed: boolean,
  classificationId: string,
) {
  const folder = `dash-${RUN}-${listed ? 'a' : 'b'}`;
  await call(tokens.owner, '/server/hdfsConfig/createFolder', { path: folder });
  const csv = new FormData();
  csv.append('path', folder);
  csv.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'd.csv');
  await call(tokens.owner, '/server/hdfsConfig/upload', undefined, csv);
  const item = await call<{ id: string }>(tokens.owner, '/server/item/create', {
    itemType: 2,
    name,
    classificationId,
    coverImage: await uploadCover(server.baseUrl, tokens.owner, [37, 99, 235]),
    summary: '看板旅程的数据包',
    agreement: AGREEMENT,
    packageFiles: [`${folder}/d.csv`],
  });
  const sku = await call<{ id: string }>(tokens.owner, '/server/itemSku/create', {
    itemId: item.id,
    name: '整包',
    billingMode: 3,
    price: String(PRICE_YUAN),
  });
  if (listed) await enableAndApprove(server.baseUrl, tokens, { id: item.id, name });
  else await call(tokens.owner, '/server/item/statusChange', { itemId: item.id, action: 'enable' });
  return { itemId: item.id, skuId: sku.id };
}

/** Submits an order as the consumer (paid unless told), through the order calls with their idempotency keys. */
async function order(token: string, good: { itemId: string; skuId: string }, pay: boolean) {
  const headers = () => ({ 'idempotency-key': randomUUID() });
  const submitted = await callApi<{ id: string }>(
    server.baseUrl,
    token,
    '/server/order/submit',
    {
      ...good,
      quantity: 1,
      agreementAccepted: true,
      agreementHash: createHash('sha256').update(AGREEMENT, 'utf8').digest('hex'),
    },
    undefined,
    'POST',
    { headers: headers() },
  );
  if (pay) {
    await callApi(server.baseUrl, token, '/server/pay', { orderId: submitted.id }, undefined, 'POST', {
      headers: headers(),
    });
  }
}

/** Yuan with separators and 2 decimals (spec §9) of an amount in 1/10000 yuan. */
const yuan = (units: bigint) => {
  const cents = units / 100n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `¥${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
};

async function openDashboard(language: 'zh-CN' | 'en-US'): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/operate-index', { timeout: 20_000 });
  await page.getByTestId('operator-dashboard').waitFor();
  return page;
}

/** The whole dashboard once its cards and the chart are drawn. */
async function fullShot(page: Page, name: string) {
  await page.getByTestId('trend-chart').locator('canvas').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('.ant-skeleton'), null, { timeout: 20_000 });
  await motionDone(page);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

describe('operator dashboard', () => {
  it("shows the operator's figures in zh-CN and en-US, each linking to its list", async () => {
    const admin = await loginByApi(server.baseUrl, 'admin');
    const supplier = await loginByApi(server.baseUrl, 'supplier');
    const consumer = await loginByApi(server.baseUrl, 'consumer');
    const before = await call<{ today: Trade }>(admin.token, '/server/overview/queryTransaction');
    await call(admin.token, '/server/user/updateQuota', {
      userId: consumer.userId,
      creditLimit: '10000',
      reason: '看板旅程',
    });
    const tokens = { owner: supplier.token, operator: admin.token };
    const category = await call<{ id: string }>(
      admin.token,
      '/server/sourceClassification/addSourceClassification',
      {
        classify: 2,
        name: `看板分类 ${RUN}`,
        nameEn: `Dashboard ${RUN}`,
        sort: 10,
        status: 1,
      },
    );
    const good = await dataPackage(tokens, GOOD, true, category.id);
    await dataPackage(tokens, WAITING, false, category.id);
    await order(consumer.token, good, true);
    await order(consumer.token, good, true);
    await order(consumer.token, good, false);

    // The API's figures moved by exactly what was created.
    const after = await call<{ today: Trade }>(admin.token, '/server/overview/queryTransaction');
    const paid = BigInt(PRICE_YUAN) * 10_000n * 2n;
    assert.equal(after.today.orders - before.today.orders, 3);
    assert.equal(after.today.paidOrders - before.today.paidOrders, 2);
    assert.equal(BigInt(after.today.amount) - BigInt(before.today.amount), paid);
    const gmvToday = yuan(BigInt(after.today.amount));

    for (const language of ['zh-CN', 'en-US'] as const) {
      const zh = language === 'zh-CN';
      const page = await openDashboard(language);
      await page.getByTestId('kpi-orders-today-value').getByText(String(after.today.orders)).waitFor();
      await page.getByTestId('kpi-gmv-today-value').getByText(gmvToday).waitFor();
      assert.match(await page.getByTestId('kpi-gmv-today').innerText(), zh ? /今日交易额/ : /GMV today/);
      const top = page.getByTestId('top-goods').locator('tr.ant-table-row', { hasText: GOOD });
      await top.waitFor();
      assert.match(await top.innerText(), new RegExp(yuan(paid).replace(/[$.]/g, '\\$&')));
      await page.getByTestId('top-companies').getByTestId('top-company-name').first().waitFor();
      await page.getByTestId('todo-card').getByText(WAITING).waitFor();
      await page
        .getByTestId('monitor-database-status')
        .getByText(zh ? '数据库 · 正常' : 'Database · OK')
        .waitFor();
      assert.equal(await page.getByTestId('goods-2-underReview').innerText(), '1');
      assert.match(await page.getByTestId('users-card').innerText(), zh ? /消费方/ : /Consumer/);
      await fullShot(page, `operator-dashboard-${language}`);

      if (zh) {
        // A figure opens the list it sums, filtered: the data-package goods list; the to-do list.
        await page.getByTestId('goods-kind-2').click();
        await page.waitForURL((url) => url.pathname === '/operate-zqGoodsManagement-dataPacket');
        await page.goBack();
        await page.getByTestId('goods-kind-3').click();
        await page.waitForURL((url) => url.search === '?type=3');
        await page.goBack();
        // A state's figure opens the list on that state: the listed data packages hold the one listed here.
        await page.getByTestId('goods-2-listed').click();
        await page.waitForURL((url) => url.search === '?publishType=1');
        await page.locator('tr.ant-table-row', { hasText: GOOD }).waitFor();
        assert.equal(await page.locator('tr.ant-table-row', { hasText: WAITING }).count(), 0);
        await page.goBack();
        await page.getByTestId('todo-card-more').click();
        await page.waitForURL((url) => url.pathname === '/flow-todo');
      } else {
        await page.getByTestId('monthly-switch').getByText('GMV').click();
        await page.getByTestId('trend-chart').locator('canvas').waitFor();
      }
    }
  });
});
