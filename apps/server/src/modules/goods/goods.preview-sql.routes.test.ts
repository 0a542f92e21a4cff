import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { localMyAdmin, localPgAdmin } from '../../test/local-databases.js';
import { newAccount } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';

/**
 * POST /server/item/connectionTestSql on the real local PostgreSQL (trust) and MariaDB: read-only, one statement,
 * time limit, row cap, owner only. The fixture users may write, so only the preview's own guards stop writes.
 */

const suffix = randomBytes(4).toString('hex');
const SCHEMA = `dm_psql_${suffix}`;
const MY_TABLE = `dm_psql_${suffix}`;
const MY_USER = `dm_psql_${suffix}`;
const SECRET = `Pw-${randomBytes(9).toString('hex')}`;

let t: TestApp;
let supplier: string;
let supplier2: string;
let consumer: string;
let pgId: string;
let myId: string;

const call = (token: string, url: string, payload: unknown = {}, lang = 'en-US') =>
  sendJson(t, token, url, { payload, language: lang });
const testSql = (connectionId: string, sql: string, extra: Record<string, unknown> = {}, token = supplier) =>
  call(token, '/server/item/connectionTestSql', { connectionId, sql, ...extra });

async function pgState() {
  const c = await localPgAdmin();
  try {
    const rows = await c.query(`select count(*)::int as n, max(id) as top from "${SCHEMA}".readings`);
    const seq = await c.query(`select last_value::int as v from "${SCHEMA}".counter`);
    const table = await c.query(`select to_regclass('"${SCHEMA}".readings') is not null as present`);
    return { ...rows.rows[0], seq: seq.rows[0].v, present: table.rows[0].present };
  } finally {
    await c.end();
  }
}
async function myCount() {
  const c = await localMyAdmin();
  try {
    const [rows] = await c.query(`select count(*) as n from \`${MY_TABLE}\``);
    return Number((rows as { n: number }[])[0]!.n);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  const p = await localPgAdmin();
  await p.query(`create schema "${SCHEMA}"`);
  await p.query(`create table "${SCHEMA}".readings (id int primary key, device text, taken timestamptz)`);
  await p.query(
    `insert into "${SCHEMA}".readings select g, 'dev-' || g, timestamptz '2026-01-01 00:00:00+00' + g * interval '1 hour' from generate_series(1, 30) g`,
  );
  await p.query(`create sequence "${SCHEMA}".counter`);
  await p.query(
    `create function "${SCHEMA}".sneaky() returns int language sql volatile as $$ insert into "${SCHEMA}".readings values (1000, 'x', now()) returning id $$`,
  );
  await p.end();
  const m = await localMyAdmin();
  await m.query(`create table \`${MY_TABLE}\` (id int primary key, name varchar(20))`);
  await m.query(
    `insert into \`${MY_TABLE}\` values ${Array.from({ length: 30 }, (_, i) => `(${i + 1}, 'n${i + 1}')`).join(',')}`,
  );
  await m.query(`create user '${MY_USER}'@'%' identified by '${SECRET}'`);
  await m.query(`grant all on test.* to '${MY_USER}'@'%'`);
  await m.query(
    `create function \`${MY_TABLE}_f\`() returns int modifies sql data begin insert into \`${MY_TABLE}\` values (1000, 'x'); return 1; end`,
  );
  await m.end();

  t = await startTestApp({ config: { connectorAllowPrivate: true } });
  supplier = (await loginAs(t, 'supplier')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  supplier2 = (await newAccount(t, `psql2${suffix}`, 3)).token;
  const base = { host: '127.0.0.1', database: 'test', sslMode: 'disable' };
  const a = await call(supplier, '/server/dataBase/recordDatabase', {
    ...base,
    name: `pg ${suffix}`,
    dbType: 'postgresql',
    port: 5432,
    username: 'postgres',
    password: 'trust',
  });
  expect(a.code, a.msg).toBe(0);
  pgId = a.data.id;
  const b = await call(supplier, '/server/dataBase/recordDatabase', {
    ...base,
    name: `my ${suffix}`,
    dbType: 'mysql',
    port: 3306,
    username: MY_USER,
    password: SECRET,
  });
  expect(b.code, b.msg).toBe(0);
  myId = b.data.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
  const p = await localPgAdmin();
  await p.query(`drop schema if exists "${SCHEMA}" cascade`);
  await p.end();
  const m = await localMyAdmin();
  await m.query(`drop function if exists \`${MY_TABLE}_f\``);
  await m.query(`drop table if exists \`${MY_TABLE}\``);
  await m.query(`drop user if exists '${MY_USER}'@'%'`);
  await m.end();
});

describe('connectionTestSql on PostgreSQL', () => {
  it('answers columns and rows as text, capped at the preview limit', async () => {
    const all = await testSql(pgId, `select id, device, taken from "${SCHEMA}".readings order by id`);
    expect(all.code, all.msg).toBe(0);
    expect(all.data.columns).toEqual(['id', 'device', 'taken']);
    expect(all.data.rows).toHaveLength(20);
    expect(all.data).toMatchObject({ truncated: true, rowLimit: 20 });
    // A timestamp with time zone as PostgreSQL writes it in the session's zone, not shifted to ISO UTC.
    const p = await localPgAdmin();
    const taken = (await p.query(`select (timestamptz '2026-01-01 01:00:00+00')::text as v`)).rows[0].v;
    await p.end();
    expect(taken).toMatch(/^2026-01-01 \d{2}:00:00[+-]\d{2}(:\d{2})?$/);
    expect(all.data.rows[0]).toEqual(['1', 'dev-1', taken]);

    const few = await testSql(
      pgId,
      `-- the first three; a ; in a comment or 'a ; string' is no second statement\nwith r as (select * from "${SCHEMA}".readings) select id, ';' as semi from r where id <= 3 order by id;`,
    );
    expect(few.code, few.msg).toBe(0);
    expect(few.data).toMatchObject({ truncated: false, columns: ['id', 'semi'] });
    expect(few.data.rows).toEqual([
      ['1', ';'],
      ['2', ';'],
      ['3', ';'],
    ]);
  });

  it('refuses every write, plain, hidden in a CTE, after a semicolon or inside a function, and changes nothing', async () => {
    const before = await pgState();
    const cases: [string, number][] = [
      [`insert into "${SCHEMA}".readings values (999, 'x', now())`, ErrorCode.GOODS_SQL_WRITE_REFUSED],
      [`update "${SCHEMA}".readings set device = 'x'`, ErrorCode.GOODS_SQL_WRITE_REFUSED],
      [`drop table "${SCHEMA}".readings`, ErrorCode.GOODS_SQL_WRITE_REFUSED],
      [
        `with gone as (delete from "${SCHEMA}".readings returning *) select count(*) from gone`,
        ErrorCode.GOODS_SQL_WRITE_REFUSED,
      ],
      [`select 1; drop table "${SCHEMA}".readings`, ErrorCode.GOODS_SQL_MULTIPLE],
      [`select 1 as a;\n;delete from "${SCHEMA}".readings`, ErrorCode.GOODS_SQL_MULTIPLE],
      // No writing word: only the read-only transaction stops these.
      [`select "${SCHEMA}".sneaky()`, ErrorCode.GOODS_SQL_WRITE_REFUSED],
      [`select nextval('"${SCHEMA}".counter')`, ErrorCode.GOODS_SQL_WRITE_REFUSED],
      [`select * from "${SCHEMA}".readings for update`, ErrorCode.GOODS_SQL_WRITE_REFUSED],
      [`explain analyze delete from "${SCHEMA}".readings`, ErrorCode.GOODS_SQL_WRITE_REFUSED],
      [`show server_version`, ErrorCode.GOODS_SQL_NOT_QUERY],
    ];
    for (const [sql, code] of cases) {
      const res = await testSql(pgId, sql);
      expect([sql, res.code]).toEqual([sql, code]);
    }
    expect(await pgState()).toEqual(before);
    expect(before).toMatchObject({ n: 30, top: 30, present: true });
  });

  it('words database errors and syntax errors clearly', async () => {
    const missing = await testSql(pgId, `select * from "${SCHEMA}".nothing_here`);
    expect(missing.code).toBe(ErrorCode.GOODS_SQL_ERROR);
    expect(missing.msg).toMatch(/^The database refused the SQL: .*does not exist/);
    const syntax = await testSql(pgId, 'select (1');
    expect(syntax.code).toBe(ErrorCode.GOODS_SQL_ERROR);
    expect(syntax.msg).toContain('syntax error');
    const typo = await testSql(pgId, 'selec 1', {}, supplier);
    expect(typo.code).toBe(ErrorCode.GOODS_SQL_NOT_QUERY);
    expect(typo.msg).toBe('Only a query (SELECT, WITH … SELECT, VALUES or TABLE) can be tested: SELEC');
    const zh = await call(
      supplier,
      '/server/item/connectionTestSql',
      { connectionId: pgId, sql: 'selec 1' },
      'zh-CN',
    );
    expect(zh.msg).toContain('只能测试查询语句');
  });

  it('stops a slow query at the time limit', async () => {
    const started = Date.now();
    const res = await testSql(pgId, 'select pg_sleep(8)', { timeoutSeconds: 1 });
    expect(res.code).toBe(ErrorCode.GOODS_SQL_TIMEOUT);
    expect(res.msg).toBe('The query ran longer than 1 s and was stopped');
    expect(Date.now() - started).toBeLessThan(5_000);
    // The connection is usable afterwards (nothing left open on the server side matters to the next call).
    expect((await testSql(pgId, 'select 1 as one')).data.rows).toEqual([['1']]);
  });
});

describe('connectionTestSql on MariaDB', () => {
  it('answers rows capped at the limit', async () => {
    const res = await testSql(myId, `select id, name from \`${MY_TABLE}\` order by id`);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.columns).toEqual(['id', 'name']);
    expect(res.data.rows).toHaveLength(20);
    expect(res.data.rows[0]).toEqual(['1', 'n1']);
    expect(res.data.truncated).toBe(true);
  });

  it('refuses writes (also through a function) and changes nothing', async () => {
    const cases: [string, number][] = [
      [`insert into \`${MY_TABLE}\` values (999, 'x')`, ErrorCode.GOODS_SQL_WRITE_REFUSED],
      [`delete from \`${MY_TABLE}\``, ErrorCode.GOODS_SQL_WRITE_REFUSED],
      [`drop table \`${MY_TABLE}\``, ErrorCode.GOODS_SQL_WRITE_REFUSED],
      [`select 1; delete from \`${MY_TABLE}\``, ErrorCode.GOODS_SQL_MULTIPLE],
      [`select \`${MY_TABLE}_f\`()`, ErrorCode.GOODS_SQL_WRITE_REFUSED],
      [`select * from \`${MY_TABLE}\` into outfile '/tmp/${suffix}.csv'`, ErrorCode.GOODS_SQL_WRITE_REFUSED],
    ];
    for (const [sql, code] of cases) {
      const res = await testSql(myId, sql);
      expect([sql, res.code, res.msg]).toEqual([sql, code, expect.any(String)]);
    }
    expect(await myCount()).toBe(30);
  });

  it('words syntax errors and stops a slow query at the time limit', async () => {
    const syntax = await testSql(myId, 'select (1');
    expect(syntax.code).toBe(ErrorCode.GOODS_SQL_ERROR);
    expect(syntax.msg).toContain('SQL syntax');
    const started = Date.now();
    const slow = await testSql(myId, 'select sleep(8) as s', { timeoutSeconds: 1 });
    expect(slow.code).toBe(ErrorCode.GOODS_SQL_TIMEOUT);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('connectionTestSql permissions and input', () => {
  it('another supplier’s connection and a missing one answer 404; consumers are refused; bad input 400-like', async () => {
    expect((await testSql(pgId, 'select 1', {}, supplier2)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await testSql('999999', 'select 1')).code).toBe(ErrorCode.NOT_FOUND);
    expect((await testSql(pgId, 'select 1', {}, consumer)).code).not.toBe(0);
    expect((await testSql(pgId, '')).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await testSql(pgId, 'select 1', { timeoutSeconds: 60 })).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await testSql(pgId, `select '${'x'.repeat(20_001)}'`)).code).toBe(ErrorCode.BAD_PARAMS);
  });
});
