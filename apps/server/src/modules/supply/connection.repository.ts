import { and, count, desc, eq, ilike, inArray, like, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { LEGACY_SECRET_PATTERN, type StoredSecret } from '../../platform/secret-box.js';
import { databaseConnection } from './connection.table.js';

export type ConnectionRow = typeof databaseConnection.$inferSelect;
export type NewConnection = typeof databaseConnection.$inferInsert;

export interface ConnectionFilter {
  /** Undefined: everyone's (operator). */
  ownerId?: number;
  name?: string;
  dbType?: string;
}

function where(filter: ConnectionFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.ownerId !== undefined) parts.push(eq(databaseConnection.ownerId, filter.ownerId));
  if (filter.name) parts.push(ilike(databaseConnection.name, `%${escapeLike(filter.name)}%`));
  if (filter.dbType) parts.push(eq(databaseConnection.dbType, filter.dbType));
  return parts.length ? and(...parts) : undefined;
}

export async function pageConnections(db: DbOrTx, p: PageRequest, filter: ConnectionFilter) {
  const condition = where(filter);
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(databaseConnection)
      .where(condition)
      .orderBy(desc(databaseConnection.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(databaseConnection).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export function listConnections(db: DbOrTx, filter: ConnectionFilter) {
  return db
    .select()
    .from(databaseConnection)
    .where(where(filter))
    .orderBy(desc(databaseConnection.id))
    .limit(1000);
}

export async function findConnection(db: DbOrTx, id: number): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(databaseConnection).where(eq(databaseConnection.id, id));
  return row ?? null;
}

export async function findByName(db: DbOrTx, ownerId: number, name: string): Promise<ConnectionRow | null> {
  const [row] = await db
    .select()
    .from(databaseConnection)
    .where(and(eq(databaseConnection.ownerId, ownerId), eq(databaseConnection.name, name)));
  return row ?? null;
}

export async function insertConnection(db: DbOrTx, values: NewConnection): Promise<ConnectionRow> {
  const [row] = await db.insert(databaseConnection).values(values).returning();
  return row!;
}

export async function updateConnection(
  db: DbOrTx,
  id: number,
  values: Partial<NewConnection>,
): Promise<ConnectionRow> {
  const [row] = await db
    .update(databaseConnection)
    .set(values)
    .where(eq(databaseConnection.id, id))
    .returning();
  return row!;
}

/** The owner's connections among `ids`, locked until the transaction ends. */
export async function lockOwnedConnections(db: DbOrTx, ownerId: number, ids: number[]) {
  return db
    .select({ id: databaseConnection.id, name: databaseConnection.name })
    .from(databaseConnection)
    .where(and(eq(databaseConnection.ownerId, ownerId), inArray(databaseConnection.id, ids)))
    .for('update');
}

export async function deleteConnections(db: DbOrTx, ownerId: number, ids: number[]) {
  return db
    .delete(databaseConnection)
    .where(and(eq(databaseConnection.ownerId, ownerId), inArray(databaseConnection.id, ids)))
    .returning({ id: databaseConnection.id });
}

/** Saved passwords still sealed the old way. */
export function legacyPasswords(db: DbOrTx): Promise<StoredSecret[]> {
  return db
    .select({ id: databaseConnection.id, stored: databaseConnection.passwordEnc })
    .from(databaseConnection)
    .where(like(databaseConnection.passwordEnc, LEGACY_SECRET_PATTERN));
}

/** Swaps a saved password's ciphertext while it is still `from`. */
export async function replacePassword(db: DbOrTx, id: number, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(databaseConnection)
    .set({ passwordEnc: to })
    .where(and(eq(databaseConnection.id, id), eq(databaseConnection.passwordEnc, from)))
    .returning({ id: databaseConnection.id });
  return rows.length === 1;
}
