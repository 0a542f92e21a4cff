import { createHash, ECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BlindingKey, hashToCurve, PSI_CURVES } from './curve.js';

/** An x-coordinate that is on no point of the curve. */
function offCurve(openSslName: string): Buffer {
  for (let i = 0; ; i++) {
    const x = createHash('sha256').update(`off:${i}`).digest();
    try {
      ECDH.convertKey(Buffer.concat([Buffer.from([2]), x]), openSslName);
    } catch {
      return x;
    }
  }
}

describe.each(PSI_CURVES)('blinding on %s', (curve) => {
  it('commutes: blinding by a then b meets blinding by b then a', () => {
    const a = new BlindingKey(curve);
    const b = new BlindingKey(curve);
    const point = hashToCurve(curve, 'job-1', 'key-42');
    expect(b.blind(a.blind(point)).equals(a.blind(b.blind(point)))).toBe(true);
    expect(a.blind(point).equals(b.blind(point))).toBe(false);
  });

  it('hashes a key to different points in different jobs', () => {
    expect(hashToCurve(curve, 'job-1', 'k').equals(hashToCurve(curve, 'job-2', 'k'))).toBe(false);
    expect(hashToCurve(curve, 'job-1', 'k').equals(hashToCurve(curve, 'job-1', 'k'))).toBe(true);
  });

  it('refuses a point that is not on the curve or has the wrong length', () => {
    const key = new BlindingKey(curve);
    const failure = expect.objectContaining({ failure: 'malformed-message' });
    expect(() => key.blind(offCurve(curve === 'P-256' ? 'prime256v1' : 'SM2'))).toThrow(failure);
    expect(() => key.blind(Buffer.alloc(31, 1))).toThrow(failure);
  });
});
