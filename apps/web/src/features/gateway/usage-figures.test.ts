import { describe, expect, it } from 'vitest';
import {
  averageText,
  hasCalls,
  percentileText,
  quotaShare,
  sharePercent,
  validityState,
} from './usage-figures';

describe('percentileText', () => {
  it('says a percentile is at most the upper bound of its bucket', () => {
    expect(percentileText(10)).toBe('≤ 10 ms');
    expect(percentileText(1000)).toBe('≤ 1,000 ms');
  });

  it('for the last bound only says slower than the bound before it (it also stands for slower calls)', () => {
    expect(percentileText(2500)).toBe('> 1,000 ms');
  });

  it('shows a dash without calls', () => {
    expect(percentileText(null)).toBe('—');
    expect(averageText(null)).toBe('—');
  });

  it('rounds the mean to one decimal', () => {
    expect(averageText(1234.56)).toBe('1,234.6 ms');
    expect(averageText(12)).toBe('12 ms');
  });
});

describe('quotaShare', () => {
  it('has no share for an unlimited quota', () => {
    expect(quotaShare(500, null)).toEqual({ percent: null, status: 'ok' });
  });

  it('rounds the used share and warns from 90 %', () => {
    expect(quotaShare(1, 3)).toEqual({ percent: 33.3, status: 'ok' });
    expect(quotaShare(900, 1000)).toEqual({ percent: 90, status: 'low' });
  });

  it('is exhausted when every call is used (or the pack is empty)', () => {
    expect(quotaShare(1000, 1000)).toEqual({ percent: 100, status: 'exhausted' });
    expect(quotaShare(0, 0)).toEqual({ percent: 100, status: 'exhausted' });
  });
});

describe('validityState', () => {
  const now = new Date('2026-03-10T00:00:00Z');
  const c = (validFrom: string, validUntil: string | null, revoked = false) => ({
    validFrom,
    validUntil,
    revoked,
  });

  it('tells pending, active and expired apart, and revoked first', () => {
    expect(validityState(c('2026-03-11T00:00:00Z', null), now)).toBe('pending');
    expect(validityState(c('2026-03-01T00:00:00Z', null), now)).toBe('active');
    expect(validityState(c('2026-03-01T00:00:00Z', '2026-03-10T00:00:00Z'), now)).toBe('expired');
    expect(validityState(c('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z', true), now)).toBe('revoked');
  });
});

describe('small helpers', () => {
  it('sharePercent is 0 without calls', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(0, 0)).toBe(0);
  });

  it('hasCalls counts refused and failed calls too', () => {
    expect(hasCalls([{ calls: 0, failed: 0, refused: 0 }])).toBe(false);
    expect(hasCalls([{ calls: 0, failed: 0, refused: 2 }])).toBe(true);
  });
});
