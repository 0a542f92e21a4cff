/**
 * Vehicle identification numbers (ISO 3779, GB 16735): 17 characters, digits and capital letters without I, O
 * and Q; position 9 is a check digit over the other sixteen.
 */

/** Transliteration of each legal character for the check-digit sum. */
// biome-ignore format: a table
const VALUE: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
  '0': 0, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9,
};

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

export const VIN_LENGTH = 17;
const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]+$/;

/** The check digit of a 17-character VIN (its own position 9 weighs 0, so any character there is fine). */
export function vinCheckDigit(vin: string): string {
  if (vin.length !== VIN_LENGTH || !VIN_CHARACTERS.test(vin)) {
    throw new Error(`not a 17-character VIN: ${vin}`);
  }
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += VALUE[vin[i]!]! * WEIGHTS[i]!;
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export type VinCheck =
  | { ok: true; vin: string }
  | { ok: false; reason: 'length' | 'characters'; vin: string }
  | { ok: false; reason: 'checkDigit'; vin: string; expected: string; found: string };

/** Checks a typed VIN: trimmed and upper-cased first; a wrong check digit answers the expected one. */
export function checkVin(text: string): VinCheck {
  const vin = text.trim().toUpperCase();
  if (vin.length !== VIN_LENGTH) return { ok: false, reason: 'length', vin };
  if (!VIN_CHARACTERS.test(vin)) return { ok: false, reason: 'characters', vin };
  const expected = vinCheckDigit(vin);
  const found = vin[8]!;
  if (found !== expected) return { ok: false, reason: 'checkDigit', vin, expected, found };
  return { ok: true, vin };
}

/** Model-year codes of position 10: the letters without I, O, Q, U, Z and the digits 1–9, a 30-year cycle. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The position-10 code of a model year (the cycle that started in 2010 and the one before it). */
export function modelYearCode(year: number): string {
  if (!Number.isInteger(year) || year < 1980 || year > 2039)
    throw new Error(`model year out of range: ${year}`);
  return YEAR_CODES[(year - 1980) % 30]!;
}

/** Replaces position 9 with the right check digit. */
export function withCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
}
