import { describe, expect, it } from 'vitest';
import { isCreditShort } from './credit';

describe('isCreditShort', () => {
  it('compares exact amounts in 1/10000 yuan', () => {
    expect(isCreditShort('19989999', '19990000')).toBe(true);
    expect(isCreditShort('19990000', '19990000')).toBe(false);
    expect(isCreditShort('90000000000000000001', '90000000000000000000')).toBe(false);
  });

  it('is not short while either side is unknown', () => {
    expect(isCreditShort(undefined, '1')).toBe(false);
    expect(isCreditShort('0', undefined)).toBe(false);
  });
});
