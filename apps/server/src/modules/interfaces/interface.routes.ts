import { ErrorCode, endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
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
  bindEndpoint(app, gate, e.test, async (ctx) => service.testCall(requireActor(ctx), ctx.body));
  // Fastify names path parameters `:id`; the contract writes `{id}`.
  bindEndpoint(app, gate, { ...e.remove, path: e.remove.path.replace('{id}', ':id') }, async (ctx) => {
    const raw = (ctx.req.params as { id?: string }).id ?? '';
    if (!/^[1-9]\d{0,15}$/.test(raw))
      throw new AppError(ErrorCode.BAD_PARAMS, { detail: 'id' }, { field: 'id' });
    await service.remove(requireActor(ctx), Number(raw));
    return null;
  });
}
