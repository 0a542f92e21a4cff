import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, newAccount, userIdOf } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';

let t: TestApp;
let admin: string;
let developer: string;
let developer2: string;
let supplier: string;
let consumer: string;
let devId: number;

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => sendJson(t, token, url, { method, payload });

const SCHEMA = {
  type: 'object',
  properties: { vin: { type: 'string', description: 'Vehicle number' } },
  required: ['vin'],
};

async function newApi(name: string, status = 1) {
  const res = await call(admin, 'POST', '/api/StandardApi/save', {
    name,
    category: 'Vehicles',
    method: 'POST',
    path: '/vehicle/insurance',
    description: 'Insurance records of a vehicle',
    status,
  });
  expect(res.code, res.msg).toBe(0);
  return res.data as { id: string };
}

async function newVersion(apiId: string, version: string) {
  const res = await call(admin, 'POST', '/api/StandardApi/saveVersion', {
    apiId,
    version,
    requestSchema: SCHEMA,
    responseSchema: { type: 'object', properties: {} },
  });
  expect(res.code, res.msg).toBe(0);
  return res.data as { id: string };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  developer = (await loginAs(t, 'developer')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  devId = await userIdOf(t, 'developer');
  developer2 = (await newAccount(t, 'sadev2', 2)).token;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('standard API catalogue', () => {
  it('the operator defines APIs and versions; developers read enabled ones', async () => {
    const api = await newApi('Vehicle insurance');
    const hidden = await newApi('Internal draft', 0);
    const v1 = await newVersion(api.id, 'v1');
    await newVersion(api.id, 'v2');
    const dupName = await call(admin, 'POST', '/api/StandardApi/save', {
      name: 'vehicle INSURANCE',
      method: 'GET',
      path: '/x',
    });
    expect(dupName.code).toBe(ErrorCode.STANDARD_API_NAME_TAKEN);
    const dupVersion = await call(admin, 'POST', '/api/StandardApi/saveVersion', {
      apiId: api.id,
      version: 'V1',
    });
    expect(dupVersion.code).toBe(ErrorCode.STANDARD_API_VERSION_TAKEN);

    const forOperator = await call(admin, 'POST', '/api/StandardApi/page', { page: 1, limit: 10 });
    expect(forOperator.data.total).toBe(2);
    const forDeveloper = await call(developer, 'POST', '/api/StandardApi/page', { page: 1, limit: 10 });
    expect(forDeveloper.data.list.map((a: { name: string }) => a.name)).toEqual(['Vehicle insurance']);
    expect(forDeveloper.data.list[0]).toMatchObject({ versionCount: 2, latestVersion: 'v2', routerCount: 0 });
    expect((await call(developer, 'GET', `/api/StandardApi/info?id=${hidden.id}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );

    const versions = await call(developer, 'POST', '/api/StandardApi/selectVersion', {
      apiId: api.id,
      page: 1,
      limit: 10,
    });
    expect(versions.data.list.map((v: { version: string }) => v.version)).toEqual(['v2', 'v1']);
    const one = await call(developer, 'GET', `/api/StandardApi/getVersion?id=${v1.id}`);
    expect(one.data).toMatchObject({ version: 'v1', apiName: 'Vehicle insurance', requestSchema: SCHEMA });

    const renamed = await call(admin, 'PUT', '/api/StandardApi/update', {
      id: api.id,
      name: 'Vehicle insurance records',
      method: 'POST',
      path: '/vehicle/insurance',
    });
    expect(renamed.code, renamed.msg).toBe(0);
    expect(renamed.data.name).toBe('Vehicle insurance records');
  });

  it('checks schemas, input, roles and existence', async () => {
    const api = await newApi('Driving records');
    const badSchema = await call(admin, 'POST', '/api/StandardApi/saveVersion', {
      apiId: api.id,
      version: 'v1',
      requestSchema: { type: 'array', maxItems: 100_001 },
    });
    expect(badSchema.code).toBe(ErrorCode.INTERFACE_SCHEMA_INVALID);
    expect(
      (await call(admin, 'POST', '/api/StandardApi/save', { name: 'x', method: 'PATCH', path: '/x' })).code,
    ).toBe(ErrorCode.BAD_PARAMS);
    expect(
      (await call(admin, 'POST', '/api/StandardApi/save', { name: 'y', method: 'GET', path: 'no-slash' }))
        .code,
    ).toBe(ErrorCode.BAD_PARAMS);
    expect(
      (await call(developer, 'POST', '/api/StandardApi/save', { name: 'z', method: 'GET', path: '/z' })).code,
    ).toBe(ErrorCode.FORBIDDEN);
    expect((await call(supplier, 'POST', '/api/StandardApi/page', { page: 1, limit: 10 })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await call(consumer, 'GET', `/api/standardApiRouter/selectApiRouter?apiId=${api.id}`)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await call(null, 'POST', '/api/StandardApi/page', { page: 1, limit: 10 })).code).toBe(
      ErrorCode.UNAUTHORIZED,
    );
    expect((await call(admin, 'GET', '/api/StandardApi/getVersion?id=999999')).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(
      (
        await call(admin, 'PUT', '/api/StandardApi/update', {
          id: 999999,
          name: 'q',
          method: 'GET',
          path: '/q',
        })
      ).code,
    ).toBe(ErrorCode.NOT_FOUND);
  });

  it('developers bind their own API goods to a version; bound APIs cannot be deleted', async () => {
    const api = await newApi('Weather');
    const v1 = await newVersion(api.id, '1.0');
    const v2 = await newVersion(api.id, '2.0');
    const apiGood = await createGood(t, { ownerId: devId, itemType: 5, name: 'My weather API' });
    const hiddenGood = await createGood(t, {
      ownerId: devId,
      itemType: 5,
      name: 'Unlisted weather',
      listed: false,
    });
    const appGood = await createGood(t, { ownerId: devId, itemType: 1, name: 'An application' });

    const bound = await call(developer, 'POST', '/api/standardApiRouter/bind', {
      versionId: v1.id,
      itemId: apiGood.itemId,
    });
    expect(bound.code, bound.msg).toBe(0);
    expect(bound.data).toMatchObject({
      version: '1.0',
      itemName: 'My weather API',
      listed: true,
      mine: true,
    });
    // Binding again to another version moves the good (one version per API and good).
    const moved = await call(developer, 'POST', '/api/standardApiRouter/bind', {
      versionId: v2.id,
      itemId: apiGood.itemId,
    });
    expect(moved.data.id).toBe(bound.data.id);
    expect(moved.data.version).toBe('2.0');
    await call(developer, 'POST', '/api/standardApiRouter/bind', {
      versionId: v1.id,
      itemId: hiddenGood.itemId,
    });

    expect(
      (
        await call(developer, 'POST', '/api/standardApiRouter/bind', {
          versionId: v1.id,
          itemId: appGood.itemId,
        })
      ).code,
    ).toBe(ErrorCode.BAD_PARAMS);
    expect(
      (
        await call(developer2, 'POST', '/api/standardApiRouter/bind', {
          versionId: v1.id,
          itemId: apiGood.itemId,
        })
      ).code,
    ).toBe(ErrorCode.NOT_FOUND);

    const mine = await call(developer, 'GET', `/api/standardApiRouter/selectApiRouter?apiId=${api.id}`);
    expect(mine.data.map((r: { itemName: string }) => r.itemName).sort()).toEqual([
      'My weather API',
      'Unlisted weather',
    ]);
    const others = await call(developer2, 'GET', `/api/standardApiRouter/selectApiRouter?apiId=${api.id}`);
    expect(others.data.map((r: { itemName: string; mine: boolean }) => [r.itemName, r.mine])).toEqual([
      ['My weather API', false],
    ]);

    expect((await call(admin, 'DELETE', `/api/StandardApi?id=${api.id}`)).code).toBe(
      ErrorCode.STANDARD_API_IN_USE,
    );
    expect((await call(developer2, 'DELETE', `/api/standardApiRouter?id=${bound.data.id}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    for (const r of mine.data) {
      expect((await call(developer, 'DELETE', `/api/standardApiRouter?id=${r.id}`)).code).toBe(0);
    }
    expect((await call(admin, 'DELETE', `/api/StandardApi?id=${api.id}`)).code).toBe(0);
    expect((await call(admin, 'GET', `/api/StandardApi/info?id=${api.id}`)).code).toBe(ErrorCode.NOT_FOUND);
  });
});
