import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** A version of a data application or API good: version_status to list 0, listed 1, disabled 2. */
export const goodsVersion = pgTable(
  'goods_version',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    versionNo: varchar('version_no', { length: 32 }).notNull(),
    description: text('description').notNull().default(''),
    appUrl: varchar('app_url', { length: 500 }),
    status: smallint('status').notNull().default(0),
    baseVersionId: bigint('base_version_id', { mode: 'number' }).references(
      (): AnyPgColumn => goodsVersion.id,
      {
        onDelete: 'set null',
      },
    ),
    listedAt: timestamp('listed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_version_no_uq').on(t.itemId, t.versionNo),
    index('goods_version_listed_idx').on(t.itemId, t.status, t.listedAt),
  ],
);

/** The version an order bought: the newest listed version of the good when the order was submitted. */
export const goodsVersionOrder = pgTable('goods_version_order', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
  sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
  itemId: bigint('item_id', { mode: 'number' }).notNull(),
  versionId: bigint('version_id', { mode: 'number' }).references(() => goodsVersion.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A use case (deployment) of a version of a data application: case_status (CASE_TRANSITIONS of the contract)
 * and caseType undeployed 0, deployed 1, published 2.
 */
export const goodsCase = pgTable(
  'goods_case',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => goodsVersion.id),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    caseType: smallint('case_type').notNull().default(sql`0`),
    status: varchar('status', { length: 32 }).notNull().default('WAITING_FOR_DEPLOYMENT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goods_case_item_idx').on(t.itemId, t.createdAt)],
);
