import { endpoints, RoleType } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { badParam } from '../../platform/errors.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import type { Actor } from '../../platform/request-context.js';
import { requestLocale } from '../../platform/request-context.js';
import type { AssetEditService } from './asset-edits.service.js';
import type { AssetReviewService } from './asset-review.service.js';
import type { AssetVersionService } from './asset-versions.service.js';
import { toDataSource, toDictionaryField, toSourceDetail, toSourceTable } from './assets.presenter.js';
import type { AssetService, SourceView } from './assets.service.js';

/** The caller's grant in force on an asset (consumers), shown on the asset's detail; from the grants module. */
export type GrantInForce = (
  actor: Actor,
  sourceId: number,
) => Promise<{ id: number; startDate: string; endDate: string; granteeId: number | null } | null>;

/** What the asset calls use: the asset itself, its edits, versions and dictionary, review, grants in force. */
export interface AssetRouteServices {
  assets: AssetService;
  edits: AssetEditService;
  versions: AssetVersionService;
  review: AssetReviewService;
  grantInForce: GrantInForce;
}

/** The spec's data-source, datatable and project calls (§7.3); grants are the grants module's. */
export function registerAssetRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  { assets, edits, versions: assetVersions, review, grantInForce }: AssetRouteServices,
) {
  const e = endpoints.assets;

  const detailOf = async (
    view: SourceView,
    actor: Actor | null,
    locale: ReturnType<typeof requestLocale>,
  ) => {
    const [lookups, versions] = await Promise.all([
      assets.lookups([view.source], view.viewer, actor),
      assetVersions.versionsOf(view),
    ]);
    // The shown version, not the latest, fills counts and version status.
    const shown = versions.find((v) => v.version === view.version);
    if (shown) lookups.versions.set(view.source.id, shown);
    return toSourceDetail(view, lookups, versions, locale);
  };

  const pageOf = async (
    actor: Actor | null,
    rows: Awaited<ReturnType<AssetService['byNames']>>,
    locale: ReturnType<typeof requestLocale>,
  ) => {
    const viewer = assets.viewerInList(actor);
    const lookups = await assets.lookups(rows, viewer, actor);
    return rows.map((row) => toDataSource(row, viewer(row), lookups, locale));
  };

  const dictionaryOf = async (
    actor: Actor,
    tableId: number,
    version: number | undefined,
    locale: ReturnType<typeof requestLocale>,
  ) => {
    const view = await assets.tableView(actor, tableId, version);
    const [detail, grades] = await Promise.all([detailOf(view, actor, locale), assets.grades()]);
    const { tables: _tables, versions: _versions, version: _version, ...source } = detail;
    return {
      source,
      table: toSourceTable(view.source.id, view.table),
      version: view.version,
      fields: view.table.fields.map((f) =>
        toDictionaryField(view.table.id, f, view.source.securityLevelId, grades),
      ),
    };
  };

  // --- assets -----------------------------------------------------------------------------------------------

  bindEndpoint(app, gate, e.addSource, async (ctx) => {
    const actor = requireActor(ctx);
    const created = await edits.create(actor, ctx.body);
    return detailOf(await assets.view(actor, created.id), actor, requestLocale(ctx.req));
  });

  bindEndpoint(app, gate, e.updateSource, async (ctx) => {
    const actor = requireActor(ctx);
    const saved = await edits.update(actor, ctx.body.id, ctx.body);
    return detailOf(await assets.view(actor, saved.id), actor, requestLocale(ctx.req));
  });

  bindEndpoint(app, gate, e.querySourceDetail, async (ctx) => {
    const sourceId = ctx.body.sourceId ?? ctx.query.sourceId;
    if (sourceId === undefined) throw badParam('sourceId', 'required');
    // Public call: a supplier is just another visitor of the mall here.
    const view = await assets.view(ctx.actor, sourceId, ctx.body.version, true);
    return detailOf(view, ctx.actor, requestLocale(ctx.req));
  });

  bindEndpoint(app, gate, e.querySourceDetailV2, async (ctx) => {
    const actor = requireActor(ctx);
    const view = await assets.view(actor, ctx.body.sourceId, ctx.body.version);
    const [detail, grant] = await Promise.all([
      detailOf(view, actor, requestLocale(ctx.req)),
      grantInForce(actor, view.source.id),
    ]);
    return {
      ...detail,
      grant: grant && {
        id: String(grant.id),
        startDate: grant.startDate,
        endDate: grant.endDate,
        everyone: grant.granteeId === null,
      },
      canEdit: view.viewer === 'owner' && view.source.status !== 3 && view.source.status !== 4,
    };
  });

  bindEndpoint(app, gate, e.updateStatus, async (ctx) => {
    const actor = requireActor(ctx);
    const row = await review.changeStatus(actor, ctx.body.id, ctx.body.action, ctx.body.comment ?? '');
    const viewer = row.ownerId === actor.userId ? 'owner' : 'operator';
    return toDataSource(row, viewer, await assets.lookups([row], viewer, actor), requestLocale(ctx.req));
  });

  bindEndpoint(app, gate, e.deleteSource, async (ctx) => {
    await edits.delete(requireActor(ctx), ctx.body.ids);
    return null;
  });

  bindEndpoint(app, gate, e.querySourcesPage, async (ctx) => {
    const actor = requireActor(ctx);
    const result = await assets.page(actor, ctx.body, ctx.body);
    return { total: result.total, list: await pageOf(actor, result.list, requestLocale(ctx.req)) };
  });

  bindEndpoint(app, gate, e.queryRelateSources, async (ctx) => {
    const actor = requireActor(ctx);
    return pageOf(actor, await assets.relatable(actor, ctx.body), requestLocale(ctx.req));
  });

  bindEndpoint(app, gate, e.querySourceByNames, async (ctx) => {
    const rows = await assets.byNames(requireActor(ctx), ctx.body.names);
    return rows.map((r) => ({
      id: String(r.id),
      name: r.name,
      ownerId: String(r.ownerId),
      status: r.status,
    }));
  });

  const topFive = async (actor: Actor | null, own: boolean, locale: ReturnType<typeof requestLocale>) => {
    const rows = await assets.topFive(actor, own);
    const list = await pageOf(own ? actor : null, rows, locale);
    return list.map((s) => ({
      id: s.id,
      name: s.name,
      ownerName: s.ownerName,
      classificationName: s.classificationName,
      tags: s.tags,
      description: s.description,
      goodsCount: s.goodsCount,
      tableCount: s.tableCount,
      updateDate: s.updateDate,
      status: s.status,
    }));
  };

  bindEndpoint(app, gate, e.querySourceTopFive, async (ctx) =>
    (await topFive(null, false, requestLocale(ctx.req))).map(({ status: _status, ...row }) => row),
  );

  bindEndpoint(app, gate, e.querySourceTopFiveV2, async (ctx) => {
    const actor = requireActor(ctx);
    return topFive(actor, actor.roleType === RoleType.SUPPLIER, requestLocale(ctx.req));
  });

  bindEndpoint(app, gate, e.queryTableNames, async (ctx) => {
    const view = await assets.view(requireActor(ctx), ctx.query.sourceId, ctx.query.version);
    return view.snapshot.tables.map((t) => toSourceTable(view.source.id, t));
  });

  bindEndpoint(app, gate, e.queryBasicInformation, async (ctx) => {
    const actor = requireActor(ctx);
    const view = await assets.view(actor, ctx.query.sourceId);
    const {
      tables: _t,
      versions: _v,
      version: _n,
      ...basic
    } = await detailOf(view, actor, requestLocale(ctx.req));
    return basic;
  });

  bindEndpoint(app, gate, e.queryAuditFlows, async (ctx) =>
    review.auditFlows(requireActor(ctx), ctx.query.id, requestLocale(ctx.req)),
  );

  // --- dictionary -------------------------------------------------------------------------------------------

  bindEndpoint(app, gate, e.queryDataDictionary, async (ctx) =>
    dictionaryOf(requireActor(ctx), ctx.body.tableId, ctx.body.version, requestLocale(ctx.req)),
  );

  bindEndpoint(app, gate, e.queryDatatableDetail, async (ctx) =>
    dictionaryOf(requireActor(ctx), ctx.body.tableId, ctx.body.version, requestLocale(ctx.req)),
  );

  bindEndpoint(app, gate, e.updateDataDictionary, async (ctx) => {
    const actor = requireActor(ctx);
    await assetVersions.updateDictionary(actor, ctx.body.tableId, ctx.body.fields, ctx.body.changeNote ?? '');
    return dictionaryOf(actor, ctx.body.tableId, undefined, requestLocale(ctx.req));
  });

  bindEndpoint(app, gate, e.queryPageDataDictionary, async (ctx) => {
    const actor = requireActor(ctx);
    const { body } = ctx;
    const view = await assets.view(actor, body.sourceId, body.version);
    const grades = await assets.grades();
    const needle = body.name?.toLowerCase();
    const rows = view.snapshot.tables
      .filter((t) => body.tableId === undefined || t.id === body.tableId)
      .flatMap((t) =>
        t.fields.map((f) => ({
          ...toDictionaryField(t.id, f, view.source.securityLevelId, grades),
          schema: t.schema,
          table: t.table,
          version: view.version,
          levelId: f.securityLevelId ?? view.source.securityLevelId,
        })),
      )
      .filter(
        (r) =>
          (!needle ||
            r.name.toLowerCase().includes(needle) ||
            r.description.toLowerCase().includes(needle)) &&
          (body.securityLevelId === undefined || r.levelId === body.securityLevelId),
      );
    const start = (body.page - 1) * body.limit;
    return {
      total: rows.length,
      list: rows.slice(start, start + body.limit).map(({ levelId: _levelId, ...row }) => row),
    };
  });

  // --- preview and usage --------------------------------------------------------------------------------------

  bindEndpoint(app, gate, e.queryRecordDatatable, async (ctx) =>
    assetVersions.preview(requireActor(ctx), ctx.body.tableId, ctx.body.version),
  );

  bindEndpoint(app, gate, e.selectProject, async (ctx) =>
    assets.usages(requireActor(ctx), { tableId: ctx.query.tableId }),
  );

  bindEndpoint(app, gate, e.selectAssetProject, async (ctx) =>
    assets.usages(requireActor(ctx), { assetId: ctx.query.assetId }),
  );
}
