import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Computing keys. A key has versions; the newest (current_version) encrypts and signs, older ones only decrypt and
 * verify. Key material lives only in kms_key_version.wrapped_material, wrapped under the master key.
 */
export const kmsKey = pgTable(
  'kms_key',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 64 }).notNull(),
    /** kms_algorithm */
    algorithm: varchar('algorithm', { length: 16 }).notNull(),
    /** kms_purpose */
    purpose: varchar('purpose', { length: 32 }).notNull(),
    /** kms_key_state */
    state: varchar('state', { length: 24 }).notNull().default('enabled'),
    description: varchar('description', { length: 200 }).notNull().default(''),
    currentVersion: integer('current_version').notNull().default(1),
    /** When a scheduled destruction is due. */
    destroyAt: timestamp('destroy_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    /** The operator's name at the time. */
    createdByName: varchar('created_by_name', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kms_key_name_uq').on(t.name),
    index('kms_key_destroy_idx').on(t.destroyAt).where(sql`${t.state} = 'pendingDestruction'`),
  ],
);

export const kmsKeyVersion = pgTable(
  'kms_key_version',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    keyId: bigint('key_id', { mode: 'number' })
      .notNull()
      .references(() => kmsKey.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** kms_version_state */
    state: varchar('state', { length: 16 }).notNull().default('active'),
    /** AES-256-GCM of the material under the master key (label `kms:<keyId>:<version>`); '' once destroyed. */
    wrappedMaterial: text('wrapped_material').notNull(),
    /** Key pairs: the public key as shown (PEM, or hex for SM2). */
    publicKey: text('public_key'),
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kms_key_version_uq').on(t.keyId, t.version)],
);

/** Every change and use of a key. */
export const kmsKeyEvent = pgTable(
  'kms_key_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    keyId: bigint('key_id', { mode: 'number' })
      .notNull()
      .references(() => kmsKey.id, { onDelete: 'cascade' }),
    version: integer('version'),
    /** kms_action */
    action: varchar('action', { length: 24 }).notNull(),
    /** The operator who acted; null when a module used the key. */
    actorId: bigint('actor_id', { mode: 'number' }),
    /** The module that used the key, or the operator's name at the time. */
    actorName: varchar('actor_name', { length: 64 }).notNull().default(''),
    detail: varchar('detail', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kms_key_event_key_idx').on(t.keyId, t.id)],
);
