import { and, desc, eq, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { kmsKey, kmsKeyEvent, kmsKeyVersion } from './kms.table.js';

export type KmsKeyRow = typeof kmsKey.$inferSelect;
export type KmsVersionRow = typeof kmsKeyVersion.$inferSelect;
export type KmsEventRow = typeof kmsKeyEvent.$inferSelect;

export interface KeyFilter {
  name?: string;
  algorithm?: string;
  purpose?: string;
  state?: string;
}

function filterOf(f: KeyFilter): SQL | undefined {
  const escaped = f.name?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    escaped ? ilike(kmsKey.name, `%${escaped}%`) : undefined,
    f.algorithm ? eq(kmsKey.algorithm, f.algorithm) : undefined,
    f.purpose ? eq(kmsKey.purpose, f.purpose) : undefined,
    f.state ? eq(kmsKey.state, f.state) : undefined,
  );
}

export async function pageKeys(db: DbOrTx, filter: KeyFilter, offset: number, limit: number) {
  const where = filterOf(filter);
  const [list, [count]] = await Promise.all([
    db.select().from(kmsKey).where(where).orderBy(desc(kmsKey.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(kmsKey).where(where),
  ]);
  return { list, total: count?.n ?? 0 };
}

export async function findKey(db: DbOrTx, id: number, forUpdate = false): Promise<KmsKeyRow | null> {
  const query = db.select().from(kmsKey).where(eq(kmsKey.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertKey(db: DbOrTx, values: typeof kmsKey.$inferInsert): Promise<KmsKeyRow> {
  const [row] = await db.insert(kmsKey).values(values).returning();
  return row!;
}

export async function updateKey(db: DbOrTx, id: number, values: Partial<typeof kmsKey.$inferInsert>) {
  const [row] = await db.update(kmsKey).set(values).where(eq(kmsKey.id, id)).returning();
  return row!;
}

export async function insertVersion(db: DbOrTx, values: typeof kmsKeyVersion.$inferInsert) {
  await db.insert(kmsKeyVersion).values(values);
}

export async function findVersion(db: DbOrTx, keyId: number, version: number): Promise<KmsVersionRow | null> {
  const [row] = await db
    .select()
    .from(kmsKeyVersion)
    .where(and(eq(kmsKeyVersion.keyId, keyId), eq(kmsKeyVersion.version, version)));
  return row ?? null;
}

export function listVersions(db: DbOrTx, keyId: number) {
  return db
    .select()
    .from(kmsKeyVersion)
    .where(eq(kmsKeyVersion.keyId, keyId))
    .orderBy(desc(kmsKeyVersion.version));
}

/** Every version but `current` of a key only decrypts and verifies from now on. */
export async function retireVersions(db: DbOrTx, keyId: number, current: number, now: Date) {
  await db
    .update(kmsKeyVersion)
    .set({ state: 'decryptOnly', updatedAt: now })
    .where(
      and(
        eq(kmsKeyVersion.keyId, keyId),
        eq(kmsKeyVersion.state, 'active'),
        sql`${kmsKeyVersion.version} <> ${current}`,
      ),
    );
}

/** Keys whose destruction is due (locked, for the caller's transaction). */
export function lockDueDestructions(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(kmsKey)
    .where(and(eq(kmsKey.state, 'pendingDestruction'), lte(kmsKey.destroyAt, now)))
    .for('update', { skipLocked: true });
}

/** Wipes the material of every version of the keys. */
export async function destroyVersions(db: DbOrTx, keyIds: number[], now: Date) {
  if (keyIds.length === 0) return;
  await db
    .update(kmsKeyVersion)
    .set({ state: 'destroyed', wrappedMaterial: '', updatedAt: now })
    .where(inArray(kmsKeyVersion.keyId, keyIds));
}

export async function insertEvent(db: DbOrTx, values: typeof kmsKeyEvent.$inferInsert) {
  await db.insert(kmsKeyEvent).values(values);
}

export function listEvents(db: DbOrTx, keyId: number, limit = 50) {
  return db
    .select()
    .from(kmsKeyEvent)
    .where(eq(kmsKeyEvent.keyId, keyId))
    .orderBy(desc(kmsKeyEvent.id))
    .limit(limit);
}

/** The key pairs of a purpose, newest first. */
export function keyPairsOfPurpose(db: DbOrTx, purpose: string) {
  return db
    .select()
    .from(kmsKey)
    .where(and(eq(kmsKey.purpose, purpose), inArray(kmsKey.algorithm, ['RSA_2048', 'SM2'])))
    .orderBy(desc(kmsKey.id));
}

/** Versions by key id and version number, with their key's name and algorithm. */
export function versionsWithKey(db: DbOrTx, refs: { keyId: number; version: number }[]) {
  if (!refs.length) return Promise.resolve([]);
  return db
    .select({
      keyId: kmsKeyVersion.keyId,
      version: kmsKeyVersion.version,
      publicKey: kmsKeyVersion.publicKey,
      fingerprint: kmsKeyVersion.fingerprint,
      name: kmsKey.name,
      algorithm: kmsKey.algorithm,
    })
    .from(kmsKeyVersion)
    .innerJoin(kmsKey, eq(kmsKey.id, kmsKeyVersion.keyId))
    .where(
      or(...refs.map((r) => and(eq(kmsKeyVersion.keyId, r.keyId), eq(kmsKeyVersion.version, r.version)))),
    );
}

/** The data keys (AES_256, SM4) of a purpose, newest first. */
export function dataKeysOfPurpose(db: DbOrTx, purpose: string) {
  return db
    .select()
    .from(kmsKey)
    .where(and(eq(kmsKey.purpose, purpose), inArray(kmsKey.algorithm, ['AES_256', 'SM4'])))
    .orderBy(desc(kmsKey.id));
}
