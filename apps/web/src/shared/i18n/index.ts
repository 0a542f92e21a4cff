import { COOKIE, type Locale } from '@datamall/contract';
import dayjs from 'dayjs';
import Cookies from 'js-cookie';
import { DAYJS_LOCALE, loadComponentLocales } from './antd-locale';
import { i18n } from './instance';
import { loadLanguage, type TextScope } from './resources';
import { loadTraditional } from './traditional';

export { LOCALES, type Locale } from '@datamall/contract';
export { antdLocale } from './antd-locale';
export { getLocale, i18n, t } from './instance';

/** The shown page's own title (`usePageTitle`), kept so a language switch writes it back with the brand. */
let pageTitle: string | undefined;

function writeDocumentTitle(lng: string): void {
  const brand = i18n.t('common:brand', { lng });
  document.title = pageTitle ? `${pageTitle} - ${brand}` : brand;
}

/** The browser tab's title: "<title> - <brand>", or the brand alone without a title. */
export function setPageTitle(title: string | undefined): void {
  pageTitle = title || undefined;
  if (typeof document !== 'undefined') writeDocumentTitle(i18n.language);
}

function applyToDocument(lng: Locale): void {
  dayjs.locale(DAYJS_LOCALE[lng]);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
    writeDocumentTitle(lng);
  }
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads texts of `lng` into i18next once, with the antd and dayjs locales (and for zh-TW the converter of
 * catalog names to Traditional, `toTraditional`): the first-paint namespaces (`first-paint.ts`) or all.
 * Nothing is bundled with the entry.
 */
export function ensureLanguage(lng: Locale, scope: TextScope = 'all'): Promise<void> {
  const id = `${lng}|${scope}`;
  let promise = loading.get(id);
  if (!promise) {
    promise = Promise.all([
      loadLanguage(lng, scope),
      loadComponentLocales(lng),
      lng === 'zh-TW' ? loadTraditional() : undefined,
    ]).then(([bundles]) => {
      for (const [ns, messages] of Object.entries(bundles))
        i18n.addResourceBundle(lng, ns, messages, true, true);
    });
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/**
 * Every namespace of the current language: awaited by each route before it renders (`app/lazy.ts`), so a
 * page never shows keys; the mall's first paint needs only the first-paint ones.
 */
export function ensureAllTexts(): Promise<void> {
  return ensureLanguage(i18n.language as Locale, 'all');
}

/** Resolves once the first-paint texts of the current language are loaded: awaited before the first render. */
export const i18nReady: Promise<void> = ensureLanguage(i18n.language as Locale, 'firstPaint').then(() =>
  applyToDocument(i18n.language as Locale),
);

/** Switches the language (all its texts): cookie, i18next, dayjs, `<html lang>` and the document title. */
export async function setLocale(lng: Locale): Promise<void> {
  await ensureLanguage(lng, 'all');
  Cookies.set(COOKIE.LANGUAGE, lng, { expires: 365, path: '/', sameSite: 'lax' });
  await i18n.changeLanguage(lng);
  applyToDocument(lng);
}
