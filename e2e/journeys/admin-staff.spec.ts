import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  chooseOption,
  clickWhenSettled,
  motionDone,
  settledScreenshot,
  tableReady,
} from '../support/antd.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { fetchNav, loginThroughApi, loginThroughPage, shownNames } from '../support/session.js';

let server: RunningServer;
let browser: Browser;
const RUN = Date.now().toString(36).slice(-4);
const DEPT = `财务部${RUN}`;
const ROLE = `账单专员${RUN}`;
const USERNAME = `clerk${RUN}`;
const PASSWORD = 'Clerk@2026x';

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function operatorPage(): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, 'zh-CN');
  const page = await context.newPage();
  await loginThroughApi(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/operate-index', { timeout: 20_000 });
  return page;
}

/** Ticks the entry of the role's menu tree named exactly `name`. */
async function grant(page: Page, name: string) {
  const node = page
    .getByTestId('role-menu-tree')
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${name}$`) }) })
    .first();
  await node.locator('.ant-tree-checkbox').click();
}

/** Opens every collapsed group of the side menu and answers the texts of all its entries. */
async function sideMenuTexts(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await menu.waitFor();
  for (let round = 0; round < 5; round++) {
    const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    const n = await closed.count();
    if (n === 0) break;
    for (let i = n - 1; i >= 0; i--) await closed.nth(i).click();
    await motionDone(page);
  }
  return (await menu.locator('.ant-menu-title-content').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

describe('staff accounts', () => {
  it('the operator creates a department, a role with two menus and a staff account; the staff member sees only those menus and is logged out by force', async () => {
    const admin = await operatorPage();

    await admin.goto('/sys-dept');
    await admin.getByTestId('dept-page').waitFor();
    await clickWhenSettled(admin, admin.getByTestId('dept-add'));
    await admin.getByTestId('dept-name').fill(DEPT);
    await admin.getByTestId('dept-save').click();
    await admin.getByTestId('dept-table').getByText(DEPT).waitFor();

    await admin.goto('/sys-role');
    await admin.getByTestId('role-page').waitFor();
    await clickWhenSettled(admin, admin.getByTestId('role-add'));
    await admin.getByTestId('role-name').fill(ROLE);
    // The tree's first node is rc-tree's hidden measuring node: wait for a title instead.
    await admin.getByTestId('role-menu-tree').locator('.ant-tree-title').first().waitFor();
    await grant(admin, '账单');
    await grant(admin, '商品分类');
    await settledScreenshot(admin, 'admin-staff-role-zh-CN');
    await admin.getByTestId('role-save').click();
    await admin.getByTestId('role-table').getByText(ROLE).waitFor();

    await admin.goto('/sys-user');
    await admin.getByTestId('staff-page').waitFor();
    await clickWhenSettled(admin, admin.getByTestId('staff-add'));
    await admin.getByTestId('staff-username').fill(USERNAME);
    await admin.getByTestId('staff-password').fill(PASSWORD);
    await admin.getByTestId('staff-real-name').fill('王账单');
    await admin.getByTestId('staff-mobile').fill(`1390000${String(Date.now()).slice(-4)}`);
    await chooseOption(admin, 'staff-dept', DEPT);
    // A multiple select stays open after a choice: pick the role, then close it.
    await admin.getByTestId('staff-roles').click();
    const roles = admin.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
    await motionDone(admin);
    await roles.locator('.ant-select-item-option', { hasText: ROLE }).click();
    await admin.keyboard.press('Escape');
    await roles.waitFor({ state: 'hidden' });
    await settledScreenshot(admin, 'admin-staff-form-zh-CN');
    await admin.getByTestId('staff-save').click();
    await admin.getByTestId('staff-table').getByText(USERNAME).waitFor();
    await settledScreenshot(admin, 'admin-staff-list-zh-CN');

    const staff = await (await newContext(browser, server.baseUrl, 'zh-CN')).newPage();
    await loginThroughPage(staff, USERNAME, PASSWORD);
    await staff.waitForURL((url) => url.pathname === '/sys-zqgoodsclass', { timeout: 20_000 });
    const shown = await sideMenuTexts(staff);
    assert.deepEqual([...shown].sort(), ['分类与标签', '商品分类', '账单管理', '账单'].sort());
    assert.deepEqual([...shown].sort(), [...shownNames(await fetchNav(staff))].sort());
    await settledScreenshot(staff, 'admin-staff-menus-zh-CN');
    // A call outside the role is refused by the server, whatever the page does.
    const refused = await staff.evaluate(async () => {
      const token = document.cookie.match(/(?:^|; )access_token=([^;]+)/)?.[1] ?? '';
      const res = await fetch('/server/order/operatePage', {
        method: 'POST',
        headers: { authorization: `Bearer ${decodeURIComponent(token)}`, 'content-type': 'application/json' },
        body: '{}',
      });
      return ((await res.json()) as { code: number }).code;
    });
    assert.equal(refused, 403);

    await admin.goto('/sys-online');
    await tableReady(admin, 'online-table');
    const row = admin.getByTestId('online-table').locator('.ant-table-row', { hasText: USERNAME });
    await row.waitFor();
    await settledScreenshot(admin, 'admin-staff-online-zh-CN');
    await row.locator('[data-testid^="online-logout-"]').click();
    const ok = admin.getByTestId('online-logout-confirm');
    await ok.waitFor();
    await motionDone(admin);
    await ok.click();
    await admin.locator('.ant-message-success').waitFor();
    await row.waitFor({ state: 'detached' });

    await staff.reload();
    await staff.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    // The staff context is left to the browser's close: closing it here once waited 12 minutes in CI.
  });
});
