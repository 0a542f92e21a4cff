import { endpoints, goods } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../platform/content-disposition.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { receiveFile } from '../../platform/multipart.js';
import { pathId, withFastifyParams } from '../../platform/path-params.js';
import type { Actor } from '../../platform/request-context.js';
import { toItem, toItemDetail, toItemSource, toSku } from './goods.presenter.js';
import type { GoodsService } from './goods.service.js';
import type { GoodsBindingService } from './goods-bindings.service.js';
import type { GoodsFileService, UploadKind } from './goods-files.service.js';
import type { GoodsSkuService } from './goods-skus.service.js';

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const e = endpoints.goods;

/** The spec's item and SKU calls (§7.4, §7.5). */
export function registerGoodsRoutes(app: FastifyInstance, gate: Gatekeeper, service: GoodsService) {
  registerItemRoutes(app, gate, service);
  registerLookupRoutes(app, gate, service);
  registerFileRoutes(app, gate, service.files);
  registerBindingRoutes(app, gate, service.bindings);
  registerSkuRoutes(app, gate, service.skus);
  registerPreviewAndGrantRoutes(app, gate, service.bindings);
}

function registerItemRoutes(app: FastifyInstance, gate: Gatekeeper, service: GoodsService) {
  const itemOf = async (row: Parameters<typeof toItem>[0]) => toItem(row, await service.lookups([row]));
  const detailOf = async (actor: Actor, itemId: number) => toItemDetail(await service.detail(actor, itemId));

  bindEndpoint(app, gate, e.create, async (ctx) => {
    const actor = requireActor(ctx);
    const { itemType, ...input } = ctx.body;
    const row = await service.create(actor, itemType, input);
    return detailOf(actor, row.id);
  });
  bindEndpoint(app, gate, e.update, async (ctx) => {
    const actor = requireActor(ctx);
    const { itemId, ...input } = ctx.body;
    const row = await service.update(actor, itemId, input);
    return detailOf(actor, row.id);
  });
  bindEndpoint(app, gate, e.getItem, async (ctx) => detailOf(requireActor(ctx), ctx.query.itemId));
  bindEndpoint(app, gate, e.deleteItem, async (ctx) =>
    itemOf(await service.lifecycle.requestDelete(requireActor(ctx), ctx.query.itemId)),
  );
  bindEndpoint(app, gate, e.list, async (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    const result = await service.page(requireActor(ctx), { page, limit }, filter);
    return { total: result.total, list: result.list.map((row) => toItem(row, result.lookups)) };
  });
  bindEndpoint(app, gate, e.statusChange, async (ctx) => {
    const { itemId, action, comment } = ctx.body;
    return itemOf(await service.lifecycle.changeStatus(requireActor(ctx), itemId, action, comment));
  });
  bindEndpoint(app, gate, e.apiChange, async (ctx) => {
    const { itemId, action, comment } = ctx.body;
    return itemOf(
      await service.lifecycle.changeStatus(requireActor(ctx), itemId, action, comment, {
        itemType: goods.ItemType.API,
      }),
    );
  });
  bindEndpoint(app, gate, e.up, async (ctx) =>
    itemOf(await service.lifecycle.up(requireActor(ctx), ctx.body.itemId, ctx.body.comment)),
  );
  bindEndpoint(app, gate, e.checkItemOff, async (ctx) =>
    service.lifecycle.checkOff(requireActor(ctx), ctx.body.itemId),
  );
  bindEndpoint(app, gate, e.queryItemAuditFlows, async (ctx) =>
    service.lifecycle.auditFlows(requireActor(ctx), ctx.query.itemId),
  );
}

function registerLookupRoutes(app: FastifyInstance, gate: Gatekeeper, service: GoodsService) {
  bindEndpoint(app, gate, e.queryItemByNames, async (ctx) =>
    (await service.byNames(requireActor(ctx), ctx.body.names)).map((r) => ({
      id: String(r.id),
      name: r.name,
      itemType: r.itemType,
      ownerId: String(r.ownerId),
      productStatus: r.productStatus,
      publishType: r.publishType,
    })),
  );
  bindEndpoint(app, gate, e.queryBrand, async (ctx) =>
    (await service.brands(ctx.body.itemType)).map((b) => ({
      ...b,
      id: String(b.id),
      parentId: b.parentId === null ? null : String(b.parentId),
    })),
  );
  bindEndpoint(app, gate, e.queryApplicationNum, async (ctx) =>
    service.counts(requireActor(ctx), ctx.body.itemType),
  );
  bindEndpoint(app, gate, e.queryStoreViewNum, async (ctx) => {
    const stats = await service.views(requireActor(ctx), ctx.body.ownerId);
    return { viewCount: stats.viewCount, top: stats.top.map((r) => ({ ...r, id: String(r.id) })) };
  });
}

function registerFileRoutes(app: FastifyInstance, gate: Gatekeeper, service: GoodsFileService) {
  const upload = (kind: UploadKind) => async (ctx: { req: import('fastify').FastifyRequest }) => {
    // The folder field must come before the file.
    const file = await receiveFile(ctx.req);
    const folder = file.field('folder');
    return service.upload(kind, folder === '' ? undefined : folder, file.filename, file.file);
  };
  bindEndpoint(app, gate, e.uploadImgFile, upload('image'));
  bindEndpoint(app, gate, e.uploadApplicationImgPath, upload('image'));
  bindEndpoint(app, gate, e.uploadPackageDemoFile, upload('packageDemo'));
  bindEndpoint(app, gate, e.uploadApplicationDemoFilePath, upload('applicationDemo'));
  bindEndpoint(app, gate, e.uploadOutputExcel, upload('outputTemplate'));
  bindEndpoint(app, gate, e.file, async (ctx) => {
    const { key } = ctx.query;
    // Sent as the format it really is: a sample stored as `.txt` whose content is CSV goes out as a `.csv`.
    const { stream, format } = await service.fileToSend(key);
    const name = (key.split('/').pop() ?? 'file').replace(/\.[a-z0-9]+$/, '');
    ctx.reply
      .header('Content-Type', MIME_BY_EXT[format] ?? 'application/octet-stream')
      .header('Content-Disposition', contentDisposition(format ? `${name}.${format}` : name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=86400, immutable')
      .send(stream);
    return null;
  });
}

function registerBindingRoutes(app: FastifyInstance, gate: Gatekeeper, service: GoodsBindingService) {
  bindEndpoint(app, gate, e.dataSourceAdd, async (ctx) => {
    const actor = requireActor(ctx);
    const row = await service.addBinding(actor, ctx.body);
    return toItemSource(await service.bindingDetail(actor, row.id));
  });
  bindEndpoint(app, gate, e.dataSourceUpdate, async (ctx) => {
    const actor = requireActor(ctx);
    const row = await service.updateBinding(actor, ctx.body);
    return toItemSource(await service.bindingDetail(actor, row.id));
  });
  bindEndpoint(app, gate, e.dataSourceDetail, async (ctx) =>
    toItemSource(await service.bindingDetail(requireActor(ctx), ctx.body.id)),
  );
  bindEndpoint(app, gate, e.dataSourceBatchDelete, async (ctx) => {
    await service.deleteBindings(requireActor(ctx), ctx.body.ids);
    return null;
  });
  bindEndpoint(app, gate, e.dataSourceList, async (ctx) => {
    const { itemId, page, limit } = ctx.body;
    const result = await service.pageBindings(requireActor(ctx), itemId, { page, limit });
    return { total: result.total, list: result.list.map(toItemSource) };
  });
  bindEndpoint(app, gate, e.queryPageRelateSources, async (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.relatableSources(requireActor(ctx), { page, limit }, filter);
  });
}

function registerSkuRoutes(app: FastifyInstance, gate: Gatekeeper, service: GoodsSkuService) {
  bindEndpoint(app, gate, e.skuCreate, async (ctx) => {
    const { itemId, ...input } = ctx.body;
    return toSku(await service.createSku(requireActor(ctx), itemId, input));
  });
  bindEndpoint(app, gate, e.skuUpdate, async (ctx) => {
    const { id, ...input } = ctx.body;
    return toSku(await service.updateSku(requireActor(ctx), id, input));
  });
  bindEndpoint(app, gate, e.skuGet, async (ctx) =>
    toSku(await service.getSku(requireActor(ctx), ctx.query.id)),
  );
  bindEndpoint(app, gate, e.skuList, async (ctx) => {
    const { itemId, page, limit } = ctx.body;
    const result = await service.pageSkus(requireActor(ctx), itemId, { page, limit });
    return { total: result.total, list: result.list.map((s) => toSku(s)) };
  });
  bindEndpoint(app, gate, e.getSkuListDetail, async (ctx) => {
    const { skus, full } = await service.skusForDetail(ctx.actor, ctx.query.itemId);
    return skus.map((s) => toSku(s, full));
  });
  bindEndpoint(app, gate, e.skuStartEnd, async (ctx) =>
    toSku(await service.startEnd(requireActor(ctx), ctx.body.id, ctx.body.enabled)),
  );
  bindEndpoint(app, gate, e.skuAudit, async (ctx) =>
    toSku(await service.submitSku(requireActor(ctx), ctx.body.id, ctx.body.comment)),
  );
  bindEndpoint(app, gate, withFastifyParams(e.skuDelete), async (ctx) => {
    await service.deleteSku(requireActor(ctx), pathId(ctx.req));
    return null;
  });
  bindEndpoint(app, gate, e.updatePrice, async (ctx) => {
    const { skuId, price, reason } = ctx.body;
    return toSku(await service.updatePrice(requireActor(ctx), skuId, price, reason));
  });
}

function registerPreviewAndGrantRoutes(app: FastifyInstance, gate: Gatekeeper, service: GoodsBindingService) {
  bindEndpoint(app, gate, e.connectionTestSql, async (ctx) =>
    service.testPreviewSql(requireActor(ctx), ctx.body),
  );
  bindEndpoint(app, gate, e.updateAuthenticRight, async (ctx) =>
    service.updateGrants(requireActor(ctx), ctx.body),
  );
}
