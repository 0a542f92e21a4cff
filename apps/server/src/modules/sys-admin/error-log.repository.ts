import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { sysLogError } from './sys-admin.table.js';

export type ErrorLogInsert = typeof sysLogError.$inferInsert;
export type ErrorLogRecord = typeof sysLogError.$inferSelect;

export interface ErrorLogFilter {
  /** Written at or after. */
  from?: Date;
  /** Written before. */
  before?: Date;
  url?: string;
  username?: string;
}

export async function insertErrorLog(db: DbOrTx, row: ErrorLogInsert): Promise<void> {
  await db.insert(sysLogError).values(row);
}

export async function pageErrorLog(db: DbOrTx, p: PageRequest, filter: ErrorLogFilter) {
  const where: SQL[] = [];
  if (filter.from) where.push(gte(sysLogError.createdAt, filter.from));
  if (filter.before) where.push(lt(sysLogError.createdAt, filter.before));
  if (filter.url) where.push(ilike(sysLogError.url, `%${escapeLike(filter.url)}%`));
  if (filter.username) where.push(ilike(sysLogError.username, `%${escapeLike(filter.username)}%`));
  const condition = where.length ? and(...where) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select({
        id: sysLogError.id,
        requestId: sysLogError.requestId,
        username: sysLogError.username,
        method: sysLogError.method,
        url: sysLogError.url,
        errorMessage: sysLogError.errorMessage,
        ip: sysLogError.ip,
        createdAt: sysLogError.createdAt,
      })
      .from(sysLogError)
      .where(condition)
      .orderBy(desc(sysLogError.createdAt), desc(sysLogError.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(sysLogError).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findErrorLog(db: DbOrTx, id: number): Promise<ErrorLogRecord | undefined> {
  const [row] = await db.select().from(sysLogError).where(eq(sysLogError.id, id));
  return row;
}

/** Deletes every entry, or those written before `before`; answers how many. */
export async function deleteErrorLog(db: DbOrTx, before?: Date): Promise<number> {
  const removed = await db
    .delete(sysLogError)
    .where(before ? lt(sysLogError.createdAt, before) : undefined)
    .returning({ id: sysLogError.id });
  return removed.length;
}
