import { describe, expect, it } from 'vitest';
import {
  chinaToday,
  isDay,
  lastDays,
  readConsumerUsageFilter,
  writeConsumerUsageFilter,
} from './consumer-usage-filter';

const read = (search: string) => readConsumerUsageFilter(new URLSearchParams(search));

describe('consumer usage filter', () => {
  it('reads every field of the address', () => {
    expect(read('orderId=8&from=2026-03-01&to=2026-03-07&page=3&limit=50')).toEqual({
      orderId: '8',
      from: '2026-03-01',
      to: '2026-03-07',
      page: 3,
      limit: 50,
    });
  });

  it('leaves out what the endpoint would refuse, and starts on the first page of 10', () => {
    expect(read('orderId=abc&from=2026-02-30&to=7%20days&page=-2&limit=33')).toEqual({ page: 1, limit: 10 });
    expect(read('orderId=0&page=1.5')).toEqual({ page: 1, limit: 10 });
    expect(read('')).toEqual({ page: 1, limit: 10 });
  });

  it('puts a reversed range the right way round and keeps a half-open one', () => {
    expect(read('from=2026-03-09&to=2026-03-01')).toMatchObject({ from: '2026-03-01', to: '2026-03-09' });
    expect(read('to=2026-03-01')).toEqual({ to: '2026-03-01', page: 1, limit: 10 });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeConsumerUsageFilter({ page: 1, limit: 10 }).toString()).toBe('');
    const filter = { orderId: '8', from: '2026-03-01', to: '2026-03-07', page: 2, limit: 20 };
    const written = writeConsumerUsageFilter(filter);
    expect(written.toString()).toBe('orderId=8&from=2026-03-01&to=2026-03-07&page=2&limit=20');
    expect(readConsumerUsageFilter(written)).toEqual(filter);
  });

  it('counts days in China time, today included', () => {
    // 17:30 UTC on 9 March is already 10 March in China.
    const now = new Date('2026-03-09T17:30:00Z');
    expect(chinaToday(now)).toBe('2026-03-10');
    expect(lastDays(7, now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(lastDays(90, new Date('2026-03-01T04:00:00Z'))).toEqual({ from: '2025-12-02', to: '2026-03-01' });
  });

  it('knows a calendar day', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-3-1')).toBe(false);
  });
});
