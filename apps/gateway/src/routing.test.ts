import { createHash } from 'node:crypto';
import { gateway as gw } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { RoutingTable } from './routing.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const ITEM = 7;
const BASIC = 71;
const PRO = 72;

function iface(id: number, skuId: number, method: 'GET' | 'POST', path: string): gw.RouteInterface {
  return {
    id,
    skuId,
    method,
    path,
    upstreamUrl: `https://api.example.com${path}`,
    authHeader: '',
    secret: null,
  };
}

function credential(overrides: Partial<gw.RouteCredential> = {}): gw.RouteCredential {
  return {
    id: 1,
    orderId: 100,
    consumerId: 1000,
    itemId: ITEM,
    skuId: BASIC,
    keyHashes: [sha256('key-one')],
    validFrom: '2026-01-01T00:00:00.000Z',
    validUntil: null,
    quotaTotal: null,
    postpaidPrice: null,
    pinnedVersion: null,
    ...overrides,
  };
}

function snapshot(
  interfaces: gw.RouteInterface[],
  credentials: gw.RouteCredential[] = [],
): gw.GatewaySnapshot {
  return {
    version: 'v42',
    issuedAt: '2026-01-01T00:00:00.000Z',
    goods: [{ itemId: ITEM, versions: ['2.0', '1.0'], interfaces, plugins: gw.DEFAULT_PLUGINS }],
    credentials,
    testKeys: [],
  };
}

describe('RoutingTable.credentialOf', () => {
  it('finds a credential by the SHA-256 of its key, under either of its two keys', () => {
    const c = credential({ keyHashes: [sha256('old-key'), sha256('new-key')] });
    const other = credential({ id: 2, keyHashes: [sha256('someone-else')] });
    const table = new RoutingTable(snapshot([], [c, other]));
    expect(table.credentialOf('old-key')).toBe(c);
    expect(table.credentialOf('new-key')).toBe(c);
    expect(table.credentialOf('someone-else')).toBe(other);
  });

  it('does not find an unknown key, nor a key given as its own hash', () => {
    const table = new RoutingTable(snapshot([], [credential()]));
    expect(table.credentialOf('key-two')).toBeUndefined();
    expect(table.credentialOf('')).toBeUndefined();
    expect(table.credentialOf(sha256('key-one'))).toBeUndefined();
  });

  it('keeps the snapshot version and knows which goods it routes', () => {
    const table = new RoutingTable(snapshot([]));
    expect(table.version).toBe('v42');
    expect(table.hasGood(ITEM)).toBe(true);
    expect(table.hasGood(ITEM + 1)).toBe(false);
  });
});

describe('RoutingTable.find: versions', () => {
  const plain = iface(1, BASIC, 'GET', '/vehicle/insurance');
  const table = new RoutingTable(snapshot([plain]));
  const find = (c: gw.RouteCredential, version: string) =>
    table.find(c, ITEM, version, 'GET', '/vehicle/insurance');

  it('accepts `latest` and every listed version', () => {
    for (const version of [gw.LATEST_VERSION, '2.0', '1.0']) {
      expect(find(credential(), version)).toEqual({ ok: true, route: { iface: plain, params: {} } });
    }
  });

  it("accepts the credential's pinned version even when it is no longer listed", () => {
    expect(find(credential({ pinnedVersion: '0.9' }), '0.9').ok).toBe(true);
  });

  it('refuses a version that is neither listed nor pinned with versionNotFound', () => {
    expect(find(credential(), '0.9')).toEqual({ ok: false, reason: 'versionNotFound' });
    expect(find(credential({ pinnedVersion: '0.9' }), '0.8')).toEqual({
      ok: false,
      reason: 'versionNotFound',
    });
    expect(find(credential(), 'LATEST')).toEqual({ ok: false, reason: 'versionNotFound' });
  });

  it('answers routeNotFound for a good it does not route', () => {
    expect(table.find(credential(), ITEM + 1, 'latest', 'GET', '/vehicle/insurance')).toEqual({
      ok: false,
      reason: 'routeNotFound',
    });
  });
});

describe('RoutingTable.find: exact routes', () => {
  const basicInsurance = iface(1, BASIC, 'GET', '/vehicle/insurance');
  const proInsurance = iface(2, PRO, 'GET', '/vehicle/insurance');
  const proDriving = iface(3, PRO, 'GET', '/vehicle/driving');
  const table = new RoutingTable(snapshot([basicInsurance, proInsurance, proDriving]));
  const basic = credential({ skuId: BASIC });
  const pro = credential({ skuId: PRO });

  it("answers the interface of the credential's own SKU when several SKUs share a path", () => {
    expect(table.find(basic, ITEM, 'latest', 'GET', '/vehicle/insurance')).toEqual({
      ok: true,
      route: { iface: basicInsurance, params: {} },
    });
    expect(table.find(pro, ITEM, 'latest', 'GET', '/vehicle/insurance')).toEqual({
      ok: true,
      route: { iface: proInsurance, params: {} },
    });
  });

  it('answers notInPlan for a path only another SKU has', () => {
    expect(table.find(basic, ITEM, 'latest', 'GET', '/vehicle/driving')).toEqual({
      ok: false,
      reason: 'notInPlan',
    });
    expect(table.find(pro, ITEM, 'latest', 'GET', '/vehicle/driving').ok).toBe(true);
  });

  it('answers routeNotFound for an unknown path, another method or a near miss', () => {
    for (const [method, path] of [
      ['GET', '/vehicle/unknown'],
      ['POST', '/vehicle/insurance'],
      ['GET', '/vehicle/insurance/'],
      ['GET', '/Vehicle/insurance'],
    ] as const) {
      expect(table.find(pro, ITEM, 'latest', method, path)).toEqual({ ok: false, reason: 'routeNotFound' });
    }
  });
});

describe('RoutingTable.find: {param} templates', () => {
  const order = iface(1, BASIC, 'GET', '/shops/{shopId}/orders/{orderId}');
  const dotted = iface(2, BASIC, 'GET', '/v1.0/items/{id}');
  const metachars = iface(3, BASIC, 'GET', '/a+b/(x)/[y]/$z^/{id}');
  const create = iface(4, BASIC, 'POST', '/shops/{shopId}/orders');
  const proOnly = iface(5, PRO, 'GET', '/reports/{year}');
  const table = new RoutingTable(snapshot([order, dotted, metachars, create, proOnly]));
  const basic = credential({ skuId: BASIC });
  const find = (method: string, path: string, c = basic) => table.find(c, ITEM, 'latest', method, path);

  it('captures the value of each {name} segment', () => {
    expect(find('GET', '/shops/s-1/orders/42')).toEqual({
      ok: true,
      route: { iface: order, params: { shopId: 's-1', orderId: '42' } },
    });
  });

  it('keeps captured values as sent (still percent-encoded)', () => {
    expect(find('GET', '/shops/%E4%B8%8A%E6%B5%B7/orders/a%20b')).toEqual({
      ok: true,
      route: { iface: order, params: { shopId: '%E4%B8%8A%E6%B5%B7', orderId: 'a%20b' } },
    });
  });

  it('does not let a parameter span segments or be empty', () => {
    expect(find('GET', '/shops/s-1/x/orders/42')).toEqual({ ok: false, reason: 'routeNotFound' });
    expect(find('GET', '/shops//orders/42')).toEqual({ ok: false, reason: 'routeNotFound' });
    expect(find('GET', '/shops/s-1/orders/42/more')).toEqual({ ok: false, reason: 'routeNotFound' });
  });

  it('treats regex metacharacters in literal segments literally', () => {
    expect(find('GET', '/v1.0/items/9')).toEqual({ ok: true, route: { iface: dotted, params: { id: '9' } } });
    expect(find('GET', '/v1x0/items/9')).toEqual({ ok: false, reason: 'routeNotFound' });
    expect(find('GET', '/a+b/(x)/[y]/$z^/5')).toEqual({
      ok: true,
      route: { iface: metachars, params: { id: '5' } },
    });
    for (const path of ['/aab/(x)/[y]/$z^/5', '/a+b/x/[y]/$z^/5', '/a+b/(x)/y/$z^/5', '/a+b/(x)/[y]/z/5']) {
      expect(find('GET', path)).toEqual({ ok: false, reason: 'routeNotFound' });
    }
  });

  it('matches only the method the interface declares', () => {
    expect(find('POST', '/shops/s-1/orders')).toEqual({
      ok: true,
      route: { iface: create, params: { shopId: 's-1' } },
    });
    expect(find('GET', '/shops/s-1/orders')).toEqual({ ok: false, reason: 'routeNotFound' });
    expect(find('POST', '/shops/s-1/orders/42')).toEqual({ ok: false, reason: 'routeNotFound' });
  });

  it("answers notInPlan for a template only another SKU has, and routes it for that SKU's credential", () => {
    expect(find('GET', '/reports/2026')).toEqual({ ok: false, reason: 'notInPlan' });
    expect(find('GET', '/reports/2026', credential({ skuId: PRO }))).toEqual({
      ok: true,
      route: { iface: proOnly, params: { year: '2026' } },
    });
  });

  it('prefers an exact route of the same SKU over a template that also matches', () => {
    const mine = iface(10, BASIC, 'GET', '/users/me');
    const anyUser = iface(11, BASIC, 'GET', '/users/{id}');
    const t = new RoutingTable(snapshot([anyUser, mine]));
    expect(t.find(basic, ITEM, 'latest', 'GET', '/users/me')).toEqual({
      ok: true,
      route: { iface: mine, params: {} },
    });
    expect(t.find(basic, ITEM, 'latest', 'GET', '/users/42')).toEqual({
      ok: true,
      route: { iface: anyUser, params: { id: '42' } },
    });
  });

  it("routes a credential through its own SKU's template when the path is exact only in another SKU", () => {
    const basicMe = iface(10, BASIC, 'GET', '/users/me');
    const proAnyUser = iface(11, PRO, 'GET', '/users/{id}');
    const t = new RoutingTable(snapshot([basicMe, proAnyUser]));
    expect(t.find(credential({ skuId: PRO }), ITEM, 'latest', 'GET', '/users/me')).toEqual({
      ok: true,
      route: { iface: proAnyUser, params: { id: 'me' } },
    });
  });
});
