import { useEffect, useSyncExternalStore } from 'react';
import { setPageTitle } from '../i18n';

/** The last title each route (pathname) gave itself: its content tab and breadcrumb show it. */
let titles: ReadonlyMap<string, string> = new Map();
const listeners = new Set<() => void>();

function rememberTitle(pathname: string, title: string) {
  if (titles.get(pathname) === title) return;
  titles = new Map(titles).set(pathname, title);
  for (const listener of listeners) listener();
}

/**
 * The browser tab's title while a page is shown: "<title> - <brand>", or the brand alone while the title is not
 * known yet (loading) and after the page is left. A language switch keeps the title and changes the brand.
 * Pages that serve several things under one menu entry (a form per kind of good) name what they show: the
 * content tab and the breadcrumb of their route say it too, instead of the menu entry's neutral name.
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    setPageTitle(title);
    // Effects run once the route's page is on screen: the address is this page's.
    if (title) rememberTitle(window.location.pathname, title);
    return () => setPageTitle(undefined);
  }, [title]);
}

/** The titles routes gave themselves (see usePageTitle), by pathname. */
export function useRouteTitles(): ReadonlyMap<string, string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => titles,
  );
}
