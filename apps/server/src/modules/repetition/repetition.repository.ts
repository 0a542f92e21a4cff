import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { offsetOf, type PageRequest } from '../../platform/paging.js';
import { repetitionJob, repetitionSignature } from './repetition.table.js';

export type JobRow = typeof repetitionJob.$inferSelect;
export type NewJob = typeof repetitionJob.$inferInsert;
export type SignatureRow = typeof repetitionSignature.$inferSelect;

export async function findJob(db: DbOrTx, serialNo: string): Promise<JobRow | null> {
  const [row] = await db.select().from(repetitionJob).where(eq(repetitionJob.serialNo, serialNo));
  return row ?? null;
}

export async function findRunningOf(db: DbOrTx, itemId: number): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(repetitionJob)
    .where(and(eq(repetitionJob.itemId, itemId), eq(repetitionJob.status, 'running')));
  return row ?? null;
}

export async function insertJob(db: DbOrTx, values: NewJob): Promise<JobRow> {
  const [row] = await db.insert(repetitionJob).values(values).returning();
  return row!;
}

/** Updates a job only while it is running (a cancelled job stays cancelled); answers the row when updated. */
export async function updateRunning(db: DbOrTx, id: number, values: Partial<NewJob>): Promise<JobRow | null> {
  const [row] = await db
    .update(repetitionJob)
    .set(values)
    .where(and(eq(repetitionJob.id, id), eq(repetitionJob.status, 'running')))
    .returning();
  return row ?? null;
}

export async function pageJobs(db: DbOrTx, p: PageRequest, ownerId: number, itemId?: number) {
  const where = and(
    eq(repetitionJob.ownerId, ownerId),
    itemId === undefined ? undefined : eq(repetitionJob.itemId, itemId),
  );
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(repetitionJob)
      .where(where)
      .orderBy(desc(repetitionJob.createdAt), desc(repetitionJob.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(repetitionJob).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findSignature(db: DbOrTx, itemId: number): Promise<SignatureRow | null> {
  const [row] = await db.select().from(repetitionSignature).where(eq(repetitionSignature.itemId, itemId));
  return row ?? null;
}

export async function saveSignature(db: DbOrTx, values: typeof repetitionSignature.$inferInsert) {
  await db
    .insert(repetitionSignature)
    .values(values)
    .onConflictDoUpdate({
      target: repetitionSignature.itemId,
      set: {
        fingerprint: values.fingerprint,
        hashValues: values.hashValues,
        sampleRows: values.sampleRows,
        rowCount: values.rowCount,
        updatedAt: values.updatedAt,
      },
    });
}
