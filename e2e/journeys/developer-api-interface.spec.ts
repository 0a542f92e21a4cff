import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseOption, settledScreenshot } from '../support/antd.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { png } from '../support/png.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
const GOOD = `天气预报 API ${RUN}`;
const SKU = '1000 次调用';

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

async function login(language: 'zh-CN' | 'en-US'): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, 'developer');
  await page.waitForURL(/dev-devindex/, { timeout: 20_000 });
  return page;
}

/** The developer creates an API good (seeded classification) and gives it a SKU, through the pages. */
async function createGoodWithSku(page: Page) {
  await page.goto('/dev-jiao-apiAdd');
  await page.getByTestId('item-form').waitFor();
  await page.getByTestId('item-name').fill(GOOD);
  await chooseOption(page, 'item-classification', '设备运行数据');
  await page
    .getByTestId('item-cover')
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(160, 120, [250, 140, 22]) });
  await page.getByTestId('item-cover-item').waitFor();
  await page.getByTestId('item-save').click();
  await page.getByTestId('item-detail').waitFor({ timeout: 20_000 });
  await page.getByTestId('sku-panel').waitFor();

  await page.getByTestId('sku-add').click();
  const form = page.getByTestId('sku-form');
  await form.waitFor();
  await page.getByTestId('sku-name').fill(SKU);
  await page.getByTestId('sku-billing').getByText('按次计费').click();
  await page.getByTestId('sku-price').fill('10');
  await page
    .locator('input[data-testid="sku-use-count"], [data-testid="sku-use-count"] input')
    .first()
    .fill('1000');
  await page.getByTestId('sku-save').click();
  await form.waitFor({ state: 'detached' });
  await page.getByTestId('sku-table').locator('tr.ant-table-row', { hasText: SKU }).waitFor();
}

/** Opens the settings of a node, lets `fill` set them, applies. */
async function nodeSettings(page: Page, node: string, fill: () => Promise<void>, shot?: string) {
  await page.getByTestId(`request-schema-node-${node}-settings`).click();
  await page.getByTestId('schema-settings').waitFor();
  await fill();
  if (shot) await settledScreenshot(page, shot);
  await page.getByTestId('schema-settings-ok').click();
  await page.getByTestId('schema-settings').waitFor({ state: 'detached' });
}

async function defineInterface(page: Page) {
  await page.getByRole('tab', { name: '接口' }).click();
  await page.getByTestId('interfaces-panel').waitFor();
  await page.getByTestId('interface-add').click();
  await page.getByTestId('interface-form-card').waitFor();

  await page.getByTestId('interface-name').fill('每日天气预报');
  await page.getByTestId('interface-path').fill('/weather/forecast');
  // An upstream on the platform's own network is refused by the server (SSRF policy).
  await page.getByTestId('interface-upstream').fill('http://127.0.0.1:9000/forecast');
  await page.getByTestId('interface-auth-header').fill('X-Api-Key');
  await page.getByTestId('interface-secret').fill('upstream-secret-123');

  // The request body: an object with a string field with an enum and a number field with bounds.
  await page.getByTestId('request-schema').waitFor();
  await page.getByTestId('request-schema-node-$-add').click();
  await page.getByTestId('request-schema-node-$-add').click();
  const first = page.getByTestId('request-schema-node-.field_1-name');
  await first.fill('city');
  await first.press('Enter');
  await page.getByTestId('request-schema-node-.city').waitFor();
  await page.getByTestId('request-schema-node-.city-required').click();
  await nodeSettings(page, '.city', async () => {
    await page.getByTestId('schema-setting-enum').fill('beijing\nshanghai\nguangzhou');
    await page.getByTestId('schema-setting-enumDesc').fill('北京、上海、广州');
  });

  await chooseOption(page, 'request-schema-node-.field_2-type', 'number');
  const second = page.getByTestId('request-schema-node-.field_2-name');
  await second.fill('days');
  await second.press('Enter');
  await page.getByTestId('request-schema-node-.days').waitFor();
  await nodeSettings(
    page,
    '.days',
    async () => {
      await page.getByTestId('schema-setting-minimum').fill('1');
      await page.getByTestId('schema-setting-maximum').fill('15');
      // A number enum with text in it is warned about: it would be lost.
      await page.getByTestId('schema-setting-enum').fill('1\n三');
      await page.getByTestId('schema-enum-invalid').waitFor();
      assert.match(await page.getByTestId('schema-enum-invalid').innerText(), /将丢失/);
    },
    'developer-interface-enum-warning-zh-CN',
  );
  await page.getByTestId('request-schema-preview').click();
  const json = JSON.parse(await page.getByTestId('request-schema-json').innerText());
  assert.deepEqual(json.properties.city.enum, ['beijing', 'shanghai', 'guangzhou']);
  assert.deepEqual(json.properties.days, { type: 'number', minimum: 1, maximum: 15 });
  assert.deepEqual(json.required, ['city']);
  await settledScreenshot(page, 'developer-interface-form-zh-CN');

  await page.getByTestId('interface-save').click();
  await page.locator('.ant-form-item-explain-error', { hasText: '127.0.0.1' }).waitFor();
  await settledScreenshot(page, 'developer-interface-ssrf-refused-zh-CN');

  await page.getByTestId('interface-upstream').fill('https://93.184.216.34/v1/forecast');
  await page.getByTestId('interface-save').click();
  await page
    .getByTestId('interfaces-table')
    .locator('tr.ant-table-row', { hasText: '/weather/forecast' })
    .waitFor({
      timeout: 20_000,
    });
  await settledScreenshot(page, 'developer-interface-list-zh-CN');
}

async function reopen(page: Page, language: 'zh-CN' | 'en-US') {
  const row = page
    .getByTestId('interfaces-table')
    .locator('tr.ant-table-row', { hasText: '/weather/forecast' });
  await row.locator('[data-testid^="interface-open-"]').click();
  await page.getByTestId('interface-form-card').waitFor();
  await page.getByTestId('request-schema-node-.days').waitFor();
  assert.equal(await page.getByTestId('interface-name').inputValue(), '每日天气预报');
  assert.equal(
    await page.getByTestId('interface-upstream').inputValue(),
    'https://93.184.216.34/v1/forecast',
  );
  // The secret is never sent back: the field is empty and says one is saved.
  assert.equal(await page.getByTestId('interface-secret').inputValue(), '');
  assert.equal(await page.getByTestId('request-schema-node-.city-name').inputValue(), 'city');
  assert.equal(await page.getByTestId('request-schema-node-.days').getAttribute('data-depth'), '1');
  const indent = await page
    .getByTestId('request-schema-node-.days')
    .evaluate((el) => (el as HTMLElement).style.paddingLeft);
  assert.equal(indent, '20px');
  await page.getByTestId('request-schema-preview').click();
  const json = JSON.parse(await page.getByTestId('request-schema-json').innerText());
  assert.deepEqual(json.properties.city, {
    type: 'string',
    enum: ['beijing', 'shanghai', 'guangzhou'],
    enumDesc: '北京、上海、广州',
  });
  assert.deepEqual(json.properties.days, { type: 'number', minimum: 1, maximum: 15 });
  await settledScreenshot(page, `developer-interface-reopened-${language}`);
}

describe('developer API interface', () => {
  it('defines an interface of an API good with the schema editor, saves it and sees it again', async () => {
    const page = await login('zh-CN');
    await createGoodWithSku(page);
    await defineInterface(page);
    const detailUrl = page.url();
    await reopen(page, 'zh-CN');

    const english = await login('en-US');
    await english.goto(new URL(detailUrl).pathname + new URL(detailUrl).search);
    await english.getByTestId('interfaces-panel').waitFor();
    await settledScreenshot(english, 'developer-interface-list-en-US');
    await reopen(english, 'en-US');
    await english.getByTestId('request-schema-node-.days-settings').click();
    await english.getByTestId('schema-settings').waitFor();
    assert.equal(await english.getByTestId('schema-setting-maximum').inputValue(), '15');
    await settledScreenshot(english, 'developer-interface-settings-en-US');
  });
});
