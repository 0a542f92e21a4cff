import { type AccessListMode, endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { toAccessList } from './access-lists.presenter.js';
import type { AccessListService } from './access-lists.service.js';

export function registerAccessListRoutes(app: FastifyInstance, gate: Gatekeeper, lists: AccessListService) {
  const e = endpoints.accessLists;

  bindEndpoint(app, gate, e.queryBlackWhiteList, async (ctx) =>
    toAccessList(await lists.get(requireActor(ctx), ctx.body.targetType, ctx.body.targetId)),
  );
  bindEndpoint(app, gate, e.saveBlackWhiteList, async (ctx) =>
    toAccessList(await lists.save(requireActor(ctx), { ...ctx.body, mode: ctx.body.mode as AccessListMode })),
  );
  bindEndpoint(app, gate, e.queryBlackWhiteListTargets, async (ctx) => {
    const result = await lists.targets(requireActor(ctx), ctx.body.targetType, ctx.body);
    return { ...result, list: result.list.map((t) => ({ ...t, id: String(t.id) })) };
  });
}
