// Seeds the mall for bench/mall-api.ts: 1,000 sellers (suppliers and developers), 40 goods classifications,
// 20 brands and `--scale` listed goods (default 100,000) plus one disabled, delisted good per 20 listed ones,
// with SKUs; then VACUUM ANALYZE. PostgreSQL only (DATABASE_URL), on an empty database:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/mall_bench npx tsx bench/seed-goods.ts [--scale 1000000]
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { seedGoods, seedSellers } from '../apps/server/src/modules/mall/mall.seed.js';
import { openPostgres } from '../apps/server/src/platform/db.js';
import { seedAccounts } from '../apps/server/src/seed.js';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '100000' }, sellers: { type: 'string', default: '1000' } },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (the benchmark runs on PostgreSQL).');
const scale = Number(values.scale);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const database = await openPostgres(url);
const config = {
  ...loadConfig({ AUTH_CAPTCHA: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'silent' }),
  port: 0,
};
const { app, services } = await buildApp({ db: database.db, config, logger: false });
await services.access.syncMenus();
await seedAccounts(database.db, config, services.accounts, app.log);

const existing = (await database.db.execute(sql`select count(*)::int as n from goods_item`)) as unknown as {
  rows: { n: number }[];
};
if (Number(existing.rows[0]?.n) > 0) {
  console.log(
    `goods_item already holds ${existing.rows[0]?.n} goods: nothing seeded (use an empty database).`,
  );
} else {
  const classificationIds: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const parentId = i >= 8 ? classificationIds[i % 8] : null;
    const node = await services.catalog.create(2, {
      parentId,
      name: `类目${i}`,
      nameEn: `Class ${i}`,
      sort: i,
      icon: '',
      status: 1,
    });
    classificationIds.push(node.id);
  }
  const brandIds: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const node = await services.catalog.create(3, {
      name: `品牌${i}`,
      nameEn: `Brand ${i}`,
      sort: i,
      icon: '',
      status: 1,
    });
    brandIds.push(node.id);
  }
  const sellers = await seedSellers(database.db, Number(values.sellers));
  console.log(`${sellers.length} sellers, 40 classifications, 20 brands (${elapsed()})`);
  await seedGoods(database.db, {
    count: Math.round((scale * 21) / 20),
    developerIds: sellers.filter((s) => s.roleType === 2).map((s) => s.id),
    supplierIds: sellers.filter((s) => s.roleType === 3).map((s) => s.id),
    classificationIds,
    brandIds,
    unlistedEvery: 21,
  });
  console.log(`goods and SKUs inserted (${elapsed()})`);
  await services.mall.ensureFresh();
  console.log(`mall read model filled (${elapsed()})`);
  for (const table of ['goods_item', 'goods_sku', 'mall_item_stat', 'sys_user']) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}
const counts = (await database.db.execute(
  sql`select count(*)::int as total, count(*) filter (where publish_type = 1)::int as listed from goods_item`,
)) as unknown as { rows: { total: number; listed: number }[] };
console.log(`goods: ${counts.rows[0]?.total} (listed ${counts.rows[0]?.listed}) — done in ${elapsed()}`);
await app.close();
await database.close();
