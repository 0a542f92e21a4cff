import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { appAssetRelation as r } from './app-relations.table.js';

export type RelationRow = typeof r.$inferSelect;

const OPEN = [0, 1];

/** Inserts a request; null when the application already has an open relation to the asset (partial unique index). */
export async function insertRelation(db: DbOrTx, row: typeof r.$inferInsert): Promise<RelationRow | null> {
  const [inserted] = await db.insert(r).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function lockRelation(db: DbOrTx, id: number): Promise<RelationRow | null> {
  const [row] = await db.select().from(r).where(eq(r.id, id)).for('update');
  return row ?? null;
}

/** Changes a relation only from `from`; answers the row, or null when it was no longer in that status. */
export async function moveRelation(
  db: DbOrTx,
  id: number,
  from: number,
  changes: Partial<typeof r.$inferInsert>,
): Promise<RelationRow | null> {
  const [row] = await db
    .update(r)
    .set(changes)
    .where(and(eq(r.id, id), eq(r.status, from)))
    .returning();
  return row ?? null;
}

export async function countOpenOfItem(db: DbOrTx, itemId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.itemId, itemId), inArray(r.status, OPEN)));
  return row?.n ?? 0;
}

export interface RelationFilter {
  supplierId?: number;
  developerId?: number;
  status?: number;
  itemId?: number;
  sourceId?: number;
  keyword?: string;
}

export async function pageRelations(db: DbOrTx, p: PageRequest, f: RelationFilter) {
  const like = f.keyword ? `%${escapeLike(f.keyword)}%` : null;
  const parts: (SQL | undefined)[] = [
    f.supplierId === undefined ? undefined : eq(r.supplierId, f.supplierId),
    f.developerId === undefined ? undefined : eq(r.developerId, f.developerId),
    f.status === undefined ? undefined : eq(r.status, f.status),
    f.itemId === undefined ? undefined : eq(r.itemId, f.itemId),
    f.sourceId === undefined ? undefined : eq(r.sourceId, f.sourceId),
    like ? or(ilike(r.itemName, like), ilike(r.sourceName, like)) : undefined,
  ];
  const where = and(...parts);
  const [list, [total]] = await Promise.all([
    db.select().from(r).where(where).orderBy(desc(r.id)).limit(p.limit).offset(offsetOf(p)),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Approved relations of an application (its mall page). */
export function approvedOfItem(db: DbOrTx, itemId: number) {
  return db
    .select()
    .from(r)
    .where(and(eq(r.itemId, itemId), eq(r.status, 1)))
    .orderBy(r.id);
}

/** Approved relations to a supplier's assets (its related-application orders). */
export function approvedOfSupplier(db: DbOrTx, supplierId: number) {
  return db
    .select()
    .from(r)
    .where(and(eq(r.supplierId, supplierId), eq(r.status, 1)));
}

/** Open relations to an asset: they use it (the asset cannot be deleted meanwhile). */
export function openOfSource(db: DbOrTx, sourceId: number) {
  return db
    .select()
    .from(r)
    .where(and(eq(r.sourceId, sourceId), inArray(r.status, OPEN)));
}
