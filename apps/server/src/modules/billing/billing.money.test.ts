import { describe, expect, it } from 'vitest';
import { cstMonth, monthRange, monthsBetween, previousMonth, splitCommission } from './billing.money.js';

describe('splitCommission', () => {
  it('floors the commission and gives the seller the rest: parts always sum to the whole', () => {
    expect(splitCommission(125_000n, 1000)).toEqual({ seller: 112_500n, commission: 12_500n });
    expect(splitCommission(9n, 1000)).toEqual({ seller: 9n, commission: 0n });
    expect(splitCommission(19n, 1000)).toEqual({ seller: 18n, commission: 1n });
    expect(splitCommission(0n, 1000)).toEqual({ seller: 0n, commission: 0n });
    expect(splitCommission(12_345n, 10_000)).toEqual({ seller: 0n, commission: 12_345n });
    expect(splitCommission(12_345n, 0)).toEqual({ seller: 12_345n, commission: 0n });
    for (let i = 0; i < 2000; i++) {
      const amount = BigInt(Math.floor(Math.random() * 1e12)) * (i % 2 ? 1n : -1n);
      const rate = Math.floor(Math.random() * 10_001);
      const { seller, commission } = splitCommission(amount, rate);
      expect(seller + commission).toBe(amount);
    }
  });

  it('mirrors a negative amount exactly (a reversal cancels its original)', () => {
    const a = splitCommission(19n, 1000);
    const b = splitCommission(-19n, 1000);
    expect(a.seller + b.seller).toBe(0n);
    expect(a.commission + b.commission).toBe(0n);
  });

  it('refuses rates outside 0–10000 basis points', () => {
    expect(() => splitCommission(1n, 10_001)).toThrow();
    expect(() => splitCommission(1n, -1)).toThrow();
  });
});

describe('months in China Standard Time', () => {
  it('puts 16:00 UTC on the last day into the next month', () => {
    expect(cstMonth(new Date('2026-01-31T15:59:59Z'))).toBe('2026-01');
    expect(cstMonth(new Date('2026-01-31T16:00:00Z'))).toBe('2026-02');
  });
  it('ranges, previous month and month lists', () => {
    expect(monthRange('2026-12')).toEqual({
      from: new Date('2026-11-30T16:00:00Z'),
      before: new Date('2026-12-31T16:00:00Z'),
    });
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
