import { describe, expect, it } from 'vitest';
import { commissionOf, yuanToUnits } from './money';

describe('yuanToUnits', () => {
  it('converts exactly, keeping the sign', () => {
    expect(yuanToUnits('12.5')).toBe('125000');
    expect(yuanToUnits('-0.0001')).toBe('-1');
    expect(yuanToUnits(' 1999 ')).toBe('19990000');
    expect(yuanToUnits('-0')).toBe('0');
    expect(yuanToUnits('99999999999.9999')).toBe('999999999999999');
  });
  it('refuses more than 4 decimals, separators and exponents', () => {
    expect(yuanToUnits('1.00001')).toBeUndefined();
    expect(yuanToUnits('1,000')).toBeUndefined();
    expect(yuanToUnits('1e3')).toBeUndefined();
    expect(yuanToUnits('')).toBeUndefined();
  });
});

describe('commissionOf', () => {
  it('is the part of the gross amount the seller does not keep, also for a refund', () => {
    expect(commissionOf({ grossAmount: '19990000', amount: '17991000' })).toBe('1999000');
    expect(commissionOf({ grossAmount: '-19990000', amount: '-17991000' })).toBe('-1999000');
  });
});
