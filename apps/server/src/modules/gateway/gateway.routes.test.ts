import http from 'node:http';
import { gateway as gw } from '@datamall/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addInterface,
  eventually,
  listenPlatform,
  startGateway,
  startRelay,
  startUpstream,
  TEST_GATEWAY_TOKEN,
} from '../../test/gateway-fixture.js';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, newAccount, userIdOf } from '../../test/orders-fixture.js';
import { billUsage } from '../billing/billing.table.js';
import { apiCredential } from '../delivery/delivery.table.js';
import { AGREEMENT, kit } from '../evidence/evidence.test-kit.js';
import { goodsSku } from '../goods/goods.table.js';
import { markGatewayConfigChanged } from './config-change.js';
import { apiUsageDaily } from './gateway.table.js';

let t: TestApp;
const { call, buy, setLimit } = kit(() => t);
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let platformUrl: string;
let consumer: string;
let developerId: number;
let good: { itemId: number; skuId: number; ownerId: number };
let other: { itemId: number; skuId: number; ownerId: number };

const QUOTA = 5;

async function newKey(orderId: string): Promise<string> {
  const res = await call(consumer, '/server/delivery/apiCredential/reveal', { orderId });
  expect(res.code, res.msg).toBe(0);
  await eventually(() => gateway.gateway.knowsKey(res.data.key), 3000, 'the new key at the gateway');
  return res.data.key;
}

/** Buys `packs` packs of QUOTA calls and answers the order and its key, once the gateway knows it. */
async function buyKey(packs = 10) {
  const order = await buy(consumer, good, packs);
  return { order, key: await newKey(order.id) };
}

/** A GET through node:http, whose Connection header fetch would not let through. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(`${gateway.url}${path}`, { headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** Calls the gateway; answers status, headers and the parsed body. */
async function callGateway(pathAndQuery: string, init: RequestInit & { key?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.key) headers.set('x-api-key', init.key);
  const res = await fetch(`${gateway.url}${pathAndQuery}`, { ...init, headers });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, body: body as Record<string, unknown> };
}

async function credentialOf(orderId: string) {
  const [row] = await t.db
    .select()
    .from(apiCredential)
    .where(eq(apiCredential.orderId, Number(orderId)));
  return row!;
}

beforeAll(async () => {
  t = await startTestApp({ config: { gatewayToken: TEST_GATEWAY_TOKEN } });
  platformUrl = await listenPlatform(t);
  upstream = await startUpstream();
  consumer = (await loginAs(t, 'consumer')).token;
  await setLimit(await userIdOf(t, 'consumer'), 100_000_000n);
  developerId = await userIdOf(t, 'developer');
  const created = await createGood(t, { ownerId: developerId, itemType: 5, agreement: AGREEMENT });
  good = { ...created, ownerId: developerId };
  await t.db.update(goodsSku).set({ useCount: QUOTA }).where(eq(goodsSku.id, good.skuId));
  for (const path of ['/echo', '/status/500', '/status/404', '/slow/5000', '/items/{id}']) {
    await addInterface(t, good, {
      method: 'GET',
      path,
      upstreamUrl: `${upstream.origin}${path === '/items/{id}' ? '/things/{id}' : path}`,
      authHeader: 'X-Upstream-Secret',
      secret: 's3cret-upstream',
    });
  }
  await addInterface(t, good, { method: 'POST', path: '/echo', upstreamUrl: `${upstream.origin}/echo` });
  await addInterface(t, good, { path: '/closed', upstreamUrl: 'http://127.0.0.1:9/closed' });
  // A host the platform accepted whose name now resolves to loopback (DNS rebinding).
  await addInterface(t, good, { path: '/rebind', upstreamUrl: 'http://rebind.example.com/x' });
  other = {
    ...(await createGood(t, { ownerId: developerId, itemType: 5, agreement: AGREEMENT })),
    ownerId: developerId,
  };
  await addInterface(t, other, { path: '/echo', upstreamUrl: `${upstream.origin}/echo` });
  const developer = { userId: developerId, username: 'developer', roleType: 2 as const, sessionId: 0 };
  await t.services.gatewayPlugins.save(
    developer,
    good.itemId,
    gw.zPluginConfig.parse({ requestSize: { maxBytes: 64 * 1024 }, timeout: { seconds: 1 } }),
    'test limits',
  );
  gateway = await startGateway(platformUrl, {
    trustedUpstreams: new Set([upstream.origin, 'http://127.0.0.1:9']),
    timeoutMs: 400,
    lookup: async (host) =>
      host === 'rebind.example.com' ? [{ address: '127.0.0.1', family: 4 }] : [{ address: host, family: 4 }],
  });
}, 120_000);

afterAll(async () => {
  await gateway?.gateway.close();
  await upstream?.close();
  await t?.close();
});

describe('the API gateway', () => {
  it('forwards a keyed call to the upstream with the good’s secret, without the buyer’s key or hop-by-hop headers', async () => {
    const { key } = await buyKey();
    upstream.seen.length = 0;
    const res = await callGateway(`/${good.itemId}/latest/echo?a=1&apikey=${key}`, {
      headers: { 'x-keep': 'yes' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, path: '/echo', query: '?a=1' });
    const sent = upstream.seen.at(-1)!;
    expect(sent.headers['x-upstream-secret']).toBe('s3cret-upstream');
    expect(sent.headers['x-api-key']).toBeUndefined();
    expect(sent.url).not.toContain(key);
    expect(sent.headers['x-keep']).toBe('yes');
    const status = await rawGet(`/${good.itemId}/latest/echo`, {
      'x-api-key': key,
      connection: 'keep-alive, x-drop-me',
      'x-drop-me': '1',
    });
    expect(status).toBe(200);
    expect(upstream.seen.at(-1)!.headers['x-drop-me']).toBeUndefined();
    expect(res.headers.get('x-upstream-hop')).toBeNull();
    expect(res.headers.get('ratelimit-limit')).toBe(String(100));
    expect(res.headers.get('x-quota-limit')).toBe(String(QUOTA * 10));
    expect(Number(res.headers.get('x-quota-remaining'))).toBeLessThan(QUOTA * 10);
    // A path template: its values fill the same names in the upstream URL.
    const item = await callGateway(`/${good.itemId}/latest/items/42`, { key });
    expect(item.body).toMatchObject({ path: '/things/42' });
    // A query with the key in a header goes upstream as sent; one with other characters is normalized.
    const plain = await callGateway(`/${good.itemId}/latest/echo?b=2&c=x%20y`, { key });
    expect(plain.body).toMatchObject({ query: '?b=2&c=x%20y' });
    const plate = await callGateway(`/${good.itemId}/latest/echo?plateNo=${encodeURIComponent('沪A12345')}`, {
      key,
    });
    expect(plate.body).toMatchObject({ query: `?plateNo=${encodeURIComponent('沪A12345')}` });
  });

  it('answers browsers with CORS headers (preflight and calls with an Origin), other callers without them', async () => {
    const { key } = await buyKey();
    const browser = await callGateway(`/${good.itemId}/latest/echo`, {
      key,
      headers: { origin: 'https://buyer.example.com' },
    });
    expect(browser.headers.get('access-control-allow-origin')).toBe('*');
    expect(browser.headers.get('access-control-expose-headers')).toContain('ratelimit-remaining');
    const server = await callGateway(`/${good.itemId}/latest/echo`, { key });
    expect(server.status).toBe(200);
    expect(server.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${gateway.url}/${good.itemId}/latest/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'https://buyer.example.com', 'access-control-request-headers': 'x-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-api-key');
  });

  it('refuses with a stable code and a message in the caller’s language, and counts nothing', async () => {
    const { order, key } = await buyKey();
    const cases: [string, RequestInit & { key?: string }, number, number][] = [
      [`/${good.itemId}/latest/echo`, {}, 401, gw.GATEWAY_ERRORS.keyMissing.code],
      [`/${good.itemId}/latest/echo`, { key: 'dmk_not-a-key' }, 401, gw.GATEWAY_ERRORS.keyInvalid.code],
      [`/${other.itemId}/latest/echo`, { key }, 403, gw.GATEWAY_ERRORS.keyWrongGood.code],
      [`/${good.itemId}/v9.9/echo`, { key }, 404, gw.GATEWAY_ERRORS.versionNotFound.code],
      [`/${good.itemId}/latest/nothing-here`, { key }, 404, gw.GATEWAY_ERRORS.routeNotFound.code],
      [
        `/${good.itemId}/latest/echo`,
        { key, method: 'POST', body: 'x'.repeat(70 * 1024) },
        413,
        gw.GATEWAY_ERRORS.bodyTooLarge.code,
      ],
    ];
    for (const [path, init, status, code] of cases) {
      const res = await callGateway(path, { ...init, headers: { 'accept-language': 'en-US' } });
      expect([path, res.status, res.body.code]).toEqual([path, status, code]);
      expect(String(res.body.msg)).toMatch(/^[\x20-\x7e]+$/);
    }
    const zh = await callGateway(`/${good.itemId}/latest/echo`, { headers: { 'accept-language': 'zh-TW' } });
    expect(zh.body.msg).toBe(gw.GATEWAY_ERRORS.keyMissing.msg['zh-TW']);
    await gateway.gateway.flush();
    expect((await credentialOf(order.id)).quotaUsed).toBe(0);
  });

  it('bills only answers below 500: an upstream 5xx, a timeout (504) and an unreachable upstream (502) are free', async () => {
    const { order, key } = await buyKey();
    expect((await callGateway(`/${good.itemId}/latest/status/404`, { key })).status).toBe(404);
    expect((await callGateway(`/${good.itemId}/latest/status/500`, { key })).status).toBe(500);
    const slow = await callGateway(`/${good.itemId}/latest/slow/5000`, { key });
    expect([slow.status, slow.body.code]).toEqual([504, gw.GATEWAY_ERRORS.upstreamTimeout.code]);
    const closed = await callGateway(`/${good.itemId}/latest/closed`, { key });
    expect([closed.status, closed.body.code]).toEqual([502, gw.GATEWAY_ERRORS.upstreamUnreachable.code]);
    await gateway.gateway.flush();
    const credential = await credentialOf(order.id);
    expect(credential.quotaUsed).toBe(1);
    const [daily] = await t.db
      .select()
      .from(apiUsageDaily)
      .where(eq(apiUsageDaily.credentialId, credential.id));
    expect(daily).toMatchObject({ calls: 1, failed: 3, status4xx: 1 });
  });

  it('never connects to an internal address a name resolves to at call time (DNS rebinding): 502, not billed', async () => {
    const { key } = await buyKey();
    upstream.seen.length = 0;
    const res = await callGateway(`/${good.itemId}/latest/rebind`, { key });
    expect([res.status, res.body.code]).toEqual([502, gw.GATEWAY_ERRORS.upstreamRefused.code]);
    expect(upstream.seen).toHaveLength(0);
  });

  it('stops at the quota: the call after the last is refused 429, billed calls == served calls, one use line each', async () => {
    const { order, key } = await buyKey(1);
    const statuses: number[] = [];
    for (let i = 0; i < QUOTA + 3; i++)
      statuses.push((await callGateway(`/${good.itemId}/latest/echo`, { key })).status);
    const served = statuses.filter((s) => s === 200).length;
    expect(served).toBe(QUOTA);
    expect(statuses.at(-1)).toBe(429);
    const refused = await callGateway(`/${good.itemId}/latest/echo`, {
      key,
      headers: { 'accept-language': 'en-US' },
    });
    expect(refused.body).toMatchObject({ code: gw.GATEWAY_ERRORS.quotaExhausted.code });
    await gateway.gateway.flush();
    const credential = await credentialOf(order.id);
    expect(credential.quotaUsed).toBe(QUOTA);
    const uses = await t.db
      .select({ uses: sql<string>`coalesce(sum(${billUsage.uses}), 0)` })
      .from(billUsage)
      .where(eq(billUsage.orderId, Number(order.id)));
    expect(Number(uses[0]!.uses)).toBe(QUOTA);
    const usage = await call(
      consumer,
      `/server/gateway/usage/credential?orderId=${order.id}&days=7`,
      undefined,
      undefined,
      'GET',
    );
    expect(usage.code, usage.msg).toBe(0);
    expect(usage.data).toMatchObject({
      calls: QUOTA,
      quotaTotal: QUOTA,
      quotaUsed: QUOTA,
      quotaRemaining: 0,
    });
    expect(usage.data.byDay).toHaveLength(7);
    expect(usage.data.refused).toBeGreaterThanOrEqual(2);
    // The buyer is told in a personal notice, which the operator's notice list does not show.
    const notices = await call(consumer, '/server/message/mynotice/page', { page: 1, limit: 20 });
    expect(notices.code, notices.msg).toBe(0);
    const alert = notices.data.list.find((n: { title: string }) => n.title.includes('API calls used up'));
    expect(alert, JSON.stringify(notices.data.list.map((n: { title: string }) => n.title))).toBeDefined();
    const admin = (await loginAs(t, 'admin')).token;
    const operatorList = await call(admin, '/sys/notice/page?page=1&limit=50', undefined, undefined, 'GET');
    expect(JSON.stringify(operatorList.data)).not.toContain('API calls used up');
  });

  it('two gateways serve one quota exactly: 60 concurrent calls on each for 40 calls bought, 40 served', async () => {
    const second = await startGateway(platformUrl, { trustedUpstreams: new Set([upstream.origin]) });
    try {
      const { order, key } = await buyKey(8);
      await eventually(() => second.gateway.knowsKey(key), 3000, 'the key at the second gateway');
      const burst = (url: string) =>
        Array.from({ length: 60 }, () =>
          fetch(`${url}/${good.itemId}/latest/echo`, { headers: { 'x-api-key': key } }).then(async (r) => {
            await r.arrayBuffer();
            return r.status;
          }),
        );
      const statuses = await Promise.all([...burst(gateway.url), ...burst(second.url)]);
      expect(statuses.filter((s) => s === 200)).toHaveLength(40);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
      await Promise.all([gateway.gateway.flush(), second.gateway.flush()]);
      expect((await credentialOf(order.id)).quotaUsed).toBe(40);
    } finally {
      await second.gateway.close();
    }
  });

  it('keeps serving its last configuration while the platform is away, and reports those calls once it is back', async () => {
    const { order, key } = await buyKey(4);
    const relay = await startRelay(platformUrl);
    const second = await startGateway(relay.url, { trustedUpstreams: new Set([upstream.origin]) });
    const callSecond = () =>
      fetch(`${second.url}/${good.itemId}/latest/echo`, { headers: { 'x-api-key': key } }).then(
        (r) => r.status,
      );
    try {
      await eventually(() => second.gateway.knowsKey(key), 3000, 'the key at the second gateway');
      expect(await callSecond()).toBe(200);
      await second.gateway.flush();
      expect((await credentialOf(order.id)).quotaUsed).toBe(1);

      await relay.cut();
      for (let i = 0; i < 3; i++) expect(await callSecond()).toBe(200);
      await second.gateway.flush(); // the report fails; the calls stay in the journal
      expect((await credentialOf(order.id)).quotaUsed).toBe(1);

      await relay.restore();
      await eventually(
        async () => {
          await second.gateway.flush();
          return (await credentialOf(order.id)).quotaUsed === 4;
        },
        10_000,
        'the calls served while the platform was away, billed once back',
      );
      const [billed] = await t.db
        .select({ uses: sql<string>`coalesce(sum(${billUsage.uses}), 0)` })
        .from(billUsage)
        .where(eq(billUsage.orderId, Number(order.id)));
      expect(Number(billed!.uses)).toBe(4);
    } finally {
      await second.gateway.close();
      await relay.close();
    }
  });

  it('a rotated key stops working within a second; a second key (slot 2) works beside the first', async () => {
    const { order, key: first } = await buyKey();
    const second = await call(consumer, '/server/delivery/apiCredential/rotate', {
      orderId: order.id,
      confirm: true,
      slot: 2,
    });
    expect(second.code, second.msg).toBe(0);
    await eventually(
      async () => (await callGateway(`/${good.itemId}/latest/echo`, { key: second.data.key })).status === 200,
      1500,
      'the second key',
    );
    expect((await callGateway(`/${good.itemId}/latest/echo`, { key: first })).status).toBe(200);
    const rotated = await call(consumer, '/server/delivery/apiCredential/rotate', {
      orderId: order.id,
      confirm: true,
    });
    expect(rotated.code, rotated.msg).toBe(0);
    const started = Date.now();
    await eventually(
      async () => (await callGateway(`/${good.itemId}/latest/echo`, { key: first })).status === 401,
      1500,
      'the rotated key to stop',
    );
    expect(Date.now() - started).toBeLessThan(1500);
    expect((await callGateway(`/${good.itemId}/latest/echo`, { key: rotated.data.key })).status).toBe(200);
    // The last live key cannot be removed; the second can.
    const removed = await call(consumer, '/server/delivery/apiCredential/revoke', {
      orderId: order.id,
      confirm: true,
      slot: 2,
    });
    expect(removed.code, removed.msg).toBe(0);
    const last = await call(consumer, '/server/delivery/apiCredential/revoke', {
      orderId: order.id,
      confirm: true,
      slot: 1,
    });
    expect(last.code).toBe(409);
    await eventually(
      async () => (await callGateway(`/${good.itemId}/latest/echo`, { key: second.data.key })).status === 401,
      1500,
      'the removed key to stop',
    );
  });

  it('a refunded order’s key and an expired key stop working', async () => {
    const { order, key } = await buyKey();
    await t.db.transaction(async (tx) => {
      await tx
        .update(apiCredential)
        .set({ validUntil: new Date(Date.now() - 1000) })
        .where(eq(apiCredential.orderId, Number(order.id)));
      await markGatewayConfigChanged(tx);
    });
    await eventually(
      async () => (await callGateway(`/${good.itemId}/latest/echo`, { key })).status === 403,
      2000,
      'expiry',
    );
    const expired = await callGateway(`/${good.itemId}/latest/echo`, {
      key,
      headers: { 'accept-language': 'en-US' },
    });
    expect(expired.body.code).toBe(gw.GATEWAY_ERRORS.expired.code);
    const { order: order2, key: key2 } = await buyKey();
    await t.db.transaction((tx) => t.services.delivery.revokeForOrder(tx, Number(order2.id)));
    await eventually(
      async () => (await callGateway(`/${good.itemId}/latest/echo`, { key: key2 })).status === 401,
      2000,
      'revocation',
    );
  });

  it('the control plane applies a journal batch once, refuses a gap (409) and wants the gateway token', async () => {
    const order = await buy(consumer, good);
    const credentialId = (await credentialOf(order.id)).id;
    const post = (path: string, body: object, token = TEST_GATEWAY_TOKEN) =>
      fetch(`${platformUrl}/server/gateway-control/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [gw.GATEWAY_TOKEN_HEADER]: token },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ code: number; data: { lastSeq: number } }>);
    const line = {
      credentialId,
      day: '2026-11-28',
      calls: 2,
      failed: 0,
      refused: 0,
      status2xx: 2,
      status3xx: 0,
      status4xx: 0,
      status5xx: 0,
      latencySumMs: 20,
      latencyBuckets: [2, 0, 0, 0, 0, 0, 0, 0, 0],
    };
    expect((await post('hello', { gatewayId: 'gw-manual' }, 'x'.repeat(48))).code).toBe(401);
    expect((await post('hello', { gatewayId: 'gw-manual' })).data.lastSeq).toBe(0);
    const batch = { gatewayId: 'gw-manual', fromSeq: 0, toSeq: 2, lines: [line] };
    expect((await post('usage', batch)).data.lastSeq).toBe(2);
    expect((await post('usage', batch)).data.lastSeq).toBe(2);
    const gap = await post('usage', { ...batch, fromSeq: 5, toSeq: 7 });
    expect([gap.code, gap.data.lastSeq]).toEqual([409, 2]);
    expect((await credentialOf(order.id)).quotaUsed).toBe(2);
  });

  it('the consumer’s call query lists its own calls per order and day; another consumer sees none; a seller may not ask', async () => {
    const { order, key } = await buyKey();
    for (let i = 0; i < 2; i++)
      expect((await callGateway(`/${good.itemId}/latest/echo`, { key })).status).toBe(200);
    await gateway.gateway.flush();
    const mine = await call(
      consumer,
      `/server/gateway/usage/consumer?orderId=${order.id}&page=1&limit=10`,
      undefined,
      undefined,
      'GET',
    );
    expect(mine.code, mine.msg).toBe(0);
    expect(mine.data.list).toHaveLength(1);
    expect(mine.data.list[0]).toMatchObject({
      orderId: order.id,
      orderNo: order.orderNo,
      calls: 2,
      status2xx: 2,
    });
    expect(mine.data.totals.calls).toBe(2);
    const all = await call(
      consumer,
      '/server/gateway/usage/consumer?page=1&limit=100',
      undefined,
      undefined,
      'GET',
    );
    expect(all.data.total).toBeGreaterThan(1);
    const stranger = (await newAccount(t, 'gwquery2', 1)).token;
    const theirs = await call(
      stranger,
      `/server/gateway/usage/consumer?orderId=${order.id}&page=1&limit=10`,
      undefined,
      undefined,
      'GET',
    );
    expect([theirs.code, theirs.data.total, theirs.data.list]).toEqual([0, 0, []]);
    const developer = (await loginAs(t, 'developer')).token;
    expect(
      (await call(developer, '/server/gateway/usage/consumer?page=1&limit=10', undefined, undefined, 'GET'))
        .code,
    ).toBe(403);
    const bad = await call(
      consumer,
      '/server/gateway/usage/consumer?from=2026-13&page=1&limit=10',
      undefined,
      undefined,
      'GET',
    );
    expect(bad.code).toBe(400);
  });

  // Last: it moves the platform's clock a day on.
  it('writes each finished day’s calls of a credential to the evidence ledger once (again only when a late batch changed them)', async () => {
    const { order, key } = await buyKey();
    for (let i = 0; i < 3; i++)
      expect((await callGateway(`/${good.itemId}/latest/echo`, { key })).status).toBe(200);
    await gateway.gateway.flush();
    // Two days on: the gateway counts days by the real clock, the platform's clock was set when this file started.
    t.clock.advance(2 * 86_400_000);
    expect(await t.services.gatewayUsage.recordDailyEvidence()).toBeGreaterThanOrEqual(1);
    expect(await t.services.gatewayUsage.recordDailyEvidence()).toBe(0);
    const fresh = (await loginAs(t, 'consumer')).token;
    const receipt = await call(
      fresh,
      `/server/evidence/receipt?orderId=${order.id}`,
      undefined,
      undefined,
      'GET',
    );
    expect(receipt.code, receipt.msg).toBe(0);
    const daily = receipt.data.entries.filter((e: { entryType: string }) => e.entryType === 'usage.daily');
    expect(daily).toHaveLength(1);
    expect(JSON.parse(daily[0].payload)).toMatchObject({ calls: 3, failed: 0, orderNo: order.orderNo });
  });
});
