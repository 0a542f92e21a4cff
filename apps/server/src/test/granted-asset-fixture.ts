import { expect } from 'vitest';
import type { TestApp } from './harness.js';
import { type Json, sendJson } from './requests.js';
import { decideTask, openTasks } from './review-fixture.js';

/**
 * Calls of a test on granted data: a supplier's connection to the local PostgreSQL or MariaDB, an asset of its
 * tables graded field by field and approved by the operator, and grants of it to consumers.
 */

export type { Json };

/** A GET (no payload) or POST call (in en-US unless told), answering the envelope. */
export function caller(t: TestApp, language = 'en-US') {
  return (token: string, url: string, payload?: unknown): Promise<Json> =>
    sendJson(t, token, url, { method: payload === undefined ? 'GET' : 'POST', payload, language });
}

/** The China date `offsetDays` from the test clock's today (grant dates). */
export function chinaDay(t: TestApp, offsetDays: number): string {
  return new Date(t.clock.now().getTime() + 8 * 3_600_000 + offsetDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** Security grade ids by level (1 = lowest). */
export async function gradeIds(t: TestApp, token: string): Promise<Record<number, string>> {
  const levels = await caller(t)(token, '/server/securityLevel/queryAllSecurityLevel');
  return Object.fromEntries((levels.data as { level: number; id: string }[]).map((l) => [l.level, l.id]));
}

/** A saved connection of the user to this machine's PostgreSQL or MariaDB database `test`. */
export async function localConnection(
  t: TestApp,
  token: string,
  dbType: 'postgresql' | 'mysql',
  name: string,
) {
  const res = await caller(t)(token, '/server/dataBase/recordDatabase', {
    name,
    dbType,
    host: '127.0.0.1',
    port: dbType === 'postgresql' ? 5432 : 3306,
    database: 'test',
    username: dbType === 'postgresql' ? 'postgres' : 'root',
    password: dbType === 'postgresql' ? 'unused' : '',
    sslMode: 'disable',
  });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
}

/** Registers an asset of one table of the supplier's connection, grades its fields, has the operator approve it. */
export async function approvedAsset(
  t: TestApp,
  tokens: { supplier: string; admin: string },
  connectionId: string,
  schema: string,
  table: string,
  gradeOf: (field: string) => number,
) {
  const call = caller(t);
  const grade = await gradeIds(t, tokens.supplier);
  const added = await call(tokens.supplier, '/server/dataSource/addSource', {
    name: `Meters ${table}`,
    classificationId: (await call(tokens.supplier, '/server/sourceClassification/queryAll?classify=1'))
      .data[0].id,
    tags: ['meters'],
    securityLevelId: grade[1],
    description: 'Meter readings',
    updateFrequency: 'daily',
    storageType: 1,
    connectionId,
    tables: [{ schema, table }],
  });
  expect(added.code, added.msg).toBe(0);
  const tableId = added.data.tables[0].id as string;
  const dict = await call(tokens.supplier, '/server/dataSource/queryDataDictionary', { tableId });
  const saved = await call(tokens.supplier, '/server/dataSource/updateDataDictionary', {
    tableId,
    fields: dict.data.fields.map((f: { id: string; name: string }) => ({
      id: f.id,
      description: f.name,
      securityLevelId: grade[gradeOf(f.name)],
    })),
  });
  expect(saved.code, saved.msg).toBe(0);
  const submitted = await call(tokens.supplier, '/server/dataSource/updateStatus', {
    id: added.data.id,
    action: 'submit',
  });
  expect(submitted.code, submitted.msg).toBe(0);
  const todo = await openTasks(t, tokens.admin, 'page=1&limit=50');
  const task = todo.find((x) => x.businessKey === added.data.id)!;
  t.clock.advance(3100);
  const done = await decideTask(t, tokens.admin, 'complete', task.taskId, 'ok');
  expect(done.json().code).toBe(0);
  return { sourceId: added.data.id as string, tableId };
}

/** Grants the asset to the consumer by hand; answers the grant's id as the consumer sees it. */
export async function grantByHand(
  t: TestApp,
  tokens: { supplier: string; consumer: string },
  input: { sourceId: string; granteeId: string; startDate: string; endDate: string },
) {
  const call = caller(t);
  const res = await call(tokens.supplier, '/server/assetManagement/insertAssetManagement', {
    sourceId: input.sourceId,
    granteeIds: [input.granteeId],
    startDate: input.startDate,
    endDate: input.endDate,
    remark: 'pilot',
  });
  expect(res.code, res.msg).toBe(0);
  const page = await call(tokens.consumer, '/server/assetManagement/authorization', { page: 1, limit: 50 });
  return page.data.list.find((g: { sourceId: string }) => g.sourceId === input.sourceId).id as string;
}
