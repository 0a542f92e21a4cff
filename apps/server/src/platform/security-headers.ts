import crypto from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers (@fastify/helmet) on the pages, their files and anything not bound to a contract call: no MIME
 * sniffing, no framing by other sites, no referrer sent elsewhere, HSTS and the cross-origin isolation headers; the
 * content security policy goes on the pages only (`pagePolicy`). Contract calls answer data and carry only
 * nosniff (`bindEndpoint`); those that serve files set their own sandbox.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
  });
}

/** `'sha256-…'` sources of the inline scripts of a page (the built web app inlines its language preload). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim())
      hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The content security policy of the web app's pages: scripts only from this origin and the page's own inline
 * scripts by hash (never `unsafe-inline`); styles may be inline (antd writes them at run time); calls to this
 * origin and to the API gateway (the gateway tester calls it from the browser); PDFs of this origin embedded;
 * framed by this origin only. `scriptOrigins`: the privacy-computing workbench's server when it runs elsewhere.
 */
export function pagePolicy(
  html: string,
  connectOrigins: readonly string[],
  scriptOrigins: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptOrigins, ...inlineScriptHashes(html)].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    "object-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
