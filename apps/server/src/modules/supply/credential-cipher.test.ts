import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, loadConnectorKey } from './credential-cipher.js';

describe('credential cipher', () => {
  it('round-trips, uses a fresh IV each time, and detects tampering', () => {
    const key = Buffer.alloc(32, 7);
    const a = encryptSecret(key, 'S3cret!pw');
    const b = encryptSecret(key, 'S3cret!pw');
    expect(a).not.toBe(b);
    expect(a).not.toContain('S3cret');
    expect(decryptSecret(key, a)).toBe('S3cret!pw');
    const parts = a.split('.');
    parts[3] = Buffer.from('x').toString('base64url');
    expect(() => decryptSecret(key, parts.join('.'))).toThrow();
    expect(() => decryptSecret(Buffer.alloc(32, 8), a)).toThrow();
  });

  it('takes the key from CONNECTOR_KEY, else generates one file with mode 0600 and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'connector-key-'));
    try {
      const configured = Buffer.alloc(32, 1).toString('base64');
      expect(loadConnectorKey(configured, dir).equals(Buffer.alloc(32, 1))).toBe(true);
      expect(() => loadConnectorKey(Buffer.alloc(16).toString('base64'), dir)).toThrow(/32 bytes/);
      const first = loadConnectorKey(undefined, dir);
      const file = path.join(dir, 'keys', 'connector.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadConnectorKey(undefined, dir).equals(first)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
