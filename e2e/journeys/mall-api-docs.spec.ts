import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settledScreenshot } from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { png } from '../support/png.js';
import { type RunningServer, startServer } from '../support/server.js';
import { switchLanguage } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
const NAME = `天气预报 API ${RUN}`;
const UPSTREAM = 'https://93.184.216.34/v1/forecast';
const SECRET = `upstream-secret-${RUN}`;

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

const apiCall = <T>(token: string, url: string, body?: unknown, form?: FormData, method = 'POST') =>
  callApi<T>(server.baseUrl, token, url, body, form, method);

/** An API good of the developer with one call pack and one documented interface, listed by the operator. */
async function setup(): Promise<string> {
  const admin = await loginByApi(server.baseUrl, 'admin');
  const developer = await loginByApi(server.baseUrl, 'developer');
  const classification = await apiCall<{ id: string }>(
    admin.token,
    '/server/sourceClassification/addSourceClassification',
    { classify: 2, name: `气象服务 ${RUN}`, nameEn: `Weather ${RUN}`, sort: 12, status: 1 },
  );
  const cover = new FormData();
  cover.append(
    'file',
    new Blob([new Uint8Array(png(160, 120, [14, 116, 144]))], { type: 'image/png' }),
    'c.png',
  );
  const coverImage = await apiCall<string>(developer.token, '/server/item/uploadImgFile', undefined, cover);
  const item = await apiCall<{ id: string }>(developer.token, '/server/item/create', {
    itemType: 5,
    name: NAME,
    classificationId: classification.id,
    coverImage,
    summary: '全国城市逐日天气预报接口，按次计费。',
    description: '<p>全国城市逐日天气预报。</p>',
    agreement: '仅限购买方自用。',
    apiType: 1,
  });
  const sku = await apiCall<{ id: string }>(developer.token, '/server/itemSku/create', {
    itemId: item.id,
    name: '1000 次调用',
    billingMode: 1,
    price: '10',
    useCount: 1000,
    negotiable: false,
  });
  await apiCall(developer.token, '/server/itemInterface/create', {
    skuId: sku.id,
    name: '每日天气预报',
    method: 'POST',
    path: '/weather/forecast',
    upstreamUrl: UPSTREAM,
    authHeader: 'X-Api-Key',
    secret: SECRET,
    params: [{ name: 'lang', type: 'String', place: 'query', required: false, description: '返回语言' }],
    requestSchema: {
      type: 'object',
      required: ['city'],
      properties: {
        city: {
          type: 'string',
          description: '城市代码',
          enum: ['beijing', 'shanghai', 'guangzhou'],
          enumDesc: '北京、上海、广州',
        },
        days: { type: 'number', description: '预报天数', minimum: 1, maximum: 15 },
      },
    },
    responseSchema: {
      type: 'object',
      required: ['list'],
      properties: {
        list: {
          type: 'array',
          description: '逐日预报',
          items: {
            type: 'object',
            properties: {
              date: { type: 'string', description: '日期' },
              high: { type: 'number', description: '最高气温' },
            },
          },
        },
      },
    },
    description: '按城市返回未来若干天的天气预报。',
  });
  await apiCall(developer.token, '/server/item/statusChange', {
    itemId: item.id,
    action: 'enable',
    comment: '请审核上架',
  });
  const todo = await apiCall<{ list: { taskId: string; businessKey: string }[] }>(
    admin.token,
    '/flow/todo/page?page=1&limit=100',
    undefined,
    undefined,
    'GET',
  );
  const task = todo.list.find((row) => row.businessKey === item.id);
  assert.ok(task, 'the enable review of the API good is in the operator to-do list');
  await apiCall(
    admin.token,
    `/flow/common/complete?taskId=${task.taskId}&comment=${encodeURIComponent('同意')}`,
  );
  return item.id;
}

async function openPage(language: 'zh-CN' | 'en-US'): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  return context.newPage();
}

describe('API goods in the mall', () => {
  let itemId: string;

  before(async () => {
    itemId = await setup();
  });

  it('a visitor reads the interface documentation of an API good', async () => {
    const page = await openPage('zh-CN');
    await page.goto(`/dataapi-dataapiDetail?itemId=${itemId}`);
    await page.getByTestId('mall-detail').waitFor();
    assert.equal(await page.getByTestId('mall-detail-name').innerText(), NAME);
    await page.getByRole('tab', { name: '接口文档' }).click();
    const doc = page.getByTestId('api-doc');
    await doc.waitFor();
    assert.equal(await doc.getAttribute('data-path'), '/weather/forecast');
    const head = await doc.locator('.mall-doc-head').innerText();
    assert.match(head, /POST/);
    assert.match(head, /每日天气预报/);
    assert.match(await page.getByTestId('api-doc-params').innerText(), /lang[\s\S]*query[\s\S]*返回语言/);
    const request = await page.getByTestId('api-doc-request').innerText();
    assert.match(request, /city[\s\S]*string[\s\S]*是[\s\S]*城市代码[\s\S]*beijing[\s\S]*shanghai/);
    assert.match(request, /北京、上海、广州/);
    assert.match(request, /days[\s\S]*number[\s\S]*否[\s\S]*取值 1–15/);
    // Nested fields of the response: the items of the array, expanded.
    const response = await page.getByTestId('api-doc-response').innerText();
    assert.match(response, /list[\s\S]*array<object>[\s\S]*date[\s\S]*日期[\s\S]*high[\s\S]*最高气温/);
    // Where the platform forwards the call is never shown (nor sent).
    const html = await page.content();
    assert.ok(!html.includes('93.184.216.34'), 'no upstream URL on the page');
    assert.ok(!html.includes(SECRET), 'no upstream secret on the page');
    await doc.scrollIntoViewIfNeeded();
    await settledScreenshot(page, 'mall-api-docs-zh-CN');

    await switchLanguage(page, 'en-US');
    await page.getByRole('tab', { name: 'API documentation' }).waitFor();
    await page.getByTestId('api-doc-request').getByText('value 1–15').waitFor();
    await settledScreenshot(page, 'mall-api-docs-en-US');
  });
});
