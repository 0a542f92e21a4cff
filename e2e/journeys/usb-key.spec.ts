import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { motionDone } from '../support/antd.js';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughPage } from '../support/session.js';

let server: RunningServer;
let browser: Browser;

const HOMES: Record<string, string> = {
  admin: '/operate-index',
  supplier: '/producer-index',
  consumer: '/consumer-dashboard-index',
};

async function loggedIn(
  username: string,
  language: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, server.baseUrl, language);
  const page = await context.newPage();
  await loginThroughPage(page, username);
  await page.waitForURL((url) => url.pathname === HOMES[username], { timeout: 20_000 });
  return { context, page };
}

/** antd modals zoom in: wait until no motion class is left, so screenshots are not mid-way. */
async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[class*="-appear"], [class*="-enter"]'),
    undefined,
    {
      timeout: 5_000,
    },
  );
  await motionDone(page);
}

/** Opens the operator's key page of an account from its list, binds a key, and answers the initial PIN. */
async function bindKey(page: Page, list: string, username: string, serialNo: string, language: string) {
  await page.goto(list);
  await page.getByTestId(`ukey-${username}`).click();
  await page.getByTestId('ushield-no-key').waitFor();
  await settled(page);
  await screenshot(page, `ukey-admin-empty-${username}-${language}`);
  await page.getByTestId('ushield-change').click();
  await page.getByTestId('ushield-change-form').waitFor();
  // The serial number format is checked before anything is sent.
  await page.getByTestId('ushield-serial-input').fill('a b');
  await page.getByTestId('ushield-change-submit').click();
  await page.locator('.ant-form-item-explain-error').first().waitFor();
  await page.getByTestId('ushield-serial-input').fill(serialNo.toLowerCase());
  await page
    .getByTestId('ushield-change-reason')
    .fill(language === 'zh-CN' ? '首次发放U盾' : 'First key issued');
  await page.getByTestId('ushield-change-submit').click();
  await page.getByTestId('ushield-change-confirm').click();
  const pin = page.getByTestId('initial-pin');
  await pin.waitFor();
  await settled(page);
  await screenshot(page, `ukey-initial-pin-${username}-${language}`);
  const initialPin = (await pin.innerText()).replace(/\D/g, '');
  assert.match(initialPin, /^\d{6}$/);
  await page.getByTestId('initial-pin-ok').click();
  await page.waitForURL((url) => url.pathname.endsWith('-update') || url.pathname.endsWith('-Ushield'));
  assert.equal(await page.getByTestId('ushield-serial').innerText(), serialNo);
  return initialPin;
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('USB keys', () => {
  it('zh-CN: the operator binds a consumer key; the consumer changes the initial PIN', async () => {
    const admin = await loggedIn('admin', 'zh-CN');
    const initialPin = await bindKey(admin.page, '/operate-zqMember', 'consumer', 'UKEY-2026-0001', 'zh-CN');
    assert.match(await admin.page.getByTestId('ushield-status').innerText(), /正常/);
    assert.match(await admin.page.getByTestId('ushield-history').innerText(), /绑定/);
    await settled(admin.page);
    await screenshot(admin.page, 'ukey-admin-bound-zh-CN');
    await admin.context.close();

    const { context, page } = await loggedIn('consumer', 'zh-CN');
    await page.goto('/sys-ukeymanage');
    await page.getByTestId('my-ukey-info').waitFor();
    assert.equal(await page.getByTestId('my-ukey-serial').innerText(), 'UKEY-2026-0001');
    await page.getByTestId('ukey-must-change').waitFor();
    await screenshot(page, 'ukey-mine-zh-CN');

    await page.getByTestId('my-ukey-change-pin').click();
    await page.waitForURL((url) => url.pathname === '/sys-editukeypin');
    const wrong = initialPin === '902715' ? '902716' : '902715';
    await page.getByTestId('pin-old').fill(wrong);
    await page.getByTestId('pin-new').fill('480726');
    await page.getByTestId('pin-confirm').fill('480726');
    await page.getByTestId('pin-submit').click();
    await page.locator('.ant-message-error', { hasText: '还可尝试 4 次' }).waitFor();
    // A weak new PIN is refused in the form.
    await page.getByTestId('pin-old').fill(initialPin);
    await page.getByTestId('pin-new').fill('123456');
    await page.getByTestId('pin-confirm').fill('123456');
    await page.getByTestId('pin-submit').click();
    await page.locator('.ant-form-item-explain-error', { hasText: '过于简单' }).waitFor();
    await screenshot(page, 'ukey-edit-pin-zh-CN');
    await page.getByTestId('pin-new').fill('480726');
    await page.getByTestId('pin-confirm').fill('480726');
    await page.getByTestId('pin-submit').click();
    await page.waitForURL((url) => url.pathname === '/sys-ukeymanage');
    await page.getByTestId('my-ukey-info').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="ukey-must-change"]'));
    assert.equal(await page.getByTestId('my-ukey-attempts').innerText(), '5 / 5');
    await context.close();
  });

  it('en-US: the operator binds and freezes a supplier key; the supplier sees it frozen', async () => {
    const admin = await loggedIn('admin', 'en-US');
    await bindKey(admin.page, '/operate-zqCommercial-supplier', 'supplier', 'SK-EN-0042', 'en-US');
    await admin.page.getByTestId('ushield-freeze').click();
    // The dialog open, its field shown, before trying it without a reason (a click while it opens can be lost).
    await admin.page.getByTestId('ushield-reason').waitFor();
    await motionDone(admin.page);
    await admin.page.getByTestId('ushield-act-ok').click();
    await admin.page.locator('.ant-form-item-explain-error', { hasText: 'reason' }).waitFor();
    await admin.page.getByTestId('ushield-reason').fill('Reported stolen by phone');
    await admin.page.getByTestId('ushield-act-ok').click();
    await admin.page.getByTestId('ushield-status').filter({ hasText: 'Frozen' }).waitFor();
    assert.equal(await admin.page.getByTestId('ushield-unfreeze').isEnabled(), true);
    assert.equal(await admin.page.getByTestId('ushield-resetPin').isEnabled(), false);
    assert.match(await admin.page.getByTestId('ushield-history').innerText(), /Reported stolen by phone/);
    await settled(admin.page);
    await screenshot(admin.page, 'ukey-admin-frozen-en-US');
    await admin.context.close();

    const { context, page } = await loggedIn('supplier', 'en-US');
    await page.goto('/sys-ukeymanage');
    await page.getByTestId('my-ukey-info').waitFor();
    assert.match(await page.getByTestId('my-ukey').innerText(), /frozen/);
    assert.equal(await page.getByTestId('my-ukey-change-pin').isEnabled(), false);
    await screenshot(page, 'ukey-mine-frozen-en-US');
    await page.goto('/sys-editukeypin');
    await page.getByTestId('change-pin-form').waitFor();
    await screenshot(page, 'ukey-edit-pin-en-US');
    await context.close();
  });
});
