import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the platform serves its own copy of the privacy-computing workbench (apps/private's build). */
export const PRIVATE_APP_PREFIX = '/private-app/';
/** The web's runtime settings: read by the pages when they mount the workbench. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** The origin of a PRIVATE_APP_URL on another server (the pages must be allowed its scripts); else none. */
export function privateAppOrigins(url: string): string[] {
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

/**
 * Serves the workbench's build at /private-app/ (when built) and tells the pages where to load it from
 * (`/runtime-config.json`), so an operator may run it on a server of its own without rebuilding the web app.
 */
export async function servePrivateApp(app: FastifyInstance, dist: string, url: string): Promise<void> {
  app.get(RUNTIME_CONFIG_PATH, { schema: { hide: true } }, (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').send({ privateAppUrl: url }),
  );
  if (!fs.existsSync(path.join(dist, 'remoteEntry.js'))) return;
  const assets = path.join(dist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: PRIVATE_APP_PREFIX,
    decorateReply: false,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // Hashed chunks never change; remoteEntry.js (unhashed) must be revalidated to see a deploy.
      reply.header(
        'Cache-Control',
        filePath.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
