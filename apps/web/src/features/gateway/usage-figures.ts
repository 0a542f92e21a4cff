import { gateway } from '@datamall/contract';
import { formatNumber } from '../../shared/format';

/** The periods the usage pages offer (China days, today included). */
export const USAGE_PERIODS = [7, 30, 90] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];
export const DEFAULT_PERIOD: UsagePeriod = 30;

const BOUNDS = gateway.LATENCY_BUCKETS_MS;
const SLOWEST_BOUND = BOUNDS[BOUNDS.length - 1] ?? 0;
const BEFORE_SLOWEST = BOUNDS[BOUNDS.length - 2] ?? 0;

/**
 * A latency percentile as the server can vouch for it. The usage counters keep buckets, not calls: a percentile
 * is the upper bound of its bucket ("≤ 50 ms"). The server answers the last bound for both the last bucket and
 * the calls slower than it, so that value only says the calls took longer than the bound before it.
 */
export function percentileText(ms: number | null): string {
  if (ms === null) return '—';
  if (ms >= SLOWEST_BOUND) return `> ${formatNumber(BEFORE_SLOWEST)} ms`;
  return `≤ ${formatNumber(ms)} ms`;
}

/** The mean latency (one decimal at most), or a dash without calls. */
export function averageText(ms: number | null): string {
  return ms === null ? '—' : `${formatNumber(Math.round(ms * 10) / 10)} ms`;
}

export interface QuotaShare {
  /** Used share in percent (0–100, one decimal); null: unlimited quota. */
  percent: number | null;
  /** Progress bar state: exhausted, nearly (90 % or more), or fine. */
  status: 'exhausted' | 'low' | 'ok';
}

/** How much of the bought calls is used. */
export function quotaShare(used: number, total: number | null): QuotaShare {
  if (total === null) return { percent: null, status: 'ok' };
  if (total <= 0 || used >= total) return { percent: 100, status: 'exhausted' };
  const percent = Math.min(100, Math.round((used / total) * 1000) / 10);
  return { percent, status: percent >= 90 ? 'low' : 'ok' };
}

export type ValidityState = 'revoked' | 'pending' | 'active' | 'expired';

/** Whether the credential works now: refunded, not yet valid, valid, or past its end. */
export function validityState(
  c: { validFrom: string; validUntil: string | null; revoked: boolean },
  now: Date = new Date(),
): ValidityState {
  if (c.revoked) return 'revoked';
  if (new Date(c.validFrom).getTime() > now.getTime()) return 'pending';
  if (c.validUntil && new Date(c.validUntil).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** Share of a status class among the answered calls, in percent (one decimal). */
export function sharePercent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 1000) / 10 : 0;
}

/** Whether a summary has anything to chart. */
export function hasCalls(days: readonly { calls: number; failed: number; refused: number }[]): boolean {
  return days.some((d) => d.calls + d.failed + d.refused > 0);
}
