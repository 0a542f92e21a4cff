import { randomBytes } from 'node:crypto';
import { goodsItem, goodsSku } from '../modules/goods/goods.table.js';
import type { TestApp } from './harness.js';

/**
 * Test data for orders: goods written straight into the goods tables in their sold state (enabled, listed,
 * approved SKUs), skipping the review workflow the goods tests cover, and approved consumer accounts.
 */

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
      agreement: o.agreement ?? 'For internal analysis only.',
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

/** The user id of a seeded account. */
export async function userIdOf(t: TestApp, username: string) {
  const page = await t.services.users.page({ page: 1, limit: 10 }, { username });
  return page.list.find((u) => u.username === username)!.id;
}
