import { and, desc, eq, ilike, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike } from '../../platform/paging.js';
import { operationLog } from './ops.table.js';

export type OperationLogRow = typeof operationLog.$inferSelect;

/** The next `limit` rows older than `beforeId` (0: the newest), with the operation log page's filters. */
export function operationLogBefore(
  db: DbOrTx,
  filter: { username?: string; operation?: string; status?: number },
  beforeId: number,
  limit: number,
): Promise<OperationLogRow[]> {
  const where: SQL[] = [];
  if (filter.username) where.push(ilike(operationLog.username, `%${escapeLike(filter.username)}%`));
  if (filter.operation) where.push(ilike(operationLog.operation, `%${escapeLike(filter.operation)}%`));
  if (filter.status !== undefined) where.push(eq(operationLog.status, filter.status));
  if (beforeId > 0) where.push(lt(operationLog.id, beforeId));
  return db
    .select()
    .from(operationLog)
    .where(and(...where))
    .orderBy(desc(operationLog.id))
    .limit(limit);
}
