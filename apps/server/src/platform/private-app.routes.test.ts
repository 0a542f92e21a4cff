import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

const ENTRY = 'export const get = () => {};';
let t: TestApp;
let elsewhere: TestApp;
let webDist: string;
let privateDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>mall</title>');
  privateDist = fs.mkdtempSync(path.join(os.tmpdir(), 'private-dist-'));
  fs.mkdirSync(path.join(privateDist, 'assets'));
  fs.writeFileSync(path.join(privateDist, 'remoteEntry.js'), ENTRY);
  fs.writeFileSync(path.join(privateDist, 'assets', 'mount-abc123.js'), 'export const mount = 1;');
  t = await startTestApp({ seed: false, config: { webDist, privateAppDist: privateDist } });
  elsewhere = await startTestApp({
    seed: false,
    config: { webDist, privateAppDist: privateDist, privateAppUrl: 'https://workbench.example.com/private/' },
  });
});
afterAll(async () => {
  await t?.close();
  await elsewhere?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(privateDist, { recursive: true, force: true });
});

describe('serving the privacy-computing workbench', () => {
  it('serves its entry, revalidated on every load, and its hashed chunks cached for a year', async () => {
    const entry = await t.app.inject({ url: '/private-app/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.body).toBe(ENTRY);
    const chunk = await t.app.inject({ url: '/private-app/assets/mount-abc123.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file of it with 404, not the web app', async () => {
    const res = await t.app.inject({ url: '/private-app/assets/gone-000.js' });
    expect(res.statusCode).toBe(404);
  });

  it('tells the pages where to load it from: this site by default', async () => {
    const res = await t.app.inject({ url: '/runtime-config.json' });
    expect(res.json()).toEqual({ privateAppUrl: '/private-app/' });
    expect(res.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ url: '/private/assets' });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;| 'sha)/);
  });

  it('or its own server, whose scripts the pages are then allowed', async () => {
    const res = await elsewhere.app.inject({ url: '/runtime-config.json' });
    expect(res.json()).toEqual({ privateAppUrl: 'https://workbench.example.com/private/' });
    const page = await elsewhere.app.inject({ url: '/private' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' https://workbench.example.com",
    );
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
  });
});
