import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
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
 * (the same formula as `entryHashInput`, with PostgreSQL's sha256), inserts the entry, moves its block's last
 * sequence (when the block exists) and the head. Null when there is no head row yet. The head stays locked
 * until the caller's transaction ends. `writes` (the transaction's deferred writes, platform/write-batch.ts) run in
 * the same statement, whether an entry is chained or not: one round trip fewer, right before the commit.
 */
export async function chainEntry(
  tx: DbOrTx,
  entry: { entryType: string; orderId: number; payload: string; createdAt: string },
  blockSize: number,
  writes: SQL[] | null = null,
): Promise<EntryRow | null> {
  // The writes run before the head is locked: every transaction queues on the head until it commits.
  const batch = writes ? writesBefore(writes) : null;
  const result = await tx.execute(sql`
    with ${batch ? sql`${batch.queries}, ` : sql``}head as (
      select last_seq + 1 as seq, last_hash as prev_hash from ${evidenceHead}
      where id = ${HEAD_ID} ${batch ? sql`and ${batch.written}` : sql``} for update
    ), next as (
      select seq, prev_hash, (seq - 1) / ${blockSize}::bigint + 1 as block_no,
        encode(sha256(convert_to(seq::text || '|' || ${entry.entryType}::text || '|' || ${entry.orderId}::text
          || '|' || ${entry.createdAt}::text || '|' || ${entry.payload}::text || '|' || prev_hash, 'UTF8')), 'hex')
          as hash
      from head
    ), inserted as (
      insert into ${evidenceEntry} (seq, entry_type, order_id, payload, created_at, prev_hash, hash, block_no)
      select seq, ${entry.entryType}, ${entry.orderId}, ${entry.payload}, ${entry.createdAt}, prev_hash, hash, block_no
      from next
    ), block as (
      update ${evidenceBlock} b set last_seq = next.seq from next where b.block_no = next.block_no
    ), moved as (
      update ${evidenceHead} h set last_seq = next.seq, last_hash = next.hash from next where h.id = ${HEAD_ID}
    )
    select seq::text, prev_hash, hash, block_no::text from next`);
  const [row] = (
    result as unknown as { rows: { seq: string; prev_hash: string; hash: string; block_no: string }[] }
  ).rows;
  if (!row) return null;
  return {
    ...entry,
    seq: Number(row.seq),
    prevHash: row.prev_hash,
    hash: row.hash,
    blockNo: Number(row.block_no),
  };
}

/** Creates the head row at the genesis hash unless it exists. */
export async function createHead(tx: DbOrTx, genesis: string) {
  await tx.insert(evidenceHead).values({ id: HEAD_ID, lastSeq: 0, lastHash: genesis }).onConflictDoNothing();
}

export async function findBlock(db: DbOrTx, blockNo: number): Promise<BlockRow | null> {
  const [row] = await db.select().from(evidenceBlock).where(eq(evidenceBlock.blockNo, blockNo));
  return row ?? null;
}

export async function insertBlock(tx: DbOrTx, row: typeof evidenceBlock.$inferInsert) {
  await tx.insert(evidenceBlock).values(row);
}

export async function updateBlock(tx: DbOrTx, blockNo: number, changes: Partial<BlockRow>) {
  await tx.update(evidenceBlock).set(changes).where(eq(evidenceBlock.blockNo, blockNo));
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
