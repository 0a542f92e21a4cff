import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { motionDone } from '../support/antd.js';
import { callApi, callApiAnswer, loginByApi } from '../support/api.js';
import { ARTIFACTS, launchBrowser, newContext } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

before(async () => {
  // The demo goods and their orders give every home figures to show.
  server = await startServer({ SEED_DEMO_GOODS: '1' });
  browser = await launchBrowser();
});

after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

const get = <T>(token: string, url: string) =>
  callApi<T>(server.baseUrl, token, url, undefined, undefined, 'GET');

/** Yuan with separators and 2 decimals (spec §9) of an amount in 1/10000 yuan. */
const yuan = (units: string) => {
  const value = BigInt(units);
  const sign = value < 0n ? '-' : '';
  const cents = (value < 0n ? -value : value) / 100n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}¥${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
};
const count = (n: number) => n.toLocaleString('en-US');

/** Logs the demo account in and waits for its home's dashboard. */
async function openHome(username: string, language: 'zh-CN' | 'en-US', home: string, testId: string) {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, username);
  await page.waitForURL((url) => url.pathname === home, { timeout: 20_000 });
  await page.getByTestId(testId).waitFor();
  return page;
}

/** The whole home once its figures and the chart are drawn. */
async function fullShot(page: Page, name: string) {
  await page.getByTestId('trend-chart').locator('canvas').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('.ant-skeleton'), null, { timeout: 20_000 });
  await motionDone(page);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

interface SellerMonth {
  orders: number;
  paidOrders: number;
  amount: string;
  income: string;
}

describe('role dashboards', () => {
  it("each role's home page shows its own figures in zh-CN and en-US", async () => {
    const supplier = await loginByApi(server.baseUrl, 'supplier');
    const developer = await loginByApi(server.baseUrl, 'developer');
    const consumer = await loginByApi(server.baseUrl, 'consumer');

    // A role's home call is its own: another role is refused.
    for (const [token, url] of [
      [consumer.token, '/server/home/supplier'],
      [supplier.token, '/server/home/developer'],
      [developer.token, '/server/home/consumer'],
    ] as const) {
      const refused = await callApiAnswer(server.baseUrl, token, url, undefined, undefined, 'GET');
      assert.equal(refused.code, 403, url);
    }

    // What this journey adds: a file in the supplier's trusted storage, a draft article of the developer.
    const storageBefore = await get<{ files: number; bytes: number }>(
      supplier.token,
      '/server/home/supplier/storage',
    );
    const csv = new FormData();
    csv.append('path', '');
    csv.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), `home-${RUN}.csv`);
    await callApi(server.baseUrl, supplier.token, '/server/hdfsConfig/upload', undefined, csv);
    const articlesBefore = (
      await get<{ articles: { draft: number } }>(developer.token, '/server/home/developer')
    ).articles;
    await callApi(server.baseUrl, developer.token, '/server/community/article/save', {
      title: `看板草稿 ${RUN}`,
      category: 'api',
      content: '<p>看板旅程的草稿：供开发方首页统计文章数量。</p>',
    });

    const s = await get<{
      month: SellerMonth;
      pendingReviews: { total: number };
      nodes: { online: number; offline: number };
      assets: { total: number };
      goods: { all: { total: number }; byKind: { itemType: number; total: number }[] };
    }>(supplier.token, '/server/home/supplier');
    const storage = await get<{ files: number; bytes: number }>(
      supplier.token,
      '/server/home/supplier/storage',
    );
    assert.equal(storage.files, storageBefore.files + 1);
    assert.equal(storage.bytes, storageBefore.bytes + 8);
    const d = await get<{
      month: SellerMonth;
      api: { calls: number; failed: number; refused: number };
      articles: { total: number; draft: number };
    }>(developer.token, '/server/home/developer');
    assert.equal(d.articles.draft, articlesBefore.draft + 1);
    const c = await get<{
      orders: { total: number; awaitingPayment: number };
      credit: { used: string };
      grants: { active: number };
      credentials: { active: number };
      runsInProgress: number;
      downloadsToConfirm: number;
    }>(consumer.token, '/server/home/consumer');
    assert.ok(c.orders.total > 0, 'the demo consumer has orders');

    for (const language of ['zh-CN', 'en-US'] as const) {
      const zh = language === 'zh-CN';

      const sp = await openHome('supplier', language, '/producer-index', 'supplier-dashboard');
      await sp
        .getByTestId('home-orders-month-value')
        .getByText(count(s.month.orders), { exact: true })
        .waitFor();
      assert.equal(await text(sp, 'home-income-month-value'), yuan(s.month.income));
      assert.equal(await text(sp, 'home-pending-reviews-value'), count(s.pendingReviews.total));
      assert.equal(await text(sp, 'home-nodes-online-value'), count(s.nodes.online));
      assert.equal(
        await text(sp, 'own-goods-2-total'),
        count(s.goods.byKind.find((k) => k.itemType === 2)!.total),
      );
      assert.match(await text(sp, 'own-assets-total'), new RegExp(`${count(s.assets.total)}`));
      await sp.getByTestId('supplier-storage').waitFor();
      assert.match(await text(sp, 'supplier-storage'), zh ? /可信存储：已用/ : /Trusted storage: .* used/);
      assert.match(
        await text(sp, 'supplier-storage'),
        new RegExp(zh ? `${count(storage.files)} 个文件` : `files: ${count(storage.files)}`),
      );
      assert.match(await text(sp, 'home-income-month'), zh ? /本月收入/ : /Income this month/);
      await fullShot(sp, `role-dashboard-supplier-${language}`);
      if (zh) {
        // A figure opens its list filtered: the assets under review.
        await sp.getByTestId('home-pending-reviews').click();
        await sp.waitForURL(
          (url) => url.pathname === '/producer-zqdataversion' && url.search === '?status=3',
        );
        await sp.getByTestId('asset-list').waitFor();
      }

      const dp = await openHome('developer', language, '/dev-devindex', 'developer-dashboard');
      await dp.getByTestId('home-api-calls-value').getByText(count(d.api.calls), { exact: true }).waitFor();
      assert.equal(await text(dp, 'home-orders-month-value'), count(d.month.orders));
      assert.equal(await text(dp, 'home-income-month-value'), yuan(d.month.income));
      assert.equal(await text(dp, 'home-articles-value'), count(d.articles.total));
      assert.equal(await text(dp, 'own-articles-draft'), count(d.articles.draft));
      assert.match(await text(dp, 'home-api-calls'), zh ? /本月 API 调用/ : /API calls this month/);
      await fullShot(dp, `role-dashboard-developer-${language}`);
      if (!zh) {
        await dp.getByTestId('home-monthly-switch').getByText('API calls').click();
        await dp.getByTestId('trend-chart').locator('canvas').waitFor();
        await dp.getByTestId('home-api-calls').click();
        await dp.waitForURL((url) => url.pathname === '/order-zqApiorderfrom' && url.search === '?tab=usage');
      }

      const cp = await openHome('consumer', language, '/consumer-dashboard-index', 'consumer-dashboard');
      await cp
        .getByTestId('own-orders-awaitingPayment')
        .getByText(count(c.orders.awaitingPayment), { exact: true })
        .waitFor();
      assert.match(await text(cp, 'own-orders-total'), new RegExp(count(c.orders.total)));
      assert.equal(await text(cp, 'home-grants-value'), count(c.grants.active));
      assert.equal(await text(cp, 'home-credentials-value'), count(c.credentials.active));
      assert.equal(await text(cp, 'home-runs-value'), count(c.runsInProgress));
      assert.equal(await text(cp, 'home-downloads-value'), count(c.downloadsToConfirm));
      assert.equal(
        await text(cp, 'credit-used'),
        `${zh ? '已用额度' : 'Credit used'} ${yuan(c.credit.used)}`,
      );
      assert.match(await text(cp, 'own-orders-card'), zh ? /待支付/ : /Awaiting payment/);
      await fullShot(cp, `role-dashboard-consumer-${language}`);
      if (!zh) {
        // On a phone the figures stack in one column.
        await cp.setViewportSize({ width: 390, height: 844 });
        await fullShot(cp, 'role-dashboard-consumer-phone-en-US');
      }
      if (zh) {
        await cp.getByTestId('own-orders-cancelled').click();
        await cp.waitForURL(
          (url) => url.pathname === '/consumer-order-dataPacket' && url.search === '?orderStatus=-1',
        );
        await cp.getByTestId('order-table').waitFor();
      }
    }
  });
});
