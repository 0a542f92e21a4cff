import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import samples from '../../apps/server/src/modules/archives/archive-samples.json' with { type: 'json' };
import { clickWhenSettled, settledScreenshot } from './antd.js';
import { callApi, loginByApi } from './api.js';
import { launchBrowser, newContext } from './browser.js';
import { type RunningGateway, startServerWithGateway } from './gateway.js';

type Language = 'zh-CN' | 'en-US';

/** Texts of the journey in each language (what the pages say). */
const TEXTS: Record<Language, { checkDigit: RegExp }> = {
  'zh-CN': { checkDigit: /第 9 位应为/ },
  'en-US': { checkDigit: /position 9 should be/ },
};

/** The example vehicle of the synthetic data set (a new-energy car with violations and trips). */
const VIN = samples.exampleVin;
const BAD_VIN = `${VIN.slice(0, 8)}${VIN[8] === '0' ? '1' : '0'}${VIN.slice(9)}`;

/**
 * A visitor reads the archives home, is sent to log in from a query page, accepts the serve agreement in place,
 * runs two paid queries (price and violation points), opens both reports, downloads a PDF, and finds both in the
 * history by date and by vehicle. The platform runs with its gateway, the archive upstream and the archive shop.
 */
export function archiveJourney(language: Language) {
  let running: RunningGateway;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const shot = (name: string) => settledScreenshot(page, `archives-${name}-${language}`);
  const reportIds: string[] = [];

  before(async () => {
    running = await startServerWithGateway({ SEED_ARCHIVE_GOODS: '1' });
    const admin = await loginByApi(running.server.baseUrl, 'admin');
    const consumer = await loginByApi(running.server.baseUrl, 'consumer');
    await callApi(running.server.baseUrl, admin.token, '/server/user/updateQuota', {
      userId: consumer.userId,
      creditLimit: '500',
      reason: 'archive journey',
    });
    browser = await launchBrowser();
    context = await newContext(browser, running.server.baseUrl, language);
    page = await context.newPage();
  });

  after(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await running?.stop();
  });

  describe(`vehicle archives (${language})`, () => {
    it('a visitor reads the home page and the check digit explained, then logs in from a query page', async () => {
      await page.goto('/archives/index');
      await page.waitForURL('**/archives/homePage');
      await page.getByTestId('archive-card-price').waitFor();
      assert.equal(await page.locator('[data-testid^="archive-card-"]').count(), 9);
      await shot('home');
      await clickWhenSettled(page, page.getByTestId('archive-open-price'));
      await page.waitForURL('**/archives/vehiclPriceQuery');
      await page.getByTestId('archive-key-input').fill(BAD_VIN);
      await page.getByTestId('archive-key-input').blur();
      assert.match(await page.getByTestId('archive-key-error').innerText(), TEXTS[language].checkDigit);
      await page.getByTestId('archive-login').waitFor();
      await shot('check-digit');
      await clickWhenSettled(page, page.getByTestId('archive-login'));
      await page.waitForURL('**/login**');
      await page.getByTestId('login-username').fill('consumer');
      await page.getByTestId('login-password').fill('Demo@12345');
      await page.getByTestId('login-captcha').fill('0000');
      await page.getByTestId('login-submit').click();
      await page.waitForURL('**/archives/vehiclPriceQuery', { timeout: 30_000 });
      await page.getByTestId('archive-agreement-consent').waitFor();
      await shot('agreement');
    });

    it('accepts the agreement in place and runs two paid queries, each opening its report', async () => {
      await page.getByTestId('archive-agreement-checkbox').click();
      await page.getByTestId('archive-agreement-accepted').waitFor();
      for (const route of ['vehiclPriceQuery', 'queryOfPenaltyPointsForViolation']) {
        if (!page.url().includes(`/archives/${route}`)) await page.goto(`/archives/${route}`);
        await page.getByTestId('archive-key-input').fill(VIN.toLowerCase());
        await page.getByTestId('archive-key-ok').waitFor();
        await clickWhenSettled(page, page.getByTestId('archive-submit'));
        await page.getByTestId('archive-confirm').waitFor();
        if (route === 'vehiclPriceQuery') await shot('confirm');
        await clickWhenSettled(page, page.getByTestId('archive-confirm-ok'));
        await page.waitForURL(`**/archives/${route}-report?id=*`, { timeout: 30_000 });
        await page.getByTestId('archive-report-vehicle').waitFor();
        assert.match(await page.getByTestId('archive-report-vehicle').innerText(), new RegExp(VIN));
        assert.match(await page.getByTestId('archive-report-sha256').innerText(), /^[0-9a-f]{8}/);
        reportIds.push(await page.getByTestId('archive-report-id').innerText());
        await shot(`report-${route}`);
      }
    });

    it('downloads the report as a PDF', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        clickWhenSettled(page, page.getByTestId('archive-report-pdf')),
      ]);
      const file = await download.path();
      const bytes = fs.readFileSync(file);
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
      assert.ok(bytes.length > 10_000, `a PDF of ${bytes.length} bytes`);
      assert.match(download.suggestedFilename(), new RegExp(`archive-violationPoints-${VIN}`));
    });

    it('finds both reports in the history by date and by vehicle, and re-opens one for nothing', async () => {
      await page.goto('/archives/archivesQuery');
      for (const id of reportIds) await page.getByTestId(`history-open-${id}`).waitFor();
      await shot('history');
      await clickWhenSettled(page, page.getByTestId(`history-open-${reportIds[0]}`));
      await page.waitForURL('**/archives/vehiclPriceQuery-report?id=*');
      await page.getByTestId('archive-report-vehicle').waitFor();
      await page.goto('/archives/archivesQuery2');
      await page.getByTestId(`archive-vehicle-${VIN}`).waitFor();
      await shot('by-vehicle');
      const reports = await callApi<{ total: number }>(
        running.server.baseUrl,
        (await loginByApi(running.server.baseUrl, 'consumer')).token,
        '/server/archives/reports?page=1&limit=10',
        undefined,
        undefined,
        'GET',
      );
      assert.equal(reports.total, 2);
    });
  });
}
