import { goods } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_SKU, effectiveSku, skuValuesOf, toSkuInput } from './sku-values';

const sku: goods.Sku = {
  id: '7',
  itemId: '3',
  name: '100 次',
  billingMode: 1,
  price: '125000',
  useCount: 100,
  periodUnit: null,
  periodCount: null,
  stock: null,
  validityDays: 365,
  negotiable: false,
  enabled: true,
  description: '',
  sort: 0,
  auditStatus: 1,
  pendingChanges: null,
  pendingPrice: null,
  reviewComment: '',
  createDate: '2026-01-01T00:00:00.000Z',
  updateDate: '2026-01-01T00:00:00.000Z',
};

describe('SKU form values', () => {
  it('sends only the fields of the billing mode, the price as typed yuan', () => {
    const input = toSkuInput({
      ...EMPTY_SKU,
      name: ' 年费 ',
      billingMode: 2,
      price: '1,999.5',
      periodCount: 1,
    });
    expect(input).toMatchObject({
      name: '年费',
      billingMode: 2,
      price: '1999.5',
      useCount: null,
      periodUnit: 'month',
      periodCount: 1,
      validityDays: null,
    });
    expect(goods.zSkuInput.safeParse(input).success).toBe(true);
  });
  it('a per-use SKU without a count is refused by the contract', () => {
    const input = toSkuInput({ ...EMPTY_SKU, name: 'x', price: '1', useCount: null });
    expect(goods.zSkuInput.safeParse(input).success).toBe(false);
  });
  it('edits the changes waiting for review when there are some', () => {
    const pending = { ...sku, pendingChanges: { name: '200 次', price: '200000', useCount: 200 } };
    expect(effectiveSku(pending)).toMatchObject({ name: '200 次', price: '200000', useCount: 200 });
    expect(skuValuesOf(pending)).toMatchObject({ name: '200 次', price: '20', useCount: 200 });
    expect(skuValuesOf(sku)).toMatchObject({ name: '100 次', price: '12.5' });
  });
});
