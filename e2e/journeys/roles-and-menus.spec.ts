import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { motionDone } from '../support/antd.js';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { fetchNav, loginThroughPage, shownNames } from '../support/session.js';

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

const ROLES = [
  { username: 'admin', home: '/operate-index' },
  { username: 'supplier', home: '/producer-index' },
  { username: 'developer', home: '/dev-devindex' },
  { username: 'consumer', home: '/consumer-dashboard-index' },
];

describe('each demo role sees exactly its menu', () => {
  for (const role of ROLES) {
    it(`${role.username} logs in, lands on ${role.home} and sees its spec menu`, async () => {
      const context = await newContext(browser, server.baseUrl);
      const page = await context.newPage();
      await loginThroughPage(page, role.username);
      await page.waitForURL((url) => url.pathname === role.home, { timeout: 20_000 });
      const expected = shownNames(await fetchNav(page));
      const shown = await sideMenuTexts(page);
      assert.deepEqual([...shown].sort(), [...expected].sort());
      await screenshot(page, `back-office-${role.username}`);
      await context.close();
    });
  }
});
