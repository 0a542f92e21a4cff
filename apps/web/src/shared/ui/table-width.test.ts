import { describe, expect, it } from 'vitest';
import { COLUMN_WIDTH, tableScrollX } from './table-width';

describe('tableScrollX', () => {
  it('adds the widths of the columns, counting a column without one as the flexible minimum', () => {
    expect(tableScrollX([{ width: 100 }, {}, { width: COLUMN_WIDTH.dateTime }], 200)).toBe(
      300 + COLUMN_WIDTH.dateTime,
    );
    expect(tableScrollX([{ width: '20%' }, { width: 80 }])).toBe(240);
  });

  it('is 0 without columns', () => {
    expect(tableScrollX(undefined)).toBe(0);
    expect(tableScrollX([])).toBe(0);
  });
});
