import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LocalJobInput, runJobLocally } from './local-run.js';
import type { JobSpec } from './spec.js';

const psiSpec = (curve: JobSpec['curve'] = 'P-256'): JobSpec => ({
  jobId: 'job-psi',
  kind: 'psi',
  curve,
  joinColumn: 'id',
  statistics: null,
});

/** Keys from a small alphabet, so random sets overlap. */
const keySet = fc.uniqueArray(
  fc.integer({ min: 0, max: 60 }).map((n) => `cust-${n.toString().padStart(4, '0')}`),
  {
    maxLength: 40,
  },
);

function plainIntersection(consumer: string[], supplier: string[]): string[] {
  const theirs = new Set(supplier);
  return consumer.filter((k) => theirs.has(k)).sort();
}

function input(consumer: string[], suppliers: { keys: string[]; revealKeys: boolean }[]): LocalJobInput {
  return {
    consumer: { id: 'consumer', joinValues: consumer },
    suppliers: suppliers.map((s, i) => ({
      id: `supplier-${i + 1}`,
      rows: s.keys.map((id) => ({ id })),
      policy: { revealKeys: s.revealKeys },
    })),
  };
}

describe('private set intersection (ECDH-PSI)', () => {
  it('finds the same intersection as a plain comparison, size always and keys only where revealed', () => {
    fc.assert(
      fc.property(keySet, keySet, keySet, fc.boolean(), (mine, first, second, revealFirst) => {
        const { outcome, view } = runJobLocally(
          psiSpec(),
          input(mine, [
            { keys: first, revealKeys: revealFirst },
            { keys: second, revealKeys: true },
          ]),
        );
        expect(outcome.intersections).toEqual([
          { party: 'supplier-1', size: plainIntersection(mine, first).length },
          { party: 'supplier-2', size: plainIntersection(mine, second).length },
        ]);
        expect(view.keys['supplier-2']?.slice().sort()).toEqual(plainIntersection(mine, second));
        if (revealFirst)
          expect(view.keys['supplier-1']?.slice().sort()).toEqual(plainIntersection(mine, first));
        else expect(view.keys['supplier-1']).toBeUndefined();
        expect(outcome.statistics).toBeNull();
      }),
      { numRuns: 25 },
    );
  });

  it('compares keys as trimmed text: numbers and padded strings meet, empty keys are left out', () => {
    const { outcome, view } = runJobLocally(psiSpec(), {
      consumer: { id: 'c', joinValues: [1001, ' 1002 ', '', null, '1003'] },
      suppliers: [
        {
          id: 's',
          rows: [{ id: '1001' }, { id: 1002 }, { id: '' }, { id: 9 }],
          policy: { revealKeys: true },
        },
      ],
    });
    expect(outcome.intersections).toEqual([{ party: 's', size: 2 }]);
    expect(view.keys.s?.sort()).toEqual(['1001', '1002']);
  });

  it('works on the SM2 curve', () => {
    const { outcome } = runJobLocally(
      psiSpec('SM2'),
      input(['a1', 'b2', 'c3'], [{ keys: ['b2', 'c3', 'd4'], revealKeys: false }]),
    );
    expect(outcome.intersections).toEqual([{ party: 'supplier-1', size: 2 }]);
  });

  it('sends no key in the clear: every message the platform relays or reads is free of every key', () => {
    const mine = Array.from({ length: 30 }, (_, i) => `vin-LSV${1000 + i}`);
    const theirs = Array.from({ length: 30 }, (_, i) => `vin-LSV${1015 + i}`);
    const { transcript } = runJobLocally(psiSpec(), input(mine, [{ keys: theirs, revealKeys: true }]));
    expect(transcript.map((m) => m.kind)).toEqual([
      'hello',
      'hello',
      'directory',
      'directory',
      'query',
      'answer',
      'report',
    ]);
    for (const message of transcript) {
      for (const key of [...mine, ...theirs]) expect(message.body).not.toContain(key);
    }
  });

  it('refuses an answer altered on its way (the sealed message no longer opens)', () => {
    expect(() =>
      runJobLocally(psiSpec(), input(['a', 'b'], [{ keys: ['b'], revealKeys: true }]), {
        tamper: (entry) =>
          entry.kind === 'answer'
            ? { ...entry, body: entry.body.replace(/"sealed":"(.)/, '"sealed":"A$1') }
            : entry,
      }),
    ).toThrow(expect.objectContaining({ failure: 'malformed-message' }));
  });
});
