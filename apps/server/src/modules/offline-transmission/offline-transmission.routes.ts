import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../platform/content-disposition.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import type { OfflineTransmissionService } from './offline-transmission.service.js';

/** Offline transmission of paid data packages (spec calls §7.6). */
export function registerOfflineTransmissionRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: OfflineTransmissionService,
) {
  const e = endpoints.offlineTransmission;
  bindEndpoint(app, gate, e.getOne, (ctx) => service.getOne(requireActor(ctx), ctx.body.orderId));
  bindEndpoint(app, gate, e.buyerNodes, (ctx) => service.buyerNodes(requireActor(ctx), ctx.body.orderId));
  bindEndpoint(app, gate, e.encrypt, (ctx) =>
    service.encrypt(requireActor(ctx), ctx.body.orderId, ctx.body.nodeId),
  );
  bindEndpoint(app, gate, e.decrypt, (ctx) =>
    service.decrypt(requireActor(ctx), ctx.body.orderId, ctx.body.privateKey),
  );
  bindEndpoint(app, gate, e.testEncryption, (ctx) =>
    service.testEncryption(requireActor(ctx), ctx.body.nodeId, ctx.body.privateKey),
  );
  bindEndpoint(app, gate, e.confirm, (ctx) => service.confirm(requireActor(ctx), ctx.query.orderId));
  bindEndpoint(app, gate, e.exportDirectory, (ctx) =>
    service.exportDirectory(requireActor(ctx), ctx.query.orderId),
  );
  bindEndpoint(app, gate, e.file, async (ctx) => {
    const file = await service.file(requireActor(ctx), ctx.query.orderId, ctx.query.index);
    ctx.reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', contentDisposition(file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.stream);
    return null;
  });
}
