import { describe, expect, it } from 'vitest';
import { formatBytes, formatColumnValues, formatDecimalText } from './format';

describe('formatBytes', () => {
  it('keeps bytes below a kilobyte whole', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
  });

  it('uses binary multiples with one decimal', () => {
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12 * 1024 * 1024)).toBe('12.0 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
    expect(formatBytes(2 * 1024 ** 5)).toBe('2048.0 TB');
  });

  it('shows a dash when there is no size', () => {
    expect(formatBytes(null)).toBe('-');
    expect(formatBytes(undefined)).toBe('-');
    expect(formatBytes(-1)).toBe('-');
    expect(formatBytes(Number.NaN)).toBe('-');
  });
});

describe('formatDecimalText', () => {
  it('rounds on the digits, half away from zero, with thousands separators', () => {
    expect(formatDecimalText('0.30000000000000004', 4)).toBe('0.3000');
    expect(formatDecimalText('1234567.891', 2)).toBe('1,234,567.89');
    expect(formatDecimalText('9.99995', 4)).toBe('10.0000');
    expect(formatDecimalText('-2.5', 0)).toBe('-3');
    expect(formatDecimalText('-0.00001', 4)).toBe('0.0000');
    expect(formatDecimalText('12345678901234567890.5', 0)).toBe('12,345,678,901,234,567,891');
  });

  it('leaves text that is no number as it is', () => {
    expect(formatDecimalText('n/a', 2)).toBe('n/a');
    expect(formatDecimalText('Infinity', 2)).toBe('Infinity');
  });
});

describe('formatColumnValues', () => {
  it('shows integers as integers', () => {
    expect(formatColumnValues('integer', ['2', '60', '1234567', null])).toEqual([
      '2',
      '60',
      '1,234,567',
      null,
    ]);
  });

  it('shows a number column to the same places, as many as needed and at most 4', () => {
    // numeric(14,2) sums, a SQL avg() with 16 decimals, a float sum of a JavaScript job
    expect(formatColumnValues('number', ['200.00', '42.00', '8.25'])).toEqual(['200.00', '42.00', '8.25']);
    expect(formatColumnValues('number', ['8.2500000000000000', '14.5000000000000000'])).toEqual([
      '8.25',
      '14.50',
    ]);
    expect(formatColumnValues('number', ['0.30000000000000004', '7'])).toEqual(['0.3000', '7.0000']);
    expect(formatColumnValues('number', ['2.5', '7', null])).toEqual(['2.5', '7.0', null]);
    expect(formatColumnValues('number', ['200', '42'])).toEqual(['200', '42']);
  });

  it('leaves text and unknown types as they are', () => {
    expect(formatColumnValues('text', ['0.30000000000000004'])).toEqual(['0.30000000000000004']);
    expect(formatColumnValues(undefined, ['1.5'])).toEqual(['1.5']);
  });
});
