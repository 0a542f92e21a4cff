import { createHash } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, newAccount, setCreditLimit, userIdOf } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';

let t: TestApp;
let developer: string;
let developer2: string;
let supplier: string;
let consumer: string;
let admin: string;
let devId: number;
let app: { itemId: number; skuId: number };
let apiGood: { itemId: number; skuId: number };
let pkg: { itemId: number; skuId: number };

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => sendJson(t, token, url, { method, payload, headers });

const get = (token: string | null, url: string) => call(token, 'GET', url);
const post = (token: string | null, url: string, body: unknown) => call(token, 'POST', url, body);

async function addVersion(itemId: number, versionNo: string, token = developer) {
  const res = await post(token, '/server/zqgoodsversion/save', {
    itemId: String(itemId),
    versionNo,
    description: `Release ${versionNo}`,
    appUrl: 'https://apps.example.com/v1',
  });
  expect(res.code, res.msg).toBe(0);
  return res.data as { id: string; status: number; actions: string[] };
}

const versionStatus = (id: string, action: string, token = developer) =>
  post(token, '/server/zqgoodsversion/statusChange', { id, action });

beforeAll(async () => {
  t = await startTestApp();
  developer = (await loginAs(t, 'developer')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  admin = (await loginAs(t, 'admin')).token;
  devId = await userIdOf(t, 'developer');
  developer2 = (await newAccount(t, 'vdev2', 2)).token;
  app = await createGood(t, { ownerId: devId, itemType: 1, name: 'Line monitor' });
  apiGood = await createGood(t, { ownerId: devId, itemType: 5, name: 'Weather API' });
  pkg = await createGood(t, { ownerId: await userIdOf(t, 'supplier'), itemType: 2, name: 'Package' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('versions', () => {
  it('go to list -> listed -> disabled; anything else is 409 and changes nothing', async () => {
    const v = await addVersion(app.itemId, '1.0.0');
    expect(v.status).toBe(0);
    expect(v.actions).toEqual(['list', 'edit', 'delete']);
    expect((await versionStatus(v.id, 'disable')).code).toBe(ErrorCode.ILLEGAL_STATE);
    const listed = await versionStatus(v.id, 'list');
    expect(listed.code, listed.msg).toBe(0);
    expect(listed.data.status).toBe(1);
    expect(listed.data.listedDate).not.toBeNull();
    expect((await versionStatus(v.id, 'list')).code).toBe(ErrorCode.ILLEGAL_STATE);
    const edit = await call(developer, 'PUT', '/server/zqgoodsversion/update', {
      id: v.id,
      versionNo: '1.0.1',
      description: 'x',
    });
    expect(edit.code).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await call(developer, 'DELETE', `/server/zqgoodsversion?id=${v.id}`)).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    const disabled = await versionStatus(v.id, 'disable');
    expect(disabled.data.status).toBe(2);
    expect((await versionStatus(v.id, 'list')).code).toBe(ErrorCode.ILLEGAL_STATE);
    const info = await get(developer, `/server/zqgoodsversion/info?id=${v.id}`);
    expect(info.data.status).toBe(2);
    expect(info.data.versionNo).toBe('1.0.0');
  });

  it('are edited and deleted only before listing; numbers are unique per good', async () => {
    const v = await addVersion(apiGood.itemId, '2.0');
    const dup = await post(developer, '/server/zqgoodsversion/save', {
      itemId: String(apiGood.itemId),
      versionNo: '2.0',
    });
    expect(dup.code).toBe(ErrorCode.GOODS_VERSION_TAKEN);
    const edit = await call(developer, 'PUT', '/server/zqgoodsversion/update', {
      id: v.id,
      versionNo: '2.1',
      description: 'Faster',
      appUrl: 'https://ignored.example.com',
    });
    expect(edit.code, edit.msg).toBe(0);
    expect(edit.data.versionNo).toBe('2.1');
    expect(edit.data.appUrl).toBeNull();
    expect((await call(developer, 'DELETE', `/server/zqgoodsversion?id=${v.id}`)).code).toBe(0);
    expect((await get(developer, `/server/zqgoodsversion/info?id=${v.id}`)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('are improved from an existing version, copying its fields', async () => {
    const base = await addVersion(app.itemId, '3.0.0');
    await versionStatus(base.id, 'list');
    const improved = await post(developer, '/server/zqgoodsversion/improve', {
      baseId: base.id,
      versionNo: '3.1.0',
    });
    expect(improved.code, improved.msg).toBe(0);
    expect(improved.data).toMatchObject({
      status: 0,
      baseVersionId: base.id,
      baseVersionNo: '3.0.0',
      description: 'Release 3.0.0',
      appUrl: 'https://apps.example.com/v1',
    });
    const page = await get(
      developer,
      `/server/zqgoodsversion/page?itemId=${app.itemId}&page=1&limit=10&status=0`,
    );
    expect(page.data.list.map((v: { versionNo: string }) => v.versionNo)).toEqual(['3.1.0']);
  });

  it('belong to their owner: others get 404, other roles 403, bad input 400', async () => {
    const v = await addVersion(app.itemId, '4.0.0');
    expect((await get(developer2, `/server/zqgoodsversion/info?id=${v.id}`)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await versionStatus(v.id, 'list', developer2)).code).toBe(ErrorCode.NOT_FOUND);
    expect(
      (await post(developer2, '/server/zqgoodsversion/save', { itemId: String(app.itemId), versionNo: '9' }))
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(
      (await get(developer2, `/server/zqgoodsversion/page?itemId=${app.itemId}&page=1&limit=10`)).code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect((await get(admin, `/server/zqgoodsversion/page?itemId=${app.itemId}&page=1&limit=10`)).code).toBe(
      0,
    );
    expect((await versionStatus(v.id, 'list', admin)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await versionStatus(v.id, 'list', supplier)).code).toBe(ErrorCode.FORBIDDEN);
    expect(
      (await call(null, 'POST', '/server/zqgoodsversion/statusChange', { id: v.id, action: 'list' })).code,
    ).toBe(ErrorCode.UNAUTHORIZED);
    expect((await versionStatus(v.id, 'enable')).code).toBe(ErrorCode.BAD_PARAMS);
    expect(
      (
        await post(developer, '/server/zqgoodsversion/save', {
          itemId: String(app.itemId),
          versionNo: '../x',
        })
      ).code,
    ).toBe(ErrorCode.BAD_PARAMS);
    const before = await get(developer, `/server/zqgoodsversion/info?id=${v.id}`);
    expect(before.data.status).toBe(0);
  });

  it('are listed publicly for listed goods, and an order shows the version it bought', async () => {
    const list = await get(null, `/server/zqgoodsversion/listed?itemId=${app.itemId}`);
    expect(list.code, list.msg).toBe(0);
    expect(list.data.map((v: { versionNo: string }) => v.versionNo)).toEqual(['3.0.0']);
    const unlisted = await createGood(t, { ownerId: devId, itemType: 1, listed: false });
    expect((await get(null, `/server/zqgoodsversion/listed?itemId=${unlisted.itemId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );

    const consumerId = await userIdOf(t, 'consumer');
    await setCreditLimit(t, consumerId, 10_000_000n);
    const order = await call(
      consumer,
      'POST',
      '/server/order/submit',
      {
        itemId: String(app.itemId),
        skuId: String(app.skuId),
        quantity: 1,
        agreementAccepted: true,
        agreementHash: createHash('sha256').update('For internal analysis only.').digest('hex'),
      },
      { 'idempotency-key': `versions-${Date.now()}` },
    );
    expect(order.code, order.msg).toBe(0);
    // A newer version listed after the order does not change what the order bought.
    const newer = await addVersion(app.itemId, '5.0.0');
    await versionStatus(newer.id, 'list');
    const bought = await get(consumer, `/server/zqgoodsversion/ofOrder?orderId=${order.data.id}`);
    expect(bought.code, bought.msg).toBe(0);
    expect(bought.data.versionNo).toBe('3.0.0');
    expect(
      (await get(developer, `/server/zqgoodsversion/ofOrder?orderId=${order.data.id}`)).data.versionNo,
    ).toBe('3.0.0');
    expect((await get(developer2, `/server/zqgoodsversion/ofOrder?orderId=${order.data.id}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('exist only for data applications and API goods', async () => {
    const res = await post(supplier, '/server/zqgoodsversion/save', {
      itemId: String(pkg.itemId),
      versionNo: '1',
    });
    expect(res.code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('cases', () => {
  let versionA: string;
  let versionB: string;

  beforeAll(async () => {
    versionA = (await addVersion(app.itemId, '10.0')).id;
    versionB = (await addVersion(app.itemId, '11.0')).id;
  });

  const act = (id: string, action: string, token = developer) =>
    post(token, '/server/zqgoodscase/statusChange', { id, action });
  const runtime = (id: string, event: string, token = admin) =>
    post(token, '/server/zqgoodscase/runtimeEvent', { id, event });

  async function addCase(name = 'Plant A') {
    const res = await post(developer, '/server/zqgoodscase/save', {
      itemId: String(app.itemId),
      versionId: versionA,
      name,
      description: 'Deployment at plant A',
    });
    expect(res.code, res.msg).toBe(0);
    return res.data as { id: string; status: string; caseType: number; actions: string[] };
  }

  it('follow the case_status machine through deployment, publishing and finishing', async () => {
    const c = await addCase();
    expect(c).toMatchObject({ status: 'WAITING_FOR_DEPLOYMENT', caseType: 0, versionNo: '10.0' });
    expect(c.actions).toEqual(['deploy', 'disable', 'finish', 'updateVersion']);
    expect((await act(c.id, 'publish')).code).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await act(c.id, 'deploy')).data.status).toBe('STARTING');
    expect((await act(c.id, 'deploy')).code).toBe(ErrorCode.ILLEGAL_STATE);
    expect(
      (await post(developer, '/server/zqgoodscase/updateVersion', { id: c.id, versionId: versionB })).code,
    ).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await runtime(c.id, 'started')).data).toMatchObject({ status: 'RUNNING', caseType: 1 });
    expect((await act(c.id, 'publish')).data).toMatchObject({ status: 'RUNNING', caseType: 2 });
    expect((await act(c.id, 'pause')).data).toMatchObject({ status: 'PAUSED', caseType: 1 });
    const moved = await post(developer, '/server/zqgoodscase/updateVersion', {
      id: c.id,
      versionId: versionB,
    });
    expect(moved.code, moved.msg).toBe(0);
    expect(moved.data).toMatchObject({ status: 'WAITING_FOR_DEPLOYMENT', versionNo: '11.0', caseType: 1 });
    await act(c.id, 'deploy');
    expect((await runtime(c.id, 'failed')).data.status).toBe('ERROR');
    expect((await act(c.id, 'resume')).data.status).toBe('RESUMING');
    expect((await runtime(c.id, 'resumed')).data.status).toBe('RUNNING');
    expect((await runtime(c.id, 'systemDisable')).data.status).toBe('SYSTEM_DISABLED');
    expect((await act(c.id, 'resume')).code).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await runtime(c.id, 'systemRestore')).data.status).toBe('RESUMING');
    await runtime(c.id, 'resumed');
    expect((await act(c.id, 'disable')).data.status).toBe('DISABLED');
    expect((await act(c.id, 'enable')).data.status).toBe('RESUMING');
    await runtime(c.id, 'resumed');
    expect((await act(c.id, 'finish')).data.status).toBe('FINISHED');
    for (const action of [
      'deploy',
      'pause',
      'resume',
      'disable',
      'enable',
      'finish',
      'publish',
      'unpublish',
    ]) {
      expect((await act(c.id, action)).code, action).toBe(ErrorCode.ILLEGAL_STATE);
    }
    expect((await runtime(c.id, 'started')).code).toBe(ErrorCode.ILLEGAL_STATE);
    const info = await get(developer, `/server/zqgoodscase/info?id=${c.id}`);
    expect(info.data).toMatchObject({ status: 'FINISHED', actions: [] });
  });

  it('belong to their owner; runtime events come from the platform only', async () => {
    const c = await addCase('Plant B');
    expect((await act(c.id, 'deploy', developer2)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await get(developer2, `/server/zqgoodscase/info?id=${c.id}`)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await runtime(c.id, 'started', developer)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await act(c.id, 'deploy', admin)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await act(c.id, 'deploy', consumer)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await act(c.id, 'explode')).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await get(developer, `/server/zqgoodscase/info?id=${c.id}`)).data.status).toBe(
      'WAITING_FOR_DEPLOYMENT',
    );
    const page = await get(admin, `/server/zqgoodscase/page?itemId=${app.itemId}&page=1&limit=10`);
    expect(page.code).toBe(0);
    expect(page.data.total).toBeGreaterThanOrEqual(1);
  });

  it('are refused for other kinds, foreign or disabled versions', async () => {
    const apiVersion = await addVersion(apiGood.itemId, '1.0');
    const onApi = await post(developer, '/server/zqgoodscase/save', {
      itemId: String(apiGood.itemId),
      versionId: apiVersion.id,
      name: 'x',
    });
    expect(onApi.code).toBe(ErrorCode.GOODS_CASE_KIND_UNSUPPORTED);
    const foreign = await post(developer, '/server/zqgoodscase/save', {
      itemId: String(app.itemId),
      versionId: apiVersion.id,
      name: 'x',
    });
    expect(foreign).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: `Invalid parameter: version ${apiVersion.id} does not belong to this good`,
      data: { field: 'versionId' },
    });
    const foreignTw = await call(
      developer,
      'POST',
      '/server/zqgoodscase/save',
      { itemId: String(app.itemId), versionId: apiVersion.id, name: 'x' },
      { 'accept-language': 'zh-TW' },
    );
    expect(foreignTw.msg).toBe(`參數錯誤：版本 ${apiVersion.id} 不屬於該商品`);
    const c = await addCase('Plant C');
    const same = await post(developer, '/server/zqgoodscase/updateVersion', {
      id: c.id,
      versionId: versionA,
    });
    expect(same).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: 'Invalid parameter: the use case already runs version 10.0; choose another version',
      data: { field: 'versionId' },
    });
    const v = await addVersion(app.itemId, '12.0');
    await versionStatus(v.id, 'list');
    await versionStatus(v.id, 'disable');
    const disabled = await post(developer, '/server/zqgoodscase/save', {
      itemId: String(app.itemId),
      versionId: v.id,
      name: 'x',
    });
    expect(disabled).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: 'Invalid parameter: version 12.0 is disabled and cannot be deployed',
    });
    // A version with cases cannot be deleted.
    expect((await call(developer, 'DELETE', `/server/zqgoodsversion?id=${versionA}`)).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
  });
});
