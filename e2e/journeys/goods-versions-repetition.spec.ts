import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseOption, clickWhenSettled, settledScreenshot } from '../support/antd.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { png } from '../support/png.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
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

type Json = { code: number; msg: string; data: ReturnType<typeof JSON.parse> };

/** API calls made by the test itself to prepare data the journey does not cover. */
async function token(username: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/server/user/login`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('web:web').toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ username, password: 'Demo@12345', captcha: '', uuid: '' }),
  });
  const body = (await res.json()) as Json;
  assert.equal(body.code, 0, body.msg);
  return body.data.token as string;
}

async function call(auth: string, method: string, url: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${auth}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Json;
  assert.equal(json.code, 0, `${url}: ${json.msg}`);
  return json;
}

async function upload(
  auth: string,
  url: string,
  fields: Record<string, string>,
  name: string,
  content: Buffer,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}` },
    body: form,
  });
  const json = (await res.json()) as Json;
  assert.equal(json.code, 0, `${url}: ${json.msg}`);
  return json.data;
}

async function classificationId(): Promise<string> {
  const res = await fetch(`${server.baseUrl}/server/sourceClassification/queryAll?classify=2`);
  const tree = ((await res.json()) as Json).data as { id: string; children?: unknown[] }[];
  const first = tree.find((n) => !n.children?.length) ?? tree[0];
  return String(first!.id);
}

async function createGood(auth: string, itemType: number, name: string, extra: Record<string, unknown> = {}) {
  const cover = await upload(
    auth,
    '/server/item/uploadApplicationImgPath',
    { folder: 'cover' },
    'c.png',
    png(80, 60, [30, 120, 200]),
  );
  const res = await call(auth, 'POST', '/server/item/create', {
    itemType,
    name,
    classificationId: await classificationId(),
    coverImage: cover,
    ...extra,
  });
  return String(res.data.id);
}

async function login(username: string, language: 'zh-CN' | 'en-US', home: RegExp): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, username);
  await page.waitForURL(home, { timeout: 20_000 });
  return page;
}

async function confirm(page: Page, testId: string) {
  await clickWhenSettled(page, page.getByTestId(testId));
  await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
}

describe('goods versions, cases, standard APIs and duplicate checks', () => {
  it('the developer versions a data application and deploys a use case of it', async () => {
    const dev = await token('developer');
    const appId = await createGood(dev, 1, `产线监控 ${RUN}`, { appUrl: 'https://apps.example.com' });
    const page = await login('developer', 'zh-CN', /dev-devindex/);
    await page.goto(`/dev-apiInfo?id=${appId}`);
    await page.getByTestId('detail-versions').click();
    await page.waitForURL(/dev-zqgoodversion/);
    await page.getByText('暂无版本').waitFor();

    await page.getByTestId('version-add').click();
    await page.waitForURL(/dev-versionAdd/);
    await page.getByLabel('版本号').fill('1.0.0');
    await page.getByLabel('版本说明').fill('首个版本：设备告警看板');
    await page.getByTestId('version-save').click();
    await page.waitForURL(/dev-zqgoodversion/);
    const row = page.locator('tr.ant-table-row', { hasText: '1.0.0' });
    await row.getByText('待上架').waitFor();
    await row.getByRole('button', { name: /上\s*架/ }).click();
    await confirm(page, 'confirm-version-list');
    await row.getByText('已上架').waitFor();
    assert.equal(await row.getByRole('button', { name: /删\s*除/ }).count(), 0);

    await row.getByRole('button', { name: /升\s*级/ }).click();
    await page.waitForURL(/dev-versionImprove/);
    assert.equal(await page.getByLabel('版本说明').inputValue(), '首个版本：设备告警看板');
    await page.getByLabel('版本号').fill('1.1.0');
    await page.getByTestId('version-save').click();
    await page.waitForURL(/dev-zqgoodversion/);
    await page.locator('tr.ant-table-row', { hasText: '1.1.0' }).waitFor();
    await settledScreenshot(page, 'goods-versions-list');

    // The operator reads the versions from the good's detail (operate/zqOperateLink), and can change none.
    const operator = await login('admin', 'en-US', /operate-index/);
    await operator.goto(`/operate-zqGoodsManagement-goodData-info?id=${appId}`);
    await operator.getByTestId('detail-versions').click();
    await operator.waitForURL(/operate-zqOperateLink/);
    await operator.locator('tr.ant-table-row', { hasText: '1.1.0' }).getByText('Pending listing').waitFor();
    await operator.locator('tr.ant-table-row', { hasText: '1.0.0' }).getByText('Listed').waitFor();
    assert.equal(await operator.locator('tr.ant-table-row button').count(), 0);
    assert.equal(await operator.getByTestId('version-add').count(), 0);
    await settledScreenshot(operator, 'operator-goods-versions');
    await operator.getByTestId('versions-back').click();
    await operator.waitForURL(/operate-zqGoodsManagement-goodData-info/);

    await page.getByRole('button', { name: '应用案例' }).click();
    await page.waitForURL(/dev-zqgoodcase/);
    await page.getByTestId('case-add').click();
    await page.waitForURL(/dev-caseAdd/);
    await page.getByLabel('案例名称').fill('一号工厂部署');
    await chooseOption(page, 'case-version', '1.0.0');
    await page.getByTestId('case-save').click();
    await page.waitForURL(/dev-zqgoodcase/);
    const caseRow = page.locator('tr.ant-table-row', { hasText: '一号工厂部署' });
    await caseRow.getByText('待部署').waitFor();
    await caseRow.getByRole('button', { name: /部\s*署/ }).click();
    await caseRow.getByText('启动中').waitFor();
    // Starting: the owner can do nothing until the runtime answers.
    assert.equal(await caseRow.locator('button').count(), 0);
    await settledScreenshot(page, 'goods-cases-list');
  });

  it('the developer declares an API good as an implementation of a standard API', async () => {
    const admin = await token('admin');
    const api = await call(admin, 'POST', '/api/StandardApi/save', {
      name: `车辆保险信息 ${RUN}`,
      category: '车辆',
      method: 'POST',
      path: '/vehicle/insurance',
      description: '按车架号查询投保记录',
    });
    await call(admin, 'POST', '/api/StandardApi/saveVersion', {
      apiId: api.data.id,
      version: 'v1',
      requestSchema: { type: 'object', properties: { vin: { type: 'string', description: '车架号' } } },
    });
    const dev = await token('developer');
    await createGood(dev, 5, `保险查询 API ${RUN}`);

    const page = await login('developer', 'en-US', /dev-devindex/);
    await page.goto('/zqapiManage-index');
    const row = page.locator('tr.ant-table-row', { hasText: `车辆保险信息 ${RUN}` });
    await row.waitFor();
    assert.equal(await page.getByTestId('standard-api-add').count(), 0);
    await row.getByRole('button', { name: 'View' }).click();
    await page.waitForURL(/zqapiManage-viewManage/);
    await chooseOption(page, 'router-good', `保险查询 API ${RUN}`);
    await chooseOption(page, 'router-version', 'v1');
    await page.getByTestId('router-bind').click();
    await page.locator('tr.ant-table-row', { hasText: `保险查询 API ${RUN}` }).waitFor();
    await settledScreenshot(page, 'standard-api-view');
    await page.getByRole('button', { name: 'Versions' }).click();
    await page.waitForURL(/zqapiManage-viewVersions/);
    await page.getByRole('button', { name: 'Schemas' }).click();
    await page.locator('.ant-modal pre', { hasText: '车架号' }).waitFor();
    await settledScreenshot(page, 'standard-api-versions');
  });

  it('the supplier runs a duplicate check of a data package', async () => {
    const sup = await token('supplier');
    const rows = Array.from({ length: 300 }, (_, i) => `M${i},温度,${(i * 7) % 90}`).join('\n');
    await upload(sup, '/server/hdfsConfig/upload', { path: '' }, `readings-${RUN}.csv`, Buffer.from(rows));
    const pkgId = await createGood(sup, 2, `设备读数 ${RUN}`, { packageFiles: [`readings-${RUN}.csv`] });
    const page = await login('supplier', 'zh-CN', /producer/);
    await page.goto(`/producer-zqgoods-info?id=${pkgId}`);
    await page.getByTestId('detail-repetition').click();
    await page.getByTestId('repetition-start').click();
    const report = page.getByTestId('repetition-report');
    await report.waitFor();
    await report.getByText('已完成').waitFor({ timeout: 20_000 });
    await page.getByTestId('repetition-no-matches').waitFor();
    await settledScreenshot(page, 'repetition-report');

    // The operator sees the package's SKU prices on the pricing pages.
    await call(sup, 'POST', '/server/itemSku/create', {
      itemId: pkgId,
      name: '整包下载',
      billingMode: 3,
      price: '99.5',
    });
    const operator = await login('admin', 'zh-CN', /operate/);
    await operator.goto('/operate-zqGoodsManagement-priceManagement');
    const row = operator.locator('tr.ant-table-row', { hasText: `设备读数 ${RUN}` });
    await row.waitFor();
    await row.locator('.ant-table-row-expand-icon').click();
    await operator.getByText('整包下载').waitFor();
    await operator.getByText('¥99.50').first().waitFor();
    await settledScreenshot(operator, 'pricing-overview');
    await row.getByRole('button', { name: '定价详情' }).click();
    await operator.waitForURL(/operate-zqPricing/);
    await operator.getByText('整包下载').waitFor();
    await settledScreenshot(operator, 'pricing-item');
  });
});
