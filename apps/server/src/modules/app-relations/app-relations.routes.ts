import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import type { AppRelationService } from './app-relations.service.js';

/** Related applications: developers' data applications related to suppliers' listed assets. */
export function registerAppRelationRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: AppRelationService,
) {
  const e = endpoints.appRelations;
  bindEndpoint(app, gate, e.request, (ctx) => service.request(requireActor(ctx), ctx.body));
  bindEndpoint(app, gate, e.withdraw, (ctx) => service.withdraw(requireActor(ctx), ctx.body.id));
  bindEndpoint(app, gate, e.decide, (ctx) =>
    service.decide(requireActor(ctx), ctx.body.id, ctx.body.approve, ctx.body.reply),
  );
  bindEndpoint(app, gate, e.revoke, (ctx) => service.revoke(requireActor(ctx), ctx.body.id, ctx.body.reason));
  bindEndpoint(app, gate, e.goodsOfItem, (ctx) => service.goodsOfItem(requireActor(ctx), ctx.query.itemId));
  bindEndpoint(app, gate, e.page, (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.page(requireActor(ctx), { page, limit }, filter);
  });
  bindEndpoint(app, gate, e.ofItem, (ctx) => service.ofItem(ctx.query.itemId));
  bindEndpoint(app, gate, e.linkAppOrders, (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.linkAppOrders(requireActor(ctx), { page, limit }, filter);
  });
}
