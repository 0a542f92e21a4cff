import { pageLoader } from './menu-routes';
import { createPagePrefetcher } from './page-prefetcher';

/** The menu pages' prefetcher of the running app (see `createPagePrefetcher`). */
export const { prefetchPage, prefetchMenuPages } = createPagePrefetcher(pageLoader);
