import type { orders } from '@datamall/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Sequence part of the human-readable order number (date + 8 digits). */
export const orderNoSequence = pgSequence('order_no_seq');

/**
 * An order of a consumer for one SKU of a good. order_status: cancelled -1, awaiting payment 0, completed 1;
 * pay_status: unpaid 0, paid 1, cancelled 3, expired 6. Money in 1/10000 yuan. The SKU price and the good are
 * pinned in `snapshot` and the price columns when the order is submitted.
 */
export const orderInfo = pgTable(
  'order_info',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    consumerName: varchar('consumer_name', { length: 64 }).notNull().default(''),
    /** Owner of the good when ordered. */
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    itemType: smallint('item_type').notNull(),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    skuName: varchar('sku_name', { length: 50 }).notNull(),
    coverImage: varchar('cover_image', { length: 500 }).notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    orderStatus: smallint('order_status').notNull().default(0),
    payStatus: smallint('pay_status').notNull().default(0),
    payMethod: varchar('pay_method', { length: 32 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    /** SHA-256 (hex) of the agreement text the consumer accepted, and when. */
    agreementHash: varchar('agreement_hash', { length: 64 }).notNull(),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }).notNull(),
    snapshot: jsonb('snapshot').$type<orders.OrderSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_info_order_no_uq').on(t.orderNo),
    index('order_info_consumer_idx').on(t.consumerId, t.id),
    index('order_info_seller_idx').on(t.sellerId, t.id),
    index('order_info_item_idx').on(t.itemId, t.orderStatus),
    index('order_info_unpaid_idx').on(t.expireAt).where(sql`${t.payStatus} = 0`),
    // The operator's statistics (orders.stats-view.ts): orders placed per day, paid orders per day and period.
    index('order_info_created_idx').on(t.createdAt),
    // Covering, so the top goods and companies of a period are an index-only scan (bench/operator-dashboard.ts).
    index('order_info_paid_idx')
      .on(t.paidAt, t.itemId, t.sellerId, t.consumerId, t.amount, t.itemType)
      .where(sql`${t.payStatus} = 1`),
  ],
);

/**
 * Idempotency keys of order calls: one row per (consumer, scope, key), with the hash of the request body and
 * the answer given. Kept at least 24 hours (the sweep deletes rows older than 7 days).
 */
export const orderIdempotency = pgTable(
  'order_idempotency',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    /** submit | pay */
    scope: varchar('scope', { length: 16 }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_idempotency_uq').on(t.consumerId, t.scope, t.key),
    index('order_idempotency_created_idx').on(t.createdAt),
  ],
);
