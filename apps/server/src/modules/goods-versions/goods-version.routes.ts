import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { toCase, toPublicVersion, toVersion } from './goods-version.presenter.js';
import type { GoodsVersionService } from './goods-version.service.js';

/** Versions (`zqgoodversion`, `versionAdd`, `versionImprove`) and use cases (`zqgoodcase`, `caseAdd`, `caseUpdateVersion`). */
export function registerGoodsVersionRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: GoodsVersionService,
) {
  const e = endpoints.goodsVersions;
  const one = async (p: Promise<{ version: Parameters<typeof toVersion>[0]; item: { name: string } }>) => {
    const { version, item } = await p;
    return toVersion(version, item.name, await service.basesOf([version]));
  };

  bindEndpoint(app, gate, e.versionPage, async (ctx) => {
    const { itemId, page, limit, status } = ctx.query;
    const r = await service.pageVersions(requireActor(ctx), itemId, { page, limit }, status);
    return { list: r.list.map((v) => toVersion(v, r.item.name, r.bases)), total: r.total };
  });
  bindEndpoint(app, gate, e.versionInfo, async (ctx) => {
    const r = await service.getVersion(requireActor(ctx), ctx.query.id);
    return toVersion(r.version, r.item.name, r.bases);
  });
  bindEndpoint(app, gate, e.versionAdd, async (ctx) => {
    const { itemId, ...input } = ctx.body;
    return one(service.addVersion(requireActor(ctx), itemId, input));
  });
  bindEndpoint(app, gate, e.versionUpdate, async (ctx) => {
    const { id, ...input } = ctx.body;
    return one(service.updateVersion(requireActor(ctx), id, input));
  });
  bindEndpoint(app, gate, e.versionImprove, async (ctx) => {
    const { baseId, ...input } = ctx.body;
    return one(service.improveVersion(requireActor(ctx), baseId, input));
  });
  bindEndpoint(app, gate, e.versionStatusChange, async (ctx) =>
    one(service.changeVersionStatus(requireActor(ctx), ctx.body.id, ctx.body.action)),
  );
  bindEndpoint(app, gate, e.versionDelete, async (ctx) => {
    await service.deleteVersion(requireActor(ctx), ctx.query.id);
    return null;
  });
  bindEndpoint(app, gate, e.versionListed, async (ctx) =>
    (await service.listedVersions(ctx.query.itemId)).map(toPublicVersion),
  );
  bindEndpoint(app, gate, e.versionOfOrder, async (ctx) => {
    const version = await service.versionOfOrder(requireActor(ctx), ctx.query.orderId);
    return version ? toPublicVersion(version) : null;
  });

  const oneCase = async (p: ReturnType<GoodsVersionService['addCase']>) => {
    const { row, item } = await p;
    return toCase(row, item.name, await service.versionNamesOf([row]));
  };
  bindEndpoint(app, gate, e.casePage, async (ctx) => {
    const { itemId, page, limit } = ctx.query;
    const r = await service.pageCases(requireActor(ctx), itemId, { page, limit });
    return { list: r.list.map((c) => toCase(c, r.item.name, r.versions)), total: r.total };
  });
  bindEndpoint(app, gate, e.caseInfo, async (ctx) => {
    const r = await service.getCase(requireActor(ctx), ctx.query.id);
    return toCase(r.row, r.item.name, r.versions);
  });
  bindEndpoint(app, gate, e.caseAdd, async (ctx) => oneCase(service.addCase(requireActor(ctx), ctx.body)));
  bindEndpoint(app, gate, e.caseUpdateVersion, async (ctx) =>
    oneCase(service.updateCaseVersion(requireActor(ctx), ctx.body.id, ctx.body.versionId)),
  );
  bindEndpoint(app, gate, e.caseStatusChange, async (ctx) =>
    oneCase(service.changeCaseStatus(requireActor(ctx), ctx.body.id, ctx.body.action)),
  );
  bindEndpoint(app, gate, e.caseRuntimeEvent, async (ctx) =>
    oneCase(service.runtimeEvent(requireActor(ctx), ctx.body.id, ctx.body.event)),
  );
}
