import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { bindEndpoint, type Gatekeeper, requireActor } from '../../platform/http.js';
import type { GatewayPluginService } from './gateway-plugins.service.js';
import type { GatewayUsageService } from './gateway-usage.service.js';

/** Usage figures of API credentials, plugins of API goods, and sandbox keys of the test consoles. */
export function registerGatewayRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  usage: GatewayUsageService,
  plugins: GatewayPluginService,
) {
  const e = endpoints.gateway;
  bindEndpoint(app, gate, e.pluginGoods, async (ctx) =>
    plugins.goods(requireActor(ctx), ctx.query, ctx.query.name),
  );
  bindEndpoint(app, gate, e.pluginGet, async (ctx) => plugins.get(requireActor(ctx), ctx.query.itemId));
  bindEndpoint(app, gate, e.pluginSave, async (ctx) =>
    plugins.save(requireActor(ctx), ctx.body.itemId, ctx.body.config, ctx.body.note),
  );
  bindEndpoint(app, gate, e.pluginVersions, async (ctx) =>
    plugins.versions(requireActor(ctx), ctx.query.itemId, ctx.query.page, ctx.query.limit),
  );
  bindEndpoint(app, gate, e.pluginRestore, async (ctx) =>
    plugins.restore(requireActor(ctx), ctx.body.itemId, ctx.body.version),
  );
  bindEndpoint(app, gate, e.testKey, async (ctx) => plugins.issueTestKey(requireActor(ctx), ctx.body.itemId));
  bindEndpoint(app, gate, e.credentialUsage, async (ctx) =>
    usage.credentialUsage(requireActor(ctx), ctx.query.orderId, ctx.query.days),
  );
  bindEndpoint(app, gate, e.consumerUsage, async (ctx) =>
    usage.consumerUsage(requireActor(ctx), ctx.query, ctx.query.page, ctx.query.limit),
  );
  bindEndpoint(app, gate, e.sellerUsage, async (ctx) =>
    usage.sellerUsage(requireActor(ctx), ctx.query.itemId, ctx.query.days),
  );
}
