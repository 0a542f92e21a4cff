import { describe, expect, it } from 'vitest';
import { checkHost, isInternalAddress, normalizeHost } from './host-policy.js';
import { INTERNAL_ADDRESSES } from './ssrf-corpus.js';

describe('isInternalAddress', () => {
  it.each(INTERNAL_ADDRESSES)('refuses %s (%s)', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['not-an-ip', '127.1', '0x7f000001'])(
    'refuses %s, which is not an address (names resolve first)',
    (text) => {
      expect(isInternalAddress(text)).toBe(true);
    },
  );

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '1.1.1.1',
    '100.128.0.1',
    '2001:4860:4860::8888',
    '2400:3200::1',
    '::ffff:8.8.8.8',
  ])('allows %s', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });
});

describe('checkHost', () => {
  it('unwraps brackets', () => {
    expect(normalizeHost(' [::1] ')).toBe('::1');
  });

  it.each([
    'localhost',
    '127.1',
    '0x7f000001',
    '[::1]',
    '169.254.169.254',
    '2130706433',
    '[::127.0.0.1]',
    '[64:ff9b::a9fe:a9fe]',
  ])('refuses %s with the system resolver', async (host) => {
    expect(await checkHost(host, false)).toEqual({ ok: false, reason: 'policy' });
  });

  it('refuses Unix sockets even when private hosts are allowed', async () => {
    expect(await checkHost('/var/run/postgresql', true)).toEqual({ ok: false, reason: 'policy' });
  });

  it('refuses a name when any of its answers is internal, and returns the address to connect to', async () => {
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    expect(await checkHost('db.example.com', false, mixed)).toEqual({ ok: false, reason: 'policy' });
    const public4 = async () => [{ address: '93.184.216.34', family: 4 }];
    expect(await checkHost('db.example.com', false, public4)).toEqual({
      ok: true,
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('allows loopback when private access is on, and reports unknown names', async () => {
    expect(await checkHost('127.0.0.1', true)).toMatchObject({ ok: true, address: '127.0.0.1' });
    const failing = async () => {
      throw Object.assign(new Error('nope'), { code: 'ENOTFOUND' });
    };
    expect(await checkHost('nowhere.invalid', false, failing)).toEqual({ ok: false, reason: 'unresolved' });
  });
});
