import { describe, expect, it } from 'vitest';
import { runJobLocally } from './local-run.js';
import type { JobPlan } from './messages.js';
import { ConsumerParty, SupplierParty } from './parties.js';
import { LIMITS } from './spec.js';
import { checkRowCount } from './statistics.js';

const invalid = expect.objectContaining({ failure: 'invalid-spec' });

describe('the protocol’s limits', () => {
  it('refuses a table larger than sums stay exact for', () => {
    expect(() => checkRowCount(LIMITS.rowsPerParty)).not.toThrow();
    expect(() => checkRowCount(LIMITS.rowsPerParty + 1)).toThrow(invalid);
  });

  it('refuses more keys than the masked figures of this many groups and bins fit in a message', () => {
    const categories = Array.from({ length: 50 }, (_, i) => `c${i}`);
    const rows = Array.from({ length: 1000 }, (_, i) => ({ id: `k${i}`, v: 1, g: 'c1' }));
    expect(() =>
      runJobLocally(
        {
          jobId: 'j',
          kind: 'statistics',
          curve: 'P-256',
          joinColumn: 'id',
          statistics: {
            valueColumn: 'v',
            groupColumn: 'g',
            categories,
            lower: 0,
            upper: 10,
            bins: 50,
            decimals: 0,
            epsilon: null,
            minGroupSize: 1,
          },
        },
        {
          consumer: { id: 'c', joinValues: ['k1'] },
          suppliers: [{ id: 's', rows, policy: { revealKeys: false } }],
        },
      ),
    ).toThrow(/at most 790 keys/);
  });

  it('refuses more suppliers than a job may have', () => {
    const suppliers = Array.from({ length: LIMITS.suppliers + 1 }, (_, i) => ({
      id: `s${i}`,
      rows: [],
      policy: { revealKeys: false },
    }));
    expect(() =>
      runJobLocally(
        { jobId: 'j', kind: 'psi', curve: 'P-256', joinColumn: 'id', statistics: null },
        { consumer: { id: 'c', joinValues: [] }, suppliers },
      ),
    ).toThrow(invalid);
  });
});

describe('who may ask a supplier', () => {
  it('a supplier answers only the consumer’s query, never another supplier’s', () => {
    const plan: JobPlan = {
      spec: { jobId: 'j', kind: 'psi', curve: 'P-256', joinColumn: 'id', statistics: null },
      parties: [
        { id: 'c', role: 'consumer' },
        { id: 's1', role: 'supplier' },
        { id: 's2', role: 'supplier' },
      ],
    };
    const consumer = new ConsumerParty(plan, 'c', ['a', 'b']);
    const first = new SupplierParty(plan, 's1', [{ id: 'a' }], { revealKeys: true });
    const second = new SupplierParty(plan, 's2', [{ id: 'b' }], { revealKeys: true });
    const directory = Object.fromEntries([consumer, first, second].map((p) => [p.id, p.channel.publicKey]));
    for (const party of [consumer, first, second]) party.receiveDirectory(directory);
    // A supplier posing as the consumer: its query, sealed by itself, for the other supplier.
    const impostor = new ConsumerParty({ ...plan, parties: plan.parties }, 's2', ['a']);
    impostor.receiveDirectory({ ...directory, s2: second.channel.publicKey });
    const [forged] = impostor.queries().filter((q) => q.to === 's1');
    expect(() => first.answer({ ...forged!, from: 's2' })).toThrow(
      expect.objectContaining({ failure: 'malformed-message' }),
    );
    const [real] = consumer.queries().filter((q) => q.to === 's1');
    expect(() => first.answer(real!)).not.toThrow();
  });
});
