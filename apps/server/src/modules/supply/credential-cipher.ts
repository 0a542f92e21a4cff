import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { loadKeyFile } from '../../platform/key-file.js';

const AAD = Buffer.from('database_connection.password');

/**
 * The key of saved connection passwords: `CONNECTOR_KEY` (base64, 32 bytes) when set, else a key generated
 * once into `DATA_DIR/keys/connector.key` (mode 0600), so restarts can still read what was saved.
 */
export function loadConnectorKey(configured: string | undefined, dataDir: string): Buffer {
  return loadKeyFile(configured, dataDir, 'connector.key', 'CONNECTOR_KEY');
}

/** AES-256-GCM with a random 96-bit IV: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(AAD);
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
