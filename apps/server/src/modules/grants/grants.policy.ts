import type { assets } from '@datamall/contract';

/** Grant state on a day (YYYY-MM-DD): revoked, pending (starts later), expired, active. */
export function grantState(
  grant: { status: number; startDate: string; endDate: string },
  today: string,
): assets.GrantState {
  if (grant.status === 0) return 'revoked';
  if (grant.startDate > today) return 'pending';
  if (grant.endDate < today) return 'expired';
  return 'active';
}

/** A real calendar day in YYYY-MM-DD (the contract checks only the pattern). */
export function isCalendarDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}
