import { describe, expect, it } from 'vitest';
import { hashPassword, newToken, numericCode, sha256, verifyPassword } from './secrets.js';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Demo@12345');
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('Demo@12345', hash)).toBe(true);
    expect(await verifyPassword('demo@12345', hash)).toBe(false);
    expect(await verifyPassword('Demo@12345', 'garbage')).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('Same1234')).not.toBe(await hashPassword('Same1234'));
  });
});

describe('tokens and codes', () => {
  it('makes tokens of at least 128 bits that differ', () => {
    const a = newToken();
    expect(Buffer.from(a, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(a).not.toBe(newToken());
    expect(sha256(a)).toHaveLength(64);
  });
  it('makes numeric codes of the given length', () => {
    for (let i = 0; i < 50; i++) expect(numericCode(6)).toMatch(/^\d{6}$/);
  });
});
