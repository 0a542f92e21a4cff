// The operator dashboard (spec §7.9) at scale: adds `--orders` orders (default 1,000,000) over the last 12 months
// to a database seeded with goods by bench/seed-goods.ts (about 80% paid, with the platform's commission line each),
// then prints the latency of each statistics call as the operations home calls them: the first load (which rolls
// up the closed days once) and warm loads (median and p95), and the first screen's calls all at once.
// PostgreSQL only:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/dash_bench npm run seed:goods -w bench
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/dash_bench npm run bench:dashboard -w bench [-- --orders 200000]
// Prints figures; asserts nothing about time.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPostgres } from '../apps/server/src/platform/db.js';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '20' } },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (the benchmark runs on PostgreSQL).');
const target = Number(values.orders);
const runs = Number(values.runs);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const database = await openPostgres(url);
const db = database.db;
const one = async (text: string) =>
  ((await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};

const goods = Number((await one('select count(*)::int as n from goods_item')).n);
if (goods === 0) throw new Error('No goods: seed them first (npm run seed:goods -w bench).');
const have = Number((await one('select count(*)::int as n from order_info')).n);
if (have < target) {
  // Goods picked with a skew (a few best sellers), buyers among every account; created over 365 days.
  await db.execute(
    sql.raw(`create temp table bench_goods as
    select row_number() over (order by id) as rn, id, owner_id, item_type, name from goods_item`),
  );
  await db.execute(
    sql.raw(`create temp table bench_users as
    select row_number() over (order by id) as rn, id, username from sys_user`),
  );
  const users = Number((await one('select count(*)::int as n from bench_users')).n);
  const batch = 200_000;
  for (let from = have; from < target; from += batch) {
    const to = Math.min(target, from + batch);
    await db.execute(
      sql.raw(`insert into order_info (order_no, consumer_id, consumer_name, seller_id, item_id, sku_id, item_type,
        item_name, sku_name, quantity, unit_price, amount, order_status, pay_status, pay_method, paid_at, expire_at,
        agreement_hash, agreement_accepted_at, snapshot, created_at, updated_at)
      select 'B' || lpad(s::text, 12, '0'), u.id, u.username, g.owner_id, g.id, g.id, g.item_type, g.name, 'bench',
        1, o.amount, o.amount, case when o.paid then 1 else -1 end, case when o.paid then 1 else 6 end,
        case when o.paid then 'VIRTUAL_COIN_PAY' end, case when o.paid then o.at + interval '3 minutes' end,
        o.at + interval '30 minutes', repeat('0', 64), o.at, '{}'::jsonb, o.at, o.at
      from generate_series(${from + 1}, ${to}) s
      cross join lateral (select now() - random() * interval '365 days' as at, random() < 0.8 as paid,
        (100 + floor(random() * 50000)::bigint) * 10000 as amount, random() as r1, random() as r2
        -- Referencing the row makes the subquery run per row (uncorrelated, it would run once per batch).
        where s > 0) o
      join bench_goods g on g.rn = 1 + floor(${goods} * power(o.r1, 3))::bigint
      join bench_users u on u.rn = 1 + floor(${users} * o.r2)::bigint`),
    );
    console.log(`orders ${to.toLocaleString('en-US')} (${elapsed()})`);
  }
  await db.execute(
    sql.raw(`insert into bill_line (party, group_key, user_id, consumer_id, consumer_name, seller_id, order_id,
      order_no, item_id, item_name, bill_type, order_type, detail_type, amount, gross_amount, commission_rate, month,
      created_at)
    select 'platform', 'order:' || o.id, 0, o.consumer_id, o.consumer_name, o.seller_id, o.id, o.order_no, o.item_id,
      o.item_name, 1, o.item_type, 1, o.amount / 10, o.amount, 1000,
      to_char(o.paid_at at time zone 'UTC' + interval '8 hours', 'YYYY-MM'), o.paid_at
    from order_info o where o.pay_status = 1 and o.order_no like 'B%'
    on conflict do nothing`),
  );
  console.log(`commission lines (${elapsed()})`);
  await db.execute(sql.raw('delete from stat_day'));
  for (const table of ['order_info', 'bill_line', 'goods_item', 'sys_user']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  console.log(`vacuum analyze (${elapsed()})`);
}
const counts = await one(`select (select count(*) from goods_item)::int as goods,
  (select count(*) from order_info)::int as orders, (select count(*) from bill_line)::int as lines,
  (select count(*) from stat_day)::int as rolled_days`);
console.log(
  `database: ${counts.goods} goods, ${counts.orders} orders, ${counts.lines} bill lines, ${counts.rolled_days} days rolled up`,
);

const config = {
  ...loadConfig({ AUTH_CAPTCHA: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'silent' }),
  port: 0,
};
const { app } = await buildApp({ db, config, logger: false });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/server/user/login',
  headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
  payload: { username: 'admin', password: 'Demo@12345' },
});
const token = login.json().data.token as string;

const CALLS: [string, object][] = [
  ['/server/overview/queryTransaction', {}],
  ['/server/operator/queryOrderByMonth', { months: 12 }],
  ['/server/operator/queryPriceByMonth', { months: 12 }],
  ['/server/operator/queryServiceCountByMonth', { months: 12 }],
  ['/server/operator/goodsQuantity', {}],
  ['/server/overview/queryItem', {}],
  ['/server/overview/queryDatasource', {}],
  ['/server/operator/userQuantity', {}],
  ['/server/operator/monitorState', {}],
  ['/server/operator/toDoList', {}],
  ['/server/operator/querySumItemOrder', { range: 'month', limit: 10 }],
  ['/server/operator/querySumItemOrder', { range: 'last12', limit: 10 }],
  ['/server/operator/queryCompanyPriceOrder/?type=1', {}],
  ['/server/operator/queryCompanyPriceOrder/?type=2&range=last12', {}],
];

async function timed(url: string, payload: object): Promise<number> {
  const from = performance.now();
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  const ms = performance.now() - from;
  if (res.json().code !== 0) throw new Error(`${url}: ${res.body}`);
  return ms;
}
const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(10);
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

console.log(`\n${'call'.padEnd(62)}${'first'.padStart(10)}${'median'.padStart(10)}${'p95'.padStart(10)}`);
for (const [url, payload] of CALLS) {
  const first = await timed(url, payload);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await timed(url, payload));
  times.sort((a, b) => a - b);
  const name = `${url} ${JSON.stringify(payload)}`;
  console.log(`${name.padEnd(62)}${fmt(first)}${fmt(pct(times, 0.5))}${fmt(pct(times, 0.95))}`);
}

// The page: the calls of its first screen at once, as the browser sends them (the other charts and periods load
// when the operator switches to them).
const FIRST_SCREEN = [
  '/server/overview/queryTransaction',
  '/server/operator/queryOrderByMonth',
  '/server/operator/goodsQuantity',
  '/server/overview/queryDatasource',
  '/server/operator/userQuantity',
  '/server/operator/monitorState',
  '/server/operator/toDoList',
];
const page: [string, object][] = [
  ...CALLS.filter(([url]) => FIRST_SCREEN.includes(url)),
  ['/server/operator/querySumItemOrder', { range: 'month', limit: 10 }],
  ['/server/operator/queryCompanyPriceOrder/?type=1&range=month', {}],
];
const loads: number[] = [];
for (let i = 0; i < Math.max(5, Math.floor(runs / 2)); i += 1) {
  const from = performance.now();
  await Promise.all(page.map(([url, payload]) => timed(url, payload)));
  loads.push(performance.now() - from);
}
loads.sort((a, b) => a - b);
console.log(
  `\nwhole first screen (${page.length} calls at once): median ${fmt(pct(loads, 0.5))}, p95 ${fmt(pct(loads, 0.95))}`,
);

for (const [label, text] of [
  [
    'orders placed today',
    `explain (analyze, costs off, timing off) select count(*) from order_info
     where created_at >= date_trunc('day', now()) and created_at < now() + interval '1 day'`,
  ],
  [
    'top goods of the month',
    `explain (analyze, costs off, timing off) select item_id, sum(amount) from order_info
     where pay_status = 1 and paid_at >= date_trunc('month', now()) group by item_id order by 2 desc limit 10`,
  ],
] as const) {
  const plan = (await db.execute(sql.raw(text))) as unknown as { rows: { 'QUERY PLAN': string }[] };
  console.log(`\nEXPLAIN ${label}:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
}

await app.close();
await database.close();
