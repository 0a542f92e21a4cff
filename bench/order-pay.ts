// Submit + pay throughput through the API on PostgreSQL, against pgbench running the same SQL in the same run.
// Usage: npm run bench:pay -w bench [-- --seconds 10 --clients 16]
// DATABASE_URL names the admin database (default postgres://postgres@127.0.0.1:5432/test); a fresh database is
// created next to it and dropped afterwards. Targets (issue 7): API ÷ pgbench >= 0.3 with distinct consumers,
// >= 0.5 of pgbench's rate with one hot consumer.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { sha256 } from '../apps/server/src/modules/orders/orders.service.js';
import { openPostgres } from '../apps/server/src/platform/db.js';
import { seedAccounts } from '../apps/server/src/seed.js';
import { createGood, createUser } from '../apps/server/src/test/orders-fixture.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '16' },
  },
});
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const ROOT = path.resolve(import.meta.dirname, '..');
const PRICE = 10_000n; // 1 yuan
const AGREEMENT = 'Bench agreement.';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `bench_pay_${Date.now()}_${randomBytes(3).toString('hex')}`;
const benchUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** Migrated database with a listed good and CLIENTS consumers with a large credit limit. */
async function seed() {
  const database = await openPostgres(benchUrl);
  const config = loadConfig({ AUTH_CAPTCHA: 'off', LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir() });
  const { app, services } = await buildApp({ db: database.db, config, logger: false });
  await services.access.syncMenus();
  await seedAccounts(database.db, config, services.accounts, app.log);
  const t = { db: database.db, services } as unknown as Parameters<typeof createGood>[0];
  const sellerId = await createUser(t, 'benchseller', 2);
  const good = await createGood(t, { ownerId: sellerId, price: PRICE, agreement: AGREEMENT });
  const consumers: number[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const id = await createUser(t, `benchbuyer${i}`, 1);
    await services.credit.setLimit(id, 10n ** 15n, 'bench', { userId: 1, username: 'admin' });
    consumers.push(id);
  }
  await app.close();
  await database.close();
  return { ...good, consumers };
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: benchUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pay-')),
    },
  });
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api-docs/json`);
      if (res.ok) return child;
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

async function post(base: string, token: string, path: string, key: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; msg: string; data: { id?: string } };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** Submit + pay pairs per second through the API, each client on tokens[client]. */
async function apiRate(base: string, tokens: string[], good: { itemId: number; skuId: number }) {
  const deadline = Date.now() + SECONDS * 1000;
  const latencies: number[] = [];
  const agreementHash = sha256(AGREEMENT);
  const client = async (token: string, c: number) => {
    let n = 0;
    while (Date.now() < deadline) {
      const key = `b${c}-${n++}-${randomBytes(4).toString('hex')}`;
      const started = performance.now();
      const order = await post(base, token, '/server/order/submit', `s-${key}`, {
        itemId: String(good.itemId),
        skuId: String(good.skuId),
        quantity: 1,
        agreementAccepted: true,
        agreementHash,
      });
      await post(base, token, '/server/pay', `p-${key}`, {
        orderId: order.id,
        payMethod: 'VIRTUAL_COIN_PAY',
      });
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(tokens.map((token, c) => client(token, c)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rate: latencies.length / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

/**
 * The SQL of one submit transaction and one pay transaction as the server runs them (idempotency claim, good
 * and SKU read, order insert, credit row lock + update, quota-ledger row, conditional order update, saved
 * answers), without HTTP, sessions, validation or the listeners' extra rows.
 */
function pgbenchScript(consumerExpr: string, good: { itemId: number; skuId: number }) {
  return `\\set k random(1, 2000000000)
\\set c ${consumerExpr}
BEGIN;
INSERT INTO order_idempotency (consumer_id, scope, key, request_hash, created_at) VALUES (:c, 'submit', 's' || :client_id || '-' || :k, 'h', now()) ON CONFLICT DO NOTHING RETURNING id;
SELECT * FROM goods_item WHERE id = ${good.itemId} FOR SHARE;
SELECT * FROM goods_sku WHERE id = ${good.skuId} AND item_id = ${good.itemId};
INSERT INTO order_info (order_no, consumer_id, consumer_name, seller_id, item_id, sku_id, item_type, item_name, sku_name, quantity, unit_price, amount, expire_at, agreement_hash, agreement_accepted_at, snapshot)
  VALUES (to_char(now(), 'YYYYMMDD') || lpad(nextval('order_no_seq')::text, 8, '0'), :c, 'bench', 1, ${good.itemId}, ${good.skuId}, 2, 'Bench good', 'SKU', 1, ${PRICE}, ${PRICE}, now() + interval '30 minutes', repeat('a', 64), now(), '{"item":{},"sku":{}}')
  RETURNING id AS oid \\gset
UPDATE order_idempotency SET order_id = :oid, response = '{"id":"x"}' WHERE consumer_id = :c AND scope = 'submit' AND key = 's' || :client_id || '-' || :k;
COMMIT;
UPDATE order_info SET pay_status = 6 WHERE pay_status = 0 AND expire_at <= now() AND id = :oid;
BEGIN;
INSERT INTO order_idempotency (consumer_id, scope, key, request_hash, created_at) VALUES (:c, 'pay', 'p' || :client_id || '-' || :k, 'h', now()) ON CONFLICT DO NOTHING RETURNING id;
SELECT * FROM order_info WHERE id = :oid FOR UPDATE;
INSERT INTO credit_account (user_id) VALUES (:c) ON CONFLICT DO NOTHING;
SELECT * FROM credit_account WHERE user_id = :c FOR UPDATE;
UPDATE credit_account SET available = available - ${PRICE}, updated_at = now() WHERE user_id = :c;
INSERT INTO credit_ledger (user_id, change_type, amount, limit_after, available_after, reason, reference) VALUES (:c, 'deduct', -${PRICE}, 0, 0, 'Order', 'bench');
UPDATE order_info SET pay_status = 1, order_status = 1, pay_method = 'VIRTUAL_COIN_PAY', paid_at = now(), updated_at = now() WHERE id = :oid AND pay_status = 0 RETURNING *;
UPDATE order_idempotency SET order_id = :oid, response = '{"order":{}}' WHERE consumer_id = :c AND scope = 'pay' AND key = 'p' || :client_id || '-' || :k;
COMMIT;
`;
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
        PGHOST: url.hostname,
        PGPORT: url.port || '5432',
        PGUSER: decodeURIComponent(url.username) || 'postgres',
        PGDATABASE: dbName,
      },
      encoding: 'utf8',
    },
  );
  fs.rmSync(file);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
  if (!tps) throw new Error(`pgbench said:\n${out}`);
  return Number(tps);
}

await admin(`create database "${dbName}"`);
let server: ChildProcess | undefined;
try {
  const good = await seed();
  const port = 20000 + Math.floor(Math.random() * 20000);
  server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i++) tokens.push(await login(base, `benchbuyer${i}`));
  const first = Math.min(...good.consumers);
  const contiguous = good.consumers.every((id, i) => id === first + i);
  if (!contiguous) throw new Error('consumer ids are not contiguous: the pgbench script assumes they are');

  const apiDistinct = await apiRate(base, tokens, good);
  const apiHot = await apiRate(
    base,
    tokens.map(() => tokens[0]!),
    good,
  );
  server.kill('SIGTERM');
  server = undefined;
  const pgDistinct = pgbenchRate(pgbenchScript(`${first} + :client_id`, good));
  const pgHot = pgbenchRate(pgbenchScript(String(first), good));

  const line = (name: string, api: { rate: number; p99: number }, pgb: number, target: number) =>
    console.log(
      `${name}: API ${api.rate.toFixed(0)} submit+pay/s (p99 ${api.p99.toFixed(1)} ms), ` +
        `pgbench ${pgb.toFixed(0)} tx/s, ratio ${(api.rate / pgb).toFixed(2)} (target >= ${target})`,
    );
  console.log(`PostgreSQL, ${CLIENTS} clients, ${SECONDS} s per run, ${os.cpus().length} cores`);
  line('distinct consumers', apiDistinct, pgDistinct, 0.3);
  line('one hot consumer  ', apiHot, pgHot, 0.5);
} finally {
  server?.kill('SIGKILL');
  await admin(`drop database if exists "${dbName}" with (force)`);
}
