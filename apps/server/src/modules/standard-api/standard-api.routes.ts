import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { toStandardApi, toStandardApiVersion } from './standard-api.presenter.js';
import type { StandardApiService } from './standard-api.service.js';

/** The standard API catalogue (§7.5 `/api/StandardApi/*`, `/api/standardApiRouter/*`). */
export function registerStandardApiRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: StandardApiService,
) {
  const e = endpoints.standardApi;
  bindEndpoint(app, gate, e.page, async (ctx) => {
    const { page, limit, name } = ctx.body;
    const r = await service.page(requireActor(ctx), { page, limit }, name);
    return { list: r.list.map((a) => toStandardApi(a, r.stats)), total: r.total };
  });
  bindEndpoint(app, gate, e.info, async (ctx) => {
    const r = await service.info(requireActor(ctx), ctx.query.id);
    return toStandardApi(r.api, r.stats);
  });
  bindEndpoint(app, gate, e.save, async (ctx) => {
    const r = await service.save(ctx.body);
    return toStandardApi(r.api, r.stats);
  });
  bindEndpoint(app, gate, e.update, async (ctx) => {
    const { id, ...input } = ctx.body;
    const r = await service.save(input, id);
    return toStandardApi(r.api, r.stats);
  });
  bindEndpoint(app, gate, e.remove, async (ctx) => {
    await service.remove(ctx.query.id);
    return null;
  });
  bindEndpoint(app, gate, e.selectVersion, async (ctx) => {
    const { apiId, page, limit } = ctx.body;
    const r = await service.versions(requireActor(ctx), apiId, { page, limit });
    return { list: r.list.map((v) => toStandardApiVersion(v, r.api.name)), total: r.total };
  });
  bindEndpoint(app, gate, e.getVersion, async (ctx) => {
    const r = await service.getVersion(requireActor(ctx), ctx.query.id);
    return toStandardApiVersion(r.version, r.api.name);
  });
  bindEndpoint(app, gate, e.saveVersion, async (ctx) => {
    const r = await service.saveVersion(ctx.body);
    return toStandardApiVersion(r.version, r.api.name);
  });
  bindEndpoint(app, gate, e.selectApiRouter, async (ctx) =>
    service.routers(requireActor(ctx), ctx.query.apiId),
  );
  bindEndpoint(app, gate, e.bindRouter, async (ctx) =>
    service.bind(requireActor(ctx), ctx.body.versionId, ctx.body.itemId),
  );
  bindEndpoint(app, gate, e.unbindRouter, async (ctx) => {
    await service.unbind(requireActor(ctx), ctx.query.id);
    return null;
  });
}
