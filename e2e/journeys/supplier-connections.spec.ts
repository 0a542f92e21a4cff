import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

const SCHEMA = `e2e_conn_${randomBytes(3).toString('hex')}`;
const TABLE = 'line_sensor';
const PG = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' };

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
    await c.query(
      `create table ${SCHEMA}.${TABLE} (id int primary key, device text, temperature numeric(5,1))`,
    );
    await c.query(`comment on table ${SCHEMA}.${TABLE} is '产线传感器读数'`);
    await c.query(
      `insert into ${SCHEMA}.${TABLE} select g, 'PLC-' || g, 20 + g / 10.0 from generate_series(1, 25) g`,
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

async function addAndBrowse(page: Page, language: 'zh-CN' | 'en-US', name: string) {
  await page.goto('/producer-zqdatalink');
  await page.getByTestId('connection-list').waitFor();
  await page.getByTestId('connection-add').click();
  await page.getByTestId('connection-form').waitFor();
  await page.getByTestId('conn-name').fill(name);
  await page.getByTestId('conn-host').fill('127.0.0.1');
  assert.equal(await page.getByTestId('conn-port').inputValue(), '5432');
  await page.getByTestId('conn-database').fill('test');
  await page.getByTestId('conn-username').fill('postgres');
  await page.getByTestId('conn-test').click();
  const result = page.getByTestId('test-result');
  await result.waitFor();
  assert.match((await result.textContent()) ?? '', /PostgreSQL \d+/);
  await screenshot(page, `supplier-connections-form-${language}`);
  await page.getByTestId('conn-save').click();
  await page.getByTestId('connection-list').waitFor();
  await page.getByRole('cell', { name }).waitFor();
  await page.getByTestId(`test-${name}`).click();
  await page.locator('[data-testid="test-status"].ant-tag-success').first().waitFor();
  await screenshot(page, `supplier-connections-list-${language}`);

  await page.getByTestId(`browse-${name}`).click();
  await page.getByTestId('connection-detail').waitFor();
  await page.getByTestId('schema-select').click();
  await page.locator('.ant-select-item-option', { hasText: SCHEMA }).click();
  await page.getByTestId(`preview-${TABLE}`).waitFor();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
  await screenshot(page, `supplier-connections-info-${language}`);
  await page.getByTestId(`preview-${TABLE}`).click();
  const preview = page.getByTestId('preview-table');
  await preview.locator('tbody tr.ant-table-row').first().waitFor();
  assert.equal(await preview.locator('tbody tr.ant-table-row').count(), 20);
  await preview.getByText('PLC-1', { exact: true }).waitFor();
  await screenshot(page, `supplier-connections-preview-${language}`);
  await page.keyboard.press('Escape');
  await page.getByTestId(`columns-${TABLE}`).click();
  await page.getByTestId('columns-table').getByText('temperature').waitFor();
  await screenshot(page, `supplier-connections-columns-${language}`);
}

describe('supplier database connections', () => {
  for (const language of ['zh-CN', 'en-US'] as const) {
    it(`adds, tests, saves, browses and previews a PostgreSQL connection (${language})`, async () => {
      const context = await newContext(browser, server.baseUrl, language);
      const page = await context.newPage();
      try {
        await loginThroughApi(page, 'supplier');
        await page.waitForURL(/producer-index/);
        await addAndBrowse(page, language, `PG ${language}`);
      } finally {
        await context.close();
      }
    });
  }
});
