import { describe, expect, it } from 'vitest';
import { formatRange, parseRange, rangeRule, ruleIsValid, TUNABLES, valueProblem } from './settings.js';

describe('parameter rules', () => {
  it('reads ranges with either bound left out, and refuses anything else', () => {
    expect(parseRange('1..1440')).toEqual({ min: 1, max: 1440 });
    expect(parseRange('..100')).toEqual({ min: null, max: 100 });
    expect(parseRange('-5..')).toEqual({ min: -5, max: null });
    expect(parseRange('0.5..1.5')).toEqual({ min: 0.5, max: 1.5 });
    expect(parseRange('')).toEqual({ min: null, max: null });
    expect(parseRange('10..1')).toBeNull();
    expect(parseRange('1-10')).toBeNull();
    expect(parseRange('a..b')).toBeNull();
    expect(rangeRule(1, 1440)).toBe('1..1440');
  });

  it('takes a range for numbers and a regular expression for text', () => {
    expect(ruleIsValid('integer', '1..10')).toBe(true);
    expect(ruleIsValid('integer', '^\\d+$')).toBe(false);
    expect(ruleIsValid('number', '')).toBe(true);
    expect(ruleIsValid('string', '^[a-z]+$')).toBe(true);
    expect(ruleIsValid('string', '([')).toBe(false);
  });

  it('checks integers, numbers, ranges and patterns', () => {
    expect(valueProblem('integer', '1..10', '5')).toBeNull();
    expect(valueProblem('integer', '1..10', '1.5')).toEqual({ reason: 'integer' });
    expect(valueProblem('integer', '', ' 7 ')).toBeNull();
    expect(valueProblem('integer', '', '')).toEqual({ reason: 'integer' });
    expect(valueProblem('integer', '1..10', '11')).toEqual({ reason: 'range', min: 1, max: 10 });
    expect(valueProblem('integer', '1..', '0')).toEqual({ reason: 'range', min: 1, max: null });
    expect(valueProblem('number', '0..1', '0.25')).toBeNull();
    expect(valueProblem('number', '', '1e3')).toEqual({ reason: 'number' });
    expect(valueProblem('string', '^[A-Z]+$', 'ABC')).toBeNull();
    expect(valueProblem('string', '^[A-Z]+$', 'abc')).toEqual({ reason: 'pattern', rule: '^[A-Z]+$' });
    expect(valueProblem('string', '', 'anything')).toBeNull();
    expect(valueProblem('string', '^a+$', 'a'.repeat(500))).toBeNull();
    expect(valueProblem('string', '^a+$', 'a'.repeat(501))).toEqual({ reason: 'pattern', rule: '^a+$' });
  });

  it('names ranges without words, for every language', () => {
    expect(formatRange(1, 1440)).toBe('1 – 1440');
    expect(formatRange(0, null)).toBe('≥ 0');
    expect(formatRange(null, 9)).toBe('≤ 9');
  });

  it('gives every tunable a default inside its range', () => {
    for (const [code, t] of Object.entries(TUNABLES)) {
      expect(valueProblem(t.valueType, rangeRule(t.min, t.max), String(t.defaultValue)), code).toBeNull();
    }
    expect(TUNABLES.ORDER_PAY_TIMEOUT_MINUTES.defaultValue).toBe(30);
    expect(TUNABLES.DOWNLOAD_LINK_SECONDS.defaultValue).toBe(300);
    expect(TUNABLES.DEFAULT_COMMISSION_BP.defaultValue).toBe(1000);
    expect(TUNABLES.GOODS_IMAGE_MAX_MB.defaultValue).toBe(5);
  });
});
