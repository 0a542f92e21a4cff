import { describe, expect, it } from 'vitest';
import { invalidIpRules, isIpRule } from './ip-rules';

describe('IP rules of the IP restriction plugin', () => {
  it('accepts IPv4 and IPv6 addresses and CIDR blocks', () => {
    for (const rule of [
      '10.0.0.1',
      '0.0.0.0/0',
      '192.168.0.0/16',
      '255.255.255.255/32',
      '::1',
      '::',
      '2001:db8::/32',
      'fe80::1',
      '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
      '::ffff:10.0.0.1',
      '2001:db8::/128',
      ' 10.1.2.3 ',
    ]) {
      expect(isIpRule(rule), rule).toBe(true);
    }
  });

  it('refuses what the gateway would skip or could not compile', () => {
    for (const rule of [
      '',
      'localhost',
      '999.1.1.1',
      '10.0.0',
      '10.0.0.1.5',
      '010.0.0.1',
      '10.0.0.0/33',
      '10.0.0.0/99',
      '2001:db8::/129',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '12345::',
      'fe80::1%eth0',
      '10.0.0.0/8/8',
      '10.0.0.0/',
    ]) {
      expect(isIpRule(rule), rule).toBe(false);
    }
  });

  it('counts an IPv4 tail as two groups of an IPv6 address', () => {
    expect(isIpRule('1:2:3:4:5:6:1.2.3.4')).toBe(true);
    expect(isIpRule('1:2:3:4:5:6:7:1.2.3.4')).toBe(false);
  });

  it('lists each invalid entry once, trimmed', () => {
    expect(invalidIpRules(['10.0.0.1', 'abc', ' abc ', '300.1.1.1'])).toEqual(['abc', '300.1.1.1']);
    expect(invalidIpRules([])).toEqual([]);
  });
});
