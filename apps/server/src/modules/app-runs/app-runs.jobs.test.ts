import { describe, expect, it } from 'vitest';
import { canRead, canWrite, checkSelect, columnFamily, composeSql } from './app-runs.jobs.js';

describe('checkSelect', () => {
  it('accepts one SELECT or WITH … SELECT, with a trailing semicolon and comments', () => {
    expect(checkSelect('select region from sales')).toBeNull();
    expect(checkSelect('WITH x AS (select 1 as a) SELECT a FROM x;')).toBeNull();
    expect(checkSelect("select 'drop; delete' as note from sales -- insert\n")).toBeNull();
  });

  it('refuses other statements, a second statement and writing words', () => {
    expect(checkSelect('delete from sales')).toMatch(/SELECT or WITH/);
    expect(checkSelect('select 1; select 2')).toMatch(/one statement/);
    expect(checkSelect('select 1 /* ; */ ; drop table x')).toMatch(/one statement/);
    expect(checkSelect('select * into t2 from sales')).toMatch(/INTO/);
    expect(checkSelect('with d as (delete from sales returning *) select * from d')).toMatch(/DELETE/);
    expect(checkSelect('select * from sales for update')).toMatch(/UPDATE/);
  });
});

describe('composeSql', () => {
  const inputs = [{ name: 'sales', schema: 'crm', table: 'sales_2026', columns: ['region', 'amount'] }];

  it('puts each input as a CTE exposing only the declared columns', () => {
    expect(composeSql('select * from sales;', inputs, 'postgresql')).toBe(
      'WITH "sales" AS (SELECT "region", "amount" FROM "crm"."sales_2026")\nselect * from sales\n',
    );
    expect(composeSql('select * from sales', inputs, 'mysql')).toContain('`crm`.`sales_2026`');
  });

  it('merges with the job’s own WITH (and RECURSIVE)', () => {
    expect(composeSql('with t as (select 1) select * from t', inputs, 'postgresql')).toMatch(
      /^WITH "sales" AS \(.*\), t as \(select 1\) select \* from t\n$/,
    );
    expect(composeSql('WITH RECURSIVE r AS (select 1) select * from r', inputs, 'postgresql')).toMatch(
      /^WITH RECURSIVE "sales" AS/,
    );
  });
});

describe('column types', () => {
  it('knows the families of PostgreSQL and MySQL types', () => {
    expect(columnFamily('integer')).toBe('integer');
    expect(columnFamily('int(11)')).toBe('integer');
    expect(columnFamily('numeric(12,2)')).toBe('number');
    expect(columnFamily('double precision')).toBe('number');
    expect(columnFamily('character varying(40)')).toBe('text');
    expect(columnFamily('timestamp with time zone')).toBe('timestamp');
    expect(columnFamily('tinyint(1)')).toBe('boolean');
    expect(columnFamily('bytea')).toBe('other');
  });

  it('reads and writes only compatible types', () => {
    expect(canRead('number', 'integer')).toBe(true);
    expect(canRead('integer', 'numeric(12,2)')).toBe(false);
    expect(canRead('text', 'bytea')).toBe(true);
    expect(canWrite('number', 'integer')).toBe(false);
    expect(canWrite('integer', 'decimal(10,0)')).toBe(true);
    expect(canWrite('timestamp', 'text')).toBe(true);
    expect(canWrite('text', 'integer')).toBe(false);
  });
});
