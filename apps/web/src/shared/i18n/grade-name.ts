import type { Locale } from '@datamall/contract';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../hooks/use-locale';
import { toTraditional } from './traditional';

/**
 * The security grades the platform creates on first start, by the name it gives them (the server keeps one
 * Chinese name per grade, no translations). Grades keep these names unless the operator renames them.
 */
const DEFAULT_GRADE_KEYS: Readonly<Record<string, string>> = {
  公开: 'public',
  内部: 'internal',
  敏感: 'sensitive',
  机密: 'secret',
};

/**
 * A security grade's name in the interface language: the platform's default grades by their translation
 * (`common:gradeNames.*`), an operator's own name as written (in Traditional characters for zh-TW, like the
 * catalog's names). For display only: a form editing a grade shows and saves the stored name.
 */
export function gradeName(t: TFunction, locale: Locale, name: string): string {
  if (!name) return name;
  const key = DEFAULT_GRADE_KEYS[name.trim()];
  if (key) return t(`common:gradeNames.${key}`, { lng: locale });
  return locale === 'zh-TW' ? toTraditional(name) : name;
}

/** `gradeName` bound to the current interface language. */
export function useGradeName(): (name: string) => string {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return useCallback((name: string) => gradeName(t, locale, name), [t, locale]);
}
