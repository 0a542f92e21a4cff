import { ErrorCode, errorMessage, type Locale } from '@datamall/contract';
import { readVehicleKey, type VehicleKeyReading } from '@datamall/contract/vehicle-archive';

export type KeyCheck =
  | { ok: true; reading: Extract<VehicleKeyReading, { ok: true }>; normalized: string }
  | { ok: false; message: string; checkDigit: boolean };

/**
 * What is wrong with a typed VIN or plate, in the server's words (the contract's error catalogue), so the page
 * and a refused query say the same thing.
 */
export function checkVehicleKey(text: string, locale: Locale): KeyCheck {
  const reading = readVehicleKey(text);
  if (reading.ok) {
    return { ok: true, reading, normalized: reading.kind === 'vin' ? reading.vin : reading.plate };
  }
  return {
    ok: false,
    message: errorMessage(reading.code, locale, reading.params),
    checkDigit: reading.code === ErrorCode.ARCHIVE_VIN_CHECK_DIGIT,
  };
}

/** Input as the field keeps it: upper case (VINs and plates have no lower-case letters), no leading spaces. */
export function normalizeKeyInput(text: string): string {
  return text.toUpperCase().replace(/^\s+/, '');
}
