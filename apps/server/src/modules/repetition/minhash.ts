/**
 * MinHash signatures over sets of normalised rows. Each row is hashed once (FNV-1a, 32 bits); hash function i
 * is that value xor a fixed seed, passed through the murmur3 finaliser (a bijection with full avalanche), so
 * the minimum per function behaves like the minimum of an independent random permutation. The share of equal
 * slots of two signatures estimates the Jaccard similarity of the two sets (standard error
 * sqrt(J(1-J)/k) for k functions).
 */

/** A row as compared: trimmed, runs of blanks collapsed to one space, lower case; '' means skip. */
export function normaliseRow(line: string): string {
  return line.replace(/\s+/g, ' ').trim().toLowerCase();
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function fmix32(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Fixed seeds (a deterministic sequence) so signatures stored earlier stay comparable. */
function seeds(k: number): Uint32Array {
  const out = new Uint32Array(k);
  let x = 0x9e3779b9;
  for (let i = 0; i < k; i++) {
    x = fmix32((x + 0x6d2b79f5) >>> 0);
    out[i] = x;
  }
  return out;
}

/** Sample rows kept per signature slot are cut to this many characters. */
export const SAMPLE_ROW_MAX = 200;

/**
 * Builds a signature incrementally: `add` each row (duplicates are harmless), then `finish`. Besides the
 * minimum of each slot it keeps the row that produced it: when two signatures agree on a slot, that row is
 * (up to a hash collision) in both sets, which gives the report its matching sample rows for free.
 */
export class MinHasher {
  private readonly seeds: Uint32Array;
  private readonly mins: Uint32Array;
  private readonly rows: string[];
  private readonly seen = new Set<number>();

  constructor(readonly k: number) {
    this.seeds = seeds(k);
    this.mins = new Uint32Array(k).fill(0xffffffff);
    this.rows = new Array<string>(k).fill('');
  }

  /** Distinct rows added (by their 32-bit hash). */
  get size(): number {
    return this.seen.size;
  }

  add(rawRow: string): void {
    const row = normaliseRow(rawRow);
    if (!row) return;
    const base = fnv1a(row);
    if (this.seen.has(base)) return;
    this.seen.add(base);
    for (let i = 0; i < this.k; i++) {
      const h = fmix32((base ^ (this.seeds[i] as number)) >>> 0);
      if (h < (this.mins[i] as number)) {
        this.mins[i] = h;
        this.rows[i] = row.slice(0, SAMPLE_ROW_MAX);
      }
    }
  }

  finish(): Signature {
    return { values: Array.from(this.mins), rows: [...this.rows], size: this.seen.size };
  }
}

export interface Signature {
  values: number[];
  /** The row behind each slot. */
  rows: string[];
  /** Distinct rows. */
  size: number;
}

/** Estimated Jaccard similarity and rows found in both (from the agreeing slots). */
export function compareSignatures(a: Signature, b: Signature, sampleMax: number) {
  if (a.size === 0 || b.size === 0 || a.values.length !== b.values.length) {
    return { similarity: 0, sampleRows: [] as string[] };
  }
  let equal = 0;
  const samples = new Set<string>();
  for (let i = 0; i < a.values.length; i++) {
    if (a.values[i] === b.values[i]) {
      equal += 1;
      if (samples.size < sampleMax && a.rows[i]) samples.add(a.rows[i] as string);
    }
  }
  return { similarity: Math.round((equal / a.values.length) * 10000) / 10000, sampleRows: [...samples] };
}
