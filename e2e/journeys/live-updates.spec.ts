import assert from 'node:assert/strict';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { clickWhenSettled, settledScreenshot } from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
/** Pushed changes must show within this; the pages' fallback polling is a minute. */
const LIVE_MS = 2000;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

before(async () => {
  server = await startServer({ SEED_DEMO_GOODS: '1' });
  browser = await launchBrowser();
});

after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

async function loggedIn(username: string, landing: string): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, 'zh-CN');
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, username);
  await page.waitForURL((url) => url.pathname === landing, { timeout: 20_000 });
  return page;
}

/** Yuan with separators and 2 decimals of an amount in 1/10000 yuan. */
const yuan = (units: bigint) => {
  const cents = units / 100n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `¥${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
};

/** Whether the page's live socket said it is ready (the channel, not the minute's polling, carries changes). */
async function liveReady(page: Page) {
  await page.locator('html[data-live="open"]').waitFor({ state: 'attached', timeout: 10_000 });
}

describe('live updates', () => {
  it("the operator's dashboard shows an order paid in another context within 2 s; a consumer's bell a notice", async () => {
    const admin = await loginByApi(server.baseUrl, 'admin');
    const consumer = await loginByApi(server.baseUrl, 'consumer');
    const found = await callApi<{ list: { id: string }[] }>(
      server.baseUrl,
      consumer.token,
      '/server/mall/search',
      {
        keyword: '风电机组振动监测数据',
        page: 1,
        limit: 10,
      },
    );
    const itemId = found.list[0]!.id;
    const detail = await callApi<{ agreement: string; skus: { id: string; price: string }[] }>(
      server.baseUrl,
      consumer.token,
      `/server/item/itemDetail?itemId=${itemId}`,
      undefined,
      undefined,
      'GET',
    );
    const sku = detail.skus[0]!;
    const order = await callApi<{ id: string; amount: string }>(
      server.baseUrl,
      consumer.token,
      '/server/order/submit',
      {
        itemId,
        skuId: sku.id,
        quantity: 1,
        agreementAccepted: true,
        agreementHash: createHash('sha256').update(detail.agreement, 'utf8').digest('hex'),
      },
      undefined,
      'POST',
      { headers: { 'idempotency-key': randomUUID() } },
    );

    // Context 1: the operator's dashboard, open and settled before anything happens.
    const operator = await loggedIn('admin', '/operate-index');
    await operator.getByTestId('operator-dashboard').waitFor();
    await liveReady(operator);
    const before = await callApi<{ today: { amount: string } }>(
      server.baseUrl,
      admin.token,
      '/server/overview/queryTransaction',
    );
    await operator
      .getByTestId('kpi-gmv-today-value')
      .getByText(yuan(BigInt(before.today.amount)))
      .waitFor();

    // Context 2: the consumer pays the order on its pay page.
    const buyer = await loggedIn('consumer', '/consumer-dashboard-index');
    await liveReady(buyer);
    await buyer.goto(`/orderPay?orderId=${order.id}`);
    await buyer.getByTestId('order-pay').waitFor();
    await buyer.getByTestId('order-pay-button').click();
    await clickWhenSettled(buyer, buyer.getByTestId('confirm-pay'));
    await buyer.waitForURL((url) => url.pathname === '/paySuccess', { timeout: 15_000 });
    const paidAt = Date.now();

    const expected = yuan(BigInt(before.today.amount) + BigInt(order.amount));
    await operator.getByTestId('kpi-gmv-today-value').getByText(expected).waitFor({ timeout: LIVE_MS });
    const seenAfter = Date.now() - paidAt;
    assert.ok(seenAfter <= LIVE_MS, `seen after ${seenAfter} ms`);
    await settledScreenshot(operator, 'live-updates-operator-dashboard');

    // A notice the operator sends reaches the consumer's bell without a reload.
    await buyer.goto('/consumer-dashboard-index');
    const bell = buyer
      .getByTestId('notice-bell')
      .locator('xpath=ancestor::*[contains(@class,"ant-badge")][1]');
    await buyer.getByTestId('notice-bell').waitFor();
    await liveReady(buyer);
    const { unread } = await callApi<{ unread: number }>(
      server.baseUrl,
      consumer.token,
      '/server/message/mynotice/unread',
      undefined,
      undefined,
      'GET',
    );
    await callApi(server.baseUrl, admin.token, '/sys/notice', {
      title: `实时通知 ${RUN}`,
      content: '<p>实时推送</p>',
      receiverType: 1,
      roleTypes: [1],
      send: 1,
    });
    const sentAt = Date.now();
    await bell.locator('.ant-scroll-number', { hasText: String(unread + 1) }).waitFor({ timeout: LIVE_MS });
    assert.ok(Date.now() - sentAt <= LIVE_MS);
    await settledScreenshot(buyer, 'live-updates-consumer-bell');
  });
});
