import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { offsetOf, rowCount } from './paging.js';

describe('rowCount', () => {
  it('writes LIMIT and OFFSET into the SQL text, not as parameters', () => {
    const query = new PgDialect().sqlToQuery(
      sql`select 1 from t where a = ${5} limit ${rowCount(20)} offset ${rowCount(offsetOf({ page: 3, limit: 20 }))}`,
    );
    expect(query.sql).toBe('select 1 from t where a = $1 limit 20 offset 40');
    expect(query.params).toEqual([5]);
  });

  it('refuses anything but a non-negative safe integer', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => rowCount(bad)).toThrow(RangeError);
    }
  });
});
