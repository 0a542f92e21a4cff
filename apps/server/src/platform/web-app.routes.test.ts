import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

const BUNDLE = 'console.log("mall");'.repeat(100);
const PRELOAD = 'window.preloaded=1;';
const INDEX = `<!doctype html><title>mall</title><script>${PRELOAD}</script><script type="module" src="/assets/main-abc123.js"></script>`;
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  // A built web app as apps/web/scripts/precompress.mjs leaves it: plain files with .gz copies.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, 'index.html.gz'), gzipSync(INDEX));
  fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), BUNDLE);
  fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.gz'), gzipSync(BUNDLE));
  t = await startTestApp({
    seed: false,
    config: {
      webDist,
      apiGatewayUrl: 'http://127.0.0.1:8181',
      liveUrl: 'wss://live.example.com/server/live',
    },
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('sends the precompressed bundle to clients that accept it, cached for a year', async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('answers routes of the web app with index.html, revalidated on every load', async () => {
    const res = await t.app.inject({ url: '/mall', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("answers the site's root with the web app, not a folder listing refused", async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>mall</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing bundle file with 404 (the web app reloads) and unknown API paths with the envelope', async () => {
    expect((await t.app.inject({ url: '/assets/gone-000.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/server/nothing/here' })).json().code).toBe(404);
  });

  it('serves pages under a content security policy: own scripts and the inline preload by hash, never unsafe-inline', async () => {
    const sha = createHash('sha256').update(PRELOAD).digest('base64');
    for (const url of ['/', '/mall', '/index.html']) {
      const policy = String((await t.app.inject({ url })).headers['content-security-policy']);
      const directives = Object.fromEntries(
        policy.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives['script-src'], url).toEqual(["'self'", `'sha256-${sha}'`]);
      // Its own origin, the API gateway and the live channel's host.
      expect(directives['connect-src']).toEqual([
        "'self'",
        'http://127.0.0.1:8181',
        'wss://live.example.com',
      ]);
      expect(directives['frame-ancestors']).toEqual(["'self'"]);
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it('sends the security headers on pages and their files, and nosniff on every API answer', async () => {
    for (const url of ['/mall', '/server/nothing/here', '/assets/main-abc123.js']) {
      const headers = (await t.app.inject({ url })).headers;
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(headers['referrer-policy'], url).toBe('same-origin');
    }
    for (const url of ['/sys/dict/type/all', '/sys/user/info']) {
      const headers = (await t.app.inject({ url })).headers;
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
