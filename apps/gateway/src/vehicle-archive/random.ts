import { createHash } from 'node:crypto';

/**
 * A seeded pseudo-random source: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, from PractRand),
 * its 128-bit state taken from SHA-256 of the seed text. A few lines of a well-studied algorithm rather than a
 * dependency: the data set's bytes must never change under a library upgrade, only under a change of this file.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    const digest = createHash('sha256').update(seed).digest();
    this.a = digest.readUInt32BE(0);
    this.b = digest.readUInt32BE(4);
    this.c = digest.readUInt32BE(8);
    this.d = digest.readUInt32BE(12) | 1;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** A derived source for a named part (a vehicle, a record list), independent of how much the parent drew. */
  static derive(seed: string, ...path: (string | number)[]): Random {
    return new Random([seed, ...path].join('\u0000'));
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** In [0, 1). */
  next(): number {
    return this.nextUint32() / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A number in [min, max). */
  real(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One item by weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let x = this.next() * total;
    for (const [item, weight] of items) {
      x -= weight;
      if (x < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  /**
   * A small random count with the given mean: a binomial draw close to Poisson. Only arithmetic, no Math.exp or
   * Math.log, whose last bits may differ between JavaScript engines and would change the data set.
   */
  count(mean: number): number {
    if (mean <= 0) return 0;
    const trials = Math.max(20, Math.ceil(mean * 4));
    const p = mean / trials;
    let k = 0;
    for (let i = 0; i < trials; i++) if (this.next() < p) k++;
    return k;
  }
}
