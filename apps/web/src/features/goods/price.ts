import { formatMoney, MONEY_SCALE } from '@datamall/contract';

/** A price as typed: yuan, up to 12 integer digits and at most 4 decimals (the contract's zYuan). */
export const PRICE_PATTERN = /^\d{1,12}(\.\d{1,4})?$/;

/** What the price input keeps of a typed or pasted amount: no spaces, no thousands separators. */
export function normalizePrice(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[\s,，¥￥]/g, '');
}

export const isPrice = (value: string) => PRICE_PATTERN.test(value);

/** Stored 1/10000 yuan (integer text) -> the yuan text to prefill an input: no separators, no trailing zeros. */
export function unitsToYuan(units: string | null | undefined): string {
  if (!units || !/^\d+$/.test(units)) return '';
  const value = BigInt(units);
  const scale = BigInt(MONEY_SCALE);
  const whole = (value / scale).toString();
  const fraction = (value % scale).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Typed yuan -> 1/10000 yuan as BigInt (no float rounding); null when it is not a price. */
export function yuanToUnits(yuan: string): bigint | null {
  const text = normalizePrice(yuan);
  if (!isPrice(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * BigInt(MONEY_SCALE) + BigInt(fraction.padEnd(4, '0'));
}

/** Typed yuan -> display text with separators and as many decimals as needed (2 to 4). */
export function yuanToDisplay(yuan: string): string {
  const units = yuanToUnits(yuan);
  if (units === null) return yuan;
  return formatMoney(units, units % 100n === 0n ? 2 : 4);
}

/** Decimals to show a stored price with: 2, or 4 when the price has fractions of a cent. */
export function priceDecimals(units: string | null | undefined): number {
  return units && /^\d+$/.test(units) && BigInt(units) % 100n !== 0n ? 4 : 2;
}
