import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { clickWhenSettled, motionDone } from '../support/antd.js';
import { callApi } from '../support/api.js';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { publishSalesSummaryApp } from '../support/sales-app.js';
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

/**
 * Chromium's virtual FIDO2 authenticator on USB, standing for the plugged-in key (presence answered at once, no
 * user verification of its own: the platform's PIN is the user verification).
 */
async function plugInSecurityKey(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: false,
      hasUserVerification: false,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The code the demo developer's password login answers. */
async function developerLoginCode(): Promise<number> {
  const res = await fetch(`${server.baseUrl}/server/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Basic d2ViOndlYg==' },
    body: JSON.stringify({ username: 'developer', password: 'Demo@12345' }),
  });
  return ((await res.json()) as { code: number }).code;
}

/** Answers the security-key dialog with a PIN. */
async function confirmWithKey(page: Page, pin: string) {
  await page.getByTestId('ukey-pin').waitFor();
  await motionDone(page);
  await page.getByTestId('ukey-pin').fill(pin);
  await page.getByTestId('ukey-confirm').click();
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

    // The key policy: developers must use a key from now on (confirmed with the accounts it affects).
    await admin.page.goto('/operate-zqCommercial-supplier');
    await clickWhenSettled(admin.page, admin.page.getByTestId('ukey-policy-open'));
    await clickWhenSettled(admin.page, admin.page.getByTestId('ukey-policy-switch-2'));
    await clickWhenSettled(admin.page, admin.page.getByTestId('ukey-policy-confirm'));
    await admin.page.locator('.ant-message-success', { hasText: 'policy is saved' }).waitFor();
    assert.equal(await admin.page.getByTestId('ukey-policy-switch-2').getAttribute('aria-checked'), 'true');
    await settled(admin.page);
    await screenshot(admin.page, 'ukey-policy-en-US');
    assert.equal(await developerLoginCode(), 10198, 'a developer without a key cannot log in');
    await clickWhenSettled(admin.page, admin.page.getByTestId('ukey-policy-switch-2'));
    await clickWhenSettled(admin.page, admin.page.getByTestId('ukey-policy-confirm'));
    await admin.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="ukey-policy-switch-2"]')?.getAttribute('aria-checked') ===
        'false',
    );
    assert.equal(await developerLoginCode(), 0);
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

  it('zh-TW: the consumer registers the key, then logs in and pays with it and its PIN', async () => {
    // The consumer's key was bound in the first case, its PIN changed to 480726. The order is made before the key
    // protects the account.
    const PIN = '480726';
    const AGREEMENT = 'USB 金鑰旅程：僅供內部分析。';
    const app = await publishSalesSummaryApp(server.baseUrl, {
      name: `U盾支付應用 ${Date.now()}`,
      agreement: AGREEMENT,
      category: `U盾旅程 ${Date.now()}`,
      categoryEn: `USB key journey ${Date.now()}`,
    });
    const order = await callApi<{ id: string; orderNo: string }>(
      server.baseUrl,
      app.consumer.token,
      '/server/order/submit',
      {
        itemId: app.itemId,
        skuId: app.skuId,
        quantity: 1,
        agreementAccepted: true,
        agreementHash: createHash('sha256').update(AGREEMENT, 'utf8').digest('hex'),
      },
      undefined,
      'POST',
      { headers: { 'idempotency-key': randomUUID() } },
    );

    // WebAuthn needs a host name, not an address: the page runs on localhost.
    const origin = server.baseUrl.replace('127.0.0.1', 'localhost');
    const context = await newContext(browser, origin, 'zh-TW');
    const page = await context.newPage();
    const key = await plugInSecurityKey(page);
    await loginThroughPage(page, 'consumer');
    await page.waitForURL((url) => url.pathname === HOMES.consumer, { timeout: 20_000 });

    await page.goto('/sys-ukeymanage');
    await page.getByTestId('my-ukey-register-hint').waitFor();
    assert.match(await page.getByTestId('my-ukey-registered').innerText(), /尚未註冊/);
    await clickWhenSettled(page, page.getByTestId('my-ukey-register'));
    await confirmWithKey(page, PIN);
    await page.getByTestId('my-ukey-registered').filter({ hasText: '已註冊' }).waitFor();
    await settled(page);
    await screenshot(page, 'ukey-registered-zh-TW');

    // Logged out (the session cookie gone, the language kept), the password alone no longer opens the account:
    // the key and its PIN are asked for.
    await context.clearCookies({ name: 'access_token' });
    await loginThroughPage(page, 'consumer');
    await page.getByTestId('ukey-pin').waitFor();
    await settled(page);
    await screenshot(page, 'ukey-login-dialog-zh-TW');
    await confirmWithKey(page, '902715');
    await page.getByTestId('login-error').filter({ hasText: '4' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    await loginThroughPage(page, 'consumer');
    await confirmWithKey(page, PIN);
    await page.waitForURL((url) => url.pathname === HOMES.consumer, { timeout: 20_000 });

    // Paying asks for the key again, for this very order.
    await page.goto(`/pay?orderId=${order.id}`);
    await page.getByTestId('order-pay').waitFor();
    await clickWhenSettled(page, page.getByTestId('order-pay-button'));
    await clickWhenSettled(page, page.getByTestId('confirm-pay'));
    await page.getByTestId('ukey-pin').waitFor();
    await settled(page);
    await screenshot(page, 'ukey-pay-dialog-zh-TW');
    await confirmWithKey(page, PIN);
    await page.waitForURL((url) => url.pathname !== '/pay', { timeout: 20_000 });

    const paid = await callApi<{ payStatus: number }>(
      server.baseUrl,
      (await context.cookies()).find((c) => c.name === 'access_token')!.value,
      `/server/order/orderUserDetail/${order.id}`,
    );
    assert.equal(paid.payStatus, 1);
    // One registration, two assertions (the login and the payment; the wrong-PIN try signed too).
    const { credentials } = await key.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: key.authenticatorId,
    });
    assert.equal(credentials.length, 1);
    assert.ok(credentials[0]!.signCount >= 2, `signCount ${credentials[0]!.signCount}`);
    await context.close();
  });
});
