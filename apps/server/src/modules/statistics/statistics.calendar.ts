import { CST_OFFSET_MS, chinaDay } from '../../platform/china-time.js';

/** The China calendar of the statistics: day and month boundaries as instants, month keys. */

const DAY_MS = 86_400_000;

/** The instant a China day (YYYY-MM-DD) starts. */
export const dayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - CST_OFFSET_MS);

/** The China day after `day`. */
export const nextDay = (day: string): string => chinaDay(new Date(dayStart(day).getTime() + DAY_MS));

/** The China month (YYYY-MM) `offset` months from the one of `at` (0: its own, -1: the previous). */
export function chinaMonth(at: Date, offset = 0): string {
  const [y, m] = chinaDay(at).split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + offset, 1));
  return d.toISOString().slice(0, 7);
}

/** The instant a China month (YYYY-MM) starts. */
export const monthStart = (month: string): Date => dayStart(`${month}-01`);

/** The `count` months ending with the month of `at`, oldest first. */
export function monthsEnding(at: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => chinaMonth(at, i - count + 1));
}

/** The China days from `fromDay` up to (not including) `toDay`. */
export function daysBetween(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (let d = fromDay; d < toDay; d = nextDay(d)) days.push(d);
  return days;
}
