import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughPage } from '../support/session.js';

let server: RunningServer;
let browser: Browser;
/** Id of an account registered by this journey, still awaiting approval. */
let pendingId = '';

const HOMES: Record<string, string> = {
  admin: '/operate-index',
  supplier: '/producer-index',
  developer: '/dev-devindex',
  consumer: '/consumer-dashboard-index',
};

/** Registers a supplier through the API (SMS code from the file outbox): the approval list's pending row. */
async function registerPendingSupplier(): Promise<string> {
  const mobile = '13912345678';
  const sms = await fetch(`${server.baseUrl}/server/aliSms/sendSms?mobile=${mobile}&type=register`, {
    method: 'POST',
  });
  assert.equal(((await sms.json()) as { code: number }).code, 0);
  const res = await fetch(`${server.baseUrl}/sys/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      roleType: 3,
      username: 'acme_supplier',
      password: 'Acme@2026x',
      confirmPassword: 'Acme@2026x',
      companyName: '艾克米工业数据有限公司',
      contactName: 'Ada',
      mobile,
      smsCode: server.lastSmsCode(mobile),
      email: 'ada@acme.example',
    }),
  });
  const body = (await res.json()) as { code: number; data: { id: string } };
  assert.equal(body.code, 0);
  return body.data.id;
}

async function loggedIn(
  username: string,
  language = 'zh-CN',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, server.baseUrl, language);
  const page = await context.newPage();
  await loginThroughPage(page, username);
  await page.waitForURL((url) => url.pathname === HOMES[username], { timeout: 20_000 });
  return { context, page };
}

/** The table inside `testId` once it has settled: rows shown, or the empty state with no fetch running. */
async function tableReady(page: Page, testId: string) {
  await page.waitForFunction(
    (id) => {
      const table = document.querySelector(`[data-testid="${id}"]`);
      if (!table || table.querySelector('.ant-spin-spinning')) return false;
      return Boolean(table.querySelector('.ant-table-row, .ant-empty'));
    },
    testId,
    { timeout: 15_000 },
  );
  // antd fades the table back from its loading blur over 0.3 s.
  await page.waitForTimeout(350);
  return page.getByTestId(testId);
}

/** antd drawers and modals zoom/slide in: wait until no motion class is left, so screenshots are not mid-way. */
async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[class*="-appear"], [class*="-enter"]'),
    undefined,
    {
      timeout: 5_000,
    },
  );
  await page.waitForTimeout(150);
}

function row(page: Page, testId: string, text: string) {
  return page.getByTestId(testId).locator('tr.ant-table-row', { hasText: text });
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pendingId = await registerPendingSupplier();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('operator manages users', () => {
  it('sets the consumer credit limit with a reason, then sees it in the detail and in the ledger', async () => {
    const { context, page } = await loggedIn('admin');
    await page.goto('/operate-zqMember');
    await tableReady(page, 'consumer-table');
    await row(page, 'consumer-table', 'consumer').waitFor();

    await page.getByTestId('adjust-consumer').click();
    await page.getByTestId('quota-current').waitFor();
    assert.equal(await page.getByTestId('quota-limit').inputValue(), '0.00');
    // The money format is checked before anything is sent.
    await page.getByTestId('quota-limit').fill('12.345');
    await page.getByTestId('quota-submit').click();
    await page.getByText('请输入金额（元），最多 2 位小数，例如 12500.50').waitFor();
    await page.getByText('调整原因不能为空').waitFor();

    await page.getByTestId('quota-limit').fill('12,500.50');
    await page.getByTestId('quota-reason').fill('年度授信额度');
    await page.getByTestId('quota-submit').click();
    await page.getByText('将 consumer 的信用额度由 ¥0.00 调整为 ¥12,500.50，确定吗？').waitFor();
    await page.getByTestId('quota-confirm').click();
    await page.getByText('信用额度已更新').waitFor();
    await page.getByTestId('quota-form').waitFor({ state: 'detached' });

    await page.getByTestId('detail-consumer').click();
    const credit = page.getByTestId('consumer-credit');
    await credit.waitFor();
    assert.match(await page.getByTestId('consumer-credit-limit').innerText(), /¥12,500\.50/);
    assert.match(await page.getByTestId('consumer-credit-available').innerText(), /¥12,500\.50/);
    await settled(page);
    await screenshot(page, 'users-consumer-detail-zh-CN');

    await page.getByTestId('consumer-drawer-ledger').click();
    await page.waitForURL((url) => url.pathname === '/admin-user-zquserquotadetailed');
    assert.match(new URL(page.url()).search, /^\?userId=\d+$/);
    const ledger = await tableReady(page, 'quota-ledger-table');
    const entry = ledger.locator('tr.ant-table-row').first();
    const text = await entry.innerText();
    assert.match(text, /设置额度/);
    assert.match(text, /\+¥12,500\.50/);
    assert.match(text, /年度授信额度/);
    assert.match(await page.getByTestId('quota-ledger-filter').innerText(), /consumer/);
    await screenshot(page, 'users-quota-ledger-consumer-zh-CN');
    await context.close();
  });

  it('disables the developer: the open developer session goes to login on its next navigation', async () => {
    const developer = await loggedIn('developer');
    const admin = await loggedIn('admin');

    await admin.page.goto('/operate-zqCommercial-supplier');
    await tableReady(admin.page, 'shop-owner-table');
    await row(admin.page, 'shop-owner-table', 'supplier').waitFor();
    await admin.page.getByTestId('shop-owner-role-2').click();
    // Developers only: the supplier's row leaves, the developer's stays.
    await row(admin.page, 'shop-owner-table', 'supplier').waitFor({ state: 'detached' });
    await tableReady(admin.page, 'shop-owner-table');
    assert.equal(await row(admin.page, 'shop-owner-table', 'developer').count(), 1);

    await admin.page.getByTestId('detail-developer').click();
    await admin.page.getByTestId('shop-owner-drawer').getByTestId('account-descriptions').waitFor();
    await admin.page.getByTestId('shop-owner-drawer').getByTestId('certified-badge').waitFor();
    await settled(admin.page);
    await screenshot(admin.page, 'users-shop-owner-detail-zh-CN');
    await admin.page.keyboard.press('Escape');
    await admin.page.getByTestId('account-descriptions').waitFor({ state: 'detached' });

    const toggle = admin.page.getByTestId('status-switch-developer');
    assert.equal(await toggle.getAttribute('aria-checked'), 'true');
    await toggle.click();
    await admin.page.getByText(/所有设备上立即退出登录/).waitFor();
    await admin.page.getByTestId('status-confirm').click();
    await admin.page.getByText('账号已停用').waitFor();
    await admin.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="status-switch-developer"]')?.getAttribute('aria-checked') ===
        'false',
    );

    // The developer's page is still open; the next in-app navigation asks the server and is sent to login.
    await developer.page
      .getByTestId('side-menu')
      .locator('[data-menu-url="zquserauthentication/devinfo"]')
      .click();
    await developer.page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    assert.equal(new URL(developer.page.url()).searchParams.get('redirect'), '/zquserauthentication-devinfo');
    await loginThroughPage(developer.page, 'developer');
    await developer.page.getByTestId('login-error').waitFor();

    // Enable again (same confirmation), so the developer can log in.
    await toggle.click();
    await admin.page.getByTestId('status-confirm').click();
    await admin.page.getByText('账号已启用').waitFor();
    await loginThroughPage(developer.page, 'developer');
    await developer.page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    await developer.context.close();
    await admin.context.close();
  });

  it('the supplier fills in the shop information', async () => {
    const { context, page } = await loggedIn('supplier');
    await page.goto('/zquserauthentication-info');
    await page.getByTestId('shop-info-view').waitFor();
    await page.getByTestId('shop-edit').click();
    await page.getByTestId('shop-form-name').fill('华东精密数据旗舰店');
    await page.getByTestId('shop-form-contact').fill('王供应');
    await page.getByTestId('shop-form-phone').fill('021-55550000');
    await page.getByTestId('shop-form-intro').fill('精密制造工艺数据、设备运行数据与质检数据。');
    await page.getByTestId('shop-save').click();
    await page.getByText('店铺信息已保存').waitFor();
    assert.equal(await page.getByTestId('shop-name').innerText(), '华东精密数据旗舰店');
    await screenshot(page, 'users-shop-info-zh-CN');
    await context.close();
  });
});

/** The list and personal pages of this release, for a look in both languages. */
const ADMIN_PAGES: [name: string, path: string, ready: string][] = [
  ['users-approval', '/operate-logon-logon', 'user-approval-table'],
  ['users-shop-owners', '/operate-zqCommercial-supplier', 'shop-owner-table'],
  ['users-consumers', '/operate-zqMember', 'consumer-table'],
  ['users-quota-ledger', '/admin-user-zquserquotadetailed', 'quota-ledger-table'],
  ['ops-login-log', '/operate-log-login-log', 'login-log-table'],
  ['ops-operation-log', '/operate-log-operate-log', 'operation-log-table'],
];

describe('pages in zh-CN and en-US', () => {
  for (const language of ['zh-CN', 'en-US']) {
    it(`operator lists and personal pages render in ${language}`, async () => {
      const { context, page } = await loggedIn('admin', language);
      for (const [name, path, ready] of ADMIN_PAGES) {
        await page.goto(path);
        await page.getByTestId(ready).locator('tr.ant-table-row').first().waitFor({ timeout: 15_000 });
        await tableReady(page, ready);
        await screenshot(page, `${name}-${language}`);
      }

      await page.goto(`/operate-logon-approve?userId=${pendingId}`);
      await page.getByTestId('registration-decision').waitFor();
      assert.match(await page.getByTestId('registration-detail').innerText(), /acme_supplier/);
      await screenshot(page, `users-registration-${language}`);

      await page.goto('/operate-zqMember-change');
      await page.getByTestId('coming-soon').waitFor();

      await page.goto('/sys-usersafetyinfo');
      await page.getByTestId('security-mobile').waitFor();
      assert.match(await page.getByTestId('security-mobile').innerText(), /^138\*{4}0000$/);
      await screenshot(page, `users-security-${language}`);

      await page.getByTestId('security-change-mobile').click();
      await page.waitForURL((url) => url.pathname === '/sys-updataPhone');
      await page.getByTestId('update-mobile-form').waitFor();
      await screenshot(page, `users-update-mobile-${language}`);

      await page.goto('/sys-updataPassWord');
      await page.getByTestId('change-password-form').waitFor();
      await settled(page);
      await screenshot(page, `users-change-password-${language}`);
      await context.close();
    });
  }
});
