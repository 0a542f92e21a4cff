import {
  createCipheriv,
  createDecipheriv,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { PrivacyProtocolError } from './errors.js';

const X25519_SPKI_PREFIX = Buffer.from('302a300506032b656e032100', 'hex');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A party's key for one job (X25519). Messages between two parties travel through the coordinator sealed with
 * AES-256-GCM under a key both derive from their key pair, so the coordinator relays what it cannot read; the same
 * shared secret seeds the pairwise masks of federated statistics.
 */
export class ChannelKey {
  private readonly privateKey: KeyObject;
  /** The public half, base64 of the 32 raw bytes, announced to the other parties. */
  readonly publicKey: string;

  constructor() {
    const pair = generateKeyPairSync('x25519');
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64');
  }

  /** A secret only this party and the owner of `peerPublicKey` can derive, separated by `purpose`. */
  sharedSecret(peerPublicKey: string, purpose: string, context: string): Buffer {
    const raw = Buffer.from(peerPublicKey, 'base64');
    if (raw.length !== 32) throw new PrivacyProtocolError('malformed-message', 'a party key is malformed');
    const publicKey = createPublicKey({
      key: Buffer.concat([X25519_SPKI_PREFIX, raw]),
      format: 'der',
      type: 'spki',
    });
    const shared = diffieHellman({ privateKey: this.privateKey, publicKey });
    return Buffer.from(hkdfSync('sha256', shared, Buffer.alloc(0), `${purpose}:${context}`, 32));
  }

  /** Seals `plaintext` for the owner of `peerPublicKey`; `context` names the job and direction. */
  seal(peerPublicKey: string, context: string, plaintext: string): string {
    const key = this.sharedSecret(peerPublicKey, 'seal', context);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** Opens what the owner of `peerPublicKey` sealed for this party; a tampered or misdirected message is refused. */
  open(peerPublicKey: string, context: string, sealed: unknown): string {
    if (typeof sealed !== 'string')
      throw new PrivacyProtocolError('malformed-message', 'a sealed message is missing');
    const bytes = Buffer.from(sealed, 'base64');
    if (bytes.length < IV_BYTES + TAG_BYTES) {
      throw new PrivacyProtocolError('malformed-message', 'a sealed message is too short');
    }
    const key = this.sharedSecret(peerPublicKey, 'seal', context);
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new PrivacyProtocolError(
        'malformed-message',
        'a sealed message does not open (tampered or misdirected)',
      );
    }
  }
}
