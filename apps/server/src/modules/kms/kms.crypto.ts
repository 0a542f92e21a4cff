import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  sign,
  timingSafeEqual,
  verify,
} from 'node:crypto';
import type { KmsAlgorithm } from '@datamall/contract';
import { sm2 } from 'sm-crypto';

/**
 * The cryptography of computing keys, with no database: making key material, wrapping it under the master key,
 * fingerprints, and the four operations. RSA and AES use node:crypto; SM2 signatures use `sm-crypto` (with the
 * SM3 hash of the signer's Z value, as GB/T 32918 asks: OpenSSL through Node does not make standard SM2
 * signatures); SM4 is node:crypto's SM4-CTR with an HMAC-SM3 tag (encrypt then MAC).
 */

/** Secret material and, for key pairs, the public key as shown (PEM for RSA, uncompressed hex for SM2). */
export interface Material {
  secret: Buffer;
  publicKey: string | null;
}

export function generateMaterial(algorithm: KmsAlgorithm): Material {
  switch (algorithm) {
    case 'RSA_2048': {
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
      return {
        secret: pair.privateKey.export({ type: 'pkcs8', format: 'der' }),
        publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      };
    }
    case 'SM2': {
      const pair = sm2.generateKeyPairHex();
      return { secret: Buffer.from(pair.privateKey, 'hex'), publicKey: pair.publicKey };
    }
    case 'AES_256':
      return { secret: randomBytes(32), publicKey: null };
    case 'SM4':
      return { secret: randomBytes(16), publicKey: null };
  }
}

/**
 * Key pairs: SHA-256 of the public key (SPKI DER for RSA, the uncompressed point for SM2). Data keys: a key check
 * value, the first 6 bytes of HMAC-SHA256(key, "KCV"). Hex; neither reveals the key.
 */
export function fingerprintOf(algorithm: KmsAlgorithm, material: Material): string {
  if (algorithm === 'RSA_2048') {
    const der = createPublicKey(material.publicKey!).export({ type: 'spki', format: 'der' });
    return createHash('sha256').update(der).digest('hex');
  }
  if (algorithm === 'SM2')
    return createHash('sha256').update(Buffer.from(material.publicKey!, 'hex')).digest('hex');
  return createHmac('sha256', material.secret).update('KCV').digest('hex').slice(0, 12);
}

/** AES-256-GCM under the master key; `label` (key id and version) is authenticated, so rows cannot be swapped. */
export function wrap(master: Buffer, label: string, secret: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', master, iv);
  cipher.setAAD(Buffer.from(label));
  const body = Buffer.concat([cipher.update(secret), cipher.final()]);
  return ['w1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function unwrap(master: Buffer, label: string, wrapped: string): Buffer {
  const [format, iv, tag, body] = wrapped.split('.');
  if (format !== 'w1' || !iv || !tag || body === undefined) throw new Error('kms: unknown wrapping');
  const decipher = createDecipheriv('aes-256-gcm', master, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(label));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
}

/** The sealed form of data: IV, tag and ciphertext (the caller adds which key and version). */
export interface Sealed {
  iv: Buffer;
  tag: Buffer;
  body: Buffer;
}

/** Encrypts with a data key; `context` (e.g. what the data is) is authenticated and must be given to decrypt. */
export function seal(algorithm: KmsAlgorithm, secret: Buffer, plaintext: Buffer, context: string): Sealed {
  if (algorithm === 'AES_256') {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', secret, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return { iv, tag: cipher.getAuthTag(), body };
  }
  const { encKey, macKey } = sm4Keys(secret);
  const iv = randomBytes(16);
  const cipher = createCipheriv('sm4-ctr', encKey, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: sm4Tag(macKey, iv, body, context), body };
}

/** Decrypts what `seal` made; throws when it was altered or the context differs. */
export function open(algorithm: KmsAlgorithm, secret: Buffer, sealed: Sealed, context: string): Buffer {
  if (algorithm === 'AES_256') {
    const decipher = createDecipheriv('aes-256-gcm', secret, sealed.iv);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(sealed.tag);
    return Buffer.concat([decipher.update(sealed.body), decipher.final()]);
  }
  const { encKey, macKey } = sm4Keys(secret);
  const expected = sm4Tag(macKey, sealed.iv, sealed.body, context);
  if (expected.length !== sealed.tag.length || !timingSafeEqual(expected, sealed.tag)) {
    throw new Error('kms: the ciphertext was altered');
  }
  const decipher = createDecipheriv('sm4-ctr', encKey, sealed.iv);
  return Buffer.concat([decipher.update(sealed.body), decipher.final()]);
}

/** Signs with a key pair: RSA-PSS with SHA-256, or SM2 with SM3 (DER signature). */
export function signWith(algorithm: KmsAlgorithm, secret: Buffer, data: Buffer): Buffer {
  if (algorithm === 'RSA_2048') {
    const key = createPrivateKey({ key: secret, format: 'der', type: 'pkcs8' });
    return sign('sha256', data, { key, padding: 6 /* RSA_PKCS1_PSS_PADDING */ });
  }
  const signature = sm2.doSignature(data.toString('hex'), secret.toString('hex'), { hash: true, der: true });
  return Buffer.from(signature, 'hex');
}

/** Checks a signature with the public key only. */
export function verifyWith(
  algorithm: KmsAlgorithm,
  publicKey: string,
  data: Buffer,
  signature: Buffer,
): boolean {
  if (algorithm === 'RSA_2048') {
    return verify('sha256', data, { key: createPublicKey(publicKey), padding: 6 }, signature);
  }
  return sm2.doVerifySignature(data.toString('hex'), signature.toString('hex'), publicKey, {
    hash: true,
    der: true,
  });
}

function sm4Keys(secret: Buffer) {
  const derived = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'kms sm4', 48));
  return { encKey: derived.subarray(0, 16), macKey: derived.subarray(16) };
}

function sm4Tag(macKey: Buffer, iv: Buffer, body: Buffer, context: string): Buffer {
  return createHmac('sm3', macKey).update(iv).update(body).update(Buffer.from(context)).digest();
}
