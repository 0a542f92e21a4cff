import type { Locale } from '@datamall/contract';
import { createContext, useContext } from 'react';
import { type TextKey, translate } from './texts';

export const LocaleContext = createContext<Locale>('zh-CN');

/** The workbench's language and its `t` (texts.ts). */
export function useTexts() {
  const locale = useContext(LocaleContext);
  const t = (key: TextKey, values?: Record<string, string | number>) => translate(locale, key, values);
  return { locale, t };
}
