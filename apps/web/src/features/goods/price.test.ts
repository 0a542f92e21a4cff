import { describe, expect, it } from 'vitest';
import { isPrice, normalizePrice, priceDecimals, unitsToYuan, yuanToDisplay, yuanToUnits } from './price';

describe('goods prices', () => {
  it('accepts yuan with at most 4 decimals, never negative or exponent forms', () => {
    for (const ok of ['0', '12', '12.5', '12.50', '0.0001', '999999999999.9999'])
      expect(isPrice(ok), ok).toBe(true);
    for (const bad of ['', '-1', '1.23456', '1e3', '.5', '1.', '1,000', '1000000000000']) {
      expect(isPrice(bad), bad).toBe(false);
    }
  });
  it('drops separators, spaces and currency signs a user pastes', () => {
    expect(normalizePrice(' ¥1,234.50 ')).toBe('1234.50');
    expect(normalizePrice(undefined)).toBe('');
  });
  it('turns stored 1/10000 yuan into input text without float rounding', () => {
    expect(unitsToYuan('125000')).toBe('12.5');
    expect(unitsToYuan('120000')).toBe('12');
    expect(unitsToYuan('1')).toBe('0.0001');
    expect(unitsToYuan('90071992547409930001')).toBe('9007199254740993.0001');
    expect(unitsToYuan('abc')).toBe('');
    expect(unitsToYuan(null)).toBe('');
  });
  it('turns typed yuan into 1/10000 yuan exactly', () => {
    expect(yuanToUnits('0.1')).toBe(1000n);
    expect(yuanToUnits('19.99')).toBe(199900n);
    expect(yuanToUnits('1.23456')).toBeNull();
    expect(yuanToDisplay('1234.5')).toBe('1,234.50');
    expect(yuanToDisplay('0.0001')).toBe('0.0001');
  });
  it('shows 4 decimals only for fractions of a cent', () => {
    expect(priceDecimals('125000')).toBe(2);
    expect(priceDecimals('125001')).toBe(4);
    expect(priceDecimals(null)).toBe(2);
  });
});
