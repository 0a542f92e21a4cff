import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Lookup } from '@datamall/net-guard';
import { Pool } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Upstreams } from './upstream.js';

/** A resolver answering from a fixed table, counting the names it was asked. */
function fakeDns(answers: Record<string, string[]>) {
  const asked: string[] = [];
  const lookup: Lookup = async (host) => {
    asked.push(host);
    const addresses = answers[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, asked, answers };
}

const opened: Upstreams[] = [];

function upstreams(lookup: Lookup, options: { allowPrivate?: boolean; trustedOrigins?: string[] } = {}) {
  const u = new Upstreams({
    allowPrivate: options.allowPrivate ?? false,
    trustedOrigins: new Set(options.trustedOrigins ?? []),
    timeoutMs: 5000,
    lookup,
  });
  opened.push(u);
  return u;
}

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((u) => u.close()));
});

describe('Upstreams.target', () => {
  it('allows a name with a public address and pools connections to it', async () => {
    const dns = fakeDns({ 'api.example.com': ['93.184.216.34'] });
    const u = upstreams(dns.lookup);
    const target = await u.target(new URL('https://api.example.com/v1/cars?plate=1'));
    expect(target.ok).toBe(true);
    if (!target.ok) return;
    expect(target.pool).toBeInstanceOf(Pool);
    expect(target.hostHeader).toBe('api.example.com');
    // Another path of the same origin: the same pool, no new resolution.
    const again = await u.target(new URL('https://api.example.com/v2/other'));
    expect(again.ok && again.pool).toBe(target.pool);
    expect(dns.asked).toEqual(['api.example.com']);
  });

  it('keeps the port in the Host header and keeps origins apart', async () => {
    const dns = fakeDns({ 'api.example.com': ['93.184.216.34'] });
    const u = upstreams(dns.lookup);
    const a = await u.target(new URL('http://api.example.com:8080/x'));
    const b = await u.target(new URL('http://api.example.com/x'));
    expect(a.ok && a.hostHeader).toBe('api.example.com:8080');
    expect(b.ok && b.hostHeader).toBe('api.example.com');
    expect(a.ok && b.ok && a.pool !== b.pool).toBe(true);
    expect(dns.asked).toEqual(['api.example.com', 'api.example.com']);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['a private network', '10.1.2.3'],
    ['cloud metadata', '169.254.169.254'],
    ['IPv6 loopback', '::1'],
  ])('refuses a name that resolves to %s with policy', async (_, address) => {
    const u = upstreams(fakeDns({ 'evil.example.com': [address] }).lookup);
    expect(await u.target(new URL('https://evil.example.com/'))).toEqual({ ok: false, reason: 'policy' });
  });

  it('refuses a name when any of its addresses is private', async () => {
    const u = upstreams(fakeDns({ 'mixed.example.com': ['93.184.216.34', '192.168.1.10'] }).lookup);
    expect(await u.target(new URL('https://mixed.example.com/'))).toEqual({ ok: false, reason: 'policy' });
  });

  it('allows a private address when private upstreams are allowed', async () => {
    const u = upstreams(fakeDns({ 'db.internal': ['10.0.0.5'] }).lookup, { allowPrivate: true });
    const target = await u.target(new URL('http://db.internal:8090/x'));
    expect(target.ok).toBe(true);
  });

  it('allows a private address for a trusted origin only, port included', async () => {
    const dns = fakeDns({ 'demo.local': ['127.0.0.1'] });
    const u = upstreams(dns.lookup, { trustedOrigins: ['http://demo.local:8090'] });
    expect((await u.target(new URL('http://demo.local:8090/vehicle/insurance'))).ok).toBe(true);
    expect(await u.target(new URL('http://demo.local:8091/vehicle/insurance'))).toEqual({
      ok: false,
      reason: 'policy',
    });
    expect(await u.target(new URL('https://demo.local:8090/vehicle/insurance'))).toEqual({
      ok: false,
      reason: 'policy',
    });
  });

  it('answers unresolved for a name the resolver does not know, or answers with no address', async () => {
    const u = upstreams(fakeDns({ 'empty.example.com': [] }).lookup);
    expect(await u.target(new URL('https://nowhere.example.com/'))).toEqual({
      ok: false,
      reason: 'unresolved',
    });
    expect(await u.target(new URL('https://empty.example.com/'))).toEqual({
      ok: false,
      reason: 'unresolved',
    });
  });

  it('resolves concurrent first calls of an origin once', async () => {
    const dns = fakeDns({ 'api.example.com': ['93.184.216.34'] });
    const u = upstreams(dns.lookup);
    const targets = await Promise.all(
      Array.from({ length: 5 }, () => u.target(new URL('https://api.example.com/'))),
    );
    expect(dns.asked).toHaveLength(1);
    expect(new Set(targets.map((t) => t.ok && t.pool)).size).toBe(1);
  });

  it('does not resolve an origin again within a minute, then resolves and checks it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
    const dns = fakeDns({ 'api.example.com': ['93.184.216.34'] });
    const u = upstreams(dns.lookup);
    const url = new URL('https://api.example.com/');
    const first = await u.target(url);
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 59));
    expect(await u.target(url)).toBe(first);
    expect(dns.asked).toHaveLength(1);
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 1, 1));
    const later = await u.target(url);
    expect(dns.asked).toHaveLength(2);
    // Same address: the pool is kept.
    expect(later.ok && first.ok && later.pool === first.pool).toBe(true);
    // The name now points inside: refused at the next resolution (no rebinding past the minute).
    dns.answers['api.example.com'] = ['127.0.0.1'];
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 2, 2));
    expect(await u.target(url)).toEqual({ ok: false, reason: 'policy' });
    expect(dns.asked).toHaveLength(3);
  });

  it('remembers a refusal for a minute as well', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
    const dns = fakeDns({ 'evil.example.com': ['10.0.0.1'] });
    const u = upstreams(dns.lookup);
    const url = new URL('https://evil.example.com/');
    await u.target(url);
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 30));
    expect(await u.target(url)).toEqual({ ok: false, reason: 'policy' });
    expect(dns.asked).toHaveLength(1);
  });

  it('tries an unresolved name again after a few seconds rather than a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
    const dns = fakeDns({});
    const u = upstreams(dns.lookup);
    const url = new URL('https://late.example.com/');
    expect(await u.target(url)).toEqual({ ok: false, reason: 'unresolved' });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 4));
    expect(await u.target(url)).toEqual({ ok: false, reason: 'unresolved' });
    expect(dns.asked).toHaveLength(1);
    dns.answers['late.example.com'] = ['93.184.216.34'];
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 6));
    expect((await u.target(url)).ok).toBe(true);
    expect(dns.asked).toHaveLength(2);
  });

  it('connects to the checked address, never to the name, and sends the name as Host', async () => {
    const seen: (string | undefined)[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers.host);
      res.end('pong');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      // The name does not exist in any real DNS: only the injected answer can lead to the server.
      const origin = `http://upstream.invalid:${port}`;
      const dns = fakeDns({ 'upstream.invalid': ['127.0.0.1'] });
      const u = upstreams(dns.lookup, { trustedOrigins: [origin] });
      const target = await u.target(new URL(`${origin}/ping`));
      if (!target.ok) throw new Error(`refused: ${target.reason}`);
      const answer = await target.pool.request({
        method: 'GET',
        path: '/ping',
        headers: { host: target.hostHeader },
      });
      expect(await answer.body.text()).toBe('pong');
      expect(seen).toEqual([`upstream.invalid:${port}`]);
    } finally {
      await Promise.all(opened.splice(0).map((u) => u.close()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
