import { describe, expect, it } from 'vitest';
import { checkPlate, maskPlate, PROVINCES } from './plate.js';

describe('plate numbers', () => {
  it('knows the 31 mainland provinces', () => {
    expect([...PROVINCES]).toHaveLength(31);
    expect(new Set(PROVINCES).size).toBe(31);
  });

  it('accepts ordinary plates, also typed with a dot, spaces or lower case', () => {
    expect(checkPlate('沪A12345')).toEqual({
      ok: true,
      plate: '沪A12345',
      province: '沪',
      authority: 'A',
      kind: 'ordinary',
    });
    expect(checkPlate(' 京b·3c5z8 ')).toMatchObject({ ok: true, plate: '京B3C5Z8', kind: 'ordinary' });
    expect(checkPlate('粤SQ0001').ok).toBe(true);
  });

  it('accepts small and large new-energy plates and reads the energy mark', () => {
    expect(checkPlate('浙AD12345')).toMatchObject({ ok: true, kind: 'newEnergySmall', energy: 'electric' });
    expect(checkPlate('苏EFA1234')).toMatchObject({ ok: true, kind: 'newEnergySmall', energy: 'hybrid' });
    expect(checkPlate('川A12345D')).toMatchObject({ ok: true, kind: 'newEnergyLarge', energy: 'electric' });
    expect(checkPlate('鄂A12345F')).toMatchObject({ ok: true, kind: 'newEnergyLarge', energy: 'hybrid' });
  });

  it('refuses each kind of mistake with its reason', () => {
    expect(checkPlate('沪A1234')).toMatchObject({ ok: false, reason: 'length' });
    expect(checkPlate('沪A1234567')).toMatchObject({ ok: false, reason: 'length' });
    expect(checkPlate('港A12345')).toMatchObject({ ok: false, reason: 'province' });
    expect(checkPlate('AA12345')).toMatchObject({ ok: false, reason: 'province' });
    expect(checkPlate('沪I12345')).toMatchObject({ ok: false, reason: 'authority' });
    expect(checkPlate('沪112345')).toMatchObject({ ok: false, reason: 'authority' });
    expect(checkPlate('沪A1O345')).toMatchObject({ ok: false, reason: 'characters' });
    expect(checkPlate('沪A12I45')).toMatchObject({ ok: false, reason: 'characters' });
    expect(checkPlate('沪AD1234I')).toMatchObject({ ok: false, reason: 'characters' });
    // Six legal characters but no D or F in the right place.
    expect(checkPlate('沪A123456')).toMatchObject({ ok: false, reason: 'newEnergyFormat' });
    expect(checkPlate('沪AA12345')).toMatchObject({ ok: false, reason: 'newEnergyFormat' });
    expect(checkPlate('沪ADA123B')).toMatchObject({ ok: false, reason: 'newEnergyFormat' });
  });

  it('masks the middle of a plate', () => {
    expect(maskPlate('沪A12345')).toBe('沪A1***5');
    expect(maskPlate('沪AD12345')).toBe('沪AD1***5');
  });
});
