import type { MenuNode } from '@datamall/contract';

/** §2.1: a menu url maps to `/` + the url with slashes turned into dashes ('producer/nodeinfo' -> '/producer-nodeinfo'). */
export function menuUrlToPath(url: string): string {
  return `/${url.replace(/^\/+/, '').replace(/\//g, '-')}`;
}

/** External entries (http/https) open in the embedded frame page. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The in-app route of a menu entry: its dashed url, or `/iframe-<id>` for an external one. */
export function menuEntryPath(node: Pick<MenuNode, 'id' | 'url'>): string {
  return isExternalUrl(node.url) ? `/iframe-${node.id}` : menuUrlToPath(node.url);
}

const bySort = (a: MenuNode, b: MenuNode) => a.sort - b.sort;

/** Every page entry (type 0 with a url), shown or hidden, depth first in sort order. */
export function flattenMenu(nodes: readonly MenuNode[]): MenuNode[] {
  return [...nodes]
    .sort(bySort)
    .flatMap((node) => [...(node.url && node.type === 0 ? [node] : []), ...flattenMenu(node.children ?? [])]);
}

/** The side-menu tree: only entries with isshow 1 (a hidden group hides its children), menus only. */
export function shownTree(nodes: readonly MenuNode[]): MenuNode[] {
  return [...nodes]
    .filter((node) => node.isshow === 1 && node.type === 0)
    .sort(bySort)
    .map((node) => ({ ...node, children: shownTree(node.children ?? []) }))
    .filter((node) => node.url !== '' || node.children.length > 0);
}

/** The first shown page entry: where /home goes (§2.1). */
export function firstShownEntry(nodes: readonly MenuNode[]): MenuNode | undefined {
  for (const node of shownTree(nodes)) {
    if (node.url) return node;
    const child = firstShownEntry(node.children);
    if (child) return child;
  }
  return undefined;
}

/** The chain of entries from the root to the entry whose route is `path` (for breadcrumbs and open groups). */
export function findTrail(nodes: readonly MenuNode[], path: string): MenuNode[] {
  for (const node of [...nodes].sort(bySort)) {
    if (node.url && menuEntryPath(node) === path) return [node];
    const rest = findTrail(node.children ?? [], path);
    if (rest.length > 0) return [node, ...rest];
  }
  return [];
}

/**
 * The breadcrumb of a route: its trail without hidden groups. Hidden groups (isshow 0, e.g. the §2.4 personal
 * sub-pages or the supplier's hidden pages) only file pages away in the menu tree; their names are not places a
 * user can go to, so the crumb names the page itself (e.g. "订单详情"), under its shown group when it has one.
 */
export function breadcrumbTrail(nodes: readonly MenuNode[], path: string): MenuNode[] {
  return findTrail(nodes, path).filter((node) => node.url !== '' || node.isshow === 1);
}

/** Route path -> entry, for tab titles. */
export function indexByPath(nodes: readonly MenuNode[]): Map<string, MenuNode> {
  return new Map(flattenMenu(nodes).map((node) => [menuEntryPath(node), node]));
}

/** Whether the permission list holds a permission string (a comma-separated list means all of them). */
export function hasPermission(permissions: readonly string[], required: string): boolean {
  if (!required) return true;
  return required
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .every((p) => permissions.includes(p));
}
