/** Content tabs of §2.1/§3: a home tab plus one per visited page, kept for the browser session. */
export interface ContentTab {
  /** Route pathname: one tab per page. */
  key: string;
  /** pathname + search, to reopen the page as it was. */
  path: string;
}

export const TABS_STORAGE_KEY = 'content_tabs';

export function loadTabs(): ContentTab[] {
  try {
    const raw = sessionStorage.getItem(TABS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter(
          (tab): tab is ContentTab => typeof tab?.key === 'string' && typeof tab?.path === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function saveTabs(tabs: readonly ContentTab[]): void {
  sessionStorage.setItem(TABS_STORAGE_KEY, JSON.stringify(tabs));
}

/** Adds the page or updates its query; the home page is never a content tab (it has its own). */
export function openTab(
  tabs: readonly ContentTab[],
  tab: ContentTab,
  homeKey: string | undefined,
): ContentTab[] {
  if (tab.key === homeKey) return [...tabs];
  const index = tabs.findIndex((t) => t.key === tab.key);
  if (index === -1) return [...tabs, tab];
  if (tabs[index]?.path === tab.path) return [...tabs];
  return tabs.map((t, i) => (i === index ? tab : t));
}

export interface CloseResult {
  tabs: ContentTab[];
  /** Where to go when the active tab was closed; undefined to stay. */
  navigateTo?: string;
}

/** Closes one tab; closing the active one activates its right neighbour, else its left one, else home. */
export function closeTab(
  tabs: readonly ContentTab[],
  key: string,
  activeKey: string,
  homePath: string,
): CloseResult {
  const index = tabs.findIndex((t) => t.key === key);
  if (index === -1) return { tabs: [...tabs] };
  const rest = tabs.filter((t) => t.key !== key);
  if (key !== activeKey) return { tabs: rest };
  const neighbour = rest[index] ?? rest[index - 1];
  return { tabs: rest, navigateTo: neighbour?.path ?? homePath };
}

/** Keeps only the active tab (and home). */
export function closeOtherTabs(tabs: readonly ContentTab[], activeKey: string): CloseResult {
  return { tabs: tabs.filter((t) => t.key === activeKey) };
}

/** Closes every content tab and goes home. */
export function closeAllTabs(homePath: string): CloseResult {
  return { tabs: [], navigateTo: homePath };
}
