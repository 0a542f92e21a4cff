import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../platform/content-disposition.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { receiveFile } from '../../platform/multipart.js';
import { requestLocale } from '../../platform/request-context.js';
import { toStorageTestResult, toTrustedEntry, toTrustedStorageConfig } from './trusted-storage.presenter.js';
import type { TrustedStorageService } from './trusted-storage.service.js';

export function registerTrustedStorageRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  storage: TrustedStorageService,
) {
  const e = endpoints.trustedStorage;

  bindEndpoint(app, gate, e.queryTrustedStorage, async (ctx) =>
    toTrustedStorageConfig(await storage.find(requireActor(ctx))),
  );
  bindEndpoint(app, gate, e.insertTrustedStorage, async (ctx) =>
    toTrustedStorageConfig(await storage.save(requireActor(ctx), ctx.body)),
  );
  bindEndpoint(app, gate, e.testTrustedStorage, async (ctx) =>
    toStorageTestResult(await storage.test(requireActor(ctx), ctx.body), requestLocale(ctx.req)),
  );
  bindEndpoint(app, gate, e.queryHdfsFiles, async (ctx) => {
    const { path, page, limit, name } = ctx.body;
    const result = await storage.list(requireActor(ctx), path, { page, limit }, name);
    return { ...result, list: result.list.map(toTrustedEntry) };
  });
  bindEndpoint(app, gate, e.directoryList, async (ctx) =>
    (await storage.directories(requireActor(ctx), ctx.body.path)).map(toTrustedEntry),
  );
  bindEndpoint(app, gate, e.createTrustedFolder, async (ctx) =>
    toTrustedEntry(await storage.createFolder(requireActor(ctx), ctx.body.path)),
  );
  bindEndpoint(app, gate, e.uploadTrustedFile, async (ctx) => {
    const actor = requireActor(ctx);
    // The path field must come before the file.
    const file = await receiveFile(ctx.req);
    const folder = file.field('path');
    return toTrustedEntry(await storage.upload(actor, folder, file.filename, file.file));
  });
  bindEndpoint(app, gate, e.deleteTrustedEntry, async (ctx) => {
    await storage.remove(requireActor(ctx), ctx.body.path);
    return null;
  });
  bindEndpoint(app, gate, e.downloadTrustedFile, async (ctx) => {
    const { stream, size, name } = await storage.download(requireActor(ctx), ctx.query.path);
    ctx.reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Disposition', contentDisposition(name))
      .header('Content-Length', String(size))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(stream);
    return null;
  });
}
