import { describe, expect, it } from 'vitest';
import { exactlyOne } from './components/user-picker';
import { decisionVerdict, throttleRemaining } from './decision-gate';

describe('decisionVerdict (§5: ignored without a task id, one per 3000 ms)', () => {
  const never = Number.NEGATIVE_INFINITY;

  it.each([undefined, null, '', '   '])('ignores a decision without a task id (%j)', (taskId) => {
    expect(decisionVerdict(taskId, never, 10_000)).toBe('noTask');
  });

  it('allows the first decision on a task', () => {
    expect(decisionVerdict('42', never, 10_000)).toBe('ok');
  });

  it.each([
    [0, 'throttled'],
    [1, 'throttled'],
    [2999, 'throttled'],
    [3000, 'ok'],
    [4500, 'ok'],
  ] as const)('%i ms after the previous decision -> %s', (elapsed, verdict) => {
    expect(decisionVerdict('42', 10_000, 10_000 + elapsed)).toBe(verdict);
  });

  it('says how long the buttons stay disabled', () => {
    expect(throttleRemaining(10_000, 10_000)).toBe(3000);
    expect(throttleRemaining(10_000, 12_500)).toBe(500);
    expect(throttleRemaining(10_000, 14_000)).toBe(0);
  });
});

describe('exactlyOne (§5: the user picker needs exactly one row)', () => {
  it('takes the only selected row', () => {
    expect(exactlyOne([{ id: '2' }])).toEqual({ id: '2' });
  });

  it.each([[[]], [[{ id: '2' }, { id: '3' }]]])('refuses %j', (rows) => {
    expect(exactlyOne(rows)).toBeUndefined();
  });
});
