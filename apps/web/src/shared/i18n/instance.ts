import { COOKIE, DEFAULT_LOCALE, isLocale, type Locale } from '@datamall/contract';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from './resources';

/** The interface language: cookie `language` when valid, else zh-CN. */
export function getLocale(): Locale {
  const value = Cookies.get(COOKIE.LANGUAGE);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The i18next instance, apart from the loading of texts (`./index`): the request client translates with it,
 * and loading the zh-TW catalog names goes through the request client.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: getLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['zh-CN', 'zh-TW', 'en-US'],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Translate outside React (request client, guards). */
export const t = i18n.t.bind(i18n);
