import { readFileSync } from 'node:fs';

/** Time source, injectable so tests can move time forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at `start` and moves only when told. */
export function manualClock(start = new Date()): Clock & { advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/**
 * For browser journeys that must move the server's time (a grant expiring): the system time plus the offset in
 * milliseconds written in `file` (a number; missing or empty: 0), read again at most every 100 ms.
 */
export function fileOffsetClock(file: string): Clock {
  let offset = 0;
  let readAt = 0;
  return {
    now: () => {
      const wall = Date.now();
      if (wall - readAt > 100) {
        readAt = wall;
        try {
          offset = Number(readFileSync(file, 'utf8').trim() || 0) || 0;
        } catch {
          offset = 0;
        }
      }
      return new Date(wall + offset);
    },
  };
}
