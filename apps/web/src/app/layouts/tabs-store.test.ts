import { beforeEach, describe, expect, it } from 'vitest';
import {
  type ContentTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  loadTabs,
  openTab,
  saveTabs,
  TABS_STORAGE_KEY,
} from './tabs-store';

const tab = (key: string, search = ''): ContentTab => ({ key, path: `${key}${search}` });
const HOME = '/producer-index';

describe('content tabs', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens each page once, updates its query, never adds home', () => {
    let tabs = openTab([], tab('/a'), HOME);
    tabs = openTab(tabs, tab('/b'), HOME);
    tabs = openTab(tabs, tab('/a', '?id=2'), HOME);
    tabs = openTab(tabs, tab(HOME), HOME);
    expect(tabs).toEqual([tab('/a', '?id=2'), tab('/b')]);
  });

  it('closing the active tab activates the right neighbour, then the left, then home', () => {
    const tabs = [tab('/a'), tab('/b'), tab('/c')];
    expect(closeTab(tabs, '/b', '/b', HOME)).toEqual({ tabs: [tab('/a'), tab('/c')], navigateTo: '/c' });
    expect(closeTab(tabs, '/c', '/c', HOME)).toEqual({ tabs: [tab('/a'), tab('/b')], navigateTo: '/b' });
    expect(closeTab([tab('/a')], '/a', '/a', HOME)).toEqual({ tabs: [], navigateTo: HOME });
  });

  it('closing another tab stays on the page', () => {
    expect(closeTab([tab('/a'), tab('/b')], '/a', '/b', HOME)).toEqual({ tabs: [tab('/b')] });
  });

  it('closes others and all', () => {
    const tabs = [tab('/a'), tab('/b'), tab('/c')];
    expect(closeOtherTabs(tabs, '/b')).toEqual({ tabs: [tab('/b')] });
    expect(closeOtherTabs(tabs, HOME)).toEqual({ tabs: [] });
    expect(closeAllTabs(HOME)).toEqual({ tabs: [], navigateTo: HOME });
  });

  it('persists in sessionStorage and survives garbage', () => {
    saveTabs([tab('/a')]);
    expect(loadTabs()).toEqual([tab('/a')]);
    sessionStorage.setItem(TABS_STORAGE_KEY, '{not json');
    expect(loadTabs()).toEqual([]);
    sessionStorage.setItem(TABS_STORAGE_KEY, JSON.stringify([{ key: 1 }, tab('/b')]));
    expect(loadTabs()).toEqual([tab('/b')]);
  });
});
