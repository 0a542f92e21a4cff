import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settledScreenshot } from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { png } from '../support/png.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi, switchLanguage } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
const CLASS_A = `工业传感 ${RUN}`;
const CLASS_B = `能源气象 ${RUN}`;
const FOLDER = `mall-${RUN}`;
const FILE = 'sensors.csv';
/** Three data packages: two in CLASS_A (prices 30 and 12 yuan), one in CLASS_B. */
const GOODS = [
  { name: `振动传感数据包 ${RUN}`, classification: 'A', price: '30' },
  { name: `温度传感数据包 ${RUN}`, classification: 'A', price: '12' },
  { name: `风电气象数据包 ${RUN}`, classification: 'B', price: '5' },
] as const;

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

/** Two classifications and three data packages of the supplier, listed after the operator's approval. */
async function setup(): Promise<{ classA: string; ids: string[] }> {
  const admin = await apiLogin('admin');
  const supplier = await apiLogin('supplier');
  const classA = await apiCall<{ id: string }>(
    admin.token,
    '/server/sourceClassification/addSourceClassification',
    {
      classify: 2,
      name: CLASS_A,
      nameEn: `Industrial sensors ${RUN}`,
      sort: 10,
      status: 1,
    },
  );
  const classB = await apiCall<{ id: string }>(
    admin.token,
    '/server/sourceClassification/addSourceClassification',
    {
      classify: 2,
      name: CLASS_B,
      nameEn: `Energy weather ${RUN}`,
      sort: 11,
      status: 1,
    },
  );

  await apiCall(supplier.token, '/server/hdfsConfig/createFolder', { path: FOLDER });
  const csv = new FormData();
  csv.append('path', FOLDER);
  csv.append(
    'file',
    new Blob(['sensor,ts,value\nS-1,2026-01-01T00:00:00Z,0.42\n'], { type: 'text/csv' }),
    FILE,
  );
  await apiCall(supplier.token, '/server/hdfsConfig/upload', undefined, csv);

  const ids: string[] = [];
  for (const [index, good] of GOODS.entries()) {
    const cover = new FormData();
    const colour: [number, number, number] = [
      [37, 99, 235] as const,
      [16, 185, 129] as const,
      [245, 158, 11] as const,
    ][index] as [number, number, number];
    cover.append(
      'file',
      new Blob([new Uint8Array(png(160, 120, colour))], { type: 'image/png' }),
      'cover.png',
    );
    const coverImage = await apiCall<string>(supplier.token, '/server/item/uploadImgFile', undefined, cover);
    const item = await apiCall<{ id: string }>(supplier.token, '/server/item/create', {
      itemType: 2,
      name: good.name,
      classificationId: good.classification === 'A' ? classA.id : classB.id,
      coverImage,
      summary: '产线传感器一个月的分钟级读数，含设备编号与时间戳。',
      agreement: '仅限购买方内部分析使用。',
      packageFiles: [`${FOLDER}/${FILE}`],
    });
    await apiCall(supplier.token, '/server/itemSku/create', {
      itemId: item.id,
      name: '整包买断',
      billingMode: 3,
      price: good.price,
    });
    await apiCall(supplier.token, '/server/item/statusChange', {
      itemId: item.id,
      action: 'enable',
      comment: '请审核上架',
    });
    ids.push(item.id);
  }

  const todo = await apiCall<{ list: { taskId: string; businessKey: string }[] }>(
    admin.token,
    '/flow/todo/page?page=1&limit=100',
    undefined,
    undefined,
    'GET',
  );
  for (const id of ids) {
    const task = todo.list.find((row) => row.businessKey === id);
    assert.ok(task, `the enable review of good ${id} is in the operator to-do list`);
    await apiCall(
      admin.token,
      `/flow/common/complete?taskId=${task.taskId}&comment=${encodeURIComponent('同意上架')}`,
    );
  }
  return { classA: classA.id, ids };
}

async function openPage(language: 'zh-CN' | 'en-US', username?: string): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  if (username) {
    await loginThroughApi(page, username);
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  }
  return page;
}

const cardNames = (page: Page) => page.getByTestId('mall-grid').getByTestId('mall-card-name').allInnerTexts();

describe('the public mall', () => {
  let seeded: { classA: string; ids: string[] };

  before(async () => {
    seeded = await setup();
  });

  it('a visitor browses: landing, filter by classification, sort by price, detail, English', async () => {
    const page = await openPage('zh-CN');
    await page.goto('/mall');
    await page.getByTestId('mall-landing').waitFor();
    // Nothing sold yet: the best-seller row says so; the navigation leads to the listings.
    await page.getByTestId('mall-top-items').scrollIntoViewIfNeeded();
    await page.getByTestId('mall-top-items').locator('[data-testid^="top-five"]').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await settledScreenshot(page, 'mall-browse-landing-zh-CN');

    await page.getByTestId('mall-nav-dataapp').click();
    await page.waitForURL((url) => url.pathname === '/dataapp');
    await page.getByTestId('listing-dataapp').waitFor();
    // Data packages are sold beside data applications.
    await page.getByTestId('mall-kind').getByText('数据包').click();
    await page.waitForURL((url) => url.searchParams.get('type') === '2');
    // The data-package tab is headed as data packages, not data applications.
    await page.getByTestId('listing-dataapp').locator('h1', { hasText: '数据包' }).waitFor();
    await page.getByTestId(`facet-classification-${seeded.classA}`).click();
    await page.waitForURL((url) => url.searchParams.get('classificationId') === seeded.classA);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="mall-grid"] [data-testid="mall-card"]').length === 2,
    );
    assert.deepEqual(new Set(await cardNames(page)), new Set([GOODS[0].name, GOODS[1].name]));
    assert.match(await page.getByTestId('mall-pagination').innerText(), /共找到 2 条记录/);

    // Sort by price: cheapest first.
    await page.getByTestId('mall-sort').getByText('价格').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'goods_price-asc');
    await page.waitForFunction(
      (first) =>
        document.querySelector('[data-testid="mall-grid"] [data-testid="mall-card-name"]')?.textContent ===
        first,
      GOODS[1].name,
    );
    assert.deepEqual(await cardNames(page), [GOODS[1].name, GOODS[0].name]);
    assert.deepEqual(await page.getByTestId('mall-grid').getByTestId('mall-card-price').allInnerTexts(), [
      '¥12.00起',
      '¥30.00起',
    ]);
    await settledScreenshot(page, 'mall-browse-list-zh-CN');

    // A filter that matches nothing shows the empty state.
    await page.getByTestId('mall-search').fill(`不存在的商品 ${RUN}`);
    await page.getByTestId('mall-search').press('Enter');
    await page.getByTestId('mall-empty').waitFor();
    await page.getByTestId('mall-empty').getByRole('button').click();
    await page.getByTestId('mall-grid').waitFor();
    // A page past the end (an old link) lands on the last page instead of claiming there are no goods.
    await page.goto('/dataapp?type=2&page=999');
    await page.waitForURL((url) => url.searchParams.get('page') !== '999');
    await page.getByTestId('mall-grid').getByTestId('mall-card').first().waitFor();
    // An unknown good: the page says so, with no error toast on top.
    await page.goto('/dataapp-appDetails?itemId=999999999');
    await page.getByText('商品不存在或已下架').waitFor();
    await page.waitForTimeout(500);
    assert.equal(await page.locator('.ant-message-notice').count(), 0);

    // The detail: price, SKU and the buy button leading to the order page.
    await page.goto(`/dataapp?type=2&classificationId=${seeded.classA}&sort=goods_price-asc`);
    await page.getByTestId('mall-grid').getByTestId('mall-card').first().click();
    await page.waitForURL((url) => url.pathname === '/dataapp-appDetails');
    assert.equal(new URL(page.url()).searchParams.get('itemId'), seeded.ids[1]);
    await page.getByTestId('mall-detail').waitFor();
    // A data package's detail belongs to the data packages' entry of the navigation, not to data applications.
    assert.equal(await page.getByTestId('mall-nav-datapackage').getAttribute('class'), 'active');
    assert.equal(await page.getByTestId('mall-nav-dataapp').getAttribute('class'), null);
    assert.equal(await page.getByTestId('mall-detail-name').innerText(), GOODS[1].name);
    assert.equal(await page.title(), `${GOODS[1].name} - 工业数据交易平台`);
    assert.match(await page.getByTestId('mall-detail-price').innerText(), /¥12\.00/);
    assert.match(await page.getByTestId('mall-skus').innerText(), /整包买断/);
    await page.getByTestId('mall-shop-card').waitFor();
    await settledScreenshot(page, 'mall-browse-detail-zh-CN');

    await switchLanguage(page, 'en-US');
    await page.getByTestId('mall-buy').getByText('Buy now').waitFor();
    // The browser tab keeps the good's name and takes the brand of the new language.
    assert.equal(await page.title(), `${GOODS[1].name} - Industrial Data Marketplace`);
    assert.match(await page.getByTestId('mall-detail').innerText(), /Data package/);
    assert.match(await page.getByTestId('mall-detail').innerText(), /Specifications and prices/);
    await settledScreenshot(page, 'mall-browse-detail-en-US');

    // A visitor who buys is asked to log in and comes back to the order page.
    await page.getByTestId('mall-buy').click();
    await page.waitForURL((url) => url.pathname === '/login');
    assert.match(decodeURIComponent(page.url()), /redirect=\/orderSubmit\?itemId=\d+&skuId=\d+/);
  });

  it('store guards: a supplier leaves /appstore and a developer /sourcestore through /404 to the mall', async () => {
    const supplier = await openPage('zh-CN', 'supplier');
    await supplier.goto('/appstore');
    await supplier.waitForURL((url) => url.pathname === '/mall');
    await supplier.goto('/sourcestore');
    await supplier.getByTestId('mall-sourcestore').waitFor();
    await settledScreenshot(supplier, 'mall-browse-sourcestore-zh-CN');

    const developer = await openPage('zh-CN', 'developer');
    await developer.goto('/sourcestore');
    await developer.waitForURL((url) => url.pathname === '/mall');
    await developer.goto('/appstore');
    await developer.getByTestId('mall-appstore').waitFor();
  });

  it('a consumer favourites a good, finds it under favourites and removes it after confirming', async () => {
    const page = await openPage('zh-CN', 'consumer');
    await page.goto(`/dataapp-appDetails?itemId=${seeded.ids[0]}`);
    await page.getByTestId('mall-detail').waitFor();
    const button = page.getByTestId('mall-favourite');
    assert.equal(await button.getAttribute('data-favourite'), 'false');
    await button.click();
    await page.locator('[data-testid="mall-favourite"][data-favourite="true"]').waitFor();
    await settledScreenshot(page, 'mall-browse-favourite-zh-CN');

    // The seller's storefront: follow it, then it is listed under the shops the consumer follows.
    await page.getByTestId('mall-visit-store').click();
    await page.waitForURL((url) => url.pathname === '/supplyStore');
    await page.getByTestId('mall-store-name').waitFor();
    await page.getByTestId('mall-grid').getByText(GOODS[0].name).waitFor();
    await page.getByTestId('mall-follow').click();
    await page.getByTestId('mall-follow').getByText('已关注').waitFor();
    await settledScreenshot(page, 'mall-browse-store-zh-CN');
    const shopName = await page.getByTestId('mall-store-name').innerText();
    // A supplier's shop opened under the developers' route moves to its own.
    const shopUrl = new URL(page.url());
    await page.goto(`/developStore${shopUrl.search}`);
    await page.waitForURL((url) => url.pathname === '/supplyStore');
    await page.getByTestId('mall-store-name').getByText(shopName).waitFor();
    await page.goto('/sys-user-attention');
    await page
      .getByTestId('follows-table')
      .locator('tr.ant-table-row', { hasText: shopName.split('\n')[0]?.trim() ?? '' })
      .waitFor();

    await page.goto('/sys-user-collect');
    const row = page.getByTestId('favourites-table').locator('tr.ant-table-row', { hasText: GOODS[0].name });
    await row.waitFor();
    assert.match(await row.innerText(), /¥30\.00/);
    assert.match(await row.innerText(), /在售/);
    await settledScreenshot(page, 'mall-browse-user-collect-zh-CN');

    await page.getByTestId(`favourite-remove-${seeded.ids[0]}`).click();
    await page.getByTestId('favourite-remove-confirm').click();
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('favourites-table').getByText('还没有收藏的商品').waitFor();
  });
});
