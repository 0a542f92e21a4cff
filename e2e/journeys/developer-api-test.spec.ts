import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { clickWhenSettled, motionDone, settledScreenshot } from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { png } from '../support/png.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughPage } from '../support/session.js';

/**
 * The developer opens the interface list of an API good (from the interfaces tab of its detail), opens the test
 * page of an interface and sends a request: the platform calls a real upstream (a small HTTP server of this
 * journey on 127.0.0.1; the server runs with private hosts allowed) with the saved auth header, and the page
 * shows status 200, the time and the pretty-printed body. A missing required parameter is refused with the
 * localized message before anything is called. The same in en-US.
 */

const RUN = randomBytes(3).toString('hex');
const GOOD = `天气测试 API ${RUN}`;
const SECRET = `upstream-${RUN}-secret`;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let upstream: http.Server;
let upstreamBase = '';
const calls: { url: string; key?: string; body: string }[] = [];
let itemId = '';
let interfaceId = '';

function startUpstream() {
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://upstream');
      calls.push({ url: req.url ?? '', key: req.headers['x-api-key'] as string | undefined, body });
      const days = (JSON.parse(body || '{}') as { days?: number }).days ?? 1;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({
          city: url.searchParams.get('city'),
          authorized: req.headers['x-api-key'] === SECRET,
          forecast: Array.from({ length: days }, (_, i) => ({ day: i + 1, high: 20 + i })),
        }),
      );
    });
  });
  return new Promise<void>((resolve) =>
    upstream.listen(0, '127.0.0.1', () => {
      upstreamBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

before(async () => {
  await startUpstream();
  // Private hosts allowed: the upstream of the interface is on 127.0.0.1.
  server = await startServer({ CONNECTOR_ALLOW_PRIVATE: 'on' });
  browser = await launchBrowser();
});

after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  await new Promise((r) => upstream?.close(r));
});

/** An API good of the developer with a SKU and an interface whose upstream is the journey's server. */
async function setup() {
  const base = server.baseUrl;
  const admin = await loginByApi(base, 'admin');
  const developer = await loginByApi(base, 'developer');
  const category = await callApi<{ id: string }>(
    base,
    admin.token,
    '/server/sourceClassification/addSourceClassification',
    { classify: 2, name: `接口测试 ${RUN}`, nameEn: `API test ${RUN}`, sort: 10, status: 1 },
  );
  const cover = new FormData();
  cover.append(
    'file',
    new Blob([new Uint8Array(png(160, 120, [250, 140, 22]))], { type: 'image/png' }),
    'c.png',
  );
  const coverImage = await callApi<string>(
    base,
    developer.token,
    '/server/item/uploadImgFile',
    undefined,
    cover,
  );
  const item = await callApi<{ id: string }>(base, developer.token, '/server/item/create', {
    itemType: 5,
    name: GOOD,
    classificationId: category.id,
    coverImage,
    tags: ['weather'],
    summary: '按城市查询天气预报',
    description: '<p>天气预报</p>',
    apiType: 1,
  });
  const sku = await callApi<{ id: string }>(base, developer.token, '/server/itemSku/create', {
    itemId: item.id,
    name: '1000 次调用',
    billingMode: 1,
    price: '10',
    useCount: 1000,
    negotiable: false,
  });
  const created = await callApi<{ id: string }>(base, developer.token, '/server/itemInterface/create', {
    skuId: sku.id,
    name: '每日天气预报',
    method: 'POST',
    path: '/weather/forecast',
    upstreamUrl: `${upstreamBase}/v1/forecast`,
    authHeader: 'X-Api-Key',
    secret: SECRET,
    params: [{ name: 'city', type: 'String', place: 'query', required: true, description: '城市' }],
    requestSchema: {
      type: 'object',
      properties: {
        days: { type: 'integer', minimum: 1, maximum: 7 },
        metric: { type: 'boolean', default: true },
      },
      required: ['days'],
    },
    responseSchema: null,
    description: '按天预报',
  });
  // A second interface, deleted on the list page.
  await callApi(base, developer.token, '/server/itemInterface/create', {
    skuId: sku.id,
    name: '旧版实况',
    method: 'GET',
    path: '/weather/old',
    upstreamUrl: `${upstreamBase}/v0/now`,
  });
  itemId = item.id;
  interfaceId = created.id;
}

async function login(language: 'zh-CN' | 'en-US'): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughPage(page, 'developer');
  await page.waitForURL(/dev-devindex/, { timeout: 20_000 });
  return page;
}

/** Sends without the required city (refused, localized, nothing called), then with it (status 200). */
async function sendRequests(page: Page, language: 'zh-CN' | 'en-US') {
  await page.getByTestId('interface-tester').waitFor();
  assert.equal(await page.getByTestId('interface-test-path').innerText(), '/weather/forecast');
  // The body starts from the skeleton of the request schema.
  const skeleton = JSON.parse(await page.getByTestId('interface-test-body').inputValue());
  assert.deepEqual(skeleton, { days: 1, metric: true });
  await settledScreenshot(page, `developer-api-test-form-${language}`);

  const before = calls.length;
  await page.getByTestId('interface-test-send').click();
  const missing =
    language === 'zh-CN' ? '缺少必填参数 city（query）' : 'The required parameter city (query) is missing';
  await page.getByTestId('interface-test-error').getByText(missing).waitFor();
  await page.locator('.ant-form-item-explain-error', { hasText: missing }).waitFor();
  assert.equal(calls.length, before, 'nothing is called without the required parameter');
  await settledScreenshot(page, `developer-api-test-missing-${language}`);

  await page.getByTestId('interface-test-query-city').fill('beijing');
  await page.getByTestId('interface-test-body').fill('{"days": 3}');
  await page.getByTestId('interface-test-send').click();
  await page.getByTestId('interface-test-status').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('interface-test-status').innerText(), '200');
  assert.match(await page.getByTestId('interface-test-content-type').innerText(), /application\/json/);
  assert.match(await page.getByTestId('interface-test-ms').innerText(), language === 'zh-CN' ? /毫秒/ : /ms/);
  const answer = JSON.parse(await page.getByTestId('interface-test-answer').innerText());
  assert.equal(answer.city, 'beijing');
  assert.equal(answer.authorized, true);
  assert.equal(answer.forecast.length, 3);
  // Pretty-printed.
  assert.match(await page.getByTestId('interface-test-answer').innerText(), /\n {2}"city": "beijing"/);
  assert.equal(calls.length, before + 1);
  assert.equal(calls.at(-1)?.key, SECRET, 'the saved secret is sent upstream');
  assert.equal(calls.at(-1)?.url, '/v1/forecast?city=beijing');
  assert.ok(!(await page.content()).includes(SECRET), 'the secret never reaches the page');
  await settledScreenshot(page, `developer-api-test-answer-${language}`);
}

describe('developer API interface test', () => {
  it('lists the interfaces of an API good and test-calls one against a real upstream', async () => {
    await setup();
    const page = await login('zh-CN');
    await page.goto(`/dev-apiInfo?id=${itemId}&tab=interfaces`);
    await page.getByTestId('interfaces-panel').waitFor();
    await page.getByTestId('interface-list-all').click();
    await page.waitForURL(/dev-apiList\?id=/);
    const row = page
      .getByTestId('interface-list-table')
      .locator('tr.ant-table-row', { hasText: '/weather/forecast' });
    await row.waitFor();
    assert.match(await row.innerText(), /每日天气预报/);
    assert.match(await row.innerText(), /1000 次调用/);
    assert.equal(await row.getByTestId('method-tag').innerText(), 'POST');
    await settledScreenshot(page, 'developer-api-list-zh-CN');

    // Delete asks first, then the row is gone.
    const old = page
      .getByTestId('interface-list-table')
      .locator('tr.ant-table-row', { hasText: '/weather/old' });
    await old.locator('[data-testid^="interface-delete-"]').click();
    // The confirmation's click is lost while it is still sliding in (seen once): wait for its motion.
    await motionDone(page);
    await clickWhenSettled(page, page.getByTestId('confirm-interface-delete'));
    await old.waitFor({ state: 'detached' });
    await row.waitFor();

    await row.getByTestId(`interface-test-${interfaceId}`).click();
    await page.waitForURL(/dev-apiTest\?id=/);
    await sendRequests(page, 'zh-CN');
    await page.getByTestId('interface-test-back').click();
    await page.waitForURL(/dev-apiList\?id=/);

    // The self-owned API variant lists the same interfaces.
    await page.goto(`/dev-jiao-apiList?id=${itemId}`);
    await page
      .getByTestId('interface-list-table')
      .locator('tr.ant-table-row', { hasText: '/weather/forecast' })
      .waitFor();

    const english = await login('en-US');
    await english.goto(`/dev-apiList?id=${itemId}`);
    await english.getByTestId('interface-list-table').locator('tr.ant-table-row').first().waitFor();
    assert.match(await english.getByTestId('interface-list-title').innerText(), /^Interfaces of /);
    await settledScreenshot(english, 'developer-api-list-en-US');
    await english.goto(`/dev-apiTest?id=${interfaceId}`);
    await sendRequests(english, 'en-US');
  });
});
