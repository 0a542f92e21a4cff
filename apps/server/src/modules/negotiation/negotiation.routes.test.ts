import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, newAccount, setCreditLimit, userIdOf } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';
import { goodsSku } from '../goods/goods.table.js';
import { sha256 } from '../orders/orders.service.js';

let t: TestApp;
let consumer: string;
let other: string;
let supplier: string;
let supplier2: string;
let admin: string;
let good: { itemId: number; skuId: number };
let fixed: { itemId: number; skuId: number };
const LIST_PRICE = 125_000n; // 12.50 yuan

const call = (token: string | null, url: string, payload: unknown = {}, key?: string) =>
  sendJson(t, token, url, { payload, idempotencyKey: key || undefined });

const propose = (token: string, price: string, g = good) =>
  call(token, '/server/order/negotiatedPrice', {
    itemId: String(g.itemId),
    skuId: String(g.skuId),
    price,
    message: 'Yearly volume',
  });

const orderBody = (g = good) => ({
  itemId: String(g.itemId),
  skuId: String(g.skuId),
  quantity: 2,
  agreementAccepted: true,
  agreementHash: sha256('For internal analysis only.'),
});

beforeAll(async () => {
  t = await startTestApp();
  consumer = (await loginAs(t, 'consumer')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  admin = (await loginAs(t, 'admin')).token;
  other = (await newAccount(t, 'negobuyer', 1)).token;
  supplier2 = (await newAccount(t, 'negoseller', 3)).token;
  const supplierId = await userIdOf(t, 'supplier');
  // Data-table goods: bought in quantities (a data package is one copy per order).
  good = await createGood(t, { ownerId: supplierId, itemType: 4, price: LIST_PRICE });
  fixed = await createGood(t, { ownerId: supplierId, itemType: 4, price: LIST_PRICE });
  await t.db.update(goodsSku).set({ negotiable: true }).where(eq(goodsSku.id, good.skuId));
  await setCreditLimit(t, await userIdOf(t, 'consumer'), 10_000_000n);
});

afterAll(async () => {
  await t?.close();
});

describe('proposing', () => {
  it('refuses a SKU that is not negotiable, a price at or above the list price, zero, and non-consumers', async () => {
    expect((await propose(consumer, '10', fixed)).code).toBe(ErrorCode.NEGOTIATION_NOT_NEGOTIABLE);
    for (const price of ['12.5', '13', '0', '0.0000']) {
      const res = await propose(consumer, price);
      expect(res.code, price).toBe(ErrorCode.NEGOTIATION_PRICE_INVALID);
      expect(res.msg).toContain('12.50');
    }
    expect((await propose(consumer, '1.234567')).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await propose(supplier, '10')).code).toBe(ErrorCode.FORBIDDEN);
    expect((await propose(null as unknown as string, '10')).code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await call(consumer, '/server/order/negotiatedPrice/page', {})).data.total).toBe(0);
  });

  it('keeps one open proposal per consumer and SKU, also when sent concurrently', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => propose(consumer, '10.00')));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ErrorCode.NEGOTIATION_OPEN)).toHaveLength(7);
    // Another consumer negotiates on their own.
    expect((await propose(other, '11')).code).toBe(0);
  });

  it('each party sees only its own proposals', async () => {
    const mine = await call(consumer, '/server/order/negotiatedPrice/page', {});
    expect(mine.data.total).toBe(1);
    expect(mine.data.list[0]).toMatchObject({ proposedPrice: '100000', listPrice: '125000', status: 0 });
    expect((await call(supplier, '/server/order/negotiatedPrice/page', {})).data.total).toBe(2);
    expect((await call(supplier2, '/server/order/negotiatedPrice/page', {})).data.total).toBe(0);
    expect((await call(admin, '/server/order/negotiatedPrice/page', {})).data.total).toBe(2);
  });
});

describe('deciding and ordering', () => {
  it('only the seller decides; another seller is told nothing', async () => {
    const id = (await call(consumer, '/server/order/negotiatedPrice/page', {})).data.list[0].id;
    expect((await call(supplier2, '/server/order/negotiatedPrice/decide', { id, accept: true })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(consumer, '/server/order/negotiatedPrice/decide', { id, accept: true })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
  });

  it('an accepted price is the price of the next order only; decided proposals cannot move again (409)', async () => {
    const id = (await call(consumer, '/server/order/negotiatedPrice/page', {})).data.list[0].id;
    const accepted = await call(supplier, '/server/order/negotiatedPrice/decide', {
      id,
      accept: true,
      reply: 'Agreed for this year',
    });
    expect(accepted.data).toMatchObject({ status: 1, reply: 'Agreed for this year' });
    expect(accepted.data.validUntil).not.toBeNull();
    expect((await call(supplier, '/server/order/negotiatedPrice/decide', { id, accept: false })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    expect((await call(consumer, '/server/order/negotiatedPrice/withdraw', { id })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    // While accepted and unused, no new proposal.
    expect((await propose(consumer, '9')).code).toBe(ErrorCode.NEGOTIATION_OPEN);

    const render = await call(consumer, '/server/order/render', orderBody());
    expect(render.data).toMatchObject({ unitPrice: '100000', listUnitPrice: '125000', amount: '200000' });
    expect(render.data.negotiationId).toBe(id);
    const first = await call(consumer, '/server/order/submit', orderBody(), `s-${randomUUID()}`);
    expect(first.data).toMatchObject({ unitPrice: '100000', amount: '200000' });
    const second = await call(consumer, '/server/order/submit', orderBody(), `s-${randomUUID()}`);
    expect(second.data).toMatchObject({ unitPrice: '125000', amount: '250000' });
    const used = (await call(consumer, '/server/order/negotiatedPrice/page', {})).data.list[0];
    expect(used).toMatchObject({ status: 4, orderId: first.data.id });
    // The other consumer's pending proposal changed nothing for them.
    const theirs = await call(other, '/server/order/render', orderBody());
    expect(theirs.data).toMatchObject({ unitPrice: '125000', negotiationId: null });
  });

  it('a rejected or withdrawn proposal frees the SKU for a new one', async () => {
    const pending = (await call(other, '/server/order/negotiatedPrice/page', {})).data.list[0];
    const rejected = await call(supplier, '/server/order/negotiatedPrice/decide', {
      id: pending.id,
      accept: false,
      reply: 'Too low',
    });
    expect(rejected.data.status).toBe(2);
    const again = await propose(other, '12');
    expect(again.code).toBe(0);
    expect((await call(consumer, '/server/order/negotiatedPrice/withdraw', { id: again.data.id })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const withdrawn = await call(other, '/server/order/negotiatedPrice/withdraw', { id: again.data.id });
    expect(withdrawn.data.status).toBe(3);
    expect((await propose(other, '12')).code).toBe(0);
  });
});
