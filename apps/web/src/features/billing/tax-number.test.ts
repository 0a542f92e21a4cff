import { describe, expect, it } from 'vitest';
import { isValidCreditCode, taxNumberProblem } from './tax-number';

// A published sample code with a correct check character.
const VALID = '91350100M000100Y43';

describe('tax numbers', () => {
  it('accepts a valid unified social credit code, in any case and with spaces around', () => {
    expect(isValidCreditCode(VALID)).toBe(true);
    expect(taxNumberProblem(` ${VALID.toLowerCase()} `)).toBeUndefined();
  });
  it('refuses an 18-character code whose check character is wrong', () => {
    const broken = `${VALID.slice(0, 17)}${VALID.endsWith('3') ? '4' : '3'}`;
    expect(taxNumberProblem(broken)).toBe('checksum');
  });
  it('accepts the older 15, 17 and 20 character numbers by their form', () => {
    expect(taxNumberProblem('110108700000123')).toBeUndefined();
    expect(taxNumberProblem('11010870000012345')).toBeUndefined();
    expect(taxNumberProblem('11010870000012345678')).toBeUndefined();
  });
  it('refuses other lengths and characters', () => {
    expect(taxNumberProblem('1234')).toBe('format');
    expect(taxNumberProblem('9135010-M000100Y43')).toBe('format');
    expect(taxNumberProblem('')).toBe('format');
  });
});
