import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { ErrorCode } from '@datamall/contract';
import { INTERNAL_HOSTS } from '@datamall/net-guard/ssrf-corpus';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { dropLocalFixtures, localMyAdmin, localPgAdmin } from '../../test/local-databases.js';
import { freeLoopbackPort } from '../../test/ports.js';
import { send } from '../../test/requests.js';
import { databaseConnection } from './connection.table.js';

const suffix = randomBytes(4).toString('hex');
const SCHEMA = `dm_conn_${suffix}`;
const TABLE = `sensor "reading" ${suffix}`;
const MY_TABLE = `dm_conn_${suffix}`;
/** Row-count fixtures: small and large tables loaded and never analyzed (autovacuum off), one large analyzed. */
const FRESH = 'fresh';
const BIG_FRESH = 'big_fresh';
const BIG_ANALYZED = 'big_analyzed';
const MY_FRESH = `dm_conn_${suffix}_fresh`;
const MY_BIG = `dm_conn_${suffix}_big`;
const MY_USER = `dm_test_${suffix}`;
/** The password of the MariaDB fixture user: must never appear in any answer. */
const SECRET = `Pw-${randomBytes(9).toString('hex')}`;

let t: TestApp;
let supplier: string;
let consumer: string;
let admin: string;
const bodies: string[] = [];

/** Every answer of the suite is kept, to scan for the password at the end. */
async function call(token: string, url: string, payload: unknown = {}, lang = 'en-US') {
  const res = await send(t, token, url, { payload, language: lang });
  bodies.push(res.body);
  return res.json();
}

const pgForm = {
  name: 'PG local',
  dbType: 'postgresql',
  host: '127.0.0.1',
  port: 5432,
  database: 'test',
  username: 'postgres',
  password: 'ignored-by-trust',
  sslMode: 'disable',
};
const myForm = {
  name: 'Maria local',
  dbType: 'mysql',
  host: '127.0.0.1',
  port: 3306,
  database: 'test',
  username: MY_USER,
  password: SECRET,
  sslMode: 'disable',
};

beforeAll(async () => {
  const admPg = await localPgAdmin();
  await admPg.query(`create schema "${SCHEMA}"`);
  await admPg.query(
    `create table "${SCHEMA}"."${TABLE.replace(/"/g, '""')}" (id int primary key, device text not null, value numeric, note text)`,
  );
  await admPg.query(`comment on table "${SCHEMA}"."${TABLE.replace(/"/g, '""')}" is 'Readings'`);
  await admPg.query(`comment on column "${SCHEMA}"."${TABLE.replace(/"/g, '""')}".device is 'Device code'`);
  await admPg.query(
    `insert into "${SCHEMA}"."${TABLE.replace(/"/g, '""')}" select g, 'dev-' || g, g * 1.5, null from generate_series(1, 30) g`,
  );
  await admPg.query(`analyze "${SCHEMA}"."${TABLE.replace(/"/g, '""')}"`);
  for (const [name, rows] of [
    [FRESH, 1_234],
    [BIG_FRESH, 120_000],
    [BIG_ANALYZED, 150_000],
  ] as const) {
    await admPg.query(`create table "${SCHEMA}".${name} (id int) with (autovacuum_enabled = false)`);
    await admPg.query(`insert into "${SCHEMA}".${name} select g from generate_series(1, ${rows}) g`);
  }
  await admPg.query(`analyze "${SCHEMA}".${BIG_ANALYZED}`);
  await admPg.end();
  const admMy = await localMyAdmin();
  await admMy.query(
    `create table \`${MY_TABLE}\` (id int primary key, name varchar(20) comment 'Name') comment 'Fixture'`,
  );
  await admMy.query(`insert into \`${MY_TABLE}\` values (1, 'a'), (2, 'b')`);
  await admMy.query(`create table \`${MY_FRESH}\` (id int)`);
  await admMy.query(`insert into \`${MY_FRESH}\` select seq from seq_1_to_1234`);
  await admMy.query(`create table \`${MY_BIG}\` (id int)`);
  await admMy.query(`insert into \`${MY_BIG}\` select seq from seq_1_to_120000`);
  await admMy.query(`create user '${MY_USER}'@'%' identified by '${SECRET}'`);
  await admMy.query(`grant select on test.* to '${MY_USER}'@'%'`);
  await admMy.end();

  t = await startTestApp({ config: { connectorAllowPrivate: true } });
  supplier = (await loginAs(t, 'supplier')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  admin = (await loginAs(t, 'admin')).token;
});

afterAll(async () => {
  await t?.close();
  await dropLocalFixtures({ pgSchema: SCHEMA, myTables: [MY_TABLE, MY_FRESH, MY_BIG], myUsers: [MY_USER] });
});

describe('templates', () => {
  it('lists both types with default ports', async () => {
    const res = await call(supplier, '/server/databaseTemplate/query');
    expect(res.data.map((x: { dbType: string; defaultPort: number }) => [x.dbType, x.defaultPort])).toEqual([
      ['postgresql', 5432],
      ['mysql', 3306],
    ]);
  });
});

describe('connection test', () => {
  it('succeeds on PostgreSQL and MariaDB with the server version', async () => {
    const p = await call(supplier, '/server/dataBase/connectionTest', pgForm);
    expect(p.data).toMatchObject({ ok: true, code: 0 });
    expect(p.data.serverVersion).toMatch(/^PostgreSQL \d+/);
    const m = await call(supplier, '/server/dataBase/connectionTest', myForm);
    expect(m.data).toMatchObject({ ok: true, code: 0 });
    expect(m.data.serverVersion).toMatch(/^MariaDB \d+/);
  });

  it('reports a wrong password, an unknown database and an unreachable port, localized', async () => {
    const bad = await call(
      supplier,
      '/server/dataBase/connectionTest',
      { ...myForm, password: 'wrong' },
      'zh-CN',
    );
    expect(bad.data).toMatchObject({ ok: false, code: ErrorCode.CONNECTION_AUTH_FAILED });
    expect(bad.data.message).toContain('密码错误');
    for (const form of [pgForm, { ...myForm, username: 'root', password: '' }]) {
      const unknown = await call(supplier, '/server/dataBase/connectionTest', {
        ...form,
        database: `nodb_${suffix}`,
      });
      expect(unknown.data).toMatchObject({ ok: false, code: ErrorCode.CONNECTION_UNKNOWN_DATABASE });
      expect(unknown.data.message).toContain(`nodb_${suffix}`);
      const port = await freeLoopbackPort();
      const down = await call(supplier, '/server/dataBase/connectionTest', { ...form, port });
      expect(down.data).toMatchObject({ ok: false, code: ErrorCode.CONNECTION_UNREACHABLE });
      expect(down.data.message).toContain(String(port));
    }
  });

  it('developers own no connections (403)', async () => {
    const developer = (await loginAs(t, 'developer')).token;
    expect((await call(developer, '/server/dataBase/connectionTest', pgForm)).code).toBe(403);
  });
});

describe('saved connections', () => {
  let pgId: string;
  let myId: string;

  it('saves without ever returning the password', async () => {
    const p = await call(supplier, '/server/dataBase/recordDatabase', pgForm);
    expect(p.data).toMatchObject({ name: 'PG local', hasPassword: true, lastTestCode: null });
    expect(p.data).not.toHaveProperty('password');
    pgId = p.data.id;
    const m = await call(supplier, '/server/dataBase/recordDatabase', myForm);
    myId = m.data.id;
    const dup = await call(supplier, '/server/dataBase/recordDatabase', myForm);
    expect(dup.code).toBe(ErrorCode.CONNECTION_NAME_TAKEN);
    const [row] = await t.db
      .select({ passwordEnc: databaseConnection.passwordEnc })
      .from(databaseConnection)
      .where(eq(databaseConnection.id, Number(myId)));
    expect(row?.passwordEnc).toMatch(/^kms1\./);
    expect(row?.passwordEnc).not.toContain(SECRET);
  });

  it('keeps the saved password when the update leaves it empty, and tests the saved connection', async () => {
    const upd = await call(supplier, '/server/dataBase/updateDatabase', {
      ...myForm,
      id: myId,
      name: 'Maria renamed',
      password: '',
    });
    expect(upd.data).toMatchObject({ name: 'Maria renamed', hasPassword: true });
    const saved = await call(supplier, '/server/dataBase/connectionTest', { id: myId });
    expect(saved.data).toMatchObject({ ok: true });
    const formWithId = await call(supplier, '/server/dataBase/connectionTest', {
      ...myForm,
      id: myId,
      password: '',
    });
    expect(formWithId.data).toMatchObject({ ok: true });
    const detail = await call(supplier, '/server/dataBase/queryDatabaseDetail', { id: myId });
    expect(detail.data).toMatchObject({ lastTestCode: 0, hasPassword: true });
    expect(detail.data.lastTestVersion).toMatch(/MariaDB/);
  });

  it("lists the caller's connections; the operator sees all read-only", async () => {
    const page = await call(supplier, '/server/dataBase/queryDatabase', { page: 1, limit: 10 });
    expect(page.data.total).toBe(2);
    const list = await call(supplier, '/server/dataBase/queryDatabaseList', { dbType: 'postgresql' });
    expect(list.data.map((c: { id: string }) => c.id)).toEqual([pgId]);
    const all = await call(admin, '/server/dataBase/queryDatabase', { page: 1, limit: 10 });
    expect(all.data.list[0]).toMatchObject({ ownerName: 'supplier' });
    expect((await call(admin, '/server/dataBase/querySchemas', { id: pgId })).code).toBe(403);
    expect((await call(admin, '/server/dataBase/recordDatabase', pgForm)).code).toBe(403);
  });

  it('browses schemas, tables, columns and previews at most 20 rows on PostgreSQL', async () => {
    const schemas = await call(supplier, '/server/dataBase/querySchemas', { id: pgId });
    expect(schemas.data).toContain(SCHEMA);
    const tables = await call(supplier, '/server/dataBase/queryTables', { id: pgId, schema: SCHEMA });
    expect(tables.data.find((x: { name: string }) => x.name === TABLE)).toEqual({
      name: TABLE,
      kind: 'table',
      comment: 'Readings',
      rowEstimate: 30,
      rowCountKind: 'exact',
    });
    const columns = await call(supplier, '/server/dataBase/queryColumns', {
      id: pgId,
      schema: SCHEMA,
      table: TABLE,
    });
    expect(columns.data[0]).toEqual({
      name: 'id',
      type: 'integer',
      nullable: false,
      key: 'PRI',
      comment: '',
    });
    expect(columns.data[1]).toMatchObject({
      name: 'device',
      type: 'text',
      nullable: false,
      comment: 'Device code',
    });
    const preview = await call(supplier, '/server/dataBase/previewTable', {
      id: pgId,
      schema: SCHEMA,
      table: TABLE,
    });
    expect(preview.data.columns).toEqual(['id', 'device', 'value', 'note']);
    expect(preview.data.rows).toHaveLength(20);
    expect(preview.data.rows[0]).toEqual(['1', 'dev-1', '1.5', null]);
    const missing = await call(supplier, '/server/dataBase/previewTable', {
      id: pgId,
      schema: SCHEMA,
      table: 'x; drop table y',
    });
    expect(missing.code).toBe(ErrorCode.CONNECTION_OBJECT_NOT_FOUND);
  });

  it('counts small or never-analyzed tables on PostgreSQL, capped; keeps statistics of large ones', async () => {
    const tables = await call(supplier, '/server/dataBase/queryTables', { id: pgId, schema: SCHEMA });
    const figure = (name: string) => {
      const row = tables.data.find((x: { name: string }) => x.name === name);
      return row && { rowEstimate: row.rowEstimate, rowCountKind: row.rowCountKind };
    };
    // Never analyzed: reltuples is -1, which showed as "about 0 rows".
    expect(figure(FRESH)).toEqual({ rowEstimate: 1_234, rowCountKind: 'exact' });
    // No statistics and more rows than the cap: the count stops at the cap.
    expect(figure(BIG_FRESH)).toEqual({ rowEstimate: 100_000, rowCountKind: 'atLeast' });
    // Statistics above the threshold are kept: no count.
    const analyzed = figure(BIG_ANALYZED);
    expect(analyzed.rowCountKind).toBe('estimate');
    expect(analyzed.rowEstimate).toBeGreaterThan(140_000);
    expect(analyzed.rowEstimate).toBeLessThan(160_000);
  });

  it('counts small tables on MariaDB; a large one is never reported below the cap', async () => {
    const tables = await call(supplier, '/server/dataBase/queryTables', { id: myId, schema: 'test' });
    const row = (name: string) => tables.data.find((x: { name: string }) => x.name === name);
    expect(row(MY_FRESH)).toMatchObject({ rowEstimate: 1_234, rowCountKind: 'exact' });
    expect(row(MY_TABLE)).toMatchObject({ rowEstimate: 2, rowCountKind: 'exact' });
    // InnoDB's table_rows is a guess: trusted when large, else the capped count says "more than 100,000".
    const big = row(MY_BIG);
    expect(['estimate', 'atLeast']).toContain(big.rowCountKind);
    expect(big.rowEstimate).toBeGreaterThanOrEqual(100_000);
  });

  it('browses and previews on MariaDB', async () => {
    const schemas = await call(supplier, '/server/dataBase/querySchemas', { id: myId });
    expect(schemas.data).toContain('test');
    const tables = await call(supplier, '/server/dataBase/queryTables', { id: myId, schema: 'test' });
    expect(tables.data).toContainEqual(expect.objectContaining({ name: MY_TABLE, comment: 'Fixture' }));
    const columns = await call(supplier, '/server/dataBase/queryColumns', {
      id: myId,
      schema: 'test',
      table: MY_TABLE,
    });
    expect(columns.data).toEqual([
      { name: 'id', type: 'int(11)', nullable: false, key: 'PRI', comment: '' },
      { name: 'name', type: 'varchar(20)', nullable: true, key: '', comment: 'Name' },
    ]);
    const preview = await call(supplier, '/server/dataBase/previewTable', {
      id: myId,
      schema: 'test',
      table: MY_TABLE,
    });
    expect(preview.data).toEqual({
      columns: ['id', 'name'],
      rows: [
        ['1', 'a'],
        ['2', 'b'],
      ],
    });
  });

  it("hides one owner's connections from another (404)", async () => {
    for (const url of ['queryDatabaseDetail', 'connectionTest', 'querySchemas', 'updateDatabase']) {
      const res = await call(
        consumer,
        `/server/dataBase/${url}`,
        url === 'updateDatabase' ? { ...pgForm, id: pgId } : { id: pgId },
      );
      expect(res.code).toBe(404);
    }
    expect((await call(consumer, '/server/dataBase/deleteDatabase', { ids: [pgId] })).code).toBe(404);
    expect((await call(consumer, '/server/dataBase/queryDatabase', {})).data.total).toBe(0);
    expect((await call(supplier, '/server/dataBase/queryDatabaseDetail', { id: pgId })).code).toBe(0);
  });

  it('deletes', async () => {
    expect((await call(supplier, '/server/dataBase/deleteDatabase', { ids: [pgId] })).code).toBe(0);
    expect((await call(supplier, '/server/dataBase/queryDatabaseDetail', { id: pgId })).code).toBe(404);
  });

  it('never returned the password nor logged it', async () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) expect(body).not.toContain(SECRET);
    const logs = await t.db.execute('select params from operation_log' as never);
    expect(JSON.stringify(logs)).not.toContain(SECRET);
  });
});

describe('SSRF guard', () => {
  let guarded: TestApp;
  let canary: net.Server;
  let canaryPort: number;
  let hits = 0;

  beforeAll(async () => {
    canary = net.createServer((socket) => {
      hits++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    canaryPort = (canary.address() as net.AddressInfo).port;
    guarded = await startTestApp({ config: { connectorAllowPrivate: false } });
  });
  afterAll(async () => {
    await guarded?.close();
    await new Promise((resolve) => canary.close(resolve));
  });

  it.each(['localhost', '127.1', '0x7f000001', '/var/run/postgresql', ...INTERNAL_HOSTS])(
    'refuses %s by policy without connecting',
    async (host) => {
      const token = (await loginAs(guarded, 'supplier')).token;
      for (const dbType of ['postgresql', 'mysql']) {
        const res = await guarded.app.inject({
          method: 'POST',
          url: '/server/dataBase/connectionTest',
          headers: { ...bearer(token), 'accept-language': 'en-US' },
          payload: { ...pgForm, dbType, host, port: canaryPort },
        });
        expect(res.json().data).toMatchObject({ ok: false, code: ErrorCode.CONNECTION_HOST_REFUSED });
        expect(res.json().data.message).toContain('refused by platform policy');
      }
      expect(hits).toBe(0);
    },
  );

  it('refuses a saved connection to a private host at browse time too', async () => {
    const token = (await loginAs(guarded, 'supplier')).token;
    const saved = await guarded.app.inject({
      method: 'POST',
      url: '/server/dataBase/recordDatabase',
      headers: bearer(token),
      payload: { ...pgForm, host: '127.0.0.1', port: canaryPort },
    });
    const res = await guarded.app.inject({
      method: 'POST',
      url: '/server/dataBase/querySchemas',
      headers: bearer(token),
      payload: { id: saved.json().data.id },
    });
    expect(res.json().code).toBe(ErrorCode.CONNECTION_HOST_REFUSED);
    expect(hits).toBe(0);
  });
});
