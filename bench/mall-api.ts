// Mall API throughput and latency on PostgreSQL, after bench/seed-goods.ts seeded the same database:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/mall_bench npm run bench:mall -w bench [-- --seconds 10]
// Prints, in one run: requests/s of a constant-answer Fastify route, of the anonymous first page (cached with
// invalidation), of an uncached keyword search (pages 2–5 of rotating keywords: every request queries the
// goods; only the totals are cached), their ratios to the constant route, p99 at 50 connections, and the cost
// of page 10,000 read by keyset against page 1 (both uncached, logged in).
// The load is generated in a worker thread (autocannon `workers: 1`), so the server's event loop serves requests
// only; each measurement is preceded by a short warm-up at the same concurrency (`--warmup`, seconds), which
// fills the caches a steady state has (first pages, totals, shop names) and the JIT. The default is 8 s: after
// 2 s, V8 was still compiling the request path (433 TurboFan compilations, ~3 s of compiler CPU, in the next 10 s
// on 2 cores), which measured the JIT's warm-up instead of the server's steady state.
// Each line also prints the CPU time per request of the server's thread and of PostgreSQL (all its processes on
// this host), from /proc: figures that move less than req/s when the machine is busy.
// The server runs in this process, so `bench:mall` runs node with the server's flags (scripts/server-node-flags.mjs,
// as `npm start` does); the script warns when they are missing.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPostgres } from '../apps/server/src/platform/db.js';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '8' },
  },
});
const missingFlags = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
if (missingFlags.length)
  console.warn(`Not the server as npm start runs it: node without ${missingFlags.join(' ')}`);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (seed it first with bench/seed-goods.ts).');
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const warmup = Number(values.warmup);

const database = await openPostgres(url);
const listed = (await database.db.execute(
  sql`select count(*)::int as n from goods_item where publish_type = 1 and delete_status = 0 and product_status in (2, 3)`,
)) as unknown as { rows: { n: number }[] };
const listedCount = Number(listed.rows[0]?.n ?? 0);
if (listedCount < 10_000) throw new Error(`Only ${listedCount} listed goods: run bench/seed-goods.ts first.`);

const config = {
  ...loadConfig({ AUTH_CAPTCHA: 'off', AUTH_RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'silent' }),
  port: 0,
};
const { app, services } = await buildApp({ db: database.db, config, logger: false });
app.get('/bench/constant', async () => ({ code: 0, msg: 'success', data: { ok: true } }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
await services.mall.ensureFresh();

const post = async (path: string, body: object, token?: string) => {
  const res = await fetch(`${address}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: { nextCursor: string | null } };
};
const login = await fetch(`${address}/server/user/login`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    authorization: `Basic ${Buffer.from('web:web').toString('base64')}`,
  },
  body: JSON.stringify({ username: 'consumer', password: 'Demo@12345' }),
}).then((r) => r.json() as Promise<{ data: { token: string } }>);
const token = login.data.token;

// The cursor of page 10,000 (limit 10) of all goods, newest first: read once through OFFSET.
const deepPage = Math.min(10_000, Math.floor(listedCount / 10));
const before = await post('/server/mall/searchV2', { page: deepPage - 1, limit: 10 }, token);
const deepCursor = before.data.nextCursor as string;
if (!deepCursor) throw new Error('no cursor for the deep page');

const KEYWORDS = [
  '能源',
  '车辆 保险',
  'weather',
  'traffic',
  '电网',
  'sensor',
  '港口',
  'credit',
  '气象',
  'factory',
];

/**
 * CPU time (user + system, ms) of the server's thread, this process's main thread (the load runs in a worker), from
 * /proc: steadier than req/s on a busy machine. Null where /proc is not readable.
 */
function mainThreadCpuMs(): number | null {
  try {
    const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}

/** CPU time (ms) of every PostgreSQL process of this host (when it runs here and /proc shows them), else null. */
function postgresCpuMs(): number | null {
  try {
    let ticks = 0;
    let found = false;
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    }
    return found ? ticks * 10 : null;
  } catch {
    return null;
  }
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
}

async function measure(
  name: string,
  opts: { method?: 'GET' | 'POST'; path: string; bodies?: object[]; token?: string },
): Promise<Figures> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  // Each connection walks the bodies in turn (autocannon request sequences), from a worker thread.
  const requests = (opts.bodies ?? [undefined]).map((body) => ({
    method: opts.method ?? 'POST',
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  }));
  const run = (duration: number) =>
    autocannon({ url: `${address}${opts.path}`, connections, duration, workers: 1, requests });
  if (warmup > 0) await run(warmup);
  const before = { server: mainThreadCpuMs(), postgres: postgresCpuMs() };
  const result = await run(seconds);
  const per = (after: number | null, from: number | null) =>
    // (PostgreSQL's sum drops when one of its processes exits meanwhile: shown as 0.)
    after === null || from === null
      ? '–'
      : Math.max(0, ((after - from) * 1000) / result.requests.total).toFixed(0);
  const figures = {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    errors: result.errors + result.non2xx,
  };
  console.log(
    `${name.padEnd(44)} ${String(figures.rps).padStart(7)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  ` +
      `mean ${figures.mean.toFixed(2)} ms  errors ${figures.errors}  CPU µs/request: server ` +
      `${per(mainThreadCpuMs(), before.server)}, PostgreSQL ${per(postgresCpuMs(), before.postgres)}`,
  );
  return figures;
}

console.log(
  `PostgreSQL, ${listedCount} listed goods, ${connections} connections, ${seconds} s each (after ${warmup} s warm-up)\n`,
);
const constant = await measure('GET /bench/constant (constant answer)', {
  method: 'GET',
  path: '/bench/constant',
});
const firstPage = await measure('anonymous first page (cached)', {
  path: '/server/mall/search',
  bodies: [{ itemType: 2 }],
});
const uncached = await measure('keyword search, pages 2–5 (uncached)', {
  path: '/server/mall/search',
  bodies: Array.from({ length: 40 }, (_, i) => ({
    keyword: KEYWORDS[i % KEYWORDS.length],
    page: 2 + (i % 4),
  })),
});
const sortedUncached = await measure('price-sorted kind listing, page 2 (uncached)', {
  path: '/server/mall/search',
  bodies: [1, 2, 3, 4, 5].map((itemType) => ({ itemType, sort: 'goods_price-asc', page: 2 })),
});
const page1 = await measure('logged in, page 1 (uncached)', {
  path: '/server/mall/searchV2',
  bodies: [{ limit: 10 }],
  token,
});
const pageDeep = await measure(`logged in, page ${deepPage} by keyset (uncached)`, {
  path: '/server/mall/searchV2',
  bodies: [{ limit: 10, cursor: deepCursor }],
  token,
});

const ratio = (a: Figures, b: Figures) => (a.rps / b.rps).toFixed(3);
console.log('');
console.log(`ratio cached first page / constant:   ${ratio(firstPage, constant)} (target >= 0.25)`);
console.log(`ratio uncached search / constant:     ${ratio(uncached, constant)} (target >= 0.10)`);
console.log(`ratio price-sorted page / constant:   ${ratio(sortedUncached, constant)}`);
console.log(
  `p99 at ${connections} connections: first page ${firstPage.p99} ms, search ${uncached.p99} ms, ` +
    `price-sorted ${sortedUncached.p99} ms (target <= 25 ms)`,
);
console.log(
  `page ${deepPage} by keyset vs page 1: ${(pageDeep.mean / page1.mean).toFixed(2)}x mean latency, ` +
    `${(page1.rps / pageDeep.rps).toFixed(2)}x fewer req/s (target <= 3x)`,
);
await app.close();
await database.close();
