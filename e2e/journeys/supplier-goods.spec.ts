import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseOption, clickWhenSettled, motionDone, settledScreenshot } from '../support/antd.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { png } from '../support/png.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughPage } from '../support/session.js';

const RUN = randomBytes(3).toString('hex');
const CATEGORY = `设备运行数据 ${RUN}`;
const GOOD = `产线设备温度数据包 ${RUN}`;
const FOLDER = `packages-${RUN}`;
const PACKAGE_FILE = 'readings-2026.csv';
const CSV = `device,ts,temperature\n${Array.from({ length: 50 }, (_, i) => `PLC-${i % 5},2026-01-01T00:${String(i).padStart(2, '0')}:00Z,${(20 + i / 10).toFixed(1)}`).join('\n')}\n`;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

async function login(language: 'zh-CN' | 'en-US', username: 'supplier' | 'admin'): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughPage(page, username);
  await page.waitForURL(/(producer-index|operate-index)/, { timeout: 20_000 });
  return page;
}

/** A call with the page's login token (setup only: what the journey checks goes through the pages). */
async function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, url, body }) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )access_token=([^;]+)/)?.[1] ?? '');
      const res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as { code: number; msg: string; data: unknown };
    },
    { method, url, body },
  );
  assert.equal(answer.code, 0, `${url}: ${answer.msg}`);
  return answer.data as T;
}

async function upload(page: Page, testId: string, name: string, mimeType: string, buffer: Buffer) {
  await page
    .getByTestId(testId)
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name, mimeType, buffer });
}

/** The row of the good in a goods table. */
const rowOf = (page: Page) => page.getByTestId('item-table').locator('tr.ant-table-row', { hasText: GOOD });

/** Setup the platform needs before a supplier can publish: a goods category, and a file in trusted storage. */
async function prepare() {
  const operator = await login('zh-CN', 'admin');
  await call(operator, 'POST', '/server/sourceClassification/addSourceClassification', {
    classify: 2,
    name: CATEGORY,
    nameEn: `Equipment data ${RUN}`,
    sort: 10,
    status: 1,
  });
  const supplier = await login('zh-CN', 'supplier');
  await call(supplier, 'POST', '/server/hdfsConfig/createFolder', { path: FOLDER });
  const uploaded = await supplier.evaluate(
    async ({ folder, name, csv }) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )access_token=([^;]+)/)?.[1] ?? '');
      const form = new FormData();
      form.append('path', folder);
      form.append('file', new Blob([csv], { type: 'text/csv' }), name);
      const res = await fetch('/server/hdfsConfig/upload', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return (await res.json()) as { code: number; msg: string };
    },
    { folder: FOLDER, name: PACKAGE_FILE, csv: CSV },
  );
  assert.equal(uploaded.code, 0, uploaded.msg);
  return supplier;
}

async function createPackage(page: Page) {
  await page.goto('/producer-zqdata');
  await page.getByTestId('item-list').waitFor();
  await settledScreenshot(page, 'supplier-goods-list-empty-zh-CN');
  await page.getByTestId('item-add-2').click();
  await page.getByTestId('item-form').waitFor();

  // Saving without a name names the field.
  await page.getByTestId('item-save').click();
  await page.getByText('商品名称不能为空').waitFor();

  await page.getByTestId('item-name').fill(GOOD);
  await chooseOption(page, 'item-classification', CATEGORY);
  await page.getByTestId('item-tags').locator('input').fill('设备温度');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByTestId('item-summary').fill('5 台 PLC 一月的温度读数，每分钟一条。');

  // A file named .png that is not an image is refused by the server, which says why; nothing is kept.
  await upload(page, 'item-cover', 'cover.png', 'image/png', Buffer.from('MZ this is not an image at all'));
  await page.locator('.ant-message-error').first().waitFor();
  assert.equal(await page.getByTestId('item-cover-item').count(), 0);
  await settledScreenshot(page, 'supplier-goods-upload-refused-zh-CN');

  await upload(page, 'item-cover', 'cover.png', 'image/png', png(160, 120, [22, 119, 255]));
  await page.getByTestId('item-cover-item').waitFor();
  await upload(page, 'item-images', 'line.png', 'image/png', png(160, 120, [82, 196, 26]));
  await page.getByTestId('item-images-item').waitFor();

  // The package's files come from the supplier's trusted storage.
  await page.getByTestId('package-files-choose').click();
  const files = page.getByTestId('trusted-files');
  await files.getByTestId(`folder-${FOLDER}`).click();
  await files.locator(`tr[data-row-key="${FOLDER}/${PACKAGE_FILE}"] .ant-checkbox-input`).check();
  await settledScreenshot(page, 'supplier-goods-package-files-zh-CN');
  await page.getByTestId('package-files-ok').click();
  await page.getByTestId('package-file').getByText(`${FOLDER}/${PACKAGE_FILE}`).waitFor();

  await upload(
    page,
    'item-sample',
    'sample.csv',
    'text/csv',
    Buffer.from(CSV.split('\n').slice(0, 6).join('\n')),
  );
  await page.getByTestId('item-sample-link').waitFor();

  const description = page.getByTestId('item-description');
  const editor = page.getByTestId('item-description-content');
  await editor.click();
  await page.keyboard.type('数据说明');
  await description.getByTestId('rte-bold').click();
  await page.keyboard.type('每分钟一条读数');
  // Pictures are uploaded into the description; a video must be an MP4 (spec §5), refused before any upload.
  await upload(page, 'item-description', 'chart.png', 'image/png', png(120, 80, [250, 173, 20]));
  await editor.locator('img').waitFor();
  await description
    .locator('.ant-upload', { has: page.getByTestId('rte-video') })
    .locator('input[type=file]')
    .setInputFiles({ name: 'clip.mov', mimeType: 'video/quicktime', buffer: Buffer.alloc(64) });
  await page.getByText('视频只能上传 MP4 格式').waitFor();
  await page.getByTestId('item-usage').fill('下载后用任意表格软件打开。');
  await page.getByTestId('item-agreement').fill('仅限购买方内部使用，不得转售。');
  await page.evaluate(() => window.scrollTo(0, 0));
  await settledScreenshot(page, 'supplier-goods-form-zh-CN');
  await page.getByTestId('item-save').click();

  // Saved: the detail opens on the SKUs, which a good needs before it can be listed.
  await page.getByTestId('item-detail').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('item-detail-name').innerText(), GOOD);
  await page.getByTestId('sku-panel').waitFor();
}

async function addSku(page: Page, sku: { name: string; billing: string; price: string; count?: string }) {
  await page.getByTestId('sku-add').click();
  const form = page.getByTestId('sku-form');
  await form.waitFor();
  await page.getByTestId('sku-name').fill(sku.name);
  await page.getByTestId('sku-billing').getByText(sku.billing).click();
  await page.getByTestId('sku-price').fill(sku.price);
  if (sku.count) {
    await page
      .locator('input[data-testid="sku-use-count"], [data-testid="sku-use-count"] input')
      .first()
      .fill(sku.count);
  }
  await settledScreenshot(page, `supplier-goods-sku-form-${sku.price}-zh-CN`);
  await page.getByTestId('sku-save').click();
  await form.waitFor({ state: 'detached' });
}

async function addSkus(page: Page) {
  // A price with more than 4 decimals is refused in the form.
  await page.getByTestId('sku-add').click();
  await page.getByTestId('sku-name').fill('错误价格');
  await page.getByTestId('sku-price').fill('1.23456');
  await page.getByTestId('sku-save').click();
  await page.getByText(/价格格式错误/).waitFor();
  await page.locator('.ant-modal-footer .ant-btn-default').last().click();
  await page.getByTestId('sku-form').waitFor({ state: 'detached' });

  await addSku(page, { name: '按次 100 次', billing: '按次计费', price: '12.5', count: '100' });
  await addSku(page, { name: '整包买断', billing: '一次性买断', price: '1999' });
  const table = page.getByTestId('sku-table');
  await table.locator('tr.ant-table-row').nth(1).waitFor();
  assert.equal(await table.locator('tr.ant-table-row').count(), 2);
  const text = await table.innerText();
  assert.match(text, /¥12\.50/);
  assert.match(text, /¥1,999\.00/);
  assert.match(text, /100 次/);
  await settledScreenshot(page, 'supplier-goods-skus-zh-CN');
}

async function submitForListing(page: Page) {
  await page.getByTestId('detail-enable').click();
  await page.getByTestId('action-comment').fill('新数据包，请审核上架');
  await motionDone(page);
  await clickWhenSettled(page, page.getByTestId('confirm-enable'));
  await page
    .locator('[data-testid="item-detail"] [data-testid="item-status"][data-status="1"]')
    .first()
    .waitFor();
  await page.getByTestId('item-open-review').waitFor();
  assert.equal(await page.getByTestId('detail-edit').count(), 0, 'a good under review cannot be edited');
  await settledScreenshot(page, 'supplier-goods-submitted-zh-CN');

  await page.goto('/producer-zqgoods-audit');
  await page.getByTestId('review-table-enable').getByText(GOOD).waitFor();
  await settledScreenshot(page, 'supplier-goods-audit-queue-zh-CN');
}

async function approveAsOperator(language: 'zh-CN' | 'en-US') {
  const page = await login(language, 'admin');
  await page.goto('/flow-todo');
  const row = page.getByTestId('todo-table').locator('tr.ant-table-row', { hasText: GOOD });
  await row.first().waitFor({ timeout: 15_000 });
  await settledScreenshot(page, `supplier-goods-todo-${language}`);
  await row.getByTestId('todo-handle').click();
  await page.waitForURL((url) => url.pathname === '/flow-task');
  const form = page.getByTestId('goods-review-form');
  await form.waitFor();
  // The classification in the reviewer's language (its English name in en-US).
  const category = language === 'en-US' ? `Equipment data ${RUN}` : CATEGORY;
  assert.match(await form.getByTestId('item-basic-info').innerText(), new RegExp(category));
  const skus = form.getByTestId('sku-table');
  await skus.locator('tr.ant-table-row').nth(1).waitFor();
  assert.match(await skus.innerText(), /¥1,999\.00/);
  assert.equal(await form.getByTestId('sku-add').count(), 0, 'the reviewer cannot change SKUs');
  await settledScreenshot(page, `supplier-goods-review-${language}`);
  await page.getByTestId('task-comment').fill('信息完整，价格合理，同意上架');
  await page.getByTestId('task-complete').click();
  await clickWhenSettled(page, page.getByTestId('task-confirm-ok'));
  await page.waitForURL((url) => url.pathname === '/flow-todo', { timeout: 15_000 });
  return page;
}

/** Opens the operator's to-do row that matches, checks its business form, approves it with a comment. */
async function approveTodo(
  page: Page,
  match: string | RegExp,
  formTestId: string,
  shot: string,
  check?: (form: ReturnType<Page['getByTestId']>) => Promise<void>,
) {
  await page.goto('/flow-todo');
  const row = page.getByTestId('todo-table').locator('tr.ant-table-row', { hasText: match });
  await row.first().waitFor({ timeout: 15_000 });
  await row.first().getByTestId('todo-handle').click();
  await page.waitForURL((url) => url.pathname === '/flow-task');
  const form = page.getByTestId(formTestId);
  await form.waitFor();
  await check?.(form);
  await settledScreenshot(page, shot);
  await page.getByTestId('task-comment').fill('同意');
  await page.getByTestId('task-complete').click();
  await clickWhenSettled(page, page.getByTestId('task-confirm-ok'));
  await page.waitForURL((url) => url.pathname === '/flow-todo', { timeout: 15_000 });
}

/** On a listed good, a price change and a new SKU each pass their own review. */
async function changeSkusOfListedGood(page: Page, operator: Page) {
  await page.getByRole('tab', { name: /规格/ }).click();
  const table = page.getByTestId('sku-table');
  await table.locator('tr.ant-table-row').nth(1).waitFor();
  await page.getByTestId('sku-price-按次 100 次').click();
  await page.getByTestId('price-new').fill('15');
  await page.getByTestId('price-reason').fill('数据量增加');
  await page.getByTestId('price-save').click();
  await table.getByTestId('sku-row-pending-price').getByText('¥15.00').waitFor();

  await page.getByTestId('sku-add').click();
  await page.getByTestId('sku-name').fill('年度订阅');
  await page.getByTestId('sku-billing').getByText('按周期计费').click();
  await page.getByTestId('sku-price').fill('3600');
  await chooseOption(page, 'sku-period-unit', '年');
  await page.getByTestId('sku-save').click();
  await page.getByTestId('sku-form').waitFor({ state: 'detached' });
  const added = table.locator('tr.ant-table-row', { hasText: '年度订阅' });
  await added.locator('[data-testid="sku-audit-status"][data-status="0"]').waitFor();
  await page.getByTestId('sku-submit-年度订阅').click();
  await page.getByTestId('sku-submit-comment').fill('新增年度规格');
  await motionDone(page);
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await added.locator('[data-testid="sku-audit-status"][data-status="3"]').waitFor();
  await settledScreenshot(page, 'supplier-goods-sku-reviews-pending-zh-CN');

  await approveTodo(
    operator,
    /¥12\.50 → ¥15\.00/,
    'sku-review-form',
    'supplier-goods-price-review-zh-CN',
    async (form) => {
      assert.match(await form.getByTestId('price-old').innerText(), /¥12\.50/);
      assert.match(await form.getByTestId('price-new').innerText(), /¥15\.00/);
    },
  );
  await approveTodo(
    operator,
    /年度订阅/,
    'sku-review-form',
    'supplier-goods-sku-review-zh-CN',
    async (form) => {
      const changes = await form.getByTestId('sku-changes').innerText();
      assert.match(changes, /¥3,600\.00/);
      assert.match(changes, /1 年/);
    },
  );

  await page.reload();
  await page.getByRole('tab', { name: /规格/ }).click();
  const priced = table.locator('tr.ant-table-row', { hasText: '按次 100 次' });
  await priced.getByTestId('sku-row-price').getByText('¥15.00').waitFor();
  assert.equal(await priced.getByTestId('sku-row-pending-price').count(), 0);
  await table
    .locator('tr.ant-table-row', { hasText: '年度订阅' })
    .locator('[data-testid="sku-audit-status"][data-status="1"]')
    .waitFor();
  await settledScreenshot(page, 'supplier-goods-skus-after-review-zh-CN');
}

describe('supplier goods', () => {
  it('publishes a data package with two SKUs; the operator approves; it is listed; taking it off starts a review', async () => {
    const page = await prepare();
    await createPackage(page);
    await settledScreenshot(page, 'supplier-goods-detail-zh-CN');
    await addSkus(page);
    await submitForListing(page);

    const operator = await approveAsOperator('zh-CN');

    // The operator's data package list shows it listed.
    await operator.goto('/operate-zqGoodsManagement-dataPacket');
    const listed = rowOf(operator);
    await listed.locator('[data-testid="item-publish"][data-publish="1"]').waitFor();
    assert.match(await listed.innerText(), /已启用/);
    await settledScreenshot(operator, 'operator-goods-packets-zh-CN');
    await listed.getByTestId(`item-view-${GOOD}`).click();
    await operator.getByTestId('item-detail').waitFor();
    await operator.getByTestId('item-cover-image').waitFor();
    await settledScreenshot(operator, 'operator-goods-detail-zh-CN');

    // The supplier's list: enabled and listed, with the lowest price.
    await page.goto('/producer-zqdata');
    const row = rowOf(page);
    await row.locator('[data-testid="item-status"][data-status="2"]').waitFor();
    await row.locator('[data-testid="item-publish"][data-publish="1"]').waitFor();
    assert.match(await row.innerText(), /¥12\.50/);
    await settledScreenshot(page, 'supplier-goods-listed-zh-CN');

    // The review history shows the decision with the reviewer's comment.
    await row.getByTestId(`item-link-${GOOD}`).click();
    await page.getByTestId('item-detail').waitFor();
    await page.getByRole('tab', { name: '审核记录' }).click();
    await page.getByTestId('review-decision').first().waitFor();
    assert.match(await page.getByTestId('audit-flows').innerText(), /同意上架/);
    await settledScreenshot(page, 'supplier-goods-reviews-zh-CN');

    await changeSkusOfListedGood(page, operator);

    // Asking to take it off: nothing blocks it, so the disable review starts.
    await page.goto('/producer-zqdata');
    await rowOf(page).getByTestId(`item-more-${GOOD}`).click();
    await page.getByTestId(`item-disable-${GOOD}`).click();
    await page.getByTestId('action-comment').fill('数据源停止更新，申请停用');
    await settledScreenshot(page, 'supplier-goods-disable-confirm-zh-CN');
    await motionDone(page);
    await clickWhenSettled(page, page.getByTestId('confirm-disable'));
    await rowOf(page).locator('[data-testid="item-status"][data-status="3"]').waitFor();
    await settledScreenshot(page, 'supplier-goods-disable-review-zh-CN');

    // The review queue lists it under disabling.
    await page.goto('/producer-zqgoods-audit');
    await page.getByRole('tab', { name: '停用审核中' }).click();
    await page.getByTestId('review-table-disable').getByText(GOOD).waitFor();
  });

  it('shows the supplier and operator goods pages in English', async () => {
    const page = await login('en-US', 'supplier');
    await page.goto('/producer-zqdata');
    const row = rowOf(page);
    await row.waitFor();
    assert.match(await row.innerText(), /Disabling under review/);
    assert.match(await row.innerText(), /Listed/);
    await settledScreenshot(page, 'supplier-goods-list-en-US');
    await row.getByTestId(`item-view-${GOOD}`).click();
    await page.getByTestId('item-detail').waitFor();
    assert.match(await page.getByTestId('item-basic-info').innerText(), /Data package/);
    await settledScreenshot(page, 'supplier-goods-detail-en-US');
    await page.getByRole('tab', { name: /SKUs/ }).click();
    await page.getByTestId('sku-table').locator('tr.ant-table-row').nth(1).waitFor();
    assert.match(await page.getByTestId('sku-table').innerText(), /Pay per use/);
    await settledScreenshot(page, 'supplier-goods-skus-en-US');
    await page.goto('/producer-zqdata-update?type=2');
    await page.getByTestId('item-form').waitFor();
    await page.getByTestId('item-form-card').getByText('Add data package', { exact: true }).waitFor();
    await settledScreenshot(page, 'supplier-goods-form-en-US');

    const operator = await approveAsOperator('en-US');
    await operator.goto('/operate-zqGoodsManagement-dataPacket');
    const listed = rowOf(operator);
    await listed.locator('[data-testid="item-status"][data-status="4"]').waitFor();
    assert.match(await listed.innerText(), /Disabled/);
    await settledScreenshot(operator, 'operator-goods-packets-en-US');
  });

  it('creates asset goods and developer goods from the same pages; refusals say why', async () => {
    const ASSET_GOOD = `设备资产商品 ${RUN}`;
    const APP = `设备健康分析应用 ${RUN}`;
    const page = await login('zh-CN', 'supplier');
    await page.goto('/producer-zqdata');
    // The list names the kinds it holds, one tab each; the asset goods tab lists asset goods only.
    await page.getByTestId('item-kind-tab-3').click();
    await page.locator('.ant-tabs-tab-active [data-testid="item-kind-tab-3"]').waitFor();
    assert.match(page.url(), /[?&]type=3\b/);
    await page.getByTestId('item-add-3').click();
    await page.getByTestId('item-form').waitFor();
    // The form names the kind it adds (not 编辑数据包): its title, the browser's, the content tab and the breadcrumb.
    await page.getByTestId('item-form-card').getByText('新增数据资产商品', { exact: true }).waitFor();
    assert.match(await page.title(), /^新增数据资产商品 - /);
    await page
      .getByTestId('tab-/producer-zqdata-update')
      .getByText('新增数据资产商品', { exact: true })
      .waitFor();
    await page.getByTestId('breadcrumb').getByText('新增数据资产商品', { exact: true }).waitFor();
    await page.getByTestId('item-name').fill(ASSET_GOOD);
    await chooseOption(page, 'item-classification', CATEGORY);
    await upload(page, 'item-cover', 'cover.png', 'image/png', png(160, 120, [250, 140, 22]));
    await page.getByTestId('item-cover-item').waitFor();
    assert.equal(await page.getByTestId('package-files').count(), 0, 'asset goods have no package files');
    await page.getByTestId('item-save').click();
    await page.getByTestId('item-detail').waitFor({ timeout: 20_000 });

    // Bound assets: only approved assets of the supplier can be chosen (none yet).
    await page.getByRole('tab', { name: /绑定资产/ }).click();
    await page.getByTestId('source-bindings').waitFor();
    await page.getByTestId('binding-add').click();
    await page.getByTestId('binding-asset').click();
    await page.getByText('没有可绑定的资产（资产需审核通过）').waitFor();
    await settledScreenshot(page, 'supplier-goods-asset-binding-zh-CN');
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal-footer .ant-btn-default').last().click();

    // Submitting without a SKU on sale is refused by the server, with its reason.
    await page.getByTestId('detail-enable').click();
    await motionDone(page);
    await clickWhenSettled(page, page.getByTestId('confirm-enable'));
    const refused = page.getByTestId('action-refused');
    await refused.waitFor();
    assert.ok((await refused.innerText()).trim().length > 4, 'the server gives a reason');
    await settledScreenshot(page, 'supplier-goods-enable-refused-zh-CN');
    await page.locator('.ant-modal-confirm-error .ant-btn-primary').click();

    // Editing opens the form with the good's values; the change is saved.
    await page.getByTestId('detail-edit').click();
    await page.getByTestId('item-form').waitFor();
    assert.equal(await page.getByTestId('item-name').inputValue(), ASSET_GOOD);
    assert.match(await page.getByTestId('item-kind-text').innerText(), /数据资产商品/);
    await page.getByTestId('item-form-card').getByText(`编辑数据资产商品：${ASSET_GOOD}`).waitFor();
    await page.getByTestId('item-summary').fill('整份设备资产，按月更新。');
    await page.getByTestId('item-save').click();
    await page.getByTestId('item-detail').waitFor();
    await page.getByText('整份设备资产，按月更新。').waitFor();

    // The developer's data applications and API goods use the same list, form and detail.
    const dev = await (async () => {
      const context = await newContext(browser, server.baseUrl, 'zh-CN');
      contexts.push(context);
      const p = await context.newPage();
      await loginThroughPage(p, 'developer');
      await p.waitForURL(/dev-devindex/, { timeout: 20_000 });
      return p;
    })();
    await dev.goto('/dev-zqgoodadmin');
    await dev.getByTestId('item-list').waitFor();
    await dev.getByTestId('item-add-1').click();
    await dev.waitForURL(/\/dev-apiAdd/);
    await dev.getByTestId('item-name').fill(APP);
    await chooseOption(dev, 'item-classification', CATEGORY);
    await upload(dev, 'item-cover', 'cover.png', 'image/png', png(160, 120, [114, 46, 209]));
    await dev.getByTestId('item-cover-item').waitFor();
    await dev.getByTestId('item-app-url').fill('not a url');
    await dev.getByTestId('item-save').click();
    await dev.getByText('应用地址格式错误').waitFor();
    await dev.getByTestId('item-app-url').fill('https://apps.example.com/health');
    await settledScreenshot(dev, 'developer-goods-form-zh-CN');
    await dev.getByTestId('item-save').click();
    await dev.waitForURL(/\/dev-apiInfo/);
    await dev.getByTestId('item-detail').waitFor();
    assert.match(
      await dev.getByTestId('item-basic-info').innerText(),
      /https:\/\/apps\.example\.com\/health/,
    );
    await settledScreenshot(dev, 'developer-goods-detail-zh-CN');
    await dev.goto('/dev-jiao-zqgoodadmin');
    await dev.getByTestId('item-list').waitFor();
    await dev.getByTestId('item-add-5').click();
    await dev.waitForURL(/\/dev-jiao-apiAdd/);
    await dev.getByTestId('item-api-type').waitFor();
    await settledScreenshot(dev, 'developer-api-goods-form-zh-CN');

    // The operator sees both among the data goods.
    const operator = await login('zh-CN', 'admin');
    await operator.goto('/operate-zqGoodsManagement-goodsData');
    const table = operator.getByTestId('item-table');
    await table.locator('tr.ant-table-row', { hasText: APP }).waitFor();
    await table.locator('tr.ant-table-row', { hasText: ASSET_GOOD }).waitFor();
    await settledScreenshot(operator, 'operator-goods-data-zh-CN');
  });
});
