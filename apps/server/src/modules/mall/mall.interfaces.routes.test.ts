import { ErrorCode } from '@datamall/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, userIdOf } from '../../test/orders-fixture.js';
import { goodsItem, goodsSku } from '../goods/goods.table.js';
import { goodsItemInterface } from '../interfaces/interface.table.js';

let t: TestApp;
let developerId: number;
let consumer: string;
let api: { itemId: number; skuId: number };
let pack: { itemId: number; skuId: number };

const UPSTREAM = 'http://upstream-secret-host.internal:8080/v1/forecast';
const AUTH_HEADER = 'X-Upstream-Key';
const SECRET = 'cipher-TOP-SECRET-VALUE';

// biome-ignore lint/suspicious/noExplicitAny: answers checked field by field below
type Answer = { code: number; msg: string; data: any };
const doc = async (itemId: number, token?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/server/item/itemInterfaceDoc?itemId=${itemId}`,
    headers: token ? bearer(token) : {},
  });
  return { raw: res.body, json: res.json() as Answer };
};

const requestSchema = {
  type: 'object',
  required: ['city'],
  properties: {
    city: { type: 'string', description: 'City code', enum: ['bj', 'sh'], enumDesc: 'Beijing, Shanghai' },
    days: { type: 'integer', minimum: 1, maximum: 15 },
  },
};
const responseSchema = {
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: { type: 'object', properties: { date: { type: 'string' }, high: { type: 'number' } } },
    },
  },
};

async function addInterface(itemId: number, skuId: number, path: string) {
  await t.db.insert(goodsItemInterface).values({
    itemId,
    skuId,
    ownerId: developerId,
    name: `Forecast ${path}`,
    method: 'POST',
    path,
    upstreamUrl: UPSTREAM,
    authHeader: AUTH_HEADER,
    secretCipher: SECRET,
    params: [{ name: 'lang', type: 'String', place: 'query', required: false, description: 'Language' }],
    requestSchema,
    responseSchema,
    description: 'Daily forecast',
  });
}

beforeAll(async () => {
  t = await startTestApp();
  developerId = await userIdOf(t, 'developer');
  consumer = (await loginAs(t, 'consumer')).token;
  api = await createGood(t, { ownerId: developerId, itemType: 5, name: 'Weather API docs' });
  await addInterface(api.itemId, api.skuId, '/weather/forecast');
  // A SKU not on sale: its interfaces are not documented in the mall.
  const [off] = await t.db
    .insert(goodsSku)
    .values({
      itemId: api.itemId,
      name: 'Withdrawn pack',
      billingMode: 1,
      price: 1n,
      useCount: 1,
      enabled: false,
      auditStatus: 1,
      everApproved: true,
    })
    .returning();
  await addInterface(api.itemId, off!.id, '/weather/withdrawn');
  pack = await createGood(t, { ownerId: developerId, itemType: 2, name: 'Not an API' });
});

afterAll(async () => {
  await t?.close();
});

describe('interface documentation of API goods (itemInterfaceDoc)', () => {
  it('shows the interfaces of the SKUs on sale to anonymous callers, without a base URL when no gateway is set', async () => {
    const { json } = await doc(api.itemId);
    expect(json.code, json.msg).toBe(0);
    // No gateway configured: nothing to call, so no address is offered.
    expect(json.data.baseUrl).toBeNull();
    expect(json.data.skuCount).toBe(1);
    expect(json.data.interfaces).toHaveLength(1);
    expect(json.data.interfaces[0]).toEqual({
      id: expect.any(String),
      skus: [{ skuId: String(api.skuId), skuName: '100 downloads', price: '125000', billingMode: 1 }],
      name: 'Forecast /weather/forecast',
      method: 'POST',
      path: '/weather/forecast',
      params: [{ name: 'lang', type: 'String', place: 'query', required: false, description: 'Language' }],
      requestSchema,
      responseSchema,
      description: 'Daily forecast',
    });
    const logged = await doc(api.itemId, consumer);
    expect(logged.json.data.interfaces).toHaveLength(1);
  });

  it('documents an interface sold by several SKUs once, with each SKU that includes it', async () => {
    const good = await createGood(t, { ownerId: developerId, itemType: 5, name: 'Packs of one API' });
    const [big] = await t.db
      .insert(goodsSku)
      .values({
        itemId: good.itemId,
        name: '10,000 calls',
        billingMode: 1,
        price: 7_990_000n,
        useCount: 10_000,
        enabled: true,
        auditStatus: 1,
        everApproved: true,
        sort: 1,
      })
      .returning();
    await addInterface(good.itemId, good.skuId, '/weather/forecast');
    await addInterface(good.itemId, big!.id, '/weather/forecast');
    // Only the bigger pack sells the history call.
    await addInterface(good.itemId, big!.id, '/weather/history');
    const { json } = await doc(good.itemId);
    expect(json.code, json.msg).toBe(0);
    expect(json.data.skuCount).toBe(2);
    const summary = json.data.interfaces.map((d: { path: string; skus: { skuName: string }[] }) => [
      d.path,
      d.skus.map((s) => s.skuName),
    ]);
    expect(summary).toEqual([
      ['/weather/forecast', ['100 downloads', '10,000 calls']],
      ['/weather/history', ['10,000 calls']],
    ]);
  });

  it('answers the configured API gateway as the base URL', async () => {
    const gw = await startTestApp({ seed: false, config: { apiGatewayUrl: 'https://api.example.com' } });
    try {
      const good = await createGood(gw, { ownerId: await createUser(gw, 'gwdev', 2), itemType: 5 });
      const res = await gw.app.inject({
        method: 'GET',
        url: `/server/item/itemInterfaceDoc?itemId=${good.itemId}`,
      });
      expect(res.json().data).toEqual({ baseUrl: 'https://api.example.com', skuCount: 1, interfaces: [] });
    } finally {
      await gw.close();
    }
  });

  it('never answers the upstream URL, auth header or secret', async () => {
    for (const token of [undefined, consumer]) {
      const { raw } = await doc(api.itemId, token);
      expect(raw).toContain('/weather/forecast');
      for (const hidden of [
        'upstream-secret-host',
        'upstreamUrl',
        AUTH_HEADER,
        'authHeader',
        SECRET,
        'secret',
      ])
        expect(raw).not.toContain(hidden);
    }
  });

  it('answers no interfaces for other kinds and 404 for goods not in the mall', async () => {
    expect((await doc(pack.itemId)).json).toMatchObject({ code: 0, data: { interfaces: [] } });
    expect((await doc(987654321)).json.code).toBe(ErrorCode.NOT_FOUND);

    await t.db.update(goodsItem).set({ productStatus: 4 }).where(eq(goodsItem.id, api.itemId));
    expect((await doc(api.itemId)).json.code).toBe(ErrorCode.NOT_FOUND);
    await t.db
      .update(goodsItem)
      .set({ productStatus: 2, publishType: 0 })
      .where(eq(goodsItem.id, api.itemId));
    const delisted = await doc(api.itemId);
    expect(delisted.json.code).toBe(ErrorCode.NOT_FOUND);
    expect(delisted.raw).not.toContain('/weather');
    await t.db.update(goodsItem).set({ publishType: 1 }).where(eq(goodsItem.id, api.itemId));
    expect((await doc(api.itemId)).json.code).toBe(0);
  });
});

describe('views of the detail page (batched into mall_item_stat)', () => {
  const statViews = async (itemId: number) => {
    const r = (await t.db.execute(
      sql`select view_count from mall_item_stat where item_id = ${itemId}`,
    )) as unknown as { rows: { view_count: unknown }[] };
    return Number(r.rows[0]?.view_count ?? 0);
  };
  const goodsRow = async (itemId: number) =>
    (await t.db.select().from(goodsItem).where(eq(goodsItem.id, itemId)))[0]!;

  it('counts views in memory, shows them at once and writes them in one batch', async () => {
    // Without the 2 s timer: a timed batch in the middle would write the views this test checks are waiting.
    await t.services.mall.views.stop();
    onTestFinished(() => t.services.mall.views.start());
    const before = await goodsRow(pack.itemId);
    const stored = await statViews(pack.itemId);
    const detail = (url: string, token?: string) =>
      t.app
        .inject({ method: 'GET', url: `${url}?itemId=${pack.itemId}`, headers: token ? bearer(token) : {} })
        .then((r) => r.json() as Answer);
    const first = await detail('/server/item/itemDetail');
    expect(first.data.viewCount).toBe(stored + 1);
    await detail('/server/item/itemDetail');
    await detail('/server/item/itemDetailV2', consumer);
    // The Resp variants count nothing but show the views still waiting.
    expect((await detail('/server/item/itemDetailResp')).data.viewCount).toBe(stored + 3);
    const counters = await t.app.inject({
      method: 'POST',
      url: '/server/item/queryOrderByNum',
      payload: { itemId: String(pack.itemId) },
    });
    expect(counters.json().data.viewCount).toBe(stored + 3);
    // Nothing written per view: neither the good's row nor the figures yet.
    expect(await statViews(pack.itemId)).toBe(stored);

    await t.services.mall.views.flush();
    expect(await statViews(pack.itemId)).toBe(stored + 3);
    expect(t.services.mall.views.waiting(pack.itemId)).toBe(0);
    // A second flush adds nothing (never counted twice).
    await t.services.mall.views.flush();
    expect(await statViews(pack.itemId)).toBe(stored + 3);
    expect((await detail('/server/item/itemDetailResp')).data.viewCount).toBe(stored + 3);
    const after = await goodsRow(pack.itemId);
    expect(after.viewCount).toBe(before.viewCount);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
  });
});
