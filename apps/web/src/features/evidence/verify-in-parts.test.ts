import type { evidence } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { type VerifyProgress, verifyInParts } from './verify-in-parts';

const answer = (
  from: number,
  to: number,
  problems: evidence.ChainProblem[] = [],
): evidence.RangeVerification => ({
  fromBlock: String(from),
  toBlock: String(to),
  lastBlock: '10',
  entries: (to - from + 1) * 16,
  blocks: to - from + 1,
  unsignedBlocks: 0,
  valid: problems.length === 0,
  problems,
  verifiedAt: '2026-01-01T00:00:00.000Z',
});

const broken: evidence.ChainProblem = {
  kind: 'entryHash',
  blockNo: '5',
  seq: '70',
  expected: 'a',
  stored: 'b',
};

describe('verifyInParts', () => {
  it('verifies the range one part per call and reports progress after each', async () => {
    const calls: [number, number][] = [];
    const seen: VerifyProgress[] = [];
    const result = await verifyInParts({
      from: 1,
      to: 10,
      step: 4,
      verify: async (from, to) => {
        calls.push([from, to]);
        return answer(from, to, from === 5 ? [broken] : []);
      },
      onProgress: (p) => seen.push(p),
      signal: new AbortController().signal,
    });
    expect(calls).toEqual([
      [1, 4],
      [5, 8],
      [9, 10],
    ]);
    expect(seen.map((p) => p.done)).toEqual([0, 4, 8, 10]);
    expect(result).toMatchObject({ done: 10, total: 10, entries: 160, problems: [broken], next: null });
  });

  it('stops when aborted, and once enough problems are listed', async () => {
    const controller = new AbortController();
    const aborted = await verifyInParts({
      from: 1,
      to: 10,
      step: 2,
      verify: async (from, to) => {
        if (from === 3) controller.abort();
        return answer(from, to);
      },
      onProgress: () => {},
      signal: controller.signal,
    });
    expect(aborted.done).toBe(4);
    const full = await verifyInParts({
      from: 1,
      to: 10,
      step: 2,
      verify: async (from, to) => answer(from, to, [broken, broken]),
      onProgress: () => {},
      signal: new AbortController().signal,
      maxProblems: 3,
    });
    expect(full).toMatchObject({ done: 4, next: null });
    expect(full.problems).toHaveLength(3);
  });
});
