import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, onServerError } from '../../platform/http.js';
import { pathId, withFastifyParams } from '../../platform/path-params.js';
import type { ErrorLogService } from './error-log.service.js';

/** The error log: every 500 written by the error handler, read and purged by the operator. */
export function registerErrorLogRoutes(app: FastifyInstance, gate: Gatekeeper, service: ErrorLogService) {
  onServerError(app, (error, req) => service.record(error, req));
  app.addHook('onClose', async () => service.drain());
  const e = endpoints.sysAdmin;
  bindEndpoint(app, gate, e.errorLogPage, async ({ query }) => service.page(query));
  bindEndpoint(app, gate, withFastifyParams(e.errorLogInfo), async (ctx) => service.info(pathId(ctx.req)));
  bindEndpoint(app, gate, e.purgeErrorLog, async ({ body }) => service.purge(body.olderThanDays));
}
