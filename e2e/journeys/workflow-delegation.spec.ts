import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { clickWhenSettled, settledScreenshot, tableReady } from '../support/antd.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { AUDITOR, createAuditor, openTodo, registerSupplierApplicant } from '../support/review-setup.js';
import { type RunningServer, startServer } from '../support/server.js';
import { loginThroughPage } from '../support/session.js';

const _root = path.resolve(import.meta.dirname, '../..');
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const APPLICANT = { username: 'relay_supplier', password: 'Relay@2026x', mobile: '13912340001' };
const COMPANY = '接力工业数据有限公司';

async function loggedIn(username: string, password: string | undefined, language: string): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, language);
  contexts.push(context);
  const page = await context.newPage();
  await loginThroughPage(page, username, password);
  await page.waitForURL((url) => url.pathname === '/operate-index', { timeout: 20_000 });
  return page;
}

const applicantRow = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('tr.ant-table-row', { hasText: APPLICANT.username });

before(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datamall-e2e-'));
  createAuditor(dataDir);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
  await registerSupplierApplicant(server, {
    ...APPLICANT,
    companyName: COMPANY,
    contactName: '钱接力',
    email: 'relay@example.com',
  });
});
after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

describe('workflow delegation', () => {
  it('admin delegates a to-do task to a second operator, who approves it', async () => {
    // zh-CN: admin sees the registration review in the to-do list, step named in Chinese.
    const admin = await loggedIn('admin', undefined, 'zh-CN');
    await openTodo(admin);
    const adminRow = applicantRow(admin, 'todo-table');
    await adminRow.waitFor();
    assert.match(await adminRow.innerText(), /平台审核/);
    await settledScreenshot(admin, 'delegation-todo-admin-zh-CN');

    await adminRow.getByTestId('todo-handle').click();
    await admin.waitForURL((url) => url.pathname === '/flow-task' && url.searchParams.has('taskId'));
    await admin.getByTestId('registration-form').waitFor();
    const taskUrl = admin.url();

    // Delegate through the user picker: exactly one operator, and not oneself.
    await admin.getByTestId('task-delegate').click();
    await tableReady(admin, 'user-picker-table');
    await admin.getByTestId('delegate-submit').click();
    await admin.getByText('请选择一条记录（有且只能选择一条）').waitFor();
    await admin
      .getByTestId('user-picker-table')
      .locator('tr.ant-table-row', { hasText: AUDITOR.username })
      .click();
    assert.equal(
      await admin.getByTestId('delegate-target').inputValue(),
      `${AUDITOR.name} (${AUDITOR.username})`,
    );
    await settledScreenshot(admin, 'delegation-picker-zh-CN');
    await admin.getByTestId('delegate-submit').click();

    // Back in the to-do list, the task is gone for admin.
    await admin.waitForURL((url) => url.pathname === '/flow-todo', { timeout: 15_000 });
    await tableReady(admin, 'todo-table');
    await applicantRow(admin, 'todo-table').waitFor({ state: 'detached' });
    await settledScreenshot(admin, 'delegation-todo-admin-after-zh-CN');
    // Admin's task is closed as delegated: nothing left to decide on it.
    await admin.goto(taskUrl);
    await admin.getByTestId('task-closed').waitFor();
    assert.equal(await admin.getByTestId('task-complete').count(), 0);

    // en-US: the auditor has it, step named in English, and approves it.
    const auditor = await loggedIn(AUDITOR.username, AUDITOR.password, 'en-US');
    await openTodo(auditor);
    const auditorRow = applicantRow(auditor, 'todo-table');
    await auditorRow.waitFor();
    assert.match(await auditorRow.innerText(), /Platform review/);
    assert.doesNotMatch(await auditorRow.innerText(), /平台审核/);
    await settledScreenshot(auditor, 'delegation-todo-auditor-en-US');
    await auditorRow.getByTestId('todo-handle').click();
    await auditor.getByTestId('registration-form').waitFor();
    assert.match(await auditor.getByTestId('registration-form').innerText(), new RegExp(COMPANY));
    await auditor.getByTestId('task-comment').fill('Licence checked, approved');
    await settledScreenshot(auditor, 'delegation-task-auditor-en-US');
    await auditor.getByTestId('task-complete').click();
    await clickWhenSettled(auditor, auditor.getByTestId('task-confirm-ok'));
    await auditor.waitForURL((url) => url.pathname === '/flow-todo', { timeout: 15_000 });
    await tableReady(auditor, 'todo-table');
    await applicantRow(auditor, 'todo-table').waitFor({ state: 'detached' });

    // The finished process: history and diagram in English for the auditor...
    await auditor.goto('/flow-finished');
    await tableReady(auditor, 'instance-table-finished');
    const finished = applicantRow(auditor, 'instance-table-finished');
    await finished.getByTestId('decision-approved').waitFor();
    await finished.getByTestId('instance-detail').click();
    await auditor.getByTestId('process-detail').waitFor();
    await tableReady(auditor, 'history-table');
    await auditor.waitForSelector('[data-testid="process-diagram"][data-state="loaded"]', {
      timeout: 15_000,
    });
    // Drawn by bpmn-js: the finished process has no current step, and its decision and end are passed.
    const diagram = auditor.getByTestId('process-diagram');
    await diagram.locator('.djs-container').waitFor();
    assert.equal(await diagram.locator('.djs-element.process-step-active').count(), 0);
    await diagram.locator('.djs-element.process-step-completed[data-element-id="approved"]').waitFor();
    assert.match((await diagram.locator('.djs-container').textContent()) ?? '', /Platform review/);
    const historyEn = await auditor.getByTestId('history-table').innerText();
    assert.match(historyEn, /Submitted/);
    assert.match(historyEn, /Platform review/);
    assert.match(historyEn, /Licence checked, approved/);
    assert.match(historyEn, new RegExp(`Delegated.*→ ${AUDITOR.name}`));
    assert.doesNotMatch(historyEn, /平台审核|提交申请/);
    await settledScreenshot(auditor, 'delegation-process-en-US');
    const detailUrl = auditor.url();

    // ...and in Chinese for admin.
    await admin.goto(detailUrl);
    await tableReady(admin, 'history-table');
    await admin.waitForSelector('[data-testid="process-diagram"][data-state="loaded"]', { timeout: 15_000 });
    const diagramZh = admin.getByTestId('process-diagram').locator('.djs-container');
    assert.match((await diagramZh.textContent()) ?? '', /平台审核/);
    const historyZh = await admin.getByTestId('history-table').innerText();
    assert.match(historyZh, /提交申请/);
    assert.match(historyZh, /平台审核/);
    await settledScreenshot(admin, 'delegation-process-zh-CN');

    // The applicant can log in now.
    const login = await fetch(`${server.baseUrl}/server/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Basic d2ViOndlYg==' },
      body: JSON.stringify({ username: APPLICANT.username, password: APPLICANT.password }),
    });
    assert.equal(((await login.json()) as { code: number }).code, 0);
  });
});
