import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import * as repo from './mall.repository.js';
import { seedGoods, seedSellers } from './mall.seed.js';

/**
 * Plans of every listing and search query on a seeded table (20,000 goods, statistics gathered): none may
 * scan goods_item sequentially. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
const classIds: number[] = [];
const brandIds: number[] = [];
let ownerId = 0;

async function plan(query: SQL): Promise<string> {
  const result = (await t.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((r) => Object.values(r)[0]).join('\n');
}

beforeAll(async () => {
  t = await startTestApp();
  for (let i = 0; i < 30; i += 1) {
    const node = await t.services.catalog.create(2, {
      name: `类目${i}`,
      nameEn: `Class ${i}`,
      sort: i,
      icon: '',
      status: 1,
    });
    classIds.push(node.id);
  }
  for (let i = 0; i < 10; i += 1) {
    const node = await t.services.catalog.create(3, {
      name: `品牌${i}`,
      nameEn: `Brand ${i}`,
      sort: i,
      icon: '',
      status: 1,
    });
    brandIds.push(node.id);
  }
  const sellers = await seedSellers(t.db, 200);
  const developerIds = sellers.filter((s) => s.roleType === 2).map((s) => s.id);
  const supplierIds = sellers.filter((s) => s.roleType === 3).map((s) => s.id);
  ownerId = supplierIds[0]!;
  await seedGoods(t.db, { count: 20_000, developerIds, supplierIds, classificationIds: classIds, brandIds });
  await t.services.mall.ensureFresh();
  await t.db.execute(sql`vacuum analyze goods_item`);
  await t.db.execute(sql`vacuum analyze goods_sku`);
  await t.db.execute(sql`vacuum analyze mall_item_stat`);
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('mall query plans on 20,000 goods', () => {
  const refusedIds = [3, 5, 8];
  const filters: [string, () => repo.MallWhere][] = [
    ['every kind', () => ({ refusedIds: [] })],
    ['one kind', () => ({ itemType: 2, refusedIds })],
    [
      'kind + classification subtree',
      () => ({ itemType: 3, classificationIds: classIds.slice(0, 3), refusedIds }),
    ],
    ['kind + brand', () => ({ itemType: 1, brandIds: [brandIds[0]!], refusedIds })],
    ['kind + tag', () => ({ itemType: 2, tag: 'tag7', refusedIds })],
    ['keyword (English prefix)', () => ({ ...repo.keywordWhere('weath'), refusedIds })],
    ['kind + keyword (Chinese)', () => ({ itemType: 2, ...repo.keywordWhere('能源 电网'), refusedIds })],
    [
      'dense keyword (walks the ordered index)',
      () => ({ ...repo.keywordWhere('能源'), denseText: true, refusedIds }),
    ],
    ['storefront', () => ({ ownerId, refusedIds })],
  ];

  it('answers a seeded search (sanity: the data is there)', async () => {
    expect(await repo.count(t.db, { itemType: 2, refusedIds: [] })).toBeGreaterThan(3000);
    expect(await repo.count(t.db, { ...repo.keywordWhere('能源'), refusedIds: [] })).toBeGreaterThan(100);
  });

  for (const [name, where] of filters) {
    for (const mode of ['new', 'sales', 'price'] as const) {
      it(`${name}, ${mode}: page 1, a deep keyset page and the count use indexes`, async () => {
        const first = await repo.page(t.db, where(), mode, 11, {});
        const plans = [
          await plan(repo.pageQuery(where(), mode, 11, {})),
          await plan(repo.countQuery(where())),
        ];
        const last = first.at(-1);
        if (last) plans.push(await plan(repo.pageQuery(where(), mode, 11, { after: last.key })));
        for (const text of plans) expect(text, text).not.toMatch(/Seq Scan on goods_item/);
      });
    }
  }

  it('computes facets without scanning goods_item', async () => {
    for (const [, where] of filters) {
      const q = repo.facetQueries(where());
      for (const query of [q.nodes, q.tags]) {
        const text = await plan(query);
        expect(text, text).not.toMatch(/Seq Scan on goods_item/);
      }
    }
  });

  it('refreshes the read model from the goods changed since the watermark without scanning goods_item', async () => {
    // A watermark past the refresh's margin after the goods this file made: few goods changed since, as usual.
    const text = await plan(repo.refreshStatsQuery(new Date(Date.now() + 5 * 60_000).toISOString()));
    expect(text, text).not.toMatch(/Seq Scan on goods_item/);
  });

  it('uses the full-text index for keywords', async () => {
    const text = await plan(repo.countQuery({ ...repo.keywordWhere('12345'), refusedIds: [] }));
    expect(text, text).toMatch(/goods_item_mall_search_idx/);
  });
});
