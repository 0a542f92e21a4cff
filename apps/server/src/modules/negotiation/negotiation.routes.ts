import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import type { NegotiationService } from './negotiation.service.js';

/** Negotiated prices (spec §7.6 `negotiatedPrice`). */
export function registerNegotiationRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: NegotiationService,
) {
  const e = endpoints.negotiation;
  bindEndpoint(app, gate, e.propose, (ctx) => service.propose(requireActor(ctx), ctx.body));
  bindEndpoint(app, gate, e.page, (ctx) => {
    const { page, limit, status, skuId } = ctx.body;
    return service.page(requireActor(ctx), { page, limit }, { status, skuId });
  });
  bindEndpoint(app, gate, e.decide, (ctx) =>
    service.decide(requireActor(ctx), ctx.body.id, ctx.body.accept, ctx.body.reply),
  );
  bindEndpoint(app, gate, e.withdraw, (ctx) => service.withdraw(requireActor(ctx), ctx.body.id));
}
