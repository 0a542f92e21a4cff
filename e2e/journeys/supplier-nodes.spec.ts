import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { clickWhenSettled, motionDone } from '../support/antd.js';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

let server: RunningServer;
let browser: Browser;

const rsaPem = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
    type: 'spki',
    format: 'pem',
  }) as string;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** What an edge node does: POST its heartbeat with its token in the X-Node-Token header. */
async function heartbeat(nodeId: string, token: string) {
  const res = await fetch(`${server.baseUrl}/server/user/edgeNodeStatus?nodeId=${nodeId}&version=2.1.0`, {
    method: 'POST',
    headers: { 'x-node-token': token },
  });
  return (await res.json()) as { code: number; data: { status: string } };
}

/** Calls the API as the logged-in page user. */
async function callAsPage(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const token = document.cookie.match(/(?:^|; )access_token=([^;]+)/)?.[1] ?? '';
      const res = await fetch(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${decodeURIComponent(token)}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.json();
    },
    { path, body },
  );
}

const statusTag = (page: Page, name: string) => page.getByTestId(`node-status-${name}`).first();

async function supplierJourney(page: Page, language: 'zh-CN' | 'en-US') {
  const name = `Edge ${language}`;
  const secondary = `Edge ${language} B`;
  await page.goto('/producer-nodeinfo');
  await page.getByTestId('node-list').waitFor();
  await page.getByTestId('node-add').click();
  await page.getByTestId('node-form').waitFor();

  // The form refuses a bad address before calling the server.
  await page.getByTestId('node-name').fill(name);
  await page.getByTestId('node-address').fill('not an address');
  await page.getByTestId('node-public-key').fill('hello');
  await page.getByTestId('node-save').click();
  await page.locator('.ant-form-item-explain-error').first().waitFor();
  await page.locator('.ant-form-item-explain-error', { hasText: /PEM/ }).waitFor();
  await screenshot(page, `supplier-nodes-form-errors-${language}`);

  await page.getByTestId('node-address').fill(`edge-${language.toLowerCase()}.example.com:8443`);
  await page.getByTestId('node-public-key').fill(rsaPem());
  await page.getByTestId('node-description').fill('Line 1 edge gateway');
  await page.getByTestId('node-save').click();
  const modal = page.getByTestId('node-token-modal');
  await modal.waitFor();
  const token = ((await page.getByTestId('node-token').textContent()) ?? '').trim();
  assert.match(token, /^nt_[A-Za-z0-9_-]{43}$/);
  const command = (await page.getByTestId('node-heartbeat-command').textContent()) ?? '';
  const nodeId = /nodeId=(\d+)/.exec(command)?.[1];
  assert.ok(nodeId, command);
  assert.ok(command.includes(`X-Node-Token: ${token}`));
  await page.getByTestId('node-token-done').waitFor();
  await motionDone(page); // the modal's opening animation
  await screenshot(page, `supplier-nodes-token-${language}`);
  await page.getByTestId('node-token-done').click();

  await page.getByTestId('node-list').waitFor();
  await page.getByRole('cell', { name }).first().waitFor();
  assert.equal(await statusTag(page, name).getAttribute('data-status'), 'offline');
  await page.waitForFunction(() => !document.querySelector('.ant-table-wrapper .ant-spin-blur'));
  await motionDone(page); // the loading veil fades out
  await screenshot(page, `supplier-nodes-offline-${language}`);

  // The edge node beats; the list turns online by itself within its 15 s refresh.
  const beat = await heartbeat(nodeId, token);
  assert.equal(beat.code, 0);
  assert.equal(beat.data.status, 'online');
  await page
    .locator(`[data-testid="node-status-${name}"][data-status="online"]`)
    .waitFor({ timeout: 20_000 });
  await page.locator('tr.ant-table-row', { hasText: name }).getByText('v2.1.0').waitFor();
  await screenshot(page, `supplier-nodes-online-${language}`);

  // A wrong token changes nothing.
  assert.equal((await heartbeat(nodeId, `${token.slice(0, -1)}x`)).code, 10161);

  const saved = await callAsPage(page, '/server/nodeInfo/save', {
    name: secondary,
    kind: 'data',
    address: `https://edge-b-${language.toLowerCase()}.example.com`,
    publicKey: rsaPem(),
  });
  assert.equal(saved.code, 0);

  await page.getByTestId('node-refresh').click();
  await page.getByTestId(`bind-${name}`).click();
  await page.getByTestId('node-bind').waitFor();
  await page.getByTestId('bind-candidates').click();
  await page.locator('.ant-select-item-option', { hasText: secondary }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('bind-submit').click();
  await page.getByTestId('secondary-table').getByRole('cell', { name: secondary }).waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
  await screenshot(page, `supplier-nodes-bind-${language}`);

  await page.goto('/producer-nodeinfo');
  await page.getByTestId('node-list').waitFor();
  const secondaryRow = page.locator('tr.ant-table-row', { hasText: secondary });
  await secondaryRow.getByText(language === 'zh-CN' ? `隶属 ${name}` : `Under ${name}`).waitFor();
  return { name, secondary };
}

async function operatorJourney(
  page: Page,
  language: 'zh-CN' | 'en-US',
  names: { name: string; secondary: string },
) {
  await page.goto('/operate-zqNode-dataNode');
  await page.getByTestId('operator-node-list-data').waitFor();
  await page.getByTestId('filter-owner').fill('supplier');
  await page.getByTestId('node-filters-search').click();
  const row = page.locator('tr.ant-table-row', { hasText: names.name }).first();
  await row.waitFor();
  await page.locator(`[data-testid="node-status-${names.name}"][data-status="online"]`).waitFor();
  await page.locator('tr.ant-table-row', { hasText: names.secondary }).first().waitFor();
  await screenshot(page, `operator-nodes-data-${language}`);
  await page.getByTestId(`node-name-${names.name}`).click();
  await page.getByTestId('node-drawer').getByText(names.secondary).waitFor();
  await motionDone(page); // the drawer's opening animation
  await screenshot(page, `operator-nodes-detail-${language}`);
  await page.keyboard.press('Escape');

  // The operator's own node becomes the platform node (platformNodeId).
  const platform = `Platform ${language}`;
  await page.goto('/operate-zqOperateNodeinfo');
  await page.getByTestId('node-list').waitFor();
  await page.getByTestId('node-add').click();
  await page.getByTestId('node-form').waitFor();
  await page.getByTestId('node-name').fill(platform);
  await page.getByTestId('node-kind-privacy').click();
  await page.getByTestId('node-address').fill(`https://psi-${language.toLowerCase()}.platform.example.com`);
  await page.getByTestId('node-public-key').fill(rsaPem());
  await page.getByTestId('node-save').click();
  await page.getByTestId('node-token-done').waitFor();
  await motionDone(page); // the modal's opening animation: a click during it was lost once under load
  await page.getByTestId('node-token-done').click();
  await page.getByTestId('node-list').waitFor();
  await page.getByTestId(`more-${platform}`).click();
  await page.getByTestId(`set-platform-${platform}`).click();
  await clickWhenSettled(page, page.getByTestId('confirm-set-platform'));
  await page.getByTestId('platform-node').getByText(platform).waitFor();
  await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
  await screenshot(page, `operator-nodes-platform-${language}`);

  await page.goto('/operate-zqNode-concealNode');
  await page.getByTestId('operator-node-list-privacy').waitFor();
  await page.locator('tr.ant-table-row', { hasText: platform }).first().waitFor();
  assert.equal(await page.locator('tr.ant-table-row', { hasText: names.name }).count(), 0);
}

describe('supplier nodes', () => {
  for (const language of ['zh-CN', 'en-US'] as const) {
    it(`adds a node, sees it go online by heartbeat, binds a secondary; the operator sees it (${language})`, async () => {
      const supplierContext = await newContext(browser, server.baseUrl, language);
      const operatorContext = await newContext(browser, server.baseUrl, language);
      try {
        const supplierPage = await supplierContext.newPage();
        await loginThroughApi(supplierPage, 'supplier');
        await supplierPage.waitForURL(/producer-index/);
        const names = await supplierJourney(supplierPage, language);

        const operatorPage = await operatorContext.newPage();
        await loginThroughApi(operatorPage, 'admin');
        await operatorPage.waitForURL(/operate-index/);
        await operatorJourney(operatorPage, language, names);
      } finally {
        await supplierContext.close();
        await operatorContext.close();
      }
    });
  }
});
