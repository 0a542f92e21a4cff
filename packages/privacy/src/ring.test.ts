import { describe, expect, it } from 'vitest';
import { addInto, laplaceNoise, maskStream, packVector, signed, unpackVector, zeros } from './ring.js';

describe('ring of integers modulo 2^64', () => {
  it('hides a figure under a mask and brings it back exactly', () => {
    const figures = BigUint64Array.from([5n, BigInt.asUintN(64, -7n), 0n]);
    const mask = maskStream(Buffer.alloc(32, 7), 'test', 3);
    const masked = addInto(figures.slice(), mask);
    expect(masked).not.toEqual(figures);
    expect(Array.from(addInto(masked, mask, -1), signed)).toEqual([5n, -7n, 0n]);
  });

  it('derives the same stream from the same seed and label only', () => {
    const seed = Buffer.alloc(32, 1);
    expect(maskStream(seed, 'a', 4)).toEqual(maskStream(seed, 'a', 4));
    expect(maskStream(seed, 'a', 4)).not.toEqual(maskStream(seed, 'b', 4));
  });

  it('packs and unpacks vectors, refusing the wrong length', () => {
    const vector = maskStream(Buffer.alloc(32, 2), 'x', 5);
    expect(unpackVector(packVector(vector), 5)).toEqual(vector);
    expect(() => unpackVector(packVector(vector), 4)).toThrow(/wrong number/);
    expect(() => addInto(zeros(2), zeros(3))).toThrow(/wrong number/);
  });

  it('draws Laplace noise with mean 0 and mean absolute deviation equal to its scale', () => {
    const draws = Array.from({ length: 40_000 }, () => laplaceNoise(3));
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    const meanAbs = draws.reduce((a, b) => a + Math.abs(b), 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.15);
    expect(meanAbs).toBeGreaterThan(2.85);
    expect(meanAbs).toBeLessThan(3.15);
  });
});
