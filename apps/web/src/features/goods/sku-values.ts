import { goods } from '@datamall/contract';
import { normalizePrice, unitsToYuan } from './price';

/** Values of the SKU form, as the form holds them (price: typed yuan). */
export interface SkuFormValues {
  name: string;
  billingMode: number;
  price: string;
  useCount?: number | null;
  periodUnit?: 'month' | 'year' | null;
  periodCount?: number | null;
  stock?: number | null;
  validityDays?: number | null;
  negotiable: boolean;
  description: string;
  sort: number;
}

export const EMPTY_SKU: SkuFormValues = {
  name: '',
  billingMode: goods.SkuBillingMode.PER_USE,
  price: '',
  useCount: 100,
  periodUnit: 'month',
  periodCount: 1,
  stock: null,
  validityDays: 365,
  negotiable: false,
  description: '',
  sort: 0,
};

/** A SKU as its owner edits it: the changes waiting for review when there are some, else as sold. */
export function effectiveSku(sku: goods.Sku): goods.Sku {
  if (!sku.pendingChanges) return sku;
  const pending = sku.pendingChanges as Partial<goods.Sku>;
  return { ...sku, ...pending, price: String(pending.price ?? sku.price) };
}

export function skuValuesOf(sku: goods.Sku): SkuFormValues {
  const s = effectiveSku(sku);
  return {
    name: s.name,
    billingMode: s.billingMode,
    price: unitsToYuan(s.price),
    useCount: s.useCount,
    periodUnit: s.periodUnit,
    periodCount: s.periodCount,
    stock: s.stock,
    validityDays: s.validityDays,
    negotiable: s.negotiable,
    description: s.description,
    sort: s.sort,
  };
}

/** The form values in the contract's shape; fields of other billing modes are left out. */
export function toSkuInput(values: SkuFormValues): goods.SkuInput {
  const perUse = values.billingMode === goods.SkuBillingMode.PER_USE;
  const perPeriod = values.billingMode === goods.SkuBillingMode.PER_PERIOD;
  return {
    name: values.name.trim(),
    billingMode: values.billingMode,
    price: normalizePrice(values.price),
    useCount: perUse ? (values.useCount ?? null) : null,
    periodUnit: perPeriod ? (values.periodUnit ?? null) : null,
    periodCount: perPeriod ? (values.periodCount ?? null) : null,
    stock: values.stock ?? null,
    validityDays: perPeriod ? null : (values.validityDays ?? null),
    negotiable: Boolean(values.negotiable),
    description: values.description?.trim() ?? '',
    sort: values.sort ?? 0,
  };
}
