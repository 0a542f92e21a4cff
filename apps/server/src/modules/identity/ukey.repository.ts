import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { sysUser } from './identity.table.js';
import { userUkey, userUkeyEvent } from './ukey.table.js';

export type UKeyRow = typeof userUkey.$inferSelect;
export type UKeyEventRow = typeof userUkeyEvent.$inferSelect;

const REVOKED = 4;

/** The user's current (not revoked) key; `forUpdate` locks it for a state change. */
export async function findCurrentKey(db: DbOrTx, userId: number, forUpdate = false): Promise<UKeyRow | null> {
  const query = db
    .select()
    .from(userUkey)
    .where(and(eq(userUkey.userId, userId), ne(userUkey.status, REVOKED)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertKey(db: DbOrTx, values: typeof userUkey.$inferInsert): Promise<UKeyRow> {
  const [row] = await db.insert(userUkey).values(values).returning();
  return row!;
}

/** Updates a key only while it is in `fromStatus`; null when it moved meanwhile. */
export async function updateKeyFrom(
  db: DbOrTx,
  id: number,
  fromStatus: readonly number[],
  values: Partial<typeof userUkey.$inferInsert>,
): Promise<UKeyRow | null> {
  const [row] = await db
    .update(userUkey)
    .set(values)
    .where(and(eq(userUkey.id, id), inArray(userUkey.status, [...fromStatus])))
    .returning();
  return row ?? null;
}

/**
 * Counts one more wrong PIN of a normal key and locks it when the count reaches `max`, in one statement,
 * so concurrent wrong attempts cannot slip past the limit.
 */
export async function recordWrongPin(db: DbOrTx, id: number, max: number, now: Date) {
  const [row] = await db
    .update(userUkey)
    .set({
      failedPinCount: sql`${userUkey.failedPinCount} + 1`,
      status: sql`case when ${userUkey.failedPinCount} + 1 >= ${max} then 3 else ${userUkey.status} end`,
      updatedAt: now,
    })
    .where(and(eq(userUkey.id, id), eq(userUkey.status, 1)))
    .returning({ failedPinCount: userUkey.failedPinCount, status: userUkey.status });
  return row ?? null;
}

export async function insertEvent(db: DbOrTx, values: typeof userUkeyEvent.$inferInsert) {
  await db.insert(userUkeyEvent).values(values);
}

/** The newest events of a user's keys with the serial number and the actor's name. */
export function listEvents(db: DbOrTx, userId: number, limit = 50) {
  return db
    .select({
      id: userUkeyEvent.id,
      serialNo: userUkey.serialNo,
      action: userUkeyEvent.action,
      actorName: sql<string>`coalesce(${sysUser.username}, '')`,
      reason: userUkeyEvent.reason,
      createdAt: userUkeyEvent.createdAt,
    })
    .from(userUkeyEvent)
    .innerJoin(userUkey, eq(userUkey.id, userUkeyEvent.keyId))
    .leftJoin(sysUser, eq(sysUser.id, userUkeyEvent.actorId))
    .where(eq(userUkeyEvent.userId, userId))
    .orderBy(desc(userUkeyEvent.id))
    .limit(limit);
}
