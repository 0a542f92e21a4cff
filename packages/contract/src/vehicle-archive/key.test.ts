import { describe, expect, it } from 'vitest';
import { ErrorCode, errorMessage } from '../errors/index.js';
import { readVehicleKey } from './key.js';
import { withCheckDigit } from './vin.js';

const VIN = withCheckDigit('LSVAB218XE2123456');

describe('readVehicleKey', () => {
  it('accepts a VIN in any case and plates with spaces or the middle dot', () => {
    expect(readVehicleKey(` ${VIN.toLowerCase()} `)).toEqual({ ok: true, kind: 'vin', vin: VIN });
    expect(readVehicleKey('沪A·12345')).toEqual({ ok: true, kind: 'plate', plate: '沪A12345' });
    expect(readVehicleKey('粤b d12345')).toEqual({ ok: true, kind: 'plate', plate: '粤BD12345' });
  });

  it('names the expected check digit, in three languages', () => {
    const wrong = `${VIN.slice(0, 8)}${VIN[8] === '1' ? '2' : '1'}${VIN.slice(9)}`;
    const reading = readVehicleKey(wrong);
    expect(reading).toMatchObject({ ok: false, code: ErrorCode.ARCHIVE_VIN_CHECK_DIGIT });
    if (reading.ok) return;
    expect(errorMessage(reading.code, 'en-US', reading.params)).toContain(`should be ${VIN[8]}`);
    expect(errorMessage(reading.code, 'zh-CN', reading.params)).toContain(`第 9 位应为 ${VIN[8]}`);
    expect(errorMessage(reading.code, 'zh-TW', reading.params)).toContain(`第 9 碼應為 ${VIN[8]}`);
  });

  it('says what else is wrong: length, letters I O Q, plate formats', () => {
    expect(readVehicleKey(VIN.slice(0, 15))).toMatchObject({
      ok: false,
      code: ErrorCode.ARCHIVE_VIN_LENGTH,
      params: { length: 15 },
    });
    expect(readVehicleKey(`${VIN.slice(0, 16)}O`)).toMatchObject({ code: ErrorCode.ARCHIVE_VIN_CHARACTERS });
    expect(readVehicleKey('沪I12345')).toMatchObject({ code: ErrorCode.ARCHIVE_PLATE_INVALID });
    expect(readVehicleKey('沪A1234567')).toMatchObject({ code: ErrorCode.ARCHIVE_PLATE_INVALID });
    expect(readVehicleKey('沪AX12345')).toMatchObject({ code: ErrorCode.ARCHIVE_PLATE_NEW_ENERGY_FORMAT });
  });
});
