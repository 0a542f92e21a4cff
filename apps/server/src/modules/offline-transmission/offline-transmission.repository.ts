import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { offlineExport } from './offline-transmission.table.js';

export type ExportRow = typeof offlineExport.$inferSelect;

export async function findExport(db: DbOrTx, orderId: number): Promise<ExportRow | null> {
  const [row] = await db.select().from(offlineExport).where(eq(offlineExport.orderId, orderId));
  return row ?? null;
}

export async function lockExport(db: DbOrTx, orderId: number): Promise<ExportRow | null> {
  const [row] = await db.select().from(offlineExport).where(eq(offlineExport.orderId, orderId)).for('update');
  return row ?? null;
}

/** Inserts or replaces the export of an order (one per order). */
export async function saveExport(db: DbOrTx, row: typeof offlineExport.$inferInsert): Promise<ExportRow> {
  const { orderId, ...changes } = row;
  const [saved] = await db
    .insert(offlineExport)
    .values(row)
    .onConflictDoUpdate({ target: offlineExport.orderId, set: changes })
    .returning();
  return saved!;
}

/** Marks an export confirmed, only from exported; answers the row or null when it was not exported. */
export async function confirmExport(db: DbOrTx, orderId: number, at: Date): Promise<ExportRow | null> {
  const [row] = await db
    .update(offlineExport)
    .set({ status: 2, confirmedAt: at })
    .where(and(eq(offlineExport.orderId, orderId), eq(offlineExport.status, 1)))
    .returning();
  return row ?? null;
}
