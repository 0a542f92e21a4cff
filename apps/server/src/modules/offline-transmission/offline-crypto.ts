import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import smCrypto from 'sm-crypto';
import { checkPublicKeyPem } from '../../platform/public-key.js';

/**
 * Envelope encryption of offline deliveries for a consumer's registered public key:
 * - RSA keys: a random AES-256-GCM data key wrapped with RSA-OAEP (SHA-256);
 * - SM2 keys: a random SM4 key + HMAC-SM3 key wrapped with SM2 (C1C3C2); the file is SM4-CTR encrypted and
 *   authenticated by HMAC-SM3 over IV + ciphertext (encrypt-then-MAC; OpenSSL has no SM4-GCM here).
 * Files stream through: nothing is held whole in memory.
 */
export type OfflineAlgorithm = 'RSA-OAEP-256+AES-256-GCM' | 'SM2+SM4-CTR+HMAC-SM3';

export interface Envelope {
  algorithm: OfflineAlgorithm;
  /** Data key wrapped for the public key (base64). */
  wrappedKey: string;
  /** base64 */
  iv: string;
}

export interface Sealer {
  envelope: Envelope;
  /** Encrypting transform: plaintext in, ciphertext out. */
  transform: Transform;
  /** After the stream ended: the GCM tag or the HMAC (base64), and the plaintext SHA-256 (hex). */
  finish(): { tag: string; sha256: string };
}

const SM2_CIPHER_MODE = 1; // C1C3C2, as GM/T 0003-2012 now specifies

/** Raw uncompressed point (04||X||Y, hex) of an SM2 SubjectPublicKeyInfo: its last 65 bytes. */
function sm2PublicHex(pem: string): string {
  const der = crypto.createPublicKey(pem).export({ type: 'spki', format: 'der' });
  return der.subarray(der.length - 65).toString('hex');
}

/** The 32-byte private scalar of an SM2 key (PKCS#8 or SEC1 PEM): Node cannot export SM2 as JWK. */
function sm2PrivateHex(pem: string): string {
  const der = crypto.createPrivateKey(pem).export({ type: 'pkcs8', format: 'der' });
  // ECPrivateKey ::= SEQUENCE { version INTEGER 1, privateKey OCTET STRING (32 bytes), … }
  const at = der.indexOf(Buffer.from('0201010420', 'hex'));
  if (at < 0) throw new Error('not an SM2 private key');
  return der.subarray(at + 5, at + 37).toString('hex');
}

export function algorithmOf(publicKeyPem: string): OfflineAlgorithm {
  const check = checkPublicKeyPem(publicKeyPem);
  if (!check.ok) throw new Error(`unsupported public key: ${check.reason}`);
  return check.algorithm === 'RSA' ? 'RSA-OAEP-256+AES-256-GCM' : 'SM2+SM4-CTR+HMAC-SM3';
}

export function wrapKey(publicKeyPem: string, dataKey: Buffer): string {
  if (algorithmOf(publicKeyPem) === 'RSA-OAEP-256+AES-256-GCM') {
    return crypto
      .publicEncrypt(
        { key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        dataKey,
      )
      .toString('base64');
  }
  const hex = smCrypto.sm2.doEncrypt(Array.from(dataKey), sm2PublicHex(publicKeyPem), SM2_CIPHER_MODE);
  return Buffer.from(hex, 'hex').toString('base64');
}

/** Unwraps with the consumer's private key; throws when the key does not fit. */
export function unwrapKey(privateKeyPem: string, algorithm: OfflineAlgorithm, wrapped: string): Buffer {
  if (algorithm === 'RSA-OAEP-256+AES-256-GCM') {
    return crypto.privateDecrypt(
      { key: privateKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(wrapped, 'base64'),
    );
  }
  const out = smCrypto.sm2.doDecrypt(
    Buffer.from(wrapped, 'base64').toString('hex'),
    sm2PrivateHex(privateKeyPem),
    SM2_CIPHER_MODE,
    { output: 'array' },
  ) as unknown as number[];
  // sm-crypto answers an empty result instead of throwing when C3 (the SM3 check value) does not match.
  if (out?.length !== 48) throw new Error('the private key does not match');
  return Buffer.from(out);
}

function hashingTransform(onChunk: (chunk: Buffer) => Buffer, onPlain: (chunk: Buffer) => void) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onPlain(chunk);
      done(null, onChunk(chunk));
    },
  });
}

/** Starts encrypting one file for `publicKeyPem` (a fresh data key per file). */
export function seal(publicKeyPem: string): Sealer {
  const algorithm = algorithmOf(publicKeyPem);
  const plainHash = crypto.createHash('sha256');
  if (algorithm === 'RSA-OAEP-256+AES-256-GCM') {
    const key = crypto.randomBytes(32);
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
    const transform = hashingTransform(
      (chunk) => cipher.update(chunk),
      (chunk) => plainHash.update(chunk),
    );
    transform._flush = (done) => done(null, cipher.final());
    return {
      envelope: { algorithm, wrappedKey: wrapKey(publicKeyPem, key), iv: iv.toString('base64') },
      transform,
      finish: () => ({ tag: cipher.getAuthTag().toString('base64'), sha256: plainHash.digest('hex') }),
    };
  }
  const keys = crypto.randomBytes(48);
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('sm4-ctr', keys.subarray(0, 16), iv);
  const mac = crypto.createHmac('sm3', keys.subarray(16)).update(iv);
  const transform = hashingTransform(
    (chunk) => {
      const out = cipher.update(chunk);
      mac.update(out);
      return out;
    },
    (chunk) => plainHash.update(chunk),
  );
  transform._flush = (done) => {
    const out = cipher.final();
    mac.update(out);
    done(null, out);
  };
  return {
    envelope: { algorithm, wrappedKey: wrapKey(publicKeyPem, keys), iv: iv.toString('base64') },
    transform,
    finish: () => ({ tag: mac.digest('base64'), sha256: plainHash.digest('hex') }),
  };
}

export interface Opener {
  /** Decrypting transform: ciphertext in, plaintext out. */
  transform: Transform;
  /** After the stream ended: throws if the tag/MAC does not verify; answers the plaintext SHA-256. */
  finish(): string;
}

/** Starts decrypting one sealed file with the consumer's private key (throws when the key does not fit). */
export function open(privateKeyPem: string, envelope: Envelope, tag: string): Opener {
  const key = unwrapKey(privateKeyPem, envelope.algorithm, envelope.wrappedKey);
  const iv = Buffer.from(envelope.iv, 'base64');
  return envelope.algorithm === 'RSA-OAEP-256+AES-256-GCM' ? openGcm(key, iv, tag) : openSm4(key, iv, tag);
}

/** AES-256-GCM: the tag verifies when the decipher ends. */
function openGcm(key: Buffer, iv: Buffer, tag: string): Opener {
  const plainHash = crypto.createHash('sha256');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  const transform = hashingTransform(
    (chunk) => {
      const out = decipher.update(chunk);
      plainHash.update(out);
      return out;
    },
    () => {},
  );
  let verified = false;
  transform._flush = (done) => {
    try {
      const out = decipher.final();
      plainHash.update(out);
      verified = true;
      done(null, out);
    } catch (error) {
      done(error as Error);
    }
  };
  return {
    transform,
    finish: () => {
      if (!verified) throw new Error('the authentication tag does not verify');
      return plainHash.digest('hex');
    },
  };
}

/** SM4-CTR with an HMAC-SM3 over the IV and the ciphertext, compared in constant time at the end. */
function openSm4(key: Buffer, iv: Buffer, tag: string): Opener {
  const plainHash = crypto.createHash('sha256');
  const decipher = crypto.createDecipheriv('sm4-ctr', key.subarray(0, 16), iv);
  const mac = crypto.createHmac('sm3', key.subarray(16)).update(iv);
  const transform = hashingTransform(
    (chunk) => {
      mac.update(chunk);
      const out = decipher.update(chunk);
      plainHash.update(out);
      return out;
    },
    () => {},
  );
  transform._flush = (done) => {
    const out = decipher.final();
    plainHash.update(out);
    done(null, out);
  };
  return {
    transform,
    finish: () => {
      const expected = Buffer.from(tag, 'base64');
      const actual = mac.digest();
      if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
        throw new Error('the message authentication code does not verify');
      }
      return plainHash.digest('hex');
    },
  };
}

/** Whether `privateKeyPem` opens what is sealed for `publicKeyPem` (a random challenge, never stored). */
export function keysMatch(publicKeyPem: string, privateKeyPem: string): boolean {
  const challenge = crypto.randomBytes(48);
  try {
    const wrapped = wrapKey(publicKeyPem, challenge);
    const back = unwrapKey(privateKeyPem, algorithmOf(publicKeyPem), wrapped);
    return back.length === challenge.length && crypto.timingSafeEqual(back, challenge);
  } catch {
    return false;
  }
}
