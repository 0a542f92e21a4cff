import { billing } from '@datamall/contract';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Unified social credit code (GB 32100-2015): 18 characters, the last a mod-31 check character. */
export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + ALPHABET.indexOf(code.charAt(i)) * weight, 0);
  return code.charAt(17) === ALPHABET.charAt((31 - (sum % 31)) % 31);
}

export function normalizeTaxNumber(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * What is wrong with a tax number, the server's rule: 15, 17, 18 or 20 letters/digits, and an 18-character one
 * must be a valid unified social credit code. `undefined` when it is fine.
 */
export function taxNumberProblem(input: string): 'format' | 'checksum' | undefined {
  const code = normalizeTaxNumber(input);
  if (!billing.TAX_NUMBER_PATTERN.test(code)) return 'format';
  if (code.length === 18 && !isValidCreditCode(code)) return 'checksum';
  return undefined;
}
