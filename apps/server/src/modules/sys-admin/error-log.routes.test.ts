import { defineEndpoint } from '@datamall/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { bindEndpoint, type Gatekeeper } from '../../platform/http.js';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { send, sendJson } from '../../test/requests.js';
import { sysLogError } from './sys-admin.table.js';

/** A call that exists only in this test: it fails with an unexpected error after reading its body. */
const failingCall = defineEndpoint({
  id: 'test.failingCall',
  method: 'POST',
  path: '/server/test/failing-call',
  summary: 'Test only: throws.',
  access: 'user',
  body: z.object({ username: z.string(), password: z.string(), nested: z.object({ apiKey: z.string() }) }),
  response: z.null(),
});

/** A call that exists only in this test: it runs a query that fails, bound to a secret value of its body. */
const failingQuery = defineEndpoint({
  id: 'test.failingQuery',
  method: 'POST',
  path: '/server/test/failing-query',
  summary: 'Test only: a failing query.',
  access: 'user',
  body: z.object({ pin: z.string(), newPin: z.string(), ticket: z.string(), idCard: z.string() }),
  response: z.null(),
});

let t: TestApp;
let admin: string;
let consumer: string;
let supplier: string;
let developer: string;

beforeAll(async () => {
  const gate: Gatekeeper = {
    resolve: (token) => t.services.sessions.resolve(token),
    permissionsOf: (roleType) => t.services.access.permissionsOf(roleType),
  };
  t = await startTestApp({
    extend: (app) => {
      bindEndpoint(app, gate, failingCall, async () => {
        throw new Error('disk on fire');
      });
      bindEndpoint(app, gate, failingQuery, async ({ body }) => {
        await t.db.execute(sql`select id from no_such_table_for_the_log where id_card = ${body.idCard}`);
        return null;
      });
    },
  });
  admin = (await loginAs(t, 'admin')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  developer = (await loginAs(t, 'developer')).token;
});
afterAll(async () => t.close());

async function failOnce(requestPassword: string) {
  const res = await send(t, consumer, '/server/test/failing-call', {
    payload: { username: 'consumer', password: requestPassword, nested: { apiKey: 'k-123' } },
  });
  expect(res.json().code).toBe(500);
  return res.json().data.requestId as string;
}

async function waitForRow(requestId: string) {
  return vi.waitFor(async () => {
    const [row] = await t.db.select().from(sysLogError).where(eq(sysLogError.requestId, requestId));
    expect(row).toBeDefined();
    return row as typeof sysLogError.$inferSelect;
  });
}

describe('error log', () => {
  it('a call failing unexpectedly writes a row with its request id, caller and stack, without secrets', async () => {
    const requestId = await failOnce('Secret@Pass1');
    const row = await waitForRow(requestId);
    expect(row).toMatchObject({ username: 'consumer', method: 'POST', url: '/server/test/failing-call' });
    expect(row.errorMessage).toBe('disk on fire');
    expect(row.stack).toContain('disk on fire');
    expect(row.params).not.toContain('Secret@Pass1');
    expect(row.params).not.toContain('k-123');
    expect(JSON.parse(row.params).body).toEqual({
      username: 'consumer',
      password: '***',
      nested: { apiKey: '***' },
    });
  });

  it('hides U-key PINs, login tickets and the bound values of a failed query, keeping the query and its cause', async () => {
    const res = await send(t, consumer, '/server/test/failing-query', {
      payload: { pin: '123456', newPin: '654321', ticket: 'tk-secret', idCard: '110101199003071234' },
    });
    expect(res.json().code).toBe(500);
    const row = await waitForRow(res.json().data.requestId);
    expect(JSON.parse(row.params).body).toEqual({
      pin: '***',
      newPin: '***',
      ticket: '***',
      idCard: '110101199003071234',
    });
    for (const text of [row.errorMessage, row.stack]) {
      expect(text).toContain('select id from no_such_table_for_the_log where id_card = $1');
      expect(text).toContain('no_such_table_for_the_log');
      expect(text).not.toContain('110101199003071234');
      expect(text).not.toContain('params:');
    }
    expect(row.errorMessage).toMatch(/cause: .*does not exist/);
    expect(row.stack).toMatch(/\n {4}at /);
  });

  it('the operator pages, filters and opens the entries', async () => {
    const requestId = await failOnce('x');
    await waitForRow(requestId);
    const page = await sendJson(t, admin, '/sys/log/error/page?username=consum&url=failing', {
      method: 'GET',
    });
    expect(page.code).toBe(0);
    expect(page.data.total).toBeGreaterThanOrEqual(2);
    expect(page.data.list[0].requestId).toBe(requestId);
    expect(page.data.list[0]).not.toHaveProperty('stack');
    const none = await sendJson(t, admin, '/sys/log/error/page?username=nobody', { method: 'GET' });
    expect(none.data).toEqual({ list: [], total: 0 });
    const today = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const inRange = await sendJson(t, admin, `/sys/log/error/page?startDate=${today}&endDate=${today}`, {
      method: 'GET',
    });
    expect(inRange.data.total).toBe(page.data.total);
    const info = await sendJson(t, admin, `/sys/log/error/${page.data.list[0].id}`, { method: 'GET' });
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({ requestId, username: 'consumer', errorMessage: 'disk on fire' });
    expect(info.data.stack).toContain('Error: disk on fire');
  });

  it('refuses bad filters and unknown entries', async () => {
    const reversed = await sendJson(t, admin, '/sys/log/error/page?startDate=2026-02-02&endDate=2026-02-01', {
      method: 'GET',
    });
    expect(reversed.code).toBe(400);
    expect(reversed.msg).toContain('endDate');
    const badDay = await sendJson(t, admin, '/sys/log/error/page?startDate=yesterday', { method: 'GET' });
    expect(badDay.code).toBe(400);
    const missing = await sendJson(t, admin, '/sys/log/error/999999', { method: 'GET' });
    expect(missing.code).toBe(10640);
    expect(missing.msg).toContain('999999');
    const badId = await sendJson(t, admin, '/sys/log/error/abc', { method: 'GET' });
    expect(badId.code).toBe(400);
    const badDays = await sendJson(t, admin, '/sys/log/error', {
      method: 'DELETE',
      payload: { olderThanDays: 0 },
    });
    expect(badDays.code).toBe(400);
  });

  it('only the operator reads or purges the log', async () => {
    for (const token of [consumer, supplier, developer]) {
      expect((await sendJson(t, token, '/sys/log/error/page', { method: 'GET' })).code).toBe(403);
      expect((await sendJson(t, token, '/sys/log/error/1', { method: 'GET' })).code).toBe(403);
      expect((await sendJson(t, token, '/sys/log/error', { method: 'DELETE', payload: {} })).code).toBe(403);
    }
    expect((await sendJson(t, null, '/sys/log/error/page', { method: 'GET' })).code).toBe(401);
  });

  it('purges entries older than N days, then all, answering the count', async () => {
    const before = (await t.db.select().from(sysLogError)).length;
    expect(before).toBeGreaterThan(0);
    await t.db.insert(sysLogError).values({
      method: 'GET',
      url: '/old',
      createdAt: new Date(t.clock.now().getTime() - 40 * 86_400_000),
    });
    const old = await sendJson(t, admin, '/sys/log/error', {
      method: 'DELETE',
      payload: { olderThanDays: 30 },
    });
    expect(old).toMatchObject({ code: 0, data: { removed: 1 } });
    const all = await sendJson(t, admin, '/sys/log/error', { method: 'DELETE', payload: {} });
    expect(all).toMatchObject({ code: 0, data: { removed: before } });
    expect(await t.db.select().from(sysLogError)).toEqual([]);
  });

  it('a failed write of the log does not change the answer', async () => {
    await t.db.execute(sql`alter table sys_log_error rename to sys_log_error_away`);
    try {
      const res = await send(t, consumer, '/server/test/failing-call', {
        payload: { username: 'consumer', password: 'p', nested: { apiKey: 'k' } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 500, data: { requestId: expect.any(String) } });
      await t.services.sysAdmin.errorLog.drain();
    } finally {
      await t.db.execute(sql`alter table sys_log_error_away rename to sys_log_error`);
    }
  });
});
