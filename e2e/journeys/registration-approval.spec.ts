import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { clickWhenSettled, motionDone, settledScreenshot, tableReady } from '../support/antd.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughPage } from '../support/session.js';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const APPLICANT = { username: 'gear_supplier', password: 'Gear@2026x', mobile: '13800138123' };
const REJECT_REASON = '公司名称与营业执照不一致，请填写营业执照上的全称';
const CORRECTED_COMPANY = '苏州齿轮工业数据科技有限公司';
const BPMN_DIR = path.resolve(import.meta.dirname, '../../apps/server/bpmn');

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

async function open(language: string): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  return context.newPage();
}

async function loginAsAdmin(language: string): Promise<Page> {
  const page = await open(language);
  await loginThroughPage(page, 'admin');
  await page.waitForURL((url) => url.pathname === '/operate-index', { timeout: 20_000 });
  return page;
}

function applicantRow(page: Page, testId: string) {
  return page.getByTestId(testId).locator('tr.ant-table-row', { hasText: APPLICANT.username });
}

/** Opens the applicant's task from the to-do list and waits for its business form (the registration). */
async function openApplicantTask(page: Page) {
  await page.goto('/flow-todo');
  await tableReady(page, 'todo-table');
  const row = applicantRow(page, 'todo-table');
  await row.first().waitFor();
  assert.equal(await row.count(), 1, 'exactly one open task for the applicant');
  await row.getByTestId('todo-handle').click();
  await page.waitForURL((url) => url.pathname === '/flow-task' && url.searchParams.has('taskId'));
  await page.getByTestId('registration-form').waitFor();
}

/** Fills the comment, presses 通过 or 驳回, confirms, and waits for the return to the to-do list. */
async function decide(page: Page, decision: 'task-complete' | 'task-reject', comment: string) {
  await page.getByTestId('task-comment').fill(comment);
  await page.getByTestId(decision).click();
  await clickWhenSettled(page, page.getByTestId('task-confirm-ok'));
  await page.waitForURL((url) => url.pathname === '/flow-todo', { timeout: 15_000 });
}

/** The process detail with its diagram drawn by bpmn-js, the given steps marked as current and as passed. */
async function diagramLoaded(page: Page, marks: { active: string[]; completed: string[] }) {
  await page.getByTestId('process-detail').waitFor();
  await tableReady(page, 'history-table');
  await page.waitForSelector('[data-testid="process-diagram"][data-state="loaded"]', { timeout: 15_000 });
  const diagram = page.getByTestId('process-diagram');
  const box = await diagram.locator('.djs-container').boundingBox();
  assert.ok(
    box && box.width > 100 && box.height > 50,
    `the diagram has a size (${box?.width}x${box?.height})`,
  );
  const marked = async (marker: string) =>
    (
      await diagram
        .locator(`.djs-element.${marker}`)
        .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-element-id') ?? ''))
    ).sort();
  assert.deepEqual(await marked('process-step-active'), marks.active);
  assert.deepEqual(await marked('process-step-completed'), marks.completed);
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
  return (await menu.locator('.ant-menu-title-content').allInnerTexts()).map((t) => t.trim());
}

describe('registration approval', () => {
  it('rejected with a reason, corrected and resubmitted, approved: the supplier gets the supplier menu', async () => {
    // A new supplier registers (SMS code from the server's file outbox).
    const supplier = await open('zh-CN');
    await supplier.goto('/register');
    await supplier.getByTestId('register-role-3').click();
    await supplier.getByTestId('register-username').fill(APPLICANT.username);
    await supplier.getByTestId('register-password').fill(APPLICANT.password);
    await supplier.getByTestId('register-confirm').fill(APPLICANT.password);
    await supplier.getByTestId('register-company').fill('齿轮数据');
    await supplier.getByTestId('register-contact').fill('周工');
    await supplier.getByTestId('register-mobile').fill(APPLICANT.mobile);
    await supplier.getByTestId('send-sms').click();
    // Sent once the button counts down (the server has written the code to its outbox by then).
    await supplier.locator('[data-testid="send-sms"][disabled]').waitFor();
    await supplier.getByTestId('register-sms').fill(server.lastSmsCode(APPLICANT.mobile));
    await supplier.getByTestId('register-submit').click();
    await supplier.getByTestId('register-result').waitFor();

    // The operator finds the task in the to-do list, opens it and rejects it with a comment.
    const admin = await loginAsAdmin('zh-CN');
    await admin.goto('/flow-todo');
    await tableReady(admin, 'todo-table');
    const todoRow = applicantRow(admin, 'todo-table');
    assert.match(await todoRow.innerText(), /用户注册审核/);
    assert.match(await todoRow.innerText(), /齿轮数据/);
    await settledScreenshot(admin, 'flow-todo-zh-CN');

    await openApplicantTask(admin);
    assert.match(await admin.getByTestId('registration-form').innerText(), /齿轮数据/);
    await admin.getByTestId('task-comment').fill(REJECT_REASON);
    await settledScreenshot(admin, 'flow-task-zh-CN');
    await admin.getByTestId('task-comment').fill('');
    await decide(admin, 'task-reject', REJECT_REASON);
    await tableReady(admin, 'todo-table');
    await applicantRow(admin, 'todo-table').waitFor({ state: 'detached' });

    // The finished process shows the rejection; its detail has the history and the diagram.
    await admin.goto('/flow-finished');
    await tableReady(admin, 'instance-table-finished');
    const finishedRow = applicantRow(admin, 'instance-table-finished');
    await finishedRow.getByTestId('decision-rejected').waitFor();
    await settledScreenshot(admin, 'flow-finished-zh-CN');
    await finishedRow.getByTestId('instance-detail').click();
    await diagramLoaded(admin, { active: [], completed: ['platformReview', 'rejected', 'start'] });
    assert.match(await admin.getByTestId('history-table').innerText(), new RegExp(REJECT_REASON));
    await settledScreenshot(admin, 'flow-process-detail-rejected-zh-CN');

    // The supplier tries to log in and sees the reason, then corrects and resubmits.
    await loginThroughPage(supplier, APPLICANT.username, APPLICANT.password);
    const rejected = supplier.getByTestId('login-rejected');
    await rejected.waitFor();
    assert.equal((await supplier.getByTestId('login-rejected-reason').innerText()).trim(), REJECT_REASON);
    assert.equal(new URL(supplier.url()).pathname, '/login');
    await settledScreenshot(supplier, 'login-rejected-zh-CN');
    await supplier.getByTestId('login-resubmit').click();
    await supplier.waitForURL((url) => url.pathname === '/register' && url.searchParams.has('resubmit'));
    assert.equal(await supplier.getByTestId('resubmit-username').inputValue(), APPLICANT.username);
    await supplier.getByTestId('resubmit-password').fill(APPLICANT.password);
    await supplier.getByTestId('resubmit-company').fill(CORRECTED_COMPANY);
    await supplier.getByTestId('resubmit-contact').fill('周工');
    await settledScreenshot(supplier, 'resubmit-zh-CN');
    await supplier.getByTestId('resubmit-submit').click();
    const result = supplier.getByTestId('resubmit-result');
    await result.waitFor();
    assert.match(await result.innerText(), /等待平台审核/);

    // The resubmission is a new task; an English-speaking operator sees it too.
    const adminEn = await loginAsAdmin('en-US');
    await adminEn.goto('/flow-todo');
    await tableReady(adminEn, 'todo-table');
    assert.match(await applicantRow(adminEn, 'todo-table').innerText(), /User registration review/);
    await settledScreenshot(adminEn, 'flow-todo-en-US');
    await openApplicantTask(adminEn);
    assert.match(await adminEn.getByTestId('registration-form').innerText(), new RegExp(CORRECTED_COMPANY));
    await settledScreenshot(adminEn, 'flow-task-en-US');
    // Delegating needs exactly one other operator: the only one here is the caller, who cannot be chosen.
    await adminEn.getByTestId('task-delegate').click();
    await tableReady(adminEn, 'user-picker-table');
    await adminEn.getByTestId('delegate-submit').click();
    await adminEn.getByText('Select exactly one row').waitFor();
    await settledScreenshot(adminEn, 'flow-delegate-en-US');
    await adminEn.keyboard.press('Escape');
    await adminEn.getByTestId('delegate-form').waitFor({ state: 'detached' });

    // Running processes: suspending the new process marks its task suspended; activating it frees it again.
    await admin.goto('/flow-running');
    await tableReady(admin, 'instance-table-running');
    const runningRow = applicantRow(admin, 'instance-table-running');
    await runningRow.getByTestId('instance-suspend').click();
    await admin.getByTestId('instance-confirm-ok').click();
    await runningRow.getByTestId('instance-activate').waitFor();
    await settledScreenshot(admin, 'flow-running-zh-CN');
    await admin.goto('/flow-todo');
    await tableReady(admin, 'todo-table');
    await applicantRow(admin, 'todo-table').getByTestId('todo-suspended').waitFor();
    await admin.goto('/flow-running');
    await tableReady(admin, 'instance-table-running');
    await runningRow.getByTestId('instance-activate').click();
    await admin.getByTestId('instance-confirm-ok').click();
    await runningRow.getByTestId('instance-suspend').waitFor();

    // The operator looks at the open process (current step highlighted), then approves the new task.
    await openApplicantTask(admin);
    assert.match(await admin.getByTestId('registration-form').innerText(), new RegExp(CORRECTED_COMPANY));
    await admin.getByTestId('task-process-detail').click();
    await diagramLoaded(admin, { active: ['platformReview'], completed: ['start'] });
    await settledScreenshot(admin, 'flow-process-detail-zh-CN');
    await admin.goBack();
    await admin.getByTestId('registration-form').waitFor();
    await decide(admin, 'task-complete', '信息已更正，审核通过');
    await tableReady(admin, 'todo-table');
    await applicantRow(admin, 'todo-table').waitFor({ state: 'detached' });
    await settledScreenshot(admin, 'flow-todo-empty-zh-CN');

    // The English operator's copy of the task is stale now: deciding it says so and links back. (Past the
    // server's 3000 ms per-task throttle, which would answer first.)
    await adminEn.waitForTimeout(3000);
    await adminEn.getByTestId('task-comment').fill('late');
    await adminEn.getByTestId('task-complete').click();
    await clickWhenSettled(adminEn, adminEn.getByTestId('task-confirm-ok'));
    await adminEn.getByTestId('task-stale').waitFor();
    await adminEn.getByTestId('task-back').waitFor();

    // Process models: the deployed definitions with their latest version.
    await admin.goto('/flow-model');
    await tableReady(admin, 'definition-table');
    assert.ok(
      (await admin.getByTestId('definition-latest').count()) >= 9,
      'every process key has a latest version',
    );
    await settledScreenshot(admin, 'flow-model-zh-CN');
    await admin.getByTestId('definition-deploy').click();
    await admin.getByTestId('deploy-form').waitFor();
    await settledScreenshot(admin, 'flow-model-deploy-zh-CN');
    await admin.keyboard.press('Escape');
    await admin.getByTestId('deploy-form').waitFor({ state: 'detached' });

    // Deploying a new version: a file whose process id is not the key is refused with the §5 message.
    await admin.getByTestId('definition-deploy-refund').click();
    const fileInput = admin.locator('[data-testid="deploy-form"] input[type="file"]');
    await fileInput.setInputFiles(path.join(BPMN_DIR, 'sku-audit.bpmn'));
    await admin.waitForFunction(
      () =>
        (document.querySelector<HTMLTextAreaElement>('[data-testid="deploy-xml"]')?.value ?? '').length > 0,
    );
    await admin.getByTestId('deploy-submit').click();
    await admin
      .getByText(/流程文件无效/)
      .first()
      .waitFor();
    // An unchanged file would answer the current version: deploy an edited copy.
    const edited = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bpmn-')), 'refund.bpmn');
    fs.writeFileSync(
      edited,
      fs
        .readFileSync(path.join(BPMN_DIR, 'refund.bpmn'), 'utf8')
        .replace('name="退款审核"', 'name="退款审核（新版）"'),
    );
    await fileInput.setInputFiles(edited);
    await admin.waitForFunction(() =>
      (document.querySelector<HTMLTextAreaElement>('[data-testid="deploy-xml"]')?.value ?? '').includes(
        '退款审核（新版）',
      ),
    );
    await admin.getByTestId('deploy-submit').click();
    await admin.getByTestId('deploy-form').waitFor({ state: 'detached' });
    fs.rmSync(path.dirname(edited), { recursive: true, force: true });
    await tableReady(admin, 'definition-table');
    const refundRows = admin
      .getByTestId('definition-table')
      .locator('tr.ant-table-row', { hasText: 'refund' });
    await refundRows
      .filter({ hasText: '退款审核（新版）' })
      .filter({ hasText: 'v2' })
      .getByTestId('definition-latest')
      .waitFor();
    assert.equal(await refundRows.filter({ hasText: 'v1' }).getByTestId('definition-latest').count(), 0);

    // The supplier logs in and sees the supplier menu.
    await loginThroughPage(supplier, APPLICANT.username, APPLICANT.password);
    await supplier.waitForURL((url) => url.pathname === '/producer-index', { timeout: 20_000 });
    assert.ok((await sideMenuTexts(supplier)).includes('数据节点'), 'the supplier menu has 数据节点');
  });
});
