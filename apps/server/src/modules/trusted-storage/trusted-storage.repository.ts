import { and, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { LEGACY_SECRET_PATTERN, type StoredSecret } from '../../platform/secret-box.js';
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

/** Saved storage secret keys still sealed the old way. */
export function legacySecretKeys(db: DbOrTx): Promise<StoredSecret[]> {
  return db
    .select({ id: trustedStorageConfig.id, stored: trustedStorageConfig.secretKeyEnc })
    .from(trustedStorageConfig)
    .where(like(trustedStorageConfig.secretKeyEnc, LEGACY_SECRET_PATTERN));
}

/** Swaps a saved secret key's ciphertext while it is still `from`. */
export async function replaceSecretKey(db: DbOrTx, id: number, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(trustedStorageConfig)
    .set({ secretKeyEnc: to })
    .where(and(eq(trustedStorageConfig.id, id), eq(trustedStorageConfig.secretKeyEnc, from)))
    .returning({ id: trustedStorageConfig.id });
  return rows.length === 1;
}
