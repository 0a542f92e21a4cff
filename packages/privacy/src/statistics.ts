import { PrivacyProtocolError } from './errors.js';
import { laplaceNoise, type RingVector, signed, zeros } from './ring.js';
import { LIMITS, type StatisticsSpec } from './spec.js';

/** A row as a node reads it from its table. */
export type Row = Readonly<Record<string, string | number | null | undefined>>;

/**
 * Every party encodes its rows into the same layout, so masked vectors add up figure by figure: per group (each
 * category, then "other"; one group without a group column) a count, a fixed-point sum and the histogram's bins.
 */
export class StatisticsLayout {
  readonly groups: number;
  readonly width: number;
  readonly length: number;
  private readonly scale: number;

  constructor(readonly spec: StatisticsSpec) {
    this.groups = spec.groupColumn === null ? 1 : spec.categories.length + 1;
    this.width = 2 + spec.bins;
    this.length = this.groups * this.width;
    this.scale = 10 ** spec.decimals;
  }

  /** The group of a row, or -1 when the row has no numeric value (it is left out everywhere). */
  private groupOf(row: Row): number {
    const { groupColumn, categories } = this.spec;
    if (groupColumn === null) return 0;
    const index = categories.indexOf(String(row[groupColumn] ?? ''));
    return index === -1 ? categories.length : index;
  }

  private valueOf(row: Row): number | null {
    const raw = row[this.spec.valueColumn];
    const value =
      typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    if (!Number.isFinite(value)) return null;
    return Math.min(this.spec.upper, Math.max(this.spec.lower, value));
  }

  private binOf(value: number): number {
    const { lower, upper, bins } = this.spec;
    return Math.min(bins - 1, Math.floor(((value - lower) / (upper - lower)) * bins));
  }

  /** Adds one row's count, value and bin into `target`; answers false for a row without a numeric value. */
  addRow(target: RingVector, row: Row): boolean {
    const value = this.valueOf(row);
    if (value === null) return false;
    const offset = this.groupOf(row) * this.width;
    target[offset] = target[offset]! + 1n;
    target[offset + 1] = target[offset + 1]! + BigInt(Math.round(value * this.scale));
    if (this.spec.bins > 0)
      target[offset + 2 + this.binOf(value)] = target[offset + 2 + this.binOf(value)]! + 1n;
    return true;
  }

  /** The plain vector of a set of rows: what a party would hold, and what tests compare results against. */
  encode(rows: readonly Row[]): { vector: RingVector; counted: number } {
    checkRowCount(rows.length);
    const vector = zeros(this.length);
    let counted = 0;
    for (const row of rows) if (this.addRow(vector, row)) counted++;
    return { vector, counted };
  }

  /**
   * Reads combined totals and checks what every honest combination satisfies: counts are whole and not negative,
   * they add up to `expectedCount` when known, bins add up to their group's count, and each sum lies between count ×
   * lower and count × upper. A corrupted share breaks these with overwhelming probability.
   */
  readTotals(total: RingVector, expectedCount: number | null): GroupTotals[] {
    const groups: GroupTotals[] = [];
    let all = 0n;
    for (let g = 0; g < this.groups; g++) {
      const offset = g * this.width;
      const count = signed(total[offset]!);
      const sum = signed(total[offset + 1]!);
      const bins = Array.from(total.subarray(offset + 2, offset + this.width), signed);
      const lower = count * BigInt(Math.round(this.spec.lower * this.scale));
      const upper = count * BigInt(Math.round(this.spec.upper * this.scale));
      const binsOk = this.spec.bins === 0 || bins.reduce((a, b) => a + b, 0n) === count;
      if (
        count < 0n ||
        count > BigInt(1e12) ||
        sum < lower ||
        sum > upper ||
        bins.some((b) => b < 0n) ||
        !binsOk
      ) {
        throw inconsistent();
      }
      all += count;
      groups.push({ count: Number(count), sum: Number(sum) / this.scale, bins: bins.map(Number) });
    }
    if (expectedCount !== null && all !== BigInt(expectedCount)) throw inconsistent();
    return groups;
  }
}

/** Refuses a table larger than the protocol keeps exact (PrivacyProtocolError 'invalid-spec'). */
export function checkRowCount(rows: number): void {
  if (rows > LIMITS.rowsPerParty) {
    throw new PrivacyProtocolError('invalid-spec', `a party has more than ${LIMITS.rowsPerParty} rows`);
  }
}

export interface GroupTotals {
  count: number;
  sum: number;
  bins: number[];
}

function inconsistent(): PrivacyProtocolError {
  return new PrivacyProtocolError(
    'inconsistent-shares',
    'the combined shares are inconsistent: a party sent a bad share',
  );
}

export interface GroupResult {
  /** The category, or null for "other" (or for all rows when not grouped). */
  category: string | null;
  suppressed: boolean;
  count: number | null;
  sum: number | null;
  mean: number | null;
  histogram: number[] | null;
}

export interface StatisticsResult {
  groups: GroupResult[];
  /** Bin edges of the histogram (bins + 1 numbers), or null. */
  binEdges: number[] | null;
  epsilon: number | null;
}

/**
 * Releases totals: with an epsilon, Laplace noise calibrated to one row's influence (the budget split evenly over
 * count, sum and histogram; a row is in one group, so groups compose in parallel), then counts rounded and kept
 * ≥ 0; groups smaller than the minimum are suppressed, judged on the released count.
 */
export function releaseStatistics(
  spec: StatisticsSpec,
  totals: GroupTotals[],
  noise: (scale: number) => number = laplaceNoise,
): StatisticsResult {
  const measures = spec.bins > 0 ? 3 : 2;
  const perMeasure = spec.epsilon === null ? null : spec.epsilon / measures;
  const sensitivity = Math.max(Math.abs(spec.lower), Math.abs(spec.upper));
  const noisy = (value: number, scale: number) =>
    perMeasure === null ? value : value + noise(scale / perMeasure);
  const groups = totals.map((group, index): GroupResult => {
    const category = spec.groupColumn === null ? null : (spec.categories[index] ?? null);
    const count = Math.max(0, Math.round(noisy(group.count, 1)));
    if (count < spec.minGroupSize) {
      return { category, suppressed: true, count: null, sum: null, mean: null, histogram: null };
    }
    const sum = roundTo(noisy(group.sum, sensitivity), spec.decimals);
    const histogram = spec.bins > 0 ? group.bins.map((b) => Math.max(0, Math.round(noisy(b, 1)))) : null;
    return {
      category,
      suppressed: false,
      count,
      sum,
      mean: roundTo(sum / count, spec.decimals + 2),
      histogram,
    };
  });
  const binEdges =
    spec.bins > 0
      ? Array.from(
          { length: spec.bins + 1 },
          (_, i) => spec.lower + ((spec.upper - spec.lower) * i) / spec.bins,
        )
      : null;
  return { groups, binEdges, epsilon: spec.epsilon };
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
