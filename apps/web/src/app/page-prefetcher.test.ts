import { describe, expect, it } from 'vitest';
import { menuNode } from '../features/access/menu-fixture';
import type { PageModule } from './menu-routes';
import { createPagePrefetcher } from './page-prefetcher';

/** Page loaders that record what was loaded; `broken` fails once. */
function fakePages(urls: string[], broken?: string) {
  const loads: string[] = [];
  const prefetched: string[] = [];
  let failures = broken ? 1 : 0;
  const loaderOf = (url: string) =>
    urls.includes(url)
      ? async (): Promise<PageModule> => {
          loads.push(url);
          if (url === broken && failures-- > 0) throw new Error('chunk failed');
          return { Page: () => null, prefetch: async () => void prefetched.push(url) };
        }
      : undefined;
  return { loaderOf, loads, prefetched };
}

const now = () => Promise.resolve();

describe('page prefetch', () => {
  it('loads the shown menu pages in menu order, with what each page asks for, once each', async () => {
    const pages = fakePages(['a/list', 'b/list', 'c/hidden']);
    const { prefetchMenuPages, prefetchPage } = createPagePrefetcher(pages.loaderOf, now);
    const menus = [
      menuNode('', { children: [menuNode('b/list'), menuNode('c/hidden', { isshow: 0 })] }),
      menuNode('a/list'),
      menuNode('https://example.com/help'),
      menuNode('no/page'),
    ];
    // Groups sort before their later siblings: b/list (in the first group) comes first.
    await prefetchMenuPages(menus, new AbortController().signal);
    expect(pages.loads).toEqual(['b/list', 'a/list']);
    expect(pages.prefetched).toEqual(['b/list', 'a/list']);
    await prefetchPage('a/list');
    expect(pages.loads).toEqual(['b/list', 'a/list']);
  });

  it('stops when aborted', async () => {
    const pages = fakePages(['a/list', 'b/list']);
    const stop = new AbortController();
    const { prefetchMenuPages } = createPagePrefetcher(pages.loaderOf, async () => {
      if (pages.loads.length === 1) stop.abort();
    });
    await prefetchMenuPages([menuNode('a/list'), menuNode('b/list')], stop.signal);
    expect(pages.loads).toEqual(['a/list']);
  });

  it('forgets a failed load, so the next hover or visit tries again', async () => {
    const pages = fakePages(['a/list'], 'a/list');
    const { prefetchPage } = createPagePrefetcher(pages.loaderOf, now);
    await prefetchPage('a/list');
    await prefetchPage('a/list');
    expect(pages.loads).toEqual(['a/list', 'a/list']);
    expect(pages.prefetched).toEqual(['a/list']);
  });
});
