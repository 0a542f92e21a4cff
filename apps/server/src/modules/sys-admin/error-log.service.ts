import { ErrorCode, type ErrorLogDetail, type ErrorLogRow } from '@datamall/contract';
import type { FastifyRequest } from 'fastify';
import { CST_OFFSET_MS } from '../../platform/china-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError, badParam } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import { requestMeta } from '../../platform/request-context.js';
import {
  deleteErrorLog,
  type ErrorLogInsert,
  findErrorLog,
  insertErrorLog,
  pageErrorLog,
} from './error-log.repository.js';

/**
 * Names of fields whose values never reach the log (the logger's list: passwords, tokens, keys, signatures…, plus
 * U-key PINs and the login ticket).
 */
const SECRET_NAME = /token|secret|sign|key|pass|auth|cookie|captcha|code|refresh|pin|ticket/i;
/** The bound values in the text of a failed query: from `params:` up to the first stack frame or the end. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;
const CENSOR = '***';
const MAX_PARAMS = 4000;
const MAX_STACK = 8000;
const DAY_MS = 86_400_000;

/** A copy of request data with the values of secret-looking fields, at any depth, replaced by `***`. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_NAME.test(k) ? CENSOR : redactSecrets(v, depth + 1),
    ]),
  );
}

/** Drizzle's DrizzleQueryError: its message is `Failed query: <sql>\nparams: <bound values>`. */
function isFailedQuery(err: Error): err is Error & { query: string; params: unknown[] } {
  return 'query' in err && typeof err.query === 'string' && 'params' in err && Array.isArray(err.params);
}

/**
 * The message and stack of an error without the bound values of a failed query (password and token hashes,
 * personal data): the query text and the database's reason are kept.
 */
export function describeError(err: Error): { message: string; stack: string } {
  const stack = err.stack ?? '';
  if (!isFailedQuery(err)) {
    return { message: err.message.replace(QUERY_PARAMS, ''), stack: stack.replace(QUERY_PARAMS, '') };
  }
  const cause = err.cause instanceof Error ? `\ncause: ${err.cause.message}` : '';
  const message = `Failed query: ${err.query}${cause}`;
  const safeStack = stack.includes(err.message)
    ? stack.replace(err.message, () => message)
    : stack.replace(QUERY_PARAMS, '');
  return { message, stack: safeStack };
}

/** The row of one unexpected error: who called what, with which (redacted) parameters, and the stack. */
export function errorLogRow(error: unknown, req: FastifyRequest, at: Date): ErrorLogInsert {
  const err = error instanceof Error ? error : new Error(String(error));
  const path = req.url.split('?')[0] ?? req.url;
  // A multipart body is a stream, not data: only its presence is told.
  const body = req.isMultipart?.() ? '[multipart]' : redactSecrets(req.body);
  const { message, stack } = describeError(err);
  return {
    requestId: String(req.id).slice(0, 64),
    userId: req.actor?.userId ?? null,
    username: (req.actor?.username ?? '').slice(0, 64),
    method: req.method.slice(0, 10),
    url: (req.routeOptions.url ?? path).slice(0, 300),
    params: JSON.stringify({ query: redactSecrets(req.query), body }).slice(0, MAX_PARAMS),
    errorMessage: message.slice(0, 2000),
    stack: stack.slice(0, MAX_STACK),
    createdAt: at,
    ...requestMeta(req),
  };
}

/** The start of a China day (YYYY-MM-DD) as an instant. */
function chinaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - CST_OFFSET_MS);
}

export interface ErrorLogQuery extends PageRequest {
  startDate?: string;
  endDate?: string;
  url?: string;
  username?: string;
}

/** The error log: written for every 500 (off the answer's path), read and purged by the operator. */
export class ErrorLogService {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: { db: Db; clock: Clock; onWriteError: (error: unknown) => void }) {}

  /** Writes the row without delaying or failing the answer; a failed write is only reported. */
  record(error: unknown, req: FastifyRequest): void {
    const write = insertErrorLog(this.deps.db, errorLogRow(error, req, this.deps.clock.now()))
      .catch(this.deps.onWriteError)
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  /** Resolves once every row recorded so far is written (or failed): before the database closes. */
  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async page(q: ErrorLogQuery): Promise<{ list: ErrorLogRow[]; total: number }> {
    if (q.startDate && q.endDate && q.startDate > q.endDate) {
      throw badParam('endDate', 'tooSmall', { n: q.startDate });
    }
    const page = await pageErrorLog(this.deps.db, q, {
      from: q.startDate ? chinaDayStart(q.startDate) : undefined,
      before: q.endDate ? new Date(chinaDayStart(q.endDate).getTime() + DAY_MS) : undefined,
      url: q.url || undefined,
      username: q.username || undefined,
    });
    return {
      total: page.total,
      list: page.list.map((r) => ({
        id: String(r.id),
        requestId: r.requestId,
        username: r.username,
        method: r.method,
        url: r.url,
        errorMessage: r.errorMessage,
        ip: r.ip,
        createDate: r.createdAt.toISOString(),
      })),
    };
  }

  async info(id: number): Promise<ErrorLogDetail> {
    const r = await findErrorLog(this.deps.db, id);
    if (!r) throw new AppError(ErrorCode.ERROR_LOG_NOT_FOUND, { id });
    return {
      id: String(r.id),
      requestId: r.requestId,
      userId: r.userId === null ? null : String(r.userId),
      username: r.username,
      method: r.method,
      url: r.url,
      params: r.params,
      errorMessage: r.errorMessage,
      stack: r.stack,
      ip: r.ip,
      userAgent: r.userAgent,
      createDate: r.createdAt.toISOString(),
    };
  }

  /** Removes every entry, or those older than `olderThanDays` days. */
  async purge(olderThanDays?: number): Promise<{ removed: number }> {
    const before = olderThanDays
      ? new Date(this.deps.clock.now().getTime() - olderThanDays * DAY_MS)
      : undefined;
    return { removed: await deleteErrorLog(this.deps.db, before) };
  }
}
