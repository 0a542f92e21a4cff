import { describe, expect, it } from 'vitest';
import { compareSignatures, MinHasher, normaliseRow } from './minhash.js';

function signatureOf(rows: string[], k = 256) {
  const h = new MinHasher(k);
  for (const row of rows) h.add(row);
  return h.finish();
}

function jaccard(a: string[], b: string[]) {
  const sa = new Set(a.map(normaliseRow));
  const sb = new Set(b.map(normaliseRow));
  const inter = [...sa].filter((x) => sb.has(x)).length;
  return inter / (sa.size + sb.size - inter);
}

const rows = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `${prefix},${from + i},value ${(from + i) * 7}`);

describe('MinHash', () => {
  it('normalises blanks and case', () => {
    expect(normaliseRow('  A,\tB   C ')).toBe('a, b c');
    expect(normaliseRow('   ')).toBe('');
  });

  it('estimates the Jaccard similarity of overlapping sets within 0.05', () => {
    for (const [shared, own] of [
      [800, 100],
      [500, 500],
      [300, 1200],
    ] as const) {
      const common = rows('c', 0, shared);
      const a = [...common, ...rows('a', 0, own)];
      const b = [...common, ...rows('b', 0, own)];
      const truth = jaccard(a, b);
      const { similarity } = compareSignatures(signatureOf(a), signatureOf(b), 5);
      expect(Math.abs(similarity - truth)).toBeLessThanOrEqual(0.05);
    }
  });

  it('gives identical sets 1, disjoint sets near 0, and samples only shared rows', () => {
    const a = rows('x', 0, 500);
    expect(compareSignatures(signatureOf(a), signatureOf([...a].reverse()), 5).similarity).toBe(1);
    expect(compareSignatures(signatureOf(a), signatureOf(rows('y', 0, 500)), 5).similarity).toBeLessThan(
      0.05,
    );
    const b = [...rows('x', 0, 250), ...rows('z', 0, 250)];
    const { sampleRows } = compareSignatures(signatureOf(a), signatureOf(b), 5);
    expect(sampleRows.length).toBeGreaterThan(0);
    const shared = new Set(rows('x', 0, 250).map(normaliseRow));
    for (const row of sampleRows) expect(shared.has(row)).toBe(true);
  });

  it('ignores empty and repeated rows', () => {
    const sig = signatureOf(['a', 'A ', '', '  ', 'b']);
    expect(sig.size).toBe(2);
  });
});
