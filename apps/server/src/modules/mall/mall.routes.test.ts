import { createHash } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, userIdOf } from '../../test/orders-fixture.js';
import * as accessListsRepo from '../access-lists/access-lists.repository.js';
import { goodsItem } from '../goods/goods.table.js';
import { MallService } from './mall.service.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const goods: Record<string, number> = {};

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, checked field by field below
type Answer = { code: number; msg: string; data: any };
const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} }).then((r) => r.json() as Answer);
const search = (body: object, token?: string) =>
  call('POST', token ? '/server/mall/searchV2' : '/server/mall/search', body, token);
const idsOf = (data: { list: { id: string }[] }) => data.list.map((c) => Number(c.id));

/** Changes a good straight in the database (as another process would), with a newer updated_at. */
async function touch(itemId: number, values: Partial<typeof goodsItem.$inferInsert>) {
  await t.db
    .update(goodsItem)
    .set({ ...values, updatedAt: new Date(Date.now() + 1000 + Math.floor(Math.random() * 1000)) })
    .where(eq(goodsItem.id, itemId));
  // Another process's writes are seen once the last freshness check is older than its window (50 ms).
  await new Promise((resolve) => setTimeout(resolve, 60));
}

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['consumer', 'supplier', 'developer', 'admin']) {
    tokens[name] = (await loginAs(t, name)).token;
    ids[name] = await userIdOf(t, name);
  }
  ids.consumer2 = await createUser(t, 'consumer2', 1);
  tokens.consumer2 = (await loginAs(t, 'consumer2')).token;

  const catalog = t.services.catalog;
  const root = await catalog.create(2, { name: '工业', nameEn: 'Industry', sort: 0, icon: '', status: 1 });
  const child = await catalog.create(2, {
    parentId: root.id,
    name: '能源',
    nameEn: 'Energy',
    sort: 0,
    icon: '',
    status: 1,
  });
  const other = await catalog.create(2, { name: '交通', nameEn: 'Transport', sort: 1, icon: '', status: 1 });
  const brand = await catalog.create(3, { name: '品牌A', nameEn: 'Brand A', sort: 0, icon: '', status: 1 });
  ids.root = root.id;
  ids.child = child.id;
  ids.other = other.id;
  ids.brand = brand.id;

  const make = async (key: string, o: Parameters<typeof createGood>[1], extra: object = {}) => {
    goods[key] = (await createGood(t, o)).itemId;
    if (Object.keys(extra).length)
      await t.db.update(goodsItem).set(extra).where(eq(goodsItem.id, goods[key]!));
  };
  await make(
    'energy',
    { ownerId: ids.supplier!, itemType: 2, name: '工业数据能源包', price: 300_000n },
    {
      classificationId: child.id,
      tags: ['power', 'grid'],
      brandId: brand.id,
      summary: 'Power grid readings',
    },
  );
  await make(
    'traffic',
    { ownerId: ids.supplier!, itemType: 2, name: 'Traffic flow package', price: 100_000n },
    { classificationId: other.id, tags: ['road'], summary: 'Vehicles per hour' },
  );
  await make(
    'cheap',
    { ownerId: ids.supplier!, itemType: 2, name: 'Cheap sample package', price: 50_000n },
    { classificationId: root.id, tags: ['power'] },
  );
  await make('app', { ownerId: ids.developer!, itemType: 1, name: 'Fleet dashboard app', price: 200_000n });
  await make('hidden', { ownerId: ids.supplier!, itemType: 2, name: 'Never listed package', listed: false });
  // Distinct creation times (newest last created).
  let second = 0;
  for (const key of ['energy', 'traffic', 'cheap', 'app', 'hidden']) {
    second += 1;
    await t.db
      .update(goodsItem)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)) })
      .where(eq(goodsItem.id, goods[key]!));
  }
  await t.services.mall.recordSale(t.db, goods.traffic!, 2, 5);
  await t.services.mall.recordSale(t.db, goods.energy!, 2, 2);
});

afterAll(async () => {
  await t?.close();
});

describe('public calls without a token', () => {
  it('answers every public mall call to a visitor', async () => {
    expect((await search({ itemType: 2 })).code).toBe(0);
    expect((await call('POST', '/server/mall/facets', { itemType: 2 })).code).toBe(0);
    expect((await call('GET', `/server/item/itemDetail?itemId=${goods.energy}`)).code).toBe(0);
    expect((await call('GET', `/server/item/itemDetailResp?itemId=${goods.energy}`)).code).toBe(0);
    expect((await call('POST', '/server/item/queryTopFiveItem', {})).code).toBe(0);
    expect((await call('POST', '/server/item/queryOrderByNum', { itemId: goods.energy })).code).toBe(0);
    expect((await call('GET', `/server/mall/store?ownerId=${ids.supplier}`)).code).toBe(0);
    expect((await call('POST', '/server/mall/stores', {})).code).toBe(0);
  });

  it('refuses the V2 variants and the personal calls without a token (401)', async () => {
    const refused = [
      call('POST', '/server/mall/searchV2', {}),
      call('GET', `/server/item/itemDetailV2?itemId=${goods.energy}`),
      call('GET', `/server/item/itemDetailRespV2?itemId=${goods.energy}`),
      call('POST', '/server/item/queryTopFiveItemV2', {}),
      call('POST', '/server/item/queryTradeNum', {}),
      call('POST', '/server/mall/favourite/add', { itemId: goods.energy }),
      call('POST', '/server/mall/favourite/remove', { itemIds: [goods.energy] }),
      call('POST', '/server/mall/favourite/page', {}),
      call('POST', '/server/mall/follow/add', { ownerId: ids.supplier }),
      call('POST', '/server/mall/follow/remove', { ownerIds: [ids.supplier] }),
      call('POST', '/server/mall/follow/page', {}),
    ];
    for (const answer of await Promise.all(refused)) expect(answer.code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('rejects bad input (400) and changes nothing', async () => {
    const limit = await search({ limit: 7 });
    expect(limit.code).toBe(ErrorCode.BAD_PARAMS);
    expect(limit.msg).toContain('limit 只能是 10, 20, 50, 100 之一');
    expect((await search({ sort: 'price' })).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await search({ keyword: 'x'.repeat(51) })).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await call('GET', '/server/item/itemDetail?itemId=abc')).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await call('POST', '/server/mall/favourite/remove', { itemIds: [] }, tokens.consumer)).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
  });

  it('keeps queryTradeNum to sellers and the operator (403 for a consumer)', async () => {
    expect((await call('POST', '/server/item/queryTradeNum', {}, tokens.consumer)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    const own = await call('POST', '/server/item/queryTradeNum', {}, tokens.supplier);
    expect(own.code).toBe(0);
    expect(own.data.listedCount).toBe(3);
  });
});

describe('listings', () => {
  it('shows listed goods only, newest first, with prices and names', async () => {
    const { code, data } = await search({ itemType: 2 });
    expect(code).toBe(0);
    expect(idsOf(data)).toEqual([goods.cheap, goods.traffic, goods.energy]);
    expect(data.total).toBe(3);
    const energy = data.list.find((c: { id: string }) => Number(c.id) === goods.energy);
    expect(energy).toMatchObject({
      minPrice: '300000',
      classificationName: '能源',
      classificationNameEn: 'Energy',
      brandName: '品牌A',
      brandNameEn: 'Brand A',
      salesVolume: 2,
      ownerName: expect.stringMatching(/\S/),
    });
    expect(idsOf((await search({})).data)).not.toContain(goods.hidden);
  });

  it('sorts by the apiSort and sourceSort options', async () => {
    const price = await search({ itemType: 2, sort: 'goods_price-asc' });
    expect(idsOf(price.data)).toEqual([goods.cheap, goods.traffic, goods.energy]);
    const sales = await search({ itemType: 2, sort: 'goods_sales_volume-desc' });
    expect(idsOf(sales.data)).toEqual([goods.traffic, goods.energy, goods.cheap]);
    const most = await search({ itemType: 2, sort: 'goodsCount' });
    expect(idsOf(most.data)).toEqual(idsOf(sales.data));
    const newest = await search({ itemType: 2, sort: 'createDate' });
    expect(idsOf(newest.data)).toEqual([goods.cheap, goods.traffic, goods.energy]);
    expect(idsOf((await search({ sort: 'create_date-desc' })).data)[0]).toBe(goods.app);
  });

  it('filters by classification subtree, tag, brand, kind and keyword', async () => {
    expect(idsOf((await search({ classificationId: ids.root })).data).sort()).toEqual(
      [goods.energy, goods.cheap].sort(),
    );
    expect(idsOf((await search({ classificationId: ids.child })).data)).toEqual([goods.energy]);
    expect(idsOf((await search({ tag: 'power' })).data).sort()).toEqual([goods.energy, goods.cheap].sort());
    expect(idsOf((await search({ brandId: ids.brand })).data)).toEqual([goods.energy]);
    expect(idsOf((await search({ itemType: 1 })).data)).toEqual([goods.app]);
    expect(idsOf((await search({ keyword: '能源' })).data)).toEqual([goods.energy]);
    expect(idsOf((await search({ keyword: '数据能' })).data)).toEqual([goods.energy]);
    // Chinese characters must be adjacent and in order, not only present.
    expect((await search({ keyword: '能数据' })).data.total).toBe(0);
    expect((await search({ keyword: '源能' })).data.total).toBe(0);
    expect(idsOf((await search({ keyword: 'POWER Grid' })).data)).toEqual([goods.energy]);
    expect(idsOf((await search({ keyword: 'traff' })).data)).toEqual([goods.traffic]);
    expect(idsOf((await search({ keyword: 'grid readings' })).data)).toEqual([goods.energy]);
    expect((await search({ keyword: 'nothing-like-this' })).data).toMatchObject({ list: [], total: 0 });
    expect((await search({ classificationId: 999_999 })).data.total).toBe(0);
  });

  it('counts facets per classification (with subtree), brand and tag', async () => {
    const { data } = await call('POST', '/server/mall/facets', { itemType: 2 });
    const count = (list: { id: string; count: number }[], id: number) =>
      list.find((n) => Number(n.id) === id)?.count;
    expect(count(data.classifications, ids.root!)).toBe(2);
    expect(count(data.classifications, ids.child!)).toBe(1);
    expect(count(data.classifications, ids.other!)).toBe(1);
    expect(count(data.brands, ids.brand!)).toBe(1);
    expect(data.tags).toContainEqual({ name: 'power', count: 2 });
    expect(data.total).toBe(3);
  });

  it('counts each facet with the other selections applied, not its own', async () => {
    const facets = async (body: object) =>
      (await call('POST', '/server/mall/facets', { itemType: 2, ...body })).data;
    const count = (list: { id: string; count: number }[], id: number) =>
      list.find((n) => Number(n.id) === id)?.count;
    const tagCount = (tags: { name: string; count: number }[], name: string) =>
      tags.find((tag) => tag.name === name)?.count ?? 0;

    // A brand: classifications and tags narrow to its goods; the brands keep their counts.
    const byBrand = await facets({ brandId: String(ids.brand) });
    expect(count(byBrand.classifications, ids.root!)).toBe(1);
    expect(count(byBrand.classifications, ids.other!)).toBe(0);
    expect(count(byBrand.brands, ids.brand!)).toBe(1);
    expect([
      tagCount(byBrand.tags, 'power'),
      tagCount(byBrand.tags, 'grid'),
      tagCount(byBrand.tags, 'road'),
    ]).toEqual([1, 1, 0]);
    expect(byBrand.total).toBe(1);

    // A classification: the other classifications keep their counts; brands and tags narrow.
    const byClass = await facets({ classificationId: String(ids.other) });
    expect(count(byClass.classifications, ids.root!)).toBe(2);
    expect(count(byClass.classifications, ids.other!)).toBe(1);
    expect(count(byClass.brands, ids.brand!)).toBe(0);
    expect([tagCount(byClass.tags, 'road'), tagCount(byClass.tags, 'power')]).toEqual([1, 0]);
    expect(byClass.total).toBe(1);

    // A tag: classifications and brands narrow; the tags keep their counts.
    const byTag = await facets({ tag: 'power' });
    expect(count(byTag.classifications, ids.root!)).toBe(2);
    expect(count(byTag.classifications, ids.other!)).toBe(0);
    expect([tagCount(byTag.tags, 'power'), tagCount(byTag.tags, 'road')]).toEqual([2, 1]);
    expect(byTag.total).toBe(2);
  });

  it('pages by keyset: every good once, in order, even when goods are added meanwhile', async () => {
    const extra: number[] = [];
    for (let i = 0; i < 23; i += 1) {
      extra.push((await createGood(t, { ownerId: ids.developer!, itemType: 5, name: `Api ${i}` })).itemId);
    }
    const byOffset: number[] = [];
    for (let page = 1; page <= 3; page += 1)
      byOffset.push(...idsOf((await search({ itemType: 5, page })).data));
    expect(byOffset).toHaveLength(23);
    const walked: number[] = [];
    let first = await search({ itemType: 5 });
    walked.push(...idsOf(first.data));
    // A good created after the walk started is newer: it comes before the cursor and is not repeated.
    await createGood(t, { ownerId: ids.developer!, itemType: 5, name: 'Api late' });
    while (first.data.nextCursor) {
      first = await search({ itemType: 5, cursor: first.data.nextCursor });
      expect(first.code).toBe(0);
      walked.push(...idsOf(first.data));
    }
    expect(walked).toEqual(byOffset);
    expect(new Set(walked).size).toBe(23);

    // Price order by keyset too. The late good was written straight into the database (not through this
    // process): the read model notices such writes within its 50 ms freshness window, so make it current first.
    await t.services.mall.ensureFresh();
    const priceWalk: number[] = [];
    let p = await search({ itemType: 5, sort: 'goods_price-asc', limit: 10 });
    priceWalk.push(...idsOf(p.data));
    while (p.data.nextCursor) {
      p = await search({ itemType: 5, sort: 'goods_price-asc', cursor: p.data.nextCursor });
      priceWalk.push(...idsOf(p.data));
    }
    expect(new Set(priceWalk).size).toBe(24);
  });

  it('refuses a forged cursor or one of other filters', async () => {
    const { data } = await search({ itemType: 5 });
    expect(data.nextCursor).toBeTruthy();
    expect((await search({ itemType: 2, cursor: data.nextCursor })).code).toBe(ErrorCode.MALL_CURSOR_INVALID);
    expect((await search({ itemType: 5, sort: 'goods_price-asc', cursor: data.nextCursor })).code).toBe(
      ErrorCode.MALL_CURSOR_INVALID,
    );
    expect((await search({ itemType: 5, cursor: 'bm9wZQ' })).code).toBe(ErrorCode.MALL_CURSOR_INVALID);
  });
});

describe('visibility and the cached first page', () => {
  it('drops a delisted good from the cached first page at once', async () => {
    const before = await search({ itemType: 2 });
    expect(idsOf(before.data)).toContain(goods.cheap);
    const delisted = await call(
      'POST',
      '/server/item/statusChange',
      { itemId: goods.cheap, action: 'delist' },
      tokens.supplier,
    );
    expect(delisted.code).toBe(0);
    const after = await search({ itemType: 2 });
    expect(idsOf(after.data)).not.toContain(goods.cheap);
    expect(after.data.total).toBe(2);
    expect((await call('GET', `/server/item/itemDetail?itemId=${goods.cheap}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    // Relisting brings it back.
    expect(
      (
        await call(
          'POST',
          '/server/item/statusChange',
          { itemId: goods.cheap, action: 'list' },
          tokens.supplier,
        )
      ).code,
    ).toBe(0);
    expect(idsOf((await search({ itemType: 2 })).data)).toContain(goods.cheap);
  });

  it('answers a cache hit with the same envelope as the read that filled the cache', async () => {
    const filled = await search({ itemType: 2, sort: 'goods_price-asc' });
    const hit = await search({ itemType: 2, sort: 'goods_price-asc' });
    expect(filled.code).toBe(0);
    expect(hit).toEqual(filled);
    expect(hit.data.list.length).toBeGreaterThan(0);
  });

  it('counts keyword matches up to a cap and says when there are more', async () => {
    const capped = new MallService({
      db: t.db,
      catalog: t.services.catalog,
      users: t.services.users,
      accessLists: t.services.accessLists,
      goods: t.services.goods,
      interfaces: t.services.interfaces,
      keywordCountCap: 1,
    });
    const page = await capped.listings.search(null, { keyword: 'package', page: 1, limit: 20 } as never);
    expect(page.list.length).toBe(2);
    expect(page).toMatchObject({ total: 1, totalCapped: true });
    // Under the cap the count is exact and says nothing more.
    const exact = await search({ keyword: 'package' });
    expect(exact.data.total).toBe(2);
    expect(exact.data.totalCapped).toBeUndefined();
  });

  it('notices a good disabled or deleted by another process (database change)', async () => {
    expect(idsOf((await search({ itemType: 2 })).data)).toContain(goods.traffic);
    await touch(goods.traffic!, { productStatus: 4, publishType: 2 });
    expect(idsOf((await search({ itemType: 2 })).data)).not.toContain(goods.traffic);
    expect(idsOf((await search({ itemType: 2, sort: 'goods_sales_volume-desc' })).data)).not.toContain(
      goods.traffic,
    );
    await touch(goods.traffic!, { productStatus: 2, publishType: 1 });
    expect(idsOf((await search({ itemType: 2, sort: 'goods_sales_volume-desc' })).data)[0]).toBe(
      goods.traffic,
    );
    await touch(goods.traffic!, { deleteStatus: 2 });
    expect(idsOf((await search({ itemType: 2 })).data)).not.toContain(goods.traffic);
    expect((await call('GET', `/server/item/itemDetail?itemId=${goods.traffic}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    await touch(goods.traffic!, { deleteStatus: 0 });
  });

  it('hides a black-listed good from that consumer only, a white-listed one from everybody else', async () => {
    const saved = await call(
      'POST',
      '/server/blackWhiteList/save',
      { targetType: 'goods', targetId: goods.energy, mode: 2, consumerIds: [ids.consumer2] },
      tokens.supplier,
    );
    expect(saved.code).toBe(0);
    expect(idsOf((await search({ itemType: 2 }, tokens.consumer2)).data)).not.toContain(goods.energy);
    expect(idsOf((await search({ itemType: 2 }, tokens.consumer)).data)).toContain(goods.energy);
    expect(idsOf((await search({ itemType: 2 })).data)).toContain(goods.energy);
    expect(
      (await call('GET', `/server/item/itemDetailV2?itemId=${goods.energy}`, undefined, tokens.consumer2))
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(
      (await call('POST', '/server/mall/favourite/add', { itemId: goods.energy }, tokens.consumer2)).code,
    ).toBe(ErrorCode.NOT_FOUND);

    await call(
      'POST',
      '/server/blackWhiteList/save',
      { targetType: 'goods', targetId: goods.energy, mode: 1, consumerIds: [ids.consumer2] },
      tokens.supplier,
    );
    expect(idsOf((await search({ itemType: 2 })).data)).not.toContain(goods.energy);
    expect((await call('GET', `/server/item/itemDetail?itemId=${goods.energy}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(idsOf((await search({ itemType: 2 }, tokens.consumer)).data)).not.toContain(goods.energy);
    expect(idsOf((await search({ itemType: 2 }, tokens.consumer2)).data)).toContain(goods.energy);
    // The owner and the operator still see it.
    expect(idsOf((await search({ itemType: 2 }, tokens.supplier)).data)).toContain(goods.energy);
    expect(idsOf((await search({ itemType: 2 }, tokens.admin)).data)).toContain(goods.energy);

    await call(
      'POST',
      '/server/blackWhiteList/save',
      { targetType: 'goods', targetId: goods.energy, mode: 0, consumerIds: [] },
      tokens.supplier,
    );
    expect(idsOf((await search({ itemType: 2 })).data)).toContain(goods.energy);
  });
  it('notices a list saved by another process (database change) in what a consumer sees', async () => {
    expect(idsOf((await search({ itemType: 2 }, tokens.consumer2)).data)).toContain(goods.cheap);
    const now = new Date(Date.now() + 2000);
    const list = await accessListsRepo.upsertList(
      t.db,
      { targetType: 'goods', targetId: goods.cheap!, ownerId: ids.supplier!, mode: 2 },
      now,
    );
    await accessListsRepo.replaceEntries(t.db, list.id, [ids.consumer2!], now);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(idsOf((await search({ itemType: 2 }, tokens.consumer2)).data)).not.toContain(goods.cheap);
    expect(idsOf((await search({ itemType: 2 }, tokens.consumer)).data)).toContain(goods.cheap);
    await accessListsRepo.upsertList(
      t.db,
      { targetType: 'goods', targetId: goods.cheap!, ownerId: ids.supplier!, mode: 0 },
      new Date(Date.now() + 3000),
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(idsOf((await search({ itemType: 2 }, tokens.consumer2)).data)).toContain(goods.cheap);
  });
});

describe('details, top five and counters', () => {
  it('answers the detail with SKUs on sale, shop card, related goods; V2 adds the caller state', async () => {
    const { code, data } = await call('GET', `/server/item/itemDetail?itemId=${goods.energy}`);
    expect(code).toBe(0);
    expect(data.skus).toHaveLength(1);
    expect(data.skus[0]).toMatchObject({ price: '300000', pendingPrice: null });
    expect(data.shop).toMatchObject({ ownerId: String(ids.supplier), roleType: 3, certified: false });
    expect(data.caller).toBeNull();
    expect(data.related.map((c: { id: string }) => Number(c.id))).not.toContain(goods.energy);
    const views = data.viewCount;
    const again = await call('GET', `/server/item/itemDetailResp?itemId=${goods.energy}`);
    expect(again.data.viewCount).toBe(views);
    const v2 = await call(
      'GET',
      `/server/item/itemDetailV2?itemId=${goods.energy}`,
      undefined,
      tokens.consumer,
    );
    expect(v2.data.viewCount).toBe(views + 1);
    expect(v2.data.caller).toEqual({ bought: false, favourite: false, following: false });
    expect((await call('GET', `/server/item/itemDetail?itemId=${goods.hidden}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call('GET', '/server/item/itemDetail?itemId=987654')).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('lists the five best sellers; V2 marks favourites', async () => {
    const top = await call('POST', '/server/item/queryTopFiveItem', { itemType: 2 });
    expect(idsOf({ list: top.data })[0]).toBe(goods.traffic);
    expect(top.data[0].favourite).toBeUndefined();
    await call('POST', '/server/mall/favourite/add', { itemId: goods.traffic }, tokens.consumer);
    const mine = await call('POST', '/server/item/queryTopFiveItemV2', { itemType: 2 }, tokens.consumer);
    expect(mine.data[0]).toMatchObject({ id: String(goods.traffic), favourite: true });
    await call('POST', '/server/mall/favourite/remove', { itemIds: [goods.traffic] }, tokens.consumer);
  });

  it('counts a paid order in the sales figures and the buyer’s state', async () => {
    const skuId = (await t.db.execute(
      sql`select id from goods_sku where item_id = ${goods.app} limit 1`,
    )) as unknown as { rows: { id: unknown }[] };
    await t.services.credit.setLimit(ids.consumer!, 10_000_000n, 'test', { userId: 1, username: 'admin' });
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/server/order/submit',
      headers: { ...bearer(tokens.consumer!), 'idempotency-key': 'mall-sale-1' },
      payload: {
        itemId: String(goods.app),
        skuId: String(skuId.rows[0]!.id),
        quantity: 3,
        agreementAccepted: true,
        agreementHash: createHash('sha256').update('For internal analysis only.', 'utf8').digest('hex'),
      },
    });
    expect(submitted.json().code, submitted.json().msg).toBe(0);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/server/pay',
      headers: { ...bearer(tokens.consumer!), 'idempotency-key': 'mall-pay-1' },
      payload: { orderId: submitted.json().data.id, payMethod: 'VIRTUAL_COIN_PAY' },
    });
    expect(paid.json().code, paid.json().msg).toBe(0);
    const list = await search({ itemType: 1, sort: 'goods_sales_volume-desc' });
    expect(list.data.list[0]).toMatchObject({ id: String(goods.app), salesVolume: 3 });
    const mine = await call(
      'GET',
      `/server/item/itemDetailRespV2?itemId=${goods.app}`,
      undefined,
      tokens.consumer,
    );
    expect(mine.data.caller.bought).toBe(true);
    expect(mine.data.orderCount).toBe(1);
    const theirs = await call(
      'GET',
      `/server/item/itemDetailRespV2?itemId=${goods.app}`,
      undefined,
      tokens.consumer2,
    );
    expect(theirs.data.caller.bought).toBe(false);
    const counters = await call('POST', '/server/item/queryOrderByNum', { itemId: goods.app });
    expect(counters.data).toMatchObject({ orderCount: 1, salesVolume: 3, buyerCount: 1 });
    const trade = await call('POST', '/server/item/queryTradeNum', {}, tokens.developer);
    expect(trade.data).toMatchObject({ orderCount: 1, buyerCount: 1 });
  });

  it('answers counters of a good', async () => {
    const { data } = await call('POST', '/server/item/queryOrderByNum', { itemId: goods.energy });
    expect(data).toMatchObject({ itemId: String(goods.energy), orderCount: 0, salesVolume: 0 });
  });
});

describe('stores, favourites and follows', () => {
  it('shows a storefront of a supplier; other accounts are 404', async () => {
    const { data } = await call('GET', `/server/mall/store?ownerId=${ids.supplier}`);
    expect(data).toMatchObject({ ownerId: String(ids.supplier), goodsCount: 3, following: null });
    expect((await call('GET', `/server/mall/store?ownerId=${ids.consumer}`)).code).toBe(ErrorCode.NOT_FOUND);
    const theirs = await search({ ownerId: ids.developer });
    expect(theirs.data.list.every((c: { ownerId: string }) => c.ownerId === String(ids.developer))).toBe(
      true,
    );
  });

  it('keeps favourites per user', async () => {
    const added = await call('POST', '/server/mall/favourite/add', { itemId: goods.energy }, tokens.consumer);
    expect(added.data).toEqual({ favourite: true, favouriteCount: 1 });
    // Adding again changes nothing.
    expect(
      (await call('POST', '/server/mall/favourite/add', { itemId: goods.energy }, tokens.consumer)).data,
    ).toEqual({ favourite: true, favouriteCount: 1 });
    const mine = await call('POST', '/server/mall/favourite/page', {}, tokens.consumer);
    expect(mine.data.total).toBe(1);
    expect(mine.data.list[0]).toMatchObject({ id: String(goods.energy), available: true });
    const theirs = await call('POST', '/server/mall/favourite/page', {}, tokens.consumer2);
    expect(theirs.data).toEqual({ list: [], total: 0 });
    // Another user removing my favourite changes nothing of mine.
    await call('POST', '/server/mall/favourite/remove', { itemIds: [goods.energy] }, tokens.consumer2);
    expect((await call('POST', '/server/mall/favourite/page', {}, tokens.consumer)).data.total).toBe(1);
    const v2 = await call(
      'GET',
      `/server/item/itemDetailRespV2?itemId=${goods.energy}`,
      undefined,
      tokens.consumer,
    );
    expect(v2.data.caller.favourite).toBe(true);
    expect(
      (await call('GET', `/server/item/itemDetailRespV2?itemId=${goods.energy}`, undefined, tokens.consumer2))
        .data.caller.favourite,
    ).toBe(false);
    // A good that leaves the mall stays in the list, unavailable.
    await touch(goods.energy!, { publishType: 2 });
    const later = await call('POST', '/server/mall/favourite/page', {}, tokens.consumer);
    expect(later.data.list[0]).toMatchObject({ id: String(goods.energy), available: false });
    expect(
      (await call('POST', '/server/mall/favourite/add', { itemId: goods.energy }, tokens.consumer2)).code,
    ).toBe(ErrorCode.NOT_FOUND);
    await touch(goods.energy!, { publishType: 1 });
    await call('POST', '/server/mall/favourite/remove', { itemIds: [goods.energy] }, tokens.consumer);
    expect((await call('POST', '/server/mall/favourite/page', {}, tokens.consumer)).data.total).toBe(0);
  });

  it('follows shops per user; following oneself is refused', async () => {
    const followed = await call(
      'POST',
      '/server/mall/follow/add',
      { ownerId: ids.supplier },
      tokens.consumer,
    );
    expect(followed.data).toEqual({ following: true, followerCount: 1 });
    expect(
      (await call('GET', `/server/mall/store?ownerId=${ids.supplier}`, undefined, tokens.consumer)).data
        .following,
    ).toBe(true);
    const page = await call('POST', '/server/mall/follow/page', {}, tokens.consumer);
    expect(page.data.list.map((s: { ownerId: string }) => s.ownerId)).toEqual([String(ids.supplier)]);
    expect((await call('POST', '/server/mall/follow/page', {}, tokens.consumer2)).data.total).toBe(0);
    expect(
      (await call('POST', '/server/mall/follow/add', { ownerId: ids.supplier }, tokens.supplier)).code,
    ).toBe(ErrorCode.MALL_FOLLOW_SELF);
    expect(
      (await call('POST', '/server/mall/follow/add', { ownerId: ids.consumer2 }, tokens.consumer)).code,
    ).toBe(ErrorCode.NOT_FOUND);
    await call('POST', '/server/mall/follow/remove', { ownerIds: [ids.supplier] }, tokens.consumer);
    expect((await call('POST', '/server/mall/follow/page', {}, tokens.consumer)).data.total).toBe(0);
  });
});
