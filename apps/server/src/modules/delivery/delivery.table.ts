import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The delivery of a paid data-package order (one row per order, created in the payment's transaction):
 * the package files pinned at payment, the state (pending 0, downloaded 1, confirmed 2) and the download count.
 */
export const deliveryRecord = pgTable(
  'delivery_record',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    /** Paths in the seller's trusted storage, as listed on the good when paid. */
    files: jsonb('files').$type<string[]>().notNull(),
    state: smallint('state').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_record_order_uq').on(t.orderId),
    // Unconfirmed deliveries by age: the automatic confirmation finds those due.
    index('delivery_record_open_idx').on(t.createdAt).where(sql`${t.state} < 2`),
  ],
);

/** A package file once delivered: its size and SHA-256 (also written to the evidence ledger). */
export const deliveryFile = pgTable(
  'delivery_file',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    fileIndex: integer('file_index').notNull(),
    path: varchar('path', { length: 1024 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    downloads: integer('downloads').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('delivery_file_uq').on(t.orderId, t.fileIndex)],
);

/** One download through a signed link. */
export const deliveryDownload = pgTable(
  'delivery_download',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    fileIndex: integer('file_index').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_download_order_idx').on(t.orderId, t.id)],
);

/**
 * The API credential of a paid API-goods order. The key is generated on first reveal (and on rotate); only
 * its SHA-256 and prefix are stored. A second key (slot 2) may live beside the first so a buyer can switch keys
 * without downtime; service_key_hash is the key the platform itself calls with for the buyer (the archive pages),
 * never shown to anyone. quota_total null: unlimited calls within the validity; quota_used counts billed gateway
 * calls. postpaid_price (1/10000 yuan): a pay-as-you-go plan, each billed call charged from the buyer's credit
 * at this price (null: prepaid). revoked_at: the order was refunded (no key works). updated_at moves on every change the gateways see.
 */
export const apiCredential = pgTable(
  'api_credential',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }),
    keyPrefix: varchar('key_prefix', { length: 16 }),
    key2Hash: varchar('key2_hash', { length: 64 }),
    key2Prefix: varchar('key2_prefix', { length: 16 }),
    serviceKeyHash: varchar('service_key_hash', { length: 64 }),
    quotaTotal: bigint('quota_total', { mode: 'number' }),
    quotaUsed: bigint('quota_used', { mode: 'number' }).notNull().default(sql`0`),
    postpaidPrice: bigint('postpaid_price', { mode: 'bigint' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_credential_order_uq').on(t.orderId),
    uniqueIndex('api_credential_key_uq').on(t.keyHash),
    uniqueIndex('api_credential_key2_uq').on(t.key2Hash),
    uniqueIndex('api_credential_service_key_uq').on(t.serviceKeyHash),
    index('api_credential_consumer_idx').on(t.consumerId),
  ],
);
