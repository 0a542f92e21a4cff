import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Options of a connection besides host and credentials. */
export interface ConnectionParams {
  sslMode: 'disable' | 'require' | 'verify';
  /** Schema opened first in the browser (PostgreSQL). */
  schema: string;
}

/** A supplier's or consumer's database connection; the password is AES-256-GCM ciphertext. */
export const databaseConnection = pgTable(
  'database_connection',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** postgresql | mysql */
    dbType: varchar('db_type', { length: 20 }).notNull(),
    host: varchar('host', { length: 255 }).notNull(),
    port: integer('port').notNull(),
    databaseName: varchar('database_name', { length: 128 }).notNull(),
    username: varchar('username', { length: 128 }).notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url); empty when no password is saved. */
    passwordEnc: text('password_enc').notNull().default(''),
    params: jsonb('params').$type<ConnectionParams>().notNull(),
    /** null never tested; 0 ok; else the error code of the failure. */
    lastTestCode: integer('last_test_code'),
    lastTestVersion: varchar('last_test_version', { length: 200 }).notNull().default(''),
    lastTestAt: timestamp('last_test_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('database_connection_owner_idx').on(t.ownerId),
    uniqueIndex('database_connection_owner_name_uq').on(t.ownerId, t.name),
  ],
);
