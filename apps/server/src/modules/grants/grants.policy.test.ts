import { describe, expect, it } from 'vitest';
import { grantState, isCalendarDay } from './grants.policy.js';

describe('grantState', () => {
  it('derives the state from dates and revocation (days inclusive)', () => {
    const g = { status: 1, startDate: '2026-03-01', endDate: '2026-03-31' };
    expect(grantState(g, '2026-02-28')).toBe('pending');
    expect(grantState(g, '2026-03-01')).toBe('active');
    expect(grantState(g, '2026-03-31')).toBe('active');
    expect(grantState(g, '2026-04-01')).toBe('expired');
    expect(grantState({ ...g, status: 0 }, '2026-03-15')).toBe('revoked');
  });
});

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });
});
