// Submit + pay throughput through the API on PostgreSQL, against pgbench running the same SQL in the same run.
// Usage: npm run bench:pay -w bench [-- --seconds 5 --rounds 3 --clients 16 --warmup 8]
// Each round runs the API, then pgbench, for each mode; the figures printed are the medians of the rounds.
// (CLUSTER_WORKERS=2 runs the measured server as a cluster; BENCH_SCRIPT_OUT=<file> keeps the pgbench script.)
// DATABASE_URL names the admin database (default postgres://postgres@127.0.0.1:5432/test); a fresh database is
// created next to it and dropped afterwards. Targets (issue 7): API ÷ pgbench >= 0.3 with distinct consumers,
// >= 0.5 of pgbench's rate with one hot consumer.
// "The same SQL": a server started with DB_STATEMENT_CAPTURE records every statement it sends; the bench captures
// one warmed-up submit + pay (session lookups, idempotency, order, credit, every listener, operation log) and
// turns it into the pgbench script, so the comparison follows the code as it changes. The statement count is
// printed. A COMMIT the server pipelines behind its transaction's last statement (platform/commit-with.ts) is
// pipelined by pgbench too (\startpipeline … \endpipeline). The server's CPU time per submit + pay is printed too
// (less sensitive to a busy machine).

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MAX_CREDIT_LIMIT_YUAN } from '@datamall/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { sha256 } from '../apps/server/src/modules/orders/orders.service.js';
import { openPostgres } from '../apps/server/src/platform/db.js';
import { seedAccounts } from '../apps/server/src/seed.js';
import { createGood, createUser } from '../apps/server/src/test/orders-fixture.js';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    clients: { type: 'string', default: '16' },
    // Seconds of submit+pay before the measured runs. 2 s left V8 compiling the request path during the
    // measurement (as in bench/mall-api.ts), which measured the JIT's warm-up, not the server's steady state.
    warmup: { type: 'string', default: '8' },
  },
});
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const WARMUP = Number(values.warmup);
const ROUNDS = Number(values.rounds);
const ROOT = path.resolve(import.meta.dirname, '..');
const PRICE = 10_000n; // 1 yuan
const AGREEMENT = 'Bench agreement.';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `bench_pay_${Date.now()}_${randomBytes(3).toString('hex')}`;
const benchUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
// pgbench replays the pair in a copy of the seeded database: its entries of the evidence ledger skip the app's
// block bookkeeping, which the API (running in turns with it) would then trip over.
const pgbenchDbName = `${dbName}_pgbench`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** Migrated database with a listed good and CLIENTS consumers with a large credit limit. */
async function seed() {
  const database = await openPostgres(benchUrl);
  const config = loadConfig({
    AUTH_CAPTCHA: 'off',
    AUTH_RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: os.tmpdir(),
  });
  const { app, services } = await buildApp({ db: database.db, config, logger: false });
  await services.access.syncMenus();
  await seedAccounts(database.db, config, services.accounts, app.log);
  const t = { db: database.db, services } as unknown as Parameters<typeof createGood>[0];
  // Ids far apart from every other number a request sends, so the captured statements' consumer and order ids
  // can be told from quantities, statuses and the like when they are turned into pgbench variables.
  await database.db.execute(sql`select setval(pg_get_serial_sequence('sys_user', 'id'), 700000)`);
  await database.db.execute(sql`select setval(pg_get_serial_sequence('order_info', 'id'), 900000000)`);
  const sellerId = await createUser(t, 'benchseller', 2);
  const good = await createGood(t, { ownerId: sellerId, price: PRICE, agreement: AGREEMENT });
  const consumers: number[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const id = await createUser(t, `benchbuyer${i}`, 1);
    // The highest limit an operator may set: room for 100 million pays of one yuan.
    await services.credit.setLimit(id, BigInt(MAX_CREDIT_LIMIT_YUAN) * 10_000n, 'bench', {
      userId: 1,
      username: 'admin',
    });
    consumers.push(id);
  }
  await app.close();
  await database.close();
  return { ...good, consumers };
}

async function startServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  // BENCH_NODE_ARGS: extra node flags for the measured server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = [
    ...SERVER_NODE_FLAGS,
    ...(env.DB_STATEMENT_CAPTURE ? [] : (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)),
  ];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: benchUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_CAPTCHA: 'off',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO_GOODS: '0',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pay-')),
      ...env,
    },
  });
  // A cluster answers as soon as its first worker listens: wait for all of them (the primary says so).
  const workers = Number((env.CLUSTER_WORKERS ?? process.env.CLUSTER_WORKERS) || 1);
  let allListening = !(workers > 1);
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-1000);
    if (out.includes('workers listening')) allListening = true;
  });
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api-docs/json`);
      if (res.ok && allListening) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/server/user/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from('web:web').toString('base64')}`,
    },
    body: JSON.stringify({ username, password: 'Demo@12345' }),
  });
  const body = (await res.json()) as { code: number; data: { token: string } };
  if (body.code !== 0) throw new Error(`login ${username}: ${JSON.stringify(body)}`);
  return body.data.token;
}

// The load generator shares the two cores with the server and PostgreSQL (pgbench's client is lean C): requests go
// through node:http on kept-alive sockets, which costs a fraction of fetch's CPU per request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

async function post(base: string, token: string, path: string, key: string, body: unknown) {
  const payload = JSON.stringify(body);
  const text = await new Promise<string>((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
  const answer = JSON.parse(text) as { code: number; msg: string; data: { id?: string } };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/**
 * CPU seconds (user + system) used so far by the process `pid` and its live children (cluster workers), from
 * /proc (Linux); null elsewhere.
 */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    let total = (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) total += cpuSeconds(Number(child)) ?? 0;
    return total;
  } catch {
    return null;
  }
}

/** Submit + pay pairs per second through the API, each client on tokens[client]. */
type Rate = Awaited<ReturnType<typeof apiRate>>;
/** One round of a mode: the API's run and pgbench's run right after it. */
interface Round {
  api: Rate;
  pgbench: number;
}

async function apiRate(
  base: string,
  tokens: string[],
  good: { itemId: number; skuId: number },
  duration = SECONDS,
) {
  const deadline = Date.now() + duration * 1000;
  const latencies: number[] = [];
  const client = async (token: string, c: number) => {
    let n = 0;
    while (Date.now() < deadline) {
      const key = `b${c}-${n++}-${randomBytes(4).toString('hex')}`;
      const started = performance.now();
      await submitAndPay(base, token, key, good);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  const cpuBefore = cpuSeconds(serverPid);
  const ownBefore = process.cpuUsage();
  await Promise.all(tokens.map((token, c) => client(token, c)));
  const cpuAfter = cpuSeconds(serverPid);
  const own = process.cpuUsage(ownBefore);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const cpuMs =
    cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / latencies.length;
  return {
    rate: latencies.length / seconds,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    cpuMs,
    loadCpuMs: (own.user + own.system) / 1000 / latencies.length,
  };
}

/** One submit + pay of `token`'s consumer through the API (`key` names both idempotency keys). */
async function submitAndPay(
  base: string,
  token: string,
  key: string,
  good: { itemId: number; skuId: number },
) {
  const order = await post(base, token, '/server/order/submit', `s-${key}`, {
    itemId: String(good.itemId),
    skuId: String(good.skuId),
    quantity: 1,
    agreementAccepted: true,
    agreementHash: sha256(AGREEMENT),
  });
  await post(base, token, '/server/pay', `p-${key}`, { orderId: order.id, payMethod: 'VIRTUAL_COIN_PAY' });
  return Number(order.id);
}

interface Captured {
  text: string;
  values: unknown[];
  rowCount: number | null;
  row: Record<string, unknown> | null;
  /** A COMMIT the server sent right behind its transaction's last statement, in one round trip. */
  pipelined?: boolean;
}

/**
 * Every statement the server sends PostgreSQL for one submit + pay of the first consumer (session lookups,
 * idempotency, order, credit, every listener, operation log), read from the server's statement capture
 * (`DB_STATEMENT_CAPTURE`, platform/db.ts) after a few warm-up pairs.
 */
async function captureOnePair(good: { itemId: number; skuId: number }, username: string) {
  const file = path.join(os.tmpdir(), `${dbName}-capture.jsonl`);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = await startServer(port, { DB_STATEMENT_CAPTURE: file, CLUSTER_WORKERS: '1' });
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await login(base, username);
    for (let i = 0; i < 3; i++) await submitAndPay(base, token, `warm-${i}`, good);
    await new Promise((r) => setTimeout(r, 500)); // deferred writes (operation log) of the warm-up
    const from = fs.statSync(file).size;
    const key = `capture-${randomBytes(4).toString('hex')}`;
    const orderId = await submitAndPay(base, token, key, good);
    await new Promise((r) => setTimeout(r, 500)); // this pair's deferred writes
    const statements = fs
      .readFileSync(file)
      .subarray(from)
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Captured);
    return { statements, key, orderId };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(file, { force: true });
  }
}

/**
 * A literal that PostgreSQL types from its context as it types a bind parameter (`E'…'` is of unknown type),
 * with no `:` left for pgbench to take for a variable.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const escaped = text.replace(/[\\':\n\r\t]/g, (c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`);
  return `E'${escaped}'`;
}

/**
 * The pgbench script of the captured pair: the statements in order, each parameter inlined as a literal,
 * except the consumer (:c), the order (:o_id, :o_order_no, from the order insert's RETURNING via \gset) and the
 * idempotency keys (unique per transaction via :client_id and :k).
 */
function pgbenchScript(
  capture: { statements: Captured[]; key: string; orderId: number },
  consumerId: number,
  consumerExpr: string,
) {
  const inserted = capture.statements.find((st) => /^\s*insert into "order_info"/i.test(st.text))?.row;
  const orderNo = inserted?.order_no;
  if (typeof orderNo !== 'string') throw new Error('the capture has no order insert');
  const orderId = String(capture.orderId);
  const lines = ['\\set k random(1, 2000000000)', `\\set c ${consumerExpr}`];
  let gotOrder = false;
  for (const { text, values, pipelined } of capture.statements) {
    if (pipelined) {
      // Sent as the server sent it: the transaction's last statement and its COMMIT in one pipeline.
      lines.splice(lines.length - 1, 0, '\\startpipeline');
      lines.push('commit;', '\\endpipeline');
      continue;
    }
    const param = (value: unknown): string => {
      if (value === consumerId || value === String(consumerId)) return ':c';
      if (value === capture.orderId || value === String(capture.orderId)) return ':o_id';
      if (value === orderNo) return ':o_order_no';
      if (value === `s-${capture.key}`) return "('s-' || :client_id || '-' || :k)";
      if (value === `p-${capture.key}`) return "('p-' || :client_id || '-' || :k)";
      // A column of a batch insert (unnest): each element as a parameter of its own.
      if (Array.isArray(value)) return `ARRAY[${value.map(param).join(', ')}]`;
      // A short text naming the order ('order:<id>', 'Order <no>'); JSON documents keep the captured ids.
      if (typeof value === 'string' && !/^[[{]/.test(value) && value.length < 200) {
        const parts = value.split(orderNo);
        if (parts.length > 1) return `(${parts.map(literal).join(' || :o_order_no || ')})`;
        const byId = value.split(orderId);
        if (byId.length > 1) return `(${byId.map(literal).join(' || :o_id || ')})`;
      }
      return literal(value);
    };
    const sqlText = text.replace(/\$(\d+)/g, (_m, n: string) => param(values[Number(n) - 1]));
    const oneLine = sqlText.replace(/\s+/g, ' ').trim();
    const insertsOrder = !gotOrder && /^insert into "order_info"/i.test(oneLine);
    if (insertsOrder) gotOrder = true;
    const gset = insertsOrder ? ' \\gset o_' : '';
    lines.push(gset ? `${oneLine}${gset}` : `${oneLine};`);
  }
  if (!gotOrder) throw new Error('the capture has no order insert');
  return `${lines.join('\n')}\n`;
}

function pgbenchRate(script: string): number {
  const file = path.join(os.tmpdir(), `${dbName}-${randomBytes(3).toString('hex')}.sql`);
  fs.writeFileSync(file, script);
  const url = new URL(benchUrl);
  const out = execFileSync(
    'pgbench',
    ['-n', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), '-f', file, '-M', 'prepared'],
    {
      env: {
        ...process.env,
        // The same transport as the API: a `?host=/socket/dir` URL means the Unix socket for both.
        PGHOST: url.searchParams.get('host') ?? url.hostname,
        PGPORT: url.port || '5432',
        PGUSER: decodeURIComponent(url.username) || 'postgres',
        PGDATABASE: pgbenchDbName,
      },
      encoding: 'utf8',
    },
  );
  fs.rmSync(file);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
  if (!tps) throw new Error(`pgbench said:\n${out}`);
  return Number(tps);
}

/** The measured server's process (its CPU time per submit + pay is printed). */
let serverPid: number | undefined;

await admin(`create database "${dbName}"`);
let server: ChildProcess | undefined;
try {
  const good = await seed();
  const capture = await captureOnePair(good, 'benchbuyer0');
  await admin(`create database "${pgbenchDbName}" template "${dbName}"`);
  const port = 20000 + Math.floor(Math.random() * 20000);
  server = await startServer(port);
  serverPid = server.pid;
  const base = `http://127.0.0.1:${port}`;
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i++) tokens.push(await login(base, `benchbuyer${i}`));
  const first = Math.min(...good.consumers);
  const contiguous = good.consumers.every((id, i) => id === first + i);
  if (!contiguous) throw new Error('consumer ids are not contiguous: the pgbench script assumes they are');

  if (WARMUP > 0) await apiRate(base, tokens, good, WARMUP); // warm-up (JIT, pool, every worker), not measured
  const distinctScript = pgbenchScript(capture, first, `${first} + :client_id`);
  const hotScript = pgbenchScript(capture, first, String(first));
  if (process.env.BENCH_SCRIPT_OUT) fs.writeFileSync(process.env.BENCH_SCRIPT_OUT, distinctScript);
  // The API and pgbench take turns, round after round (the server idles while pgbench runs): this machine's
  // speed drifts by tens of percent within a minute, and a ratio of two runs far apart measured the drift.
  const distinct: Round[] = [];
  const hot: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    distinct.push({ api: await apiRate(base, tokens, good), pgbench: pgbenchRate(distinctScript) });
    hot.push({
      api: await apiRate(
        base,
        tokens.map(() => tokens[0]!),
        good,
      ),
      pgbench: pgbenchRate(hotScript),
    });
  }
  const count = capture.statements.length;
  const framing = capture.statements.filter((st) => /^\s*(begin|commit)\b/i.test(st.text)).length;
  const pipelined = capture.statements.filter((st) => st.pipelined).length;

  const line = (name: string, rounds: Round[], target: number) => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratios = rounds.map((r) => r.api.rate / r.pgbench);
    const cpu = rounds.map((r) => r.api.cpuMs).filter((ms): ms is number => ms !== null);
    console.log(
      `${name}: API ${median(rounds.map((r) => r.api.rate)).toFixed(0)} submit+pay/s ` +
        `(p99 ${median(rounds.map((r) => r.api.p99)).toFixed(1)} ms` +
        `${cpu.length ? `, server CPU ${median(cpu).toFixed(1)} ms per submit+pay` : ''}` +
        `, load generator CPU ${median(rounds.map((r) => r.api.loadCpuMs)).toFixed(1)} ms), ` +
        `pgbench ${median(rounds.map((r) => r.pgbench)).toFixed(0)} tx/s, ` +
        `ratio ${median(ratios).toFixed(2)} (median of rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}; ` +
        `target >= ${target})`,
    );
  };
  console.log(
    `PostgreSQL, ${CLIENTS} clients, ${ROUNDS} rounds of ${SECONDS} s per run, ${os.cpus().length} cores`,
  );
  console.log(
    `one submit+pay = ${count} statements sent by the API (${framing} of them BEGIN/COMMIT, ${pipelined} COMMIT ` +
      'sent with the statement before it), replayed by pgbench the same way',
  );

  line('distinct consumers', distinct, 0.3);
  line('one hot consumer  ', hot, 0.5);
} finally {
  // With BENCH_NODE_ARGS (e.g. --cpu-prof) the server is stopped cleanly, so node writes what the flags asked for.
  if (server && process.env.BENCH_NODE_ARGS && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  server?.kill('SIGKILL');
  await admin(`drop database if exists "${dbName}" with (force)`);
  await admin(`drop database if exists "${pgbenchDbName}" with (force)`);
}
