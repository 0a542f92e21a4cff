import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, userIdOf } from '../../test/orders-fixture.js';
import { dataSource } from '../assets/assets.table.js';
import { goodsItemSource, goodsSku } from '../goods/goods.table.js';
import { sha256 } from '../orders/orders.service.js';
import { grantDays } from './delivery.service.js';

type Json = { code: number; msg: string; data: ReturnType<typeof JSON.parse> };

let t: TestApp;
const tokens: Record<string, string> = {};
let supplierId: number;
let assetA: number;
let assetB: number;
let assetGood: { itemId: number; skuId: number };
let periodGood: { itemId: number; skuId: number };

async function call(token: string, url: string, payload: unknown = {}, key?: string): Promise<Json> {
  const res = await t.app.inject({
    method: url.startsWith('/flow/todo') || url.startsWith('/server/evidence/receipt') ? 'GET' : 'POST',
    url,
    headers: { ...bearer(token), 'accept-language': 'en-US', ...(key ? { 'idempotency-key': key } : {}) },
    ...(url.startsWith('/flow/todo') || url.startsWith('/server/evidence/receipt')
      ? {}
      : { payload: payload as Record<string, unknown> }),
  });
  return res.json();
}

async function listedAsset(name: string) {
  const [row] = await t.db
    .insert(dataSource)
    .values({
      ownerId: supplierId,
      name,
      updateFrequency: 'daily',
      storageType: 1,
      connectionId: 1,
      dbType: 'postgresql',
      status: 1,
      listedVersion: 1,
    })
    .returning();
  return row!.id;
}

async function buy(good: { itemId: number; skuId: number }) {
  const submitted = await call(
    tokens.consumer!,
    '/server/order/submit',
    {
      itemId: String(good.itemId),
      skuId: String(good.skuId),
      quantity: 1,
      agreementAccepted: true,
      agreementHash: sha256('For internal analysis only.'),
    },
    randomUUID(),
  );
  expect(submitted.code, submitted.msg).toBe(0);
  const paid = await call(tokens.consumer!, '/server/pay', { orderId: submitted.data.id }, randomUUID());
  expect(paid.code, paid.msg).toBe(0);
  return submitted.data as { id: string; orderNo: string };
}

/** The consumer's grant in force on an asset (its permission list), or null. */
async function grantOf(sourceId: number) {
  const page = await call(tokens.consumer!, '/server/assetManagement/authorization', { page: 1, limit: 50 });
  return (
    page.data.list.find(
      (g: { sourceId: string; status: number }) => g.sourceId === String(sourceId) && g.status === 1,
    ) ?? null
  );
}

/** 17:30 UTC is 01:30 of the next day in China: grant days and "today" must both count in China time. */
function evening() {
  const at = new Date();
  at.setUTCHours(17, 30, 0, 0);
  return at;
}

beforeAll(async () => {
  t = await startTestApp({ clockStart: evening() });
  for (const name of ['admin', 'supplier', 'consumer']) tokens[name] = (await loginAs(t, name)).token;
  supplierId = await userIdOf(t, 'supplier');
  assetA = await listedAsset('Plant meters');
  assetB = await listedAsset('Grid prices');
  assetGood = await createGood(t, { ownerId: supplierId, itemType: 3, name: 'Energy asset good' });
  periodGood = await createGood(t, { ownerId: supplierId, itemType: 4, name: 'Quarterly table good' });
  await t.db.insert(goodsItemSource).values([
    { itemId: assetGood.itemId, ownerId: supplierId, sourceId: assetA },
    { itemId: assetGood.itemId, ownerId: supplierId, sourceId: assetB },
    { itemId: periodGood.itemId, ownerId: supplierId, sourceId: assetB, tableIds: [1] },
  ]);
  await t.db
    .update(goodsSku)
    .set({ billingMode: 2, periodUnit: 'month', periodCount: 3, useCount: null })
    .where(eq(goodsSku.id, periodGood.skuId));
  await t.services.credit.setLimit(await userIdOf(t, 'consumer'), 10_000_000n, 'test', {
    userId: 1,
    username: 'admin',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('grantDays', () => {
  const snapshot = (sku: Record<string, unknown>) =>
    ({ quantity: 2, snapshot: { sku } }) as unknown as Parameters<typeof grantDays>[0];
  it('runs from the payment day (China time) to the end of the period or validity, inclusive', () => {
    const paid = new Date('2026-01-31T18:30:00Z'); // 2026-02-01 02:30 in China
    expect(grantDays(snapshot({ billingMode: 2, periodUnit: 'month', periodCount: 1 }), paid)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-04-01',
    });
    expect(grantDays(snapshot({ billingMode: 3, validityDays: 30 }), paid).endDate).toBe('2026-03-03');
    expect(grantDays(snapshot({ billingMode: 3 }), paid).endDate).toBe('2036-01-30');
  });
});

describe('buying an asset or table good', () => {
  let order: { id: string; orderNo: string };

  it('grants the buyer every asset of the good, named after the order, in the evidence ledger', async () => {
    expect(await grantOf(assetA)).toBeNull();
    order = await buy(assetGood);
    const a = await grantOf(assetA);
    const b = await grantOf(assetB);
    expect(a).toMatchObject({ everyone: false, orderId: order.id, state: 'active' });
    expect(b.endDate).toBe(a.endDate);
    const receipt = await call(tokens.consumer!, `/server/evidence/receipt?orderId=${order.id}`);
    const entry = receipt.data.entries.find((e: { entryType: string }) => e.entryType === 'access.granted');
    expect(JSON.parse(entry.payload)).toMatchObject({ sourceIds: [String(assetA), String(assetB)] });
    const page = await call(tokens.consumer!, '/server/assetManagement/authorization', {
      page: 1,
      limit: 10,
    });
    expect(page.data.list.map((g: { orderId: string }) => g.orderId)).toEqual([order.id, order.id]);
  });

  it('keeps the supplier from changing or revoking the order’s grant by hand', async () => {
    const grant = await grantOf(assetA);
    const res = await call(tokens.supplier!, '/server/dataSource/updateAuthenticRight', {
      id: grant.id,
      status: 0,
    });
    expect(res.code).toBe(ErrorCode.GRANT_FROM_ORDER);
    expect((await grantOf(assetA)).id).toBe(grant.id);
  });

  it('blocks taking the good off while the access lasts', async () => {
    const check = await call(tokens.supplier!, '/server/item/checkItemOff', { itemId: assetGood.itemId });
    expect(check.data.canOff).toBe(false);
    expect(check.data.blockers).toEqual([
      expect.objectContaining({ kind: 'access', id: order.id, name: expect.stringContaining(order.orderNo) }),
    ]);
  });

  it('a period SKU grants the months bought', async () => {
    await buy(periodGood);
    const page = await call(tokens.consumer!, '/server/assetManagement/authorization', {
      page: 1,
      limit: 10,
    });
    const quarterly = page.data.list.find(
      (g: { sourceId: string; endDate: string; startDate: string; orderId: string }) =>
        g.sourceId === String(assetB) && g.orderId !== order.id,
    );
    const start = new Date(`${quarterly.startDate}T00:00:00Z`);
    const end = new Date(`${quarterly.endDate}T00:00:00Z`);
    const days = (end.getTime() - start.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(89);
    expect(days).toBeLessThanOrEqual(92);
  });

  it('an approved refund revokes the grants and frees the good', async () => {
    const refund = await call(tokens.consumer!, '/server/billing/refund/apply', {
      orderId: order.id,
      reasonType: 2,
      reason: 'not needed',
    });
    expect(refund.code, refund.msg).toBe(0);
    const todo = await call(
      tokens.admin!,
      `/flow/todo/page?${new URLSearchParams({ businessType: 'refund', keyword: refund.data.id, limit: '100' })}`,
    );
    const task = todo.data.list.find((r: { businessKey: string }) => r.businessKey === refund.data.id);
    t.clock.advance(3100);
    const done = await t.app.inject({
      method: 'POST',
      url: `/flow/common/complete?${new URLSearchParams({ taskId: task.taskId, comment: 'ok' })}`,
      headers: bearer(tokens.admin!),
    });
    expect(done.json().code).toBe(0);
    expect(await grantOf(assetA)).toBeNull();
    const check = await call(tokens.supplier!, '/server/item/checkItemOff', { itemId: assetGood.itemId });
    expect(check.data).toMatchObject({ canOff: true, blockers: [] });
  });
});
