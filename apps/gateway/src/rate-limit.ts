import type { Redis } from 'ioredis';

export type RateAlgorithm = 'fixed' | 'sliding';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/**
 * Sliding windows count the current aligned window plus the previous one weighted by how much of it still
 * overlaps the last `windowMs` (the approximation Cloudflare and Kong use); fixed windows count the current one.
 */
function decide(
  algorithm: RateAlgorithm,
  limit: number,
  windowMs: number,
  now: number,
  current: number,
  previous: number,
): { allowed: boolean; used: number } {
  const start = now - (now % windowMs);
  const weight = algorithm === 'sliding' ? 1 - (now - start) / windowMs : 0;
  const used = Math.floor(previous * weight) + current;
  return { allowed: used < limit, used };
}

const resetOf = (now: number, windowMs: number) =>
  Math.max(Math.ceil((now - (now % windowMs) + windowMs - now) / 1000), 1);

/** A limiter shared by the calls it sees: in this process, or in Redis for every gateway. */
export interface RateLimiter {
  hit(
    key: string,
    limit: number,
    windowMs: number,
    now?: number,
    algorithm?: RateAlgorithm,
  ): RateDecision | Promise<RateDecision>;
  close?(): Promise<void>;
}

interface Window {
  start: number;
  count: number;
  previous: number;
  windowMs: number;
}

/**
 * Window counters per key in this process: exact under bursts (the event loop takes one call at a time).
 * Windows are aligned to multiples of their length, so every gateway counts the same window.
 */
export class LocalRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private sweptAt = 0;

  hit(key: string, limit: number, windowMs: number, now = Date.now(), algorithm: RateAlgorithm = 'fixed') {
    const start = now - (now % windowMs);
    let w = this.windows.get(key);
    if (!w) {
      w = { start, count: 0, previous: 0, windowMs };
      this.windows.set(key, w);
    } else if (w.start !== start) {
      w.previous = w.start === start - windowMs ? w.count : 0;
      w.start = start;
      w.count = 0;
    }
    const resetSeconds = resetOf(now, windowMs);
    const { allowed, used } = decide(algorithm, limit, windowMs, now, w.count, w.previous);
    if (!allowed) return { allowed: false, limit, remaining: 0, resetSeconds };
    w.count += 1;
    if (now - this.sweptAt > 60_000) this.sweep(now);
    return { allowed: true, limit, remaining: Math.max(limit - used - 1, 0), resetSeconds };
  }

  /** Forgets keys whose own window and the one before it are over. */
  private sweep(now: number) {
    this.sweptAt = now;
    for (const [key, w] of this.windows) if (now - w.start > w.windowMs * 2) this.windows.delete(key);
  }
}

/**
 * The counters in Redis (REDIS_URL), so N gateways enforce one limit. One script call per request reads both
 * windows and counts the call only when it is allowed, atomically: exact under bursts across gateways.
 */
const SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local previous = tonumber(redis.call('GET', KEYS[2]) or '0')
local used = math.floor(previous * tonumber(ARGV[2])) + current
if used >= tonumber(ARGV[3]) then return {0, used} end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return {1, used}
`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly fallback: RateLimiter,
    private readonly onError: (error: unknown) => void,
    private readonly prefix = 'dm',
  ) {
    redis.defineCommand('dmRateHit', { numberOfKeys: 2, lua: SCRIPT });
  }

  async hit(
    key: string,
    limit: number,
    windowMs: number,
    now = Date.now(),
    algorithm: RateAlgorithm = 'fixed',
  ) {
    const start = now - (now % windowMs);
    const weight = algorithm === 'sliding' ? 1 - (now - start) / windowMs : 0;
    const resetSeconds = resetOf(now, windowMs);
    try {
      const [allowed, used] = (await (
        this.redis as unknown as {
          dmRateHit: (...args: (string | number)[]) => Promise<[number, number]>;
        }
      ).dmRateHit(
        `${this.prefix}:rl:${key}:${windowMs}:${start}`,
        `${this.prefix}:rl:${key}:${windowMs}:${start - windowMs}`,
        windowMs * 2,
        weight,
        limit,
      )) as [number, number];
      if (!allowed) return { allowed: false, limit, remaining: 0, resetSeconds };
      return { allowed: true, limit, remaining: Math.max(limit - used - 1, 0), resetSeconds };
    } catch (error) {
      // Redis unreachable: this gateway limits on its own rather than refusing every call.
      this.onError(error);
      return this.fallback.hit(key, limit, windowMs, now, algorithm);
    }
  }

  async close() {
    this.redis.disconnect();
  }
}
