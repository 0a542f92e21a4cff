import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The hash-chained evidence ledger: one row per entry, `seq` gapless from 1 (assigned under the head lock).
 * `payload` is the canonical JSON text exactly as hashed. See the contract's evidence.ts for the formulas.
 */
export const evidenceEntry = pgTable(
  'evidence_entry',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    entryType: varchar('entry_type', { length: 32 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    payload: text('payload').notNull(),
    /** ISO text as hashed (millisecond precision). */
    createdAt: varchar('created_at', { length: 32 }).notNull(),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    blockNo: bigint('block_no', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('evidence_entry_order_idx').on(t.orderId, t.seq),
    // The console's filter by user: the buyer and the seller an order's submission entry records
    // (evidence.repository.ts `partyOrders`, whose expressions these must stay identical to).
    index('evidence_entry_consumer_idx')
      .on(sql`(${t.payload}::jsonb ->> 'consumerId')`)
      .where(sql`${t.entryType} = 'order.submitted'`),
    index('evidence_entry_seller_idx')
      .on(sql`(${t.payload}::jsonb ->> 'sellerId')`)
      .where(sql`${t.entryType} = 'order.submitted'`),
  ],
);

/** Blocks of EVIDENCE_BLOCK_SIZE entries; `blockHash` is set when the block is full (sealed). */
export const evidenceBlock = pgTable('evidence_block', {
  blockNo: bigint('block_no', { mode: 'number' }).primaryKey(),
  firstSeq: bigint('first_seq', { mode: 'number' }).notNull(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  prevBlockHash: varchar('prev_block_hash', { length: 64 }).notNull(),
  blockHash: varchar('block_hash', { length: 64 }),
  sealedAt: timestamp('sealed_at', { withTimezone: true }),
});

/**
 * The single head row (id 1): last sequence and hash, and the open block's hash input (the previous block's hash,
 * or the genesis hash, then `|hash` per entry of the open block; the block's hash once it is sealed). Appends lock
 * it FOR UPDATE inside the transaction of the change they record, so entries are chained one at a time in commit
 * order.
 */
export const evidenceHead = pgTable('evidence_head', {
  id: smallint('id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  lastHash: varchar('last_hash', { length: 64 }).notNull(),
  blockInput: text('block_input').notNull(),
});

/**
 * The signature of a sealed block's head (`blockHeadSigningInput` of the contract) by a KMS key pair. Made after
 * the seal by the signing job or at need (heads, receipts), never on the payment path; a crash leaves the block
 * unsigned until the next run. `blockHash` is the hash that was signed: a later change of the block's stored hash
 * is named by the verification.
 */
export const evidenceBlockSignature = pgTable('evidence_block_signature', {
  blockNo: bigint('block_no', { mode: 'number' })
    .primaryKey()
    .references(() => evidenceBlock.blockNo),
  blockHash: varchar('block_hash', { length: 64 }).notNull(),
  keyId: bigint('key_id', { mode: 'number' }).notNull(),
  keyVersion: integer('key_version').notNull(),
  /** kms_algorithm of the key. */
  algorithm: varchar('algorithm', { length: 16 }).notNull(),
  /** The key version's fingerprint (SHA-256 of its public key). */
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  /** Base64. */
  signature: text('signature').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
