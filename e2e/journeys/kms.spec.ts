import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { clickWhenSettled, motionDone, tableReady } from '../support/antd.js';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

let server: RunningServer;
let browser: Browser;
const PAGE = '/operate-zqSecretKeyManagement-secretKey';

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function keysPage(language: string): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  const page = await context.newPage();
  await loginThroughApi(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/operate-index', { timeout: 20_000 });
  await page.goto(PAGE);
  await tableReady(page, 'kms-table');
  return page;
}

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

/** Runs a confirmed row action and waits for its toast. */
async function confirmAction(page: Page, testId: string, toast: RegExp) {
  await clickWhenSettled(page, page.getByTestId(testId));
  await clickWhenSettled(page, page.getByTestId('kms-confirm-ok'));
  await page.locator('.ant-message-success', { hasText: toast }).waitFor();
}

describe('computing keys', () => {
  it('zh-CN: the operator creates an SM2 key, rotates it, and the old version only verifies', async () => {
    const page = await keysPage('zh-CN');
    await page.getByText('暂无密钥').waitFor();
    await screenshot(page, 'kms-empty-zh-CN');

    await page.getByTestId('kms-create').click();
    await page.getByTestId('kms-create-name').waitFor();
    await motionDone(page);
    await page.getByTestId('kms-create-name').fill('bad name');
    await page.getByTestId('kms-create-ok').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await page.getByTestId('kms-create-name').fill('evidence-signing');
    await page.getByTestId('kms-create-algorithm').click();
    await page.locator('.ant-select-item-option', { hasText: 'SM2' }).click();
    await page.getByTestId('kms-create-purpose').click();
    await page.locator('.ant-select-item-option', { hasText: '存证签名' }).click();
    await page.getByTestId('kms-create-ok').click();

    // The new key's detail opens: version 1 with its public key, no private material anywhere.
    await page.getByTestId('kms-detail').waitFor();
    assert.equal(await page.getByTestId('kms-detail-version').innerText(), 'v1');
    const versions = await page.getByTestId('kms-versions').innerText();
    assert.match(versions, /当前版本/);
    assert.match(versions, /04[0-9a-f]{20}/);
    assert.doesNotMatch(await page.content(), /PRIVATE KEY/);
    await settled(page);
    await screenshot(page, 'kms-created-zh-CN');
    await page.keyboard.press('Escape');
    await page.getByTestId('kms-detail').waitFor({ state: 'hidden' });

    await confirmAction(page, 'kms-rotate-evidence-signing', /已轮换/);
    await page.getByTestId('kms-version-evidence-signing').filter({ hasText: 'v2' }).waitFor();
    await clickWhenSettled(page, page.getByTestId('kms-detail-evidence-signing'));
    await page.getByTestId('kms-detail-version').filter({ hasText: 'v2' }).waitFor();
    const rotated = await page.getByTestId('kms-versions').innerText();
    assert.match(rotated, /当前版本[\s\S]*仅解密\/验签/);
    assert.match(await page.getByTestId('kms-events').innerText(), /轮换[\s\S]*创建/);
    await settled(page);
    await screenshot(page, 'kms-rotated-zh-CN');
    await page.context().close();
  });

  it('en-US: the operator disables a data key, schedules its destruction and cancels it', async () => {
    const page = await keysPage('en-US');
    await page.getByTestId('kms-create').click();
    await page.getByTestId('kms-create-name').waitFor();
    await motionDone(page);
    await page.getByTestId('kms-create-name').fill('offline-sm4');
    await page.getByTestId('kms-create-ok').click();
    await page.getByTestId('kms-detail').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('kms-detail').waitFor({ state: 'hidden' });

    await confirmAction(page, 'kms-disable-offline-sm4', /disabled/);
    await page.getByTestId('kms-state-offline-sm4').filter({ hasText: 'Disabled' }).waitFor();
    await clickWhenSettled(page, page.getByTestId('kms-destroy-offline-sm4'));
    await page.locator('.ant-modal').getByText('7 to 30 days').waitFor();
    await motionDone(page);
    await page.getByTestId('kms-destroy-days').fill('10');
    await page.getByTestId('kms-destroy-ok').click();
    await page.getByTestId('kms-state-offline-sm4').filter({ hasText: 'Pending destruction' }).waitFor();
    assert.match(await page.getByTestId('kms-state-offline-sm4').innerText(), /to be destroyed on/);
    await settled(page);
    await screenshot(page, 'kms-pending-en-US');

    await confirmAction(page, 'kms-cancelDestruction-offline-sm4', /cancelled/);
    await page.getByTestId('kms-state-offline-sm4').filter({ hasText: 'Disabled' }).waitFor();
    await page.context().close();
  });
});
