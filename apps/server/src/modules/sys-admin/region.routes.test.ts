import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { sendJson } from '../../test/requests.js';
import { sysRegion } from './sys-admin.table.js';

let t: TestApp;
let admin: string;
let consumer: string;
let supplier: string;
let developer: string;

const regionCount = async () => (await t.db.select({ n: count() }).from(sysRegion))[0]?.n ?? 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  developer = (await loginAs(t, 'developer')).token;
});
afterAll(async () => t.close());

const get = (token: string | null, url: string, language = 'en-US') =>
  sendJson(t, token, url, { method: 'GET', language });

describe('region seed', () => {
  it('fills the table once, with provinces, cities and districts, quickly and idempotently', async () => {
    const started = Date.now();
    const seeded = await t.services.sysAdmin.regions.seedDefaults();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(seeded).toBeGreaterThan(3000);
    expect(await regionCount()).toBe(seeded);
    expect(await t.services.sysAdmin.regions.seedDefaults()).toBe(0);
    expect(await regionCount()).toBe(seeded);
  });
});

describe('region tree for pickers', () => {
  it('any logged-in user gets provinces with their cities and districts, by GB/T 2260 code', async () => {
    const tree = await get(consumer, '/sys/region/tree');
    expect(tree.code).toBe(0);
    expect(tree.data).toHaveLength(31);
    const beijing = tree.data.find((n: { id: string }) => n.id === '110000');
    expect(beijing.name).toBe('北京市');
    expect(beijing.children[0].children.map((d: { name: string }) => d.name)).toContain('东城区');
    const guangdong = tree.data.find((n: { id: string }) => n.id === '440000');
    expect(guangdong.children.map((c: { name: string }) => c.name)).toContain('广州市');
  });

  it('stops at the level asked for, and shows Traditional characters in zh-TW', async () => {
    const provinces = await get(supplier, '/sys/region/tree?level=1');
    expect(provinces.data.every((n: { children: unknown[] }) => n.children.length === 0)).toBe(true);
    const tw = await get(developer, '/sys/region/tree?level=2', 'zh-TW');
    const guangdong = tw.data.find((n: { id: string }) => n.id === '440000');
    expect(guangdong.name).toBe('廣東省');
    expect(guangdong.children.map((c: { name: string }) => c.name)).toContain('廣州市');
    expect((await get(consumer, '/sys/region/tree?level=4')).code).toBe(400);
  });

  it('needs a login', async () => {
    expect((await get(null, '/sys/region/tree')).code).toBe(401);
  });
});

describe('operator region upkeep', () => {
  it('lists the children of one node lazily, saying which have children', async () => {
    const provinces = await get(admin, '/sys/region/list');
    expect(provinces.data).toHaveLength(31);
    expect(provinces.data[0]).toMatchObject({ id: '110000', pid: '0', type: 1, hasChildren: true });
    const districts = await get(admin, '/sys/region/list?pid=110100', 'zh-TW');
    expect(districts.data[0]).toMatchObject({
      name: '东城区',
      localName: '東城區',
      type: 3,
      hasChildren: false,
    });
    const info = await get(admin, '/sys/region/440100');
    expect(info.data).toMatchObject({ id: '440100', pid: '440000', name: '广州市', type: 2 });
  });

  it('adds a district under a city, renames it, and deletes it', async () => {
    const added = await sendJson(t, admin, '/sys/region', {
      payload: { id: 440199, pid: 440100, name: ' 测试新区 ', sort: 99 },
    });
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ id: '440199', pid: '440100', name: '测试新区', type: 3, sort: 99 });
    const renamed = await sendJson(t, admin, '/sys/region', {
      method: 'PUT',
      payload: { id: 440199, name: '试验区', sort: 1 },
    });
    expect(renamed.data).toMatchObject({ name: '试验区', sort: 1 });
    const removed = await sendJson(t, admin, '/sys/region', { method: 'DELETE', payload: { id: 440199 } });
    expect(removed.code).toBe(0);
    expect((await get(admin, '/sys/region/440199')).code).toBe(10641);
  });

  it('refuses bad codes, taken codes, wrong levels, missing parents and deleting a node with children', async () => {
    const before = await regionCount();
    const cases: [Record<string, unknown>, number][] = [
      [{ id: 12345, pid: 0, name: 'x' }, 400],
      [{ id: 'abc', pid: 0, name: 'x' }, 400],
      [{ id: 990000, pid: 0, name: '   ' }, 400],
      [{ id: 990000, pid: 0, name: 'x'.repeat(65) }, 400],
      [{ id: 110000, pid: 0, name: '北京' }, 10642],
      [{ id: 110199, pid: 110101, name: '街道' }, 10644],
      [{ id: 990100, pid: 990000, name: '无上级' }, 10641],
    ];
    for (const [payload, code] of cases) {
      const res = await sendJson(t, admin, '/sys/region', { payload });
      expect(res.code, JSON.stringify(payload)).toBe(code);
    }
    const taken = await sendJson(t, admin, '/sys/region', { payload: { id: 110000, pid: 0, name: '北京' } });
    expect(taken.msg).toContain('110000');
    const withChildren = await sendJson(t, admin, '/sys/region', {
      method: 'DELETE',
      payload: { id: 110000 },
    });
    expect(withChildren.code).toBe(10643);
    expect(withChildren.msg).toMatch(/subregions/);
    const missing = await sendJson(t, admin, '/sys/region', {
      method: 'PUT',
      payload: { id: 990000, name: 'x', sort: 0 },
    });
    expect(missing.code).toBe(10641);
    expect((await get(admin, '/sys/region/0123')).code).toBe(400);
    expect(await regionCount()).toBe(before);
  });

  it('only the operator manages regions', async () => {
    for (const token of [consumer, supplier, developer]) {
      expect((await get(token, '/sys/region/list')).code).toBe(403);
      expect((await get(token, '/sys/region/110000')).code).toBe(403);
      const payload = { id: 990000, pid: 0, name: 'x', sort: 0 };
      expect((await sendJson(t, token, '/sys/region', { payload })).code).toBe(403);
      expect((await sendJson(t, token, '/sys/region', { method: 'PUT', payload })).code).toBe(403);
      expect(
        (await sendJson(t, token, '/sys/region', { method: 'DELETE', payload: { id: 110101 } })).code,
      ).toBe(403);
    }
    expect((await get(admin, '/sys/region/110101')).code).toBe(0);
  });
});
