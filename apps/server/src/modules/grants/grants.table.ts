import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { dataSource } from '../assets/assets.table.js';

/** A grant of an asset to one consumer (or to every consumer when grantee_id is null), days inclusive. */
export const assetGrant = pgTable(
  'asset_grant',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sourceId: bigint('source_id', { mode: 'number' })
      .notNull()
      .references(() => dataSource.id, { onDelete: 'cascade' }),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    granteeId: bigint('grantee_id', { mode: 'number' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** 1 in force, 0 revoked */
    status: integer('status').notNull().default(1),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** A grant issued by a paid order of an asset or table good (null: granted by hand); the owner cannot change it. */
    orderId: bigint('order_id', { mode: 'number' }),
    /** The good of that order. */
    itemId: bigint('item_id', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('asset_grant_source_idx').on(t.sourceId),
    index('asset_grant_owner_idx').on(t.ownerId),
    index('asset_grant_grantee_idx').on(t.granteeId),
    index('asset_grant_item_idx').on(t.itemId).where(sql`${t.itemId} is not null`),
    index('asset_grant_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);
