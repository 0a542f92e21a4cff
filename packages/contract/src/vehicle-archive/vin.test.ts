import { describe, expect, it } from 'vitest';
import { checkVin, modelYearCode, vinCheckDigit, withCheckDigit } from './vin.js';

describe('VIN check digit', () => {
  it('accepts well-known valid VINs, including one whose check digit is X', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(checkVin('1M8GDM9AXKP042788')).toEqual({ ok: true, vin: '1M8GDM9AXKP042788' });
    expect(checkVin('JH4KA7561PC008269')).toEqual({ ok: true, vin: 'JH4KA7561PC008269' });
    // Every position weighs its weight once: 89 mod 11 = 1.
    expect(checkVin('11111111111111111').ok).toBe(true);
    expect(checkVin('LZ8CP7B2XAD100024')).toEqual({ ok: true, vin: 'LZ8CP7B2XAD100024' });
  });

  it('trims and upper-cases what was typed', () => {
    expect(checkVin('  1m8gdm9axkp042788 ')).toEqual({ ok: true, vin: '1M8GDM9AXKP042788' });
  });

  it('answers the expected and found check digit when they differ', () => {
    expect(checkVin('1M8GDM9A1KP042788')).toEqual({
      ok: false,
      reason: 'checkDigit',
      vin: '1M8GDM9A1KP042788',
      expected: 'X',
      found: '1',
    });
    expect(checkVin('LJ8E3C1M0GB000001')).toMatchObject({
      ok: false,
      reason: 'checkDigit',
      expected: '6',
      found: '0',
    });
  });

  it('refuses a wrong length', () => {
    expect(checkVin('1M8GDM9AXKP04278')).toMatchObject({ ok: false, reason: 'length' });
    expect(checkVin('1M8GDM9AXKP0427888')).toMatchObject({ ok: false, reason: 'length' });
    expect(checkVin('')).toMatchObject({ ok: false, reason: 'length' });
  });

  it('refuses I, O, Q and anything that is not a letter or digit', () => {
    for (const bad of [
      'IM8GDM9AXKP042788',
      '1M8GDM9AXKP04278O',
      '1M8GDM9AXKPQ42788',
      '1M8GDM9AXKP0427-8',
      '1M8GDM9AXKP04278沪',
    ]) {
      expect(checkVin(bad)).toMatchObject({ ok: false, reason: 'characters' });
    }
  });

  it('writes the right check digit into position 9', () => {
    expect(withCheckDigit('1M8GDM9A0KP042788')).toBe('1M8GDM9AXKP042788');
    expect(() => vinCheckDigit('1M8GDM9A0KP04278')).toThrow();
  });

  it('codes model years on the 30-year cycle without I, O, Q, U, Z and 0', () => {
    expect(modelYearCode(2010)).toBe('A');
    expect(modelYearCode(2019)).toBe('K');
    expect(modelYearCode(2026)).toBe('T');
    expect(modelYearCode(2030)).toBe('Y');
    expect(modelYearCode(2031)).toBe('1');
    expect(modelYearCode(2009)).toBe('9');
  });
});
