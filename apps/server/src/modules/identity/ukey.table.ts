import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sysUser } from './identity.table.js';

/**
 * USB keys (U盾) issued to accounts: one row per issued key. A key that is not revoked (status 1-3) is the
 * user's current key: at most one per user, and a serial number is current on at most one account.
 */
export const userUkey = pgTable(
  'user_ukey',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    serialNo: varchar('serial_no', { length: 32 }).notNull(),
    /** ukey_status: normal 1, frozen 2, PIN locked 3, revoked 4 */
    status: smallint('status').notNull().default(1),
    /** scrypt hash of the PIN (platform/secrets). */
    pinHash: text('pin_hash').notNull(),
    /** The PIN is the initial one the operator handed over. */
    pinInitial: boolean('pin_initial').notNull().default(true),
    /** Wrong PINs in a row; reaching the maximum locks the key. */
    failedPinCount: integer('failed_pin_count').notNull().default(0),
    pinUpdatedAt: timestamp('pin_updated_at', { withTimezone: true }),
    issuedBy: bigint('issued_by', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** When the key was revoked (unbound or replaced). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_ukey_current_user_uq').on(t.userId).where(sql`${t.status} <> 4`),
    uniqueIndex('user_ukey_current_serial_uq').on(t.serialNo).where(sql`${t.status} <> 4`),
    index('user_ukey_user_idx').on(t.userId),
  ],
);

/** Everything that happened to a user's keys, for the operator's history. */
export const userUkeyEvent = pgTable(
  'user_ukey_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    keyId: bigint('key_id', { mode: 'number' })
      .notNull()
      .references(() => userUkey.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** ukey_action: issue, replace, freeze, unfreeze, unbind, resetPin, changePin, lock, reportLost */
    action: varchar('action', { length: 20 }).notNull(),
    /** Who acted; null for the automatic lock. */
    actorId: bigint('actor_id', { mode: 'number' }),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_ukey_event_user_idx').on(t.userId, t.createdAt)],
);
