/** Display formatters of spec §9, shared by the web and server presenters. */

/** Money is stored as integers of 1/10000 yuan. */
export const MONEY_SCALE = 10_000;

/** `1234567` (1/10000 yuan) -> `123.46`; thousands separators, 2 decimals (or `decimals`), rounding half up. */
export function formatMoney(tenThousandths: number | bigint, decimals = 2): string {
  const value = typeof tenThousandths === 'bigint' ? tenThousandths : BigInt(Math.trunc(tenThousandths));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(4 - decimals);
  const rounded = (abs + unit / 2n) / unit;
  const scale = 10n ** BigInt(decimals);
  const whole = (rounded / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = decimals > 0 ? `.${(rounded % scale).toString().padStart(decimals, '0')}` : '';
  return `${negative && rounded !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** Thousands separators for a plain number. */
export function formatNumber(value: number): string {
  const [whole = '0', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** Phone masking: first 3 digits, four stars, then the digits from the 8th. */
export function maskPhone(mobile: string | null | undefined): string {
  if (!mobile) return '';
  if (mobile.length < 8) return mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Default date format YYYY-MM-DD HH:mm:ss in the local time zone of the caller. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}
