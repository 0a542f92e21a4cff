import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, userIdOf } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';

let t: TestApp;
let admin: string;
let consumer: string;
let supplier: string;
let developer: string;
let goodsId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  developer = (await loginAs(t, 'developer')).token;
  goodsId = (await createGood(t, { ownerId: await userIdOf(t, 'supplier'), name: 'Demo packet' })).itemId;
});
afterAll(async () => t.close());

const get = (token: string | null, url: string) => sendJson(t, token, url, { method: 'GET' });
const post = (token: string, url: string, payload: Record<string, unknown>) =>
  sendJson(t, token, url, { payload });

describe('mock calls with demo data on', () => {
  it('answers the demo accounts and their names, never a password', async () => {
    const users = await get(admin, '/mock/testuser');
    expect(users.code).toBe(0);
    expect(users.data.map((u: { username: string }) => u.username)).toEqual([
      'admin',
      'supplier',
      'developer',
      'consumer',
    ]);
    expect(users.data[1]).toMatchObject({ roleType: 3, status: 1 });
    expect(JSON.stringify(users.data)).not.toMatch(/password|Demo@12345/i);
    const names = await get(admin, '/mock/testnames');
    expect(names.data).toEqual(['admin', 'supplier', 'developer', 'consumer']);
  });

  it('reads and replaces the black/white list of a demo owner goods, consumers by username', async () => {
    const empty = await post(admin, '/mock/blackwhite', { targetType: 'goods', targetId: goodsId });
    expect(empty.code).toBe(0);
    expect(empty.data).toMatchObject({
      targetId: String(goodsId),
      owner: 'supplier',
      mode: 0,
      consumers: [],
    });
    const saved = await post(admin, '/mock/updateBlackAndWhite', {
      targetType: 'goods',
      targetId: goodsId,
      mode: 2,
      consumers: ['consumer'],
    });
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ mode: 2, consumers: [{ username: 'consumer' }] });
    // The real list: the supplier sees it on its own page.
    const own = await post(supplier, '/server/blackWhiteList/query', {
      targetType: 'goods',
      targetId: goodsId,
    });
    expect(own.data).toMatchObject({ mode: 2, consumers: [{ username: 'consumer' }] });
    const again = await post(admin, '/mock/blackwhite', { targetType: 'goods', targetId: goodsId });
    expect(again.data.mode).toBe(2);
  });

  it('refuses bad input and targets the owner does not have, changing nothing', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ targetType: 'goods', targetId: goodsId, mode: 3, consumers: [] }, 400],
      [{ targetType: 'order', targetId: goodsId, mode: 1, consumers: [] }, 400],
      [{ targetType: 'goods', targetId: goodsId, mode: 1, consumers: ['nobody-here'] }, 400],
      [{ targetType: 'goods', targetId: goodsId, mode: 1, consumers: ['supplier'] }, 10181],
      [{ targetType: 'goods', targetId: goodsId, owner: 'developer', mode: 1, consumers: [] }, 404],
      [{ targetType: 'goods', targetId: goodsId, owner: 'consumer', mode: 1, consumers: [] }, 400],
    ];
    for (const [payload, code] of cases) {
      const res = await post(admin, '/mock/updateBlackAndWhite', payload);
      expect(res.code, JSON.stringify(payload)).toBe(code);
    }
    const after = await post(admin, '/mock/blackwhite', { targetType: 'goods', targetId: goodsId });
    expect(after.data).toMatchObject({ mode: 2, consumers: [{ username: 'consumer' }] });
    expect((await post(admin, '/mock/blackwhite', { targetType: 'goods', targetId: 999999 })).code).toBe(404);
  });

  it('is for the operator only', async () => {
    for (const token of [consumer, supplier, developer]) {
      expect((await get(token, '/mock/testuser')).code).toBe(403);
      expect((await get(token, '/mock/testnames')).code).toBe(403);
      expect((await post(token, '/mock/blackwhite', { targetType: 'goods', targetId: goodsId })).code).toBe(
        403,
      );
      const update = { targetType: 'goods', targetId: goodsId, mode: 0, consumers: [] };
      expect((await post(token, '/mock/updateBlackAndWhite', update)).code).toBe(403);
    }
    expect((await get(null, '/mock/testuser')).code).toBe(401);
  });
});

describe('mock calls with demo data off', () => {
  let off: TestApp;
  let offAdmin: string;
  beforeAll(async () => {
    off = await startTestApp({
      config: { seedDemo: false, seedDemoGoods: false, adminPassword: 'Admin@12345' },
    });
    offAdmin = (await loginAs(off, 'admin', 'Admin@12345')).token;
  });
  afterAll(async () => off.close());

  it('refuses every mock call with a clear error', async () => {
    for (const [method, url] of [
      ['GET', '/mock/testuser'],
      ['GET', '/mock/testnames'],
      ['POST', '/mock/blackwhite'],
      ['POST', '/mock/updateBlackAndWhite'],
    ] as const) {
      const payload =
        method === 'POST' ? { targetType: 'goods', targetId: 1, mode: 0, consumers: [] } : undefined;
      const res = await sendJson(off, offAdmin, url, { method, payload });
      expect(res.code, url).toBe(10648);
      expect(res.msg).toContain('SEED_DEMO=0');
    }
  });
});
