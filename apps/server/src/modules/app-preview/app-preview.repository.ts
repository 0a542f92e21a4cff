import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { appOutputSample } from './app-preview.table.js';

export type SampleRow = typeof appOutputSample.$inferSelect;

export async function findSample(db: DbOrTx, itemId: number): Promise<SampleRow | null> {
  const [row] = await db.select().from(appOutputSample).where(eq(appOutputSample.itemId, itemId));
  return row ?? null;
}

export async function saveSample(
  db: DbOrTx,
  row: typeof appOutputSample.$inferInsert & { updatedAt: Date },
): Promise<SampleRow> {
  const [saved] = await db
    .insert(appOutputSample)
    .values(row)
    .onConflictDoUpdate({
      target: appOutputSample.itemId,
      set: { fileUrl: row.fileUrl, columns: row.columns, rows: row.rows, updatedAt: row.updatedAt },
    })
    .returning();
  return saved!;
}

export async function deleteSample(db: DbOrTx, itemId: number): Promise<void> {
  await db.delete(appOutputSample).where(eq(appOutputSample.itemId, itemId));
}
