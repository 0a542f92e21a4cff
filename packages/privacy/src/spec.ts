import { PSI_CURVES, type PsiCurve } from './curve.js';
import { PrivacyProtocolError } from './errors.js';

/** Federated statistics of one numeric column, optionally grouped by a category column. */
export interface StatisticsSpec {
  valueColumn: string;
  /** Grouping column, or null for one group of all rows. */
  groupColumn: string | null;
  /** The groups to report; rows of any other category form one more group, "other". */
  categories: string[];
  /** Values are clamped into [lower, upper]: the bounds fix each row's influence (and the histogram's range). */
  lower: number;
  upper: number;
  /** Histogram bins over [lower, upper]; 0 for none. */
  bins: number;
  /** Decimal places kept of each value (fixed point). */
  decimals: number;
  /** Differential-privacy budget of the whole release; null releases exact figures. */
  epsilon: number | null;
  /** Groups with fewer rows are reported as suppressed. */
  minGroupSize: number;
}

export const JOB_KINDS = ['psi', 'statistics'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export interface JobSpec {
  jobId: string;
  kind: JobKind;
  curve: PsiCurve;
  /** psi: the key column on every side; statistics: computed over the intersection when set, whole tables else. */
  joinColumn: string | null;
  statistics: StatisticsSpec | null;
}

/**
 * Sizes the protocol accepts. Sums stay exact: suppliers × rows × scaledBound = 10 × 10^6 × 10^10 < 2^62, so no
 * total wraps around the ring; and a supplier's masked figures stay under `maskedBytes` (a message's size).
 */
export const LIMITS = {
  categories: 50,
  bins: 50,
  decimals: 6,
  suppliers: 10,
  rowsPerParty: 1_000_000,
  /** Distinct join keys of one party (about 60 bytes each through the platform). */
  keysPerParty: 500_000,
  /** max(|lower|, |upper|) × 10^decimals. */
  scaledBound: 1e10,
  /** Bytes of a supplier's masked per-key figures (keys × groups × (2 + bins) × 8). */
  maskedBytes: 16 * 1024 * 1024,
} as const;

function invalid(message: string): never {
  throw new PrivacyProtocolError('invalid-spec', message);
}

function checkStatistics(stats: StatisticsSpec): void {
  if (!stats.valueColumn) invalid('the value column is missing');
  if (!Number.isFinite(stats.lower) || !Number.isFinite(stats.upper) || stats.lower >= stats.upper) {
    invalid('the bounds must be numbers with lower < upper');
  }
  if (!Number.isInteger(stats.decimals) || stats.decimals < 0 || stats.decimals > LIMITS.decimals) {
    invalid(`decimals must be an integer from 0 to ${LIMITS.decimals}`);
  }
  if (Math.max(Math.abs(stats.lower), Math.abs(stats.upper)) * 10 ** stats.decimals > LIMITS.scaledBound) {
    invalid('the bounds are too large for the decimals kept');
  }
  if (!Number.isInteger(stats.bins) || stats.bins < 0 || stats.bins > LIMITS.bins) {
    invalid(`bins must be an integer from 0 to ${LIMITS.bins}`);
  }
  if (stats.groupColumn === null && stats.categories.length > 0) invalid('categories need a group column');
  if (stats.categories.length > LIMITS.categories) invalid(`at most ${LIMITS.categories} categories`);
  if (new Set(stats.categories).size !== stats.categories.length) invalid('categories repeat');
  if (stats.epsilon !== null && !(stats.epsilon > 0 && stats.epsilon <= 10)) {
    invalid('epsilon must be greater than 0 and at most 10');
  }
  if (!Number.isInteger(stats.minGroupSize) || stats.minGroupSize < 1)
    invalid('the minimum group size must be ≥ 1');
}

/** Refuses a definition the protocol cannot compute safely (PrivacyProtocolError 'invalid-spec'). */
export function checkJobSpec(spec: JobSpec): void {
  if (!spec.jobId) invalid('the job id is missing');
  if (!PSI_CURVES.includes(spec.curve)) invalid('unknown curve');
  if (spec.kind === 'psi') {
    if (!spec.joinColumn) invalid('a private set intersection needs a join column');
    if (spec.statistics) invalid('a private set intersection computes no statistics');
    return;
  }
  if (spec.kind !== 'statistics' || !spec.statistics) invalid('statistics need their definition');
  checkStatistics(spec.statistics);
}
