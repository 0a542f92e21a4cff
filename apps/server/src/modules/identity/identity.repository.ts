import { and, count, desc, eq, gt, ilike, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { batches, INSERT_BATCH, LOOKUP_BATCH } from '../../platform/batches.js';
import type { DbOrTx } from '../../platform/db.js';
import { announce } from '../../platform/live-events.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { rowsOf, SqlRowReader } from '../../platform/sql-rows.js';
import {
  captcha,
  enterpriseInfo,
  loginLog,
  shopInfo,
  smsLog,
  sysUser,
  userSession,
} from './identity.table.js';

export type UserRow = typeof sysUser.$inferSelect;
export type NewUser = typeof sysUser.$inferInsert;
export type SessionRow = typeof userSession.$inferSelect;
export type LoginLogRow = typeof loginLog.$inferSelect;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(sysUser).where(eq(sysUser.id, id));
  return row ?? null;
}

/** Accounts by id; missing ids are left out. */
export async function findUsersByIds(db: DbOrTx, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sysUser).where(inArray(sysUser.id, ids));
}

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | null> {
  const [row] = await db.select().from(sysUser).where(sql`lower(${sysUser.username}) = lower(${username})`);
  return row ?? null;
}

export async function findUserByMobile(db: DbOrTx, mobile: string): Promise<UserRow | null> {
  const [row] = await db.select().from(sysUser).where(eq(sysUser.mobile, mobile));
  return row ?? null;
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sysUser);
  return row?.n ?? 0;
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(sysUser).values(user).returning();
  return row!;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  changes: Partial<NewUser>,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .update(sysUser)
    .set({ ...changes, updatedAt: now })
    .where(eq(sysUser.id, id))
    .returning();
  return row ?? null;
}

/** Counts one more wrong password atomically and answers the new count. */
export async function incrementFailedLogins(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .update(sysUser)
    .set({ failedLoginCount: sql`${sysUser.failedLoginCount} + 1` })
    .where(eq(sysUser.id, id))
    .returning({ n: sysUser.failedLoginCount });
  return row?.n ?? 0;
}

export async function insertSession(
  db: DbOrTx,
  session: typeof userSession.$inferInsert,
): Promise<SessionRow> {
  const [row] = await db.insert(userSession).values(session).returning();
  return row!;
}

const sessionOfAccess = new SqlRowReader(
  {
    id: userSession.id,
    revokedAt: userSession.revokedAt,
    accessExpiresAt: userSession.accessExpiresAt,
    lastSeenAt: userSession.lastSeenAt,
  },
  { alias: 's', prefix: 's_' },
);
const userOfAccess = new SqlRowReader(
  {
    id: sysUser.id,
    username: sysUser.username,
    roleType: sysUser.roleType,
    status: sysUser.status,
    superAdmin: sysUser.superAdmin,
  },
  { alias: 'u', prefix: 'u_' },
);

/**
 * The session of an access token with its user (no secrets): the read every authenticated request makes, written
 * as SQL text (the query builder cost more than the lookup itself).
 */
export async function findSessionWithUserByAccess(db: DbOrTx, accessHash: string) {
  const [raw] = await rowsOf(
    db,
    sql`select ${sessionOfAccess.list}, ${userOfAccess.list}
      from user_session s join sys_user u on u.id = s.user_id where s.access_hash = ${accessHash}`,
  );
  return raw ? { session: sessionOfAccess.read(raw)!, user: userOfAccess.read(raw)! } : null;
}

/** Tells the live channel to check the sockets of `userId` again: some of its sessions ended. */
const announceSessionsEnded = (db: DbOrTx, userId: number) =>
  announce(db, { topic: 'session', users: [userId] });

/** Revokes a live session by its refresh token; null when it was already used, revoked or expired. */
export async function revokeSessionByRefresh(
  db: DbOrTx,
  refreshHash: string,
  now: Date,
): Promise<SessionRow | null> {
  const [row] = await db
    .update(userSession)
    .set({ revokedAt: now, updatedAt: now })
    .where(
      and(
        eq(userSession.refreshHash, refreshHash),
        isNull(userSession.revokedAt),
        gt(userSession.refreshExpiresAt, now),
      ),
    )
    .returning();
  if (row) announceSessionsEnded(db, row.userId);
  return row ?? null;
}

/** A session by its refresh token, revoked or not. */
export async function findSessionByRefresh(db: DbOrTx, refreshHash: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(userSession).where(eq(userSession.refreshHash, refreshHash)).limit(1);
  return row ?? null;
}

/** Ends every live session of a refresh family (a session without a family: itself). */
export async function revokeSessionFamily(db: DbOrTx, session: SessionRow, now: Date): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: now, updatedAt: now })
    .where(
      and(
        session.familyId ? eq(userSession.familyId, session.familyId) : eq(userSession.id, session.id),
        isNull(userSession.revokedAt),
      ),
    );
  announceSessionsEnded(db, session.userId);
}

export async function revokeSession(db: DbOrTx, id: number, now: Date): Promise<void> {
  const rows = await db
    .update(userSession)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(userSession.id, id), isNull(userSession.revokedAt)))
    .returning({ userId: userSession.userId });
  for (const row of rows) announceSessionsEnded(db, row.userId);
}

export async function revokeUserSessions(db: DbOrTx, userId: number, now: Date, exceptId?: number) {
  await db
    .update(userSession)
    .set({ revokedAt: now, updatedAt: now })
    .where(
      and(
        eq(userSession.userId, userId),
        isNull(userSession.revokedAt),
        exceptId ? sql`${userSession.id} <> ${exceptId}` : undefined,
      ),
    );
  announceSessionsEnded(db, userId);
}

export async function insertCaptcha(db: DbOrTx, uuid: string, code: string, expiresAt: Date) {
  await db
    .insert(captcha)
    .values({ uuid, code, expiresAt })
    .onConflictDoUpdate({ target: captcha.uuid, set: { code, expiresAt } });
}

/** Takes a captcha out (single use) and answers it, or null. */
export async function takeCaptcha(db: DbOrTx, uuid: string) {
  const [row] = await db.delete(captcha).where(eq(captcha.uuid, uuid)).returning();
  return row ?? null;
}

export async function deleteExpiredCaptchas(db: DbOrTx, now: Date) {
  await db.delete(captcha).where(sql`${captcha.expiresAt} < ${now}`);
}

export async function insertLoginLog(db: DbOrTx, entry: typeof loginLog.$inferInsert) {
  await db.insert(loginLog).values(entry);
}

/** Serialises SMS sending per mobile within a transaction, so two racing requests cannot both pass. */
export async function lockMobile(db: DbOrTx, mobile: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
}

export async function countSmsSince(db: DbOrTx, mobile: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsLog)
    .where(and(eq(smsLog.mobile, mobile), gt(smsLog.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertSms(db: DbOrTx, entry: typeof smsLog.$inferInsert) {
  const [row] = await db.insert(smsLog).values(entry).returning();
  return row!;
}

/** The newest unused, unexpired code sent to a mobile for a purpose. */
export async function findLiveSms(db: DbOrTx, mobile: string, purpose: string, now: Date) {
  const [row] = await db
    .select()
    .from(smsLog)
    .where(
      and(
        eq(smsLog.mobile, mobile),
        eq(smsLog.purpose, purpose),
        isNull(smsLog.usedAt),
        gt(smsLog.expiresAt, now),
      ),
    )
    .orderBy(sql`${smsLog.id} desc`)
    .limit(1);
  return row ?? null;
}

export async function recordSmsAttempt(db: DbOrTx, id: number) {
  await db
    .update(smsLog)
    .set({ attempts: sql`${smsLog.attempts} + 1` })
    .where(eq(smsLog.id, id));
}

/** Marks a code used; false when another request used it first. */
export async function markSmsUsed(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsLog)
    .set({ usedAt: now })
    .where(and(eq(smsLog.id, id), isNull(smsLog.usedAt)))
    .returning({ id: smsLog.id });
  return rows.length === 1;
}

export async function pageLoginLog(
  db: DbOrTx,
  p: PageRequest,
  filter: { username?: string; status?: number },
) {
  const where: SQL[] = [];
  if (filter.username) where.push(ilike(loginLog.username, `%${escapeLike(filter.username)}%`));
  if (filter.status !== undefined) where.push(eq(loginLog.status, filter.status));
  const condition = where.length ? and(...where) : undefined;
  const [list, [total]] = await Promise.all([
    db.select().from(loginLog).where(condition).orderBy(desc(loginLog.id)).limit(p.limit).offset(offsetOf(p)),
    db.select({ n: count() }).from(loginLog).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** The next `limit` login log rows older than `beforeId` (0: the newest), with the login log page's filters. */
export function loginLogBefore(
  db: DbOrTx,
  filter: { username?: string; status?: number },
  beforeId: number,
  limit: number,
): Promise<LoginLogRow[]> {
  const where: SQL[] = [];
  if (filter.username) where.push(ilike(loginLog.username, `%${escapeLike(filter.username)}%`));
  if (filter.status !== undefined) where.push(eq(loginLog.status, filter.status));
  if (beforeId > 0) where.push(lt(loginLog.id, beforeId));
  return db
    .select()
    .from(loginLog)
    .where(and(...where))
    .orderBy(desc(loginLog.id))
    .limit(limit);
}

/** Which of these usernames (lower case) are taken, case-insensitively. */
export async function takenUsernames(db: DbOrTx, lowerNames: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of batches(lowerNames, LOOKUP_BATCH)) {
    const rows = await db
      .select({ name: sql<string>`lower(${sysUser.username})` })
      .from(sysUser)
      .where(inArray(sql`lower(${sysUser.username})`, part));
    for (const r of rows) taken.add(r.name);
  }
  return taken;
}

/** Which of these mobiles are taken. */
export async function takenMobiles(db: DbOrTx, mobiles: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of batches(mobiles, LOOKUP_BATCH)) {
    const rows = await db
      .select({ mobile: sysUser.mobile })
      .from(sysUser)
      .where(inArray(sysUser.mobile, part));
    for (const r of rows) taken.add(r.mobile);
  }
  return taken;
}

/** Inserts many accounts, a batch per statement; answers how many. */
export async function insertUsers(db: DbOrTx, users: NewUser[]): Promise<number> {
  for (const part of batches(users, INSERT_BATCH)) await db.insert(sysUser).values(part);
  return users.length;
}

export interface UserFilter {
  username?: string;
  companyName?: string;
  roleType?: number;
  roleTypes?: number[];
  spType?: number;
  status?: number;
}

function userConditions(filter: UserFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.username) where.push(ilike(sysUser.username, `%${escapeLike(filter.username)}%`));
  if (filter.companyName) where.push(ilike(sysUser.companyName, `%${escapeLike(filter.companyName)}%`));
  if (filter.roleType !== undefined) where.push(eq(sysUser.roleType, filter.roleType));
  if (filter.roleTypes) where.push(inArray(sysUser.roleType, filter.roleTypes));
  if (filter.spType !== undefined) where.push(eq(sysUser.spType, filter.spType));
  if (filter.status !== undefined) where.push(eq(sysUser.status, filter.status));
  return where.length ? and(...where) : undefined;
}

export async function pageUsers(db: DbOrTx, p: PageRequest, filter: UserFilter) {
  const condition = userConditions(filter);
  const [list, [total]] = await Promise.all([
    db.select().from(sysUser).where(condition).orderBy(desc(sysUser.id)).limit(p.limit).offset(offsetOf(p)),
    db.select({ n: count() }).from(sysUser).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findShop(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(shopInfo).where(eq(shopInfo.userId, userId));
  return row ?? null;
}

export async function upsertShop(db: DbOrTx, row: typeof shopInfo.$inferInsert, now: Date) {
  const { userId: _userId, ...changes } = row;
  const [saved] = await db
    .insert(shopInfo)
    .values(row)
    .onConflictDoUpdate({ target: shopInfo.userId, set: { ...changes, updatedAt: now } })
    .returning();
  return saved!;
}

export async function lastSuccessfulLogin(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(loginLog)
    .where(and(eq(loginLog.userId, userId), eq(loginLog.operation, 0), eq(loginLog.status, 1)))
    .orderBy(desc(loginLog.id))
    .limit(1);
  return row ?? null;
}

export async function countActiveSessions(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userSession)
    .where(
      and(
        eq(userSession.userId, userId),
        isNull(userSession.revokedAt),
        gt(userSession.accessExpiresAt, now),
      ),
    );
  return row?.n ?? 0;
}

export async function findEnterprise(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(enterpriseInfo).where(eq(enterpriseInfo.userId, userId));
  return row ?? null;
}

export async function upsertEnterprise(db: DbOrTx, row: typeof enterpriseInfo.$inferInsert) {
  const { userId: _userId, ...changes } = row;
  const [saved] = await db
    .insert(enterpriseInfo)
    .values(row)
    .onConflictDoUpdate({ target: enterpriseInfo.userId, set: changes })
    .returning();
  return saved!;
}

export async function updateEnterprise(
  db: DbOrTx,
  userId: number,
  changes: Partial<typeof enterpriseInfo.$inferInsert>,
) {
  await db.update(enterpriseInfo).set(changes).where(eq(enterpriseInfo.userId, userId));
}

export async function setShopCertified(db: DbOrTx, userId: number, certified: boolean, now: Date) {
  const user = await findUserById(db, userId);
  if (!user) return;
  await db
    .insert(shopInfo)
    .values({
      userId,
      shopName: user.companyName,
      contactName: user.contactName,
      certified: certified ? 1 : 0,
    })
    .onConflictDoUpdate({ target: shopInfo.userId, set: { certified: certified ? 1 : 0, updatedAt: now } });
}

export async function pageEnterprises(
  db: DbOrTx,
  p: PageRequest,
  filter: { status?: number; companyName?: string },
) {
  const where: SQL[] = [];
  if (filter.status !== undefined) where.push(eq(enterpriseInfo.status, filter.status));
  if (filter.companyName)
    where.push(ilike(enterpriseInfo.companyName, `%${escapeLike(filter.companyName)}%`));
  const condition = where.length ? and(...where) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select({ enterprise: enterpriseInfo, username: sysUser.username })
      .from(enterpriseInfo)
      .innerJoin(sysUser, eq(sysUser.id, enterpriseInfo.userId))
      .where(condition)
      .orderBy(desc(enterpriseInfo.submittedAt))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(enterpriseInfo).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** Records that a call used the session (the caller keeps it to about once a minute). */
export async function touchSession(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(userSession).set({ lastSeenAt: now }).where(eq(userSession.id, id));
}

export interface OnlineFilter {
  username?: string;
  roleType?: number;
  /** Operator accounts outside this list are left out (a staff member's data scope); unset: every account. */
  visibleOperators?: readonly number[];
}

/** Live sessions (not revoked, refresh not expired), the latest of each login, newest activity first. */
export async function pageOnlineSessions(db: DbOrTx, p: PageRequest, filter: OnlineFilter, now: Date) {
  const where = and(
    isNull(userSession.revokedAt),
    gt(userSession.refreshExpiresAt, now),
    filter.username ? ilike(sysUser.username, `%${escapeLike(filter.username)}%`) : undefined,
    filter.roleType === undefined ? undefined : eq(sysUser.roleType, filter.roleType),
    filter.visibleOperators
      ? sql`(${sysUser.roleType} <> 0 or ${sysUser.id} in ${
          filter.visibleOperators.length
            ? sql`(${sql.join(
                filter.visibleOperators.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql`(null)`
        })`
      : undefined,
  );
  const lastActive = sql<Date>`coalesce(${userSession.lastSeenAt}, ${userSession.createdAt})`;
  const [list, [total]] = await Promise.all([
    db
      .select({
        id: userSession.id,
        userId: sysUser.id,
        username: sysUser.username,
        realName: sysUser.realName,
        roleType: sysUser.roleType,
        ip: userSession.ip,
        userAgent: userSession.userAgent,
        loginAt: userSession.createdAt,
        lastSeenAt: lastActive,
        familyId: userSession.familyId,
      })
      .from(userSession)
      .innerJoin(sysUser, eq(sysUser.id, userSession.userId))
      .where(where)
      .orderBy(desc(lastActive), desc(userSession.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db
      .select({ n: count() })
      .from(userSession)
      .innerJoin(sysUser, eq(sysUser.id, userSession.userId))
      .where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findSession(db: DbOrTx, id: number): Promise<SessionRow | null> {
  const [row] = await db.select().from(userSession).where(eq(userSession.id, id));
  return row ?? null;
}
