/**
 * The rules of §2.1 for the embedded sub-application at /private, as pure functions: which paths it owns, the
 * sub-path it remembers, and where a back/forward arrival goes.
 */

/** The prefix handed to the sub-application. */
export const SUB_APP_PREFIX = '/private';
/** Where pressing back (or forward) to /private leads when the sub-application did not cause it. */
export const BACK_FORWARD_TARGET = '/consumer-permissions-index';
/** sessionStorage key of the last sub-path the sub-application showed. */
export const REMEMBERED_PATH_KEY = 'private-app:sub-path';

/** Whether a path is the sub-application's: `/private` and anything below it. */
export function isSubAppPath(pathname: string): boolean {
  return pathname === SUB_APP_PREFIX || pathname.startsWith(`${SUB_APP_PREFIX}/`);
}

/** `/private` itself (the sub-application's root), with or without a trailing slash. */
export function isSubAppRoot(pathname: string): boolean {
  return pathname === SUB_APP_PREFIX || pathname === `${SUB_APP_PREFIX}/`;
}

/** A sub-path of the sub-application's own (`/assets?page=2`, `/` for its root), never another site's. */
export function rememberable(subPath: string): string | undefined {
  return subPath.startsWith('/') && !subPath.startsWith('//') ? subPath : undefined;
}

/**
 * The address to show instead when the user opens the root `/private` and a sub-path is remembered; undefined
 * when the address stays as it is.
 */
export function restoredPath(
  pathname: string,
  search: string,
  remembered: string | null,
): string | undefined {
  if (!isSubAppRoot(pathname) || search) return undefined;
  const subPath = remembered ? rememberable(remembered) : undefined;
  return subPath && subPath !== '/' ? `${SUB_APP_PREFIX}${subPath}` : undefined;
}

export interface Arrival {
  /** The host route mounts at the first location of the document (the page was loaded at /private). */
  isFirstInDocument: boolean;
  /** `type` of the document's PerformanceNavigationTiming: navigate, reload, back_forward, prerender. */
  documentNavigation: string | undefined;
  /** How the main app's router got here: POP (back/forward or first load), PUSH or REPLACE. */
  routerNavigation: 'POP' | 'PUSH' | 'REPLACE';
}

/**
 * Whether arriving at /private must go to BACK_FORWARD_TARGET instead: a back/forward arrival from outside the
 * sub-application. The page loaded at /private by back/forward counts; within a document, a POP that mounts the
 * host route comes from a main-app page (the sub-application's own back/forward moves never remount it).
 */
export function redirectsOnArrival({
  isFirstInDocument,
  documentNavigation,
  routerNavigation,
}: Arrival): boolean {
  if (isFirstInDocument) return documentNavigation === 'back_forward';
  return routerNavigation === 'POP';
}

export type LoadState = { kind: 'loading' } | { kind: 'failed'; reason: string } | { kind: 'mounted' };

/** The entry URL of the sub-application's build (`remoteEntry.js` under its base URL), fresh per attempt. */
export function remoteEntryUrl(baseUrl: string, pageUrl: string, attempt: number): string {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`, pageUrl);
  const entry = new URL('remoteEntry.js', base);
  // A failed module import may stay failed for its URL: a retry asks for a URL of its own.
  if (attempt > 0) entry.searchParams.set('attempt', String(attempt));
  return entry.href;
}
