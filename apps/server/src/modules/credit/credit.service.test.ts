import { describe, expect, it } from 'vitest';
import { yuanToUnits } from './credit.service.js';

describe('yuanToUnits', () => {
  it('converts yuan text to 1/10000 yuan exactly', () => {
    expect(yuanToUnits('0')).toBe(0n);
    expect(yuanToUnits('12.5')).toBe(125_000n);
    expect(yuanToUnits('100.0001')).toBe(1_000_001n);
    expect(yuanToUnits('999999999999.9999')).toBe(9_999_999_999_999_999n);
  });
});
