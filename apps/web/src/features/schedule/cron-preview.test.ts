import { describe, expect, it } from 'vitest';
import { formatScheduleTime, previewCron } from './cron-preview';

const from = new Date('2026-01-01T00:00:00Z');

describe('previewCron', () => {
  it('lists the next five fire times in China time', () => {
    const preview = previewCron('0 2 * * *', from);
    expect(preview.kind).toBe('times');
    if (preview.kind !== 'times') return;
    expect(preview.times.map(formatScheduleTime)).toEqual([
      '2026-01-02 02:00:00',
      '2026-01-03 02:00:00',
      '2026-01-04 02:00:00',
      '2026-01-05 02:00:00',
      '2026-01-06 02:00:00',
    ]);
  });

  it('names why an expression is invalid, and tells one that never fires', () => {
    expect(previewCron('61 * * * *', from)).toEqual({
      kind: 'invalid',
      reason: 'Invalid value for minute: 61',
    });
    expect(previewCron('0 0 30 2 *', from)).toEqual({ kind: 'never' });
    expect(previewCron('   ', from)).toEqual({ kind: 'empty' });
  });

  it('accepts seconds as a sixth field', () => {
    const preview = previewCron('*/20 * * * * *', from, 2);
    expect(preview.kind === 'times' && preview.times.map((d) => d.toISOString())).toEqual([
      '2026-01-01T00:00:20.000Z',
      '2026-01-01T00:00:40.000Z',
    ]);
  });
});
