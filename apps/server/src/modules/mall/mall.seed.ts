import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';

/**
 * Bulk test data for the mall's plans and benchmarks (the EXPLAIN test, bench/seed-goods.ts): supplier accounts
 * and goods written with set-based SQL (minutes of API calls otherwise). Goods have realistic widths (a summary,
 * a description of a few hundred characters), kinds 1–5 in turn, 90% listed by default, classifications, brands, tags,
 * Chinese and English words, and one or two SKUs.
 */

const WORDS_EN = [
  'vehicle',
  'insurance',
  'traffic',
  'energy',
  'grid',
  'weather',
  'factory',
  'sensor',
  'credit',
  'port',
];
const WORDS_ZH = ['车辆', '保险', '交通', '能源', '电网', '气象', '工厂', '传感器', '征信', '港口'];

/** Creates `count` approved suppliers (and developers for every other one) copying a template account. */
export async function seedSellers(db: DbOrTx, count: number, templateUsername = 'supplier') {
  await db.execute(sql`insert into sys_user (username, password_hash, company_name, contact_name, mobile, role_type,
      sp_type, status, pay_code)
    select 'seed_seller_' || i, t.password_hash, 'Seed company ' || i, 'Seed ' || i, '17' || lpad(i::text, 9, '0'),
      case when i % 2 = 0 then 2 else 3 end, 1, 1, 0
    from generate_series(1, ${count}::int) as i, (select password_hash from sys_user where username = ${templateUsername}) t
    on conflict do nothing`);
  const found = (await db.execute(
    sql`select id, role_type from sys_user where username like 'seed\\_seller\\_%' order by id`,
  )) as unknown as { rows: { id: unknown; role_type: unknown }[] };
  return found.rows.map((r) => ({ id: Number(r.id), roleType: Number(r.role_type) }));
}

/**
 * Inserts `count` goods, kinds 1–5 in turn (developers own kinds 1 and 5, suppliers 2, 3 and 4), spread over
 * the classification and brand ids, in batches of 50,000.
 */
export async function seedGoods(
  db: DbOrTx,
  o: {
    count: number;
    developerIds: number[];
    supplierIds: number[];
    classificationIds: number[];
    brandIds: number[];
    /** Every n-th good is disabled and delisted (default 10). */
    unlistedEvery?: number;
  },
) {
  const unlistedEvery = o.unlistedEvery ?? 10;
  const devs = `{${o.developerIds.join(',')}}`;
  const sups = `{${o.supplierIds.join(',')}}`;
  const classes = `{${o.classificationIds.join(',') || 'NULL'}}`;
  const brands = `{${o.brandIds.join(',') || 'NULL'}}`;
  const en = `{${WORDS_EN.join(',')}}`;
  const zh = `{${WORDS_ZH.join(',')}}`;
  const batch = 50_000;
  const start = Number(
    (
      (await db.execute(sql`select coalesce(max(id), 0) as n from goods_item`)) as unknown as {
        rows: { n: unknown }[];
      }
    ).rows[0]?.n ?? 0,
  );
  for (let from = 1; from <= o.count; from += batch) {
    const to = Math.min(o.count, from + batch - 1);
    await db.execute(sql`insert into goods_item (owner_id, item_type, name, classification_id, tags, brand_id,
        cover_image, summary, description, product_status, publish_type, delete_status, listed_at, created_at,
        updated_at)
      select s.owner_id, s.item_type,
        (${zh}::text[])[1 + i % 10] || (${zh}::text[])[1 + (i / 10) % 10] || ' ' || (${en}::text[])[1 + (i / 7) % 10]
          || ' dataset ' || (${start}::bigint + i)::text,
        (${classes}::bigint[])[1 + i % ${Math.max(1, o.classificationIds.length)}::int],
        jsonb_build_array((${en}::text[])[1 + i % 10], 'tag' || (i % 37)::text),
        case when i % 3 = 0 then null else (${brands}::bigint[])[1 + i % ${Math.max(1, o.brandIds.length)}::int] end,
        '/static/goods/cover.png',
        'Hourly ' || (${en}::text[])[1 + (i / 3) % 10] || ' readings of ' || (${en}::text[])[1 + (i / 11) % 10]
          || ' with quality flags, station metadata and history since 2015. ' || (${zh}::text[])[1 + (i / 13) % 10],
        repeat('<p>Detailed description of the data set, fields and delivery. </p>', 8),
        case when i % ${unlistedEvery}::int = 0 then 4 else 2 end,
        case when i % ${unlistedEvery}::int = 0 then 2 else 1 end,
        0,
        now() - make_interval(secs => i),
        now() - make_interval(secs => i) - interval '1 day',
        now() - make_interval(secs => i)
      from generate_series(${from}::int, ${to}::int) as i,
        lateral (select 1 + i % 5 as item_type) k,
        lateral (select k.item_type, case when k.item_type in (1, 5)
          then (${devs}::bigint[])[1 + (i::bigint * 7919) % ${o.developerIds.length}::int]
          else (${sups}::bigint[])[1 + (i::bigint * 7919) % ${o.supplierIds.length}::int] end as owner_id) s`);
  }
  await db.execute(sql`insert into goods_sku (item_id, name, billing_mode, price, use_count, enabled, audit_status,
      ever_approved)
    select g.id, 'Pack of 100', 1, 10000 + (g.id * 7907) % 5000000, 100, true, 1, true
    from goods_item g where g.id > ${start}::bigint`);
  await db.execute(sql`insert into goods_sku (item_id, name, billing_mode, price, use_count, enabled, audit_status,
      ever_approved)
    select g.id, 'Pack of 1000', 1, 80000 + (g.id * 7919) % 9000000, 1000, true, 1, true
    from goods_item g where g.id > ${start}::bigint and g.id % 2 = 0`);
}
