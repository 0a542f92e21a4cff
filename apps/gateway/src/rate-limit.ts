/** A fixed window's state for one key. */
interface Window {
  start: number;
  count: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/**
 * Fixed-window counters per key in this process: exact under bursts (the event loop takes one call at a time).
 * Windows are aligned to multiples of their length, so every gateway counts the same window.
 */
export class LocalRateLimiter {
  private readonly windows = new Map<string, Window>();
  private sweptAt = 0;

  hit(key: string, limit: number, windowMs: number, now = Date.now()): RateDecision {
    const start = now - (now % windowMs);
    let w = this.windows.get(key);
    if (!w || w.start !== start) {
      w = { start, count: 0 };
      this.windows.set(key, w);
    }
    const resetSeconds = Math.max(Math.ceil((start + windowMs - now) / 1000), 1);
    if (w.count >= limit) return { allowed: false, limit, remaining: 0, resetSeconds };
    w.count += 1;
    if (now - this.sweptAt > 60_000) this.sweep(now, windowMs);
    return { allowed: true, limit, remaining: limit - w.count, resetSeconds };
  }

  private sweep(now: number, windowMs: number) {
    this.sweptAt = now;
    for (const [key, w] of this.windows) if (now - w.start > windowMs * 2) this.windows.delete(key);
  }
}
