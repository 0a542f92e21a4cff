import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { sendJson } from '../../test/requests.js';

let t: TestApp;
let admin: string;
let supplier: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  supplier = (await loginAs(t, 'supplier')).token;
});
afterAll(async () => {
  await t?.close();
});

const post = (token: string | null, url: string, payload: object, lang = 'zh-CN') =>
  sendJson(t, token, url, { payload, language: lang });
const get = (token: string | null, url: string) => sendJson(t, token, url, { method: 'GET', language: null });
const del = (token: string, url: string, lang = 'zh-CN') =>
  sendJson(t, token, url, { method: 'DELETE', language: lang });

const SC = '/server/sourceClassification';
const addNode = (body: object) => post(admin, `${SC}/addSourceClassification`, body);

describe('classification tree', () => {
  let rootId: string;
  let childId: string;
  let grandId: string;

  it('adds roots and children and answers the tree of a kind', async () => {
    const root = await addNode({ classify: 1, name: '工业设备', nameEn: 'Equipment', sort: 10 });
    expect(root).toMatchObject({ code: 0, data: { classify: 1, parentId: null, name: '工业设备' } });
    rootId = root.data.id;
    childId = (await addNode({ classify: 1, parentId: rootId, name: '数控机床', sort: 2 })).data.id;
    grandId = (await addNode({ classify: 1, parentId: childId, name: '五轴', sort: 1 })).data.id;
    await addNode({ classify: 1, parentId: rootId, name: '机器人', sort: 1 });
    await addNode({ classify: 2, name: '数据包' });

    const tree = await get(null, `${SC}/queryAll?classify=1`);
    expect(tree.code).toBe(0);
    expect(tree.data).toHaveLength(1);
    expect(tree.data[0].children.map((c: { name: string }) => c.name)).toEqual(['机器人', '数控机床']);
    expect(tree.data[0].children[1].children[0]).toMatchObject({ id: grandId, parentId: childId });
    expect((await get(null, `${SC}/queryAll?classify=2`)).data.map((n: { name: string }) => n.name)).toEqual([
      '数据包',
    ]);
  });

  it('pages the roots with their subtrees, and finds nodes by name', async () => {
    const page = await post(admin, `${SC}/querySourceClassification`, { classify: 1, page: 1, limit: 10 });
    expect(page.data.total).toBe(1);
    expect(page.data.list[0].children).toHaveLength(2);
    const found = await post(admin, `${SC}/querySourceClassification`, { classify: 1, name: '五轴' });
    expect(found.data.list.map((n: { id: string }) => n.id)).toEqual([grandId]);
  });

  it('answers a node with its ancestors and children', async () => {
    const res = await get(supplier, `${SC}/queryCategoryAll?categoryId=${childId}`);
    expect(res.data.node.id).toBe(childId);
    expect(res.data.path.map((n: { id: string }) => n.id)).toEqual([rootId]);
    expect(res.data.children.map((n: { id: string }) => n.id)).toEqual([grandId]);
    expect((await get(null, `${SC}/queryCategoryAll?categoryId=${childId}`)).code).toBe(401);
  });

  it('filters by brandId (subtree) and itemType, and hides disabled nodes from the mall', async () => {
    const sub = await get(null, `${SC}/queryAll?classify=1&brandId=${childId}`);
    expect(sub.data.map((n: { id: string }) => n.id)).toEqual([childId]);
    const goods = (await addNode({ classify: 2, name: 'API 商品', itemType: 3 })).data;
    const packets = (await get(null, `${SC}/queryAll?classify=2&itemType=1`)).data;
    expect(packets.map((n: { name: string }) => n.name)).toEqual(['数据包']);
    await post(admin, `${SC}/updateSourceClassification`, { id: goods.id, name: 'API 商品', status: 0 });
    expect((await get(null, `${SC}/queryAll?classify=2`)).data).toHaveLength(1);
    expect((await get(null, `${SC}/queryAll?classify=2&withDisabled=1`)).data).toHaveLength(2);
  });

  it('refuses a sibling with the same name, case-insensitively, but allows it elsewhere', async () => {
    const dup = await post(
      admin,
      `${SC}/addSourceClassification`,
      { classify: 1, parentId: rootId, name: '机器人' },
      'en-US',
    );
    expect(dup.code).toBe(ErrorCode.CLASSIFICATION_NAME_TAKEN);
    expect(dup.msg).toContain('机器人');
    expect(dup.data).toEqual({ field: 'name' });
    expect((await addNode({ classify: 1, parentId: childId, name: '机器人' })).code).toBe(0);
    expect((await addNode({ classify: 2, name: '工业设备' })).code).toBe(0);
  });

  it('refuses a parent from another tree', async () => {
    const res = await addNode({ classify: 2, parentId: rootId, name: 'x' });
    expect(res.code).toBe(ErrorCode.CLASSIFICATION_PARENT_INVALID);
  });

  it('moves a node, but never under itself or its descendants', async () => {
    const underGrand = await post(admin, `${SC}/updateSourceClassification`, {
      id: rootId,
      parentId: grandId,
      name: '工业设备',
    });
    expect(underGrand.code).toBe(ErrorCode.CLASSIFICATION_CYCLE);
    expect(underGrand.msg).toContain('下级');
    const self = await post(admin, `${SC}/updateSourceClassification`, {
      id: childId,
      parentId: childId,
      name: '数控机床',
    });
    expect(self.code).toBe(ErrorCode.CLASSIFICATION_CYCLE);
    const moved = await post(admin, `${SC}/updateSourceClassification`, {
      id: grandId,
      parentId: rootId,
      name: '五轴',
    });
    expect(moved.data.parentId).toBe(rootId);
    const back = await post(admin, `${SC}/updateSourceClassification`, {
      id: grandId,
      parentId: childId,
      name: '五轴',
    });
    expect(back.data.parentId).toBe(childId);
  });

  it('refuses to delete a node with children or tags, with a localized message', async () => {
    const withChildren = await del(admin, `${SC}/deleteSourceClassification?id=${rootId}`);
    expect(withChildren.code).toBe(ErrorCode.CLASSIFICATION_HAS_CHILDREN);
    expect(withChildren.msg).toBe('该分类下还有 2 个子分类，请先删除子分类');
    const tag = await post(admin, `${SC}/addTag`, { classificationId: grandId, name: '振动' });
    expect(tag.data).toMatchObject({ classificationId: grandId, classificationName: '五轴', name: '振动' });
    const withTags = await del(admin, `${SC}/deleteSourceClassification?id=${grandId}`, 'en-US');
    expect(withTags.code).toBe(ErrorCode.CLASSIFICATION_HAS_TAGS);
    expect(withTags.msg).toBe('This classification still has 1 tag(s); delete them first');
    expect((await del(admin, `${SC}/deleteTag?id=${tag.data.id}`)).code).toBe(0);
    expect((await del(admin, `${SC}/deleteSourceClassification?id=${grandId}`)).code).toBe(0);
    expect((await del(admin, `${SC}/deleteSourceClassification?id=${grandId}`)).code).toBe(404);
  });

  it('refuses to delete what another module reports as used', async () => {
    const node = (await addNode({ classify: 3, name: '品牌甲' })).data;
    t.services.catalog.registerUsageCheck(async (_tx, kind, id) =>
      kind === 'classification' && id === Number(node.id) ? 3 : 0,
    );
    const res = await del(admin, `${SC}/deleteSourceClassification?id=${node.id}`);
    expect(res.code).toBe(ErrorCode.CATALOG_IN_USE);
    expect(res.msg).toBe('“品牌甲”正在被 3 项资产或商品使用，不能删除');
  });
});

describe('classification tags', () => {
  it('lists, renames and keeps names unique within a classification', async () => {
    const node = (await addNode({ classify: 1, name: '能源' })).data;
    const a = (await post(admin, `${SC}/addTag`, { classificationId: node.id, name: '电力', sort: 2 })).data;
    await post(admin, `${SC}/addTag`, { classificationId: node.id, name: '光伏', sort: 1 });
    const dup = await post(admin, `${SC}/addTag`, { classificationId: node.id, name: '电力' });
    expect(dup.code).toBe(ErrorCode.TAG_NAME_TAKEN);
    const renamed = await post(admin, `${SC}/updateTag`, { id: a.id, name: '储能', sort: 3 });
    expect(renamed.data).toMatchObject({ name: '储能', sort: 3 });
    const tags = await get(null, `${SC}/queryAllTags?classify=1&classificationId=${node.id}`);
    expect(tags.data.map((x: { name: string }) => x.name)).toEqual(['光伏', '储能']);
    expect((await post(admin, `${SC}/addTag`, { classificationId: 999999, name: 'x' })).code).toBe(404);
  });
});

describe('free tags', () => {
  it('adds, type-ahead finds prefix matches first (at most 10), reads by ids, updates and deletes', async () => {
    const names = [
      '温度',
      '温度传感器',
      '室内温度',
      '压力',
      ...Array.from({ length: 12 }, (_, i) => `温湿度${i}`),
    ];
    const ids: string[] = [];
    for (const name of names) ids.push((await post(admin, '/server/tag/addTag', { name })).data.id);
    expect((await post(admin, '/server/tag/addTag', { name: '温度' })).code).toBe(ErrorCode.TAG_NAME_TAKEN);

    const like = await post(supplier, '/server/tag/likeTagName', { name: '温度' });
    expect(like.data.map((x: { name: string }) => x.name)).toEqual(['温度', '温度传感器', '室内温度']);
    const many = await post(supplier, '/server/tag/likeTagName', { name: '温' });
    expect(many.data).toHaveLength(10);
    expect(many.data[0].name).toBe('温度');
    expect((await post(supplier, '/server/tag/likeTagName', { name: '%' })).data).toEqual([]);

    const byIds = await post(supplier, `/server/tag/queryTagsById?id=${ids[0]},${ids[3]}`, {});
    expect(byIds.data.map((x: { name: string }) => x.name).sort()).toEqual(['压力', '温度'].sort());
    const updated = await post(admin, '/server/tag/updateTag', { id: ids[3], name: '气压', sort: 5 });
    expect(updated.data).toMatchObject({ name: '气压', sort: 5 });
    expect((await del(admin, `/server/tag/deleteTag?id=${ids[3]}`)).code).toBe(0);
    expect((await del(admin, `/server/tag/deleteTag?id=${ids[3]}`)).code).toBe(404);
  });
});

describe('security grades', () => {
  it('adds, orders by level, refuses a taken level or name, updates and deletes', async () => {
    const add = (body: object) => post(admin, '/server/securityLevel/add', body);
    const secret = await add({ level: 4, name: '机密', maskingRule: 'full', description: '核心' });
    expect(secret).toMatchObject({ code: 0, data: { level: 4, maskingRule: 'full' } });
    await add({ level: 1, name: '公开', maskingRule: 'none' });
    const internal = (await add({ level: 2, name: '内部', maskingRule: 'partial' })).data;
    expect((await add({ level: 2, name: '其他', maskingRule: 'none' })).code).toBe(
      ErrorCode.SECURITY_LEVEL_TAKEN,
    );
    expect((await add({ level: 9, name: '公开', maskingRule: 'none' })).code).toBe(
      ErrorCode.SECURITY_LEVEL_NAME_TAKEN,
    );
    const all = await get(supplier, '/server/securityLevel/queryAllSecurityLevel');
    expect(all.data.map((g: { level: number }) => g.level)).toEqual([1, 2, 4]);
    const page = await post(admin, '/server/securityLevel/queryByPage', { page: 1, limit: 10, name: '内' });
    expect(page.data).toMatchObject({ total: 1, list: [{ name: '内部' }] });
    const updated = await post(admin, '/server/securityLevel/update', {
      id: internal.id,
      level: 3,
      name: '敏感',
      maskingRule: 'partial',
    });
    expect(updated.data).toMatchObject({ level: 3, name: '敏感' });
    expect((await del(admin, `/server/securityLevel/delete?id=${internal.id}`)).code).toBe(0);
    expect((await get(supplier, '/server/securityLevel/queryAllSecurityLevel')).data).toHaveLength(2);
  });
});

describe('access and validation', () => {
  it('only the operator writes', async () => {
    expect((await post(supplier, `${SC}/addSourceClassification`, { classify: 1, name: 'x' })).code).toBe(
      403,
    );
    expect((await post(supplier, '/server/tag/addTag', { name: 'x' })).code).toBe(403);
    expect(
      (await post(supplier, '/server/securityLevel/add', { level: 7, name: 'x', maskingRule: 'none' })).code,
    ).toBe(403);
    expect((await del(supplier, `${SC}/deleteTag?id=1`)).code).toBe(403);
    expect((await post(supplier, `${SC}/querySourceClassification`, { classify: 1 })).code).toBe(403);
    expect((await post(null, '/server/tag/likeTagName', { name: 'x' })).code).toBe(401);
    expect((await get(null, '/server/securityLevel/queryAllSecurityLevel')).code).toBe(401);
  });

  it('validation errors name the field', async () => {
    const noName = await post(admin, `${SC}/addSourceClassification`, { classify: 1 });
    expect(noName).toMatchObject({ code: 400, data: { field: 'name' } });
    const badKind = await post(admin, `${SC}/addSourceClassification`, { classify: 7, name: 'x' });
    expect(badKind).toMatchObject({ code: 400, data: { field: 'classify' } });
    const badRule = await post(admin, '/server/securityLevel/add', {
      level: 5,
      name: 'x',
      maskingRule: 'some',
    });
    expect(badRule).toMatchObject({ code: 400, data: { field: 'maskingRule' } });
    const badQuery = await get(null, `${SC}/queryAll`);
    expect(badQuery).toMatchObject({ code: 400, data: { field: 'classify' } });
  });
});

describe('default catalog', () => {
  it('is not seeded in tests, and seeding is idempotent', async () => {
    const fresh = await startTestApp({ seed: false });
    try {
      expect((await fresh.app.inject({ url: `${SC}/queryAll?classify=1` })).json().data).toEqual([]);
      await fresh.services.catalog.seedDefaults();
      await fresh.services.catalog.seedDefaults();
      const tree = (await fresh.app.inject({ url: `${SC}/queryAll?classify=1` })).json().data;
      expect(tree.map((n: { name: string }) => n.name)).toEqual([
        '工业设备',
        '生产制造',
        '能源',
        '物流',
        '质量检测',
      ]);
      const goodsTree = (await fresh.app.inject({ url: `${SC}/queryAll?classify=2` })).json().data;
      expect(goodsTree).toHaveLength(5);
      const brands = (await fresh.app.inject({ url: `${SC}/queryAll?classify=3` })).json().data;
      expect(brands.map((n: { name: string }) => n.name)).toEqual(['智造云', '工业数据实验室']);
      const grades = await fresh.services.catalog.securityLevels();
      expect(grades.map((g) => `${g.name}:${g.maskingRule}`)).toEqual([
        '公开:none',
        '内部:partial',
        '敏感:partial',
        '机密:full',
      ]);
    } finally {
      await fresh.close();
    }
  });
});

describe('traditional names (zh-TW interface)', () => {
  it('answers, without a token, the names of nodes and class tags that read differently in Traditional', async () => {
    const root = await addNode({ classify: 2, name: '智能制造', nameEn: 'Smart manufacturing' });
    const tag = await post(admin, `${SC}/addTag`, { classificationId: root.data.id, name: '质量检测' });
    expect(tag.code).toBe(0);
    await addNode({ classify: 3, name: 'ACME 工业' });
    await addNode({ classify: 3, name: 'ACME' });
    const answer = await get(null, `${SC}/traditionalNames`);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ 智能制造: '智能製造', 数控机床: '數控機床', 质量检测: '質量檢測' });
    expect(answer.data['ACME 工业']).toBe('ACME 工業');
    // Names that read the same are left out; proper names keep their words (数据 -> 數據, not 資料).
    expect(answer.data).not.toHaveProperty('ACME');
    expect(answer.data.数据包).toBe('數據包');
  });
});
