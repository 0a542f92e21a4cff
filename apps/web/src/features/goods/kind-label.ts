import { enumLabel, type Locale } from '@datamall/contract';

/**
 * The name of a kind of good inside a sentence ("新增数据资产商品", "Add data asset goods"): English lower-cases
 * the first letter of the enumeration's label unless it starts an acronym ("API goods").
 */
export function kindInSentence(itemType: number, locale: Locale): string {
  const label = enumLabel('item_type', itemType, locale);
  return locale === 'en-US' && /^[A-Z][a-z]/.test(label)
    ? label.charAt(0).toLowerCase() + label.slice(1)
    : label;
}
