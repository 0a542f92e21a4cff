import { describe, expect, it } from 'vitest';
import { isValidCreditCode } from './credit-code.js';

describe('isValidCreditCode', () => {
  it('accepts codes with a correct check character', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('911100001011169991')).toBe(false);
    expect(isValidCreditCode('91110000100016970L')).toBe(false);
  });
  it('refuses wrong lengths and letters outside the alphabet', () => {
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100I43')).toBe(false);
    expect(isValidCreditCode('')).toBe(false);
  });
  it('detects a changed character', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
  });
});
