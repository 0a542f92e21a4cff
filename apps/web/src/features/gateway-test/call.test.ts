import { gateway as gw } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import {
  buildTestCallUrl,
  fillPath,
  gatewayRefusal,
  headerList,
  isBadJson,
  isFreshKeyMiss,
  missingRequired,
  pathParamNames,
  prettyBody,
} from './call';

const base = 'https://gw.example.com/42/latest';

describe('buildTestCallUrl', () => {
  it("puts the interface path after the key's call base, one slash between them", () => {
    expect(buildTestCallUrl(base, '/weather/today')).toBe(`${base}/weather/today`);
    expect(buildTestCallUrl(`${base}/`, 'weather/today')).toBe(`${base}/weather/today`);
    expect(buildTestCallUrl(`${base}//`, '//weather')).toBe(`${base}/weather`);
    expect(buildTestCallUrl(base, '/')).toBe(base);
  });

  it('adds the non-empty query parameters, encoded', () => {
    expect(buildTestCallUrl(base, '/w', { city: 'São Paulo', lang: '', days: '3&x=1' })).toBe(
      `${base}/w?city=S%C3%A3o+Paulo&days=3%26x%3D1`,
    );
  });

  it('fills path segments, encoded, and keeps the placeholder of an empty one', () => {
    expect(pathParamNames('/cities/{city}/days/{day}')).toEqual(['city', 'day']);
    expect(fillPath('/cities/{city}/days/{day}', { city: 'a/b', day: ' ' })).toBe('/cities/a%2Fb/days/{day}');
    expect(buildTestCallUrl(base, '/cities/{city}', { q: '1' }, { city: '上海' })).toBe(
      `${base}/cities/%E4%B8%8A%E6%B5%B7?q=1`,
    );
  });
});

describe('missingRequired', () => {
  const iface = {
    path: '/cities/{city}',
    params: [
      { name: 'lang', type: 'String', place: 'query', required: true, description: '' },
      { name: 'page', type: 'Int', place: 'query', required: false, description: '' },
      { name: 'body1', type: 'String', place: 'body', required: true, description: '' },
    ] as const,
  };
  it('names empty required path segments and query parameters, never body fields', () => {
    expect(missingRequired({ ...iface, params: [...iface.params] }, {}, {})).toEqual(['city', 'lang']);
    expect(missingRequired({ ...iface, params: [...iface.params] }, { lang: ' x ' }, { city: 'sh' })).toEqual(
      [],
    );
    expect(missingRequired({ ...iface, params: [...iface.params] }, { lang: '  ' }, { city: 'sh' })).toEqual([
      'lang',
    ]);
  });
});

describe('answers', () => {
  it("recognises the gateway's own refusals by their codes", () => {
    const limited = JSON.stringify({ code: gw.GATEWAY_ERRORS.rateLimited.code, msg: 'too many', data: {} });
    expect(gatewayRefusal(limited)).toEqual({ code: 10608, msg: 'too many' });
    expect(gatewayRefusal(JSON.stringify({ code: 1, msg: 'upstream says no' }))).toBeNull();
    expect(gatewayRefusal('<html>')).toBeNull();
  });

  it('tries again only when a key issued moments ago is still unknown to the gateway', () => {
    const unknown = JSON.stringify({ code: gw.GATEWAY_ERRORS.keyInvalid.code, msg: 'invalid' });
    expect(isFreshKeyMiss(401, unknown, 300)).toBe(true);
    expect(isFreshKeyMiss(401, unknown, 60_000)).toBe(false);
    expect(isFreshKeyMiss(401, JSON.stringify({ code: 10600, msg: 'missing' }), 300)).toBe(false);
    expect(isFreshKeyMiss(200, unknown, 300)).toBe(false);
  });

  it('lists the gateway headers first', () => {
    const headers = new Headers({
      'content-type': 'application/json',
      'RateLimit-Remaining': '29',
      'x-gateway-test': '1',
      date: 'today',
      'x-gateway-mock': '1',
    });
    expect(headerList(headers).map(([n]) => n)).toEqual([
      'ratelimit-remaining',
      'x-gateway-mock',
      'x-gateway-test',
      'content-type',
      'date',
    ]);
  });

  it('pretty-prints JSON and leaves other text alone; an empty body is valid', () => {
    expect(prettyBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyBody('plain')).toBe('plain');
    expect(isBadJson('')).toBe(false);
    expect(isBadJson('{"a":')).toBe(true);
  });
});
