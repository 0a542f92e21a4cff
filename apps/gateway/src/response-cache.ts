import { LRUCache } from 'lru-cache';

export interface CachedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Answers larger than this are not cached. */
export const MAX_CACHED_BYTES = 256 * 1024;
const MAX_ENTRIES = 2000;

/**
 * GET answers of goods whose cache plugin is on, least recently used out first. Each is set with its good's TTL
 * (`set(key, answer, { ttl })`); an answer larger than MAX_CACHED_BYTES is not kept.
 */
export function createResponseCache(): LRUCache<string, CachedAnswer> {
  return new LRUCache<string, CachedAnswer>({
    max: MAX_ENTRIES,
    maxEntrySize: MAX_CACHED_BYTES,
    // Sizes must be positive: an empty body counts one byte.
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
  });
}
