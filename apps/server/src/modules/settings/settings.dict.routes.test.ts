import { DICT, ErrorCode, type settings } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { sendJson } from '../../test/requests.js';

let t: TestApp;
let admin: string;
let consumer: string;
let supplier: string;
let developer: string;

type DictTypeRow = settings.DictTypeRow;
type DictItem = settings.DictItem;

const get = (token: string | null, url: string, language = 'en-US') =>
  sendJson(t, token, url, { method: 'GET', language });
const write = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown) =>
  sendJson(t, token, url, { method, payload });

async function typeByKey(key: string): Promise<DictTypeRow> {
  const res = await get(admin, `/sys/dict/type/page?page=1&limit=100&dictType=${key}`);
  return (res.data.list as DictTypeRow[]).find((d) => d.dictType === key)!;
}

async function itemsOf(typeId: string): Promise<DictItem[]> {
  return (await get(admin, `/sys/dict/data/page?page=1&limit=100&dictTypeId=${typeId}`)).data.list;
}

async function served(key: string, language: string) {
  const res = await get(null, '/sys/dict/type/all', language);
  return res.data.find((d: { dictType: string }) => d.dictType === key) as
    | { dataList: { dictLabel: string; dictValue: string }[] }
    | undefined;
}

const item = (overrides: Record<string, unknown> = {}) => ({
  dictValue: 'x',
  labelZhCn: '标签',
  labelZhTw: '標籤',
  labelEnUs: 'Label',
  ...overrides,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  developer = (await loginAs(t, 'developer')).token;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('dictionaries', () => {
  it("seeds the contract's enumerations as locked types and items, served as before", async () => {
    const all = await get(admin, '/sys/dict/type/page?page=1&limit=10');
    expect(all.data.total).toBe(Object.keys(DICT).length);
    const itemType = await typeByKey('item_type');
    expect(itemType).toMatchObject({ locked: true, itemCount: DICT.item_type.length });
    const items = await itemsOf(itemType.id);
    expect(items.map((i) => [i.dictValue, i.labelEnUs, i.locked])).toEqual(
      DICT.item_type.map((o) => [o.value, o.label['en-US'], true]),
    );
    const one = await get(admin, `/sys/dict/data/${items[0]!.id}`);
    expect(one.data).toMatchObject({ dictValue: '1', labelZhCn: '数据应用', labelZhTw: '數據應用' });
    expect((await served('item_type', 'zh-TW'))!.dataList[1]).toEqual({
      dictLabel: '數據包',
      dictValue: '2',
    });
    // Seeding again changes nothing.
    await t.services.settings.sync();
    expect((await get(admin, '/sys/dict/type/page?page=1&limit=10')).data.total).toBe(
      Object.keys(DICT).length,
    );
  });

  it('refuses consumers, suppliers and developers', async () => {
    const itemType = await typeByKey('item_type');
    const [first] = await itemsOf(itemType.id);
    for (const token of [consumer, supplier, developer]) {
      expect((await get(token, '/sys/dict/type/page')).code).toBe(ErrorCode.FORBIDDEN);
      expect((await get(token, `/sys/dict/type/${itemType.id}`)).code).toBe(ErrorCode.FORBIDDEN);
      expect((await get(token, `/sys/dict/data/page?dictTypeId=${itemType.id}`)).code).toBe(
        ErrorCode.FORBIDDEN,
      );
      expect((await write(token, 'POST', '/sys/dict/type', { dictType: 'k', dictName: 'n' })).code).toBe(
        ErrorCode.FORBIDDEN,
      );
      expect((await write(token, 'PUT', '/sys/dict/data', { ...first, labelEnUs: 'Hacked' })).code).toBe(
        ErrorCode.FORBIDDEN,
      );
      expect((await write(token, 'DELETE', '/sys/dict/data', [first!.id])).code).toBe(ErrorCode.FORBIDDEN);
    }
    expect((await served('item_type', 'en-US'))!.dataList[0]!.dictLabel).toBe('Data application');
  });

  it('edits the labels of a locked value, served in each language at once', async () => {
    const itemType = await typeByKey('item_type');
    const [first] = await itemsOf(itemType.id);
    const res = await write(admin, 'PUT', '/sys/dict/data', {
      ...first,
      labelZhCn: '数据应用（新）',
      labelEnUs: 'Smart application',
    });
    expect(res.code, res.msg).toBe(0);
    expect((await served('item_type', 'en-US'))!.dataList[0]).toEqual({
      dictLabel: 'Smart application',
      dictValue: '1',
    });
    expect((await served('item_type', 'zh-CN'))!.dataList[0]!.dictLabel).toBe('数据应用（新）');
    expect((await served('item_type', 'zh-TW'))!.dataList[0]!.dictLabel).toBe('數據應用');
    await write(admin, 'PUT', '/sys/dict/data', first);
  });

  it('refuses to change or delete locked values and types, with a clear message, changing nothing', async () => {
    const orderStatus = await typeByKey('order_status');
    const items = await itemsOf(orderStatus.id);
    const changed = await write(admin, 'PUT', '/sys/dict/data', { ...items[0], dictValue: '-9' });
    expect(changed.code).toBe(ErrorCode.DICT_LOCKED);
    expect(changed.msg).toBe(
      'order_status = -1 is used by the system: it cannot be deleted and its key or value cannot change (its labels can)',
    );
    expect((await write(admin, 'DELETE', '/sys/dict/data', [items[1]!.id])).code).toBe(ErrorCode.DICT_LOCKED);
    expect((await write(admin, 'DELETE', '/sys/dict/type', [orderStatus.id])).code).toBe(
      ErrorCode.DICT_LOCKED,
    );
    const renamedKey = await write(admin, 'PUT', '/sys/dict/type', { ...orderStatus, dictType: 'orders' });
    expect(renamedKey.code).toBe(ErrorCode.DICT_LOCKED);
    const renamed = await write(admin, 'PUT', '/sys/dict/type', { ...orderStatus, dictName: 'Order status' });
    expect(renamed.code, renamed.msg).toBe(0);
    expect(renamed.data).toMatchObject({ dictType: 'order_status', dictName: 'Order status', locked: true });
    expect((await itemsOf(orderStatus.id)).map((i) => i.dictValue)).toEqual(['-1', '0', '1']);
  });

  it('adds, edits and deletes types and items of the operator', async () => {
    const created = await write(admin, 'POST', '/sys/dict/type', {
      dictType: 'shipping_zone',
      dictName: 'Shipping zones',
      remark: 'Regions',
      sort: 900,
    });
    expect(created.code, created.msg).toBe(0);
    const typeId = created.data.id as string;
    expect(created.data).toMatchObject({ locked: false, itemCount: 0 });

    const north = await write(admin, 'POST', '/sys/dict/data', item({ dictTypeId: typeId, dictValue: 'N' }));
    expect(north.code, north.msg).toBe(0);
    expect(north.data.locked).toBe(false);
    const south = await write(
      admin,
      'POST',
      '/sys/dict/data',
      item({ dictTypeId: typeId, dictValue: 'S', sort: 2 }),
    );
    const dup = await write(admin, 'POST', '/sys/dict/data', item({ dictTypeId: typeId, dictValue: 'N' }));
    expect(dup.code).toBe(ErrorCode.DICT_TAKEN);
    expect(dup.msg).toBe(
      'shipping_zone = N already exists (dictionary type keys, and the values within a type, are unique)',
    );

    const moved = await write(admin, 'PUT', '/sys/dict/data', { ...north.data, dictValue: 'NE' });
    expect(moved.code, moved.msg).toBe(0);
    expect((await served('shipping_zone', 'en-US'))!.dataList.map((d) => d.dictValue)).toEqual(['NE', 'S']);
    const filtered = await get(admin, `/sys/dict/data/page?page=1&limit=10&dictTypeId=${typeId}&label=NE`);
    expect(filtered.data.list.map((i: DictItem) => i.dictValue)).toEqual(['NE']);

    expect((await write(admin, 'DELETE', '/sys/dict/data', [south.data.id])).code).toBe(0);
    expect((await itemsOf(typeId)).map((i) => i.dictValue)).toEqual(['NE']);

    const takenKey = await write(admin, 'POST', '/sys/dict/type', { dictType: 'item_type', dictName: 'x' });
    expect(takenKey.code).toBe(ErrorCode.DICT_TAKEN);

    expect((await write(admin, 'DELETE', '/sys/dict/type', [typeId])).code).toBe(0);
    expect(await served('shipping_zone', 'en-US')).toBeUndefined();
    expect((await get(admin, `/sys/dict/type/${typeId}`)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('validates every field and refuses unknown ids', async () => {
    const itemType = await typeByKey('item_type');
    const bad: [string, 'POST' | 'PUT', unknown][] = [
      ['/sys/dict/type', 'POST', { dictType: '9bad key', dictName: 'x' }],
      ['/sys/dict/type', 'POST', { dictType: 'ok_key', dictName: '' }],
      ['/sys/dict/data', 'POST', item({ dictTypeId: itemType.id, labelEnUs: '' })],
      ['/sys/dict/data', 'POST', item({ dictTypeId: itemType.id, dictValue: 'v'.repeat(65) })],
      ['/sys/dict/data', 'POST', item({ dictTypeId: itemType.id, sort: -1 })],
    ];
    for (const [url, method, payload] of bad) {
      expect((await write(admin, method, url, payload)).code, JSON.stringify(payload)).toBe(
        ErrorCode.BAD_PARAMS,
      );
    }
    expect((await write(admin, 'POST', '/sys/dict/data', item({ dictTypeId: '999999' }))).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await write(admin, 'DELETE', '/sys/dict/data', [])).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await get(admin, '/sys/dict/data/abc')).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await itemsOf(itemType.id)).length).toBe(DICT.item_type.length);
  });
});
