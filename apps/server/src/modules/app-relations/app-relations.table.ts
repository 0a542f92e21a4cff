import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A developer's data application related to a supplier's listed data asset (the application uses that data),
 * decided by the supplier. status: pending 0, approved 1, rejected 2, withdrawn 3, revoked 4. At most one open
 * (pending or approved) relation per application and asset, kept by a partial unique index so that concurrent requests
 * cannot both get in. Names (shop names: company, else username) are copied when requested (lists need no joins
 * into other modules' tables).
 */
export const appAssetRelation = pgTable(
  'app_asset_relation',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    developerId: bigint('developer_id', { mode: 'number' }).notNull(),
    developerName: varchar('developer_name', { length: 100 }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    sourceName: varchar('source_name', { length: 100 }).notNull(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    supplierName: varchar('supplier_name', { length: 100 }).notNull(),
    purpose: varchar('purpose', { length: 500 }).notNull(),
    reply: varchar('reply', { length: 500 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('app_asset_relation_open_uq').on(t.itemId, t.sourceId).where(sql`${t.status} in (0, 1)`),
    index('app_asset_relation_supplier_idx').on(t.supplierId, t.id),
    index('app_asset_relation_developer_idx').on(t.developerId, t.id),
    index('app_asset_relation_source_idx').on(t.sourceId),
  ],
);
