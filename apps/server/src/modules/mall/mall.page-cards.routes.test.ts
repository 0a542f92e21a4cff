import { mall } from '@datamall/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, userIdOf } from '../../test/orders-fixture.js';
import { goodsItem, goodsSku } from '../goods/goods.table.js';

/**
 * Listing pages are written as JSON by PostgreSQL (repo.pageCards) while favourites, top five and details map
 * rows in Node (`cards()`): both must give the same card, field for field, for every sort order.
 */
let t: TestApp;
let consumerToken = '';
const itemIds: number[] = [];

// biome-ignore lint/suspicious/noExplicitAny: answers checked against the contract's schema below
type Answer = { code: number; data: any };
const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} }).then((r) => r.json() as Answer);

beforeAll(async () => {
  t = await startTestApp();
  consumerToken = (await loginAs(t, 'consumer')).token;
  const supplier = await userIdOf(t, 'supplier');
  const plainOwner = await createUser(t, 'owner_without_shop', 3);
  const classification = await t.services.catalog.create(2, {
    name: '能源',
    nameEn: 'Energy',
    sort: 0,
    icon: '',
    status: 1,
  });
  const brand = await t.services.catalog.create(3, {
    name: '品牌"甲"',
    nameEn: 'Brand \\ A',
    sort: 0,
    icon: '',
    status: 1,
  });

  const make = async (
    owner: number,
    name: string,
    extra: Partial<typeof goodsItem.$inferInsert>,
    price?: bigint,
  ) => {
    const { itemId } = await createGood(t, { ownerId: owner, itemType: 2, name, price });
    await t.db.update(goodsItem).set(extra).where(eq(goodsItem.id, itemId));
    itemIds.push(itemId);
    return itemId;
  };
  await make(supplier, 'Quote " and backslash \\ 名称 😀', {
    classificationId: classification.id,
    brandId: brand.id,
    tags: ['电网', 'a"b'],
    summary: 'line\nbreak\ttab',
    coverImage: '/server/file/cover-1',
    listedAt: new Date('2026-01-02T03:04:05.678Z'),
  });
  await make(plainOwner, '无分类无品牌', { tags: [], listedAt: null }, 1n);
  const unpriced = await make(supplier, 'No SKU on sale', { classificationId: classification.id });
  await t.db.update(goodsSku).set({ enabled: false }).where(eq(goodsSku.itemId, unpriced));
  // Microseconds in the creation time: both paths must cut them to milliseconds alike.
  await t.db.execute(
    sql`update goods_item set created_at = '2026-03-04 05:06:07.891234+00' where id = ${itemIds[1]!}`,
  );
  await t.db.execute(
    sql`update goods_item set updated_at = now() + interval '2 seconds' where id in ${sql.raw(`(${itemIds.join(',')})`)}`,
  );
  await t.services.mall.ensureFresh();
  for (const id of itemIds)
    await call('POST', '/server/mall/favourite/add', { itemId: String(id) }, consumerToken);
});

afterAll(async () => {
  await t?.close();
});

/** The cards of the test goods as favourites map them in Node, by id. */
async function favouriteCards() {
  const favourites = await call('POST', '/server/mall/favourite/page', { page: 1, limit: 50 }, consumerToken);
  expect(favourites.code).toBe(0);
  const expected = new Map<string, object>();
  for (const { available, favouriteDate, ...card } of favourites.data.list) expected.set(card.id, card);
  expect(expected.size).toBe(itemIds.length);
  return expected;
}

/** Every sort order of every listing call answers the test goods' cards as `expected` has them. */
async function expectListingCards(
  expected: Map<string, object>,
  calls: (readonly [string, string | undefined])[],
) {
  for (const sort of [undefined, 'goods_sales_volume-desc', 'goods_price-asc']) {
    for (const [path, token] of calls) {
      const answer = await call('POST', path, { itemType: 2, limit: 50, ...(sort ? { sort } : {}) }, token);
      expect(answer.code).toBe(0);
      expect(() => mall.zMallPage.strict().parse(answer.data)).not.toThrow();
      const mine = answer.data.list.filter((c: { id: string }) => expected.has(c.id));
      expect(mine).toHaveLength(itemIds.length);
      for (const card of mine) expect(card).toEqual(expected.get(card.id));
    }
  }
}

const storedHeads = async () =>
  Number(
    (
      (await t.db.execute(
        sql`select count(*)::int as n from mall_item_stat where card_head is not null
          and item_id in ${sql.raw(`(${itemIds.join(',')})`)}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );

describe('listing pages written by PostgreSQL', () => {
  it('give the cards that favourites map in Node, in every sort order, as the contract says', async () => {
    // The read model's refresh stored each good's card head: the pages read it.
    expect(await storedHeads()).toBe(itemIds.length);
    await expectListingCards(await favouriteCards(), [
      ['/server/mall/search', undefined],
      ['/server/mall/searchV2', consumerToken],
    ]);
  });

  it('give the same cards for goods whose card head the read model has not stored yet', async () => {
    const expected = await favouriteCards();
    // As for a good changed since the last refresh: the page query builds the head itself.
    await t.db.execute(sql`update mall_item_stat set card_head = null`);
    expect(await storedHeads()).toBe(0);
    await expectListingCards(expected, [['/server/mall/searchV2', consumerToken]]);
  });
});
