import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Answer } from '../support/api.js';
import { launchBrowser, newContext } from '../support/browser.js';
import {
  type AppNode,
  appNode,
  freshDatabase,
  type Nginx,
  type ObjectStore,
  requireServices,
  sqlRows,
  startNginx,
  startObjectStore,
  storedKeys,
  waitUntil,
} from '../support/nodes.js';
import { DEMO_PASSWORD } from '../support/session.js';

/**
 * The platform as two app processes on two ports behind nginx (deploy/nginx/two-nodes.conf.template), on
 * PostgreSQL, with its files and the trusted storages it keeps on an S3-compatible store (s3rver) and the sign-in
 * limits in Redis. Through nginx only: a login-refresh-logout loop and a buy-pay-download loop run while the node
 * running the background jobs is killed (SIGKILL) and restarted. Then: nothing lost or charged twice, every paid
 * order downloads the stored bytes, sessions and refresh tokens work on either node, the background jobs run in
 * one process at a time. Needs PostgreSQL (TWO_NODES_ADMIN_URL, default the local `postgres` database), Redis
 * (REDIS_URL) and nginx: it fails without them, as CI installs them.
 */
const ADMIN_URL = process.env.TWO_NODES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE = 'two_nodes';
const BASIC = 'Basic d2ViOndlYg==';
const PACKAGE = '风电机组振动监测数据（2026 年 1 月 1 日）';
const PACKAGE_FILE = 'demo/turbine-vibration-2026-01-01.csv';
/** pg-lock.ts: LOCK_NAMESPACE, LockKey.BACKGROUND_JOBS. */
const JOBS_LOCK = { classid: 0x646d, objid: 3 };
const RUNS_JOBS = 'background jobs: this process runs them';
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'datamall-two-nodes-'));
let databaseUrl: string;
let store: ObjectStore;
let nodes: [AppNode, AppNode];
let nginx: Nginx;

before(async () => {
  await requireServices(ADMIN_URL, REDIS_URL);
  databaseUrl = await freshDatabase(ADMIN_URL, DATABASE);
  store = await startObjectStore(path.join(tmp, 's3'), 'datamall');
  const env = {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '5',
    REDIS_URL,
    S3_ENDPOINT: store.endpoint,
    S3_BUCKET: store.bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Every node signs download links and encrypts saved secrets with the same key.
    CONNECTOR_KEY: randomBytes(32).toString('base64'),
    KMS_MASTER_KEY: randomBytes(32).toString('base64'),
    TRUST_PROXY: 'on',
    AUTH_CAPTCHA: 'off',
    // Counted in Redis for both nodes: high enough for the loops' logins from one address.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SEED_DEMO_GOODS: '1',
    LOG_LEVEL: 'info',
  };
  nodes = [
    await appNode('node A', path.join(tmp, 'a'), env),
    await appNode('node B', path.join(tmp, 'b'), env),
  ];
  // Both start at once on the empty database: one migrates and seeds, the other waits and finds it done.
  await Promise.all(nodes.map((n) => n.start()));
  nginx = await startNginx(path.join(tmp, 'nginx'), nodes);
});

after(async () => {
  await nginx?.stop();
  for (const node of nodes ?? []) await node.kill();
  await store?.close();
  if (databaseUrl) await sqlRows(ADMIN_URL, `drop database if exists "${DATABASE}" with (force)`);
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Reply<T> {
  /** HTTP status; 0 when the request got no answer. */
  status: number;
  answer: Answer<T> | null;
  /** The x-request-id it was sent with: nginx's access log names the node that answered it. */
  id: string;
}

/** One call through nginx. */
async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const id = randomUUID();
  try {
    const res = await fetch(`${nginx.url}${url}`, {
      method,
      headers: {
        'x-request-id': id,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const json = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, answer: json ? ((await res.json()) as Answer<T>) : null, id };
  } catch {
    return { status: 0, answer: null, id };
  }
}

/** No answer from a node (it died with the request, nginx answered 502/504): the outcome is unknown. */
const unanswered = (r: Reply<unknown>) => r.answer === null;
/** Calls that got no answer and were sent again. */
let resent = 0;

/**
 * Sends a call until a node answers it. Only for calls that may be repeated: reads, logins, and submit/pay with
 * the same Idempotency-Key (the contract: the same key and body answer the first answer, the work done once).
 */
async function untilAnswered<T>(send: () => Promise<Reply<T>>): Promise<Reply<T> & { answer: Answer<T> }> {
  for (let attempt = 1; ; attempt++) {
    const reply = await send();
    if (!unanswered(reply)) return reply as Reply<T> & { answer: Answer<T> };
    resent += 1;
    assert.ok(attempt < 50, `no node answered ${attempt} times`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Succeeds (code 0) or fails the journey; answers the data. */
function ok<T>(reply: Reply<T> & { answer: Answer<T> }, what: string): T {
  assert.equal(reply.answer.code, 0, `${what}: ${reply.answer.msg}`);
  return reply.answer.data;
}

/** The node that answered a request (nginx's access log; after a retry, the last node tried). */
async function servedBy(reply: Reply<unknown>): Promise<string> {
  let upstream = '';
  await waitUntil(
    `the access log line of ${reply.id}`,
    () => {
      upstream = nginx.upstreamsOf(reply.id).at(-1) ?? '';
      return upstream !== '';
    },
    5_000,
  );
  return upstream.split(', ').at(-1) as string;
}

const login = (username: string) =>
  untilAnswered<{ token: string; refreshToken: string; user: { id: string } }>(() =>
    call('POST', '/server/user/login', {
      headers: { authorization: BASIC },
      body: { username, password: DEMO_PASSWORD },
    }),
  );

/** The nodes whose process holds the background-jobs lock (pg_locks joined with the lock's connection). */
async function jobsHolders(): Promise<string[]> {
  const rows = await sqlRows<{ application_name: string }>(
    databaseUrl,
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.classid = $1 and l.objid = $2
        and l.database = (select oid from pg_database where datname = current_database())`,
    [JOBS_LOCK.classid, JOBS_LOCK.objid],
  );
  return rows.map((r) => {
    const pid = Number(r.application_name.split(' ').at(-1));
    return nodes.find((n) => n.pid() === pid)?.name ?? `unknown process ${r.application_name}`;
  });
}

interface PaidOrder {
  id: string;
  orderNo: string;
  amount: bigint;
}

describe('two nodes behind nginx', () => {
  it('started together on an empty database: migrated and seeded once, one node runs the background jobs', async () => {
    const duplicates = await sqlRows(
      databaseUrl,
      'select name from goods_item group by owner_id, name having count(*) > 1',
    );
    assert.deepEqual(duplicates, [], 'no good seeded twice');
    const consumers = await sqlRows<{ n: number }>(
      databaseUrl,
      "select count(*)::int as n from sys_user where username = 'consumer'",
    );
    assert.equal(consumers[0]?.n, 1);
    const starts = () => nodes.map((n) => n.log().split(RUNS_JOBS).length - 1);
    await waitUntil(
      'a node to run the background jobs',
      async () => (await jobsHolders()).length === 1 && starts().some((n) => n > 0),
    );
    assert.equal((await jobsHolders()).length, 1);
    assert.deepEqual(starts().sort(), [0, 1], 'the background jobs started in one node');
    // Files went to the object store, not to a node's disk.
    assert.ok(storedKeys(store, 'files/').length > 0, 'the demo goods’ images are in the object store');
    for (const node of nodes) {
      assert.equal(fs.existsSync(path.join(node.dataDir, 'files')), false);
      assert.equal(fs.existsSync(path.join(node.dataDir, 'trusted')), false);
    }
  });

  it('buys, pays, downloads and signs in and out through nginx while a node is killed and restarted', async () => {
    const admin = ok(await login('admin'), 'admin logs in');
    const consumer = ok(await login('consumer'), 'consumer logs in');
    const supplier = ok(await login('supplier'), 'supplier logs in');
    const [good] = await sqlRows<{ item_id: string; sku_id: string; price: string }>(
      databaseUrl,
      `select i.id::text as item_id, s.id::text as sku_id, s.price::text as price
         from goods_item i join goods_sku s on s.item_id = i.id where i.name = $1`,
      [PACKAGE],
    );
    assert.ok(good, 'the demo data package is listed');
    // The bytes the platform stored for the supplier, read from the object store itself.
    const objectFile = path.join(
      store.dir,
      store.bucket,
      `trusted/${supplier.user.id}/${PACKAGE_FILE}._S3rver_object`,
    );
    const stored = fs.readFileSync(objectFile);
    const start = ok(
      await untilAnswered<{ creditAvailable: string }>(() =>
        call('POST', '/server/user/updateQuota', {
          token: admin.token,
          body: { userId: consumer.user.id, creditLimit: '1000000', reason: '两节点旅程：信用额度' },
        }),
      ),
      'the operator sets the credit limit',
    );
    const availableBefore = BigInt(start.creditAvailable);

    const paid: PaidOrder[] = [];
    const downloadedBy = new Set<string>();
    let stopping = false;
    // Each phase (both nodes, one node down, the node back) asks the loops for a few more purchases and sessions.
    const want = { paid: 3, cycles: 2 };

    /** Buys the package once: render, submit and pay (each repeated with its key when cut off), download. */
    const buyOnce = async () => {
      const line = { itemId: good.item_id, skuId: good.sku_id, quantity: 1 };
      const preview = ok(
        await untilAnswered<{ agreementHash: string }>(() =>
          call('POST', '/server/order/render', { token: consumer.token, body: line }),
        ),
        'render',
      );
      const submitKey = `two-nodes-submit-${randomUUID()}`;
      const order = ok(
        await untilAnswered<{ id: string; orderNo: string; amount: string }>(() =>
          call('POST', '/server/order/submit', {
            token: consumer.token,
            headers: { 'idempotency-key': submitKey },
            body: { ...line, agreementAccepted: true, agreementHash: preview.agreementHash },
          }),
        ),
        'submit',
      );
      const payKey = `two-nodes-pay-${randomUUID()}`;
      const payment = ok(
        await untilAnswered<{ order: { payStatus: number } }>(() =>
          call('POST', '/server/pay', {
            token: consumer.token,
            headers: { 'idempotency-key': payKey },
            body: { orderId: order.id, payMethod: 'VIRTUAL_COIN_PAY' },
          }),
        ),
        'pay',
      );
      assert.equal(payment.order.payStatus, 1);
      paid.push({ id: order.id, orderNo: order.orderNo, amount: BigInt(order.amount) });
      await download(order.id);
    };

    /** Asks for the order's links and downloads its file: the stored bytes. */
    const download = async (orderId: string) => {
      const delivered = ok(
        await untilAnswered<{ links: { url: string; sha256: string }[] }>(() =>
          call('POST', '/server/delivery', { token: consumer.token, body: { orderId } }),
        ),
        'deliver',
      );
      const link = delivered.links[0];
      assert.ok(link, 'the package has a file');
      for (let attempt = 1; ; attempt++) {
        const id = randomUUID();
        const res = await fetch(`${nginx.url}${link.url}`, { headers: { 'x-request-id': id } }).catch(
          () => null,
        );
        if (res?.ok) {
          const bytes = Buffer.from(await res.arrayBuffer());
          assert.ok(bytes.equals(stored), `order ${orderId}: the downloaded file is the stored file`);
          assert.equal(link.sha256, sha256(stored));
          downloadedBy.add(await servedBy({ id, status: res.status, answer: null }));
          return;
        }
        // A GET cut off by a dying node: nginx tries the other one; a refused answer is a failure.
        assert.ok(!res || res.status >= 502, `download answered ${res?.status}`);
        assert.ok(attempt < 20, 'the download never succeeded');
      }
    };

    const sessions = { cycles: 0, crossNodeRefreshes: 0, unknownRefreshes: 0 };
    /** Logs in, refreshes, checks the old and new tokens, logs out: a user's session over both nodes. */
    const sessionCycle = async () => {
      const first = await login('consumer');
      const pair = ok(first, 'login');
      ok(
        await untilAnswered(() => call('GET', '/sys/user/info', { token: pair.token })),
        'the fresh token works',
      );
      const refreshed = await call<{ token: string; refreshToken: string }>('POST', '/server/token/refresh', {
        body: { refresh: pair.refreshToken },
      });
      if (unanswered(refreshed)) {
        // The node may have rotated the pair before it died: replaying the old refresh token would (rightly) end
        // the whole login. A client starts over with a login.
        sessions.unknownRefreshes += 1;
        return;
      }
      const next = ok(
        refreshed as Reply<{ token: string }> & { answer: Answer<{ token: string }> },
        'refresh',
      );
      if ((await servedBy(first)) !== (await servedBy(refreshed))) sessions.crossNodeRefreshes += 1;
      ok(await untilAnswered(() => call('GET', '/sys/user/info', { token: next.token })), 'refreshed token');
      const old = await untilAnswered(() => call('GET', '/sys/user/info', { token: pair.token }));
      assert.notEqual(old.answer.code, 0, 'the old token stopped working');
      const out = await call('POST', '/server/user/logout', { token: next.token });
      if (!unanswered(out)) ok(out as Reply<null> & { answer: Answer<null> }, 'logout');
      else await untilAnswered(() => call('POST', '/server/user/logout', { token: next.token }));
      const gone = await untilAnswered(() => call('GET', '/sys/user/info', { token: next.token }));
      assert.notEqual(gone.answer.code, 0, 'the token stopped working after logout');
      sessions.cycles += 1;
    };

    // A failing loop stops the other and the steps below, and fails the test with its reason.
    let failure: unknown = null;
    const guard = (loop: () => Promise<void>) =>
      loop().catch((error) => {
        failure ??= error;
      });
    const healthy = () => {
      if (failure) throw failure;
      return true;
    };
    /** Runs `step` until `done()`, waiting for more to be wanted between phases, until stopped. */
    const loop = (done: () => boolean, step: () => Promise<void>) =>
      guard(async () => {
        while (!failure) {
          if (!done()) await step();
          else if (stopping) return;
          else await waitUntil('more work', () => Boolean(failure) || stopping || !done(), 120_000);
        }
      });
    const buying = loop(() => paid.length >= want.paid, buyOnce);
    const signingInAndOut = loop(() => sessions.cycles >= want.cycles, sessionCycle);
    /** Wants a few more purchases and sessions, does `meanwhile` while the loops work, waits for them. */
    const phase = async (what: string, meanwhile: () => Promise<void> = async () => {}) => {
      want.paid = paid.length + 3;
      want.cycles = sessions.cycles + 2;
      await meanwhile();
      await waitUntil(
        what,
        () => healthy() && paid.length >= want.paid && sessions.cycles >= want.cycles,
        90_000,
      );
    };

    // Mid-loop: the node running the background jobs dies; the other takes them over, then it comes back.
    let victim = nodes[0];
    let survivor = nodes[1];
    let paidAtKill = 0;
    try {
      await phase('purchases and sessions on both nodes');
      const [holder] = await jobsHolders();
      victim = nodes.find((n) => n.name === holder) as AppNode;
      survivor = nodes.find((n) => n !== victim) as AppNode;
      await phase('purchases and sessions while one node is down', async () => {
        // The loops are busy now: the node dies with requests in flight.
        await waitUntil('requests in flight', () => healthy() && paid.length < want.paid);
        await victim.kill();
        paidAtKill = paid.length;
        await waitUntil('the survivor to take the background jobs over', async () => {
          const holders = await jobsHolders();
          return holders.length === 1 && holders[0] === survivor.name;
        });
      });
      const victimServed = () => nginx.upstreamCounts().get(victim.address) ?? 0;
      const servedBeforeRestart = victimServed();
      await victim.start();
      await phase('purchases and sessions with the node back');
      assert.ok(victimServed() >= servedBeforeRestart + 5, 'the restarted node answers requests from nginx');
    } catch (error) {
      failure ??= error;
    } finally {
      stopping = true;
      await Promise.all([buying, signingInAndOut]);
    }
    healthy();

    // The restarted node did not take the jobs back: one runner, the survivor.
    assert.deepEqual(await jobsHolders(), [survivor.name]);
    assert.equal(survivor.log().split(RUNS_JOBS).length - 1, 1, 'the survivor started the jobs once');
    assert.equal(victim.log().split(RUNS_JOBS).length - 1, 1, 'the victim ran them only before it died');

    // No order lost, none charged twice: the credit moved by exactly the paid orders, one deduction each.
    const ledger = ok(
      await untilAnswered<{
        list: { changeType: string; amount: string; reference: string; availableAfter: string }[];
      }>(() =>
        call('POST', '/server/user/queryQuotaByPage', {
          token: consumer.token,
          body: { page: 1, limit: 100 },
        }),
      ),
      'the consumer’s credit ledger',
    );
    const ours = new Set(paid.map((o) => o.orderNo));
    const deductions = ledger.list.filter((row) => row.changeType === 'deduct' && ours.has(row.reference));
    assert.equal(deductions.length, paid.length, 'one deduction per paid order');
    assert.equal(new Set(deductions.map((d) => d.reference)).size, paid.length, 'no order deducted twice');
    const total = paid.reduce((sum, o) => sum + o.amount, 0n);
    assert.equal(total, BigInt(good.price) * BigInt(paid.length));
    assert.equal(
      availableBefore - BigInt(ledger.list[0]?.availableAfter ?? '0'),
      total,
      'credit moved by the paid sum',
    );
    const orders = await sqlRows<{ n: number }>(
      databaseUrl,
      'select count(*)::int as n from order_info where consumer_id = $1 and pay_status = 1 and order_no = any($2)',
      [consumer.user.id, [...ours]],
    );
    assert.equal(orders[0]?.n, paid.length, 'every paid order is stored as paid');

    // Every paid order downloads the stored bytes, from either node.
    for (const order of paid) await download(order.id);
    assert.deepEqual(
      [...downloadedBy].sort(),
      nodes.map((n) => n.address).sort(),
      'downloads served by both',
    );

    // Sessions: a refresh token issued by one node is honoured by the other.
    assert.ok(sessions.cycles >= 3, `login-refresh-logout cycles: ${sessions.cycles}`);
    for (let tries = 0; sessions.crossNodeRefreshes === 0; tries++) {
      assert.ok(tries < 10, 'round robin never sent a refresh to the other node');
      await sessionCycle();
    }

    // Both nodes answered, and the sign-in limits were counted in Redis, not in a node.
    const counts = nginx.upstreamCounts();
    for (const node of nodes)
      assert.ok((counts.get(node.address) ?? 0) > 10, `${node.name} answered requests`);
    const rateKeys = spawnSync('redis-cli', ['-u', REDIS_URL, '--scan', '--pattern', 'datamall-rate:*'], {
      encoding: 'utf8',
    });
    assert.ok(rateKeys.stdout.trim().length > 0, 'sign-in counters in Redis');
    console.log(
      `paid ${paid.length} orders (${paidAtKill} before the kill), ${sessions.cycles} session cycles ` +
        `(${sessions.crossNodeRefreshes} refreshed on the other node, ${sessions.unknownRefreshes} cut off); ` +
        `${resent} calls sent again after no answer; ` +
        `requests per node: ${JSON.stringify(Object.fromEntries(counts))}`,
    );
  });

  it('the web app loads through nginx, with the images from the object store', async () => {
    const browser = await launchBrowser();
    try {
      const context = await newContext(browser, nginx.url, 'zh-CN');
      const page = await context.newPage();
      await page.goto('/dataapp?type=2');
      const card = page.getByTestId('mall-card').first();
      await card.waitFor();
      const names = await page.getByTestId('mall-card-name').allInnerTexts();
      assert.ok(names.includes(PACKAGE), `the demo package is listed: ${names.join(', ')}`);
      const image = card.locator('img').first();
      await waitUntil('a card’s cover image', () =>
        image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0),
      );
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
