import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughPage } from '../support/session.js';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('registration', () => {
  it('a new supplier registers and is told the account awaits approval; login says so too', async () => {
    const context = await newContext(browser, server.baseUrl, 'en-US');
    const page = await context.newPage();
    await page.goto('/register');
    const mobile = '13912340000';
    await page.getByTestId('register-role').getByText('Supplier').click();
    await page.getByTestId('register-username').fill('acme_supplier');
    await page.getByTestId('register-password').fill('Acme@2026x');
    await page.getByTestId('register-confirm').fill('Acme@2026x');
    await page.getByTestId('register-company').fill('Acme Industrial Data Ltd');
    await page.getByTestId('register-contact').fill('Ada');
    await page.getByTestId('register-mobile').fill(mobile);
    await page.getByTestId('send-sms').click();
    // Sent once the button counts down (the server has written the code to its outbox by then).
    await page.locator('[data-testid="send-sms"][disabled]').waitFor();
    await page.getByTestId('register-sms').fill(server.lastSmsCode(mobile));
    await page.getByTestId('register-email').fill('ada@acme.example');
    await screenshot(page, 'register-en-US');
    await page.getByTestId('register-submit').click();
    const result = page.getByTestId('register-result');
    await result.waitFor();
    assert.match(await result.innerText(), /approv/i);
    await screenshot(page, 'register-pending-en-US');

    await loginThroughPage(page, 'acme_supplier', 'Acme@2026x');
    await page.getByText(/awaiting platform approval/i).waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    await context.close();
  });
});
