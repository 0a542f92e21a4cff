import type { content } from '@datamall/contract';

/** Where a footer entry leads: its own URL, else its page. Kept apart so the mall footer stays light. */
export function footerHref(entry: Pick<content.FooterClass, 'id' | 'url'>): string {
  return entry.url || `/footer-detail?id=${entry.id}`;
}

export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
