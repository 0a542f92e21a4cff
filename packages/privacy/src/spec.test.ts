import { describe, expect, it } from 'vitest';
import { checkJobSpec, type JobSpec, type StatisticsSpec } from './spec.js';

const stats: StatisticsSpec = {
  valueColumn: 'amount',
  groupColumn: null,
  categories: [],
  lower: 0,
  upper: 100,
  bins: 0,
  decimals: 2,
  epsilon: null,
  minGroupSize: 5,
};
const statistics = (change: Partial<StatisticsSpec>): JobSpec => ({
  jobId: 'j',
  kind: 'statistics',
  curve: 'P-256',
  joinColumn: null,
  statistics: { ...stats, ...change },
});

describe('checkJobSpec', () => {
  it('accepts a private set intersection and statistics with or without a join column', () => {
    expect(() =>
      checkJobSpec({ jobId: 'j', kind: 'psi', curve: 'SM2', joinColumn: 'id', statistics: null }),
    ).not.toThrow();
    expect(() => checkJobSpec(statistics({}))).not.toThrow();
    expect(() => checkJobSpec({ ...statistics({}), joinColumn: 'id' })).not.toThrow();
  });

  it.each<[string, JobSpec, RegExp]>([
    [
      'a PSI without a join column',
      { jobId: 'j', kind: 'psi', curve: 'P-256', joinColumn: null, statistics: null },
      /join column/,
    ],
    [
      'an unknown curve',
      { jobId: 'j', kind: 'psi', curve: 'P-384' as 'SM2', joinColumn: 'id', statistics: null },
      /curve/,
    ],
    ['bounds the wrong way round', statistics({ lower: 5, upper: 5 }), /lower < upper/],
    ['bounds too large for the decimals', statistics({ upper: 1e7, decimals: 6 }), /too large/],
    ['too many bins', statistics({ bins: 51 }), /bins/],
    ['categories without a group column', statistics({ categories: ['a'] }), /group column/],
    ['repeated categories', statistics({ groupColumn: 'g', categories: ['a', 'a'] }), /repeat/],
    ['epsilon 0', statistics({ epsilon: 0 }), /epsilon/],
    ['a minimum group size of 0', statistics({ minGroupSize: 0 }), /minimum group size/],
  ])('refuses %s', (_, spec, message) => {
    expect(() => checkJobSpec(spec)).toThrow(message);
    expect(() => checkJobSpec(spec)).toThrow(expect.objectContaining({ failure: 'invalid-spec' }));
  });
});
