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
  uuid,
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
    /** The registered WebAuthn credential of the key (base64url id); null until the holder registers it. */
    credentialId: varchar('credential_id', { length: 1024 }),
    /** Its COSE public key, base64url. */
    credentialPublicKey: text('credential_public_key'),
    /** The authenticator's signature counter, to notice a cloned key. */
    credentialCounter: bigint('credential_counter', { mode: 'number' }).notNull().default(0),
    /** Comma-separated transports the browser reported (usb, nfc, ble…). */
    credentialTransports: varchar('credential_transports', { length: 100 }).notNull().default(''),
    /** The relying-party id (host name) the credential was made for; assertions must use the same. */
    credentialRpId: varchar('credential_rp_id', { length: 253 }),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_ukey_current_user_uq').on(t.userId).where(sql`${t.status} <> 4`),
    uniqueIndex('user_ukey_current_serial_uq').on(t.serialNo).where(sql`${t.status} <> 4`),
    index('user_ukey_user_idx').on(t.userId),
    uniqueIndex('user_ukey_credential_uq').on(t.credentialId).where(sql`${t.status} <> 4`),
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

/**
 * WebAuthn ceremonies in flight: a single-use challenge bound to a user, a purpose and (for a payment) the
 * order, with the origin and relying-party id it was made for. Kept in the database so any node can finish a
 * ceremony another node started.
 */
export const ukeyCeremony = pgTable(
  'ukey_ceremony',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    /** register (from the key page), login, login-register (registration a role requires at login), pay. */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** The order a payment ceremony confirms. */
    subjectId: bigint('subject_id', { mode: 'number' }),
    challenge: varchar('challenge', { length: 128 }).notNull(),
    rpId: varchar('rp_id', { length: 253 }).notNull(),
    origin: varchar('origin', { length: 300 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ukey_ceremony_user_idx').on(t.userId, t.createdAt)],
);

/** Roles whose every account must use a registered USB key (an operator's choice); no row: not required. */
export const ukeyPolicy = pgTable('ukey_policy', {
  roleType: smallint('role_type').primaryKey(),
  required: boolean('required').notNull().default(false),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
