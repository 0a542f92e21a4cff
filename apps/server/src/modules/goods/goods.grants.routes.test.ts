import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, newAccount, userIdOf } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';

/** POST /server/item/updateAuthenticRight: grants of a good are its white list (blackWhiteList, goods). */

let t: TestApp;
let supplier: string;
let supplier2: string;
let consumer: string;
let consumerId: number;
let consumer2Id: number;
let developerId: number;
let itemId: number;

const call = (token: string, url: string, payload: unknown = {}, lang = 'en-US') =>
  sendJson(t, token, url, { payload, language: lang });
const grant = (token: string, body: Record<string, unknown>) =>
  call(token, '/server/item/updateAuthenticRight', body);
const listOf = async (id: number) =>
  (await call(supplier, '/server/blackWhiteList/query', { targetType: 'goods', targetId: id })).data;
const ids = (list: { consumers: { id: string }[] }) => list.consumers.map((c) => Number(c.id));

beforeAll(async () => {
  t = await startTestApp();
  supplier = (await loginAs(t, 'supplier')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  consumerId = await userIdOf(t, 'consumer');
  consumer2Id = await createUser(t, 'grantbuyer2', 1);
  developerId = await userIdOf(t, 'developer');
  supplier2 = (await newAccount(t, 'grantseller2', 3)).token;
  itemId = (await createGood(t, { ownerId: await userIdOf(t, 'supplier'), itemType: 2 })).itemId;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('updateAuthenticRight of goods', () => {
  it('grants consumers (turning the white list on), revokes and reinstates them', async () => {
    expect((await listOf(itemId)).mode).toBe(0);
    const granted = await grant(supplier, { itemId, consumerIds: [consumerId, consumer2Id], status: 1 });
    expect(granted.code, granted.msg).toBe(0);
    expect(granted.data).toMatchObject({ targetType: 'goods', targetId: String(itemId), mode: 1 });
    expect(ids(granted.data)).toEqual([consumerId, consumer2Id]);
    expect(ids(await listOf(itemId))).toEqual([consumerId, consumer2Id]);

    const again = await grant(supplier, { itemId, consumerIds: [consumerId], status: 1 });
    expect(ids(again.data)).toEqual([consumerId, consumer2Id]);

    const revoked = await grant(supplier, { itemId, consumerIds: [consumerId], status: 0 });
    expect(revoked.code, revoked.msg).toBe(0);
    expect(revoked.data.mode).toBe(1);
    expect(ids(revoked.data)).toEqual([consumer2Id]);

    const back = await grant(supplier, { itemId, consumerIds: [consumerId], status: 1 });
    expect(ids(back.data).sort()).toEqual([consumerId, consumer2Id].sort());
  });

  it('refuses others’ goods (404), non-consumers, a black list and bad input, changing nothing', async () => {
    const before = await listOf(itemId);
    expect((await grant(supplier2, { itemId, consumerIds: [consumerId], status: 0 })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await grant(supplier, { itemId: 999999, consumerIds: [consumerId], status: 1 })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await grant(consumer, { itemId, consumerIds: [consumerId], status: 1 })).code).not.toBe(0);
    const notConsumer = await grant(supplier, { itemId, consumerIds: [developerId], status: 1 });
    expect(notConsumer.code).toBe(ErrorCode.ACCESS_LIST_NOT_CONSUMER);
    expect((await grant(supplier, { itemId, consumerIds: [], status: 1 })).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await grant(supplier, { itemId, consumerIds: [consumerId], status: 2 })).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
    expect((await grant(supplier, { itemId, consumerIds: ['x'], status: 1 })).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
    expect(await listOf(itemId)).toEqual(before);

    const black = (await createGood(t, { ownerId: await userIdOf(t, 'supplier'), itemType: 2 })).itemId;
    const saved = await call(supplier, '/server/blackWhiteList/save', {
      targetType: 'goods',
      targetId: black,
      mode: 2,
      consumerIds: [consumer2Id],
    });
    expect(saved.code, saved.msg).toBe(0);
    const refused = await grant(supplier, { itemId: black, consumerIds: [consumerId], status: 1 });
    expect(refused.code).toBe(ErrorCode.GOODS_GRANT_BLACK_LIST);
    expect(refused.msg).toBe('This good uses a black list; change it on the black/white list page');
    expect((await listOf(black)).mode).toBe(2);
    expect(ids(await listOf(black))).toEqual([consumer2Id]);
  });
});
