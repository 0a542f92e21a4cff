import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { trustedStorageConfig } from './trusted-storage.table.js';

export type StorageConfigRow = typeof trustedStorageConfig.$inferSelect;
export type NewStorageConfig = typeof trustedStorageConfig.$inferInsert;

export async function findConfig(db: DbOrTx, ownerId: number): Promise<StorageConfigRow | null> {
  const [row] = await db.select().from(trustedStorageConfig).where(eq(trustedStorageConfig.ownerId, ownerId));
  return row ?? null;
}

/** Inserts or replaces the owner's settings (one row per owner). */
export async function upsertConfig(db: DbOrTx, values: NewStorageConfig): Promise<StorageConfigRow> {
  const { ownerId: _owner, createdAt: _created, ...changes } = values;
  const [row] = await db
    .insert(trustedStorageConfig)
    .values(values)
    .onConflictDoUpdate({ target: trustedStorageConfig.ownerId, set: changes })
    .returning();
  return row!;
}
