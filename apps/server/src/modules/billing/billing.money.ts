/** Money rules of billing: integers of 1/10000 yuan, rates in basis points, months in China Standard Time. */

import { CST_OFFSET_MS } from '../../platform/china-time.js';

/**
 * Splits a charge between the seller and the platform. Rule: for a positive (or zero) amount the commission
 * is floor(amount × rate / 10000) and the seller keeps the rest; a negative amount splits as the negation of
 * its absolute value. So seller + commission == amount, always, and a reversal mirrors its original exactly.
 */
export function splitCommission(amount: bigint, rateBp: number): { seller: bigint; commission: bigint } {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new Error(`bad rate ${rateBp}`);
  if (amount < 0n) {
    const positive = splitCommission(-amount, rateBp);
    return { seller: -positive.seller, commission: -positive.commission };
  }
  const commission = (amount * BigInt(rateBp)) / 10_000n;
  return { seller: amount - commission, commission };
}

/** The month (YYYY-MM) of an instant in China Standard Time. */
export function cstMonth(at: Date): string {
  return new Date(at.getTime() + CST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The first instant of a CST month, and of the month after it. */
export function monthRange(month: string): { from: Date; before: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1, 1) - CST_OFFSET_MS);
  const before = new Date(Date.UTC(y, m, 1) - CST_OFFSET_MS);
  return { from, before };
}

/** The month before a CST month. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

/** Months from `start` to `end` inclusive (at most 120). */
export function monthsBetween(start: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = start.split('-').map(Number) as [number, number];
  while (out.length < 120) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > end) break;
    out.push(month);
    m += 1;
    if (m === 13) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** A date-only filter value is a day in China Standard Time. */
export function dayStart(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+08:00` : value);
}
export function dayEnd(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(new Date(`${value}T00:00:00+08:00`).getTime() + 86_400_000)
    : new Date(value);
}
