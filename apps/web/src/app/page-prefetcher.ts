import type { MenuNode } from '@datamall/contract';
import { flattenMenu, isExternalUrl, shownTree } from '../features/access/menu';
import type { PageModule } from './menu-routes';

type PageLoaderOf = (menuUrl: string) => (() => Promise<PageModule>) | undefined;

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 100);
  });

/**
 * The code of the role's menu pages, loaded ahead of their first visit: while the browser is idle, in menu order,
 * and at once for an entry the pointer rests on. A first visit from the menu then only renders the page and asks
 * for its data, instead of first fetching, compiling and running some forty chunks. A page's `prefetch` loads what
 * its first view needs beyond its own code (a chart library).
 */
export function createPagePrefetcher(loaderOf: PageLoaderOf, idle: () => Promise<void> = whenIdle) {
  const loaded = new Map<string, Promise<unknown>>();

  function prefetchPage(menuUrl: string): Promise<unknown> {
    const known = loaded.get(menuUrl);
    if (known) return known;
    const load = isExternalUrl(menuUrl) ? undefined : loaderOf(menuUrl);
    if (!load) return Promise.resolve();
    // A failed load (offline, a new deploy) is left to the visit itself, which knows how to recover.
    const loading = load()
      .then((page) => page.prefetch?.())
      .catch(() => loaded.delete(menuUrl));
    loaded.set(menuUrl, loading);
    return loading;
  }

  /** Loads the shown menu pages one by one in idle time, until `signal` aborts (other menus, logout). */
  async function prefetchMenuPages(menus: readonly MenuNode[], signal: AbortSignal): Promise<void> {
    for (const node of flattenMenu(shownTree(menus))) {
      await idle();
      if (signal.aborted) return;
      await prefetchPage(node.url);
    }
  }

  return { prefetchPage, prefetchMenuPages };
}
