import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A consumer's price proposal for a negotiable SKU. status: pending 0, accepted 1, rejected 2, withdrawn 3,
 * used 4, expired 5. At most one open (pending or accepted) proposal per consumer and SKU, kept by a partial
 * unique index so that concurrent proposals cannot both get in. Money in 1/10000 yuan.
 */
export const priceNegotiation = pgTable(
  'price_negotiation',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    skuName: varchar('sku_name', { length: 50 }).notNull(),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    consumerName: varchar('consumer_name', { length: 64 }).notNull(),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    listPrice: bigint('list_price', { mode: 'bigint' }).notNull(),
    proposedPrice: bigint('proposed_price', { mode: 'bigint' }).notNull(),
    message: varchar('message', { length: 500 }).notNull().default(''),
    reply: varchar('reply', { length: 500 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    orderId: bigint('order_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('price_negotiation_open_uq').on(t.consumerId, t.skuId).where(sql`${t.status} in (0, 1)`),
    index('price_negotiation_seller_idx').on(t.sellerId, t.id),
    index('price_negotiation_consumer_idx').on(t.consumerId, t.id),
  ],
);
