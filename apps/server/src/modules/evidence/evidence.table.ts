import { bigint, index, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
  (t) => [index('evidence_entry_order_idx').on(t.orderId, t.seq)],
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
