import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { goodsItem, goodsSku } from '../modules/goods/goods.table.js';
import { loginAs, type TestApp } from './harness.js';
import { sendJson } from './requests.js';

/**
 * Test data for orders: goods written straight into the goods tables in their sold state (enabled, listed,
 * approved SKUs), skipping the review workflow the goods tests cover, and approved consumer accounts.
 */

/** The agreement of the goods `createGood` writes (unless told otherwise). */
export const TEST_AGREEMENT = 'For internal analysis only.';

export interface GoodOptions {
  ownerId: number;
  itemType?: number;
  name?: string;
  /** 1/10000 yuan. */
  price?: bigint;
  agreement?: string;
  listed?: boolean;
  skuEnabled?: boolean;
}

/** A good (listed unless told otherwise) with one SKU; answers both ids. */
export async function createGood(t: TestApp, o: GoodOptions) {
  const [item] = await t.db
    .insert(goodsItem)
    .values({
      ownerId: o.ownerId,
      itemType: o.itemType ?? 2,
      name: o.name ?? `Good ${randomBytes(4).toString('hex')}`,
      summary: 'Test good',
      agreement: o.agreement ?? TEST_AGREEMENT,
      productStatus: o.listed === false ? 0 : 2,
      publishType: o.listed === false ? 0 : 1,
      deleteStatus: 0,
    })
    .returning();
  const [sku] = await t.db
    .insert(goodsSku)
    .values({
      itemId: item!.id,
      name: '100 downloads',
      billingMode: 1,
      price: o.price ?? 125_000n,
      useCount: 100,
      enabled: o.skuEnabled ?? true,
      auditStatus: 1,
      everApproved: true,
    })
    .returning();
  return { itemId: item!.id, skuId: sku!.id };
}

let mobileSeq = 0;

/** An approved account; answers its user id. */
export async function createUser(t: TestApp, username: string, roleType: 0 | 1 | 2 | 3 = 1) {
  mobileSeq += 1;
  const row = await t.services.accounts.createApproved({
    username,
    password: 'Demo@12345',
    roleType,
    companyName: `${username} Ltd`,
    contactName: username,
    mobile: `139${String(10_000_000 + Math.floor(Math.random() * 80_000_000) + mobileSeq).slice(0, 8)}`,
    email: `${username}@example.com`,
  });
  return row.id;
}

/** An approved account (see `createUser`), logged in: answers its user id and access token. */
export async function newAccount(t: TestApp, username: string, roleType: 0 | 1 | 2 | 3 = 1) {
  const id = await createUser(t, username, roleType);
  return { id, token: (await loginAs(t, username)).token };
}

/** Sets a consumer's credit limit (1/10000 yuan), as the seeded operator. */
export function setCreditLimit(t: TestApp, userId: number, units: bigint) {
  return t.services.credit.setLimit(userId, units, 'test', { userId: 1, username: 'admin' });
}

/** The user id of a seeded account. */
export async function userIdOf(t: TestApp, username: string) {
  const page = await t.services.users.page({ page: 1, limit: 10 }, { username });
  return page.list.find((u) => u.username === username)!.id;
}

/**
 * Orders a SKU as the holder of `token`, the agreement accepted, and pays for it unless told not to; each step must
 * succeed. Answers the submitted order and the pay call's data (null when not paid).
 */
export async function placeOrder(
  t: TestApp,
  token: string,
  g: { itemId: number; skuId: number },
  o: { quantity?: number; pay?: boolean; agreement?: string } = {},
) {
  const submitted = await sendJson(t, token, '/server/order/submit', {
    payload: {
      itemId: String(g.itemId),
      skuId: String(g.skuId),
      quantity: o.quantity ?? 1,
      agreementAccepted: true,
      agreementHash: createHash('sha256')
        .update(o.agreement ?? TEST_AGREEMENT, 'utf8')
        .digest('hex'),
    },
    idempotencyKey: randomUUID(),
  });
  expect(submitted.code, submitted.msg).toBe(0);
  if (o.pay === false) return { order: submitted.data, paid: null };
  const paid = await sendJson(t, token, '/server/pay', {
    payload: { orderId: submitted.data.id },
    idempotencyKey: randomUUID(),
  });
  expect(paid.code, paid.msg).toBe(0);
  return { order: submitted.data, paid: paid.data };
}
