import { and, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { databaseTable } from './database-table.table.js';

export type DatabaseTableRow = typeof databaseTable.$inferSelect;
export type NewDatabaseTable = typeof databaseTable.$inferInsert;

export interface DatabaseTableFilter {
  ownerId: number;
  name?: string | undefined;
  connectionId?: number | undefined;
}

function where(filter: DatabaseTableFilter): SQL | undefined {
  const parts: SQL[] = [eq(databaseTable.ownerId, filter.ownerId)];
  if (filter.name) parts.push(ilike(databaseTable.name, `%${escapeLike(filter.name)}%`));
  if (filter.connectionId !== undefined) parts.push(eq(databaseTable.connectionId, filter.connectionId));
  return and(...parts);
}

export async function pageTables(db: DbOrTx, p: PageRequest, filter: DatabaseTableFilter) {
  const condition = where(filter);
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(databaseTable)
      .where(condition)
      .orderBy(desc(databaseTable.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(databaseTable).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findTable(db: DbOrTx, id: number): Promise<DatabaseTableRow | null> {
  const [row] = await db.select().from(databaseTable).where(eq(databaseTable.id, id));
  return row ?? null;
}

/** Another row of the owner with this name (`exceptId` left out). */
export async function findByName(db: DbOrTx, ownerId: number, name: string, exceptId?: number) {
  const parts = [eq(databaseTable.ownerId, ownerId), eq(databaseTable.name, name)];
  if (exceptId !== undefined) parts.push(ne(databaseTable.id, exceptId));
  const [row] = await db
    .select()
    .from(databaseTable)
    .where(and(...parts));
  return row ?? null;
}

/** Another row registering the same table of the same connection. */
export async function findByObject(
  db: DbOrTx,
  connectionId: number,
  schema: string,
  table: string,
  exceptId?: number,
) {
  const parts = [
    eq(databaseTable.connectionId, connectionId),
    eq(databaseTable.schemaName, schema),
    eq(databaseTable.tableName, table),
  ];
  if (exceptId !== undefined) parts.push(ne(databaseTable.id, exceptId));
  const [row] = await db
    .select()
    .from(databaseTable)
    .where(and(...parts));
  return row ?? null;
}

export async function insertTable(db: DbOrTx, values: NewDatabaseTable): Promise<DatabaseTableRow> {
  const [row] = await db.insert(databaseTable).values(values).returning();
  return row!;
}

export async function updateTable(db: DbOrTx, id: number, values: Partial<NewDatabaseTable>) {
  const [row] = await db.update(databaseTable).set(values).where(eq(databaseTable.id, id)).returning();
  return row!;
}

export function deleteTables(db: DbOrTx, ownerId: number, ids: number[]) {
  return db
    .delete(databaseTable)
    .where(and(eq(databaseTable.ownerId, ownerId), inArray(databaseTable.id, ids)))
    .returning({ id: databaseTable.id });
}

export async function tablesOfConnections(db: DbOrTx, connectionIds: number[]) {
  return db
    .select({ connectionId: databaseTable.connectionId, name: databaseTable.name })
    .from(databaseTable)
    .where(inArray(databaseTable.connectionId, connectionIds))
    .orderBy(databaseTable.id);
}
