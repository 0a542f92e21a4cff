import { describe, expect, it } from 'vitest';
import {
  chinaMonth,
  dayStart,
  daysBetween,
  monthStart,
  monthsEnding,
  nextDay,
} from './statistics.calendar.js';

describe('the statistics calendar counts in China time', () => {
  it('a China day starts at 16:00 UTC the day before', () => {
    expect(dayStart('2026-03-01').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(monthStart('2026-01').toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });

  it('an instant late in the UTC evening belongs to the next China day and month', () => {
    const at = new Date('2026-01-31T17:30:00Z');
    expect(chinaMonth(at)).toBe('2026-02');
    expect(chinaMonth(at, -1)).toBe('2026-01');
    expect(chinaMonth(at, -13)).toBe('2025-01');
    expect(monthsEnding(at, 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('walks days across a month and a leap day', () => {
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
