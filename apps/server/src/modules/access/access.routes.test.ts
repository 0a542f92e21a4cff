import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
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
