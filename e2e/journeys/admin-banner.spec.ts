import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { motionDone, settledScreenshot, tableReady } from '../support/antd.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

let server: RunningServer;
let browser: Browser;

const TITLE = '春季数据节';

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A PNG of one colour, `width`×`height` (RGB, no filter). */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The largest-contentful-paint candidates the browser reported, in order, as `tag|hero` or `tag|other`: the first is
 * the largest element of the first paint.
 */
async function paintCandidates(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          resolve(
            entries.map((entry) => {
              const element = entry.element;
              if (!element) return '';
              return `${element.tagName.toLowerCase()}|${element.closest('.mall-hero') ? 'hero' : 'other'}`;
            }),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

describe('operator home banner', () => {
  it('the mall shows no carousel without banners; a banner the operator adds appears on /mall', async () => {
    const visitor = await newContext(browser, server.baseUrl, 'zh-CN');
    const mall = await visitor.newPage();
    await mall.goto('/mall');
    await mall.getByTestId('mall-landing').waitFor();
    await mall.waitForLoadState('networkidle');
    assert.equal(await mall.getByTestId('mall-banners').count(), 0, 'no carousel without banners');

    const context = await newContext(browser, server.baseUrl, 'zh-CN');
    const page = await context.newPage();
    await loginThroughApi(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/operate-index', { timeout: 20_000 });
    await page.goto('/operate-banner');
    await tableReady(page, 'banner-table');
    await page.getByTestId('banner-add').click();
    await motionDone(page);
    await page.getByTestId('banner-titleZhCn').fill(TITLE);
    await page.getByTestId('banner-titleZhTw').fill('春季數據節');
    await page.getByTestId('banner-titleEnUs').fill('Spring data fair');
    await page.locator('.ant-modal input[type=file]').setInputFiles({
      name: 'spring.png',
      mimeType: 'image/png',
      buffer: solidPng(1200, 300, [37, 99, 235]),
    });
    await page.getByTestId('banner-image-preview').waitFor();
    await page.getByTestId('banner-link').fill('/news');
    await page.getByTestId('banner-save').click();
    await page.locator('.ant-modal').waitFor({ state: 'detached' });
    await page.getByTestId('banner-table').locator('tr.ant-table-row', { hasText: TITLE }).waitFor();
    await settledScreenshot(page, 'admin-banner-list');

    const fresh = await visitor.newPage();
    await fresh.goto('/mall');
    await fresh.getByTestId('mall-banners').waitFor({ timeout: 15_000 });
    const titles = await fresh.getByTestId('mall-banner-title').allTextContents();
    assert.ok(titles.includes(TITLE), `the mall shows the banner: ${titles.join(', ')}`);
    const link = fresh.getByTestId('mall-banners').locator('a[href="/news"]').first();
    assert.equal(await link.count(), 1);
    const image = fresh.getByTestId('mall-banners').locator('img').first();
    assert.equal(await image.getAttribute('loading'), 'lazy');
    assert.equal(await image.getAttribute('width'), '1200');
    assert.equal(await image.getAttribute('height'), '300');
    // A candidate whose element left the page (the loading screen) has none: the first still there is the hero's.
    const candidates = (await paintCandidates(fresh)).filter(Boolean);
    assert.match(
      candidates[0] ?? '',
      /^(h1|p)\|hero$/,
      `the first paint's largest element is hero text: ${candidates}`,
    );
    await settledScreenshot(fresh, 'admin-banner-mall');
    await context.close();
    await visitor.close();
  });

  it('the other console pages of the settings group open: regions (lazy tree) and the error log', async () => {
    const context = await newContext(browser, server.baseUrl, 'zh-TW');
    const page = await context.newPage();
    await loginThroughApi(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/operate-index', { timeout: 20_000 });
    await page.goto('/sys-region');
    await tableReady(page, 'region-table');
    const guangdong = page.getByTestId('region-table').locator('tr.ant-table-row', { hasText: '廣東省' });
    await guangdong.locator('.ant-table-row-expand-icon').click();
    await page.getByTestId('region-table').locator('tr.ant-table-row', { hasText: '廣州市' }).waitFor();
    await settledScreenshot(page, 'admin-banner-regions');
    await page.goto('/sys-log-error');
    await tableReady(page, 'error-log-table');
    await settledScreenshot(page, 'admin-banner-error-log');
    await context.close();
  });
});
