import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { settledScreenshot } from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;

before(async () => {
  // A first start as `npm start` makes it: demo accounts, content and the demo goods.
  server = await startServer({ SEED_DEMO_GOODS: '1' });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('demo goods on a first start', () => {
  it('the mall shows the demo goods: top five by sales, listings, catalog names in the visitor’s language', async () => {
    const context = await newContext(browser, server.baseUrl, 'zh-TW');
    const page = await context.newPage();
    await page.goto('/mall');
    // The top five loads when it comes near the viewport.
    const topFive = page.getByTestId('top-five-items');
    await topFive.scrollIntoViewIfNeeded().catch(() => undefined);
    for (let i = 0; i < 8 && !(await topFive.isVisible()); i++) await page.mouse.wheel(0, 600);
    await topFive.waitFor();
    const cards = topFive.getByTestId('mall-card');
    assert.equal(await cards.count(), 5);
    // The best seller leads; its name is the supplier's text, its classification the catalog's, in Traditional.
    const first = cards.first();
    assert.equal(
      await first.getByTestId('mall-card-name').innerText(),
      '风电机组振动监测数据（2026 年 1 月 1 日）',
    );
    assert.equal(await first.locator('.mall-chip-blue').innerText(), '設備運行數據');
    await topFive.scrollIntoViewIfNeeded();
    await settledScreenshot(page, 'demo-goods-mall-zh-TW');

    await page.goto('/dataapi');
    await page.getByTestId('mall-card').first().waitFor();
    assert.deepEqual((await page.getByTestId('mall-card-name').allInnerTexts()).sort(), [
      '车辆保险信息查询 API',
      '车辆行驶信息查询 API',
    ]);
    await context.close();
  });

  it('the demo consumer has paid orders and credit left', async () => {
    const consumer = await loginByApi(server.baseUrl, 'consumer');
    const orders = await callApi<{ total: number; list: { payStatus: number }[] }>(
      server.baseUrl,
      consumer.token,
      '/server/order/userPage',
      { page: 1, limit: 20 },
    );
    assert.equal(orders.total, 5);
    assert.ok(orders.list.every((o) => o.payStatus === 1));
  });
});
