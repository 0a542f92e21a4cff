/**
 * Whole-page navigation, behind one object so tests can replace it (jsdom cannot navigate) and so every
 * place that leaves the single-page app is easy to find.
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Path, query and hash of the current page: the `redirect` target of a login. */
  currentPath(): string {
    const { pathname, search, hash } = window.location;
    return `${pathname}${search}${hash}`;
  },
};
