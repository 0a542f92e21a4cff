import { orders } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { IdempotentAttempt, newIdempotencyKey } from './idempotency';

describe('IdempotentAttempt', () => {
  it('reuses the key for the same body until the attempt succeeds', () => {
    let n = 0;
    const attempt = new IdempotentAttempt(() => `key-${++n}`);
    const body = { itemId: '1', skuId: '2', quantity: 1 };
    expect(attempt.keyFor(body)).toBe('key-1');
    expect(attempt.keyFor({ ...body })).toBe('key-1');
    attempt.done();
    expect(attempt.keyFor(body)).toBe('key-2');
  });

  it('starts a new attempt when the body changes', () => {
    let n = 0;
    const attempt = new IdempotentAttempt(() => `key-${++n}`);
    expect(attempt.keyFor({ quantity: 1 })).toBe('key-1');
    expect(attempt.keyFor({ quantity: 2 })).toBe('key-2');
    expect(attempt.keyFor({ quantity: 2 })).toBe('key-2');
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct keys the server accepts, with or without crypto.randomUUID', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).not.toBe(b);
    expect(a).toMatch(orders.IDEMPOTENCY_KEY_PATTERN);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const fallback = newIdempotencyKey();
      expect(fallback).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(fallback).toMatch(orders.IDEMPOTENCY_KEY_PATTERN);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
