import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.js';
import { requestMeta } from '../../platform/request-context.js';
import { insertLogRows, type LogRow } from './ops.repository.js';

const SECRET_KEYS = /pass|secret|token|captcha|code|refresh/i;

/**
 * Writes operation-log rows off the request path with group commit: a row is inserted at once when no insert
 * is running, and the rows that arrive meanwhile go together in the next multi-row insert. `drain()` (run on
 * close, before the database is closed) waits until every queued row is written, so a clean shutdown loses none.
 */
export class OperationLogWriter {
  private queue: LogRow[] = [];
  private running: Promise<void> | null = null;

  constructor(
    private readonly insert: (rows: LogRow[]) => Promise<void>,
    private readonly onError: (error: unknown, rows: number) => void,
    private readonly maxBatch = 500,
  ) {}

  add(row: LogRow): void {
    this.queue.push(row);
    if (!this.running) this.running = this.writeAll();
  }

  /** Resolves when every row added so far is written (or failed and reported). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  private async writeAll(): Promise<void> {
    try {
      while (this.queue.length) {
        const rows = this.queue.splice(0, this.maxBatch);
        try {
          await this.insert(rows);
        } catch (error) {
          this.onError(error, rows.length);
        }
      }
    } finally {
      this.running = null;
    }
  }
}

/** Records every write call (non-GET endpoint not marked `operationLog: false`) with its caller, parameters without secrets, and result. */
export function installOperationLog(app: FastifyInstance, db: Db): OperationLogWriter {
  const writer = new OperationLogWriter(
    (rows) => insertLogRows(db, rows),
    (error, rows) => app.log.error({ err: error, rows }, 'operation log write failed'),
  );
  app.addHook('onResponse', async (req, reply) => {
    const { endpointId: operation, operationLog: logged } = req.routeOptions.config ?? {};
    if (!operation || !logged || req.method === 'GET') return;
    writer.add({
      userId: req.actor?.userId ?? null,
      username: req.actor?.username ?? usernameOf(req),
      operation,
      method: req.method,
      path: req.routeOptions.url ?? req.url,
      params: describeParams(req),
      status: req.resultCode === 0 ? 1 : 0,
      resultCode: req.resultCode,
      durationMs: Math.round(reply.elapsedTime),
      requestId: String(req.id),
      createdAt: new Date(),
      ...requestMeta(req),
    });
  });
  app.addHook('onClose', async () => writer.drain());
  return writer;
}

function usernameOf(req: FastifyRequest): string {
  const body = req.body as Record<string, unknown> | undefined;
  return typeof body?.username === 'string' ? body.username.slice(0, 64) : '';
}

function describeParams(req: FastifyRequest): string {
  const redact = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '***' : v]),
    );
  };
  return JSON.stringify({ query: redact(req.query), body: redact(req.body) }).slice(0, 2000);
}
