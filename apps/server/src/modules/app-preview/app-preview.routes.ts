import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../platform/content-disposition.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { requestLocale } from '../../platform/request-context.js';
import type { AppPreviewService } from './app-preview.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An attachment name: ASCII fallback plus the UTF-8 name (RFC 6266), never a path or a quote. */

/** The spec's data-application preview and configuration calls (§7.4, GET /server/item/...). */
export function registerAppPreviewRoutes(app: FastifyInstance, gate: Gatekeeper, service: AppPreviewService) {
  const e = endpoints.appPreview;

  bindEndpoint(app, gate, e.dataApplicationPreview, async (ctx) =>
    service.preview(ctx.actor, ctx.query.itemId),
  );
  bindEndpoint(app, gate, e.supportlist, async (ctx) => service.supportList(ctx.actor, ctx.query.itemId));
  bindEndpoint(app, gate, e.configData, async (ctx) =>
    service.inputConfig(ctx.actor, ctx.query.itemId, ctx.query.tableId),
  );
  bindEndpoint(app, gate, e.configDataOut, async (ctx) =>
    service.outputConfig(ctx.actor, ctx.query.itemId, ctx.query.tableId),
  );
  bindEndpoint(app, gate, e.queryConsumerData, async (ctx) =>
    service.consumerData(requireActor(ctx), ctx.query.itemId),
  );
  bindEndpoint(app, gate, e.downloadOutputTemp, async (ctx) => {
    const { itemId, tableId } = ctx.query;
    const file = await service.template(ctx.actor, itemId, requestLocale(ctx.req), tableId);
    ctx.reply
      .header('Content-Type', XLSX)
      .header('Content-Disposition', contentDisposition(`${file.itemName}-${file.tableName}-template.xlsx`))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(file.buffer);
    return null;
  });
  bindEndpoint(app, gate, e.saveOutputSample, async (ctx) =>
    service.saveSample(requireActor(ctx), ctx.body.itemId, ctx.body.fileUrl),
  );
}
