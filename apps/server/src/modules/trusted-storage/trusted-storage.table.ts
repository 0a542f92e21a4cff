import { bigint, boolean, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A user's trusted storage settings; no row means the default local storage. The S3 secret key is
 * AES-256-GCM ciphertext (the connector key of `supply/credential-cipher.ts`).
 */
export const trustedStorageConfig = pgTable('trusted_storage_config', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** One row per user. */
  ownerId: bigint('owner_id', { mode: 'number' }).notNull().unique('trusted_storage_config_owner_uq'),
  /** local | s3 */
  storageType: varchar('storage_type', { length: 10 }).notNull(),
  endpoint: varchar('endpoint', { length: 255 }).notNull().default(''),
  region: varchar('region', { length: 64 }).notNull().default(''),
  bucket: varchar('bucket', { length: 63 }).notNull().default(''),
  accessKey: varchar('access_key', { length: 128 }).notNull().default(''),
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url); empty when none is saved. */
  secretKeyEnc: text('secret_key_enc').notNull().default(''),
  forcePathStyle: boolean('force_path_style').notNull().default(true),
  lastTestAt: timestamp('last_test_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
