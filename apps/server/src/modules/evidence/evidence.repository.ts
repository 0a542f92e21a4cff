import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { executeAndCommit } from '../../platform/commit-with.js';
import type { DbOrTx } from '../../platform/db.js';
import { writesBefore } from '../../platform/write-batch.js';
import { evidenceBlock, evidenceEntry, evidenceHead } from './evidence.table.js';

export type EntryRow = typeof evidenceEntry.$inferSelect;
export type BlockRow = typeof evidenceBlock.$inferSelect;
export type HeadRow = typeof evidenceHead.$inferSelect;

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
