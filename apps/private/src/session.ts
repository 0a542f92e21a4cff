import { COOKIE, isLocale, type Locale, RoleType } from '@datamall/contract';
import Cookies from 'js-cookie';

/** The main app's login, read from the cookies it writes (one site, one session). */
export const session = {
  token: (): string | undefined => Cookies.get(COOKIE.ACCESS_TOKEN) || undefined,
  isConsumer: (): boolean => Cookies.get(COOKIE.ROLE_TYPE) === String(RoleType.CONSUMER),
};

/** The language the host passed, else the main app's language cookie, else zh-CN. */
export function resolveLocale(given?: string): Locale {
  if (isLocale(given)) return given;
  const stored = Cookies.get(COOKIE.LANGUAGE);
  return isLocale(stored) ? stored : 'zh-CN';
}

/**
 * Leaves the workbench for a page of the main app with a full page load (§2.1: leaving /private reloads the
 * page), e.g. the login page with a redirect back here.
 */
export function leaveTo(href: string): void {
  window.location.assign(href);
}

export function loginUrl(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `/login?redirect=${encodeURIComponent(here)}`;
}
