import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint } from '../../platform/http.js';
import { receiveFile } from '../../platform/multipart.js';
import { pathId, withFastifyParams } from '../../platform/path-params.js';
import { requestLocale } from '../../platform/request-context.js';
import type { BannerService } from './banner.service.js';

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Home banners: the mall's carousel and images (public), the operator's upkeep. */
export function registerBannerRoutes(app: FastifyInstance, gate: Gatekeeper, service: BannerService) {
  const e = endpoints.sysAdmin;
  bindEndpoint(app, gate, e.mallBanners, async ({ req }) => service.live(requestLocale(req)));
  bindEndpoint(app, gate, e.bannerImage, async ({ query, reply }) => {
    const stream = await service.openImage(query.key);
    const ext = query.key.split('.').pop() ?? '';
    reply
      .header('Content-Type', IMAGE_TYPES[ext] ?? 'application/octet-stream')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      // A key names one upload for good: a changed image is a new key.
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(stream);
    return null;
  });
  bindEndpoint(app, gate, e.bannerPage, async ({ query }) =>
    service.page(query, {
      title: query.title || undefined,
      enabled: query.enabled === undefined ? undefined : query.enabled === 'true',
    }),
  );
  bindEndpoint(app, gate, withFastifyParams(e.bannerInfo), async ({ req }) => service.info(pathId(req)));
  bindEndpoint(app, gate, e.saveBanner, async ({ body }) => service.add(body));
  bindEndpoint(app, gate, e.updateBanner, async ({ body }) => {
    const { id, ...input } = body;
    return service.update(id, input);
  });
  bindEndpoint(app, gate, e.deleteBanners, async ({ body }) => {
    await service.remove(body.ids);
    return null;
  });
  bindEndpoint(app, gate, e.uploadBannerImage, async ({ req }) => {
    const file = await receiveFile(req);
    return service.uploadImage(file.file);
  });
}
