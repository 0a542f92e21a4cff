import { createECDH, createHash, ECDH } from 'node:crypto';
import { PrivacyProtocolError } from './errors.js';

/** Curves a job may use for its blinding: NIST P-256 or the Chinese national standard SM2 curve. */
export const PSI_CURVES = ['P-256', 'SM2'] as const;
export type PsiCurve = (typeof PSI_CURVES)[number];

const OPENSSL_NAME: Record<PsiCurve, string> = { 'P-256': 'prime256v1', SM2: 'SM2' };
const COMPRESSED_EVEN = Buffer.from([0x02]);
/** Bytes of a point's x-coordinate, the only part of a point the protocol sends. */
export const POINT_BYTES = 32;

/**
 * Points travel as their x-coordinate only. node:crypto offers scalar multiplication only as ECDH, whose secret is the
 * x-coordinate of k·Q; lifting an x back to a point gives Q or −Q, and x(k·Q) = x(k·(−Q)), so blinding by a then b
 * and by b then a meet on the same x: the commutativity ECDH-PSI needs.
 */
function lift(x: Buffer): Buffer {
  return Buffer.concat([COMPRESSED_EVEN, x]);
}

/** True when `x` is the x-coordinate of a point of the curve. */
function onCurve(curve: PsiCurve, x: Buffer): boolean {
  try {
    ECDH.convertKey(lift(x), OPENSSL_NAME[curve]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Hashes a join key to a point whose discrete logarithm nobody knows: SHA-256 of domain, counter and key, the first
 * counter giving a valid x (try-and-increment; about two tries). The domain separates jobs, so blinded keys of one
 * job say nothing about another's.
 */
export function hashToCurve(curve: PsiCurve, domain: string, key: string): Buffer {
  for (let counter = 0; counter < 256; counter++) {
    const x = createHash('sha256').update(`${domain}\u0000${counter}\u0000${key}`).digest();
    if (onCurve(curve, x)) return x;
  }
  throw new PrivacyProtocolError('internal', 'no curve point found for a key');
}

function notAPoint(): PrivacyProtocolError {
  return new PrivacyProtocolError('malformed-message', 'a blinded key is not a point of the curve');
}

/** A party's secret blinding scalar for one job: it multiplies points and never leaves the party. */
export class BlindingKey {
  private readonly ecdh;

  constructor(readonly curve: PsiCurve) {
    this.ecdh = createECDH(OPENSSL_NAME[curve]);
    this.ecdh.generateKeys();
  }

  /** x(k·P) for the point with x-coordinate `x`; refuses anything that is not a point of the curve. */
  blind(x: Buffer): Buffer {
    if (x.length !== POINT_BYTES) throw notAPoint();
    try {
      return this.ecdh.computeSecret(lift(x));
    } catch {
      throw notAPoint();
    }
  }
}
