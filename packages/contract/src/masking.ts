import { maskPhone } from './format.js';

/**
 * Masking of preview values by a security grade's rule, shared by the server (asset previews, granted data) and the
 * web (the owner's "as others see it" view, the live example of a grade), so both show exactly the same thing.
 */

/** How a security grade masks previews: none, partial (what it keeps depends on the column's kind), full. */
export const MASKING_RULES = ['none', 'partial', 'full'] as const;
export type MaskingRule = (typeof MASKING_RULES)[number];

/** What a column holds, read from the database's name of its type; it decides what partial masking keeps. */
export type ColumnKind = 'integer' | 'decimal' | 'boolean' | 'date' | 'timestamp' | 'time' | 'text';

/**
 * The kind of a column from its type as PostgreSQL (`format_type`) or MySQL (`column_type`) names it:
 * `integer`, `bigint unsigned`, `int(11)`, `numeric(12,2)`, `double precision`, `timestamp(3) with time zone`,
 * `datetime`, `date`, `year`, `time`… Arrays, `money`, `interval`, JSON, binary and unknown types are text.
 */
export function columnKind(columnType: string | null | undefined): ColumnKind {
  const type = (columnType ?? '').trim().toLowerCase();
  if (type.endsWith(']')) return 'text';
  if (/^bool(ean)?\b/.test(type)) return 'boolean';
  if (/^(tinyint|smallint|mediumint|int|integer|bigint|int[248]|(small|big)?serial[248]?)\b/.test(type))
    return 'integer';
  if (/^(numeric|decimal|dec|fixed|real|float[48]?|double)\b/.test(type)) return 'decimal';
  if (/^(timestamp|datetime)\b/.test(type)) return 'timestamp';
  if (/^(date|year)\b/.test(type)) return 'date';
  if (/^time(tz)?\b/.test(type)) return 'time';
  return 'text';
}

/**
 * Masks one preview value (as text, the way connectors answer it) by a grade's rule and the column's type:
 * - none: the value as it is.
 * - full: one star per character (Unicode code point), whatever the kind. A rule this version does not know is
 *   applied as full.
 * - partial, by kind:
 *   - text: an 11-digit mainland mobile number keeps its first 3 and last 4 digits (`138****5678`, spec §9);
 *     any other text keeps its first and last character (`C********1`; two characters: `王*`; one: `*`).
 *   - integer and decimal: the range of ten units of the leading digit the value lies in, half-open:
 *     `60.25` -> `[60, 70)`, `0.037` -> `[0.03, 0.04)`, `-63` -> `[-70, -60)`; an integer always loses its units
 *     digit at least (`7` -> `[0, 10)`).
 *   - date and timestamp: the year and month stay, every later digit is a star (`2026-03-** **:**:**`); a year
 *     column stays as it is.
 *   - time: the hour stays (`08:**:**`).
 *   - boolean: a star (a single bit cannot be shown in part).
 *   A value its kind cannot read (`NaN`, `infinity`) is masked fully.
 * null and undefined stay null. Without a type, the value is masked as text.
 */
export function maskCell(
  value: unknown,
  rule: MaskingRule | (string & {}),
  columnType?: string | null,
): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : String(value);
  if (rule === 'none') return text;
  const chars = Array.from(text);
  if (chars.length === 0) return '';
  const full = '*'.repeat(chars.length);
  if (rule !== 'partial') return full;
  switch (columnKind(columnType)) {
    case 'text':
      return partialText(text, chars);
    case 'integer':
      return numberRange(text, true) ?? full;
    case 'decimal':
      return numberRange(text, false) ?? full;
    case 'date':
    case 'timestamp':
      return yearMonth(text) ?? full;
    case 'time':
      return hourOnly(text) ?? full;
    case 'boolean':
      return '*';
  }
}

const MOBILE = /^1[3-9]\d{9}$/;

function partialText(text: string, chars: string[]): string {
  if (MOBILE.test(text)) return maskPhone(text);
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

const NUMBER = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?\s*$/i;
/** Exponents past which a range is written in scientific notation, as JavaScript writes numbers. */
const PLAIN_EXPONENTS = { min: -6, max: 20 };

/** `[lo, hi)`: the ten-unit interval of the value's leading digit (at least tens for an integer); null if not a number. */
function numberRange(text: string, integer: boolean): string | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  // value = mantissa × 10^power, exactly (no floating point: `0.1 * 3` must not show as 0.30000000000000004).
  const power = Number(exponent) - fraction.length;
  const digits = `${whole}${fraction}`.replace(/^0+/, '');
  if (Math.abs(power) > 1000 || digits.length > 1000) return null;
  const mantissa = BigInt(`${sign === '-' ? '-' : ''}${digits || '0'}`);
  // Exponent of the leading digit; the interval is one unit of it wide.
  let unit = digits === '' ? 0 : digits.length - 1 + power;
  if (integer && unit < 1) unit = 1;
  const low =
    power >= unit ? mantissa * 10n ** BigInt(power - unit) : floorDiv(mantissa, 10n ** BigInt(unit - power));
  return `[${scaled(low, unit)}, ${scaled(low + 1n, unit)})`;
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** `n × 10^exponent` as decimal text without trailing zeros in the fraction. */
function scaled(n: bigint, exponent: number): string {
  if (n === 0n) return '0';
  let e = exponent;
  let m = n;
  while (m % 10n === 0n) {
    m /= 10n;
    e += 1;
  }
  const negative = m < 0n;
  const abs = (negative ? -m : m).toString();
  const leading = abs.length - 1 + e;
  if (leading > PLAIN_EXPONENTS.max || leading < PLAIN_EXPONENTS.min) {
    const mantissa = abs.length > 1 ? `${abs[0]}.${abs.slice(1)}` : abs;
    return `${negative ? '-' : ''}${mantissa}e${leading >= 0 ? '+' : ''}${leading}`;
  }
  let body: string;
  if (e >= 0) body = `${abs}${'0'.repeat(e)}`;
  else {
    const padded = abs.padStart(-e + 1, '0');
    body = `${padded.slice(0, padded.length + e)}.${padded.slice(padded.length + e)}`;
  }
  return `${negative ? '-' : ''}${body}`;
}

/** `2026-03-01 08:00:00+08` -> `2026-03-** **:**:**+**`; a bare year stays; null when it is not such a date. */
function yearMonth(text: string): string | null {
  if (/^\d{4}$/.test(text)) return text;
  const match = /^([+-]?\d{4,}-\d{2})(?=\D|$)(.*)$/s.exec(text);
  return match ? `${match[1]}${(match[2] ?? '').replace(/\d/g, '*')}` : null;
}

/** `08:30:00` -> `08:**:**`; null when it is not a time. */
function hourOnly(text: string): string | null {
  const match = /^(-?\d{1,3})(:\d{2}.*)$/s.exec(text);
  return match ? `${match[1]}${(match[2] ?? '').replace(/\d/g, '*')}` : null;
}
