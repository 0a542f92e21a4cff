import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { PrivacyProtocolError } from './errors.js';

/**
 * Shares and masked figures live in the ring of integers modulo 2^64: a BigUint64Array wraps on every store, so
 * adding a random mask hides a figure completely and subtracting it brings the figure back exactly.
 */
export type RingVector = BigUint64Array;

export function zeros(length: number): RingVector {
  return new BigUint64Array(length);
}

export function addInto(target: RingVector, other: RingVector, sign: 1 | -1 = 1): RingVector {
  if (target.length !== other.length) {
    throw new PrivacyProtocolError('malformed-message', 'a share has the wrong number of figures');
  }
  for (let i = 0; i < target.length; i++)
    target[i] = sign === 1 ? target[i]! + other[i]! : target[i]! - other[i]!;
  return target;
}

/** The signed integer a ring element stands for (two's complement). */
export function signed(value: bigint): bigint {
  return BigInt.asIntN(64, value);
}

/** A pseudo-random ring vector from a seed: AES-256-CTR keystream under a key derived for `label`. */
export function maskStream(seed: Buffer, label: string, length: number): RingVector {
  const key = Buffer.from(hkdfSync('sha256', seed, Buffer.alloc(0), `mask:${label}`, 32));
  const cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16));
  const stream = cipher.update(Buffer.alloc(length * 8));
  return new BigUint64Array(stream.buffer, stream.byteOffset, length).slice();
}

/** The mask of one shuffled supplier entry, which the supplier subtracts and the coordinator adds back. */
export function entryMask(seed: Buffer, index: number, length: number): RingVector {
  return maskStream(seed, `entry:${index}`, length);
}

export function packVector(vector: RingVector): string {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64');
}

/** Reads a vector sent by a party; refuses text that is not base64 of exactly `length` figures. */
export function unpackVector(text: unknown, length: number): RingVector {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) {
    throw new PrivacyProtocolError('malformed-message', 'a share is not base64 text');
  }
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== length * 8) {
    throw new PrivacyProtocolError('malformed-message', 'a share has the wrong number of figures');
  }
  return new BigUint64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
}

/** A uniform double in (0, 1) from the system's secure random source. */
function secureUniform(): number {
  const bits = randomBytes(8).readBigUInt64BE() >> 11n;
  return (Number(bits) + 0.5) / 2 ** 53;
}

/** One draw of Laplace(0, scale) by inverse transform of a secure uniform. */
export function laplaceNoise(scale: number): number {
  const u = secureUniform() - 0.5;
  return -scale * Math.sign(u) * Math.log(1 - 2 * Math.abs(u));
}
