import { ErrorCode } from '@datamall/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, newAccount, setCreditLimit, userIdOf } from '../../test/orders-fixture.js';
import { type Json, sendJson } from '../../test/requests.js';
import { creditLedger } from '../credit/credit.table.js';
import { sha256 } from './orders.service.js';
import { orderIdempotency, orderInfo } from './orders.table.js';

let t: TestApp;
let consumer: string;
let consumerId: number;
let other: string;
let supplier: string;
let supplierId: number;
let supplier2: string;
let admin: string;
let good: { itemId: number; skuId: number };
let good2: { itemId: number; skuId: number };
/** An API good (a count pack): bought in quantities, where a data package is one copy per order. */
let apiGood: { itemId: number; skuId: number };
const AGREEMENT = 'For internal analysis only.';
const operator = { userId: 0, username: 'admin', roleType: 0 as const, sessionId: 0 };

const call = (token: string | null, url: string, payload: unknown = {}, key?: string) =>
  sendJson(t, token, url, { payload, idempotencyKey: key });

const orderBody = (g: { itemId: number; skuId: number }, quantity = 1) => ({
  itemId: String(g.itemId),
  skuId: String(g.skuId),
  quantity,
  agreementAccepted: true,
  agreementHash: sha256(AGREEMENT),
});

let keySeq = 0;
const newKey = () => `k-${Date.now()}-${++keySeq}`;

async function submit(token: string, g = good, quantity = 1) {
  const res = await call(token, '/server/order/submit', orderBody(g, quantity), newKey());
  expect(res.code, res.msg).toBe(0);
  return res.data as { id: string; orderNo: string; amount: string; orderStatus: number; payStatus: number };
}

async function setLimit(userId: number, units: bigint) {
  await setCreditLimit(t, userId, units);
}

const orderCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(orderInfo))[0]!.n;
const deductions = async (userId: number) =>
  t.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.changeType, 'deduct')));

beforeAll(async () => {
  t = await startTestApp();
  consumer = (await loginAs(t, 'consumer')).token;
  consumerId = await userIdOf(t, 'consumer');
  other = (await newAccount(t, 'buyer2', 1)).token;
  supplier = (await loginAs(t, 'supplier')).token;
  supplierId = await userIdOf(t, 'supplier');
  const supplier2Id = await createUser(t, 'seller2', 3);
  supplier2 = (await loginAs(t, 'seller2')).token;
  admin = (await loginAs(t, 'admin')).token;
  good = await createGood(t, { ownerId: supplierId, price: 125_000n, agreement: AGREEMENT });
  good2 = await createGood(t, { ownerId: supplier2Id, price: 30_000n, agreement: AGREEMENT });
  apiGood = await createGood(t, {
    ownerId: await userIdOf(t, 'developer'),
    itemType: 5,
    price: 125_000n,
    agreement: AGREEMENT,
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('price preview', () => {
  it('is described in the API docs with the other order calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/json' })).json();
    for (const path of [
      '/server/order/render',
      '/server/order/submit',
      '/server/pay',
      '/server/order/userPage',
    ]) {
      expect(doc.paths[path], path).toBeTruthy();
    }
    expect(doc.paths['/server/order/orderUserDetail/{id}']).toBeTruthy();
  });

  it('answers the SKU price times the quantity as integers of 1/10000 yuan', async () => {
    const res = await call(consumer, '/server/order/render', {
      itemId: apiGood.itemId,
      skuId: apiGood.skuId,
      quantity: 3,
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({
      unitPrice: '125000',
      amount: '375000',
      quantity: 3,
      agreement: AGREEMENT,
    });
    expect(res.data.agreementHash).toBe(sha256(AGREEMENT));
  });

  it('a data package is one copy per order: more is refused with a clear message, and nothing is created', async () => {
    const render = await call(consumer, '/server/order/render', {
      itemId: good.itemId,
      skuId: good.skuId,
      quantity: 2,
    });
    expect(render.code).toBe(ErrorCode.BAD_PARAMS);
    expect(render.data.field).toBe('quantity');
    expect(render.msg).toBe('Invalid parameter: a data package is bought one copy per order (quantity)');
    const before = await orderCount();
    const submitted = await call(consumer, '/server/order/submit', orderBody(good, 2), newKey());
    expect(submitted.code).toBe(ErrorCode.BAD_PARAMS);
    expect(await orderCount()).toBe(before);
  });

  it('refuses goods not on sale, disabled SKUs, bad input and non-consumers', async () => {
    const unlisted = await createGood(t, { ownerId: supplierId, listed: false });
    const disabledSku = await createGood(t, { ownerId: supplierId, skuEnabled: false });
    const body = (g: typeof good) => ({ itemId: g.itemId, skuId: g.skuId });
    expect((await call(consumer, '/server/order/render', body(unlisted))).code).toBe(
      ErrorCode.ORDER_GOODS_UNAVAILABLE,
    );
    expect((await call(consumer, '/server/order/render', body(disabledSku))).code).toBe(
      ErrorCode.ORDER_SKU_UNAVAILABLE,
    );
    // A SKU of another good.
    expect(
      (await call(consumer, '/server/order/render', { itemId: good.itemId, skuId: good2.skuId })).code,
    ).toBe(ErrorCode.ORDER_SKU_UNAVAILABLE);
    const bad = await call(consumer, '/server/order/render', { ...body(good), quantity: 0 });
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
    expect(bad.data.field).toBe('quantity');
    expect((await call(supplier, '/server/order/render', body(good))).code).toBe(ErrorCode.FORBIDDEN);
    expect((await call(null, '/server/order/render', body(good))).code).not.toBe(0);
  });
});

describe('submit', () => {
  it('creates an order awaiting payment with the price and good pinned and the agreement recorded', async () => {
    const res = await call(consumer, '/server/order/submit', orderBody(apiGood, 2), newKey());
    expect(res.code, res.msg).toBe(0);
    const order = res.data;
    expect(order).toMatchObject({
      orderStatus: 0,
      payStatus: 0,
      quantity: 2,
      unitPrice: '125000',
      amount: '250000',
    });
    expect(order.orderNo).toMatch(/^\d{16}$/);
    expect(order.agreementHash).toBe(sha256(AGREEMENT));
    expect(order.agreementAcceptedDate).toBe(t.clock.now().toISOString());
    expect(new Date(order.expireDate).getTime() - t.clock.now().getTime()).toBe(30 * 60_000);
    expect(order.snapshot.sku.price).toBe('125000');
    expect(order.snapshot.item.agreement).toBe(AGREEMENT);
    expect(order.consumerName).toBe('consumer');
  });

  it('requires an Idempotency-Key and valid input; refusals create nothing', async () => {
    const before = await orderCount();
    const missing = await call(consumer, '/server/order/submit', orderBody(good));
    expect(missing.code).toBe(ErrorCode.IDEMPOTENCY_KEY_REQUIRED);
    expect((await call(consumer, '/server/order/submit', orderBody(good), 'bad key!')).code).toBe(
      ErrorCode.IDEMPOTENCY_KEY_REQUIRED,
    );
    const notAccepted = await call(
      consumer,
      '/server/order/submit',
      { ...orderBody(good), agreementAccepted: false },
      newKey(),
    );
    expect(notAccepted.code).toBe(ErrorCode.BAD_PARAMS);
    expect(notAccepted.data.field).toBe('agreementAccepted');
    const changed = await call(
      consumer,
      '/server/order/submit',
      { ...orderBody(good), agreementHash: sha256('old text') },
      newKey(),
    );
    expect(changed.code).toBe(ErrorCode.ORDER_AGREEMENT_CHANGED);
    expect((await call(supplier, '/server/order/submit', orderBody(good), newKey())).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    // A quantity that is not a number is refused, not coerced (`true` was 1, "0x10" 16, "1e3" 1000).
    for (const quantity of [true, [5], '0x10', '1e3', 'abc', 1.5, {}]) {
      const answer = await call(consumer, '/server/order/submit', { ...orderBody(good), quantity }, newKey());
      expect(answer.code, JSON.stringify(quantity)).toBe(ErrorCode.BAD_PARAMS);
      expect(answer.msg).toContain('quantity has an invalid format');
    }
    const tooMany = await call(consumer, '/server/order/submit', orderBody(good, 10_001), newKey());
    expect(tooMany.msg).toContain('quantity must be at most 10000');
    const huge = await call(consumer, '/server/order/submit', orderBody(good, 1e20), newKey());
    expect(huge.msg).toContain('quantity must be at most 10000');
    const text = await call(
      consumer,
      '/server/order/submit',
      { ...orderBody(apiGood), quantity: ' 2 ' },
      newKey(),
    );
    expect(text.code).toBe(0);
    expect(text.data.quantity).toBe(2);
    expect(await orderCount()).toBe(before + 1);
  });

  it("explains a malformed body or path id in the caller's language", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/server/order/render',
      headers: { ...bearer(consumer), 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      payload: '{"itemId": ',
    });
    expect(res.json()).toMatchObject({
      code: ErrorCode.BAD_PARAMS,
      msg: expect.stringContaining('不是有效的 JSON'),
    });
    // An id is "> 0": the message names the bound, not the refused value as a minimum.
    const zero = await call(consumer, '/server/order/render', { ...orderBody(good), itemId: '0' });
    expect(zero.msg).toContain('itemId must be greater than 0');
    const badId = await call(consumer, '/server/order/orderUserDetail/abc');
    expect(badId.code).toBe(ErrorCode.BAD_PARAMS);
    expect(badId.msg).toContain('id has an invalid format');
  });

  it('same key and body: the same order and answer; same key with another body: an error', async () => {
    const key = newKey();
    const first = await call(consumer, '/server/order/submit', orderBody(good), key);
    const again = await call(consumer, '/server/order/submit', orderBody(good), key);
    expect(again).toEqual(first);
    const otherBody = await call(consumer, '/server/order/submit', orderBody(good, 5), key);
    expect(otherBody.code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    // Keys belong to a consumer: another consumer's same key is another order.
    const another = await call(other, '/server/order/submit', orderBody(good), key);
    expect(another.code).toBe(0);
    expect(another.data.id).not.toBe(first.data.id);
  });

  it('the same key sent 50 times concurrently: one order, one charge, identical answers', async () => {
    const { id: buyer, token } = await newAccount(t, 'burst', 1);
    await setLimit(buyer, 10_000_000n);
    const before = await orderCount();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(token, '/server/order/submit', orderBody(good), key)),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);

    const orderId = answers[0]!.data.id;
    const payKey = newKey();
    const pays = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(token, '/server/pay', { orderId, payMethod: 'VIRTUAL_COIN_PAY' }, payKey),
      ),
    );
    expect(pays.every((a) => a.code === 0)).toBe(true);
    expect(new Set(pays.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(pays[0]!.data.available).toBe(String(10_000_000n - 125_000n));
    const rows = await deductions(buyer);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amount).toBe(-125_000n);
    expect((await t.services.credit.balance(buyer)).available).toBe(10_000_000n - 125_000n);
  }, 60_000);
});

describe('pay by credit limit', () => {
  it('pays once: deducts, writes the ledger and completes the order; a second pay charges nothing', async () => {
    await setLimit(consumerId, 1_000_000n);
    const order = await submit(consumer);
    const paid = await call(
      consumer,
      '/server/pay',
      { orderId: order.id, payMethod: 'VIRTUAL_COIN_PAY' },
      newKey(),
    );
    expect(paid.code, paid.msg).toBe(0);
    expect(paid.data.order).toMatchObject({ orderStatus: 1, payStatus: 1, payMethod: 'VIRTUAL_COIN_PAY' });
    expect(paid.data.available).toBe('875000');
    const twice = await call(consumer, '/server/pay', { orderId: order.id }, newKey());
    expect(twice.code).toBe(ErrorCode.ORDER_ALREADY_PAID);
    expect((await t.services.credit.balance(consumerId)).available).toBe(875_000n);
    const ledger = (await deductions(consumerId)).filter((r) => r.reference === order.orderNo);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: -125_000n, availableAfter: 875_000n, limitAfter: 1_000_000n });
    // The consumer's ledger page answers the order number as reason and reference (the web words it).
    const page = await call(consumer, '/server/user/queryQuotaByPage', { page: 1, limit: 50 });
    expect(page.data.list).toContainEqual(
      expect.objectContaining({ changeType: 'deduct', reason: order.orderNo, reference: order.orderNo }),
    );
  });

  it('20 concurrent pays of one order with different keys: one charge, the rest "already paid"', async () => {
    await setLimit(consumerId, 10_000_000n);
    const order = await submit(consumer);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(consumer, '/server/pay', { orderId: order.id }, newKey())),
    );
    expect(answers.filter((r) => r.code === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.code === ErrorCode.ORDER_ALREADY_PAID)).toHaveLength(19);
    expect((await deductions(consumerId)).filter((r) => r.reference === order.orderNo)).toHaveLength(1);
  });

  it('a pay key used for one order answers an error for another and pays nothing', async () => {
    await setLimit(consumerId, 10_000_000n);
    const first = await submit(consumer);
    const second = await submit(consumer);
    const key = newKey();
    const paid = await call(consumer, '/server/pay', { orderId: first.id }, key);
    expect(paid.code).toBe(0);
    expect(await call(consumer, '/server/pay', { orderId: first.id }, key)).toEqual(paid);
    const reused = await call(consumer, '/server/pay', { orderId: second.id }, key);
    expect(reused.code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    const detail = await call(consumer, `/server/order/orderUserDetail/${second.id}`);
    expect(detail.data).toMatchObject({ orderStatus: 0, payStatus: 0 });
    expect((await deductions(consumerId)).filter((r) => r.reference === second.orderNo)).toHaveLength(0);
    expect((await call(other, '/server/pay', { orderId: second.id }, newKey())).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    // A refused pay keeps no key: after "already paid" for the first order, the same key pays the second.
    const retried = newKey();
    expect((await call(consumer, '/server/pay', { orderId: first.id }, retried)).code).toBe(
      ErrorCode.ORDER_ALREADY_PAID,
    );
    expect((await call(consumer, '/server/pay', { orderId: second.id }, retried)).code).toBe(0);
  });

  it('insufficient credit: a clear error and nothing changes', async () => {
    const { id: buyer, token } = await newAccount(t, 'poor', 1);
    await setLimit(buyer, 100_000n);
    const order = await submit(token);
    const key = newKey();
    const res = await call(token, '/server/pay', { orderId: order.id }, key);
    expect(res.code).toBe(ErrorCode.CREDIT_INSUFFICIENT);
    expect(res.msg).toContain('10.00');
    expect(res.msg).toContain('12.50');
    expect((await t.services.credit.balance(buyer)).available).toBe(100_000n);
    expect(await deductions(buyer)).toHaveLength(0);
    const detail = await call(token, `/server/order/orderUserDetail/${order.id}`);
    expect(detail.data).toMatchObject({ orderStatus: 0, payStatus: 0 });
    // The refused attempt kept no key: after a raise the same key pays.
    await setLimit(buyer, 200_000n);
    expect((await call(token, '/server/pay', { orderId: order.id }, key)).code).toBe(0);
  });

  it('bad input answers 400 and changes nothing', async () => {
    const order = await submit(consumer);
    const before = (await t.services.credit.balance(consumerId)).available;
    const bad = await call(consumer, '/server/pay', { orderId: order.id, payMethod: 'CASH' }, newKey());
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
    expect(bad.data.field).toBe('payMethod');
    expect((await call(consumer, '/server/pay', { orderId: 'x' }, newKey())).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await call(consumer, '/server/pay', { orderId: order.id })).code).toBe(
      ErrorCode.IDEMPOTENCY_KEY_REQUIRED,
    );
    expect((await t.services.credit.balance(consumerId)).available).toBe(before);
    expect((await call(consumer, `/server/order/orderUserDetail/${order.id}`)).data.payStatus).toBe(0);
  });

  it('200 concurrent pays of amount a against a limit L: exactly floor(L/a) succeed, never below zero', async () => {
    const { id: buyer, token } = await newAccount(t, 'racer', 1);
    const cheap = await createGood(t, { ownerId: supplierId, price: 30_000n, agreement: AGREEMENT });
    const a = 30_000n;
    const limit = a * 37n + a / 2n;
    await setLimit(buyer, limit);
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push((await submit(token, cheap)).id);
    const answers = await Promise.all(
      ids.map((orderId) => call(token, '/server/pay', { orderId }, newKey())),
    );
    const ok = answers.filter((r) => r.code === 0);
    expect(ok).toHaveLength(37);
    expect(answers.filter((r) => r.code !== 0).every((r) => r.code === ErrorCode.CREDIT_INSUFFICIENT)).toBe(
      true,
    );
    for (const r of ok) expect(BigInt(r.data.available)).toBeGreaterThanOrEqual(0n);
    const balance = await t.services.credit.balance(buyer);
    expect(balance.available).toBe(limit - 37n * a);
    const rows = await deductions(buyer);
    expect(rows.every((r) => r.availableAfter >= 0n)).toBe(true);
    const paid = await t.db
      .select({ amount: orderInfo.amount })
      .from(orderInfo)
      .where(and(eq(orderInfo.consumerId, buyer), eq(orderInfo.payStatus, 1)));
    expect(paid).toHaveLength(37);
    const paidSum = paid.reduce((s, r) => s + r.amount, 0n);
    const ledgerSum = rows.reduce((s, r) => s - r.amount, 0n);
    expect(ledgerSum).toBe(paidSum);
    expect(paidSum).toBe(37n * a);
  }, 120_000);
});

describe('ownership', () => {
  it("another consumer's order answers 404 on every call", async () => {
    await setLimit(consumerId, 10_000_000n);
    const order = await submit(consumer);
    expect((await call(other, `/server/order/orderUserDetail/${order.id}`)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(other, '/server/pay', { orderId: order.id }, newKey())).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(other, '/server/order/cancel', { orderId: order.id })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(consumer, '/server/order/orderUserDetail/999999')).code).toBe(ErrorCode.NOT_FOUND);
    const list = await call(other, '/server/order/userPage', { page: 1, limit: 100 });
    expect(list.data.list.map((o: { id: string }) => o.id)).not.toContain(order.id);
    // Still unpaid and unchanged.
    expect((await call(consumer, `/server/order/orderUserDetail/${order.id}`)).data.payStatus).toBe(0);
  });

  it('a seller sees only orders of its own goods; the operator sees all', async () => {
    const mine = await submit(consumer, good);
    const theirs = await submit(consumer, good2);
    const list1 = await call(supplier, '/server/order/sellerPage', { page: 1, limit: 100 });
    expect(list1.code, list1.msg).toBe(0);
    const ids1 = list1.data.list.map((o: { id: string }) => o.id);
    expect(ids1).toContain(mine.id);
    expect(ids1).not.toContain(theirs.id);
    expect(list1.data.list.every((o: { sellerId: string }) => o.sellerId === String(supplierId))).toBe(true);
    const list2 = await call(supplier2, '/server/order/sellerPage', { page: 1, limit: 100 });
    expect(list2.data.list.map((o: { id: string }) => o.id)).toEqual([theirs.id]);
    expect((await call(supplier, `/server/order/orderDetailByseller/${mine.id}`)).code).toBe(0);
    expect((await call(supplier2, `/server/order/orderDetailByseller/${mine.id}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(consumer, `/server/order/orderDetailByseller/${mine.id}`)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    const all = await call(admin, '/server/order/operatePage', { page: 1, limit: 10, sellerId: supplierId });
    expect(all.code, all.msg).toBe(0);
    expect(all.data.total).toBeGreaterThan(10);
    expect(all.data.list).toHaveLength(10);
    expect((await call(admin, `/server/order/operateDetail/${theirs.id}`)).data.orderNo).toBe(theirs.orderNo);
    expect((await call(supplier, '/server/order/operatePage', {})).code).toBe(ErrorCode.FORBIDDEN);
  });

  it('filters the lists', async () => {
    const order = await submit(consumer, good2);
    const byNo = await call(consumer, '/server/order/userPage', { orderNo: order.orderNo });
    expect(byNo.data.list.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const paidOnly = await call(consumer, '/server/order/userPage', { payStatus: 1, limit: 100 });
    expect(paidOnly.data.list.every((o: { payStatus: number }) => o.payStatus === 1)).toBe(true);
    expect(paidOnly.data.total).toBeGreaterThan(0);
    const bad = await call(consumer, '/server/order/userPage', { payStatus: 2 });
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
    expect((await call(consumer, '/server/order/userPage', { limit: 7 })).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await call(consumer, '/server/order/userPage', { itemTypes: [9] })).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
  });

  it('lists orders of data-asset and data-table goods with the data packages, for buyer, seller and operator', async () => {
    const asset = await createGood(t, {
      ownerId: supplierId,
      itemType: 3,
      price: 10_000n,
      agreement: AGREEMENT,
    });
    const pkg = await submit(consumer, good);
    const assetOrder = await submit(consumer, asset);
    const DATA_KINDS = [2, 3, 4];
    const ids = (res: Json) => res.data.list.map((o: { id: string }) => o.id);
    const buyer = await call(consumer, '/server/order/userPage', { itemTypes: DATA_KINDS, limit: 100 });
    expect(buyer.code, buyer.msg).toBe(0);
    expect(ids(buyer)).toEqual(expect.arrayContaining([pkg.id, assetOrder.id]));
    const assetsOnly = await call(consumer, '/server/order/userPage', { itemTypes: DATA_KINDS, itemType: 3 });
    expect(ids(assetsOnly)).toEqual([assetOrder.id]);
    const seller = await call(supplier, '/server/order/sellerPage', { itemTypes: DATA_KINDS, limit: 100 });
    expect(ids(seller)).toContain(assetOrder.id);
    const operated = await call(admin, '/server/order/operatePage', { itemTypes: DATA_KINDS, itemType: 3 });
    expect(ids(operated)).toContain(assetOrder.id);
    // Nobody else's list has it.
    expect(
      ids(await call(other, '/server/order/userPage', { itemTypes: DATA_KINDS, limit: 100 })),
    ).not.toContain(assetOrder.id);
    expect(
      ids(await call(supplier2, '/server/order/sellerPage', { itemTypes: DATA_KINDS, limit: 100 })),
    ).not.toContain(assetOrder.id);
    // The API goods list does not.
    expect(ids(await call(consumer, '/server/order/userPage', { itemType: 5, limit: 100 }))).not.toContain(
      assetOrder.id,
    );
  });
});

describe('cancel and expiry', () => {
  it('cancels an unpaid order once; a paid order cannot be cancelled', async () => {
    const order = await submit(consumer);
    const res = await call(consumer, '/server/order/cancel', { orderId: order.id });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ orderStatus: -1, payStatus: 3 });
    expect((await call(consumer, '/server/order/cancel', { orderId: order.id })).data.payStatus).toBe(3);
    expect((await call(consumer, '/server/pay', { orderId: order.id }, newKey())).code).toBe(
      ErrorCode.ORDER_NOT_PAYABLE,
    );
    const paid = await submit(consumer);
    expect((await call(consumer, '/server/pay', { orderId: paid.id }, newKey())).code).toBe(0);
    expect((await call(consumer, '/server/order/cancel', { orderId: paid.id })).code).toBe(
      ErrorCode.ORDER_NOT_CANCELLABLE,
    );
  });

  it('unpaid orders keep the good from being taken off', async () => {
    const g = await createGood(t, { ownerId: supplierId, agreement: AGREEMENT });
    const order = await submit(consumer, g);
    const check = await t.services.goods.lifecycle.checkOff(operator, g.itemId);
    expect(check.canOff).toBe(false);
    expect(check.blockers[0]).toMatchObject({ kind: 'order', name: order.orderNo });
    await call(consumer, '/server/order/cancel', { orderId: order.id });
    expect((await t.services.goods.lifecycle.checkOff(operator, g.itemId)).canOff).toBe(true);
  });

  it('expires unpaid orders after 30 minutes: sweep (idempotent, concurrent) and lazily on read and pay', async () => {
    const swept = await submit(consumer);
    const lazy = await submit(consumer);
    const lazyPay = await submit(consumer);
    t.clock.advance(29 * 60_000);
    expect(await t.services.orders.sweep()).toBe(0);
    t.clock.advance(60_000);
    // Exactly at 30 minutes the order can no longer be paid.
    const late = await call(consumer, '/server/pay', { orderId: lazyPay.id }, newKey());
    expect(late.code).toBe(ErrorCode.ORDER_EXPIRED);
    expect((await call(consumer, `/server/order/orderUserDetail/${lazy.id}`)).data).toMatchObject({
      orderStatus: -1,
      payStatus: 6,
    });
    const counts = await Promise.all([
      t.services.orders.sweep(),
      t.services.orders.sweep(),
      t.services.orders.sweep(),
    ]);
    expect(counts.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await t.services.orders.sweep()).toBe(0);
    const [row] = await t.db
      .select()
      .from(orderInfo)
      .where(eq(orderInfo.id, Number(swept.id)));
    expect(row).toMatchObject({ orderStatus: -1, payStatus: 6 });
    expect((await call(consumer, `/server/order/orderUserDetail/${lazyPay.id}`)).data.payStatus).toBe(6);
    expect((await call(consumer, '/server/order/cancel', { orderId: lazyPay.id })).code).toBe(
      ErrorCode.ORDER_NOT_CANCELLABLE,
    );
  });

  it('the scheduled sweep runs on the injected clock and stops', async () => {
    const order = await submit(consumer);
    t.clock.advance(31 * 60_000);
    t.services.orders.startExpirySweep(20);
    await new Promise((resolve) => setTimeout(resolve, 300));
    t.services.orders.stopExpirySweep();
    const [row] = await t.db
      .select()
      .from(orderInfo)
      .where(eq(orderInfo.id, Number(order.id)));
    expect(row!.payStatus).toBe(6);
  });

  it('keeps idempotency keys at least 24 hours', async () => {
    const key = newKey();
    const first = await call(consumer, '/server/order/submit', orderBody(good), key);
    t.clock.advance(25 * 3_600_000);
    await t.services.orders.sweep();
    // (The session has expired by now: ask the service as the same consumer.)
    const actor = { userId: consumerId, username: 'consumer', roleType: 1 as const, sessionId: 0 };
    const input = { itemId: good.itemId, skuId: good.skuId, quantity: 1, agreementHash: sha256(AGREEMENT) };
    expect(await t.services.orders.submit(actor, key, input)).toEqual(first.data);
    t.clock.advance(7 * 24 * 3_600_000);
    await t.services.orders.sweep();
    const rows = await t.db.select().from(orderIdempotency).where(eq(orderIdempotency.key, key));
    expect(rows).toHaveLength(0);
  });
});
