import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatNumber, maskPhone } from './format.js';

describe('formatMoney', () => {
  it('formats 1/10000 yuan with separators and two decimals', () => {
    expect(formatMoney(12_345_678_900)).toBe('1,234,567.89');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(50)).toBe('0.01');
    expect(formatMoney(49)).toBe('0.00');
    expect(formatMoney(-1_000_000)).toBe('-100.00');
    expect(formatMoney(10_000n * 1_000_000n)).toBe('1,000,000.00');
  });
  it('supports four decimals', () => {
    expect(formatMoney(12_345, 4)).toBe('1.2345');
  });
});

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(12)).toBe('12');
  });
});

describe('maskPhone', () => {
  it('shows the first 3 digits, four stars, then from the 8th digit', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('12345')).toBe('12345');
  });
});

describe('formatDateTime', () => {
  it('uses YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
