import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name of RFC 5987', () => {
    expect(
      fileNameOf(
        `attachment; filename="bills.xlsx"; filename*=UTF-8''${encodeURIComponent('账单-2026-01.xlsx')}`,
        'x',
      ),
    ).toBe('账单-2026-01.xlsx');
  });
  it('reads a plain quoted or bare name', () => {
    expect(fileNameOf('attachment; filename="invoice 7.pdf"', 'x')).toBe('invoice 7.pdf');
    expect(fileNameOf('attachment; filename=bills.xlsx', 'x')).toBe('bills.xlsx');
  });
  it('falls back without a header or with a broken escape', () => {
    expect(fileNameOf(undefined, 'bills.xlsx')).toBe('bills.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E8%ZZ", 'bills.xlsx')).toBe('bills.xlsx');
  });
});
