import { COOKIE, DEFAULT_LOCALE, isLocale, type Locale } from '@datamall/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, resources } from './resources';

export { LOCALES, type Locale } from '@datamall/contract';

const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'en-US': 'en' };

/** The interface language: cookie `language` when valid, else zh-CN. */
export function getLocale(): Locale {
  const value = Cookies.get(COOKIE.LANGUAGE);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

function applyToDocument(lng: Locale): void {
  dayjs.locale(DAYJS_LOCALE[lng]);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
    document.title = i18n.t('common:brand', { lng });
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: getLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['zh-CN', 'zh-TW', 'en-US'],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

applyToDocument(i18n.language as Locale);

/** Switches the language: cookie, i18next, dayjs, `<html lang>` and the document title (antd follows via React). */
export async function setLocale(lng: Locale): Promise<void> {
  Cookies.set(COOKIE.LANGUAGE, lng, { expires: 365, path: '/', sameSite: 'lax' });
  await i18n.changeLanguage(lng);
  applyToDocument(lng);
}

/** Translate outside React (request client, guards). */
export const t = i18n.t.bind(i18n);
