import { randomBytes } from 'node:crypto';
import { gateway as gw } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addInterface,
  eventually,
  listenPlatform,
  startGateway,
  startUpstream,
  TEST_GATEWAY_TOKEN,
} from '../../test/gateway-fixture.js';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, newAccount, userIdOf } from '../../test/orders-fixture.js';
import { apiCredential } from '../delivery/delivery.table.js';
import { AGREEMENT, kit } from '../evidence/evidence.test-kit.js';
import { goodsItem, goodsSku } from '../goods/goods.table.js';
import { goodsItemInterface } from '../interfaces/interface.table.js';
import { markGatewayConfigChanged } from './config-change.js';

let t: TestApp;
const { call, buy, setLimit } = kit(() => t);
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let platformUrl: string;
let consumer: string;
let developer: string;
let otherDeveloper: string;
let admin: string;
let good: { itemId: number; skuId: number; ownerId: number };
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const get = (token: string, url: string) => call(token, url, undefined, undefined, 'GET');
const save = (token: string, config: unknown, itemId = good.itemId) =>
  call(token, '/server/gateway/plugin/save', { itemId: String(itemId), config, note: 'test' });

/** Saves plugins as the owner and waits until the gateway serves them. */
async function usePlugins(config: Record<string, unknown>, gateways = [gateway]) {
  const saved = await save(developer, config);
  expect(saved.code, saved.msg).toBe(0);
  const want = JSON.stringify(saved.data.config);
  await eventually(
    () => gateways.every((g) => JSON.stringify(g.gateway.pluginsOf(good.itemId)) === want),
    3000,
    'the new plugins',
  );
}

async function callGateway(path: string, init: RequestInit & { key?: string; base?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.key) headers.set('x-api-key', init.key);
  const res = await fetch(`${init.base ?? gateway.url}${path}`, { ...init, headers });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, body };
}

/** A paid credential with plenty of calls, once the gateway knows its key. */
async function buyKey() {
  const order = await buy(consumer, good, 100);
  const res = await call(consumer, '/server/delivery/apiCredential/reveal', { orderId: order.id });
  expect(res.code, res.msg).toBe(0);
  await eventually(() => gateway.gateway.knowsKey(res.data.key), 3000, 'the key');
  return { order, key: res.data.key as string };
}

beforeAll(async () => {
  t = await startTestApp({ config: { gatewayToken: TEST_GATEWAY_TOKEN } });
  platformUrl = await listenPlatform(t);
  upstream = await startUpstream();
  consumer = (await loginAs(t, 'consumer')).token;
  developer = (await loginAs(t, 'developer')).token;
  admin = (await loginAs(t, 'admin')).token;
  otherDeveloper = (await newAccount(t, 'plugdev2', 2)).token;
  await setLimit(await userIdOf(t, 'consumer'), 1_000_000_000n);
  const developerId = await userIdOf(t, 'developer');
  good = {
    ...(await createGood(t, { ownerId: developerId, itemType: 5, agreement: AGREEMENT })),
    ownerId: developerId,
  };
  await t.db.update(goodsSku).set({ useCount: 1000 }).where(eq(goodsSku.id, good.skuId));
  await addInterface(t, good, { path: '/echo', upstreamUrl: `${upstream.origin}/echo` });
  await addInterface(t, good, { method: 'POST', path: '/orders', upstreamUrl: `${upstream.origin}/orders` });
  await t.db.transaction(async (tx) => {
    await tx
      .update(goodsItemInterface)
      .set({
        requestSchema: {
          type: 'object',
          properties: { plateNo: { type: 'string' } },
          required: ['plateNo'],
        },
        responseSchema: {
          type: 'object',
          properties: { plateNo: { type: 'string', example: '沪A12345' }, ok: { type: 'boolean' } },
        },
      })
      .where(eq(goodsItemInterface.itemId, good.itemId));
    await markGatewayConfigChanged(tx);
  });
  gateway = await startGateway(platformUrl, { trustedUpstreams: new Set([upstream.origin]) });
}, 120_000);

afterAll(async () => {
  await gateway?.gateway.close();
  await upstream?.close();
  await t?.close();
});

describe('plugin configuration', () => {
  it('starts from the defaults (version 0); the owner saves versions, restores one; others cannot', async () => {
    const initial = await get(developer, `/server/gateway/plugin/get?itemId=${good.itemId}`);
    expect(initial.code, initial.msg).toBe(0);
    expect(initial.data).toMatchObject({ version: 0, config: gw.DEFAULT_PLUGINS });
    const v1 = await save(developer, { rateLimit: { limit: 7, windowSeconds: 60 } });
    expect(v1.code, v1.msg).toBe(0);
    expect(v1.data).toMatchObject({ version: 1, createdBy: 'developer' });
    expect(v1.data.config.rateLimit).toMatchObject({ enabled: true, limit: 7, windowSeconds: 60 });
    const v2 = await save(developer, { cache: { enabled: true } });
    expect(v2.data.version).toBe(2);
    const restored = await call(developer, '/server/gateway/plugin/restore', {
      itemId: String(good.itemId),
      version: 1,
    });
    expect(restored.code, restored.msg).toBe(0);
    expect(restored.data).toMatchObject({ version: 3, config: v1.data.config });
    const versions = await get(
      admin,
      `/server/gateway/plugin/versions?itemId=${good.itemId}&page=1&limit=10`,
    );
    expect(versions.data.total).toBe(3);
    expect(versions.data.list.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    const list = await get(developer, '/server/gateway/plugin/goods?page=1&limit=10');
    expect(list.data.list.find((g: { itemId: string }) => g.itemId === String(good.itemId))).toMatchObject({
      version: 3,
      interfaces: 2,
    });

    expect((await get(otherDeveloper, `/server/gateway/plugin/get?itemId=${good.itemId}`)).code).toBe(404);
    expect((await save(otherDeveloper, {})).code).toBe(404);
    expect((await save(admin, {})).code).toBe(403);
    expect((await save(consumer, {})).code).toBe(403);
    const bad = await save(developer, { rateLimit: { limit: 0 } });
    expect(bad.code).toBe(400);
    const protectedHeader = await save(developer, {
      headers: { enabled: true, request: { set: [{ name: 'Host', value: 'evil' }] } },
    });
    expect(protectedHeader.code).toBe(400);
    expect((await get(developer, `/server/gateway/plugin/get?itemId=${good.itemId}`)).data.version).toBe(3);
  });
});

describe('plugins at the gateway', () => {
  it('rate limit: a burst of 500 concurrent calls gets exactly 100 through, the rest 429 with Retry-After', async () => {
    const { key } = await buyKey();
    await usePlugins({ rateLimit: { limit: 100, windowSeconds: 10 } });
    // The whole burst in one aligned window.
    while (Date.now() % 10_000 > 4000) await new Promise((r) => setTimeout(r, 100));
    const results = await Promise.all(
      Array.from({ length: 500 }, () => callGateway(`/${good.itemId}/latest/echo`, { key })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(100);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 429 && r.body.code === gw.GATEWAY_ERRORS.rateLimited.code)).toBe(
      true,
    );
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused[0]!.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('rate limit shared through Redis: two gateways, 250 concurrent calls on each, exactly 100 through', async () => {
    const prefix = `dmtest-${randomBytes(4).toString('hex')}`;
    const a = await startGateway(platformUrl, {
      trustedUpstreams: new Set([upstream.origin]),
      redisUrl,
      redisPrefix: prefix,
    });
    const b = await startGateway(platformUrl, {
      trustedUpstreams: new Set([upstream.origin]),
      redisUrl,
      redisPrefix: prefix,
    });
    try {
      const { key } = await buyKey();
      await usePlugins({ rateLimit: { limit: 100, windowSeconds: 10, scope: 'good' } }, [gateway, a, b]);
      while (Date.now() % 10_000 > 4000) await new Promise((r) => setTimeout(r, 100));
      const burst = (base: string) =>
        Array.from({ length: 250 }, () => callGateway(`/${good.itemId}/latest/echo`, { key, base }));
      const results = await Promise.all([...burst(a.url), ...burst(b.url)]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(100);
    } finally {
      await a.gateway.close();
      await b.gateway.close();
    }
  });

  it('IP restriction: a denied caller or one missing from the allow list is refused 403', async () => {
    const { key } = await buyKey();
    await usePlugins({ ipRestriction: { enabled: true, deny: ['127.0.0.0/8'] } });
    const denied = await callGateway(`/${good.itemId}/latest/echo`, { key });
    expect([denied.status, denied.body.code]).toEqual([403, gw.GATEWAY_ERRORS.ipRefused.code]);
    await usePlugins({ ipRestriction: { enabled: true, allow: ['10.0.0.0/8', '::1'] } });
    expect((await callGateway(`/${good.itemId}/latest/echo`, { key })).status).toBe(403);
    await usePlugins({ ipRestriction: { enabled: true, allow: ['127.0.0.1'] } });
    expect((await callGateway(`/${good.itemId}/latest/echo`, { key })).status).toBe(200);
  });

  it('validator, headers, cache and key in the query: each does what its configuration says', async () => {
    const { order, key } = await buyKey();
    await usePlugins({
      validator: { enabled: true },
      headers: {
        enabled: true,
        request: { set: [{ name: 'X-Tenant', value: 'datamall' }] },
        response: { remove: ['x-upstream-hop'], set: [{ name: 'X-Served-By', value: 'gw' }] },
      },
      cache: { enabled: true, ttlSeconds: 60 },
      keyAuth: { allowQueryKey: false },
    });
    const post = (body: string) =>
      callGateway(`/${good.itemId}/latest/orders`, {
        key,
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
      });
    const invalid = await post('{"vin":"x"}');
    expect([invalid.status, invalid.body.code]).toEqual([400, gw.GATEWAY_ERRORS.bodyInvalid.code]);
    expect(String(invalid.body.msg)).toContain('plateNo');
    expect((await post('not json')).status).toBe(400);
    upstream.seen.length = 0;
    expect((await post('{"plateNo":"沪A12345"}')).status).toBe(200);
    expect(upstream.seen[0]!.body).toBe('{"plateNo":"沪A12345"}');
    expect(upstream.seen[0]!.headers['x-tenant']).toBe('datamall');

    const first = await callGateway(`/${good.itemId}/latest/echo?q=1`, { key });
    const second = await callGateway(`/${good.itemId}/latest/echo?q=1`, { key });
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(second.headers.get('x-served-by')).toBe('gw');
    expect(second.headers.get('x-upstream-hop')).toBeNull();
    expect(upstream.seen.filter((s) => s.url === '/echo?q=1')).toHaveLength(1);
    await gateway.gateway.flush();
    const [credential] = await t.db
      .select()
      .from(apiCredential)
      .where(eq(apiCredential.orderId, Number(order.id)));
    expect(credential!.quotaUsed).toBe(3);

    const inQuery = await callGateway(`/${good.itemId}/latest/echo?apikey=${key}`);
    expect(inQuery.body.code).toBe(gw.GATEWAY_ERRORS.keyMissing.code);
    await usePlugins({});
  });
});

describe('test keys', () => {
  it('are free, marked as tests to the upstream, mocked when the mock plugin is on, and only for who may test', async () => {
    const issued = await call(consumer, '/server/gateway/testKey', { itemId: String(good.itemId) });
    expect(issued.code, issued.msg).toBe(0);
    expect(issued.data).toMatchObject({ testType: gw.TestType.CONSUMER, mock: false });
    const key = issued.data.key as string;
    await eventually(
      async () => (await callGateway(`/${good.itemId}/latest/echo`, { key })).status === 200,
      3000,
    );
    upstream.seen.length = 0;
    const res = await callGateway(`/${good.itemId}/latest/echo`, { key });
    expect(res.headers.get('x-gateway-test')).toBe('1');
    expect(upstream.seen[0]!.headers['x-gateway-test']).toBe('1');
    await usePlugins({ mock: { enabled: true } });
    const mocked = await callGateway(`/${good.itemId}/latest/orders`, { key, method: 'POST', body: '{}' });
    expect(mocked.headers.get('x-gateway-mock')).toBe('1');
    expect(mocked.body).toEqual({ plateNo: '沪A12345', ok: true });
    expect(upstream.seen).toHaveLength(1);
    await usePlugins({});

    const dev = await call(developer, '/server/gateway/testKey', { itemId: String(good.itemId) });
    expect(dev.data.testType).toBe(gw.TestType.DEVELOPER);
    const op = await call(admin, '/server/gateway/testKey', { itemId: String(good.itemId) });
    expect(op.data.testType).toBe(gw.TestType.OPERATOR);
    expect(
      (await call(otherDeveloper, '/server/gateway/testKey', { itemId: String(good.itemId) })).code,
    ).toBe(404);
    await t.db.update(goodsItem).set({ publishType: 2 }).where(eq(goodsItem.id, good.itemId));
    expect((await call(consumer, '/server/gateway/testKey', { itemId: String(good.itemId) })).code).toBe(404);
    await t.db.update(goodsItem).set({ publishType: 1 }).where(eq(goodsItem.id, good.itemId));
  });
});
