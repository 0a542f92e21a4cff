import { and, asc, count, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { accessList, accessListEntry } from './access-lists.table.js';

export type AccessListRow = typeof accessList.$inferSelect;

export async function findList(
  db: DbOrTx,
  targetType: string,
  targetId: number,
): Promise<AccessListRow | null> {
  const [row] = await db
    .select()
    .from(accessList)
    .where(and(eq(accessList.targetType, targetType), eq(accessList.targetId, targetId)));
  return row ?? null;
}

/** Consumer ids of a list, in the order they were added. */
export async function listEntries(db: DbOrTx, listId: number): Promise<number[]> {
  const rows = await db
    .select({ consumerId: accessListEntry.consumerId })
    .from(accessListEntry)
    .where(eq(accessListEntry.listId, listId))
    .orderBy(asc(accessListEntry.createdAt), asc(accessListEntry.consumerId));
  return rows.map((r) => r.consumerId);
}

/** Creates or updates the list row of a target (one per target, safe under concurrent saves). */
export async function upsertList(
  db: DbOrTx,
  values: { targetType: string; targetId: number; ownerId: number; mode: number },
  now: Date,
): Promise<AccessListRow> {
  const [row] = await db
    .insert(accessList)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [accessList.targetType, accessList.targetId],
      set: { ownerId: values.ownerId, mode: values.mode, updatedAt: now },
    })
    .returning();
  return row!;
}

/** Makes the consumers of a list exactly `consumerIds`, keeping when the ones still listed were added. */
export async function replaceEntries(db: DbOrTx, listId: number, consumerIds: number[], now: Date) {
  const keep = consumerIds.length
    ? and(eq(accessListEntry.listId, listId), notInArray(accessListEntry.consumerId, consumerIds))
    : eq(accessListEntry.listId, listId);
  await db.delete(accessListEntry).where(keep);
  if (consumerIds.length === 0) return;
  await db
    .insert(accessListEntry)
    .values(consumerIds.map((consumerId) => ({ listId, consumerId, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
}

export async function deleteList(db: DbOrTx, targetType: string, targetId: number) {
  await db
    .delete(accessList)
    .where(and(eq(accessList.targetType, targetType), eq(accessList.targetId, targetId)));
}

/** Mode and whether the consumer is listed, in one query: the check every view and purchase makes. */
export async function findDecision(db: DbOrTx, targetType: string, targetId: number, consumerId: number) {
  const [row] = await db
    .select({
      mode: accessList.mode,
      ownerId: accessList.ownerId,
      listed: sql<boolean>`exists (select 1 from ${accessListEntry} where ${accessListEntry.listId} = ${accessList.id} and ${accessListEntry.consumerId} = ${consumerId})`,
    })
    .from(accessList)
    .where(and(eq(accessList.targetType, targetType), eq(accessList.targetId, targetId)));
  return row ?? null;
}

/**
 * Ids of the targets of a kind a consumer may not see: white lists without them, black lists with them.
 * `consumerId` null (a visitor) is on no list.
 */
export async function refusedTargetIds(db: DbOrTx, targetType: string, consumerId: number | null) {
  const listed = sql`exists (select 1 from ${accessListEntry} where ${accessListEntry.listId} = ${accessList.id} and ${accessListEntry.consumerId} = ${consumerId ?? 0})`;
  const conditions: SQL[] = [
    eq(accessList.targetType, targetType),
    sql`((${accessList.mode} = 1 and not ${listed}) or (${accessList.mode} = 2 and ${listed}))`,
  ];
  if (consumerId !== null) conditions.push(ne(accessList.ownerId, consumerId));
  const rows = await db
    .select({ targetId: accessList.targetId })
    .from(accessList)
    .where(and(...conditions));
  return rows.map((r) => r.targetId);
}

/** Mode and number of consumers of the lists of some targets of a kind. */
export async function summarize(db: DbOrTx, targetType: string, targetIds: number[]) {
  if (targetIds.length === 0) return new Map<number, { mode: number; consumerCount: number }>();
  const rows = await db
    .select({
      targetId: accessList.targetId,
      mode: accessList.mode,
      consumerCount: count(accessListEntry.consumerId),
    })
    .from(accessList)
    .leftJoin(accessListEntry, eq(accessListEntry.listId, accessList.id))
    .where(and(eq(accessList.targetType, targetType), inArray(accessList.targetId, targetIds)))
    .groupBy(accessList.id);
  return new Map(rows.map((r) => [r.targetId, { mode: r.mode, consumerCount: r.consumerCount }]));
}
