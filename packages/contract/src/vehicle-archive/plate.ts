/**
 * Mainland Chinese plate numbers (GA 36): a province abbreviation, the issuing authority's letter, then five
 * characters (ordinary plates) or six (new-energy plates, where D marks a pure-electric and F any other
 * new-energy vehicle: first for small vehicles, last for large ones). Letters never include I or O.
 */

export const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';

const LETTER = 'A-HJ-NP-Z';
const ORDINARY = new RegExp(`^[${LETTER}0-9]{5}$`);
const NEW_ENERGY_SMALL = new RegExp(`^[DF][${LETTER}0-9][0-9]{4}$`);
const NEW_ENERGY_LARGE = /^[0-9]{5}[DF]$/;
const AUTHORITY = new RegExp(`^[${LETTER}]$`);

export type PlateKind = 'ordinary' | 'newEnergySmall' | 'newEnergyLarge';

export type PlateCheck =
  | {
      ok: true;
      plate: string;
      province: string;
      authority: string;
      kind: PlateKind;
      /** New-energy plates only: D pure electric, F other new energy (plug-in hybrid, fuel cell). */
      energy?: 'electric' | 'hybrid';
    }
  | {
      ok: false;
      reason: 'length' | 'province' | 'authority' | 'characters' | 'newEnergyFormat';
      plate: string;
    };

/** Removes what people type around a plate: spaces, the middle dot, lower case. */
export function normalizePlate(text: string): string {
  return text.replace(/[\s·•.-]/g, '').toUpperCase();
}

/** Checks a typed plate number; the answer names what is wrong so a page can say it. */
export function checkPlate(text: string): PlateCheck {
  const plate = normalizePlate(text);
  const chars = [...plate];
  if (chars.length !== 7 && chars.length !== 8) return { ok: false, reason: 'length', plate };
  const [province, authority] = chars as [string, string];
  if (!PROVINCES.includes(province)) return { ok: false, reason: 'province', plate };
  if (!AUTHORITY.test(authority)) return { ok: false, reason: 'authority', plate };
  const rest = chars.slice(2).join('');
  if (chars.length === 7) {
    if (!ORDINARY.test(rest)) return { ok: false, reason: 'characters', plate };
    return { ok: true, plate, province, authority, kind: 'ordinary' };
  }
  const small = NEW_ENERGY_SMALL.test(rest);
  if (!small && !NEW_ENERGY_LARGE.test(rest)) {
    const legal = new RegExp(`^[${LETTER}0-9]{6}$`).test(rest);
    return { ok: false, reason: legal ? 'newEnergyFormat' : 'characters', plate };
  }
  const mark = small ? rest[0] : rest[5];
  return {
    ok: true,
    plate,
    province,
    authority,
    kind: small ? 'newEnergySmall' : 'newEnergyLarge',
    energy: mark === 'D' ? 'electric' : 'hybrid',
  };
}

/** A plate for display in answers about a vehicle: the middle characters hidden (沪A1***5, 沪AD1***5). */
export function maskPlate(plate: string): string {
  const chars = [...plate];
  if (chars.length < 5) return plate;
  const head = chars.length === 8 ? 4 : 3;
  return `${chars.slice(0, head).join('')}${'*'.repeat(chars.length - head - 1)}${chars[chars.length - 1]}`;
}
