import {
  bigint,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The black or white list of one asset or goods item. The target lives in another module (assets, goods):
 * it is named by kind and id only, and its owner is asked of that module at every change.
 */
export const accessList = pgTable(
  'access_list',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** asset | goods */
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    /** The target's owner when the list was last saved; never sees their own item refused. */
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    /** black_white_mode: none 0, white list only 1, black list 2 */
    mode: smallint('mode').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('access_list_target_uq').on(t.targetType, t.targetId),
    index('access_list_owner_idx').on(t.ownerId, t.targetType),
    // The mall's freshness check reads max(updated_at) every 50 ms.
    index('access_list_updated_idx').on(t.updatedAt),
  ],
);

/** A consumer on a list: allowed (white list) or refused (black list), per the list's mode. */
export const accessListEntry = pgTable(
  'access_list_entry',
  {
    listId: bigint('list_id', { mode: 'number' })
      .notNull()
      .references(() => accessList.id, { onDelete: 'cascade' }),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.consumerId] }),
    index('access_list_entry_consumer_idx').on(t.consumerId),
  ],
);
