import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { bindEndpoint, type Gatekeeper, requireActor } from '../../platform/http.js';
import type { GrantDataService } from './grant-data.service.js';

/** A grantee's granted tables and pages of their rows (consumer/permissions/index). */
export function registerGrantDataRoutes(app: FastifyInstance, gate: Gatekeeper, service: GrantDataService) {
  const e = endpoints.grantData;
  bindEndpoint(app, gate, e.tables, async (ctx) => service.tables(requireActor(ctx), ctx.query.grantId));
  bindEndpoint(app, gate, e.browse, async (ctx) => service.browse(requireActor(ctx), ctx.body));
  bindEndpoint(app, gate, e.usage, async (ctx) => service.usage(requireActor(ctx), ctx.body.grantIds));
}
