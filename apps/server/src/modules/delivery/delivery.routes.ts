import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../platform/content-disposition.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { requestMeta } from '../../platform/request-context.js';
import type { DeliveryService } from './delivery.service.js';

/** Delivery of paid orders: data-package links and downloads, API credentials. */
export function registerDeliveryRoutes(app: FastifyInstance, gate: Gatekeeper, service: DeliveryService) {
  const e = endpoints.delivery;
  bindEndpoint(app, gate, e.deliver, async (ctx) =>
    service.downloads.deliver(requireActor(ctx), ctx.body.orderId),
  );
  bindEndpoint(app, gate, e.get, async (ctx) => service.get(requireActor(ctx), ctx.query.orderId));
  bindEndpoint(app, gate, e.confirm, async (ctx) =>
    service.downloads.confirm(requireActor(ctx), ctx.body.orderId),
  );
  bindEndpoint(app, gate, e.revealKey, async (ctx) =>
    service.credentials.reveal(requireActor(ctx), ctx.body.orderId),
  );
  bindEndpoint(app, gate, e.rotateKey, async (ctx) =>
    service.credentials.rotate(requireActor(ctx), ctx.body.orderId, ctx.body.slot as 1 | 2),
  );
  bindEndpoint(app, gate, e.revokeKey, async (ctx) =>
    service.credentials.revokeKey(requireActor(ctx), ctx.body.orderId, ctx.body.slot as 1 | 2),
  );
  bindEndpoint(app, gate, e.download, async (ctx) => {
    const file = await service.downloads.openDownload(ctx.query, requestMeta(ctx.req));
    let bytes = 0;
    file.stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    let finished = false;
    const finish = (completed: boolean) => {
      if (finished) return;
      finished = true;
      file.finish(bytes, completed).catch((error) => ctx.req.log.error({ err: error }, 'download log'));
    };
    file.stream.on('end', () => finish(true));
    file.stream.on('error', () => finish(false));
    ctx.reply.raw.on('close', () => finish(bytes >= file.size));
    ctx.reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Disposition', contentDisposition(file.name))
      .header('Content-Length', String(file.size))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-SHA256', file.sha256)
      .send(file.stream);
    return null;
  });
}
