import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A data node or privacy-computing node of an owner (supplier, consumer, or the operator's platform nodes).
 * Online/offline is not stored: it is computed from `last_heartbeat_at` with the clock when read.
 */
export const nodeInfo = pgTable(
  'node_info',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    /** Role type of the owner when the node was created (0 operator, 1 consumer, 3 supplier). */
    ownerRoleType: smallint('owner_role_type').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** data | privacy */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** host:port or an http(s) URL. */
    address: varchar('address', { length: 255 }).notNull(),
    publicKey: text('public_key').notNull(),
    /** RSA | SM2 */
    keyAlgorithm: varchar('key_algorithm', { length: 10 }).notNull(),
    /** SHA-256 hex of the key's SPKI DER. */
    keyFingerprint: varchar('key_fingerprint', { length: 64 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    /** The primary node this node is bound to as a secondary (same owner, same kind); null when unbound. */
    primaryId: bigint('primary_id', { mode: 'number' }).references((): AnyPgColumn => nodeInfo.id, {
      onDelete: 'restrict',
    }),
    /** SHA-256 hex of the node token; the token itself is shown once and never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    /** online | offline as the node last reported it (a node shutting down reports offline). */
    lastReportedStatus: varchar('last_reported_status', { length: 10 }).notNull().default('offline'),
    lastHeartbeatIp: varchar('last_heartbeat_ip', { length: 64 }).notNull().default(''),
    version: varchar('version', { length: 50 }).notNull().default(''),
    /** The platform node (at most one, owned by an operator). */
    isPlatform: boolean('is_platform').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('node_info_owner_idx').on(t.ownerId),
    index('node_info_kind_idx').on(t.kind),
    index('node_info_primary_idx').on(t.primaryId),
    uniqueIndex('node_info_owner_name_uq').on(t.ownerId, t.name),
    uniqueIndex('node_info_platform_uq').on(t.isPlatform).where(sql`${t.isPlatform}`),
  ],
);
