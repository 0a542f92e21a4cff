import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { evidenceBlock, evidenceEntry, evidenceHead } from './evidence.table.js';

export type EntryRow = typeof evidenceEntry.$inferSelect;
export type BlockRow = typeof evidenceBlock.$inferSelect;
export type HeadRow = typeof evidenceHead.$inferSelect;

const HEAD_ID = 1;

/** Locks the head row (creating it on first use); every append holds it until its transaction ends. */
export async function lockHead(tx: DbOrTx, genesis: string): Promise<HeadRow> {
  const [head] = await tx.select().from(evidenceHead).where(eq(evidenceHead.id, HEAD_ID)).for('update');
  if (head) return head;
  await tx.insert(evidenceHead).values({ id: HEAD_ID, lastSeq: 0, lastHash: genesis }).onConflictDoNothing();
  const [created] = await tx.select().from(evidenceHead).where(eq(evidenceHead.id, HEAD_ID)).for('update');
  return created!;
}

export async function findHead(db: DbOrTx): Promise<HeadRow | null> {
  const [head] = await db.select().from(evidenceHead).where(eq(evidenceHead.id, HEAD_ID));
  return head ?? null;
}

export async function setHead(tx: DbOrTx, lastSeq: number, lastHash: string) {
  await tx.update(evidenceHead).set({ lastSeq, lastHash }).where(eq(evidenceHead.id, HEAD_ID));
}

export async function insertEntry(tx: DbOrTx, row: EntryRow) {
  await tx.insert(evidenceEntry).values(row);
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
