import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.js';
import type { PageRequest } from '../../platform/paging.js';
import { ownerGone } from '../../platform/server-process.js';
import { grantDataExport, grantDataSync } from './grant-data.table.js';

export type ExportRow = typeof grantDataExport.$inferSelect;
export type SyncRow = typeof grantDataSync.$inferSelect;

export async function insertExport(db: DbOrTx, values: typeof grantDataExport.$inferInsert) {
  const [row] = await db.insert(grantDataExport).values(values).returning();
  return row!;
}

export async function updateExport(db: DbOrTx, id: number, set: Partial<ExportRow>) {
  await db.update(grantDataExport).set(set).where(eq(grantDataExport.id, id));
}

export async function findExport(db: DbOrTx, id: number) {
  const [row] = await db.select().from(grantDataExport).where(eq(grantDataExport.id, id));
  return row;
}

export async function pageExports(db: Db, userId: number, grantId: number, page: PageRequest) {
  const where = and(eq(grantDataExport.userId, userId), eq(grantDataExport.grantId, grantId));
  const [list, [count]] = await Promise.all([
    db
      .select()
      .from(grantDataExport)
      .where(where)
      .orderBy(desc(grantDataExport.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(grantDataExport).where(where),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

/** The last run of each sync. */
export async function lastRuns(db: Db, syncIds: number[]) {
  if (syncIds.length === 0) return [];
  return db
    .selectDistinctOn([grantDataExport.syncId])
    .from(grantDataExport)
    .where(inArray(grantDataExport.syncId, syncIds))
    .orderBy(grantDataExport.syncId, desc(grantDataExport.id));
}

/** Marks queued or running exports whose server process is gone (died or restarted; never `self`) as failed. */
export async function failOrphaned(db: Db, self: string, at: Date) {
  const rows = await db
    .update(grantDataExport)
    .set({ state: 'failed', failure: 'serverRestarted', finishedAt: at })
    .where(
      and(inArray(grantDataExport.state, ['queued', 'running']), ownerGone(grantDataExport.processId, self)),
    )
    .returning({ id: grantDataExport.id });
  return rows.length;
}

export async function insertSync(db: DbOrTx, values: typeof grantDataSync.$inferInsert) {
  const [row] = await db.insert(grantDataSync).values(values).returning();
  return row!;
}

export async function findSync(db: DbOrTx, id: number) {
  const [row] = await db.select().from(grantDataSync).where(eq(grantDataSync.id, id));
  return row;
}

export async function syncsOf(db: Db, userId: number, grantId: number) {
  return db
    .select()
    .from(grantDataSync)
    .where(and(eq(grantDataSync.userId, userId), eq(grantDataSync.grantId, grantId)))
    .orderBy(desc(grantDataSync.id));
}

export async function deleteSync(db: DbOrTx, userId: number, id: number) {
  const rows = await db
    .delete(grantDataSync)
    .where(and(eq(grantDataSync.id, id), eq(grantDataSync.userId, userId)))
    .returning({ id: grantDataSync.id });
  return rows.length > 0;
}

export async function dueSyncs(db: Db, now: Date, limit: number) {
  return db
    .select()
    .from(grantDataSync)
    .where(and(isNotNull(grantDataSync.nextRunAt), lte(grantDataSync.nextRunAt, now)))
    .orderBy(grantDataSync.nextRunAt)
    .limit(limit);
}

/**
 * Moves a due sync's next run from `expected` to `next` (null: the sync ended); false when another node claimed
 * it first (its next run is no longer `expected`).
 */
export async function claimSync(db: Db, id: number, expected: Date, next: Date | null) {
  const rows = await db
    .update(grantDataSync)
    .set({ nextRunAt: next })
    .where(and(eq(grantDataSync.id, id), eq(grantDataSync.nextRunAt, expected)))
    .returning({ id: grantDataSync.id });
  return rows.length > 0;
}
