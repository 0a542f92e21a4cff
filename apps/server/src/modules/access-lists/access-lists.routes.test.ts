import { ErrorCode, errorMessage, RoleType } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { sendJson } from '../../test/requests.js';
import { sysUser } from '../identity/identity.table.js';
import { AccessListService } from './access-lists.service.js';

let t: TestApp;
let supplier: string;
let developer: string;
let consumer: string;
const ids: Record<string, number> = {};

/** Targets of the fake owning modules: id -> [owner username, name]. */
const ASSETS: Record<number, [string, string]> = {
  11: ['supplier', 'Sensor readings'],
  12: ['developer', 'Someone else’s asset'],
};
const GOODS: Record<number, [string, string]> = {
  21: ['developer', 'Route planner API'],
  22: ['developer', 'Fleet dashboard'],
  23: ['supplier', 'Supplier packet'],
};

beforeAll(async () => {
  t = await startTestApp();
  supplier = (await loginAs(t, 'supplier')).token;
  developer = (await loginAs(t, 'developer')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  const second = await t.services.accounts.createApproved({
    username: 'consumer2',
    password: 'Demo@12345',
    roleType: 1,
    companyName: '第二消费方',
    contactName: '赵二',
    mobile: '13800000011',
    email: 'c2@example.com',
  });
  for (const name of ['admin', 'supplier', 'developer', 'consumer']) {
    const [row] = (await t.services.users.page({ page: 1, limit: 10 }, { username: name })).list.filter(
      (u) => u.username === name,
    );
    ids[name] = row!.id;
  }
  ids.consumer2 = second.id;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, token: string, payload: object, lang = 'en-US') =>
  sendJson(t, token, url, { payload, language: lang });

const query = (token: string, targetType: string, targetId: number | string) =>
  post('/server/blackWhiteList/query', token, { targetType, targetId });
const save = (token: string, body: object) => post('/server/blackWhiteList/save', token, body);

function registerFakeModules() {
  const owner = (table: Record<number, [string, string]>) => async (id: number) => {
    const entry = table[id];
    return entry ? ids[entry[0]]! : null;
  };
  t.services.accessLists.registerTargetResolver('asset', owner(ASSETS));
  t.services.accessLists.registerTargetResolver('goods', {
    ownerOf: owner(GOODS),
    nameOf: async (id) => GOODS[id]?.[1] ?? '',
    listOwned: async (ownerId, { page, limit, name }) => {
      const all = Object.entries(GOODS)
        .filter(([, [user, title]]) => ids[user] === ownerId && (!name || title.includes(name)))
        .map(([id, [, title]]) => ({ id: Number(id), name: title }))
        .reverse();
      return { total: all.length, list: all.slice((page - 1) * limit, page * limit) };
    },
  });
}

describe('black and white lists', () => {
  it('refuses a kind of target no module serves, with a clear message', async () => {
    // The app registers assets and goods; a service without them shows what callers get before that.
    const bare = new AccessListService({ db: t.db, clock: t.clock, findUsers: async () => [] });
    expect(bare.support('asset')).toEqual({ supported: false, listable: false });
    const actor = { userId: ids.supplier!, username: 'supplier', roleType: RoleType.SUPPLIER, sessionId: 0 };
    const refused = await bare.get(actor, 'asset', 11).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(ErrorCode.ACCESS_LIST_TARGET_UNSUPPORTED);
    expect(
      errorMessage(ErrorCode.ACCESS_LIST_TARGET_UNSUPPORTED, 'zh-CN', (refused as AppError).params),
    ).toContain('黑白名单');
    const real = await post('/server/blackWhiteList/targets', supplier, { targetType: 'asset' });
    expect(real).toMatchObject({ code: 0, data: { supported: true, listable: true } });
    registerFakeModules();
  });

  it('answers mode none and no consumers for a target never configured', async () => {
    const res = await query(supplier, 'asset', 11);
    expect(res).toMatchObject({
      code: 0,
      data: { targetType: 'asset', targetId: '11', mode: 0, consumers: [], updateDate: null },
    });
  });

  it('saves and queries a white list', async () => {
    const saved = await save(supplier, {
      targetType: 'asset',
      targetId: 11,
      mode: 1,
      consumerIds: [ids.consumer, ids.consumer, String(ids.consumer2)],
    });
    expect(saved.code).toBe(0);
    expect(saved.data.mode).toBe(1);
    expect(saved.data.consumers.map((c: { username: string }) => c.username)).toEqual([
      'consumer',
      'consumer2',
    ]);
    expect(saved.data.consumers[0]).toEqual({
      id: String(ids.consumer),
      username: 'consumer',
      realName: '张消费',
      companyName: '星河汽车零部件有限公司',
      status: 1,
    });
    expect(saved.data.updateDate).not.toBeNull();
    const read = await query(supplier, 'asset', '11');
    expect(read.data).toEqual(saved.data);
  });

  it('validates the body and names the field', async () => {
    const badMode = await save(supplier, { targetType: 'asset', targetId: 11, mode: 3, consumerIds: [] });
    expect(badMode.code).toBe(400);
    expect(badMode.data.field).toBe('mode');
    const badType = await save(supplier, { targetType: 'shop', targetId: 11, mode: 0 });
    expect(badType.code).toBe(400);
    expect(badType.data.field).toBe('targetType');
    const noId = await query(supplier, 'asset', '');
    expect(noId.code).toBe(400);
    expect(noId.data.field).toBe('targetId');
    const tooMany = await save(supplier, {
      targetType: 'asset',
      targetId: 11,
      mode: 1,
      consumerIds: Array.from({ length: 501 }, (_, i) => i + 1),
    });
    expect(tooMany.code).toBe(400);
    expect(tooMany.data.field).toBe('consumerIds');
  });

  it('refuses anyone but an approved consumer on a list, and changes nothing', async () => {
    for (const wrong of [ids.supplier, ids.admin, 999_999]) {
      const res = await save(supplier, {
        targetType: 'asset',
        targetId: 11,
        mode: 2,
        consumerIds: [ids.consumer, wrong],
      });
      expect(res.code).toBe(ErrorCode.ACCESS_LIST_NOT_CONSUMER);
      expect(res.msg).toContain(String(wrong));
      expect(res.data).toEqual({ field: 'consumerIds' });
    }
    // An account still waiting for approval is not a consumer yet.
    const pending = await t.services.accounts.createApproved({
      username: 'pendingbuyer',
      password: 'Demo@12345',
      roleType: 1,
      companyName: '待审核公司',
      contactName: '钱',
      mobile: '13800000012',
      email: '',
    });
    await t.db.update(sysUser).set({ spType: 0 }).where(eq(sysUser.id, pending.id));
    const res = await save(supplier, {
      targetType: 'asset',
      targetId: 11,
      mode: 1,
      consumerIds: [pending.id],
    });
    expect(res.code).toBe(ErrorCode.ACCESS_LIST_NOT_CONSUMER);
    const read = await query(supplier, 'asset', 11);
    expect(read.data.mode).toBe(1);
    expect(read.data.consumers).toHaveLength(2);
  });

  it("answers 404 for another owner's target or a missing one, 403 for a consumer", async () => {
    expect((await query(developer, 'asset', 11)).code).toBe(404);
    expect(
      (await save(developer, { targetType: 'asset', targetId: 11, mode: 0, consumerIds: [] })).code,
    ).toBe(404);
    expect((await query(supplier, 'asset', 12)).code).toBe(404);
    expect((await query(supplier, 'asset', 404_404)).code).toBe(404);
    expect((await query(consumer, 'asset', 11)).code).toBe(403);
    // The developer's own asset works for them, and the supplier's list is untouched.
    expect((await query(developer, 'asset', 12)).code).toBe(0);
    expect((await query(supplier, 'asset', 11)).data.consumers).toHaveLength(2);
  });

  it('canAccess: a white list admits only the listed consumers and the owner', async () => {
    const lists = t.services.accessLists;
    expect(await lists.canAccess('asset', 11, ids.consumer!)).toBe(true);
    expect(await lists.canAccess('asset', 11, ids.consumer2!)).toBe(true);
    await save(supplier, { targetType: 'asset', targetId: 11, mode: 1, consumerIds: [ids.consumer] });
    expect(await lists.canAccess('asset', 11, ids.consumer!)).toBe(true);
    expect(await lists.canAccess('asset', 11, ids.consumer2!)).toBe(false);
    expect(await lists.canAccess('asset', 11, null)).toBe(false);
    expect(await lists.canAccess('asset', 11, ids.supplier!)).toBe(true);
    await expect(lists.assertCanAccess('asset', 11, ids.consumer2!)).rejects.toMatchObject({
      code: ErrorCode.ACCESS_LIST_REFUSED,
    });
    // Another kind with the same id is another target.
    expect(await lists.canAccess('goods', 11, ids.consumer2!)).toBe(true);
  });

  it('canAccess: a black list refuses only the listed consumers', async () => {
    const lists = t.services.accessLists;
    await save(supplier, { targetType: 'asset', targetId: 11, mode: 2, consumerIds: [ids.consumer] });
    expect(await lists.canAccess('asset', 11, ids.consumer!)).toBe(false);
    expect(await lists.canAccess('asset', 11, ids.consumer2!)).toBe(true);
    expect(await lists.canAccess('asset', 11, null)).toBe(true);
    await expect(lists.assertCanAccess('asset', 11, ids.consumer2!)).resolves.toBeUndefined();
  });

  it('canAccess: mode none admits everyone and keeps the consumers for later', async () => {
    const lists = t.services.accessLists;
    const off = await save(supplier, {
      targetType: 'asset',
      targetId: 11,
      mode: 0,
      consumerIds: [ids.consumer],
    });
    expect(off.data.consumers).toHaveLength(1);
    expect(await lists.canAccess('asset', 11, ids.consumer!)).toBe(true);
    expect(await lists.canAccess('asset', 11, null)).toBe(true);
    expect(await lists.canAccess('asset', 777, ids.consumer!)).toBe(true);
  });

  it('lists the targets hidden from a consumer and filters a page of ids', async () => {
    const lists = t.services.accessLists;
    await save(developer, { targetType: 'goods', targetId: 21, mode: 1, consumerIds: [ids.consumer2] });
    await save(developer, { targetType: 'goods', targetId: 22, mode: 2, consumerIds: [ids.consumer] });
    await save(supplier, { targetType: 'goods', targetId: 23, mode: 1, consumerIds: [] });
    expect((await lists.refusedTargetIds('goods', ids.consumer!)).sort()).toEqual([21, 22, 23]);
    expect((await lists.refusedTargetIds('goods', ids.consumer2!)).sort()).toEqual([23]);
    expect((await lists.refusedTargetIds('goods', null)).sort()).toEqual([21, 23]);
    // Owners always see their own goods.
    expect((await lists.refusedTargetIds('goods', ids.supplier!)).sort()).toEqual([21]);
    expect(await lists.filterAccessible('goods', [23, 22, 21, 5], ids.consumer2!)).toEqual([22, 21, 5]);
    await lists.forgetTarget('goods', 23);
    expect(await lists.canAccess('goods', 23, ids.consumer!)).toBe(true);
  });

  it("lists the caller's targets with the state of their lists when the module can", async () => {
    const res = await post('/server/blackWhiteList/targets', developer, {
      targetType: 'goods',
      page: 1,
      limit: 10,
    });
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      supported: true,
      listable: true,
      total: 2,
      list: [
        { id: '22', name: 'Fleet dashboard', mode: 2, consumerCount: 1 },
        { id: '21', name: 'Route planner API', mode: 1, consumerCount: 1 },
      ],
    });
    const named = await post('/server/blackWhiteList/targets', developer, {
      targetType: 'goods',
      name: 'Route',
    });
    expect(named.data.list.map((x: { id: string }) => x.id)).toEqual(['21']);
    const assets = await post('/server/blackWhiteList/targets', supplier, { targetType: 'asset' });
    expect(assets.data).toEqual({ supported: true, listable: false, list: [], total: 0 });
    const goodsQuery = await query(developer, 'goods', 21);
    expect(goodsQuery.data.targetName).toBe('Route planner API');
  });

  it('lets shop owners pick consumers only, without contact details', async () => {
    const res = await t.app.inject({ url: '/sys/user/page?roleType=0&limit=50', headers: bearer(supplier) });
    const list = res.json().data.list as {
      username: string;
      email: string;
      mobile: string;
      roleType: number;
    }[];
    expect(list.map((u) => u.username).sort()).toEqual(['consumer', 'consumer2']);
    expect(list.every((u) => u.roleType === 1 && u.email === '' && u.mobile === '')).toBe(true);
    const byConsumer = await t.app.inject({ url: '/sys/user/page', headers: bearer(consumer) });
    expect(byConsumer.json().code).toBe(403);
  });
});
