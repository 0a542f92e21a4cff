import { useEffect, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigationType } from 'react-router';
import {
  BACK_FORWARD_TARGET,
  isSubAppPath,
  REMEMBERED_PATH_KEY,
  redirectsOnArrival,
  rememberable,
  restoredPath,
} from './navigation';

function documentNavigation(): PerformanceNavigationTiming | undefined {
  return performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
}

function readRemembered(): string | null {
  try {
    return sessionStorage.getItem(REMEMBERED_PATH_KEY);
  } catch {
    return null;
  }
}

/** Remembers the sub-path the sub-application shows, for the next time the user opens /private. */
export function rememberSubPath(subPath: string): void {
  const path = rememberable(subPath);
  try {
    if (path) sessionStorage.setItem(REMEMBERED_PATH_KEY, path);
  } catch {
    // Storage refused (private mode, quota): nothing is remembered.
  }
}

/**
 * §2.1 around the sub-application: a back/forward arrival from outside goes to BACK_FORWARD_TARGET, the root
 * `/private` resumes the remembered sub-path, and leaving /private for a main-app route loads that page anew.
 * Answers whether the sub-application may be mounted (false while redirecting).
 */
export function useSubAppNavigation(): boolean {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [verdict] = useState(() => {
    const entry = documentNavigation();
    const redirect = redirectsOnArrival({
      // The router's first location of the document has the key "default".
      isFirstInDocument: location.key === 'default',
      documentNavigation: entry?.type,
      routerNavigation: navigationType,
    });
    if (redirect) return { redirect: true } as const;
    return { redirect: false, restore: restoredPath(location.pathname, location.search, readRemembered()) };
  });
  const [ready, setReady] = useState(!verdict.redirect && !verdict.restore);

  useEffect(() => {
    if (verdict.redirect) {
      window.location.replace(BACK_FORWARD_TARGET);
    } else if (verdict.restore) {
      // Only the address changes: the sub-application's router reads it when mounted. The main router keeps
      // /private, as it does while the sub-application moves between its pages (one content tab for it).
      window.history.replaceState(window.history.state, '', verdict.restore);
      setReady(true);
    }
  }, [verdict]);

  // A page restored from the back/forward cache runs no code: the same rule on its pageshow.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && isSubAppPath(window.location.pathname))
        window.location.replace(BACK_FORWARD_TARGET);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // Main-app links and menus: a new page load instead of a client-side move.
  const blocker = useBlocker(
    ({ nextLocation, historyAction }) => historyAction !== 'POP' && !isSubAppPath(nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash } = blocker.location;
    window.location.assign(`${pathname}${search}${hash}`);
  }, [blocker]);

  // The main app moved within /private (a content tab, a link): the sub-application's router follows the
  // address on a popstate, as it does on the browser's back and forward.
  const arrivalKey = useRef(location.key);
  useEffect(() => {
    if (location.key === arrivalKey.current || navigationType === 'POP') return;
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, [location.key, navigationType]);

  // Back/forward out of /private (the router already moved): load the page it moved to.
  useEffect(
    () => () => {
      if (!isSubAppPath(window.location.pathname)) window.location.reload();
    },
    [],
  );

  return ready && !verdict.redirect;
}
