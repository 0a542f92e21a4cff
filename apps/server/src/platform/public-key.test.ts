import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SM2_PUBLIC_PEM } from '../test/keys.js';
import { checkPublicKeyPem } from './public-key.js';

const rsaPem = (bits: number) =>
  generateKeyPairSync('rsa', { modulusLength: bits })
    .publicKey.export({ type: 'spki', format: 'pem' })
    .toString();

describe('checkPublicKeyPem', () => {
  it('accepts RSA 2048 and SM2', () => {
    expect(checkPublicKeyPem(rsaPem(2048))).toEqual({ ok: true, algorithm: 'RSA', bits: 2048 });
    expect(checkPublicKeyPem(SM2_PUBLIC_PEM)).toEqual({ ok: true, algorithm: 'SM2', bits: 256 });
  });
  it('refuses RSA 1024, other curves and garbage with the reason', () => {
    expect(checkPublicKeyPem(rsaPem(1024))).toMatchObject({ ok: false, reason: 'rsaTooShort', bits: 1024 });
    const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    expect(checkPublicKeyPem(p256)).toMatchObject({
      ok: false,
      reason: 'unsupported',
      algorithm: 'ec prime256v1',
    });
    expect(checkPublicKeyPem('hello')).toMatchObject({ ok: false, reason: 'notPem' });
    expect(checkPublicKeyPem('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----')).toMatchObject({
      ok: false,
      reason: 'notPem',
    });
  });
});
