import {
  CREDIT_LIMIT_YUAN_PATTERN,
  formatMoney,
  isWithinCreditLimitMax,
  MAX_CREDIT_LIMIT_YUAN,
} from '@datamall/contract';

/**
 * A credit limit as the operator types it (the contract's pattern: yuan to the fen). How large it may be is a
 * separate check (isWithinQuotaMax), so a too large amount is never reported as a format error.
 */
export const YUAN_INPUT_PATTERN = CREDIT_LIMIT_YUAN_PATTERN;

/** The highest credit limit (contract MAX_CREDIT_LIMIT_YUAN) as display text, e.g. `100,000,000.00`. */
export const QUOTA_MAX_DISPLAY = formatMoney(BigInt(MAX_CREDIT_LIMIT_YUAN) * 10_000n);

/** Whether a typed amount stays within the contract's maximum (anything not a number is left to the format rule). */
export function isWithinQuotaMax(value: string): boolean {
  return !YUAN_INPUT_PATTERN.test(value) || isWithinCreditLimitMax(value);
}

export function isYuanInput(value: string): boolean {
  return YUAN_INPUT_PATTERN.test(value);
}

/** What the money input keeps of a typed or pasted amount: no spaces, no thousands separators. */
export function normalizeYuanInput(value: string | undefined): string {
  return (value ?? '').replace(/[\s,，]/g, '');
}

/** Stored 1/10000 yuan (a string) -> the yuan text to prefill an input, 2 decimals, no separators. */
export function unitsToYuanInput(units: string): string {
  return /^-?\d+$/.test(units) ? formatMoney(BigInt(units)).replace(/,/g, '') : '';
}

/** Typed yuan -> display text with separators (for the confirmation), BigInt so no float rounding. */
export function yuanInputToDisplay(yuan: string): string {
  if (!isYuanInput(yuan)) return yuan;
  const [whole = '0', fraction = ''] = yuan.split('.');
  return formatMoney(BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0')));
}

/** Credit used = limit - available, in 1/10000 yuan. */
export function creditUsed(limit: string, available: string): bigint {
  if (!/^-?\d+$/.test(limit) || !/^-?\d+$/.test(available)) return 0n;
  return BigInt(limit) - BigInt(available);
}
