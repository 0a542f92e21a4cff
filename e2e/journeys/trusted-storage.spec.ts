import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { clickWhenSettled, motionDone } from '../support/antd.js';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

const SCHEMA = `e2e_store_${randomBytes(3).toString('hex')}`;
const TABLE = 'order_input';
const PG = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' };
const CSV = 'id,device,value\n1,PLC-1,20.5\n2,PLC-2,21.0\n';

let server: RunningServer;
let browser: Browser;

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(PG);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

before(async () => {
  await admin(async (c) => {
    await c.query(`create schema ${SCHEMA}`);
    await c.query(`create table ${SCHEMA}.${TABLE} (id int primary key, plant text, quantity int)`);
    await c.query(`comment on column ${SCHEMA}.${TABLE}.plant is '工厂'`);
    await c.query(
      `insert into ${SCHEMA}.${TABLE} select g, 'Plant-' || (g % 3), g * 10 from generate_series(1, 12) g`,
    );
  });
  server = await startServer({ CONNECTOR_ALLOW_PRIVATE: 'on' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await admin((c) => c.query(`drop schema if exists ${SCHEMA} cascade`));
});

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The hidden file input of the antd Upload in the storage browser. */
async function uploadFile(page: Page, name: string, content: string) {
  await page
    .getByTestId('storage-browser')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

async function supplierStorage(page: Page, language: 'zh-CN' | 'en-US') {
  const folder = `packages-${language}`;
  await page.goto('/sys-configuration');
  await page.getByTestId('storage-config').waitFor();
  // An S3 store that does not answer: the test names the reason and nothing is saved.
  const closed = await closedPort();
  await page.locator('label:has([data-testid="storage-type-s3"])').click();
  await page.getByTestId('s3-endpoint').fill(`http://127.0.0.1:${closed}`);
  await page.getByTestId('s3-bucket').fill('packages');
  await page.getByTestId('s3-access-key').fill('AKIAEXAMPLE');
  await page.getByTestId('s3-secret-key').fill('not-a-real-secret');
  await page.getByTestId('storage-test').click();
  const failed = page.locator('[data-testid="storage-outcome"].ant-alert-error');
  await failed.waitFor();
  assert.match((await failed.textContent()) ?? '', new RegExp(`127\\.0\\.0\\.1:${closed}`));
  await screenshot(page, `trusted-storage-s3-failed-${language}`);
  await page.locator('label:has([data-testid="storage-type-local"])').click();
  await page.getByTestId('storage-test').click();
  await page.locator('[data-testid="storage-outcome"].ant-alert-success').waitFor();
  await page.getByTestId('storage-save').click();
  await page.locator('[data-testid="storage-outcome"].ant-alert-success').waitFor();
  assert.match((await page.getByTestId('storage-current').textContent()) ?? '', /平台存储|Platform storage/);

  await page.getByTestId('storage-new-folder').click();
  // The folder dialog zooms in: typing or clicking before it settles can be lost (the folder was never made once).
  await page.getByTestId('folder-name').waitFor();
  await motionDone(page);
  await page.getByTestId('folder-name').fill(folder);
  await clickWhenSettled(page, page.getByTestId('folder-save'));
  await page.getByTestId('folder-name').waitFor({ state: 'hidden' });
  await page.getByTestId(`open-${folder}`).click();
  await page.getByTestId('storage-path').getByText(folder).waitFor();
  // The folder's listing re-renders the upload input: a file set on the old one is lost.
  await motionDone(page);

  await uploadFile(page, 'readings.csv', CSV);
  await page.getByTestId('file-readings.csv').waitFor();
  await uploadFile(page, 'old.csv', 'x\n');
  await page.getByTestId('file-old.csv').waitFor();
  const row = page.getByTestId('storage-files').locator('tr', { hasText: 'readings.csv' });
  assert.match((await row.textContent()) ?? '', new RegExp(`${CSV.length} B`));
  // The folder tree learned about the new folder too.
  await page.getByTestId('storage-tree').getByText(folder).waitFor();
  await screenshot(page, `trusted-storage-files-${language}`);

  await page.getByTestId('delete-old.csv').click();
  // A click during the confirmation's zoom is lost.
  await clickWhenSettled(page, page.getByTestId('confirm-delete'));
  await page.getByTestId('file-old.csv').waitFor({ state: 'detached' });

  // What the page shows is on the platform's disk, inside the supplier's own folder.
  const trusted = path.join(server.dataDir, 'trusted');
  const owners = fs.readdirSync(trusted).filter((d) => /^\d+$/.test(d));
  const stored = owners
    .map((o) => path.join(trusted, o, folder, 'readings.csv'))
    .find((f) => fs.existsSync(f));
  assert.ok(stored, 'the uploaded file is in the supplier storage folder');
  assert.equal(fs.readFileSync(stored, 'utf8'), CSV);
  assert.equal(fs.existsSync(path.join(path.dirname(stored), 'old.csv')), false);

  // Back to the root through the breadcrumb: the folder is listed with the right type.
  await page.getByTestId('storage-path').getByRole('button').first().click();
  await page.getByTestId(`open-${folder}`).waitFor();
}

async function consumerConnection(page: Page, language: 'zh-CN' | 'en-US') {
  const name = `Consumer PG ${language}`;
  await page.goto('/consumer-zqdatalink');
  await page.getByTestId('connection-list').waitFor();
  await page.getByTestId('connection-add').click();
  await page.waitForURL(/consumer-zqdatalink-add-or-update/);
  await page.getByTestId('conn-name').fill(name);
  await page.getByTestId('conn-host').fill('127.0.0.1');
  await page.getByTestId('conn-database').fill('test');
  await page.getByTestId('conn-username').fill('postgres');
  await page.getByTestId('conn-test').click();
  assert.match((await page.getByTestId('test-result').textContent()) ?? '', /PostgreSQL \d+/);
  await page.getByTestId('conn-save').click();
  await page.waitForURL(/consumer-zqdatalink$/);
  await page.getByRole('cell', { name }).waitFor();
  await screenshot(page, `consumer-connections-list-${language}`);

  await page.getByTestId(`browse-${name}`).click();
  await page.waitForURL(/consumer-zqdatalink-info\?/);
  await page.getByTestId('open-test-page').click();
  await page.waitForURL(/consumer-zqdatalink-test-link/);
  await page.locator('[data-testid="test-page-result"][data-ok="true"]').waitFor();
  assert.match((await page.getByTestId('test-elapsed').textContent()) ?? '', /\d+/);
  await screenshot(page, `consumer-connection-test-${language}`);

  await page.goBack();
  await page.getByTestId('schema-select').click();
  await page.locator('.ant-select-item-option', { hasText: SCHEMA }).click();
  await page.getByTestId(`columns-${TABLE}`).click();
  await page.waitForURL(/consumer-zqdatalink-info-table/);
  await page.getByTestId('field-link-plant').click();
  await page.waitForURL(/consumer-zqdatalink-info-field/);
  await page.getByTestId('field-description').getByText('工厂').waitFor();
  await page.getByTestId('field-samples').getByText('Plant-1', { exact: true }).waitFor();
  await screenshot(page, `consumer-connection-field-${language}`);

  // Data table management: register the table with two of its fields.
  const tableName = `Orders ${language}`;
  await page.goto('/consumer-zqdatatable');
  await page.getByTestId('registered-tables-page').waitFor();
  await page.getByTestId('register-tables').click();
  await page.getByTestId('table-registration-form').waitFor();
  await pick(page, 'reg-connection', name);
  await pick(page, 'reg-schema', SCHEMA);
  await pick(page, 'reg-table', TABLE);
  await page.locator('label:has([data-testid="reg-field-quantity"])').waitFor();
  await page.locator('label:has([data-testid="reg-field-quantity"])').click();
  await page.getByTestId('reg-name').fill(tableName);
  await page.getByTestId('reg-save').click();
  await page.waitForURL(/consumer-zqdatatable$/);
  const registered = page.getByTestId(`registered-fields-${tableName}`);
  await registered.waitFor();
  assert.match((await registered.textContent()) ?? '', /2/);
  await screenshot(page, `consumer-tables-${language}`);
}

/** Opens an antd Select by test id and picks the option with this text. */
async function pick(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: text,
    })
    .first()
    .click();
}

async function supplierRegistersTables(page: Page, language: 'zh-CN' | 'en-US') {
  const name = `Supplier PG ${language}`;
  await page.goto('/producer-zqdatalink-add-or-update');
  await page.getByTestId('connection-form').waitFor();
  await page.getByTestId('conn-name').fill(name);
  await page.getByTestId('conn-host').fill('127.0.0.1');
  await page.getByTestId('conn-database').fill('test');
  await page.getByTestId('conn-username').fill('postgres');
  await page.getByTestId('conn-save').click();
  await page.getByTestId(`browse-${name}`).click();
  // The connection's page, settled (its registered tables listed), before starting the wizard from it.
  await page.waitForURL(/producer-zqdatalink-info/);
  await page.getByTestId('connection-detail').waitFor();
  await page.getByTestId('registered-tables').locator('.ant-table-row, .ant-empty').first().waitFor();
  await page.getByTestId('register-tables').click();
  await page.waitForURL(/producer-zqdatalink-add-schemas/);
  await page.locator(`label:has([data-testid="wizard-schema-${SCHEMA}"])`).click();
  await page.getByTestId('wizard-next').click();
  await page.waitForURL(/producer-zqdatalink-add-table/);
  await page
    .getByTestId('wizard-tables')
    .locator('tr', { hasText: TABLE })
    .locator('input[type=checkbox]')
    .check();
  await page.getByTestId('wizard-next').click();
  await page.waitForURL(/producer-zqdatalink-add-field/);
  await page.getByTestId(`wizard-name-${TABLE}`).waitFor();
  await page.locator(`label:has([data-testid="wizard-field-${TABLE}-quantity"])`).click();
  await page.getByTestId(`wizard-name-${TABLE}`).fill(`Supplier orders ${language}`);
  await screenshot(page, `supplier-register-fields-${language}`);
  await page.getByTestId('wizard-finish').click();
  await page.waitForURL(/producer-zqdatalink-info\?/);
  const registered = page.getByTestId(`registered-fields-Supplier orders ${language}`);
  await registered.waitFor();
  assert.match((await registered.textContent()) ?? '', /2/);
  await registered.scrollIntoViewIfNeeded();
  await screenshot(page, `supplier-registered-tables-${language}`);
}

describe('trusted storage and consumer connections', () => {
  for (const language of ['zh-CN', 'en-US'] as const) {
    it(`supplier keeps files in local trusted storage and registers tables (${language})`, async () => {
      const context = await newContext(browser, server.baseUrl, language);
      const page = await context.newPage();
      try {
        await loginThroughApi(page, 'supplier');
        await page.waitForURL(/producer-index/);
        await supplierStorage(page, language);
        await supplierRegistersTables(page, language);
      } finally {
        await context.close();
      }
    });

    it(`consumer adds, tests and browses a database connection (${language})`, async () => {
      const context = await newContext(browser, server.baseUrl, language);
      const page = await context.newPage();
      try {
        await loginThroughApi(page, 'consumer');
        await page.waitForURL(/consumer-dashboard-index/);
        await consumerConnection(page, language);
      } finally {
        await context.close();
      }
    });
  }
});
