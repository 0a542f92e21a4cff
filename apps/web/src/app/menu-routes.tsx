import type { MenuNode } from '@datamall/contract';
import type { RouteObject } from 'react-router';
import { flattenMenu, isExternalUrl, menuEntryPath } from '../features/access/menu';
import { lazyComponent } from './lazy';

/** A page; `prefetch` loads what its first view needs beyond its own code (a chart library). */
export type PageModule = { Page: React.ComponentType; prefetch?: () => Promise<unknown> };

/** Pages named after their menu url: `pages/producer/nodeinfo.tsx` is menu url `producer/nodeinfo`. */
const pageModules = import.meta.glob<PageModule>(['../pages/**/*.tsx', '!../pages/**/*.test.tsx']);
const PAGE_BY_URL = new Map(
  Object.entries(pageModules).map(([file, load]) => [
    file.replace(/^\.\.\/pages\//, '').replace(/\.tsx$/, ''),
    load,
  ]),
);

export function hasRealPage(url: string): boolean {
  return PAGE_BY_URL.has(url);
}

/** Loads the page module of a menu url (undefined when the url has no page of its own). */
export function pageLoader(url: string): (() => Promise<PageModule>) | undefined {
  return PAGE_BY_URL.get(url);
}

export interface MenuRouteHandle {
  menuUrl: string;
}

/** One route per menu entry (shown or hidden): its page, the frame page for http(s), else the placeholder. */
export function buildMenuRoutes(menus: readonly MenuNode[], taken: ReadonlySet<string>): RouteObject[] {
  const seen = new Set(taken);
  const routes: RouteObject[] = [];
  for (const node of flattenMenu(menus)) {
    const path = menuEntryPath(node).slice(1);
    if (seen.has(path)) continue;
    seen.add(path);
    const handle: MenuRouteHandle = { menuUrl: node.url };
    const load = isExternalUrl(node.url) ? undefined : PAGE_BY_URL.get(node.url);
    routes.push({
      id: `menu:${path}`,
      path,
      handle,
      lazy: isExternalUrl(node.url)
        ? lazyComponent(() => import('../pages/iframe'), 'MenuFramePage')
        : load
          ? lazyComponent(load, 'Page')
          : lazyComponent(() => import('./menu-placeholder'), 'MenuPlaceholder'),
    });
  }
  return routes;
}
