import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { motionDone, tableReady } from '../support/antd.js';
import { callApi, loginByApi } from '../support/api.js';
import { launchBrowser, newContext, screenshot } from '../support/browser.js';
import { png } from '../support/png.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughApi } from '../support/session.js';

let server: RunningServer;
let browser: Browser;
let tempDir = '';
/** The licence image the supplier uploads (a small valid PNG written by this journey). */
let licensePng = '';
const contexts: BrowserContext[] = [];

const COMPANY = '华东精密工业数据有限公司';
const CREDIT_CODE = '91350100M000100Y43';
const LEGAL_PERSON = '王华东';
const REJECT_REASON = 'The business licence photo is unreadable, please upload a clearer one';
const IDENTITY_AUTHENTICATION = 'identity-authentication';

const HOMES: Record<string, string> = {
  admin: '/operate-index',
  supplier: '/producer-index',
  developer: '/dev-devindex',
};

/** Looks like a licence from afar: a cream sheet, a red frame, a red seal and grey lines of "text". */
function licenceImage(): Buffer {
  const W = 360;
  const H = 240;
  return png(W, H, (x, y) => {
    const frame = x < 8 || y < 8 || x >= W - 8 || y >= H - 8;
    const inner = x === 14 || y === 14 || x === W - 15 || y === H - 15;
    const seal = (x - 290) ** 2 + (y - 170) ** 2;
    const title = y >= 28 && y < 44 && x >= 120 && x < 240;
    const line = y >= 64 && y < 200 && (y - 64) % 20 < 6 && x >= 40 && x < (y % 40 < 20 ? 230 : 200);
    if (frame || inner || (seal <= 34 ** 2 && seal >= 28 ** 2)) return [200, 30, 40];
    if (title) return [60, 60, 60];
    if (line) return [150, 150, 150];
    return [252, 246, 230];
  });
}

// --- API helpers (the to-do UI belongs to another page) --------------------------------------------------

interface TodoRow {
  taskId: string;
  businessKey: string;
  businessType: string;
  objectName: string;
}

/** The open identity-authentication task of a company, from the operator's to-do list. */
async function identityTask(adminToken: string, companyName: string): Promise<TodoRow> {
  const page = await callApi<{ list: TodoRow[] }>(
    server.baseUrl,
    adminToken,
    `/flow/todo/page?page=1&limit=50&businessType=${IDENTITY_AUTHENTICATION}`,
    undefined,
    undefined,
    'GET',
  );
  const task = page.list.find(
    (t) => t.businessType === IDENTITY_AUTHENTICATION && t.objectName === companyName,
  );
  assert.ok(task, `an open identity review of ${companyName}`);
  return task;
}

/** Uploads a licence and submits the enterprise identity through the API (the developer's setup). */
async function submitThroughApi(token: string, companyName: string) {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(licensePng)], { type: 'image/png' }), 'licence.png');
  const uploaded = await callApi<{ fileKey: string }>(
    server.baseUrl,
    token,
    '/server/user/uploadLicense',
    undefined,
    form,
  );
  await callApi(server.baseUrl, token, '/server/user/submitEnterpriseInfo', {
    companyName,
    creditCode: CREDIT_CODE,
    legalPerson: 'Li Dev',
    licenseFileKey: uploaded.fileKey,
  });
}

// --- browser helpers -------------------------------------------------------------------------------------

async function loggedIn(username: string, language = 'zh-CN'): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughApi(page, username);
  await page.waitForURL((url) => url.pathname === HOMES[username], { timeout: 20_000 });
  return page;
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

/** Waits until the <img> inside `testId` has loaded a real picture; answers its natural size. */
async function imageLoaded(page: Page, testId: string) {
  const selector = `[data-testid="${testId}"] img`;
  await page.waitForFunction(
    (sel) => {
      const img = document.querySelector<HTMLImageElement>(sel);
      return Boolean(img?.complete && img.naturalWidth > 0);
    },
    selector,
    { timeout: 15_000 },
  );
  return page.locator(selector).evaluate((img: HTMLImageElement) => ({
    w: img.naturalWidth,
    h: img.naturalHeight,
    src: img.getAttribute('src') ?? '',
  }));
}

/** Scrolls the enterprise card's top to the top of the content, mouse out of the way, toasts gone. */
async function showCard(page: Page) {
  await page.getByTestId('enterprise-auth').evaluate((el: HTMLElement) => {
    // Below the fixed header bar.
    el.style.scrollMarginTop = '72px';
    el.scrollIntoView({ block: 'start' });
  });
  await page.mouse.move(1300, 800);
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
  await settled(page);
}

/** The enterprise card once its state is known. */
async function enterpriseCard(page: Page, view: string) {
  const card = page.locator(`[data-testid="enterprise-auth"][data-view="${view}"]`);
  await card.waitFor({ timeout: 15_000 });
  return card;
}

function row(page: Page, testId: string, text: string) {
  return page.getByTestId(testId).locator('tr.ant-table-row', { hasText: text });
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datamall-licence-'));
  licensePng = path.join(tempDir, 'licence.png');
  fs.writeFileSync(licensePng, licenceImage());
});
after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

describe('enterprise identity', () => {
  let supplier: Page;
  let admin: Page;

  it('the supplier uploads the licence, fills in the enterprise and submits: awaiting platform review', async () => {
    supplier = await loggedIn('supplier');
    await supplier.goto('/zquserauthentication-info');
    const card = await enterpriseCard(supplier, 'new');
    assert.match(await supplier.getByTestId('enterprise-status').innerText(), /待提交/);
    assert.equal(await card.getByTestId('certified-badge').count(), 0);

    // A wrong check character is caught before anything is sent.
    await supplier.getByTestId('enterprise-company').fill(COMPANY);
    await supplier.getByTestId('enterprise-credit-code').fill('91350100m000100y44');
    await supplier.getByTestId('enterprise-legal-person').fill(LEGAL_PERSON);
    await supplier.getByTestId('enterprise-submit').click();
    await card.getByText('统一社会信用代码校验位不正确，请核对后重新输入').waitFor();
    await card.getByText('请上传营业执照').waitFor();

    await supplier.getByTestId('enterprise-credit-code').fill(CREDIT_CODE);
    await supplier.getByTestId('license-upload').locator('input[type="file"]').setInputFiles(licensePng);
    const preview = await imageLoaded(supplier, 'license-preview');
    assert.deepEqual([preview.w, preview.h], [360, 240]);
    assert.match(preview.src, /^blob:/);
    await card.getByText('统一社会信用代码校验位不正确，请核对后重新输入').waitFor({ state: 'detached' });
    await showCard(supplier);
    await screenshot(supplier, 'enterprise-form-filled-zh-CN');

    await supplier.getByTestId('enterprise-submit').click();
    const inReview = await enterpriseCard(supplier, 'inReview');
    assert.match(await supplier.getByTestId('enterprise-in-review').innerText(), /已提交，等待平台审核/);
    assert.match(await supplier.getByTestId('enterprise-status').innerText(), /待平台审核/);
    assert.equal(await supplier.getByTestId('enterprise-submit').isDisabled(), true);
    assert.equal(await supplier.getByTestId('enterprise-company').isDisabled(), true);
    assert.equal(await supplier.getByTestId('license-upload').locator('input[type="file"]').count(), 0);
    assert.equal(await supplier.getByTestId('enterprise-credit-code').inputValue(), CREDIT_CODE);
    // The licence on file now comes from the server, with the token in the URL.
    const onFile = await imageLoaded(supplier, 'license-preview');
    assert.match(onFile.src, /^\/server\/user\/licenseImage\?userId=\d+&access_token=/);
    assert.equal(await inReview.getByTestId('enterprise-reject-reason').count(), 0);
    await showCard(supplier);
    await screenshot(supplier, 'enterprise-in-review-zh-CN');
  });

  it('the operator sees the submission awaiting review and opens it with the licence image', async () => {
    admin = await loggedIn('admin');
    await admin.goto('/operate-logon-authentication');
    await tableReady(admin, 'enterprise-table');
    const submitted = row(admin, 'enterprise-table', 'supplier');
    await submitted.waitFor();
    const text = await submitted.innerText();
    for (const expected of [COMPANY, CREDIT_CODE, LEGAL_PERSON, '待平台审核'])
      assert.match(text, new RegExp(expected));
    assert.equal(
      await admin.getByTestId('enterprise-review-supplier').getAttribute('href'),
      `/flow-todo?businessType=${IDENTITY_AUTHENTICATION}`,
    );
    await screenshot(admin, 'enterprise-list-zh-CN');

    await admin.getByTestId('enterprise-detail-supplier').click();
    const drawer = admin.getByTestId('enterprise-drawer');
    await drawer.getByTestId('enterprise-descriptions').waitFor();
    const image = await imageLoaded(admin, 'license-image');
    assert.deepEqual([image.w, image.h], [360, 240]);
    assert.match(image.src, /access_token=/);
    const details = await drawer.innerText();
    for (const expected of ['supplier', COMPANY, CREDIT_CODE, LEGAL_PERSON]) {
      assert.match(details, new RegExp(expected));
    }
    await drawer.getByTestId('enterprise-drawer-review').waitFor();
    await settled(admin);
    await screenshot(admin, 'enterprise-drawer-zh-CN');
    await admin.keyboard.press('Escape');
    await drawer.getByTestId('enterprise-descriptions').waitFor({ state: 'detached' });
  });

  it('approved in the review: the supplier reloads and sees the certified badge and the data read-only', async () => {
    const { token } = await loginByApi(server.baseUrl, 'admin');
    const task = await identityTask(token, COMPANY);
    await callApi(
      server.baseUrl,
      token,
      `/flow/common/complete?taskId=${task.taskId}&comment=${encodeURIComponent('营业执照与企业信息一致')}`,
    );

    await supplier.reload();
    const card = await enterpriseCard(supplier, 'approved');
    assert.equal(
      await supplier
        .getByTestId('enterprise-status')
        .getByTestId('certified-badge')
        .getAttribute('data-certified'),
      '1',
    );
    assert.match(await supplier.getByTestId('enterprise-status').innerText(), /已认证/);
    assert.equal(await card.getByTestId('enterprise-form').count(), 0);
    assert.equal(await supplier.getByTestId('enterprise-view-credit-code').innerText(), CREDIT_CODE);
    assert.equal(await supplier.getByTestId('enterprise-view-company').innerText(), COMPANY);
    await imageLoaded(supplier, 'license-image');
    // The shop itself is certified now (queryShopInfo).
    assert.equal(
      await supplier
        .getByTestId('shop-info-view')
        .getByTestId('certified-badge')
        .getAttribute('data-certified'),
      '1',
    );
    await showCard(supplier);
    await screenshot(supplier, 'enterprise-approved-zh-CN');

    // The operator's approved tab has it; the review tab no longer does.
    await admin.goto('/operate-logon-authentication?tab=approved');
    await tableReady(admin, 'enterprise-table');
    await row(admin, 'enterprise-table', 'supplier').waitFor();
    await admin.getByTestId('enterprise-tab-review').click();
    await tableReady(admin, 'enterprise-table');
    await row(admin, 'enterprise-table', 'supplier').waitFor({ state: 'detached' });
  });

  it('a rejected developer sees the reason and may submit again (en-US)', async () => {
    const company = 'Delta Robotics Data Ltd';
    await submitThroughApi((await loginByApi(server.baseUrl, 'developer')).token, company);
    const adminToken = (await loginByApi(server.baseUrl, 'admin')).token;
    const task = await identityTask(adminToken, company);
    await callApi(
      server.baseUrl,
      adminToken,
      '/flow/common/reject',
      undefined,
      new URLSearchParams({ taskId: task.taskId, comment: REJECT_REASON }),
    );

    const developer = await loggedIn('developer', 'en-US');
    await developer.goto('/zquserauthentication-devinfo');
    await enterpriseCard(developer, 'rejected');
    assert.equal(await developer.getByTestId('enterprise-reject-reason').innerText(), REJECT_REASON);
    assert.match(await developer.getByTestId('enterprise-status').innerText(), /Rejected/);
    assert.equal(await developer.getByTestId('enterprise-submit').isDisabled(), false);
    assert.equal(await developer.getByTestId('enterprise-company').inputValue(), company);
    await imageLoaded(developer, 'license-preview');
    await showCard(developer);
    await screenshot(developer, 'enterprise-rejected-en-US');
  });

  it('pages in en-US: the approved supplier, the operator list and drawer', async () => {
    const supplierEn = await loggedIn('supplier', 'en-US');
    await supplierEn.goto('/zquserauthentication-info');
    await enterpriseCard(supplierEn, 'approved');
    assert.match(await supplierEn.getByTestId('enterprise-status').innerText(), /Certified/);
    await imageLoaded(supplierEn, 'license-image');
    await showCard(supplierEn);
    await screenshot(supplierEn, 'enterprise-approved-en-US');

    const adminEn = await loggedIn('admin', 'en-US');
    await adminEn.goto('/operate-logon-authentication?tab=all');
    await tableReady(adminEn, 'enterprise-table');
    await row(adminEn, 'enterprise-table', 'supplier').waitFor();
    await row(adminEn, 'enterprise-table', 'developer').waitFor();
    assert.match(await row(adminEn, 'enterprise-table', 'developer').innerText(), new RegExp(REJECT_REASON));
    await screenshot(adminEn, 'enterprise-list-en-US');

    await adminEn.getByTestId('enterprise-detail-developer').click();
    await adminEn.getByTestId('enterprise-drawer').getByTestId('enterprise-descriptions').waitFor();
    await imageLoaded(adminEn, 'license-image');
    await settled(adminEn);
    await screenshot(adminEn, 'enterprise-drawer-en-US');
  });
});
