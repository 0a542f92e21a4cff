import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { tableReady } from './antd.js';
import type { RunningServer } from './server.js';

const root = path.resolve(import.meta.dirname, '../..');

/** The second operator of the review journeys, created with the server's create-operator command. */
export const AUDITOR = {
  username: 'auditor',
  password: 'Audit@2026x',
  mobile: '13800000009',
  name: '李审核',
};

/** Creates the second operator in a fresh data folder (set up as the server would), with the CLI. */
export function createAuditor(dataDir: string) {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/create-operator.ts',
      '--username',
      AUDITOR.username,
      '--mobile',
      AUDITOR.mobile,
      '--name',
      AUDITOR.name,
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, OPERATOR_PASSWORD: AUDITOR.password, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  assert.equal(result.status, 0, `create-operator failed: ${result.stderr}`);
  assert.match(result.stdout, /operator "auditor" created/);
}

export interface Applicant {
  username: string;
  password: string;
  mobile: string;
  companyName: string;
  contactName: string;
  email: string;
}

/** Registers a supplier through the API (SMS code from the file outbox): a registration review task. */
export async function registerSupplierApplicant(server: RunningServer, applicant: Applicant) {
  const sms = await fetch(
    `${server.baseUrl}/server/aliSms/sendSms?mobile=${applicant.mobile}&type=register`,
    {
      method: 'POST',
    },
  );
  assert.equal(((await sms.json()) as { code: number }).code, 0);
  const res = await fetch(`${server.baseUrl}/sys/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      roleType: 3,
      ...applicant,
      confirmPassword: applicant.password,
      smsCode: server.lastSmsCode(applicant.mobile),
    }),
  });
  assert.equal(((await res.json()) as { code: number }).code, 0);
}

/** The to-do list, loaded. */
export async function openTodo(page: Page) {
  await page.goto('/flow-todo');
  await tableReady(page, 'todo-table');
}
