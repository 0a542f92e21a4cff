import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { SqlText } from './sql-text.js';

describe('SqlText', () => {
  it('numbers its parameters in order, with casts and lists', () => {
    const q = new SqlText()
      .raw('select * from t where a = ')
      .param(7)
      .raw(' and b @@ ')
      .param('x:*', '::tsquery')
      .raw(' and c in (')
      .list([1, 2, 3])
      .raw(')');
    expect(q.sql).toBe('select * from t where a = $1 and b @@ $2::tsquery and c in ($3, $4, $5)');
    expect(q.params).toEqual([7, 'x:*', 1, 2, 3]);
  });

  it('is the same statement as a drizzle SQL, also inside a larger one', () => {
    const q = new SqlText()
      .raw('a = ')
      .param("it's")
      .raw(' and b in (')
      .list([10, 11])
      .raw(') and c = ')
      .param(null);
    const dialect = new PgDialect();
    expect(dialect.sqlToQuery(q.toSql())).toMatchObject({ sql: q.sql, params: q.params });
    const nested = dialect.sqlToQuery(sql`select ${1} where ${q.toSql()}`);
    expect(nested.sql).toBe('select $1 where a = $2 and b in ($3, $4) and c = $5');
    expect(nested.params).toEqual([1, "it's", 10, 11, null]);
  });

  it('keeps an empty list and a text without parameters as they are', () => {
    expect(new SqlText().raw('select 1').toSql()).toBeTruthy();
    expect(new PgDialect().sqlToQuery(new SqlText().raw('select 1').toSql()).sql).toBe('select 1');
    expect(new SqlText().raw('in (').list([]).raw(')').sql).toBe('in ()');
  });
});
