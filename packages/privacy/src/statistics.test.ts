import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LocalJobInput, runJobLocally, type TranscriptEntry } from './local-run.js';
import { joinKey } from './points.js';
import { unpackVector } from './ring.js';
import type { JobSpec, StatisticsSpec } from './spec.js';
import { type GroupResult, type Row, releaseStatistics, StatisticsLayout } from './statistics.js';

const stats: StatisticsSpec = {
  valueColumn: 'amount',
  groupColumn: 'region',
  categories: ['north', 'south'],
  lower: -50,
  upper: 150,
  bins: 4,
  decimals: 2,
  epsilon: null,
  minGroupSize: 1,
};

const spec = (joinColumn: string | null, statistics: StatisticsSpec = stats): JobSpec => ({
  jobId: 'job-stats',
  kind: 'statistics',
  curve: 'P-256',
  joinColumn,
  statistics,
});

const row = fc.record({
  id: fc.integer({ min: 0, max: 40 }).map((n) => `k${n}`),
  amount: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: -9000, max: 20000 }).map((n) => n / 100) },
    { weight: 1, arbitrary: fc.constantFrom(null, 'n/a', '', '12.5') },
  ),
  region: fc.constantFrom('north', 'south', 'east', ''),
});
const table = fc.array(row, { maxLength: 30 });

/** The same figures computed in the clear over the rows the job should use. */
function plain(rows: Row[], s: StatisticsSpec = stats) {
  const layout = new StatisticsLayout(s);
  const { vector, counted } = layout.encode(rows);
  return layout.readTotals(vector, counted);
}

/**
 * The released groups computed directly from the rows, without the protocol's layout: clamp, round to cents, bin,
 * add up per category (other categories together, last), mean = sum ÷ count to 4 places.
 */
function released(rows: Row[]): GroupResult[] {
  const groups = [...stats.categories, null].map((category) => ({
    category,
    count: 0,
    cents: 0,
    bins: [0, 0, 0, 0],
  }));
  for (const row of rows) {
    const raw = row.amount;
    const value =
      typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    if (!Number.isFinite(value)) continue;
    const clamped = Math.min(150, Math.max(-50, value));
    const group = groups.find((g) => g.category === row.region) ?? groups[groups.length - 1]!;
    group.count += 1;
    group.cents += Math.round(clamped * 100);
    group.bins[Math.min(3, Math.floor((clamped + 50) / 50))]! += 1;
  }
  return groups.map(({ category, count, cents, bins }) =>
    count === 0
      ? { category, suppressed: true, count: null, sum: null, mean: null, histogram: null }
      : {
          category,
          suppressed: false,
          count,
          sum: cents / 100,
          mean: Math.round((cents / 100 / count) * 10_000) / 10_000,
          histogram: bins,
        },
  );
}

function suppliersOf(tables: Row[][]): LocalJobInput['suppliers'] {
  return tables.map((rows, i) => ({ id: `supplier-${i + 1}`, rows, policy: { revealKeys: false } }));
}

describe('federated statistics', () => {
  it('over whole tables equal the plain figures of all suppliers’ rows together', () => {
    fc.assert(
      fc.property(fc.array(table, { minLength: 1, maxLength: 3 }), (tables) => {
        const { outcome } = runJobLocally(spec(null), {
          consumer: { id: 'consumer', joinValues: [] },
          suppliers: suppliersOf(tables),
        });
        expect(outcome.statistics?.groups).toEqual(released(tables.flat()));
        expect(outcome.intersections).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('over the intersection equal the plain figures of the rows whose key the consumer holds', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 40 }).map((n) => `k${n}`)),
        table,
        table,
        (mine, a, b) => {
          const { outcome } = runJobLocally(spec('id'), {
            consumer: { id: 'consumer', joinValues: mine },
            suppliers: suppliersOf([a, b]),
          });
          const held = new Set(mine);
          const used = [...a, ...b].filter((r) => held.has(joinKey(r.id) ?? ''));
          expect(outcome.statistics?.groups).toEqual(released(used));
          const size = (rows: Row[]) =>
            new Set(rows.map((r) => r.id).filter((k) => held.has(k as string))).size;
          expect(outcome.intersections).toEqual([
            { party: 'supplier-1', size: size(a) },
            { party: 'supplier-2', size: size(b) },
          ]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('gives one group of all rows without a group column, and a mean that is sum ÷ count', () => {
    const ungrouped = { ...stats, groupColumn: null, categories: [], bins: 0 };
    const { outcome } = runJobLocally(spec(null, ungrouped), {
      consumer: { id: 'c', joinValues: [] },
      suppliers: suppliersOf([
        [{ amount: 10 }, { amount: 20.5 }],
        [{ amount: '30' }, { amount: 999 }],
      ]),
    });
    expect(outcome.statistics?.groups).toEqual([
      { category: null, suppressed: false, count: 4, sum: 210.5, mean: 52.625, histogram: null },
    ]);
  });

  it('suppresses groups smaller than the minimum group size', () => {
    const { outcome } = runJobLocally(spec(null, { ...stats, minGroupSize: 2 }), {
      consumer: { id: 'c', joinValues: [] },
      suppliers: suppliersOf([
        [
          { amount: 1, region: 'north' },
          { amount: 2, region: 'north' },
          { amount: 3, region: 'south' },
        ],
      ]),
    });
    expect(outcome.statistics?.groups.map((g) => [g.category, g.suppressed, g.count])).toEqual([
      ['north', false, 2],
      ['south', true, null],
      [null, true, null],
    ]);
  });
});

const bigValues = (n: number, offset: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `cust-${9000 + i}`,
    amount: 123.45 + offset + i,
    region: 'north',
  }));

/** Every ring vector the coordinator can read in a message (masked contributions and the consumer's masked sum). */
function vectorsSeenByCoordinator(transcript: TranscriptEntry[], length: number): BigUint64Array[] {
  return transcript.flatMap((entry) => {
    const body = JSON.parse(entry.body);
    if (entry.kind === 'contribution') return [unpackVector(body.masked, length)];
    if (entry.kind === 'report' && body.maskedTotal) return [unpackVector(body.maskedTotal, length)];
    return [];
  });
}

describe('what the platform sees of a statistics job', () => {
  const layout = new StatisticsLayout(stats);
  const first = bigValues(12, 0);
  const second = bigValues(9, 1000);

  it.each([
    ['whole tables', null],
    ['the intersection', 'id'],
  ])('over %s: no key, no value and no supplier’s own figures', (_, joinColumn) => {
    const { transcript } = runJobLocally(spec(joinColumn), {
      consumer: { id: 'consumer', joinValues: first.map((r) => r.id) },
      suppliers: suppliersOf([first, second]),
    });
    const secrets = [...first, ...second].flatMap((r) => [String(r.id), String(r.amount)]);
    for (const entry of transcript) for (const secret of secrets) expect(entry.body).not.toContain(secret);
    const ownFigures = [first, second].map((rows) => layout.encode(rows).vector);
    for (const seen of vectorsSeenByCoordinator(transcript, layout.length)) {
      for (const own of ownFigures)
        expect(Buffer.from(seen.buffer).equals(Buffer.from(own.buffer))).toBe(false);
      // Masked figures look uniformly random: almost every element has its high bits set somewhere.
      expect(seen.filter((x) => x > 1n << 40n).length).toBeGreaterThan(seen.length / 2);
    }
  });
});

describe('a party that sends a bad share', () => {
  const rows = bigValues(10, 0);
  /** Flips the highest byte of one figure of a base64 vector. */
  const corrupt = (vector: string, figure: number) => {
    const bytes = Buffer.from(vector, 'base64');
    bytes[figure * 8 + 7]! ^= 0x5a;
    return bytes.toString('base64');
  };
  type Body = Record<string, unknown>;
  /** Runs a job whose messages of `kind` (from `from`, when given) are changed on their way. */
  const runChanged = (joinColumn: string | null, kind: string, change: (body: Body) => Body, from?: string) =>
    runJobLocally(
      spec(joinColumn),
      {
        consumer: { id: 'c', joinValues: rows.map((r) => r.id) },
        suppliers: suppliersOf([rows, bigValues(5, 1)]),
      },
      {
        tamper: (entry) =>
          entry.kind !== kind || (from && entry.from !== from)
            ? entry
            : { ...entry, body: JSON.stringify(change(JSON.parse(entry.body))) },
      },
    );
  const inconsistent = expect.objectContaining({ failure: 'inconsistent-shares' });
  const malformed = expect.objectContaining({ failure: 'malformed-message' });

  it.each([0, 1, 2])(
    'fails the job without a result when a contribution is corrupted (figure %i)',
    (figure) => {
      const change = (b: Body) => ({ ...b, masked: corrupt(b.masked as string, figure) });
      expect(() => runChanged(null, 'contribution', change, 'supplier-2')).toThrow(inconsistent);
    },
  );

  it('fails the job when the consumer’s masked sum is corrupted', () => {
    const change = (b: Body) => ({ ...b, maskedTotal: corrupt(b.maskedTotal as string, 1) });
    expect(() => runChanged('id', 'report', change)).toThrow(inconsistent);
  });

  it.each([
    ['a vector of the wrong length', (b: Body) => ({ ...b, masked: 'AAAA' })],
    ['text that is not base64', (b: Body) => ({ ...b, masked: '@@@' })],
    ['a negative row count', (b: Body) => ({ ...b, counted: -1 })],
  ])('refuses %s as malformed', (_, change) => {
    expect(() => runChanged(null, 'contribution', change)).toThrow(malformed);
  });

  it('refuses a report naming an entry the supplier never sent', () => {
    const change = (b: Body) => {
      const matches = b.matches as Record<string, number[]>;
      return { ...b, matches: { ...matches, 'supplier-1': matches['supplier-1']!.map(() => 999) } };
    };
    expect(() => runChanged('id', 'report', change)).toThrow(malformed);
  });
});

describe('differential privacy', () => {
  const totals = plain(bigValues(50, 0));

  it('calibrates Laplace noise to one row’s influence, the budget split over count, sum and histogram', () => {
    const scales: number[] = [];
    releaseStatistics({ ...stats, epsilon: 0.6 }, totals, (scale) => {
      scales.push(scale);
      return 0;
    });
    // Per released group: count (1 / 0.2), sum (150 / 0.2), 4 bins (1 / 0.2 each).
    expect(scales.slice(0, 6).map((s) => Number(s.toFixed(9)))).toEqual([5, 750, 5, 5, 5, 5]);
  });

  it('releases noisy figures: counts whole and ≥ 0, the mean from the noisy sum and count', () => {
    const result = releaseStatistics({ ...stats, epsilon: 1 }, totals, () => 2.4);
    const north = result.groups[0]!;
    expect(north.count).toBe(52);
    expect(north.sum).toBe(Math.round((totals[0]!.sum + 2.4) * 100) / 100);
    expect(north.mean).toBeCloseTo(north.sum! / 52, 4);
    expect(result.epsilon).toBe(1);
    expect(
      releaseStatistics({ ...stats, epsilon: 1 }, totals, () => -1e6).groups.every((g) => g.suppressed),
    ).toBe(true);
  });
});
