import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { sysUser } from './identity.table.js';
import { ukeyCeremony, ukeyPolicy, userUkey, userUkeyEvent } from './ukey.table.js';

export type UKeyRow = typeof userUkey.$inferSelect;
export type UKeyEventRow = typeof userUkeyEvent.$inferSelect;
export type UKeyCeremonyRow = typeof ukeyCeremony.$inferSelect;

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

/** What a user's second factor depends on, in one query: the current key (if any) and the role's requirement. */
export async function findFactorState(db: DbOrTx, userId: number, roleType: number) {
  const [row] = await db
    .select({ key: userUkey, required: sql<boolean>`coalesce(${ukeyPolicy.required}, false)` })
    .from(sysUser)
    .leftJoin(userUkey, and(eq(userUkey.userId, sysUser.id), ne(userUkey.status, REVOKED)))
    .leftJoin(ukeyPolicy, eq(ukeyPolicy.roleType, roleType))
    .where(eq(sysUser.id, userId));
  return { key: row?.key ?? null, required: row?.required ?? false };
}

export async function insertCeremony(db: DbOrTx, values: typeof ukeyCeremony.$inferInsert) {
  const [row] = await db.insert(ukeyCeremony).values(values).returning();
  return row!;
}

/**
 * Uses up a ceremony of `purposes` that is unexpired and unused, in one statement (a ticket works once even
 * when two requests race); null when there is no such ticket.
 */
export async function consumeCeremony(
  db: DbOrTx,
  id: string,
  purposes: readonly string[],
  now: Date,
): Promise<UKeyCeremonyRow | null> {
  const [row] = await db
    .update(ukeyCeremony)
    .set({ usedAt: now, updatedAt: now })
    .where(
      and(
        eq(ukeyCeremony.id, id),
        inArray(ukeyCeremony.purpose, [...purposes]),
        isNull(ukeyCeremony.usedAt),
        gt(ukeyCeremony.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Moves the signature counter forward only (a counter that goes back means a cloned key). */
export async function advanceCounter(db: DbOrTx, id: number, counter: number, now: Date) {
  await db
    .update(userUkey)
    .set({ credentialCounter: sql`greatest(${userUkey.credentialCounter}, ${counter})`, updatedAt: now })
    .where(eq(userUkey.id, id));
}

export function listPolicies(db: DbOrTx) {
  return db.select().from(ukeyPolicy);
}

export async function upsertPolicy(db: DbOrTx, roleType: number, required: boolean, by: number, now: Date) {
  await db
    .insert(ukeyPolicy)
    .values({ roleType, required, updatedBy: by, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: ukeyPolicy.roleType, set: { required, updatedBy: by, updatedAt: now } });
}

/** Per role: active approved accounts without a registered key. */
export function countAccountsWithoutKey(db: DbOrTx) {
  return db
    .select({ roleType: sysUser.roleType, count: sql<number>`count(*)::int` })
    .from(sysUser)
    .leftJoin(
      userUkey,
      and(
        eq(userUkey.userId, sysUser.id),
        ne(userUkey.status, REVOKED),
        sql`${userUkey.credentialId} is not null`,
      ),
    )
    .where(and(inArray(sysUser.roleType, [1, 2, 3]), eq(sysUser.status, 1), isNull(userUkey.id)))
    .groupBy(sysUser.roleType);
}
