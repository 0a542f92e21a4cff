import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { sysMenu } from './access.table.js';
import type { MenuSeed } from './menu-data.js';
import { MENU_TREES } from './menu-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Node {
  url: string;
  name: string;
  isshow: number;
  children: Node[];
}

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const seedUrls = (seeds: MenuSeed[]): string[] =>
  seeds.flatMap((s) => [s.url, ...seedUrls(s.children ?? [])]).filter(Boolean);

describe('menus', () => {
  it.each([
    ['admin', 0, 'operate/index'],
    ['consumer', 1, 'consumer/dashboard/index'],
    ['developer', 2, 'dev/devindex'],
    ['supplier', 3, 'producer/index'],
  ] as const)('gives %s exactly its own menu, home first', async (username, roleType, home) => {
    const { token } = await loginAs(t, username);
    const res = await t.app.inject({ url: '/sys/menu/nav', headers: bearer(token) });
    expect(res.json().code).toBe(0);
    const tree = res.json().data as Node[];
    const urls = flatten(tree)
      .map((n) => n.url)
      .filter(Boolean);
    expect(urls.sort()).toEqual(seedUrls(MENU_TREES[roleType]).sort());
    expect(flatten(tree).find((n) => n.url && n.isshow === 1)?.url).toBe(home);
  });

  it('names menu entries in the language of the request', async () => {
    const { token } = await loginAs(t, 'supplier');
    const get = async (lang: string) =>
      flatten(
        (
          await t.app.inject({ url: '/sys/menu/nav', headers: { ...bearer(token), 'accept-language': lang } })
        ).json().data,
      ).find((n) => n.url === 'producer/nodeinfo')?.name;
    expect(await get('zh-CN')).toMatch(/[\u4e00-\u9fff]/);
    expect(await get('en-US')).toMatch(/^[A-Za-z ]+$/);
  });

  it('lists the permission strings of the role', async () => {
    const supplier = await loginAs(t, 'supplier');
    const perms = (
      await t.app.inject({ url: '/sys/menu/permissions', headers: bearer(supplier.token) })
    ).json().data;
    expect(perms).toContain('zqData:zqdata:page');
    expect(perms).toContain('nodeInfo:nodeinfo:save');
    expect(perms).not.toContain('sys:log:login');
    const admin = await loginAs(t, 'admin');
    const adminPerms = (
      await t.app.inject({ url: '/sys/menu/permissions', headers: bearer(admin.token) })
    ).json().data;
    expect(adminPerms).toContain('sys:log:login');
  });

  it('does not duplicate menus when synced again', async () => {
    expect(await t.services.access.syncMenus()).toBe(0);
  });

  it('names the supplier goods form for every kind it serves, also in a database seeded with the old name', async () => {
    const { token } = await loginAs(t, 'supplier');
    const nameOf = async (lang: string) =>
      flatten(
        (
          await t.app.inject({ url: '/sys/menu/nav', headers: { ...bearer(token), 'accept-language': lang } })
        ).json().data,
      ).find((n) => n.url === 'producer/zqdata-update')?.name;
    const entry = and(eq(sysMenu.roleType, 3), eq(sysMenu.key, 'producer/zqdata-update'));
    const setNames = (nameZhCn: string, nameZhTw: string, nameEnUs: string) =>
      t.db.update(sysMenu).set({ nameZhCn, nameZhTw, nameEnUs }).where(entry);

    expect(await nameOf('zh-CN')).toBe('新增/编辑数据商品');
    expect(await nameOf('zh-TW')).toBe('新增/編輯資料商品');
    expect(await nameOf('en-US')).toBe('Add or edit data goods');

    // A database seeded before the rename: the entry takes the new name when menus are synced at start.
    await setNames('编辑数据包', '編輯資料包', 'Edit data package');
    expect(await nameOf('zh-CN')).toBe('编辑数据包');
    expect(await t.services.access.syncMenus()).toBe(0);
    expect(await nameOf('zh-CN')).toBe('新增/编辑数据商品');
    expect(await nameOf('en-US')).toBe('Add or edit data goods');

    // A name someone chose since is theirs: syncing leaves it.
    await setNames('商品编辑', '商品編輯', 'Goods editor');
    await t.services.access.syncMenus();
    expect(await nameOf('zh-CN')).toBe('商品编辑');
    await setNames('新增/编辑数据商品', '新增/編輯資料商品', 'Add or edit data goods');
  });
});

describe('dictionaries', () => {
  it('serves every enumeration in the language of the request, without login', async () => {
    const en = (
      await t.app.inject({ url: '/sys/dict/type/all', headers: { 'accept-language': 'en-US' } })
    ).json();
    expect(en.code).toBe(0);
    const orderStatus = en.data.find((d: { dictType: string }) => d.dictType === 'order_status');
    expect(orderStatus.dataList.map((e: { dictValue: string }) => e.dictValue)).toEqual(['-1', '0', '1']);
    expect(orderStatus.dataList[1].dictLabel).toMatch(/payment/i);
    const zh = (await t.app.inject({ url: '/sys/dict/type/all' })).json();
    const zhOrder = zh.data.find((d: { dictType: string }) => d.dictType === 'order_status');
    expect(zhOrder.dataList[1].dictLabel).toMatch(/[\u4e00-\u9fff]/);
  });
});
