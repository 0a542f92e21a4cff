import { describe, expect, it } from 'vitest';
import { LocalRateLimiter } from './rate-limit.js';

/** A time on a boundary of every window length used here (1 s, 10 s, 1 min, 1 h). */
const ALIGNED = Date.UTC(2026, 0, 1, 8, 0, 0);

describe('LocalRateLimiter', () => {
  it('allows exactly `limit` calls of a burst in one window and refuses the rest', () => {
    const limiter = new LocalRateLimiter();
    const decisions = Array.from({ length: 8 }, (_, i) => limiter.hit('c:1', 5, 1000, ALIGNED + i * 10));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, false, false, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([4, 3, 2, 1, 0, 0, 0, 0]);
    expect(decisions.every((d) => d.limit === 5)).toBe(true);
  });

  it('says how many whole seconds are left until the window resets (at least one)', () => {
    const limiter = new LocalRateLimiter();
    expect(limiter.hit('a', 100, 10_000, ALIGNED).resetSeconds).toBe(10);
    expect(limiter.hit('a', 100, 10_000, ALIGNED + 1).resetSeconds).toBe(10);
    expect(limiter.hit('a', 100, 10_000, ALIGNED + 8_500).resetSeconds).toBe(2);
    expect(limiter.hit('a', 100, 10_000, ALIGNED + 9_000).resetSeconds).toBe(1);
    expect(limiter.hit('a', 100, 10_000, ALIGNED + 9_999).resetSeconds).toBe(1);
    expect(limiter.hit('b', 1, 1000, ALIGNED + 999).resetSeconds).toBe(1);
    const refused = limiter.hit('b', 1, 1000, ALIGNED + 999);
    expect(refused).toEqual({ allowed: false, limit: 1, remaining: 0, resetSeconds: 1 });
  });

  it('aligns windows to multiples of their length, so a burst across a boundary gets two windows', () => {
    const limiter = new LocalRateLimiter();
    // 0.9 s into a 1 s window: the window started at ALIGNED, not at the first call.
    expect(limiter.hit('k', 2, 1000, ALIGNED + 900).allowed).toBe(true);
    expect(limiter.hit('k', 2, 1000, ALIGNED + 950).allowed).toBe(true);
    expect(limiter.hit('k', 2, 1000, ALIGNED + 999).allowed).toBe(false);
    const next = limiter.hit('k', 2, 1000, ALIGNED + 1000);
    expect(next).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 1 });
  });

  it('starts a new window with a full allowance after the previous one ends', () => {
    const limiter = new LocalRateLimiter();
    for (let i = 0; i < 3; i++) limiter.hit('k', 3, 60_000, ALIGNED + i);
    expect(limiter.hit('k', 3, 60_000, ALIGNED + 59_999).allowed).toBe(false);
    const later = Array.from({ length: 4 }, () => limiter.hit('k', 3, 60_000, ALIGNED + 60_000));
    expect(later.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(later[0]!.resetSeconds).toBe(60);
  });

  it('counts each key on its own', () => {
    const limiter = new LocalRateLimiter();
    expect(limiter.hit('c:1', 1, 1000, ALIGNED).allowed).toBe(true);
    expect(limiter.hit('c:1', 1, 1000, ALIGNED).allowed).toBe(false);
    expect(limiter.hit('c:2', 1, 1000, ALIGNED).allowed).toBe(true);
    expect(limiter.hit('c:2', 1, 1000, ALIGNED).allowed).toBe(false);
    expect(limiter.hit('c:3', 2, 1000, ALIGNED).remaining).toBe(1);
  });

  it('keeps the count of a current window when another key triggers the sweep of old windows', () => {
    const limiter = new LocalRateLimiter();
    limiter.hit('first', 1, 1000, ALIGNED);
    expect(limiter.hit('busy', 1, 1000, ALIGNED + 60_000).allowed).toBe(true);
    // More than a minute after the last sweep: this call sweeps.
    limiter.hit('other', 1, 1000, ALIGNED + 60_500);
    expect(limiter.hit('busy', 1, 1000, ALIGNED + 60_900).allowed).toBe(false);
  });

  it('keeps a long window counted when a short-window key triggers the sweep', () => {
    const limiter = new LocalRateLimiter();
    expect(limiter.hit('hourly', 2, 3_600_000, ALIGNED).allowed).toBe(true);
    expect(limiter.hit('hourly', 2, 3_600_000, ALIGNED + 1).allowed).toBe(true);
    expect(limiter.hit('hourly', 2, 3_600_000, ALIGNED + 2).allowed).toBe(false);
    limiter.hit('per-second', 10, 1000, ALIGNED + 61_000);
    expect(limiter.hit('hourly', 2, 3_600_000, ALIGNED + 62_000).allowed).toBe(false);
  });
});
