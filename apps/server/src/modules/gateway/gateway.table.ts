import type { gateway } from '@datamall/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

type PluginConfig = gateway.PluginConfig;

/**
 * One row per change of what the gateways serve (a key revealed, rotated or revoked, a credential issued, an
 * interface or a version changed, plugins saved), written in the transaction of the change. The newest id is the
 * configuration's version: gateways waiting on a long poll get a new snapshot when it moves. Inserts only, so
 * writers never wait on each other; old rows are pruned.
 */
export const gatewayConfigChange = pgTable('gateway_config_change', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A gateway process by its id (kept in its data folder across restarts): the last sequence number of its
 * journal the platform has applied, so a batch sent again after a crash is applied once.
 */
export const gatewayNode = pgTable('gateway_node', {
  id: varchar('id', { length: 64 }).primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(sql`0`),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Calls of a quota credential a gateway holds and has not used yet. A credential's calls left for new leases
 * are quota_total - quota_used - sum(reserved). A lease whose gateway has not reported for LEASE_TTL is
 * released when another lease of the credential is asked for.
 */
export const gatewayLease = pgTable(
  'gateway_lease',
  {
    gatewayId: varchar('gateway_id', { length: 64 }).notNull(),
    credentialId: bigint('credential_id', { mode: 'number' }).notNull(),
    reserved: bigint('reserved', { mode: 'number' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gatewayId, t.credentialId] }),
    index('gateway_lease_credential_idx').on(t.credentialId),
  ],
);

/**
 * Gateway calls of a credential on a China day: billed calls (upstream below 500), failed (upstream 5xx,
 * timeout, unreachable), refused by the gateway, status classes and latency buckets (LATENCY_BUCKETS_MS).
 */
export const apiUsageDaily = pgTable(
  'api_usage_daily',
  {
    credentialId: bigint('credential_id', { mode: 'number' }).notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    consumerId: bigint('consumer_id', { mode: 'number' }).notNull(),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    calls: bigint('calls', { mode: 'number' }).notNull().default(sql`0`),
    failed: bigint('failed', { mode: 'number' }).notNull().default(sql`0`),
    refused: bigint('refused', { mode: 'number' }).notNull().default(sql`0`),
    status2xx: bigint('status_2xx', { mode: 'number' }).notNull().default(sql`0`),
    status3xx: bigint('status_3xx', { mode: 'number' }).notNull().default(sql`0`),
    status4xx: bigint('status_4xx', { mode: 'number' }).notNull().default(sql`0`),
    status5xx: bigint('status_5xx', { mode: 'number' }).notNull().default(sql`0`),
    latencySumMs: doublePrecision('latency_sum_ms').notNull().default(0),
    /** Counts per latency bucket (LATENCY_BUCKETS_MS.length + 1 numbers). */
    latencyBuckets: bigint('latency_buckets', { mode: 'number' }).array().notNull(),
    /** Billed calls last written to the evidence ledger for this day (null: not yet; differs: a late batch). */
    evidenceCalls: bigint('evidence_calls', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.credentialId, t.day] }),
    index('api_usage_daily_seller_idx').on(t.sellerId, t.day),
    index('api_usage_daily_item_idx').on(t.itemId, t.day),
    // Calls per month of every credential (gateway.stats-view.ts).
    index('api_usage_daily_day_idx').on(t.day),
    // Days whose totals are not (or no longer) in the evidence ledger.
    index('api_usage_daily_evidence_idx')
      .on(t.day)
      .where(sql`${t.evidenceCalls} is distinct from ${t.calls}`),
  ],
);

/** A saved plugin configuration of an API good: versions 1, 2, … per good; the newest is in force. */
export const gatewayPluginVersion = pgTable(
  'gateway_plugin_version',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    config: jsonb('config').$type<PluginConfig>().notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gateway_plugin_version_uq').on(t.itemId, t.version)],
);

/**
 * A sandbox key for trying an API good through the gateway (testType consumer 1, developer 2, operator 3): free
 * calls marked as tests, rate limited, valid TEST_KEY_SECONDS. Only its SHA-256 is stored.
 */
export const gatewayTestKey = pgTable(
  'gateway_test_key',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    testType: smallint('test_type').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gateway_test_key_hash_uq').on(t.keyHash),
    index('gateway_test_key_expires_idx').on(t.expiresAt),
  ],
);
