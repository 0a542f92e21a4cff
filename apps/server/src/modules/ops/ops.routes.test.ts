import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { sendJson } from '../../test/requests.js';
import { operationLog } from './ops.table.js';

let t: TestApp;
let consumer: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  consumer = (await loginAs(t, 'consumer')).token;
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(async () => t.close());

const post = (token: string, url: string, payload: Record<string, unknown>) =>
  sendJson(t, token, url, { payload, language: null });

describe('operation log', () => {
  it('records writes only: a read sent as POST leaves no row, a write does', async () => {
    expect((await post(consumer, '/server/order/userPage', { page: 1, limit: 10 })).code).toBe(0);
    expect((await post(consumer, '/server/user/queryQuotaByPage', { page: 1, limit: 10 })).code).toBe(0);
    expect((await post(consumer, '/server/message/mynotice/page', { page: 1, limit: 10 })).code).toBe(0);
    expect((await post(consumer, '/server/message/mynotice/read', { all: 1 })).code).toBe(0);
    // Rows are written off the request path in order: once the write's row is there, the reads' would be too.
    const rows = await vi.waitFor(async () => {
      const all = await t.db
        .select({ operation: operationLog.operation, username: operationLog.username })
        .from(operationLog)
        .orderBy(asc(operationLog.id));
      expect(all.some((r) => r.operation === 'mynotice.read')).toBe(true);
      return all;
    });
    expect(rows.filter((r) => r.username === 'consumer').map((r) => r.operation)).toEqual([
      'identity.login',
      'mynotice.read',
    ]);
  });

  it('the operator page shows the write and none of the reads', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sys/log/operation/page?username=consumer&limit=100',
      headers: bearer(admin),
    });
    const ops = (res.json().data.list as { operation: string }[]).map((r) => r.operation);
    expect(ops).toContain('mynotice.read');
    expect(ops.some((o) => /userPage|queryQuotaByPage|mynotice\.page/.test(o))).toBe(false);
  });
});
