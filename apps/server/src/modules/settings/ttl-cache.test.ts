import { describe, expect, it } from 'vitest';
import { tunableValue } from './param-rules.js';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('keeps a value for its time, shares a load, and loads again once invalidated or expired', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<string, string>(
      async (handle) => `${handle}-${++loads}`,
      'db',
      1000,
      () => now,
    );
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect([a, b]).toEqual(['db-1', 'db-1']);
    now = 999;
    expect(await cache.get()).toBe('db-1');
    now = 1000;
    expect(await cache.get()).toBe('db-2');
    cache.invalidate();
    expect(await cache.get()).toBe('db-3');
  });

  it('loads through a given handle (a transaction) when its copy is stale', async () => {
    let loads = 0;
    const cache = new TtlCache<string, string>(
      async (handle) => `${handle}-${++loads}`,
      'db',
      1000,
      () => 0,
    );
    expect(await cache.get('tx')).toBe('tx-1');
    expect(await cache.get()).toBe('tx-1');
  });

  it('drops a load that raced with a change', async () => {
    let release: () => void = () => {};
    let loads = 0;
    const cache = new TtlCache(
      async () => {
        loads += 1;
        if (loads === 1) await new Promise<void>((resolve) => (release = resolve));
        return loads;
      },
      null,
      1000,
      () => 0,
    );
    const first = cache.get();
    cache.invalidate();
    release();
    expect(await first).toBe(1);
    expect(await cache.get()).toBe(2);
  });
});

describe('tunableValue', () => {
  it('falls back to the default when the stored value is missing or out of range', () => {
    expect(tunableValue('ORDER_PAY_TIMEOUT_MINUTES', '15')).toBe(15);
    expect(tunableValue('ORDER_PAY_TIMEOUT_MINUTES', undefined)).toBe(30);
    expect(tunableValue('ORDER_PAY_TIMEOUT_MINUTES', '0')).toBe(30);
    expect(tunableValue('ORDER_PAY_TIMEOUT_MINUTES', 'soon')).toBe(30);
  });
});
