import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { bindEndpoint, type Gatekeeper, requireActor } from '../../platform/http.js';
import type { GrantExportService } from './grant-data.exports.js';
import type { GrantDataService } from './grant-data.service.js';

/** A grantee's granted tables: pages of their rows, exports and scheduled syncs (consumer/permissions/index). */
export function registerGrantDataRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: GrantDataService,
  exports: GrantExportService,
) {
  const e = endpoints.grantData;
  bindEndpoint(app, gate, e.tables, async (ctx) => service.tables(requireActor(ctx), ctx.query.grantId));
  bindEndpoint(app, gate, e.browse, async (ctx) => service.browse(requireActor(ctx), ctx.body));
  bindEndpoint(app, gate, e.usage, async (ctx) => service.usage(requireActor(ctx), ctx.body.grantIds));
  bindEndpoint(app, gate, e.startExport, async (ctx) => exports.start(requireActor(ctx), ctx.body));
  bindEndpoint(app, gate, e.exportJobs, async (ctx) =>
    exports.page(requireActor(ctx), ctx.query.grantId, ctx.query),
  );
  bindEndpoint(app, gate, e.saveSync, async (ctx) => exports.saveSync(requireActor(ctx), ctx.body));
  bindEndpoint(app, gate, e.syncs, async (ctx) => exports.syncs(requireActor(ctx), ctx.query.grantId));
  bindEndpoint(app, gate, e.deleteSync, async (ctx) => {
    await exports.deleteSync(requireActor(ctx), ctx.body.id);
    return null;
  });
}
