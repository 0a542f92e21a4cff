import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coercedNumberPaths, looseNumberAt } from './strict-numbers.js';

const schema = z.object({
  id: z.coerce.number().int().positive(),
  name: z.string(),
  count: z.number(),
  page: z.coerce.number().int().default(1),
  rows: z.array(z.object({ amount: z.coerce.number().optional() })).optional(),
  nested: z.object({ ids: z.array(z.coerce.number()) }).nullable(),
});

describe('strict numbers', () => {
  it('finds every coercing number schema, through wrappers, objects and arrays', () => {
    expect(coercedNumberPaths(schema)).toEqual([
      ['id'],
      ['page'],
      ['rows', '*', 'amount'],
      ['nested', 'ids', '*'],
    ]);
    expect(coercedNumberPaths(z.object({ a: z.string() }))).toEqual([]);
  });

  it('accepts numbers, decimal text, blanks and absent values', () => {
    const paths = coercedNumberPaths(schema);
    for (const id of [5, '5', ' 5 ', '-5', '1.50', '.5', '', undefined, null]) {
      expect(looseNumberAt(paths, { id }), String(id)).toBeNull();
    }
    expect(looseNumberAt(paths, { rows: [{ amount: '2' }, {}], nested: { ids: [1, '2'] } })).toBeNull();
  });

  it('names the first value coercion would have taken although it is no number', () => {
    const paths = coercedNumberPaths(schema);
    for (const id of [true, false, [5], {}, '0x10', '1e3', 'Infinity', 'abc', '5 5']) {
      expect(looseNumberAt(paths, { id }), JSON.stringify(id)).toEqual(['id']);
    }
    expect(looseNumberAt(paths, { id: 1, rows: [{ amount: 1 }, { amount: '0b1' }] })).toEqual([
      'rows',
      1,
      'amount',
    ]);
    expect(looseNumberAt(paths, { id: 1, nested: { ids: [1, true] } })).toEqual(['nested', 'ids', 1]);
    // Not its business: a non-coercing number, or a container of the wrong shape (zod refuses those).
    expect(looseNumberAt(paths, { id: 1, count: '0x10', rows: 'x', nested: [] })).toBeNull();
  });
});
