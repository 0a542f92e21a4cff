import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint } from '../../platform/http.js';
import { pageOperationLog } from './ops.repository.js';

export function registerOpsRoutes(app: FastifyInstance, gate: Gatekeeper, db: Db) {
  bindEndpoint(app, gate, endpoints.ops.operationLogPage, async ({ query }) => {
    const page = await pageOperationLog(db, query, query);
    return {
      total: page.total,
      list: page.list.map((r) => ({
        id: String(r.id),
        username: r.username,
        operation: r.operation,
        method: r.method,
        path: r.path,
        params: r.params,
        status: r.status,
        resultCode: r.resultCode,
        durationMs: r.durationMs,
        ip: r.ip,
        createDate: r.createdAt.toISOString(),
      })),
    };
  });
}
