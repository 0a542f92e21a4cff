import { describe, expect, it } from 'vitest';
import { mallTesterOf } from './testers';

describe('who tests an API good from the mall', () => {
  it('asks visitors to log in', () => {
    expect(mallTesterOf(undefined, undefined, '7', false)).toBe('login');
    expect(mallTesterOf(1, '9', '7', false)).toBe('login');
  });
  it('lets consumers, the operator and the developer of the good test', () => {
    expect(mallTesterOf(1, '9', '7', true)).toBe('consumer');
    expect(mallTesterOf(0, '1', '7', true)).toBe('operator');
    expect(mallTesterOf(2, '7', '7', true)).toBe('owner');
  });
  it('tells other developers and suppliers they cannot', () => {
    expect(mallTesterOf(2, '8', '7', true)).toBe('otherDeveloper');
    expect(mallTesterOf(3, '8', '7', true)).toBe('supplier');
  });
});
