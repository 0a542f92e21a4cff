import { COOKIE, DEFAULT_LOCALE, isLocale, type Locale } from '@datamall/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { loadLanguage, NAMESPACES } from './resources';

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

const loading = new Map<Locale, Promise<void>>();

/** Loads the locale files of `lng` into i18next once (they are not bundled with the entry). */
export function ensureLanguage(lng: Locale): Promise<void> {
  let promise = loading.get(lng);
  if (!promise) {
    promise = loadLanguage(lng).then((bundles) => {
      for (const [ns, messages] of Object.entries(bundles))
        i18n.addResourceBundle(lng, ns, messages, true, true);
    });
    promise.catch(() => loading.delete(lng));
    loading.set(lng, promise);
  }
  return promise;
}

/** Resolves once the current language is loaded: awaited before the first render (`app/main.tsx`). */
export const i18nReady: Promise<void> = ensureLanguage(i18n.language as Locale).then(() =>
  applyToDocument(i18n.language as Locale),
);

/** Switches the language: cookie, i18next, dayjs, `<html lang>` and the document title (antd follows via React). */
export async function setLocale(lng: Locale): Promise<void> {
  await ensureLanguage(lng);
  Cookies.set(COOKIE.LANGUAGE, lng, { expires: 365, path: '/', sameSite: 'lax' });
  await i18n.changeLanguage(lng);
  applyToDocument(lng);
}

/** Translate outside React (request client, guards). */
export const t = i18n.t.bind(i18n);
