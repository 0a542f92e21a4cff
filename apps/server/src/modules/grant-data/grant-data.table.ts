import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every use a grantee made of a grant's data (a query of a granted table), for the supplier and the operator:
 * who read which table of which asset, how many rows, when.
 */
export const grantDataUse = pgTable(
  'grant_data_use',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    grantId: bigint('grant_id', { mode: 'number' }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    /** The asset's owner (the supplier). */
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tableId: bigint('table_id', { mode: 'number' }).notNull(),
    /** query */
    kind: varchar('kind', { length: 16 }).notNull(),
    rows: integer('rows').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('grant_data_use_owner_idx').on(t.ownerId, t.id),
    index('grant_data_use_grant_idx').on(t.grantId, t.id),
  ],
);
