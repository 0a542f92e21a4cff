import type { SecretBox } from '../../platform/secret-box.js';
import type { KmsService } from './kms.service.js';

/** Bound to every sealed credential: a ciphertext of another context does not open as one. */
const CONTEXT = 'platform-secret';
const USER = 'platform secrets';
const KEY_NAME = 'platform-secrets';

/**
 * The credentials users save, sealed by the KMS under the platform's `platformSecrets` data key (made at first
 * need; an operator rotates it in the KMS console, and older versions keep opening what they sealed). Secrets
 * sealed before the KMS held them (`v1.` under the connector key) still open through `legacyOpen`, and `rewrap`
 * moves them under the KMS (run at start for every stored one).
 */
export class KmsSecretBox implements SecretBox {
  constructor(
    private readonly kms: KmsService,
    private readonly legacyOpen: (stored: string) => string,
  ) {}

  async seal(plaintext: string): Promise<string> {
    const key = await this.kms.platformDataKey('platformSecrets', KEY_NAME, USER);
    return this.kms.encrypt(key.id, Buffer.from(plaintext, 'utf8'), CONTEXT, USER);
  }

  async open(stored: string): Promise<string> {
    if (isLegacy(stored)) return this.legacyOpen(stored);
    return (await this.kms.decrypt(stored, CONTEXT, USER)).toString('utf8');
  }

  async openMany(stored: string[], purpose: string): Promise<(string | null)[]> {
    const opened = await this.kms.decryptMany(stored, CONTEXT, USER, purpose);
    return stored.map((s, i) => {
      if (!isLegacy(s)) return opened[i]?.toString('utf8') ?? null;
      try {
        return this.legacyOpen(s);
      } catch {
        return null;
      }
    });
  }

  async rewrap(stored: string): Promise<string | null> {
    if (!isLegacy(stored)) return null;
    return this.seal(this.legacyOpen(stored));
  }
}

const isLegacy = (stored: string) => stored.startsWith('v1.');
