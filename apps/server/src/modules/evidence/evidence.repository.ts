import {
  and,
  asc,
  between,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { executeAndCommit } from '../../platform/commit-with.js';
import type { DbOrTx } from '../../platform/db.js';
import { writesBefore } from '../../platform/write-batch.js';
import { evidenceBlock, evidenceBlockSignature, evidenceEntry, evidenceHead } from './evidence.table.js';

export type EntryRow = typeof evidenceEntry.$inferSelect;
export type BlockRow = typeof evidenceBlock.$inferSelect;
export type HeadRow = typeof evidenceHead.$inferSelect;
export type SignatureRow = typeof evidenceBlockSignature.$inferSelect;

const HEAD_ID = 1;

export async function findHead(db: DbOrTx): Promise<HeadRow | null> {
  const [head] = await db.select().from(evidenceHead).where(eq(evidenceHead.id, HEAD_ID));
  return head ?? null;
}

/**
 * Chains one entry in a single statement: locks the head, computes the entry's sequence, block and hash from it
 * (the same formula as `entryHashInput`, with PostgreSQL's sha256), inserts the entry, opens or moves its block
 * and seals it with its last entry (`blockHashInput`), and moves the head. Everything the step needs is read from
 * the locked head row, never from other rows: the statement's snapshot predates its wait for the lock, so it would
 * not see the entries and blocks of the transaction it waited for. The head carries the open block's hash input
 * (`blockInput`: the previous block's hash, its first 64 characters, then `|hash` per entry), and the block row is written with an upsert,
 * which updates the row even when its insert is not in the snapshot. Without a head row the entry's sequence is
 * null and the statement fails (the caller creates the head first). The head stays locked until the transaction
 * ends. `writes` (the transaction's deferred writes, platform/write-batch.ts) run in the same statement: one round
 * trip fewer. `endsTransaction`: the statement is the transaction's last and is committed with it
 * (platform/commit-with.ts), so the head is locked only while PostgreSQL runs it and commits.
 */
export async function chainEntry(
  tx: DbOrTx,
  entry: { entryType: string; orderId: number; payload: string; createdAt: string },
  blockSize: number,
  writes: SQL[] | null = null,
  endsTransaction = false,
): Promise<EntryRow> {
  // The writes run before the head is locked: every transaction queues on the head until it commits.
  const batch = writes ? writesBefore(writes) : null;
  const size = sql`${blockSize}::bigint`;
  const statement = sql`
    with ${batch ? sql`${batch.queries}, ` : sql``}head as (
      select last_seq + 1 as seq, last_hash as prev_hash, block_input from ${evidenceHead}
      where id = ${HEAD_ID} ${batch ? sql`and ${batch.written}` : sql``} for update
    ), locked as (
      select (select seq from head) as seq, (select prev_hash from head) as prev_hash,
        (select block_input from head) as block_input
    ), next as (
      select seq, prev_hash, block_input, (seq - 1) / ${size} + 1 as block_no,
        encode(sha256(convert_to(seq::text || '|' || ${entry.entryType}::text || '|' || ${entry.orderId}::text
          || '|' || ${entry.createdAt}::text || '|' || ${entry.payload}::text || '|' || prev_hash, 'UTF8')), 'hex')
          as hash
      from locked
    ), sealing as (
      select n.*, n.block_input || '|' || n.hash as block_text,
        case when n.seq % ${size} = 0
          then encode(sha256(convert_to(n.block_input || '|' || n.hash, 'UTF8')), 'hex') end as block_hash
      from next n
    ), inserted as (
      insert into ${evidenceEntry} (seq, entry_type, order_id, payload, created_at, prev_hash, hash, block_no)
      select seq, ${entry.entryType}, ${entry.orderId}, ${entry.payload}, ${entry.createdAt}, prev_hash, hash, block_no
      from next
    ), block as (
      insert into ${evidenceBlock} (block_no, first_seq, last_seq, prev_block_hash, block_hash, sealed_at)
      select block_no, seq, seq, left(block_input, 64), block_hash,
        case when block_hash is not null then ${entry.createdAt}::timestamptz end
      from sealing
      on conflict (block_no) do update
        set last_seq = excluded.last_seq, block_hash = excluded.block_hash, sealed_at = excluded.sealed_at
    ), moved as (
      update ${evidenceHead} h set last_seq = s.seq, last_hash = s.hash,
        block_input = coalesce(s.block_hash, s.block_text)
      from sealing s where h.id = ${HEAD_ID}
    )
    select seq::text, prev_hash, hash, block_no::text from next`;
  const result = endsTransaction ? await executeAndCommit(tx, statement) : await tx.execute(statement);
  const [row] = (
    result as unknown as { rows: { seq: string; prev_hash: string; hash: string; block_no: string }[] }
  ).rows;
  return {
    ...entry,
    seq: Number(row!.seq),
    prevHash: row!.prev_hash,
    hash: row!.hash,
    blockNo: Number(row!.block_no),
  };
}

/** Creates the head row at the genesis hash unless it exists; true when this call inserted it. */
export async function createHead(tx: DbOrTx, genesis: string): Promise<boolean> {
  const inserted = await tx
    .insert(evidenceHead)
    .values({ id: HEAD_ID, lastSeq: 0, lastHash: genesis, blockInput: genesis })
    .onConflictDoNothing()
    .returning({ id: evidenceHead.id });
  return inserted.length > 0;
}

export async function findBlock(db: DbOrTx, blockNo: number): Promise<BlockRow | null> {
  const [row] = await db.select().from(evidenceBlock).where(eq(evidenceBlock.blockNo, blockNo));
  return row ?? null;
}

export function blocksByNo(db: DbOrTx, blockNos: number[]) {
  if (!blockNos.length) return Promise.resolve([] as BlockRow[]);
  return db
    .select()
    .from(evidenceBlock)
    .where(inArray(evidenceBlock.blockNo, blockNos))
    .orderBy(asc(evidenceBlock.blockNo));
}

export function allBlocks(db: DbOrTx) {
  return db.select().from(evidenceBlock).orderBy(asc(evidenceBlock.blockNo));
}

export function entriesOfBlock(db: DbOrTx, blockNo: number) {
  return db
    .select()
    .from(evidenceEntry)
    .where(eq(evidenceEntry.blockNo, blockNo))
    .orderBy(asc(evidenceEntry.seq));
}

export function entriesOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(evidenceEntry)
    .where(eq(evidenceEntry.orderId, orderId))
    .orderBy(asc(evidenceEntry.seq));
}

export function entriesBySeq(db: DbOrTx, seqs: number[]) {
  if (!seqs.length) return Promise.resolve([] as EntryRow[]);
  return db.select().from(evidenceEntry).where(inArray(evidenceEntry.seq, seqs));
}

/** Entries after `afterSeq` in order, `limit` at a time (walking the whole chain). */
export function entriesAfter(db: DbOrTx, afterSeq: number, limit: number) {
  return db
    .select()
    .from(evidenceEntry)
    .where(and(gt(evidenceEntry.seq, afterSeq)))
    .orderBy(asc(evidenceEntry.seq))
    .limit(limit);
}

// --- the console -----------------------------------------------------------------------------------------------

export interface BlockFilter {
  blockNo?: number;
  state?: 'open' | 'unsigned' | 'signed';
}

const blockStateFilter = {
  open: isNull(evidenceBlock.blockHash),
  unsigned: and(isNotNull(evidenceBlock.blockHash), isNull(evidenceBlockSignature.blockNo)),
  signed: isNotNull(evidenceBlockSignature.blockNo),
};

/** Blocks with their signature (if any), newest first. */
export async function pageBlocks(db: DbOrTx, filter: BlockFilter, offset: number, limit: number) {
  const where = and(
    filter.blockNo ? eq(evidenceBlock.blockNo, filter.blockNo) : undefined,
    filter.state ? blockStateFilter[filter.state] : undefined,
  );
  const joined = () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(evidenceBlock)
      .leftJoin(evidenceBlockSignature, eq(evidenceBlockSignature.blockNo, evidenceBlock.blockNo));
  const [list, [count]] = await Promise.all([
    db
      .select({ block: evidenceBlock, signature: evidenceBlockSignature })
      .from(evidenceBlock)
      .leftJoin(evidenceBlockSignature, eq(evidenceBlockSignature.blockNo, evidenceBlock.blockNo))
      .where(where)
      .orderBy(desc(evidenceBlock.blockNo))
      .limit(limit)
      .offset(offset),
    joined().where(where),
  ]);
  return { list, total: count?.n ?? 0 };
}

export interface EntryFilter {
  orderId?: number;
  /** Buyer or seller of the entries' order. */
  userId?: number;
  entryType?: string;
  blockNo?: number;
  seq?: number;
}

/**
 * The orders whose submission entry names `userId` as buyer or seller. The ledger records both in the
 * `order.submitted` payload, so the filter needs no other module's tables; the expressions are those of the
 * partial indexes evidence_entry_consumer_idx and evidence_entry_seller_idx.
 */
function partyOrders(userId: number): SQL {
  const id = String(userId);
  return sql`${evidenceEntry.orderId} in (
    select e.order_id from evidence_entry e where e.entry_type = 'order.submitted'
      and ((e.payload::jsonb ->> 'consumerId') = ${id} or (e.payload::jsonb ->> 'sellerId') = ${id}))`;
}

export async function pageEntries(db: DbOrTx, filter: EntryFilter, offset: number, limit: number) {
  const where = and(
    filter.orderId ? eq(evidenceEntry.orderId, filter.orderId) : undefined,
    filter.userId ? partyOrders(filter.userId) : undefined,
    filter.entryType ? eq(evidenceEntry.entryType, filter.entryType) : undefined,
    filter.blockNo ? eq(evidenceEntry.blockNo, filter.blockNo) : undefined,
    filter.seq ? eq(evidenceEntry.seq, filter.seq) : undefined,
  );
  const [list, [count]] = await Promise.all([
    db.select().from(evidenceEntry).where(where).orderBy(desc(evidenceEntry.seq)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(evidenceEntry).where(where),
  ]);
  return { list, total: count?.n ?? 0 };
}

/** Numbers of the console's summary. */
export async function ledgerCounts(db: DbOrTx) {
  const [row] = await db
    .select({
      blocks: sql<number>`count(*)::int`,
      sealed: sql<number>`count(${evidenceBlock.blockHash})::int`,
      lastBlock: sql<number>`coalesce(max(${evidenceBlock.blockNo}), 0)::int`,
      signed: sql<number>`(select count(*) from ${evidenceBlockSignature})::int`,
    })
    .from(evidenceBlock);
  return row!;
}

/** Blocks `from`..`to` in order. */
export function blocksBetween(db: DbOrTx, from: number, to: number) {
  return db
    .select()
    .from(evidenceBlock)
    .where(between(evidenceBlock.blockNo, from, to))
    .orderBy(asc(evidenceBlock.blockNo));
}

/** Entries with sequence numbers `from`..`to`, in order. */
export function entriesBetween(db: DbOrTx, from: number, to: number) {
  return db
    .select()
    .from(evidenceEntry)
    .where(and(gte(evidenceEntry.seq, from), lte(evidenceEntry.seq, to)))
    .orderBy(asc(evidenceEntry.seq));
}

/** Entries recorded in blocks `from`..`to` (to find the ones stored in the wrong block). */
export function entriesInBlocks(db: DbOrTx, from: number, to: number) {
  return db
    .select({ seq: evidenceEntry.seq, blockNo: evidenceEntry.blockNo })
    .from(evidenceEntry)
    .where(between(evidenceEntry.blockNo, from, to));
}

export function signaturesOf(db: DbOrTx, blockNos: number[]) {
  if (!blockNos.length) return Promise.resolve([] as SignatureRow[]);
  return db.select().from(evidenceBlockSignature).where(inArray(evidenceBlockSignature.blockNo, blockNos));
}

/** Sealed blocks without a signature, oldest first (all, or of `blockNos`). */
export function unsignedSealed(db: DbOrTx, limit: number, blockNos?: number[]) {
  return db
    .select()
    .from(evidenceBlock)
    .leftJoin(evidenceBlockSignature, eq(evidenceBlockSignature.blockNo, evidenceBlock.blockNo))
    .where(
      and(
        isNotNull(evidenceBlock.blockHash),
        isNull(evidenceBlockSignature.blockNo),
        blockNos ? inArray(evidenceBlock.blockNo, blockNos) : undefined,
      ),
    )
    .orderBy(asc(evidenceBlock.blockNo))
    .limit(limit);
}

/** Stores signatures; a block signed meanwhile by another run keeps its first signature. */
export async function insertSignatures(db: DbOrTx, rows: (typeof evidenceBlockSignature.$inferInsert)[]) {
  if (!rows.length) return;
  await db.insert(evidenceBlockSignature).values(rows).onConflictDoNothing();
}

/** Signed heads: the block and its signature, newest first (page) or from `afterBlockNo` on (the file). */
export function signedHeads(db: DbOrTx, opts: { offset: number; limit: number; afterBlockNo?: number }) {
  const query = db
    .select({ block: evidenceBlock, signature: evidenceBlockSignature })
    .from(evidenceBlockSignature)
    .innerJoin(evidenceBlock, eq(evidenceBlock.blockNo, evidenceBlockSignature.blockNo));
  return opts.afterBlockNo === undefined
    ? query.orderBy(desc(evidenceBlockSignature.blockNo)).limit(opts.limit).offset(opts.offset)
    : query
        .where(gt(evidenceBlockSignature.blockNo, opts.afterBlockNo))
        .orderBy(asc(evidenceBlockSignature.blockNo))
        .limit(opts.limit);
}

export async function countSignatures(db: DbOrTx) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(evidenceBlockSignature);
  return row?.n ?? 0;
}

/** The key versions that signed blocks. */
export function signingKeyVersions(db: DbOrTx) {
  return db
    .selectDistinct({ keyId: evidenceBlockSignature.keyId, version: evidenceBlockSignature.keyVersion })
    .from(evidenceBlockSignature);
}
