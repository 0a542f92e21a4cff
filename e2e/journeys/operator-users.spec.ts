import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { motionDone, tableReady } from '../support/antd.js';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { DEMO_PASSWORD, loginThroughPage } from '../support/session.js';

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

interface Applicant {
  username: string;
  password: string;
  mobile: string;
}

const ACME: Applicant = { username: 'acme_supplier', password: 'Acme@2026x', mobile: '13912345678' };
const BOLT: Applicant = { username: 'bolt_supplier', password: 'Bolt@2026x', mobile: '13912345679' };

/** Registers a supplier through the API (SMS code from the file outbox): a pending row of the approval list. */
async function registerPendingSupplier({ username, password, mobile }: Applicant): Promise<string> {
  const sms = await fetch(`${server.baseUrl}/server/aliSms/sendSms?mobile=${mobile}&type=register`, {
    method: 'POST',
  });
  assert.equal(((await sms.json()) as { code: number }).code, 0);
  const res = await fetch(`${server.baseUrl}/sys/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      roleType: 3,
      username,
      password,
      confirmPassword: password,
      companyName: '艾克米工业数据有限公司',
      contactName: 'Ada',
      mobile,
      smsCode: server.lastSmsCode(mobile),
      email: `${username}@acme.example`,
    }),
  });
  const body = (await res.json()) as { code: number; data: { id: string } };
  assert.equal(body.code, 0);
  return body.data.id;
}

/** Logs in through the API (the captcha is off in browser tests): the envelope, token included on success. */
async function apiLogin(username: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${server.baseUrl}/server/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Basic d2ViOndlYg==' },
    body: JSON.stringify({ username, password }),
  });
  return (await res.json()) as { code: number; msg: string; data: { token: string } | null };
}

async function apiCall<T>(token: string, url: string, init: RequestInit = {}) {
  const res = await fetch(`${server.baseUrl}${url}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });
  return (await res.json()) as { code: number; msg: string; data: T };
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

/** antd drawers and modals zoom/slide in: wait until no motion class is left, so screenshots are not mid-way. */
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

function row(page: Page, testId: string, text: string) {
  return page.getByTestId(testId).locator('tr.ant-table-row', { hasText: text });
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pendingId = await registerPendingSupplier(ACME);
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
    // The saved state, not the short-lived success message (which a slow page can miss).
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
    // The switch, not the success toast (it lasts 0.5 s and can be gone before it is looked for).
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
    await admin.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="status-switch-developer"]')?.getAttribute('aria-checked') ===
        'true',
    );
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
    // The saved shop shown again, not the success toast (0.5 s).
    await page.getByTestId('shop-name').filter({ hasText: '华东精密数据旗舰店' }).waitFor();
    await screenshot(page, 'users-shop-info-zh-CN');
    await context.close();
  });

  it('approves a pending supplier on its registration page with a reason: the supplier can log in', async () => {
    const boltId = await registerPendingSupplier(BOLT);
    assert.notEqual(
      (await apiLogin(BOLT.username, BOLT.password)).code,
      0,
      'a pending account cannot log in',
    );

    const { context, page } = await loggedIn('admin');
    await page.goto('/operate-logon-logon');
    await tableReady(page, 'user-approval-table');
    await row(page, 'user-approval-table', BOLT.username).getByTestId(`review-${BOLT.username}`).click();
    await page.waitForURL((url) => url.pathname === '/operate-logon-approve');
    assert.equal(new URL(page.url()).searchParams.get('userId'), boltId);
    const decision = page.getByTestId('registration-decision');
    await decision.getByTestId('approve-reason').waitFor();
    // The running review process and the to-do list are linked for reference.
    await decision.getByTestId('registration-process').waitFor();
    await decision.getByTestId('registration-to-todo').waitFor();

    // The reason is required for either decision; nothing is asked or sent without it.
    await page.getByTestId('approve-pass').click();
    await decision.getByText('审核意见不能为空').waitFor();
    await page.getByTestId('approve-reason').fill('资料齐全，同意入驻');
    await decision.getByText('审核意见不能为空').waitFor({ state: 'detached' });
    await decision.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'users-registration-approve-zh-CN');

    await page.getByTestId('approve-pass').click();
    await page.locator('.ant-modal-confirm-title', { hasText: '确定通过该注册申请吗？' }).waitFor();
    assert.match(await page.locator('.ant-modal-confirm').innerText(), /bolt_supplier/);
    await settled(page);
    await screenshot(page, 'users-registration-approve-confirm-zh-CN');
    await page.getByTestId('approve-confirm-ok').click();

    // "注册申请已通过" shows for 0.5 s only (the component test checks it); the page returns to the approval
    // list, refetched: the account has left the pending tab.
    await page.waitForURL((url) => url.pathname === '/operate-logon-logon', { timeout: 15_000 });
    await tableReady(page, 'user-approval-table');
    assert.equal(await row(page, 'user-approval-table', BOLT.username).count(), 0);
    assert.equal(await row(page, 'user-approval-table', ACME.username).count(), 1);

    // The supplier can log in now.
    const login = await apiLogin(BOLT.username, BOLT.password);
    assert.equal(login.code, 0, `the approved supplier logs in: ${login.msg}`);

    // The decision closed the review task: it left the to-do list, and a second decision is refused (409).
    const admin = await apiLogin('admin');
    assert.ok(admin.data);
    const todo = await apiCall<{ list: { businessKey: string }[] }>(
      admin.data.token,
      `/flow/todo/page?page=1&limit=100&keyword=${boltId}`,
    );
    assert.equal(todo.data.list.filter((task) => task.businessKey === boltId).length, 0);
    const again = await apiCall<null>(admin.data.token, '/server/user/UpdateAuditStatus', {
      method: 'POST',
      body: JSON.stringify({ userId: Number(boltId), spType: 2, reason: '再次驳回' }),
    });
    assert.equal(again.code, 409);

    // The page shows the outcome read-only: the tag and the reason, no buttons.
    await page.goto(`/operate-logon-approve?userId=${boltId}`);
    const outcome = page.getByTestId('registration-outcome');
    await outcome.waitFor();
    await outcome.getByText('资料齐全，同意入驻').waitFor();
    assert.match(await outcome.innerText(), /已通过/);
    assert.equal(await page.getByTestId('approve-pass').count(), 0);
    await decision.getByTestId('registration-process').waitFor();
    await decision.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'users-registration-approved-zh-CN');
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
      const decision = page.getByTestId('registration-decision');
      await decision.getByTestId('approve-reason').waitFor();
      await decision.getByTestId('registration-process').waitFor();
      assert.match(await page.getByTestId('registration-detail').innerText(), /acme_supplier/);
      await decision.scrollIntoViewIfNeeded();
      await settled(page);
      await screenshot(page, `users-registration-${language}`);

      await page.goto('/operate-zqMember-change');
      await page.getByTestId('ushield-no-user').waitFor();

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
