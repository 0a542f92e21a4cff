import { formatDateTime } from '@datamall/contract';

/** Display formatters of §9, re-exported from the contract so server presenters and the web agree. */
export { formatDateTime, formatMoney, formatNumber, MONEY_SCALE, maskPhone } from '@datamall/contract';

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A file size for people: 0 B, 1023 B, 1.5 KB, 12.0 MB (binary multiples, one decimal above bytes); '-' when
 * there is no size. One function for every page so a file reads the same in a table and in its receipt.
 */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}

/** The most decimals a number of a data column shows (§9 money uses 2, a variant 4). */
export const MAX_COLUMN_DECIMALS = 4;

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Decimal text in plain notation ("1e-7" and the like through Number), or undefined when it is no number. */
function plainDecimal(text: string): RegExpExecArray | undefined {
  const trimmed = text.trim();
  const direct = DECIMAL_TEXT.exec(trimmed);
  if (direct) return direct;
  const n = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(n)) return undefined;
  return DECIMAL_TEXT.exec(n.toFixed(MAX_COLUMN_DECIMALS + 2)) ?? undefined;
}

/** Fraction digits a decimal text needs once its trailing zeros are dropped ("8.2500" needs 2). */
function neededDecimals(text: string): number {
  const fraction = plainDecimal(text)?.[3] ?? '';
  return fraction.replace(/0+$/, '').length;
}

/**
 * Decimal text rounded (half away from zero) to `decimals` places with thousands separators, on its digits
 * rather than through a float, so a numeric(38, 10) keeps every digit: ("0.30000000000000004", 4) -> "0.3000".
 * Text that is no number comes back as it is.
 */
export function formatDecimalText(text: string, decimals: number): string {
  const match = plainDecimal(text);
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const scaled = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  const roundUp = (fraction[decimals] ?? '0') >= '5';
  const digits = (scaled + (roundUp ? 1n : 0n)).toString().padStart(decimals + 1, '0');
  const head = digits.slice(0, digits.length - decimals);
  const tail = decimals > 0 ? `.${digits.slice(-decimals)}` : '';
  const isZero = /^[0.]*$/.test(head + tail);
  return `${sign && !isZero ? '-' : ''}${group(head)}${tail}`;
}

/** The declared type of a data column (a data application's inputs and output). */
export type DataColumnType = 'text' | 'integer' | 'number' | 'boolean' | 'timestamp';

/**
 * The values of one data column (text, as the server sends them) for display by the column's type: integers
 * as integers with thousands separators; numbers all to the same places, as many as the column's values need
 * and at most MAX_COLUMN_DECIMALS (a SQL avg() answers 16 decimals, a float sum 0.30000000000000004);
 * timestamps in the §9 date format; anything else as it is. Null stays null.
 */
export function formatColumnValues(
  type: DataColumnType | undefined,
  values: readonly (string | null)[],
): (string | null)[] {
  switch (type) {
    case 'integer':
      return values.map((v) => (v !== null && /^-?\d+$/.test(v.trim()) ? formatDecimalText(v, 0) : v));
    case 'number': {
      const places = Math.min(
        MAX_COLUMN_DECIMALS,
        Math.max(0, ...values.map((v) => (v === null ? 0 : neededDecimals(v)))),
      );
      return values.map((v) => (v === null ? v : formatDecimalText(v, places)));
    }
    case 'timestamp':
      return values.map((v) => (v === null ? v : formatDateTime(v) || v));
    default:
      return [...values];
  }
}
