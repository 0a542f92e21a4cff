// API gateway (apps/gateway) throughput against nginx, the cost of its plugins and of metering, and the exactness of
// its billing and rate limits, in one run:
//   npm run bench:gateway -w bench [-- --seconds 4 --rounds 5 --connections 50 --warmup 8]
// Prints, each the median of `--rounds` interleaved A/B rounds (A then B, B then A in the next round: this machine's
// speed drifts within a minute), after `--warmup` seconds of load on every target:
//   1. gateway with key-auth + IP allow list (127.0.0.1) + rate limit (never refusing) + metering ÷ nginx
//      `proxy_pass` (worker_processes 1, keepalive 64 to the upstream) to the same upstream: target >= 0.35;
//      as a reference, a bare Node proxy (bench/bare-proxy.ts: node:http + undici, no checks) ÷ nginx, the ceiling
//      of that ratio for a proxy written in Node on this machine;
//   2. every plugin on (IP list, rate limit, request size, timeout, header transform, validator; cache off, as a cache
//      would flatter the figure; GET calls, so the validator only looks at the method) ÷ every plugin off: >= 0.85;
//   3. metering on ÷ off (a second gateway with GATEWAY_METERING=off): >= 0.90;
//   then "billed == served": the 200s the load generator got from the metered gateways over the whole run (warm-ups,
//   probes and bursts included) against each credential's quota_used once the gateways stopped (SIGTERM flushes);
//   4. a burst of 500 calls at once, just after a 10 s window starts, with a rate limit of 100 per 10 s (fixed,
//      per credential): exactly 100 200s from one gateway, and from two gateways sharing REDIS_URL (250 each).
// The upstream is the demo upstream's `/bench/1k` (1 KB JSON, apps/gateway/src/demo-upstream.ts) in a process of its
// own; the platform (control plane), the gateways, nginx and the upstream are child processes, this process is the
// load generator (autocannon, `amount` mode: a run ends when every request it sent is answered, so the 200s it counts
// are exactly the answers the gateway gave; its rate is timed to the last answer). Each line also prints the CPU
// time per request of the proxy (gateway or nginx with its worker), the upstream, the platform (quota leases and
// usage batches) and the load generator, from /proc: steadier than req/s on a busy machine; each ratio is also
// printed as the ratio of the whole chain's CPU time per request. BENCH_GATEWAY_NODE_ARGS adds node flags to the
// gateways (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
// nginx: /usr/sbin/nginx (or NGINX_BIN); when missing the bench runs `apt-get install -y nginx-light` (root) and
// stops the system nginx the package's post-install may have started.
// DATABASE_URL names the admin database (default postgres://postgres@127.0.0.1:5432/test): a fresh database
// bench_gw_<timestamp> is created next to it and dropped afterwards. REDIS_URL default redis://127.0.0.1:6379.
// Exit status 1 when an exactness check fails (billed != served, a burst not exactly 100); ratios only print.

import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gateway as gw } from '@datamall/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '4' },
    // Five short rounds rather than three long ones: on a shared 2-core machine one round in three was often off by
    // a third, and the median of five shrugs off two.
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    // As in bench/order-pay.ts and bench/mall-api.ts: after 2 s V8 was still compiling the request path.
    warmup: { type: 'string', default: '8' },
  },
});
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = Number(values.connections);
const WARMUP = Number(values.warmup);
const ROOT = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'Demo@12345';
const AGREEMENT = 'Gateway benchmark agreement.';
/** Calls in one pack: the quota never runs out during the bench. */
const USE_COUNT = 100_000_000;
const BURST = 500;
const RL_LIMIT = 100;
const RL_WINDOW_SECONDS = 10;
const UPSTREAM_PATH = '/bench/1k';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `bench_gw_${Date.now()}_${randomBytes(3).toString('hex')}`;
const benchUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const gatewayToken = randomBytes(24).toString('hex');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-gw-'));
// nginx's worker runs as an unprivileged user under a root master: let it into its folder.
fs.chmodSync(tmp, 0o755);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// --- child processes -------------------------------------------------------------------------------------------

interface Child {
  name: string;
  proc: ChildProcess;
  /** The last lines it printed (shown when it fails). */
  tail: string[];
}
const children = new Set<Child>();

function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const proc = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const child: Child = { name, proc, tail: [] };
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) child.tail.push(line);
    if (child.tail.length > 40) child.tail.splice(0, child.tail.length - 40);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  proc.on('error', (error) => child.tail.push(String(error)));
  children.add(child);
  return child;
}

const alive = (c: Child) => c.proc.exitCode === null && c.proc.signalCode === null;

/** Set by SIGINT/SIGTERM: the run stops at its next step (while the children are being stopped). */
let interrupted = false;

/** Throws when the run was interrupted or one of `needed` is gone (with its last lines). */
function checkRunning(...needed: Child[]) {
  if (interrupted) throw new Error('interrupted');
  for (const c of needed) if (!alive(c)) throw new Error(describeExit(c));
}

function describeExit(c: Child) {
  return `${c.name} exited (${c.proc.signalCode ?? c.proc.exitCode}); its last lines:\n  ${c.tail.join('\n  ')}`;
}

/** Stops a child with `signal` (SIGKILL after `graceMs`); answers its exit code. */
async function stopChild(c: Child, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) {
  if (alive(c)) {
    const exited = new Promise((resolve) => c.proc.once('exit', resolve));
    c.proc.kill(signal);
    const timer = setTimeout(() => c.proc.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  children.delete(c);
  return c.proc.exitCode;
}

function nodeChild(name: string, script: string, env: NodeJS.ProcessEnv, flags: string[] = []) {
  return startChild(name, process.execPath, [...flags, '--import', 'tsx', script], env);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `check` answers true, failing when `child` exits or after `ms`. */
async function waitFor(what: string, child: Child, check: () => Promise<boolean>, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (interrupted) throw new Error('interrupted');
    if (!alive(child)) throw new Error(`waiting for ${what}: ${describeExit(child)}`);
    try {
      if (await check()) return;
    } catch {
      // not answering yet
    }
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}; ${child.name}'s last lines:\n  ${child.tail.join('\n  ')}`);
}

/**
 * CPU seconds (user + system) used so far by `pid` and its live children (nginx's worker), from /proc (Linux);
 * null elsewhere.
 */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    let total = (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
    const kids = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const kid of kids ? kids.split(' ') : []) total += cpuSeconds(Number(kid)) ?? 0;
    return total;
  } catch {
    return null;
  }
}

// --- HTTP ------------------------------------------------------------------------------------------------------

/** Sockets for probes and bursts: as many at once as asked for, kept alive. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** A GET through node:http; answers its status (0: no answer). */
function get(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.setTimeout(30_000, () => req.destroy());
  });
}

/** A platform API call; answers `data`, throws on a non-zero envelope code. */
async function api<T>(
  base: string,
  apiPath: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<T> {
  const res = await fetch(`${base}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${apiPath}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

async function login(base: string, username: string): Promise<Record<string, string>> {
  const data = await api<{ token: string }>(
    base,
    '/server/user/login',
    { username, password: PASSWORD, captcha: '', uuid: '' },
    { authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
  );
  return { authorization: `Bearer ${data.token}` };
}

// --- database --------------------------------------------------------------------------------------------------

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

let dbCreated = false;

// --- setup -----------------------------------------------------------------------------------------------------

/** nginx's binary, installed with apt-get when missing (the bench runs as root here). */
function ensureNginx(): string {
  const bin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  if (fs.existsSync(bin)) return bin;
  console.log(`${bin} is missing: apt-get install -y nginx-light`);
  const systemPid = '/run/nginx.pid';
  const hadSystemNginx = fs.existsSync(systemPid);
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    throw new Error(
      `could not install nginx (${(error as Error).message}): run \`apt-get install -y nginx-light\` as root, or set NGINX_BIN`,
    );
  }
  // The package's post-install starts the system nginx (port 80) where an init script lets it: stop that one.
  if (!hadSystemNginx && fs.existsSync(systemPid)) spawnSync(bin, ['-s', 'quit'], { stdio: 'ignore' });
  if (!fs.existsSync(bin)) throw new Error(`apt-get installed nginx-light, but ${bin} is still missing`);
  return bin;
}

async function startNginx(bin: string, upstreamPort: number): Promise<{ child: Child; url: string }> {
  const dir = path.join(tmp, 'nginx');
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  const port = await freePort();
  const conf = `
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_timeout 65s;
  keepalive_requests 1000000;
  upstream bench_upstream {
    server 127.0.0.1:${upstreamPort};
    keepalive 64;
    keepalive_requests 1000000;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://bench_upstream;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = startChild('nginx', bin, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    ...process.env,
  });
  const url = `http://127.0.0.1:${port}${UPSTREAM_PATH}`;
  await waitFor('nginx', child, async () => (await get(url)) === 200, 30_000);
  return { child, url };
}

/** Plugin blocks, every one off (the key is still required: key authentication is not a switch). */
const PLUGINS_OFF: gw.PluginConfig = {
  keyAuth: { allowQueryKey: true },
  ipRestriction: { enabled: false, allow: [], deny: [] },
  rateLimit: { enabled: false, limit: 100, windowSeconds: 1, scope: 'credential', algorithm: 'fixed' },
  requestSize: { enabled: false, maxBytes: 1024 * 1024 },
  timeout: { enabled: false, seconds: 30 },
  cache: { enabled: false, ttlSeconds: 60 },
  headers: { enabled: false, request: { set: [], remove: [] }, response: { set: [], remove: [] } },
  validator: { enabled: false },
  mock: { enabled: false },
};
/** Key authentication, the IP allow list and a rate limit that never refuses (at most 1,000,000 calls a second). */
const PLUGINS_BASIC: gw.PluginConfig = {
  ...PLUGINS_OFF,
  ipRestriction: { enabled: true, allow: ['127.0.0.1'], deny: [] },
  rateLimit: { enabled: true, limit: 1_000_000, windowSeconds: 1, scope: 'credential', algorithm: 'fixed' },
};
/** Every plugin a paid call goes through, except the cache (it would flatter the figure) and the test keys' mock. */
const PLUGINS_ALL: gw.PluginConfig = {
  ...PLUGINS_BASIC,
  ipRestriction: { enabled: true, allow: ['127.0.0.1', '10.0.0.0/8'], deny: ['203.0.113.0/24'] },
  requestSize: { enabled: true, maxBytes: 1024 * 1024 },
  timeout: { enabled: true, seconds: 30 },
  headers: {
    enabled: true,
    request: { set: [{ name: 'X-Bench-Caller', value: 'gateway-proxy' }], remove: ['X-Client-Trace'] },
    response: { set: [{ name: 'X-Served-By', value: 'datamall-gateway' }], remove: ['X-Data-Notice'] },
  },
  validator: { enabled: true },
};
/** 100 calls per 10-second fixed window, per credential. */
const PLUGINS_RATE_LIMITED: gw.PluginConfig = {
  ...gw.DEFAULT_PLUGINS,
  rateLimit: {
    enabled: true,
    limit: RL_LIMIT,
    windowSeconds: RL_WINDOW_SECONDS,
    scope: 'credential',
    algorithm: 'fixed',
  },
};

interface Good {
  name: string;
  itemId: number;
  key: string;
  credentialId: number;
}

/**
 * Four API goods of `developer` written straight into the goods tables (listed, one per-use SKU of USE_COUNT calls,
 * one GET interface to the upstream's 1 KB answer), their plugins saved through the API, each bought once by
 * `consumer` through the API (credit, submit, pay) and its key revealed.
 */
async function seedGoods(platform: string, upstreamOrigin: string) {
  const db = new pg.Client({ connectionString: benchUrl });
  await db.connect();
  try {
    const users = await db.query<{ id: string; username: string }>(
      `select id, username from sys_user where username in ('consumer', 'developer')`,
    );
    const idOf = (name: string) => {
      const row = users.rows.find((u) => u.username === name);
      if (!row) throw new Error(`no demo account ${name} (SEED_DEMO=1?)`);
      return Number(row.id);
    };
    const developerId = idOf('developer');
    const consumerId = idOf('consumer');
    // Credential ids far from those of other databases: the Redis rate-limit keys name them, and other runs and
    // tests may share this Redis.
    await db.query(`select setval(pg_get_serial_sequence('api_credential', 'id'), $1)`, [
      1_000_000_000 + Math.floor(Math.random() * 900_000_000),
    ]);
    const made: { name: string; itemId: number; skuId: number; plugins: gw.PluginConfig }[] = [];
    const specs: [string, gw.PluginConfig][] = [
      ['basic', PLUGINS_BASIC],
      ['all', PLUGINS_ALL],
      ['none', PLUGINS_OFF],
      ['rate-limited', PLUGINS_RATE_LIMITED],
    ];
    for (const [name, plugins] of specs) {
      const item = await db.query<{ id: string }>(
        `insert into goods_item (owner_id, item_type, name, summary, agreement, product_status, publish_type,
           delete_status, listed_at)
         values ($1, 5, $2, 'Gateway benchmark', $3, 2, 1, 0, now()) returning id`,
        [developerId, `Gateway bench ${name} ${randomBytes(3).toString('hex')}`, AGREEMENT],
      );
      const itemId = Number(item.rows[0]!.id);
      const sku = await db.query<{ id: string }>(
        `insert into goods_sku (item_id, name, billing_mode, price, use_count, enabled, audit_status, ever_approved)
         values ($1, 'bench calls', 1, 10000, $2, true, 1, true) returning id`,
        [itemId, USE_COUNT],
      );
      const skuId = Number(sku.rows[0]!.id);
      await db.query(
        `insert into goods_item_interface (item_id, sku_id, owner_id, name, method, path, upstream_url)
         values ($1, $2, $3, '1 KB JSON', 'GET', $4, $5)`,
        [itemId, skuId, developerId, UPSTREAM_PATH, `${upstreamOrigin}${UPSTREAM_PATH}`],
      );
      made.push({ name, itemId, skuId, plugins });
    }
    await db.query('insert into gateway_config_change default values');

    const developer = await login(platform, 'developer');
    for (const g of made) {
      await api(
        platform,
        '/server/gateway/plugin/save',
        { itemId: String(g.itemId), config: g.plugins, note: `bench: ${g.name}` },
        developer,
      );
    }
    const admin = await login(platform, 'admin');
    await api(
      platform,
      '/server/user/updateQuota',
      { userId: String(consumerId), creditLimit: '1000000', reason: 'gateway benchmark' },
      admin,
    );
    const consumer = await login(platform, 'consumer');
    const agreementHash = createHash('sha256').update(AGREEMENT, 'utf8').digest('hex');
    const goods: Good[] = [];
    for (const g of made) {
      const order = await api<{ id: string }>(
        platform,
        '/server/order/submit',
        {
          itemId: String(g.itemId),
          skuId: String(g.skuId),
          quantity: 1,
          agreementAccepted: true,
          agreementHash,
        },
        { ...consumer, 'idempotency-key': `s-${g.name}-${randomBytes(4).toString('hex')}` },
      );
      await api(
        platform,
        '/server/pay',
        { orderId: order.id, payMethod: 'VIRTUAL_COIN_PAY' },
        { ...consumer, 'idempotency-key': `p-${g.name}-${randomBytes(4).toString('hex')}` },
      );
      const revealed = await api<{ key: string; credential: { id: string } }>(
        platform,
        '/server/delivery/apiCredential/reveal',
        { orderId: order.id },
        consumer,
      );
      goods.push({
        name: g.name,
        itemId: g.itemId,
        key: revealed.key,
        credentialId: Number(revealed.credential.id),
      });
    }
    return goods;
  } finally {
    await db.end();
  }
}

// --- gateways and what they served -----------------------------------------------------------------------------

interface GatewayProc {
  child: Child;
  origin: string;
  metered: boolean;
}

/** 200s the load generator got from metered gateways, per credential: what must be billed. */
const served = new Map<number, number>();
/** Answers other than 200 (or none) from metered gateways outside the rate-limit bursts: they would blur the check. */
let meteredOther = 0;

function countServed(g: GatewayProc, good: Good, ok: number, other: number) {
  if (!g.metered) return;
  served.set(good.credentialId, (served.get(good.credentialId) ?? 0) + ok);
  meteredOther += other;
}

const callUrl = (g: GatewayProc, good: Good) => `${g.origin}/${good.itemId}/latest${UPSTREAM_PATH}`;
/** What every load request sends (to nginx too): the key, and a header the header plugin removes. */
const loadHeaders = (good: Good) => ({ [gw.KEY_HEADER]: good.key, 'x-client-trace': 'bench' });

async function startGateway(
  name: string,
  platform: string,
  upstreamOrigin: string,
  options: { metered: boolean; redis?: boolean },
): Promise<GatewayProc> {
  const port = await freePort();
  const dataDir = path.join(tmp, name);
  // BENCH_GATEWAY_NODE_ARGS: extra node flags of the gateways, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (each
  // gateway stops with SIGTERM, so node writes its profile).
  const flags = (process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = nodeChild(
    name,
    'apps/gateway/src/main.ts',
    {
      ...process.env,
      GATEWAY_TOKEN: gatewayToken,
      PLATFORM_URL: platform,
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_ID: `bench-${name}-${randomBytes(3).toString('hex')}`,
      GATEWAY_DATA_DIR: dataDir,
      GATEWAY_TRUSTED_UPSTREAMS: upstreamOrigin,
      GATEWAY_METERING: options.metered ? 'on' : 'off',
      REDIS_URL: options.redis ? redisUrl : '',
      TRUST_PROXY: 'off',
      CONNECTOR_ALLOW_PRIVATE: 'off',
      GATEWAY_TIMEOUT_MS: '',
      GATEWAY_MAX_BODY_BYTES: '',
    },
    flags,
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${name} /healthz`, child, async () => (await get(`${origin}/healthz`)) === 200, 60_000);
  return { child, origin, metered: options.metered };
}

/** Waits until `good`'s key answers 200 through the gateway (the configuration reached it); counts the 200. */
async function waitForKey(g: GatewayProc, good: Good) {
  await waitFor(
    `${g.child.name} to serve the ${good.name} key`,
    g.child,
    async () => {
      const status = await get(callUrl(g, good), loadHeaders(good));
      if (status === 200) countServed(g, good, 1, 0);
      return status === 200;
    },
    30_000,
  );
}

// --- load ------------------------------------------------------------------------------------------------------

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** The proxy's process (its CPU per request is printed). */
  child: Child;
  /** The gateway and the good it calls, when its 200s are billed. */
  billed?: { gateway: GatewayProc; good: Good };
  /** Requests per second, as last measured: sizes the next run to about `--seconds`. */
  rate: number;
}

interface Figures {
  rate: number;
  p99: number;
  /** CPU µs per request: the proxy, the upstream, the platform, the load generator. */
  proxyCpu: number | null;
  upstreamCpu: number | null;
  platformCpu: number | null;
  loadCpu: number;
}

let upstreamChild: Child;
let platformChild: Child;

/**
 * `amount` requests over CONNECTIONS kept-alive connections (autocannon); the run ends when every request sent has
 * its answer, so the 200s counted are exactly those the proxy answered. Rate: answers ÷ time to the last answer.
 */
async function cannon(t: Target, amount: number) {
  checkRunning(t.child, upstreamChild, platformChild);
  const cpu = [t.child, upstreamChild, platformChild].map((c) => cpuSeconds(c.proc.pid));
  const own = process.cpuUsage();
  const started = performance.now();
  let last = started;
  let answers = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    let unwatch = () => {};
    const instance = autocannon(
      {
        url: t.url,
        method: 'GET',
        headers: t.headers,
        connections: CONNECTIONS,
        amount: Math.max(Math.round(amount), CONNECTIONS),
        // The run's end is noticed at the next sample: 100 ms rather than a second.
        sampleInt: 100,
      },
      (error, r) => {
        unwatch();
        if (error) reject(error);
        else resolve(r);
      },
    );
    instance.on('response', () => {
      answers += 1;
      last = performance.now();
    });
    // In `amount` mode autocannon would retry a dead target forever: stop when a process of the chain exits, when
    // the run is interrupted, or long after the time the run should take.
    const watched = [t.child, upstreamChild, platformChild];
    const stop = () => instance.stop();
    for (const c of watched) c.proc.once('exit', stop);
    const watchdog = setInterval(() => {
      if (interrupted || performance.now() - started > Math.max(60_000, SECONDS * 10_000)) stop();
    }, 500);
    unwatch = () => {
      clearInterval(watchdog);
      for (const c of watched) c.proc.off('exit', stop);
    };
  });
  checkRunning(t.child, upstreamChild, platformChild);
  if (answers === 0) throw new Error(`${t.name}: no answer`);
  const seconds = (last - started) / 1000;
  const ownUsage = process.cpuUsage(own);
  const after = [t.child, upstreamChild, platformChild].map((c) => cpuSeconds(c.proc.pid));
  const perRequest = (i: number) => {
    const a = after[i];
    const b = cpu[i];
    return a == null || b == null || answers === 0 ? null : ((a - b) * 1e6) / answers;
  };
  const ok = result['2xx'];
  const other = result.non2xx + result.errors;
  if (t.billed) countServed(t.billed.gateway, t.billed.good, ok, other);
  if (other > 0)
    console.warn(
      `  ${t.name}: ${result.non2xx} answers other than 2xx, ${result.errors} errors (${JSON.stringify(result.statusCodeStats)})`,
    );
  const rate = seconds > 0 ? answers / seconds : 0;
  if (rate > 0) t.rate = rate;
  return {
    rate,
    p99: result.latency.p99,
    proxyCpu: perRequest(0),
    upstreamCpu: perRequest(1),
    platformCpu: perRequest(2),
    loadCpu: (ownUsage.user + ownUsage.system) / answers,
  } satisfies Figures;
}

/** Load for WARMUP seconds, in runs of about one second (each sized from the one before). */
async function warmUp(t: Target) {
  const deadline = performance.now() + WARMUP * 1000;
  let amount = CONNECTIONS * 20;
  while (performance.now() < deadline) {
    await cannon(t, amount);
    amount = Math.max(t.rate, CONNECTIONS * 20);
  }
}

const measure = (t: Target) => cannon(t, t.rate * SECONDS);

// --- rate limit ------------------------------------------------------------------------------------------------

/**
 * `perGateway` calls on each gateway, all started at once just after a window of the rate limit begins; answers
 * the statuses, and whether the burst began and ended in the same window.
 */
async function burst(gateways: GatewayProc[], good: Good, perGateway: number) {
  const windowMs = RL_WINDOW_SECONDS * 1000;
  await sleep(windowMs - (Date.now() % windowMs) + 50);
  checkRunning(...gateways.map((g) => g.child), upstreamChild, platformChild);
  const startedAt = Date.now();
  const answers = await Promise.all(
    gateways.map(async (g) => {
      const statuses = await Promise.all(
        Array.from({ length: perGateway }, () => get(callUrl(g, good), loadHeaders(good))),
      );
      const ok = statuses.filter((s) => s === 200).length;
      // Refusals (429) are not billed: only the 200s go into the check.
      countServed(g, good, ok, 0);
      return statuses;
    }),
  );
  const endedAt = Date.now();
  const statuses = new Map<number, number>();
  for (const s of answers.flat()) statuses.set(s, (statuses.get(s) ?? 0) + 1);
  return {
    ok: statuses.get(200) ?? 0,
    statuses: [...statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s === 0 ? 'no answer' : s}: ${n}`)
      .join(', '),
    oneWindow: Math.floor(startedAt / windowMs) === Math.floor(endedAt / windowMs),
    ms: endedAt - startedAt,
  };
}

// --- run -------------------------------------------------------------------------------------------------------

let cleaning: Promise<void> | null = null;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...children].map((c) => stopChild(c, 'SIGTERM', 5000)));
    agent.destroy();
    if (dbCreated) {
      await adminQuery(`drop database if exists "${dbName}" with (force)`).catch((error) =>
        console.error(`could not drop database ${dbName}: ${(error as Error).message}`),
      );
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}
// Last resort (an uncaught error, process.exit): no child outlives the bench, no folder stays behind.
process.on('exit', () => {
  for (const c of children) if (alive(c)) c.proc.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

let exactnessFailed = false;

async function main() {
  const nginxBin = ensureNginx();
  const nginxVersion = spawnSync(nginxBin, ['-v'], { encoding: 'utf8' }).stderr.trim();
  await adminQuery(`create database "${dbName}"`);
  dbCreated = true;

  const upstreamPort = await freePort();
  const upstreamOrigin = `http://127.0.0.1:${upstreamPort}`;
  upstreamChild = nodeChild('demo upstream', 'apps/gateway/src/demo-upstream-main.ts', {
    ...process.env,
    DEMO_UPSTREAM_PORT: String(upstreamPort),
    DEMO_UPSTREAM_HOST: '127.0.0.1',
  });
  await waitFor(
    'the demo upstream',
    upstreamChild,
    async () => (await get(`${upstreamOrigin}/healthz`)) === 200,
  );

  const platformPort = await freePort();
  const platform = `http://127.0.0.1:${platformPort}`;
  platformChild = nodeChild(
    'platform',
    'apps/server/src/main.ts',
    {
      ...process.env,
      DATABASE_URL: benchUrl,
      PORT: String(platformPort),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'platform'),
      GATEWAY_TOKEN: gatewayToken,
      GATEWAY_TRUSTED_UPSTREAMS: upstreamOrigin,
      SEED_DEMO: '1',
      SEED_DEMO_GOODS: '0',
      AUTH_CAPTCHA: 'off',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      CLUSTER_WORKERS: '1',
    },
    SERVER_NODE_FLAGS,
  );
  await waitFor('the platform', platformChild, async () => (await fetch(`${platform}/api-docs/json`)).ok);
  const [basic, all, none, limited] = await seedGoods(platform, upstreamOrigin);
  if (!basic || !all || !none || !limited) throw new Error('the goods were not made');

  const nginx = await startNginx(nginxBin, upstreamPort);
  const barePort = await freePort();
  const bareChild = nodeChild('bare Node proxy', 'bench/bare-proxy.ts', {
    ...process.env,
    PORT: String(barePort),
    UPSTREAM_ORIGIN: upstreamOrigin,
  });
  const bareUrl = `http://127.0.0.1:${barePort}${UPSTREAM_PATH}`;
  await waitFor('the bare Node proxy', bareChild, async () => (await get(bareUrl)) === 200, 30_000);
  const [metered, unmetered] = await Promise.all([
    startGateway('gw-metered', platform, upstreamOrigin, { metered: true }),
    startGateway('gw-unmetered', platform, upstreamOrigin, { metered: false }),
  ]);
  for (const good of [basic, all, none, limited]) await waitForKey(metered, good);
  await waitForKey(unmetered, basic);

  const target = (name: string, g: GatewayProc, good: Good): Target => ({
    name,
    url: callUrl(g, good),
    headers: loadHeaders(good),
    child: g.child,
    billed: g.metered ? { gateway: g, good } : undefined,
    rate: 0,
  });
  const gwBasic = target('gateway: key-auth + IP list + rate limit + metering', metered, basic);
  const gwAll = target('gateway: every plugin on', metered, all);
  const gwNone = target('gateway: every plugin off', metered, none);
  const gwUnmetered = target(
    'gateway: key-auth + IP list + rate limit, GATEWAY_METERING=off',
    unmetered,
    basic,
  );
  const nginxTarget: Target = {
    name: 'nginx proxy_pass',
    url: nginx.url,
    headers: loadHeaders(basic),
    child: nginx.child,
    rate: 0,
  };

  const bareTarget: Target = {
    name: 'bare Node proxy (node:http + undici, no checks)',
    url: bareUrl,
    headers: loadHeaders(basic),
    child: bareChild,
    rate: 0,
  };

  console.log(
    `${os.cpus().length} cores, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per run after ` +
      `${WARMUP} s warm-up per target; upstream GET ${UPSTREAM_PATH} (1 KB JSON, node:http, own process); ${nginxVersion}`,
  );
  for (const t of [gwBasic, nginxTarget, bareTarget, gwAll, gwNone, gwUnmetered]) await warmUp(t);

  const pairs = [
    {
      name: 'gateway (key-auth + IP list + rate limit + metering) ÷ nginx',
      a: gwBasic,
      b: nginxTarget,
      target: 0.35,
    },
    // The same ratio for a proxy that does nothing but proxy: the floor the first ratio is measured against.
    { name: 'bare Node proxy ÷ nginx (reference)', a: bareTarget, b: nginxTarget, target: null },
    { name: 'every plugin on ÷ every plugin off', a: gwAll, b: gwNone, target: 0.85 },
    { name: 'metering on ÷ metering off', a: gwBasic, b: gwUnmetered, target: 0.9 },
  ];
  const rounds = pairs.map(() => [] as { a: Figures; b: Figures }[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, pair] of pairs.entries()) {
      // A then B in even rounds, B then A in odd ones: a drift of the machine's speed does not favour one side.
      if (round % 2 === 0) {
        const a = await measure(pair.a);
        rounds[i]!.push({ a, b: await measure(pair.b) });
      } else {
        const b = await measure(pair.b);
        rounds[i]!.push({ a: await measure(pair.a), b });
      }
    }
  }

  const us = (xs: (number | null)[], digits = 0) => {
    const known = xs.filter((x): x is number => x !== null);
    return known.length ? median(known).toFixed(digits) : '–';
  };
  const chainCpu = (f: Figures) =>
    f.proxyCpu === null || f.upstreamCpu === null || f.platformCpu === null
      ? null
      : f.proxyCpu + f.upstreamCpu + f.platformCpu + f.loadCpu;
  const describe = (t: Target, figures: Figures[]) =>
    `  ${t.name}: ${median(figures.map((f) => f.rate)).toFixed(0)} req/s, p99 ${median(figures.map((f) => f.p99))} ms; ` +
    `CPU µs/request: proxy ${us(figures.map((f) => f.proxyCpu))}, upstream ${us(figures.map((f) => f.upstreamCpu))}, ` +
    `platform ${us(figures.map((f) => f.platformCpu))}, load generator ${us(figures.map((f) => f.loadCpu))}`;
  checkRunning();
  console.log('');
  for (const [i, pair] of pairs.entries()) {
    const ratios = rounds[i]!.map((r) => r.a.rate / r.b.rate);
    const ok = pair.target === null || median(ratios) >= pair.target;
    // The same ratio from the CPU time the whole chain (proxy, upstream, platform, load generator) spends per
    // request: what the rate ratio tends to on a saturated machine, and far less moved by other processes.
    const cpuRatios = rounds[i]!.map((r) => {
      const a = chainCpu(r.a);
      const b = chainCpu(r.b);
      return a === null || b === null ? null : b / a;
    });
    console.log(
      `${pair.name}: ratio ${median(ratios).toFixed(2)} (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}; ` +
        `${pair.target === null ? 'no target' : `target >= ${pair.target}: ${ok ? 'met' : 'NOT met'}`}); ` +
        'by CPU per request of the chain: ' +
        `${us(cpuRatios, 2)}`,
    );
    console.log(
      describe(
        pair.a,
        rounds[i]!.map((r) => r.a),
      ),
    );
    console.log(
      describe(
        pair.b,
        rounds[i]!.map((r) => r.b),
      ),
    );
  }

  // Rate limit: one gateway, then two sharing Redis.
  console.log('');
  const single = await burst([metered], limited, BURST);
  const singleOk = single.ok === RL_LIMIT && single.oneWindow;
  console.log(
    `rate limit ${RL_LIMIT} per ${RL_WINDOW_SECONDS} s (fixed, per credential), ${BURST} calls at once on one gateway: ` +
      `${single.ok} answered 200 (${single.statuses}; ${single.ms} ms, ${single.oneWindow ? 'one window' : 'CROSSED A WINDOW'}) ` +
      `— must be exactly ${RL_LIMIT}: ${single.ok === RL_LIMIT ? 'OK' : 'WRONG'}`,
  );
  const [redisA, redisB] = await Promise.all([
    startGateway('gw-redis-1', platform, upstreamOrigin, { metered: true, redis: true }),
    startGateway('gw-redis-2', platform, upstreamOrigin, { metered: true, redis: true }),
  ]);
  await waitForKey(redisA, limited);
  await waitForKey(redisB, limited);
  const shared = await burst([redisA, redisB], limited, BURST / 2);
  const sharedOk = shared.ok === RL_LIMIT && shared.oneWindow;
  console.log(
    `same limit, 2 gateways sharing ${redisUrl}, ${BURST / 2} calls at once on each: ${shared.ok} answered 200 ` +
      `(${shared.statuses}; ${shared.ms} ms, ${shared.oneWindow ? 'one window' : 'CROSSED A WINDOW'}) ` +
      `— must be exactly ${RL_LIMIT}: ${shared.ok === RL_LIMIT ? 'OK' : 'WRONG'}`,
  );

  checkRunning();
  // Billed == served: every metered gateway stops with SIGTERM (its last usage batch), then the database says.
  const gateways = [metered, unmetered, redisA, redisB];
  const exits = await Promise.all(gateways.map((g) => stopChild(g.child, 'SIGTERM', 30_000)));
  exits.forEach((code, i) => {
    if (code !== 0)
      console.warn(
        `  ${gateways[i]!.child.name} exited with ${code}: ${gateways[i]!.child.tail.join(' | ')}`,
      );
  });
  const db = new pg.Client({ connectionString: benchUrl });
  await db.connect();
  const used = await db.query<{ id: string; quota_used: string }>(
    'select id, quota_used from api_credential where id = any($1::bigint[])',
    [[basic, all, none, limited].map((g) => g.credentialId)],
  );
  await db.end();
  const usedOf = (id: number) => Number(used.rows.find((r) => Number(r.id) === id)?.quota_used ?? -1);
  console.log('');
  let billedOk = meteredOther === 0;
  for (const good of [basic, all, none, limited]) {
    const got = served.get(good.credentialId) ?? 0;
    const billed = usedOf(good.credentialId);
    if (got !== billed) billedOk = false;
    console.log(
      `billed == served, ${good.name} credential: served ${got} (200s the load generator got from metered ` +
        `gateways), billed ${billed} (quota_used) — ${got === billed ? 'match' : 'MISMATCH'}`,
    );
  }
  if (meteredOther > 0)
    console.log(
      `  ${meteredOther} answers other than 200 (or errors) from the metered gateway blur the check`,
    );
  console.log(`billed == served over the run: ${billedOk ? 'exact' : 'NOT exact'}`);
  exactnessFailed = !(billedOk && singleOk && sharedOk);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
if (exactnessFailed) process.exitCode = 1;
