import { describe, expect, it } from 'vitest';
import { parseReviewKey, RecentKeys } from './community.service.js';

describe('RecentKeys', () => {
  it('remembers a key for the window, forgets the oldest beyond the limit', () => {
    const keys = new RecentKeys(1000, 2);
    expect(keys.seen('a', 0)).toBe(false);
    keys.remember('a', 0);
    expect(keys.seen('a', 999)).toBe(true);
    expect(keys.seen('a', 1000)).toBe(false);
    keys.remember('b', 10);
    keys.remember('c', 20);
    expect(keys.seen('a', 30)).toBe(false);
    expect(keys.seen('b', 30)).toBe(true);
    expect(keys.seen('c', 30)).toBe(true);
  });
});

describe('parseReviewKey', () => {
  it('reads article and column keys, nothing else', () => {
    expect(parseReviewKey('article:12')).toEqual({ kind: 'article', id: 12 });
    expect(parseReviewKey('column:3')).toEqual({ kind: 'column', id: 3 });
    expect(parseReviewKey('goods:3')).toBeNull();
    expect(parseReviewKey('article:')).toBeNull();
  });
});
