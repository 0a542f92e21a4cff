import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import {
  chooseOption,
  clickWhenSettled,
  motionDone,
  settledScreenshot,
  tableReady,
} from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { enableAndApprove, uploadCover } from '../support/goods-setup.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
const AGREEMENT = '仅限存证旅程使用。';
const PAGE = '/operate-zqWeBase';
/** 9 paid orders: 18 entries, so block 1 (16 entries) is sealed and block 2 is open. */
const ORDERS = 9;

let server: RunningServer;
let browser: Browser;
let firstOrderId = '';
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await buyOrders();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const call = <T>(token: string, url: string, body?: unknown, form?: FormData) =>
  callApi<T>(server.baseUrl, token, url, body, form);

/** Through the API: the supplier lists a data package, the consumer buys it ORDERS times. */
async function buyOrders() {
  const admin = await loginByApi(server.baseUrl, 'admin');
  const supplier = await loginByApi(server.baseUrl, 'supplier');
  const consumer = await loginByApi(server.baseUrl, 'consumer');
  await call(admin.token, '/server/user/updateQuota', {
    userId: consumer.userId,
    creditLimit: '10000',
    reason: '存证旅程',
  });
  const category = await call<{ id: string }>(
    admin.token,
    '/server/sourceClassification/addSourceClassification',
    {
      classify: 2,
      name: `存证分类 ${RUN}`,
      nameEn: `Ledger ${RUN}`,
      sort: 10,
      status: 1,
    },
  );
  const folder = `ledger-${RUN}`;
  await call(supplier.token, '/server/hdfsConfig/createFolder', { path: folder });
  const csv = new FormData();
  csv.append('path', folder);
  csv.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'd.csv');
  await call(supplier.token, '/server/hdfsConfig/upload', undefined, csv);
  const name = `存证数据包 ${RUN}`;
  const item = await call<{ id: string }>(supplier.token, '/server/item/create', {
    itemType: 2,
    name,
    classificationId: category.id,
    coverImage: await uploadCover(server.baseUrl, supplier.token, [22, 119, 255]),
    summary: '存证旅程的数据包',
    agreement: AGREEMENT,
    packageFiles: [`${folder}/d.csv`],
  });
  const sku = await call<{ id: string }>(supplier.token, '/server/itemSku/create', {
    itemId: item.id,
    name: '整包',
    billingMode: 3,
    price: '10',
  });
  await enableAndApprove(
    server.baseUrl,
    { owner: supplier.token, operator: admin.token },
    { id: item.id, name },
  );
  for (let i = 0; i < ORDERS; i += 1) {
    const headers = { headers: { 'idempotency-key': randomUUID() } };
    const submitted = await callApi<{ id: string }>(
      server.baseUrl,
      consumer.token,
      '/server/order/submit',
      {
        itemId: item.id,
        skuId: sku.id,
        quantity: 1,
        agreementAccepted: true,
        agreementHash: createHash('sha256').update(AGREEMENT, 'utf8').digest('hex'),
      },
      undefined,
      'POST',
      headers,
    );
    firstOrderId ||= submitted.id;
    await callApi(
      server.baseUrl,
      consumer.token,
      '/server/pay',
      { orderId: submitted.id },
      undefined,
      'POST',
      {
        headers: { 'idempotency-key': randomUUID() },
      },
    );
  }
}

async function ledgerPage(language: 'zh-CN' | 'en-US'): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  const page = await context.newPage();
  await loginThroughApi(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/operate-index', { timeout: 20_000 });
  await page.goto(PAGE);
  await page.getByTestId('ledger-summary').waitFor();
  await tableReady(page, 'ledger-blocks');
  return page;
}

/** Opens a tab of the console once its motion is over. */
async function openTab(page: Page, testId: string) {
  await clickWhenSettled(page, page.getByTestId(testId));
  await motionDone(page);
}

describe('the evidence ledger console', () => {
  it('zh-CN: the operator verifies the chain, sees the signed heads and downloads them', async () => {
    const page = await ledgerPage('zh-CN');
    const entries = Number(await page.getByTestId('ledger-summary-entries').innerText());
    assert.ok(entries >= ORDERS * 2, `${entries} entries`);
    await page
      .getByTestId('ledger-block-state-1')
      .filter({ hasText: /已封块|已签名/ })
      .waitFor();
    await page.getByTestId('ledger-block-state-2').filter({ hasText: '未封块' }).waitFor();
    await settledScreenshot(page, 'ledger-blocks-zh-CN');

    // The published heads: block 1 is signed at the latest when the heads are asked for.
    await openTab(page, 'ledger-tab-heads');
    const heads = await tableReady(page, 'ledger-heads');
    await heads.locator('.ant-table-row').first().waitFor();
    assert.match(await heads.innerText(), /RSA_2048/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('ledger-heads-download').click(),
    ]);
    assert.equal(download.suggestedFilename(), 'evidence-heads.json');
    const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    assert.equal(file.format, 'datamall-evidence-heads/1');
    assert.equal(file.heads[0].blockNo, '1');
    assert.match(file.publicKeys[0].publicKey, /BEGIN PUBLIC KEY/);
    await settledScreenshot(page, 'ledger-heads-zh-CN');

    // The whole chain, part after part, with its progress: valid.
    await openTab(page, 'ledger-tab-verify');
    await clickWhenSettled(page, page.getByTestId('ledger-verify-start'));
    const result = page.getByTestId('ledger-verify-result');
    await result.waitFor({ timeout: 30_000 });
    assert.equal(await result.getAttribute('data-valid'), 'true');
    assert.match(await result.innerText(), /校验通过/);
    assert.match(await page.getByTestId('ledger-verify-progress').innerText(), /2 \/ 2 个区块/);
    // The heads call signed block 1: the summary says so.
    await page.getByTestId('ledger-summary').filter({ hasText: '已签名 1' }).waitFor();
    await settledScreenshot(page, 'ledger-verified-zh-CN');
    await page.context().close();
  });

  it('en-US: the operator filters entries by type and verifies one block from the blocks list', async () => {
    const page = await ledgerPage('en-US');
    await openTab(page, 'ledger-tab-entries');
    await tableReady(page, 'ledger-entries');
    await chooseOption(page, 'ledger-entry-type', 'Order paid');
    await page.getByTestId('ledger-entry-filters-search').click();
    await page
      .locator('.ant-pagination-total-text', { hasText: `${ORDERS} record` })
      .first()
      .waitFor();
    const rows = await tableReady(page, 'ledger-entries');
    assert.equal(await rows.locator('.ant-table-row').count(), ORDERS);
    assert.match(await rows.innerText(), /Order paid/);
    await settledScreenshot(page, 'ledger-entries-en-US');

    await openTab(page, 'ledger-tab-blocks');
    await tableReady(page, 'ledger-blocks');
    await clickWhenSettled(page, page.getByTestId('ledger-verify-block-1'));
    const result = page.getByTestId('ledger-verify-result');
    await result.waitFor({ timeout: 30_000 });
    assert.equal(await result.getAttribute('data-valid'), 'true');
    assert.match(await result.innerText(), /Valid: 1 block\(s\) and 16 entries checked/);
    await settledScreenshot(page, 'ledger-verified-en-US');
    await page.context().close();
  });

  it('zh-CN: the buyer downloads the receipt and the published heads; the offline verifier accepts them', async () => {
    const context = await newContext(browser, server.baseUrl, 'zh-CN');
    const page = await context.newPage();
    await loginThroughApi(page, 'consumer');
    await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/home', {
      timeout: 20_000,
    });
    await page.goto(`/order-customerInfo?id=${firstOrderId}`);
    await page
      .getByTestId('order-evidence')
      .waitFor()
      .catch(async (error) => {
        await screenshot(page, 'ledger-buyer-failed');
        throw error;
      });
    await clickWhenSettled(page, page.getByTestId('evidence-receipt'));
    await page.getByTestId('receipt-view').waitFor();
    await motionDone(page);
    const save = async (testId: string) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
      return (await download.path())!;
    };
    const receipt = await save('receipt-download');
    const heads = await save('receipt-download-heads');
    await settledScreenshot(page, 'ledger-buyer-receipt-zh-CN');
    const cli = (file: string) =>
      run(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/cli/verify-receipt.ts', file, '--heads', heads],
        {
          cwd: ROOT,
        },
      );
    assert.match((await cli(receipt)).stdout, /is VALID against the published heads/);
    // One byte changed in the downloaded receipt: refused, naming the entry.
    const tampered = `${receipt}.tampered.json`;
    fs.writeFileSync(tampered, fs.readFileSync(receipt, 'utf8').replace('"quantity\\":1', '"quantity\\":2'));
    const refused = await cli(tampered).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    assert.equal(refused?.code, 1);
    assert.match(refused?.stderr ?? '', /FAILED +entry 1 \(order.submitted\)/);
    await context.close();
  });
});
