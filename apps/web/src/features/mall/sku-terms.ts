import type { goods } from '@datamall/contract';
import { formatNumber } from '../../shared/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What one purchase of a SKU gives: "1,000 calls", "3 months", "one-off", "per call, from credit"; plus validity
 * when limited.
 */
export function skuTerms(
  sku: Pick<goods.Sku, 'billingMode' | 'useCount' | 'periodUnit' | 'periodCount' | 'validityDays'>,
  t: Translate,
): string {
  const parts: string[] = [];
  if (sku.billingMode === 1) {
    parts.push(t('sku.perUse', { n: formatNumber(sku.useCount ?? 1) }));
  } else if (sku.billingMode === 2) {
    const unit = sku.periodUnit === 'year' ? 'year' : 'month';
    parts.push(t(`sku.${unit}`, { n: formatNumber(sku.periodCount ?? 1) }));
  } else if (sku.billingMode === 4) {
    parts.push(t('sku.perCall'));
  } else {
    parts.push(t('sku.oneOff'));
  }
  if (sku.billingMode !== 2 && sku.validityDays) {
    parts.push(t('sku.validity', { n: formatNumber(sku.validityDays) }));
  }
  return parts.join(' · ');
}
