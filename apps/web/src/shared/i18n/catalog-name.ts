import type { Locale } from '@datamall/contract';
import { useCallback } from 'react';
import { useLocale } from '../hooks/use-locale';
import { toTraditional } from './traditional';

/**
 * A platform-defined catalog name (classification, brand, tag tree, facet) in the interface language. The
 * catalog keeps only `name` (Chinese, written in Simplified) and `nameEn`: en-US shows `nameEn` when there is
 * one, zh-TW shows `name` in Traditional characters. Goods tags go through it too: the tags of the catalog
 * convert, free tags (users' text, unknown to the catalog) stay as written. Never for goods names or descriptions.
 */
export function catalogName(locale: Locale, name: string, nameEn?: string | null): string {
  if (locale === 'en-US') return nameEn || name;
  if (locale === 'zh-TW') return toTraditional(name);
  return name;
}

/** `catalogName` bound to one language. */
export type CatalogNameOf = (name: string, nameEn?: string | null) => string;

/** `catalogName` bound to the current interface language (re-renders on a language change). */
export function useCatalogName(): CatalogNameOf {
  const locale = useLocale();
  return useCallback((name, nameEn) => catalogName(locale, name, nameEn), [locale]);
}
