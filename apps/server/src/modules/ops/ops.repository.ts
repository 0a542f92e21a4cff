import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
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

export type LogRow = typeof operationLog.$inferInsert;

/**
 * Inserts operation-log rows as one array per column (unnest): one statement text whatever the batch size, so
 * PostgreSQL keeps it prepared, and far less for the query builder to do per row on the hot write paths.
 */
export async function insertLogRows(db: DbOrTx, rows: LogRow[]) {
  const column = <T>(pick: (r: LogRow) => T) => sql.param(rows.map(pick));
  await db.execute(sql`insert into operation_log (user_id, username, operation, method, path, params, status,
      result_code, duration_ms, ip, user_agent, request_id, created_at)
    select * from unnest(${column((r) => r.userId ?? null)}::bigint[], ${column((r) => r.username ?? '')}::varchar[],
      ${column((r) => r.operation)}::varchar[], ${column((r) => r.method)}::varchar[], ${column((r) => r.path)}::varchar[],
      ${column((r) => r.params ?? '')}::text[], ${column((r) => r.status)}::smallint[],
      ${column((r) => r.resultCode)}::int[], ${column((r) => r.durationMs)}::int[], ${column((r) => r.ip ?? '')}::varchar[],
      ${column((r) => r.userAgent ?? '')}::varchar[], ${column((r) => r.requestId ?? '')}::varchar[],
      ${column((r) => (r.createdAt ?? new Date()).toISOString())}::timestamptz[])`);
}
