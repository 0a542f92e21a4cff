import { describe, expect, it } from 'vitest';
import { facetDepths } from './components/facet-panel';
import { skuTerms } from './sku-terms';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${Object.values(options).join(',')})` : key;
const base = { useCount: null, periodUnit: null, periodCount: null, validityDays: null } as const;

describe('skuTerms', () => {
  it('describes per-use packs with thousands separators and their validity', () => {
    expect(skuTerms({ ...base, billingMode: 1, useCount: 10000, validityDays: 365 }, t)).toBe(
      'sku.perUse(10,000) · sku.validity(365)',
    );
  });

  it('describes periods by unit and ignores validity (the period is the validity)', () => {
    expect(
      skuTerms({ ...base, billingMode: 2, periodUnit: 'year', periodCount: 2, validityDays: 9 }, t),
    ).toBe('sku.year(2)');
    expect(skuTerms({ ...base, billingMode: 2, periodUnit: 'month', periodCount: 3 }, t)).toBe(
      'sku.month(3)',
    );
  });

  it('describes one-off purchases', () => {
    expect(skuTerms({ ...base, billingMode: 3 }, t)).toBe('sku.oneOff');
  });

  it('describes pay-as-you-go plans as charged per call, with their validity', () => {
    expect(skuTerms({ ...base, billingMode: 4, validityDays: 30 }, t)).toBe('sku.perCall · sku.validity(30)');
  });
});

describe('facetDepths', () => {
  it('indents children under their parents in tree order', () => {
    const node = (id: string, parentId: string | null) => ({ id, parentId, name: id, nameEn: id, count: 1 });
    const depth = facetDepths([
      node('1', null),
      node('2', '1'),
      node('3', '2'),
      node('4', null),
      node('5', 'x'),
    ]);
    expect([...depth.entries()]).toEqual([
      ['1', 0],
      ['2', 1],
      ['3', 2],
      ['4', 0],
      ['5', 0],
    ]);
  });
});
