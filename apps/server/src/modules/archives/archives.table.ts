import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** The API good of the platform's archive shop that answers each query (one row per query name). */
export const archiveGood = pgTable('archive_good', {
  query: varchar('query', { length: 40 }).primaryKey(),
  itemId: bigint('item_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A consumer's acceptance of one version (SHA-256) of the serve agreement. */
export const archiveAgreementAcceptance = pgTable(
  'archive_agreement_acceptance',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    agreementHash: varchar('agreement_hash', { length: 64 }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agreementHash] })],
);

/**
 * The service key the platform calls the gateway with for one API credential of a consumer (sealed by the
 * platform's secret box): made on the first query that uses the credential.
 */
export const archiveServiceKey = pgTable('archive_service_key', {
  credentialId: bigint('credential_id', { mode: 'number' }).primaryKey(),
  keySealed: text('key_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A query's stored answer. `sha256` is of the answer's bytes as the gateway delivered them (recorded in the
 * evidence ledger); `amount` is fen charged (0 from a pack). One report per consumer and idempotency key.
 */
export const archiveReport = pgTable(
  'archive_report',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    query: varchar('query', { length: 40 }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 40 }).notNull(),
    /** vin or plate: what the consumer typed. */
    keyKind: varchar('key_kind', { length: 5 }).notNull(),
    vin: varchar('vin', { length: 17 }).notNull(),
    plateMasked: varchar('plate_masked', { length: 16 }).notNull(),
    vehicleName: varchar('vehicle_name', { length: 200 }).notNull(),
    /** credit or pack */
    payment: varchar('payment', { length: 10 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    answer: jsonb('answer').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('archive_report_idempotency_uq').on(t.userId, t.idempotencyKey),
    index('archive_report_user_idx').on(t.userId, t.id),
    index('archive_report_user_vin_idx').on(t.userId, t.vin, t.id),
  ],
);
