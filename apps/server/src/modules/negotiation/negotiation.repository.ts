import { and, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { offsetOf, type PageRequest } from '../../platform/paging.js';
import { rowsOf, tableRowReader } from '../../platform/sql-rows.js';
import { priceNegotiation } from './negotiation.table.js';

export type NegotiationRow = typeof priceNegotiation.$inferSelect;

/** Inserts a proposal; null when the consumer already has an open one for the SKU (the partial unique index). */
export async function insertProposal(
  db: DbOrTx,
  row: typeof priceNegotiation.$inferInsert,
): Promise<NegotiationRow | null> {
  const [inserted] = await db.insert(priceNegotiation).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function lockProposal(db: DbOrTx, id: number): Promise<NegotiationRow | null> {
  const [row] = await db.select().from(priceNegotiation).where(eq(priceNegotiation.id, id)).for('update');
  return row ?? null;
}

/** Changes a proposal only from `from`; answers the row, or null when it was no longer in that status. */
export async function moveProposal(
  db: DbOrTx,
  id: number,
  from: number,
  changes: Partial<typeof priceNegotiation.$inferInsert>,
): Promise<NegotiationRow | null> {
  const [row] = await db
    .update(priceNegotiation)
    .set(changes)
    .where(and(eq(priceNegotiation.id, id), eq(priceNegotiation.status, from)))
    .returning();
  return row ?? null;
}

/** Accepted prices whose time ran out become expired (frees the slot for a new proposal). */
export async function expireAccepted(db: DbOrTx, now: Date, where?: { consumerId: number; skuId: number }) {
  await db
    .update(priceNegotiation)
    .set({ status: 5 })
    .where(
      and(
        eq(priceNegotiation.status, 1),
        lte(priceNegotiation.validUntil, now),
        where ? eq(priceNegotiation.consumerId, where.consumerId) : undefined,
        where ? eq(priceNegotiation.skuId, where.skuId) : undefined,
      ),
    );
}

/** The consumer's accepted, unused price for the SKU (locked when in a transaction that will use it). */
const negotiationRow = tableRowReader(priceNegotiation);

/** The consumer's accepted price for the SKU (SQL text: read by every order submit). */
export async function findAccepted(db: DbOrTx, consumerId: number, skuId: number, lock: boolean) {
  const [raw] = await rowsOf(
    db,
    sql`select ${negotiationRow.list} from price_negotiation
      where consumer_id = ${consumerId} and sku_id = ${skuId} and status = 1 ${lock ? sql`for update` : sql``}`,
  );
  return raw ? negotiationRow.read(raw) : null;
}

export interface NegotiationFilter {
  consumerId?: number;
  sellerId?: number;
  status?: number;
  skuId?: number;
}

export async function pageProposals(db: DbOrTx, p: PageRequest, f: NegotiationFilter) {
  const parts: SQL[] = [];
  if (f.consumerId !== undefined) parts.push(eq(priceNegotiation.consumerId, f.consumerId));
  if (f.sellerId !== undefined) parts.push(eq(priceNegotiation.sellerId, f.sellerId));
  if (f.status !== undefined) parts.push(inArray(priceNegotiation.status, [f.status]));
  if (f.skuId !== undefined) parts.push(eq(priceNegotiation.skuId, f.skuId));
  const where = parts.length ? and(...parts) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(priceNegotiation)
      .where(where)
      .orderBy(desc(priceNegotiation.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(priceNegotiation).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}
