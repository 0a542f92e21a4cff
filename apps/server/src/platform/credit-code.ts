const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Checks a unified social credit code (GB 32100-2015): 18 characters, the last one a mod-31 check digit. */
export function isValidCreditCode(input: string): boolean {
  const code = input.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + ALPHABET.indexOf(code[i]!) * weight, 0);
  const check = (31 - (sum % 31)) % 31;
  return code[17] === ALPHABET[check];
}
