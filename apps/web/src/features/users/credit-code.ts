/** Characters of a unified social credit code (GB 32100-2015): digits and capitals without I, O, S, V, Z. */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weights of the first 17 characters: 3^i mod 31. */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** What is wrong with a code: its shape (length, characters) or its check character; undefined when valid. */
export type CreditCodeProblem = 'format' | 'checksum';

/** Trimmed and upper-cased, as the server stores it. */
export function normalizeCreditCode(input: string): string {
  return input.trim().toUpperCase();
}

/** The check character (18th) for the first 17 characters of a code, mod 31 as the server computes it. */
export function creditCodeCheckChar(first17: string): string | undefined {
  if (!/^[0-9A-HJ-NPQRTUWXY]{17}$/.test(first17)) return undefined;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + ALPHABET.indexOf(first17.charAt(i)) * weight, 0);
  return ALPHABET[(31 - (sum % 31)) % 31];
}

/** Checks a code the way the server does before it answers 10026; mirrors apps/server/src/platform/credit-code.ts. */
export function creditCodeProblem(input: string): CreditCodeProblem | undefined {
  const code = normalizeCreditCode(input);
  if (!SHAPE.test(code)) return 'format';
  return creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17) ? undefined : 'checksum';
}

export function isValidCreditCode(input: string): boolean {
  return creditCodeProblem(input) === undefined;
}
