/**
 * Column widths of the back-office tables. A table sets `scroll.x` to the sum of its columns (`tableScrollX`):
 * wider than its card it scrolls sideways, with its fixed columns kept in sight; at 1366 px with the side menu
 * open (about 1060 px of card) the columns of a list fit, so a fixed "actions" column never lies over other
 * columns. `max-content` instead made every cell as wide as its longest text (a long goods name, a date on one
 * line), which pushed the last columns under the fixed one.
 */
export const COLUMN_WIDTH = {
  /** "2026-11-24 12:33:27", wrapping between the date and the time. */
  dateTime: 104,
  /** Order numbers: 16 digits. */
  orderNo: 150,
  money: 104,
  quantity: 80,
  /** Status tags, stacked when there are two. */
  status: 96,
  mobile: 120,
  username: 120,
} as const;

/** Anything with an optional width: antd's column types, without tying this file to them. */
interface SizedColumn {
  width?: number | string;
}

/**
 * `scroll.x` of a table: the sum of its columns' numeric widths, with `flexWidth` for each column that has no
 * width of its own (such a column takes whatever room is left, and at least this much).
 */
export function tableScrollX(columns: readonly SizedColumn[] | undefined, flexWidth = 160): number {
  return (columns ?? []).reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : flexWidth),
    0,
  );
}
