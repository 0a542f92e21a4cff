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
