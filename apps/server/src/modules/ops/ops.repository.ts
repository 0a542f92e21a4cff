import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { operationLog } from './ops.table.js';

export async function pageOperationLog(
  db: DbOrTx,
  p: PageRequest,
  filter: { username?: string; operation?: string; status?: number },
) {
  const where: SQL[] = [];
  if (filter.username) where.push(ilike(operationLog.username, `%${escapeLike(filter.username)}%`));
  if (filter.operation) where.push(ilike(operationLog.operation, `%${escapeLike(filter.operation)}%`));
  if (filter.status !== undefined) where.push(eq(operationLog.status, filter.status));
  const condition = where.length ? and(...where) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(operationLog)
      .where(condition)
      .orderBy(desc(operationLog.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(operationLog).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}
