import { endpoints, interfaces } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { pathId, withFastifyParams } from '../../platform/path-params.js';
import { toInterface } from './interface.presenter.js';
import type { InterfaceService } from './interface.service.js';

/** The spec's interface calls (§7.5 `/server/itemInterface/*`). */
export function registerInterfaceRoutes(app: FastifyInstance, gate: Gatekeeper, service: InterfaceService) {
  const e = endpoints.interfaces;

  bindEndpoint(app, gate, e.create, async (ctx) => {
    const { skuId, ...input } = ctx.body;
    return toInterface(await service.create(requireActor(ctx), skuId, input));
  });
  bindEndpoint(app, gate, e.update, async (ctx) => {
    const { id, ...input } = ctx.body;
    return toInterface(await service.update(requireActor(ctx), id, input));
  });
  bindEndpoint(app, gate, e.get, async (ctx) =>
    toInterface(await service.get(requireActor(ctx), ctx.query.id)),
  );
  bindEndpoint(app, gate, e.getItemInterface, async (ctx) =>
    (await service.listOfSku(requireActor(ctx), ctx.query.skuId)).map(toInterface),
  );
  bindEndpoint(app, gate, e.page, async (ctx) => {
    const { itemId, skuId, page, limit } = ctx.query;
    const result = await service.page(requireActor(ctx), itemId, skuId, page, limit);
    return { list: result.list.map(toInterface), total: result.total };
  });
  bindEndpoint(app, gate, e.test, async (ctx) => service.testCall(requireActor(ctx), ctx.body), {
    rateLimit: { max: interfaces.TEST_CALL.perMinute, windowMs: 60_000 },
  });
  bindEndpoint(app, gate, withFastifyParams(e.remove), async (ctx) => {
    await service.remove(requireActor(ctx), pathId(ctx.req));
    return null;
  });
}
