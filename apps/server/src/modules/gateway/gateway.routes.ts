import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { bindEndpoint, type Gatekeeper, requireActor } from '../../platform/http.js';
import type { GatewayUsageService } from './gateway-usage.service.js';

/** Usage pages of API credentials: the buyer's, the seller's and the operator's figures. */
export function registerGatewayRoutes(app: FastifyInstance, gate: Gatekeeper, usage: GatewayUsageService) {
  const e = endpoints.gateway;
  bindEndpoint(app, gate, e.credentialUsage, async (ctx) =>
    usage.credentialUsage(requireActor(ctx), ctx.query.orderId, ctx.query.days),
  );
  bindEndpoint(app, gate, e.sellerUsage, async (ctx) =>
    usage.sellerUsage(requireActor(ctx), ctx.query.itemId, ctx.query.days),
  );
}
