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
import { DEMO_PASSWORD, loginThroughPage } from '../support/session.js';

const root = path.resolve(import.meta.dirname, '../..');
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const APPLICANT = { username: 'steps_supplier', password: 'Steps@2026x', mobile: '13912340002' };
const COMPANY = '两级审核工业数据有限公司';
const ROLLBACK_COMMENT = 'Licence scan unreadable, back to the first check';
const TERMINATE_REASON = '重复注册，终止审核';

/**
 * The registration review with a first check before the platform review, as an operator would deploy it on the
 * process models page: a roll back needs a step before.
 */
function twoStepRegistration(): string {
  const xml = fs.readFileSync(path.join(root, 'apps/server/bpmn/user-registration.bpmn'), 'utf8');
  const first = `<bpmn:userTask id="firstCheck" name="初审">
      <bpmn:incoming>toFirst</bpmn:incoming>
      <bpmn:outgoing>toReview</bpmn:outgoing>
      <bpmn:potentialOwner id="firstCheckOwner">
        <bpmn:resourceAssignmentExpression>
          <bpmn:formalExpression>role:0</bpmn:formalExpression>
        </bpmn:resourceAssignmentExpression>
      </bpmn:potentialOwner>
    </bpmn:userTask>
    <bpmn:userTask id="platformReview"`;
  const firstDi = `<bpmndi:BPMNShape id="firstCheck_di" bpmnElement="firstCheck">
        <dc:Bounds x="60" y="80" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toFirst_di" bpmnElement="toFirst">
        <di:waypoint x="16" y="120" />
        <di:waypoint x="60" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNShape id="platformReview_di"`;
  return xml
    .replace(
      '<bpmn:outgoing>toReview</bpmn:outgoing>\n    </bpmn:startEvent>',
      '<bpmn:outgoing>toFirst</bpmn:outgoing>\n    </bpmn:startEvent>',
    )
    .replace('<bpmn:userTask id="platformReview"', first)
    .replace(
      '<bpmn:sequenceFlow id="toReview" sourceRef="start" targetRef="platformReview" />',
      '<bpmn:sequenceFlow id="toFirst" sourceRef="start" targetRef="firstCheck" />\n    <bpmn:sequenceFlow id="toReview" sourceRef="firstCheck" targetRef="platformReview" />',
    )
    .replace(
      '<dc:Bounds x="152" y="102" width="36" height="36" />',
      '<dc:Bounds x="-20" y="102" width="36" height="36" />',
    )
    .replace(
      '<dc:Bounds x="142" y="145" width="56" height="14" />',
      '<dc:Bounds x="-30" y="145" width="56" height="14" />',
    )
    .replace('<bpmndi:BPMNShape id="platformReview_di"', firstDi)
    .replace('<di:waypoint x="188" y="120" />', '<di:waypoint x="160" y="120" />');
}

async function apiLogin(username: string, password: string) {
  const res = await fetch(`${server.baseUrl}/server/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Basic d2ViOndlYg==' },
    body: JSON.stringify({ username, password, captcha: '', uuid: '' }),
  });
  return (await res.json()) as { code: number; msg: string; data: { token: string } };
}

async function deployTwoSteps() {
  const login = await apiLogin('admin', DEMO_PASSWORD);
  assert.equal(login.code, 0);
  const res = await fetch(`${server.baseUrl}/flow/process/deploy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` },
    body: JSON.stringify({ key: 'user-registration', xml: twoStepRegistration() }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { version: number } };
  assert.equal(body.code, 0, body.msg);
  assert.equal(body.data.version, 2);
}

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

async function openTask(page: Page) {
  await openTodo(page);
  const row = applicantRow(page, 'todo-table');
  await row.waitFor();
  await row.getByTestId('todo-handle').click();
  await page.waitForURL((url) => url.pathname === '/flow-task' && url.searchParams.has('taskId'));
  await page.getByTestId('registration-form').waitFor();
}

before(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datamall-e2e-'));
  createAuditor(dataDir);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
  await deployTwoSteps();
  await registerSupplierApplicant(server, {
    ...APPLICANT,
    companyName: COMPANY,
    contactName: '钱两级',
    email: 'steps@example.com',
  });
});
after(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

describe('workflow actions', () => {
  it('claims a group task, rolls a step back and terminates the process; the registration is refused', async () => {
    const admin = await loggedIn('admin', undefined, 'zh-CN');
    const auditor = await loggedIn(AUDITOR.username, AUDITOR.password, 'en-US');

    // Both operators see the first check offered to their group.
    await openTodo(admin);
    const adminRow = applicantRow(admin, 'todo-table');
    await adminRow.getByTestId('todo-group').waitFor();
    assert.match(await adminRow.innerText(), /初审/);
    await openTodo(auditor);
    const auditorRow = applicantRow(auditor, 'todo-table');
    await auditorRow.getByTestId('todo-group').waitFor();
    await settledScreenshot(admin, 'actions-todo-group-zh-CN');

    // Admin claims it; the auditor's open list drops the task by itself (the live channel), without a reload.
    // (Two claims racing are refused but one: the API tests cover it.)
    await adminRow.getByTestId('task-claim').click();
    await admin.getByText('已签收，此任务现在只有您能处理').waitFor();
    await adminRow.getByTestId('todo-claimed').waitFor();
    await settledScreenshot(admin, 'actions-todo-claimed-zh-CN');
    await auditorRow.waitFor({ state: 'detached', timeout: 5000 });

    // Admin passes the first check; the platform review is offered to the group again.
    await openTask(admin);
    await admin.getByTestId('task-claimed').waitFor();
    assert.equal(await admin.getByTestId('task-rollback').count(), 0, 'no step before the first check');
    await admin.getByTestId('task-comment').fill('初审通过');
    await admin.getByTestId('task-complete').click();
    await clickWhenSettled(admin, admin.getByTestId('task-confirm-ok'));
    await admin.waitForURL((url) => url.pathname === '/flow-todo', { timeout: 15_000 });

    // The auditor claims the platform review on the task page, then rolls it back with a comment.
    await openTask(auditor);
    await auditor.getByTestId('task-claimable').waitFor();
    await auditor.getByTestId('task-claimable').getByTestId('task-claim').click();
    await auditor.getByTestId('task-claimed').waitFor();
    await auditor.getByTestId('task-rollback').click();
    await auditor.getByTestId('rollback-comment').waitFor();
    await clickWhenSettled(auditor, auditor.getByTestId('rollback-submit'));
    await auditor.getByText('The comment is required').waitFor();
    await auditor.getByTestId('rollback-comment').fill(ROLLBACK_COMMENT);
    await settledScreenshot(auditor, 'actions-rollback-en-US');
    await auditor.getByTestId('rollback-submit').click();
    await auditor.waitForURL((url) => url.pathname === '/flow-todo', { timeout: 15_000 });
    await tableReady(auditor, 'todo-table');
    await applicantRow(auditor, 'todo-table').waitFor({ state: 'detached' });

    // Admin, who passed the first check, has it again; the history says why.
    await openTodo(admin);
    const backRow = applicantRow(admin, 'todo-table');
    await backRow.waitFor();
    assert.match(await backRow.innerText(), /初审/);
    await backRow.getByTestId('todo-detail').click();
    await admin.getByTestId('process-detail').waitFor();
    await tableReady(admin, 'history-table');
    await admin.waitForSelector('[data-testid="process-diagram"][data-state="loaded"]', { timeout: 15_000 });
    const history = await admin.getByTestId('history-table').innerText();
    assert.match(history, /退回/);
    assert.match(history, new RegExp(ROLLBACK_COMMENT));
    assert.match(history, /签收/);
    await admin
      .getByTestId('process-diagram')
      .locator('.djs-element.process-step-active[data-element-id="firstCheck"]')
      .waitFor();
    await settledScreenshot(admin, 'actions-history-rollback-zh-CN');

    // Admin terminates the process from its detail page, with a reason, after a confirmation.
    await admin.getByTestId('process-state-running').waitFor();
    await admin.getByTestId('process-terminate').click();
    await admin.getByTestId('terminate-reason').waitFor();
    await clickWhenSettled(admin, admin.getByTestId('terminate-submit'));
    await admin.getByText('终止原因不能为空').waitFor();
    await admin.getByTestId('terminate-reason').fill(TERMINATE_REASON);
    await settledScreenshot(admin, 'actions-terminate-zh-CN');
    await admin.getByTestId('terminate-submit').click();
    await admin.getByTestId('process-state-terminated').waitFor();
    await admin.getByTestId('history-table').getByText(TERMINATE_REASON).waitFor();
    assert.equal(await admin.getByTestId('process-terminate').count(), 0);
    await settledScreenshot(admin, 'actions-detail-terminated-zh-CN');
    await openTodo(admin);
    await applicantRow(admin, 'todo-table').waitFor({ state: 'detached' });

    // The instance is listed as terminated, with the reason in its history.
    await admin.goto('/flow-finished');
    await tableReady(admin, 'instance-table-finished');
    const finished = applicantRow(admin, 'instance-table-finished');
    await finished.waitFor();
    assert.match(await finished.innerText(), /已终止/);
    await settledScreenshot(admin, 'actions-finished-terminated-zh-CN');
    await finished.getByTestId('instance-detail').click();
    await tableReady(admin, 'history-table');
    assert.match(await admin.getByTestId('history-table').innerText(), new RegExp(TERMINATE_REASON));

    // The registration, the business object, went back to the applicant as refused, with the reason.
    const login = await apiLogin(APPLICANT.username, APPLICANT.password);
    assert.notEqual(login.code, 0);
    assert.match(login.msg, new RegExp(TERMINATE_REASON));
  });
});
