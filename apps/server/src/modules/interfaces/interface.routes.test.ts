import { ErrorCode } from '@datamall/contract';
import { INTERNAL_HOSTS } from '@datamall/net-guard/ssrf-corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp, TINY_PNG } from '../../test/harness.js';
import { sendJson } from '../../test/requests.js';
import { decideTask, openTasks } from '../../test/review-fixture.js';

let t: TestApp;
let developer: string;
let developer2: string;
let admin: string;
let classId: string;
let coverUrl: string;
let seq = 0;

const call = (
  token: string,
  url: string,
  payload?: unknown,
  method: 'POST' | 'GET' | 'DELETE' | 'PUT' = 'POST',
) => sendJson(t, token, url, { method, payload });
const get = (token: string, url: string) => call(token, url, undefined, 'GET');

const todo = () => openTasks(t, admin);

async function approve(businessType: string, businessKey: string) {
  const task = (await todo()).find((x) => x.businessType === businessType && x.businessKey === businessKey);
  expect(task).toBeTruthy();
  t.clock.advance(3100);
  const res = await decideTask(t, admin, 'complete', task!.taskId, 'ok');
  expect(res.json().code).toBe(0);
}

/** An API good (or another kind) of the developer with one SKU. */
async function goodWithSku(token: string, itemType = 5) {
  seq += 1;
  const item = await call(token, '/server/item/create', {
    itemType,
    name: `Weather API ${seq}`,
    classificationId: classId,
    coverImage: coverUrl,
    tags: ['weather'],
    summary: 'Forecasts',
    description: '<p>Forecasts</p>',
    apiType: 1,
  });
  expect(item.code, item.msg).toBe(0);
  const sku = await call(token, '/server/itemSku/create', {
    itemId: item.data.id,
    name: '1000 calls',
    billingMode: 1,
    price: '10',
    useCount: 1000,
    negotiable: false,
  });
  expect(sku.code, sku.msg).toBe(0);
  return { itemId: item.data.id as string, skuId: sku.data.id as string };
}

const schema = {
  type: 'object',
  properties: {
    city: { type: 'string', enum: ['beijing', 'shanghai'], enumDesc: 'Served cities' },
    days: { type: 'number', minimum: 1, maximum: 15 },
  },
  required: ['city'],
};

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Forecast',
  method: 'POST',
  path: '/weather/forecast',
  upstreamUrl: 'https://93.184.216.34/v1/forecast',
  authHeader: 'X-Api-Key',
  secret: 'upstream-s3cret',
  params: [{ name: 'lang', type: 'String', place: 'query', required: false, description: 'Language' }],
  requestSchema: schema,
  responseSchema: { type: 'object', properties: { temps: { type: 'array', items: { type: 'number' } } } },
  description: 'Daily forecast',
  ...overrides,
});

beforeAll(async () => {
  t = await startTestApp();
  await t.services.catalog.seedDefaults();
  await t.services.accounts.createApproved({
    username: 'developer2',
    password: 'Demo@12345',
    roleType: 2,
    companyName: 'developer2 Ltd',
    contactName: 'developer2',
    mobile: '13900000991',
    email: 'developer2@example.com',
  });
  developer = (await loginAs(t, 'developer')).token;
  developer2 = (await loginAs(t, 'developer2')).token;
  admin = (await loginAs(t, 'admin')).token;
  classId = String(
    (await t.services.catalog.create(2, { name: '接口', nameEn: 'APIs', sort: 10, icon: '', status: 1 })).id,
  );
  const file = multipartFile('file', 'cover.png', TINY_PNG);
  const cover = await t.app.inject({
    method: 'POST',
    url: '/server/item/uploadImgFile',
    headers: { ...bearer(developer), ...file.headers },
    payload: file.payload,
  });
  coverUrl = cover.json().data;
});

afterAll(async () => {
  await t?.close();
});

describe('interfaces of API goods', () => {
  it('creates, reads, updates and deletes an interface; the secret is never answered', async () => {
    const { skuId } = await goodWithSku(developer);
    const created = await call(developer, '/server/itemInterface/create', { ...form(), skuId });
    expect(created.code, created.msg).toBe(0);
    expect(created.data).toMatchObject({
      skuId,
      method: 'POST',
      path: '/weather/forecast',
      hasSecret: true,
      requestSchema: schema,
      params: [{ name: 'lang', type: 'String', place: 'query', required: false }],
    });
    expect(JSON.stringify(created.data)).not.toContain('upstream-s3cret');
    const stored = await t.db.execute(
      `select secret_cipher from goods_item_interface where id = ${created.data.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain('upstream-s3cret');

    const id = created.data.id as string;
    const one = await get(developer, `/server/itemInterface/get?id=${id}`);
    expect(one.data).toEqual(created.data);
    expect(JSON.stringify(one.data)).not.toContain('s3cret');

    // No secret sent: the saved one is kept.
    const updated = await call(
      developer,
      '/server/itemInterface/update',
      { ...form({ name: 'Forecast v2', secret: undefined }), id },
      'PUT',
    );
    expect(updated.code, updated.msg).toBe(0);
    expect(updated.data).toMatchObject({ name: 'Forecast v2', hasSecret: true });
    const cleared = await call(
      developer,
      '/server/itemInterface/update',
      { ...form({ secret: '' }), id },
      'PUT',
    );
    expect(cleared.data.hasSecret).toBe(false);

    const list = await get(developer, `/server/itemInterface/getItemInterface?skuId=${skuId}`);
    expect(list.data.map((x: { id: string }) => x.id)).toEqual([id]);

    const dup = await call(developer, '/server/itemInterface/create', { ...form(), skuId });
    expect(dup.code).toBe(ErrorCode.INTERFACE_PATH_TAKEN);

    expect((await call(developer, `/server/itemInterface/delete/${id}`, undefined, 'DELETE')).code).toBe(0);
    expect((await get(developer, `/server/itemInterface/get?id=${id}`)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it("another developer's SKU or interface answers 404 like a missing one", async () => {
    const { skuId } = await goodWithSku(developer);
    const id = (await call(developer, '/server/itemInterface/create', { ...form(), skuId })).data.id;
    expect((await call(developer2, '/server/itemInterface/create', { ...form(), skuId })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await get(developer2, `/server/itemInterface/get?id=${id}`)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await get(developer2, `/server/itemInterface/getItemInterface?skuId=${skuId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(developer2, '/server/itemInterface/update', { ...form(), id }, 'PUT')).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(developer2, `/server/itemInterface/delete/${id}`, undefined, 'DELETE')).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await get(developer, `/server/itemInterface/get?id=${id}`)).code).toBe(0);
    // The operator reads it for reviews, without the secret.
    const read = await get(admin, `/server/itemInterface/get?id=${id}`);
    expect(read.data.hasSecret).toBe(true);
  });

  it('refuses schemas that break the editor rules, on the server', async () => {
    const { skuId } = await goodWithSku(developer);
    const cases: [unknown, string][] = [
      [
        { type: 'object', properties: { n: { type: 'number', maximum: 9007199254740994 } } },
        'properties.n.maximum',
      ],
      [{ type: 'array', items: { type: 'string' }, maxItems: 100001 }, 'maxItems'],
      [{ type: 'object', properties: { c: { type: 'number', enum: [1, 'x'] } } }, 'properties.c.enum'],
      [{ type: 'date' }, 'type'],
    ];
    for (const [requestSchema, field] of cases) {
      const res = await call(developer, '/server/itemInterface/create', {
        ...form({ requestSchema }),
        skuId,
      });
      expect(res.code, field).toBe(ErrorCode.INTERFACE_SCHEMA_INVALID);
      expect(res.data.field).toBe(`requestSchema.${field}`);
    }
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 12; i++) deep = { type: 'array', items: deep };
    const tooDeep = await call(developer, '/server/itemInterface/create', {
      ...form({ responseSchema: deep }),
      skuId,
    });
    expect(tooDeep.code).toBe(ErrorCode.INTERFACE_SCHEMA_INVALID);
    expect(tooDeep.msg).toContain('depth');
    expect((await get(developer, `/server/itemInterface/getItemInterface?skuId=${skuId}`)).data).toEqual([]);
  });

  it('refuses upstreams that are not http(s) or point at internal hosts', async () => {
    const { skuId } = await goodWithSku(developer);
    for (const upstreamUrl of [
      'http://127.0.0.1:8080/x',
      'http://169.254.169.254/latest',
      ...INTERNAL_HOSTS.map((host) => `http://${host}/`),
    ]) {
      const res = await call(developer, '/server/itemInterface/create', { ...form({ upstreamUrl }), skuId });
      expect(res.code, upstreamUrl).toBe(ErrorCode.INTERFACE_HOST_REFUSED);
    }
    for (const upstreamUrl of [
      'ftp://93.184.216.34/x',
      'file:///etc/passwd',
      'not a url',
      'https://u:p@93.184.216.34/',
    ]) {
      const res = await call(developer, '/server/itemInterface/create', { ...form({ upstreamUrl }), skuId });
      expect(res.code, upstreamUrl).toBe(ErrorCode.INTERFACE_URL_INVALID);
    }
  });

  it('only API goods have interfaces; a listed good refuses changes (409) until it is off the shelf', async () => {
    const app = await goodWithSku(developer, 1);
    expect(
      (await call(developer, '/server/itemInterface/create', { ...form(), skuId: app.skuId })).code,
    ).toBe(ErrorCode.INTERFACE_NOT_API_GOODS);

    const { itemId, skuId } = await goodWithSku(developer);
    const id = (await call(developer, '/server/itemInterface/create', { ...form(), skuId })).data.id;
    expect((await call(developer, '/server/item/apiChange', { itemId, action: 'enable' })).code).toBe(0);
    // Under review: frozen.
    expect((await call(developer, '/server/itemInterface/update', { ...form(), id }, 'PUT')).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    await approve('goods-enable', itemId);
    // Listed: refused, nothing changes.
    expect(
      (await call(developer, '/server/itemInterface/update', { ...form({ name: 'X' }), id }, 'PUT')).code,
    ).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await call(developer, `/server/itemInterface/delete/${id}`, undefined, 'DELETE')).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    expect((await get(developer, `/server/itemInterface/get?id=${id}`)).data.name).toBe('Forecast');
    // Off the shelf: the change is an edit, the good goes back to not enabled.
    expect((await call(developer, '/server/item/apiChange', { itemId, action: 'delist' })).code).toBe(0);
    const changed = await call(
      developer,
      '/server/itemInterface/update',
      { ...form({ name: 'X' }), id },
      'PUT',
    );
    expect(changed.code, changed.msg).toBe(0);
    const item = await get(developer, `/server/item?itemId=${itemId}`);
    expect(item.data.productStatus).toBe(0);
  });
});
