import { ErrorCode } from '../errors/index.js';
import { checkPlate } from './plate.js';
import type { VehicleKey } from './records.js';
import { checkVin, VIN_LENGTH } from './vin.js';

/** Reads what a visitor typed: 17 letters and digits is a VIN, anything else a plate. */
export function parseVehicleKey(text: string): VehicleKey {
  const trimmed = text.trim();
  return trimmed.length === VIN_LENGTH && /^[A-Za-z0-9]+$/.test(trimmed)
    ? { vin: trimmed }
    : { plate: trimmed };
}

export type VehicleKeyReading =
  | { ok: true; kind: 'vin'; vin: string }
  | { ok: true; kind: 'plate'; plate: string }
  | { ok: false; code: ErrorCode; params: Record<string, string | number> };

const looksLikeVin = (text: string) => /^[A-Za-z0-9]{10,}$/.test(text);

/**
 * Checks a typed VIN or plate (lower case, spaces and the plate's middle dot are accepted) and says what is wrong
 * as an error code of the catalogue with its parameters, so the page and the server give the same message.
 */
export function readVehicleKey(text: string): VehicleKeyReading {
  const trimmed = text.trim();
  if (looksLikeVin(trimmed)) {
    const check = checkVin(trimmed);
    if (check.ok) return { ok: true, kind: 'vin', vin: check.vin };
    if (check.reason === 'checkDigit') {
      const { expected, found } = check;
      return { ok: false, code: ErrorCode.ARCHIVE_VIN_CHECK_DIGIT, params: { expected, found } };
    }
    return check.reason === 'length'
      ? { ok: false, code: ErrorCode.ARCHIVE_VIN_LENGTH, params: { length: check.vin.length } }
      : { ok: false, code: ErrorCode.ARCHIVE_VIN_CHARACTERS, params: {} };
  }
  const check = checkPlate(trimmed);
  if (check.ok) return { ok: true, kind: 'plate', plate: check.plate };
  const code =
    check.reason === 'newEnergyFormat'
      ? ErrorCode.ARCHIVE_PLATE_NEW_ENERGY_FORMAT
      : ErrorCode.ARCHIVE_PLATE_INVALID;
  return { ok: false, code, params: { plate: check.plate } };
}
