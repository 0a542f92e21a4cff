import { describe, expect, it } from 'vitest';
import { isIpRule, zPluginConfig } from './gateway.js';

describe('IP rules of the IP plugin', () => {
  it('accept IPv4 and IPv6 addresses and CIDR blocks with a prefix their family allows', () => {
    for (const rule of [
      '127.0.0.1',
      '10.0.0.0/8',
      '0.0.0.0/0',
      '::1',
      '::',
      '2001:db8::/32',
      '::ffff:10.0.0.1',
      '1:2:3:4:5:6:7:8/128',
    ]) {
      expect([rule, isIpRule(rule)]).toEqual([rule, true]);
    }
  });

  it('refuse what the gateway could not load: bad octets, oversized prefixes, names, extra groups', () => {
    for (const rule of [
      '999.1.1.1',
      '10.0.0.0/33',
      '10.0.0.0/99',
      'fe80::1/129',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      'example.com',
      '10.0.0.1/8/8',
      '',
    ]) {
      expect([rule, isIpRule(rule)]).toEqual([rule, false]);
    }
    expect(
      zPluginConfig.safeParse({ ipRestriction: { enabled: true, allow: ['10.0.0.0/99'] } }).success,
    ).toBe(false);
  });
});
