import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckChar,
  creditCodeProblem,
  isValidCreditCode,
  normalizeCreditCode,
} from './credit-code';

const VALID = '91350100M000100Y43';

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts the valid sample, also in lower case and with spaces around it', () => {
    expect(isValidCreditCode(VALID)).toBe(true);
    expect(isValidCreditCode(` ${VALID.toLowerCase()} `)).toBe(true);
    expect(normalizeCreditCode(' 91350100m000100y43 ')).toBe(VALID);
    expect(creditCodeCheckChar(VALID.slice(0, 17))).toBe('3');
  });

  it('refuses the sample with one character changed: a checksum problem, not a format one', () => {
    expect(creditCodeProblem('91350100M000100Y44')).toBe('checksum');
    expect(creditCodeProblem('91350100M000101Y43')).toBe('checksum');
    expect(creditCodeProblem('81350100M000100Y43')).toBe('checksum');
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
  });

  it('refuses wrong lengths and characters outside the alphabet as format problems', () => {
    expect(creditCodeProblem('')).toBe('format');
    expect(creditCodeProblem('91350100M000100Y4')).toBe('format');
    expect(creditCodeProblem(`${VALID}0`)).toBe('format');
    // I, O, S, V and Z are not in the code alphabet.
    for (const letter of ['I', 'O', 'S', 'V', 'Z']) {
      expect(creditCodeProblem(`91350100${letter}000100Y43`)).toBe('format');
    }
    expect(creditCodeProblem('91350100-000100Y43')).toBe('format');
  });

  it('agrees with the server on codes it refuses', () => {
    expect(isValidCreditCode('911100001011169991')).toBe(false);
    expect(isValidCreditCode('91110000100016970L')).toBe(false);
  });

  it('every 17-character prefix has exactly one valid check character', () => {
    const prefix = VALID.slice(0, 17);
    const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    const valid = [...alphabet].filter((c) => isValidCreditCode(prefix + c));
    expect(valid).toEqual([creditCodeCheckChar(prefix)]);
  });
});
