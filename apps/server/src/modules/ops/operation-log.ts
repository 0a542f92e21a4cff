import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.js';
import { requestMeta } from '../../platform/request-context.js';
import { operationLog } from './ops.table.js';

const SECRET_KEYS = /pass|secret|token|captcha|code|refresh/i;

/** Records every write call (non-GET endpoint) with its caller, parameters without secrets, and result. */
export function installOperationLog(app: FastifyInstance, db: Db) {
  app.addHook('onResponse', async (req, reply) => {
    const { endpointId: operation, operationLog: logged } = req.routeOptions.config ?? {};
    if (!operation || !logged || req.method === 'GET') return;
    try {
      await db.insert(operationLog).values({
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
        ...requestMeta(req),
      });
    } catch (error) {
      req.log.error({ err: error }, 'operation log write failed');
    }
  });
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
