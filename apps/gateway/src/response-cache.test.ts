import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type CachedAnswer, createResponseCache, MAX_CACHED_BYTES } from './response-cache.js';

const answer = (bytes: number): CachedAnswer => ({ status: 200, headers: {}, body: Buffer.alloc(bytes) });

describe('createResponseCache', () => {
  it('keeps answers up to MAX_CACHED_BYTES (empty ones too), not larger ones', () => {
    const cache = createResponseCache();
    cache.set('small', answer(MAX_CACHED_BYTES), { ttl: 60_000 });
    cache.set('empty', answer(0), { ttl: 60_000 });
    cache.set('large', answer(MAX_CACHED_BYTES + 1), { ttl: 60_000 });
    expect(cache.get('small')?.body.length).toBe(MAX_CACHED_BYTES);
    expect(cache.get('empty')?.body.length).toBe(0);
    expect(cache.has('large')).toBe(false);
  });

  it('forgets an answer after its TTL', async () => {
    const cache = createResponseCache();
    cache.set('short', answer(1), { ttl: 5 });
    cache.set('long', answer(1), { ttl: 60_000 });
    await sleep(20);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBeDefined();
  });

  it('drops the least recently used answer beyond 2000', () => {
    const cache = createResponseCache();
    for (let i = 0; i < 2000; i++) cache.set(String(i), answer(1), { ttl: 60_000 });
    cache.get('0');
    cache.set('new', answer(1), { ttl: 60_000 });
    expect(cache.size).toBe(2000);
    expect(cache.has('0')).toBe(true);
    expect(cache.has('1')).toBe(false);
  });
});
