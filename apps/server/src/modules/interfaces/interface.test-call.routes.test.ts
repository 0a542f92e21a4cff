import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@datamall/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp, TINY_PNG } from '../../test/harness.js';
import { sendJson } from '../../test/requests.js';
import { TEST_CALL_LIMITS } from './interface.test-call.js';

const SECRET = 'upstream-s3cret-value';

/** What the upstream received. */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real HTTP upstream on 127.0.0.1: echoes, waits, answers big bodies and redirects. */
let upstream: http.Server;
let upstreamBase: string;
const seen: Seen[] = [];

function startUpstream() {
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (url.pathname === '/slow') {
        const timer = setTimeout(() => res.end('late'), 3000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      if (url.pathname === '/big') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('x'.repeat(300 * 1024));
        return;
      }
      if (url.pathname === '/redirect') {
        res.writeHead(302, { location: 'http://example.org/elsewhere' });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'sid=abc', 'x-internal': '1' });
      res.end(
        JSON.stringify({
          ok: true,
          city: url.searchParams.get('city'),
          key: req.headers['x-api-key'] ?? null,
        }),
      );
    });
  });
  return new Promise<void>((resolve) =>
    upstream.listen(0, '127.0.0.1', () => {
      upstreamBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

/** An app with the demo accounts, a second developer, a catalogue class and a cover image. */
async function prepare(allowPrivate: boolean) {
  const t = await startTestApp(allowPrivate ? { config: { connectorAllowPrivate: true } } : {});
  await t.services.catalog.seedDefaults();
  await t.services.accounts.createApproved({
    username: 'developer2',
    password: 'Demo@12345',
    roleType: 2,
    companyName: 'developer2 Ltd',
    contactName: 'developer2',
    mobile: '13900000992',
    email: 'developer2@example.com',
  });
  const developer = (await loginAs(t, 'developer')).token;
  const classId = String(
    (await t.services.catalog.create(2, { name: '接口', nameEn: 'APIs', sort: 10, icon: '', status: 1 })).id,
  );
  const file = multipartFile('file', 'cover.png', TINY_PNG);
  const cover = await t.app.inject({
    method: 'POST',
    url: '/server/item/uploadImgFile',
    headers: { ...bearer(developer), ...file.headers },
    payload: file.payload,
  });
  return { t, developer, classId, coverUrl: cover.json().data as string };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

function client(t: TestApp) {
  const call = (
    token: string | null,
    url: string,
    payload?: unknown,
    method: 'POST' | 'GET' | 'DELETE' | 'PUT' = 'POST',
  ) => sendJson(t, token, url, { method, payload });
  return { call, get: (token: string, url: string) => call(token, url, undefined, 'GET') };
}

let seq = 0;
/** An API good of the developer with `skus` SKUs. */
async function apiGood(p: Prepared, token: string, skus = 1) {
  const { call } = client(p.t);
  seq += 1;
  const item = await call(token, '/server/item/create', {
    itemType: 5,
    name: `Weather API ${seq}`,
    classificationId: p.classId,
    coverImage: p.coverUrl,
    tags: ['weather'],
    summary: 'Forecasts',
    description: '<p>Forecasts</p>',
    apiType: 1,
  });
  expect(item.code, item.msg).toBe(0);
  const skuIds: string[] = [];
  for (let i = 0; i < skus; i++) {
    const sku = await call(token, '/server/itemSku/create', {
      itemId: item.data.id,
      name: `${1000 * (i + 1)} calls`,
      billingMode: 1,
      price: '10',
      useCount: 1000,
      negotiable: false,
    });
    expect(sku.code, sku.msg).toBe(0);
    skuIds.push(sku.data.id);
  }
  return { itemId: item.data.id as string, skuIds };
}

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Forecast',
  method: 'POST',
  path: '/weather/forecast',
  upstreamUrl: `${upstreamBase}/v1/forecast`,
  authHeader: 'X-Api-Key',
  secret: SECRET,
  params: [
    { name: 'city', type: 'String', place: 'query', required: true, description: 'City' },
    { name: 'lang', type: 'String', place: 'query', required: false, description: 'Language' },
    { name: 'days', type: 'Int', place: 'body', required: true, description: 'Days' },
  ],
  requestSchema: { type: 'object', properties: { days: { type: 'number' } }, required: ['days'] },
  responseSchema: null,
  description: 'Daily forecast',
  ...overrides,
});

async function createInterface(p: Prepared, token: string, skuId: string, overrides = {}) {
  const created = await client(p.t).call(token, '/server/itemInterface/create', {
    ...form(overrides),
    skuId,
  });
  expect(created.code, created.msg).toBe(0);
  return created.data.id as string;
}

let on: Prepared;
let developer2: string;
let admin: string;

beforeAll(async () => {
  await startUpstream();
  on = await prepare(true);
  developer2 = (await loginAs(on.t, 'developer2')).token;
  admin = (await loginAs(on.t, 'admin')).token;
});

afterAll(async () => {
  await on?.t.close();
  await new Promise((r) => upstream?.close(r));
});

const test = (token: string | null, body: Record<string, unknown>) =>
  client(on.t).call(token, '/server/itemInterface/test', body);

describe('POST /server/itemInterface/test (upstream on 127.0.0.1, private hosts allowed)', () => {
  it('calls the upstream with the method, query, body and the saved auth header; the secret is never answered', async () => {
    const { skuIds } = await apiGood(on, on.developer);
    const interfaceId = await createInterface(on, on.developer, skuIds[0]!);
    const before = seen.length;
    const res = await test(on.developer, {
      interfaceId,
      query: { city: 'beijing', lang: 'en' },
      headers: { 'X-Trace': 'abc', 'x-api-key': 'caller-must-not-win' },
      body: '{"days":3}',
    });
    expect(res.code, res.msg).toBe(0);
    expect(seen.length).toBe(before + 1);
    const got = seen.at(-1)!;
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/v1/forecast?city=beijing&lang=en');
    expect(got.headers['x-api-key']).toBe(SECRET);
    expect(got.headers['x-trace']).toBe('abc');
    expect(got.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(got.body)).toEqual({ days: 3 });

    expect(res.data).toMatchObject({
      method: 'POST',
      url: `${upstreamBase}/v1/forecast?city=beijing&lang=en`,
      status: 200,
      truncated: false,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.data.ms).toBeGreaterThanOrEqual(0);
    // Only the safe headers are answered; the echoed secret is masked.
    expect(res.data.headers['set-cookie']).toBeUndefined();
    expect(res.data.headers['x-internal']).toBeUndefined();
    expect(JSON.parse(res.data.body)).toEqual({ ok: true, city: 'beijing', key: '******' });
    expect(JSON.stringify(res)).not.toContain(SECRET);
  });

  it('refuses missing required parameters, a body that is not JSON, framing headers and a GET body before calling', async () => {
    const { skuIds } = await apiGood(on, on.developer);
    const interfaceId = await createInterface(on, on.developer, skuIds[0]!);
    const getId = await createInterface(on, on.developer, skuIds[0]!, {
      method: 'GET',
      path: '/weather/today',
      params: [],
      requestSchema: null,
    });
    const before = seen.length;

    const noCity = await test(on.developer, { interfaceId, query: { city: ' ' }, body: '{"days":3}' });
    expect(noCity.code).toBe(ErrorCode.INTERFACE_TEST_PARAM_MISSING);
    expect(noCity.msg).toBe('The required parameter city (query) is missing');
    expect(noCity.data).toEqual({ field: 'query.city' });

    const noDays = await test(on.developer, { interfaceId, query: { city: 'x' }, body: '{}' });
    expect(noDays.code).toBe(ErrorCode.INTERFACE_TEST_PARAM_MISSING);
    expect(noDays.msg).toContain('days (body)');

    const notJson = await test(on.developer, { interfaceId, query: { city: 'x' }, body: '{days: 3' });
    expect(notJson.code).toBe(ErrorCode.INTERFACE_TEST_BODY_NOT_JSON);
    const array = await test(on.developer, { interfaceId, query: { city: 'x' }, body: '[1]' });
    expect(array.code).toBe(ErrorCode.INTERFACE_TEST_BODY_NOT_JSON);

    const host = await test(on.developer, {
      interfaceId,
      query: { city: 'x' },
      headers: { Host: 'evil.example' },
      body: '{"days":1}',
    });
    expect(host.code).toBe(ErrorCode.INTERFACE_TEST_HEADER_REFUSED);

    const getBody = await test(on.developer, { interfaceId: getId, body: '{"a":1}' });
    expect(getBody.code).toBe(ErrorCode.INTERFACE_TEST_GET_BODY);

    // zh-CN message of the same error.
    const zh = await on.t.app.inject({
      method: 'POST',
      url: '/server/itemInterface/test',
      headers: { ...bearer(on.developer), 'accept-language': 'zh-CN' },
      payload: { interfaceId, body: '{"days":3}' },
    });
    expect(zh.json().msg).toBe('缺少必填参数 city（query）');

    expect(seen.length).toBe(before);
    // The GET interface itself works without a body.
    const ok = await test(on.developer, { interfaceId: getId });
    expect(ok.code, ok.msg).toBe(0);
    expect(seen.at(-1)!.method).toBe('GET');
  });

  it('stops a slow upstream, cuts a big answer, does not follow redirects, reports an unreachable one', async () => {
    const { skuIds } = await apiGood(on, on.developer);
    const slow = await createInterface(on, on.developer, skuIds[0]!, {
      path: '/slow',
      upstreamUrl: `${upstreamBase}/slow`,
      params: [],
      requestSchema: null,
    });
    const saved = TEST_CALL_LIMITS.timeoutMs;
    TEST_CALL_LIMITS.timeoutMs = 300;
    try {
      const res = await test(on.developer, { interfaceId: slow });
      expect(res.code).toBe(ErrorCode.INTERFACE_TEST_TIMEOUT);
      expect(res.msg).toBe('The upstream did not answer within 10 s; the test was stopped');
    } finally {
      TEST_CALL_LIMITS.timeoutMs = saved;
    }

    const big = await createInterface(on, on.developer, skuIds[0]!, {
      method: 'GET',
      path: '/big',
      upstreamUrl: `${upstreamBase}/big`,
      params: [],
      requestSchema: null,
    });
    const cut = await test(on.developer, { interfaceId: big });
    expect(cut.code, cut.msg).toBe(0);
    expect(cut.data.truncated).toBe(true);
    expect(cut.data.body.length).toBe(256 * 1024);

    const redirect = await createInterface(on, on.developer, skuIds[0]!, {
      method: 'GET',
      path: '/redirect',
      upstreamUrl: `${upstreamBase}/redirect`,
      params: [],
      requestSchema: null,
    });
    const moved = await test(on.developer, { interfaceId: redirect });
    expect(moved.code, moved.msg).toBe(0);
    expect(moved.data.status).toBe(302);
    expect(moved.data.headers.location).toBe('http://example.org/elsewhere');

    // A port nobody listens on.
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const gone = await createInterface(on, on.developer, skuIds[0]!, {
      method: 'GET',
      path: '/gone',
      upstreamUrl: `http://127.0.0.1:${port}/gone`,
      params: [],
      requestSchema: null,
    });
    const unreachable = await test(on.developer, { interfaceId: gone });
    expect(unreachable.code).toBe(ErrorCode.INTERFACE_TEST_UNREACHABLE);
  });

  it("answers 404 for another developer's interface and a missing one; the operator may test; not without a token", async () => {
    const { skuIds } = await apiGood(on, on.developer);
    const interfaceId = await createInterface(on, on.developer, skuIds[0]!);
    const before = seen.length;
    const body = { interfaceId, query: { city: 'x' }, body: '{"days":1}' };
    expect((await test(developer2, body)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await test(developer2, { ...body, interfaceId: '99999999' })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await test(null, body)).code).toBe(ErrorCode.UNAUTHORIZED);
    expect(seen.length).toBe(before);
    const byOperator = await test(admin, body);
    expect(byOperator.code, byOperator.msg).toBe(0);
    expect(byOperator.data.status).toBe(200);
  });

  it('allows 30 test calls per user and minute', async () => {
    const token = (await loginAs(on.t, 'developer2')).token;
    // The limiter's windows run on the wall clock: moved here past earlier tests' calls, and past the window.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      for (let i = 0; i < 30; i++) {
        expect((await test(token, { interfaceId: '99999999' })).code).toBe(ErrorCode.NOT_FOUND);
      }
      expect((await test(token, { interfaceId: '99999999' })).code).toBe(ErrorCode.TOO_MANY_REQUESTS);
      // Other users are not affected.
      expect((await test(admin, { interfaceId: '99999999' })).code).toBe(ErrorCode.NOT_FOUND);
      vi.setSystemTime(Date.now() + 61_000);
      expect((await test(token, { interfaceId: '99999999' })).code).toBe(ErrorCode.NOT_FOUND);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts test calls once across platform nodes sharing REDIS_URL', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const redis = new Redis(redisUrl);
    const nodes = [
      await startTestApp({ config: { redisUrl } }),
      await startTestApp({ config: { redisUrl } }),
    ];
    try {
      for (const key of await redis.keys('datamall-rate:*')) await redis.del(key);
      // The same demo user on two nodes (one database per test app here; the user id is the same).
      const tokens = await Promise.all(nodes.map(async (n) => (await loginAs(n, 'developer')).token));
      const callOn = (i: number) =>
        nodes[i]!.app.inject({
          method: 'POST',
          url: '/server/itemInterface/test',
          headers: bearer(tokens[i]!),
          payload: { interfaceId: '99999999' },
        });
      for (let i = 0; i < 30; i++) expect((await callOn(i % 2)).json().code).toBe(ErrorCode.NOT_FOUND);
      expect((await callOn(0)).json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
      expect((await callOn(1)).json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    } finally {
      await Promise.all(nodes.map((n) => n.close()));
      await redis.quit();
    }
  });
});

describe('GET /server/itemInterface/page', () => {
  it('documents the test call and the page in the OpenAPI document', async () => {
    const doc = (await on.t.app.inject({ url: '/api-docs/json' })).json();
    expect(doc.paths['/server/itemInterface/test'].post.summary).toMatch(/Test call of an interface/);
    expect(doc.paths['/server/itemInterface/test'].post.requestBody).toBeTruthy();
    expect(doc.paths['/server/itemInterface/page'].get).toBeTruthy();
  });

  it('pages the interfaces of a good over its SKUs; 404 for another developer', async () => {
    const { itemId, skuIds } = await apiGood(on, on.developer, 2);
    await createInterface(on, on.developer, skuIds[0]!, { path: '/a' });
    await createInterface(on, on.developer, skuIds[0]!, { path: '/b' });
    await createInterface(on, on.developer, skuIds[1]!, { path: '/c' });
    const { get } = client(on.t);
    const first = await get(on.developer, `/server/itemInterface/page?itemId=${itemId}&page=1&limit=10`);
    expect(first.code, first.msg).toBe(0);
    expect(first.data.total).toBe(3);
    expect(first.data.list.map((x: { path: string }) => x.path)).toEqual(['/a', '/b', '/c']);
    expect(JSON.stringify(first.data)).not.toContain(SECRET);
    const ofSku = await get(on.developer, `/server/itemInterface/page?itemId=${itemId}&skuId=${skuIds[1]}`);
    expect(ofSku.data.list.map((x: { path: string }) => x.path)).toEqual(['/c']);
    const page2 = await get(on.developer, `/server/itemInterface/page?itemId=${itemId}&page=2&limit=10`);
    expect(page2.data).toEqual({ list: [], total: 3 });
    expect((await get(developer2, `/server/itemInterface/page?itemId=${itemId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await get(admin, `/server/itemInterface/page?itemId=${itemId}`)).data.total).toBe(3);
  });
});

describe('private hosts not allowed (CONNECTOR_ALLOW_PRIVATE off)', () => {
  let off: Prepared;
  beforeAll(async () => {
    off = await prepare(false);
  });
  afterAll(async () => {
    await off?.t.close();
  });

  it('refuses an interface whose upstream is now a loopback host; the upstream is not called', async () => {
    const { skuIds } = await apiGood(off, off.developer);
    // Saved while its host was public; the address later points inside (or the policy was tightened).
    const created = await client(off.t).call(off.developer, '/server/itemInterface/create', {
      ...form({ upstreamUrl: 'http://93.184.216.34/v1/forecast' }),
      skuId: skuIds[0],
    });
    expect(created.code, created.msg).toBe(0);
    await off.t.db.execute(
      `update goods_item_interface set upstream_url = '${upstreamBase}/canary' where id = ${created.data.id}`,
    );
    const before = seen.length;
    const res = await client(off.t).call(off.developer, '/server/itemInterface/test', {
      interfaceId: created.data.id,
      query: { city: 'x' },
      body: '{"days":1}',
    });
    expect(res.code).toBe(ErrorCode.INTERFACE_TEST_HOST_REFUSED);
    expect(res.msg).toContain('127.0.0.1');
    expect(seen.length).toBe(before);
    expect(seen.some((s) => s.url.startsWith('/canary'))).toBe(false);
  });
});
