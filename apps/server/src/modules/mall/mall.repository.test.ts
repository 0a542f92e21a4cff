import { describe, expect, it } from 'vitest';
import { keywordQuery, keywordWhere } from './mall.repository.js';

describe('keyword conditions', () => {
  it('makes every ASCII word and non-ASCII character a token, the last one a prefix', () => {
    expect(keywordQuery('Power grid')).toBe('power & grid:*');
    expect(keywordQuery('能源 data')).toBe('能 & 源 & data:*');
    expect(keywordQuery(' -- ')).toBeNull();
  });

  it('tests substrings only where the full-text query does not imply them', () => {
    // An ASCII word is a token of the query: its lexeme is a substring of the text already.
    expect(keywordWhere('Power grid').phrases).toEqual([]);
    // Chinese characters must be adjacent and in order, which the query does not say.
    expect(keywordWhere('能源 电网').phrases).toEqual(['能源', '电网']);
    // A run mixing ASCII and Chinese is not one token.
    expect(keywordWhere('AI平台').phrases).toEqual(['ai平台']);
  });

  it('keeps the substring test of an ASCII word past the query’s 32 tokens', () => {
    const keyword = `${'数'.repeat(40)} sensor`;
    expect(keywordQuery(keyword)?.split(' & ')).toHaveLength(32);
    expect(keywordWhere(keyword).phrases).toEqual(['数'.repeat(40), 'sensor']);
  });
});
