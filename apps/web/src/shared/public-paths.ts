/** Standalone pages reachable without login (§2.1). */
export const STANDALONE_PUBLIC_PATHS = ['/login', '/register', '/forget', '/404'] as const;

/** Mall pages of §2.2 (the mall layout's children); all reachable without login. */
export const MALL_PATHS = [
  '/mall',
  '/dataapp',
  '/dataapp-appDetails',
  '/dataapp/gwTest',
  '/datasource',
  '/datasource-datasourceDetail',
  '/datatable',
  '/datatable-datatableDetail',
  '/dataapi',
  '/dataapi-dataapiDetail',
  '/brand',
  '/rules',
  '/news',
  '/news-detail',
  '/scene',
  '/scene-goods',
  '/tablestore',
  '/appstore',
  '/sourcestore',
  '/store-Detail',
  '/supplyStore',
  '/developStore',
  '/help',
  '/help/bcNquestion',
  '/community',
  '/legal',
  '/theme',
  '/theme/detail',
  '/footer-detail',
  '/footer-page',
  '/pdf',
] as const;

/** Path prefixes whose sub-pages are public: help center articles, community, archives (§2.1, §2.2). */
const PUBLIC_PREFIXES = ['/help/', '/community/', '/archives/', '/newEnergy'];

/** Whether a page may be shown without a token; a session ending there does not send the user to login. */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return true;
  if ((STANDALONE_PUBLIC_PATHS as readonly string[]).includes(path)) return true;
  if ((MALL_PATHS as readonly string[]).includes(path)) return true;
  return PUBLIC_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

export function loginUrl(redirect?: string): string {
  return redirect && redirect !== '/' && !redirect.startsWith('/login')
    ? `/login?redirect=${encodeURIComponent(redirect)}`
    : '/login';
}
