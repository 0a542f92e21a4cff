import { type LoaderFunctionArgs, redirect } from 'react-router';
import { menuNavQuery } from '../features/access/api/menu-nav';
import { firstShownEntry, menuEntryPath } from '../features/access/menu';
import { getLocale } from '../shared/i18n';
import { isPublicPath, loginUrl } from '../shared/public-paths';
import { session } from '../shared/session';
import { queryClient } from './query-client';

const fullPath = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** §2.1: without an access token, go to /login with the full target (path and query) as `redirect`. */
export function requireToken({ request }: LoaderFunctionArgs) {
  if (!session.hasToken()) throw redirect(loginUrl(fullPath(request)));
  return null;
}

/** /home: the first shown menu entry of the role. */
export async function homeLoader(args: LoaderFunctionArgs) {
  requireToken(args);
  const menus = await queryClient.fetchQuery(menuNavQuery(getLocale())).catch(() => undefined);
  const first = menus && firstShownEntry(menus);
  if (first) throw redirect(menuEntryPath(first));
  return null;
}

/** Unknown paths: the not-found page, but a visitor without a token is asked to log in first. */
export function notFoundLoader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  if (!session.hasToken() && !isPublicPath(pathname)) throw redirect(loginUrl(fullPath(request)));
  return null;
}

export type Store = 'tablestore' | 'appstore' | 'sourcestore';

/**
 * §2.1 store guards: every store needs cookie pay_code '0' (else /login); suppliers (role_type 3) may not
 * open appstore and developers (role_type 2) not sourcestore (-> /404, which the mall turns into /mall).
 */
export function storeGuard(store: Store) {
  return ({ request }: LoaderFunctionArgs) => {
    if (session.getPayCode() !== '0') throw redirect(loginUrl(fullPath(request)));
    const role = session.getRoleType();
    if (store === 'appstore' && role === 3) throw redirect('/404');
    if (store === 'sourcestore' && role === 2) throw redirect('/404');
    return null;
  };
}
