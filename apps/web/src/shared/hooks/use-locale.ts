import { isLocale, type Locale } from '@datamall/contract';
import { useTranslation } from 'react-i18next';

/** The current interface language, re-rendering on change. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'zh-CN';
}
