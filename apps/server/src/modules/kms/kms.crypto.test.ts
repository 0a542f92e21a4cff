import { randomBytes } from 'node:crypto';
import { KMS_ALGORITHMS, KMS_ASYMMETRIC } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import {
  fingerprintOf,
  generateMaterial,
  open,
  seal,
  signWith,
  unwrap,
  verifyWith,
  wrap,
} from './kms.crypto.js';

const master = randomBytes(32);

describe('computing key cryptography', () => {
  it.each(KMS_ALGORITHMS)('wraps %s material so that only its own label unwraps it', (algorithm) => {
    const material = generateMaterial(algorithm);
    const wrapped = wrap(master, 'kms:1:1', material.secret);
    expect(wrapped).not.toContain(material.secret.toString('base64url'));
    expect(unwrap(master, 'kms:1:1', wrapped).equals(material.secret)).toBe(true);
    expect(() => unwrap(master, 'kms:2:1', wrapped)).toThrow();
    expect(() => unwrap(randomBytes(32), 'kms:1:1', wrapped)).toThrow();
  });

  it.each(['AES_256', 'SM4'] as const)(
    '%s encrypts, decrypts, and refuses an altered byte or another context',
    (algorithm) => {
      const { secret } = generateMaterial(algorithm);
      const sealed = seal(algorithm, secret, Buffer.from('风机振动数据'), 'offline:42');
      expect(open(algorithm, secret, sealed, 'offline:42').toString()).toBe('风机振动数据');
      expect(() => open(algorithm, secret, sealed, 'offline:43')).toThrow();
      const altered = { ...sealed, body: Buffer.from(sealed.body) };
      altered.body[0]! ^= 1;
      expect(() => open(algorithm, secret, altered, 'offline:42')).toThrow();
    },
  );

  it.each(KMS_ASYMMETRIC)(
    '%s signs, and the public key alone verifies it and refuses other data',
    (algorithm) => {
      const material = generateMaterial(algorithm);
      const data = Buffer.from('block 7 head');
      const signature = signWith(algorithm, material.secret, data);
      expect(verifyWith(algorithm, material.publicKey!, data, signature)).toBe(true);
      expect(verifyWith(algorithm, material.publicKey!, Buffer.from('block 8 head'), signature)).toBe(false);
      const other = generateMaterial(algorithm);
      expect(verifyWith(algorithm, other.publicKey!, data, signature)).toBe(false);
    },
  );

  it('fingerprints are stable and reveal nothing of a data key', () => {
    const key = generateMaterial('AES_256');
    expect(fingerprintOf('AES_256', key)).toMatch(/^[0-9a-f]{12}$/);
    expect(fingerprintOf('AES_256', key)).toBe(fingerprintOf('AES_256', key));
    expect(fingerprintOf('SM2', generateMaterial('SM2'))).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf('RSA_2048', generateMaterial('RSA_2048'))).toMatch(/^[0-9a-f]{64}$/);
  });
});
