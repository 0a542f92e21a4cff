import { describe, expect, it } from 'vitest';
import { cronProblem, nextFireTime, nextFireTimes } from './schedule.cron.js';

const at = (iso: string) => new Date(iso);

describe('cron expressions', () => {
  it('accepts five fields and six with seconds', () => {
    expect(cronProblem('*/5 * * * *', at('2026-01-01T00:00:00Z'))).toBeNull();
    expect(cronProblem('*/2 * * * * *', at('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('names why an expression is invalid', () => {
    expect(cronProblem('61 * * * *', at('2026-01-01T00:00:00Z'))).toEqual({
      kind: 'invalid',
      reason: expect.stringContaining('minute'),
    });
    expect(cronProblem('every minute', at('2026-01-01T00:00:00Z'))).toMatchObject({ kind: 'invalid' });
  });

  it('refuses an expression that never fires', () => {
    expect(cronProblem('0 0 30 2 *', at('2026-01-01T00:00:00Z'))).toEqual({ kind: 'never' });
  });

  it('evaluates in China time', () => {
    // 02:00 in Shanghai is 18:00 UTC the day before.
    expect(nextFireTime('0 2 * * *', at('2026-01-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-01-01T18:00:00.000Z',
    );
  });

  it('lists the next fire times strictly after a moment', () => {
    const times = nextFireTimes('*/10 * * * * *', at('2026-01-01T00:00:10Z'), 3).map((d) => d.toISOString());
    expect(times).toEqual([
      '2026-01-01T00:00:20.000Z',
      '2026-01-01T00:00:30.000Z',
      '2026-01-01T00:00:40.000Z',
    ]);
    expect(nextFireTimes('nonsense', at('2026-01-01T00:00:00Z'), 3)).toEqual([]);
  });
});
