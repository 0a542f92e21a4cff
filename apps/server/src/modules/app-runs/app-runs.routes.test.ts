import { randomBytes, randomUUID } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { serverProcess } from '../../platform/server-process.table.js';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { dropLocalFixtures, localMyAdmin, localPgAdmin } from '../../test/local-databases.js';
import { createGood, createUser, placeOrder, setCreditLimit, userIdOf } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';
import { appRun } from './app-runs.table.js';

const suffix = randomBytes(4).toString('hex');
const SCHEMA = `dm_apprun_${suffix}`;
const MY_IN = `dm_apprun_in_${suffix}`;
const MY_OUT = `dm_apprun_out_${suffix}`;
const AGREEMENT = 'For internal analysis only.';

let t: TestApp;
let developer: string;
let developer2: string;
let consumer: string;
let consumer2: string;
let pgConnectionId: string;
let myConnectionId: string;
const tables: Record<string, string> = {};

const call = (token: string | null, url: string, payload: unknown = {}, key?: string) =>
  sendJson(t, token, url, { payload, idempotencyKey: key });

async function ok(token: string, url: string, payload: unknown = {}) {
  const res = await call(token, url, payload);
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
}

/** A data application of `developer` with a declared job; answers its good and SKU ids. */
async function application(job: Record<string, unknown>) {
  const devId = await userIdOf(t, 'developer');
  const good = await createGood(t, { ownerId: devId, itemType: 1, agreement: AGREEMENT, price: 10_000n });
  await ok(developer, '/server/appJob/save', { itemId: good.itemId, ...job });
  return good;
}

/** An order of the good by `token`'s consumer; paid unless told otherwise. */
async function buy(token: string, good: { itemId: number; skuId: number }, paid = true): Promise<string> {
  return (await placeOrder(t, token, good, { pay: paid, agreement: AGREEMENT })).order.id;
}

/** Polls the order's latest run until it is shut down. */
async function finished(orderId: string, token = consumer) {
  for (let i = 0; i < 400; i++) {
    const state = await ok(token, '/server/order/run', { orderId });
    if (state.latestRun && state.latestRun.operationType === 2) return state.latestRun;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('run did not finish');
}

const SALES_INPUT = {
  name: 'sales',
  columns: [
    { name: 'region', type: 'text' },
    { name: 'amount', type: 'number' },
  ],
};
const SUMMARY_OUTPUT = {
  kind: 'table',
  columns: [
    { name: 'region', type: 'text' },
    { name: 'total', type: 'number' },
    { name: 'n', type: 'integer' },
  ],
};
const SQL_JOB = {
  inputs: [SALES_INPUT],
  output: SUMMARY_OUTPUT,
  job: {
    kind: 'sql',
    code: 'select region, sum(amount) as total, count(*) as n from sales group by region order by region',
    timeoutSeconds: 10,
  },
};
const JS_CSV_JOB = {
  inputs: [SALES_INPUT],
  output: { kind: 'csv', columns: SUMMARY_OUTPUT.columns },
  job: {
    kind: 'js',
    code: `const by = {};
for (const r of inputs.sales) { const s = by[r.region] ?? (by[r.region] = { region: r.region, total: 0, n: 0 }); s.total += Number(r.amount); s.n += 1; }
log('regions', Object.keys(by).length);
return Object.values(by).sort((a, b) => a.region.localeCompare(b.region));`,
    timeoutSeconds: 10,
    memoryMb: 64,
  },
};

beforeAll(async () => {
  const admPg = await localPgAdmin();
  await admPg.query(`create schema "${SCHEMA}"`);
  await admPg.query(`create table "${SCHEMA}".sales (id int primary key, region text, amount numeric(12,2))`);
  await admPg.query(
    `insert into "${SCHEMA}".sales values (1, 'east', 10.50), (2, 'east', 4.50), (3, 'west', 7.25), (4, 'north', 1)`,
  );
  await admPg.query(`create table "${SCHEMA}".sales_bad (id int primary key, region text)`);
  await admPg.query(`create table "${SCHEMA}".summary (region text, total numeric(14,2), n integer)`);
  await admPg.end();
  const admMy = await localMyAdmin();
  await admMy.query(
    `create table \`${MY_IN}\` (id int primary key, region varchar(40), amount decimal(12,2))`,
  );
  await admMy.query(`insert into \`${MY_IN}\` values (1, 'east', 2.5), (2, 'west', 3), (3, 'west', 4)`);
  await admMy.query(`create table \`${MY_OUT}\` (region varchar(40), total decimal(14,2), n int)`);
  await admMy.end();

  t = await startTestApp({ config: { connectorAllowPrivate: true } });
  await createUser(t, `dev2${suffix}`, 2);
  const c2 = await createUser(t, `cons2${suffix}`, 1);
  developer = (await loginAs(t, 'developer')).token;
  developer2 = (await loginAs(t, `dev2${suffix}`)).token;
  consumer = (await loginAs(t, 'consumer')).token;
  consumer2 = (await loginAs(t, `cons2${suffix}`)).token;
  await setCreditLimit(t, await userIdOf(t, 'consumer'), 100_000_000n);
  await setCreditLimit(t, c2, 100_000_000n);

  pgConnectionId = (
    await ok(consumer, '/server/dataBase/recordDatabase', {
      name: 'PG mine',
      dbType: 'postgresql',
      host: '127.0.0.1',
      port: 5432,
      database: 'test',
      username: 'postgres',
      password: '',
      sslMode: 'disable',
    })
  ).id;
  myConnectionId = (
    await ok(consumer, '/server/dataBase/recordDatabase', {
      name: 'Maria mine',
      dbType: 'mysql',
      host: '127.0.0.1',
      port: 3306,
      database: 'test',
      username: 'root',
      password: '',
      sslMode: 'disable',
    })
  ).id;
  const register = async (
    name: string,
    connectionId: string,
    schema: string,
    table: string,
    fields: string[],
  ) => {
    tables[name] = (
      await ok(consumer, '/server/databaseTable/save', { connectionId, schema, table, name, fields })
    ).id;
  };
  await register('pg sales', pgConnectionId, SCHEMA, 'sales', ['id', 'region', 'amount']);
  await register('pg sales bad', pgConnectionId, SCHEMA, 'sales_bad', ['id', 'region']);
  await register('pg summary', pgConnectionId, SCHEMA, 'summary', ['region', 'total', 'n']);
  await register('my sales', myConnectionId, 'test', MY_IN, ['id', 'region', 'amount']);
  await register('my summary', myConnectionId, 'test', MY_OUT, ['region', 'total', 'n']);
});

afterAll(async () => {
  await t?.close();
  await dropLocalFixtures({ pgSchema: SCHEMA, myTables: [MY_IN, MY_OUT] });
});

describe('declaring a job (developer)', () => {
  it('saves and reads the job of an own data application; refuses others, bad SQL and bad input', async () => {
    const devId = await userIdOf(t, 'developer');
    const good = await createGood(t, { ownerId: devId, itemType: 1 });
    expect(await ok(developer, '/server/appJob/get', { itemId: good.itemId })).toBeNull();
    const saved = await ok(developer, '/server/appJob/save', { itemId: good.itemId, ...SQL_JOB });
    expect(saved.job).toMatchObject({ kind: 'sql', timeoutSeconds: 10, rowLimit: 10_000, memoryMb: 64 });
    expect((await ok(developer, '/server/appJob/get', { itemId: good.itemId })).inputs).toEqual([
      { ...SALES_INPUT, description: '' },
    ]);

    const bad = (code: string) => ({ itemId: good.itemId, ...SQL_JOB, job: { kind: 'sql', code } });
    for (const code of [
      'delete from sales',
      'select 1; drop table sales',
      'select * into copy_of_sales from sales',
      'update sales set amount = 0',
    ]) {
      expect((await call(developer, '/server/appJob/save', bad(code))).code, code).toBe(
        ErrorCode.APP_RUN_SQL_INVALID,
      );
    }
    const js = { itemId: good.itemId, ...JS_CSV_JOB, job: { kind: 'js', code: 'return ((' } };
    expect((await call(developer, '/server/appJob/save', js)).code).toBe(ErrorCode.APP_RUN_JS_INVALID);
    const badName = { itemId: good.itemId, ...SQL_JOB, inputs: [{ ...SALES_INPUT, name: 'Sales; drop' }] };
    expect((await call(developer, '/server/appJob/save', badName)).code).toBe(ErrorCode.BAD_PARAMS);
    expect(
      (
        await call(developer, '/server/appJob/save', {
          ...bad('select 1'),
          job: { kind: 'sql', code: 'select 1', timeoutSeconds: 9999 },
        })
      ).code,
    ).toBe(ErrorCode.BAD_PARAMS);

    expect((await call(null, '/server/appJob/save', { itemId: good.itemId, ...SQL_JOB })).code).toBe(
      ErrorCode.UNAUTHORIZED,
    );
    expect((await call(consumer, '/server/appJob/save', { itemId: good.itemId, ...SQL_JOB })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await call(developer2, '/server/appJob/save', { itemId: good.itemId, ...SQL_JOB })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(developer2, '/server/appJob/get', { itemId: good.itemId })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const api = await createGood(t, { ownerId: devId, itemType: 5 });
    expect((await call(developer, '/server/appJob/save', { itemId: api.itemId, ...SQL_JOB })).code).toBe(
      ErrorCode.APP_RUN_NOT_APPLICATION,
    );
  });
});

describe('a SQL job end to end (PostgreSQL)', () => {
  it('maps input and output, runs read-only, and writes the rows into the target table', async () => {
    const good = await application(SQL_JOB);
    const orderId = await buy(consumer, good);

    const list = await ok(consumer, `/server/order/configureDataSourceList/${orderId}`);
    expect(list.state.definition.inputs[0].name).toBe('sales');
    expect(list.tables.map((x: { name: string }) => x.name)).toContain('pg sales');
    expect(list.state.ready).toBe(false);

    // Not configured yet: no run.
    expect((await call(consumer, '/server/order/executeRun', { orderId })).code).toBe(
      ErrorCode.APP_RUN_NOT_CONFIGURED,
    );

    // A table lacking a required column is refused and nothing is saved.
    const missing = await call(consumer, '/server/order/configurationInput', {
      orderId,
      inputs: [{ name: 'sales', tableId: tables['pg sales bad'] }],
    });
    expect(missing.code).toBe(ErrorCode.APP_RUN_COLUMN_MISSING);
    expect(missing.msg).toContain('amount');
    expect((await ok(consumer, '/server/order/run', { orderId })).inputs).toEqual([]);
    // Names that are not the declared ones are refused.
    const wrongName = await call(consumer, '/server/order/configurationInput', {
      orderId,
      inputs: [{ name: 'other', tableId: tables['pg sales'] }],
    });
    expect(wrongName.code).toBe(ErrorCode.APP_RUN_INPUT_MISMATCH);
    // The output of a table application must be a table.
    const wrongKind = await call(consumer, '/server/order/configurationOutput', {
      orderId,
      target: { kind: 'file', folder: '', fileName: 'x.csv' },
    });
    expect(wrongKind.code).toBe(ErrorCode.APP_RUN_OUTPUT_KIND);

    await ok(consumer, '/server/order/configurationInput', {
      orderId,
      inputs: [{ name: 'sales', tableId: tables['pg sales'] }],
    });
    const out = await ok(consumer, `/server/order/configureDataSourceOutList/${orderId}`);
    expect(out.state.definition.output.kind).toBe('table');
    const state = await ok(consumer, '/server/order/configurationOutput', {
      orderId,
      target: { kind: 'table', tableId: tables['pg summary'] },
    });
    expect(state.ready).toBe(true);
    expect(state.output).toMatchObject({ kind: 'table', tableName: 'pg summary' });

    const started = await ok(consumer, '/server/order/executeRun', { orderId });
    expect(started.operationType).toBe(0);
    const run = await finished(orderId);
    expect(run.result, JSON.stringify(run)).toBe(1);
    expect(run.failure).toBeNull();
    expect(run.progress).toBe(100);
    expect(run.rowsWritten).toBe(3);
    // Rows read are the input's 4 rows, not the 3 the aggregate answered.
    expect(run.rowsRead).toBe(4);
    expect(run.log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'inputRead', params: { input: 'sales', rows: 4 } }),
      ]),
    );
    expect(run.startDate).not.toBeNull();
    expect(run.finishDate).not.toBeNull();
    expect(run.log.map((l: { event: string }) => l.event)).toEqual(
      expect.arrayContaining(['queued', 'started', 'inputRead', 'queried', 'written', 'finished']),
    );
    expect(run.preview.columns).toEqual(['region', 'total', 'n']);
    // The declared types go with the preview, so the page formats numbers by their column's type.
    expect(run.preview.types).toEqual(['text', 'number', 'integer']);
    expect(run.preview.rows[0]).toEqual(['east', '15.00', '2']);

    const admPg = await localPgAdmin();
    const rows = (await admPg.query(`select region, total::text, n from "${SCHEMA}".summary order by region`))
      .rows;
    await admPg.end();
    expect(rows).toEqual([
      { region: 'east', total: '15.00', n: 2 },
      { region: 'north', total: '1.00', n: 1 },
      { region: 'west', total: '7.25', n: 1 },
    ]);

    // The run's result is an entry of the order's evidence ledger, and the chain verifies.
    const consumerActor = {
      userId: await userIdOf(t, 'consumer'),
      username: 'consumer',
      roleType: 1 as const,
      sessionId: 0,
    };
    const receipt = await t.services.evidence.receipt(consumerActor, Number(orderId));
    const runEntry = receipt.entries.find((e) => e.entryType === 'run.result');
    expect(JSON.parse(String(runEntry?.payload))).toMatchObject({ runId: run.id, result: 1, rowsWritten: 3 });
    expect(receipt.verification.orderValid).toBe(true);

    const page = await ok(consumer, '/server/order/runPage', { orderId, page: 1, limit: 10 });
    expect(page.total).toBe(1);
    const detail = await ok(consumer, `/server/order/runDetail/${run.id}`);
    expect(detail.rowsWritten).toBe(3);
    const apps = await ok(consumer, '/server/order/appOrderPage', { page: 1, limit: 100 });
    const row = apps.list.find((o: { orderId: string }) => o.orderId === orderId);
    expect(row).toMatchObject({
      declared: true,
      inputConfigured: true,
      outputConfigured: true,
      operationType: 2,
      result: 1,
    });
  });

  it('a SQL error fails the run with the database reason', async () => {
    const good = await application({
      ...SQL_JOB,
      job: { kind: 'sql', code: 'select region, amount / 0 as total, 1 as n from sales' },
    });
    const orderId = await buy(consumer, good);
    await ok(consumer, '/server/order/configurationInput', {
      orderId,
      inputs: [{ name: 'sales', tableId: tables['pg sales'] }],
    });
    await ok(consumer, '/server/order/configurationOutput', {
      orderId,
      target: { kind: 'table', tableId: tables['pg summary'] },
    });
    await ok(consumer, '/server/order/executeRun', { orderId });
    const run = await finished(orderId);
    expect(run).toMatchObject({ operationType: 2, result: 0, failure: 'sql_error', rowsWritten: 0 });
    expect(run.failureDetail).toMatch(/division by zero/);
  });
});

describe('a slow SQL job', () => {
  it('is cancelled by the statement timeout and the run says so', async () => {
    const good = await application({
      ...SQL_JOB,
      job: {
        kind: 'sql',
        code: 'select region, amount as total, 1 as n from sales where pg_sleep(5) is not null',
        timeoutSeconds: 1,
      },
    });
    const orderId = await buy(consumer, good);
    await ok(consumer, '/server/order/configurationInput', {
      orderId,
      inputs: [{ name: 'sales', tableId: tables['pg sales'] }],
    });
    await ok(consumer, '/server/order/configurationOutput', {
      orderId,
      target: { kind: 'table', tableId: tables['pg summary'] },
    });
    await ok(consumer, '/server/order/executeRun', { orderId });
    const run = await finished(orderId);
    expect(run).toMatchObject({ operationType: 2, result: 0, failure: 'timeout', rowsWritten: 0 });
  });
});

describe('JavaScript jobs in a worker (MariaDB)', () => {
  it('reads the input rows, transforms them in the worker and writes a CSV file to trusted storage', async () => {
    const good = await application(JS_CSV_JOB);
    const orderId = await buy(consumer, good);
    await ok(consumer, '/server/order/configurationInput', {
      orderId,
      inputs: [{ name: 'sales', tableId: tables['my sales'] }],
    });
    await ok(consumer, '/server/order/configurationOutput', {
      orderId,
      target: { kind: 'file', folder: '', fileName: 'summary.csv' },
    });
    await ok(consumer, '/server/order/executeRun', { orderId });
    const run = await finished(orderId);
    expect(run.result, JSON.stringify(run)).toBe(1);
    expect(run.outputLocation).toBe('summary.csv');
    expect(
      run.log.some(
        (l: { event: string; params: { text?: string } }) =>
          l.event === 'jobLog' && l.params.text === 'regions 2',
      ),
    ).toBe(true);
    const actor = {
      userId: await userIdOf(t, 'consumer'),
      username: 'consumer',
      roleType: 1 as const,
      sessionId: 0,
    };
    const file = await t.services.trustedStorage.download(actor, 'summary.csv');
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('region,total,n\r\neast,2.5,1\r\nwest,7,2\r\n');
  });

  it('writes the rows of a JavaScript job into a MariaDB table', async () => {
    const good = await application({ ...JS_CSV_JOB, output: SUMMARY_OUTPUT });
    const orderId = await buy(consumer, good);
    await ok(consumer, '/server/order/configurationInput', {
      orderId,
      inputs: [{ name: 'sales', tableId: tables['my sales'] }],
    });
    await ok(consumer, '/server/order/configurationOutput', {
      orderId,
      target: { kind: 'table', tableId: tables['my summary'] },
    });
    await ok(consumer, '/server/order/executeRun', { orderId });
    const run = await finished(orderId);
    expect(run.result, JSON.stringify(run)).toBe(1);
    const admMy = await localMyAdmin();
    const [rows] = await admMy.query(
      `select region, cast(total as char) as total, n from \`${MY_OUT}\` order by region`,
    );
    await admMy.end();
    expect(rows).toEqual([
      { region: 'east', total: '2.50', n: 1 },
      { region: 'west', total: '7.00', n: 2 },
    ]);
  });

  it('an infinite loop is stopped by the timeout and a second run meanwhile answers 409', async () => {
    const good = await application({
      ...JS_CSV_JOB,
      job: { kind: 'js', code: 'while (true) {}', timeoutSeconds: 2, memoryMb: 32 },
    });
    const orderId = await buy(consumer, good);
    await ok(consumer, '/server/order/configurationInput', {
      orderId,
      inputs: [{ name: 'sales', tableId: tables['my sales'] }],
    });
    await ok(consumer, '/server/order/configurationOutput', {
      orderId,
      target: { kind: 'file', folder: '', fileName: 'loop.csv' },
    });
    const [a, b] = await Promise.all([
      call(consumer, '/server/order/executeRun', { orderId }),
      call(consumer, '/server/order/executeRun', { orderId }),
    ]);
    expect([a.code, b.code].sort()).toEqual([0, ErrorCode.ILLEGAL_STATE]);
    expect((await call(consumer, '/server/order/executeRun', { orderId })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    // The configuration cannot change under an active run.
    expect(
      (
        await call(consumer, '/server/order/configurationOutput', {
          orderId,
          target: { kind: 'file', folder: '', fileName: 'x.csv' },
        })
      ).code,
    ).toBe(ErrorCode.ILLEGAL_STATE);
    const run = await finished(orderId);
    expect(run).toMatchObject({ operationType: 2, result: 0, failure: 'timeout' });
    expect(run.log.at(-1)).toMatchObject({ level: 'error', event: 'failed', params: { reason: 'timeout' } });
    // Shut down: a new run may start.
    expect((await call(consumer, '/server/order/executeRun', { orderId })).code).toBe(0);
    await finished(orderId);
  });

  it('a memory hog is stopped at its memory limit', async () => {
    const good = await application({
      ...JS_CSV_JOB,
      job: {
        kind: 'js',
        code: 'const hog = []; while (true) { hog.push(new Array(100000).fill(hog.length)); }',
        timeoutSeconds: 30,
        memoryMb: 32,
      },
    });
    const orderId = await buy(consumer, good);
    await ok(consumer, '/server/order/configurationInput', {
      orderId,
      inputs: [{ name: 'sales', tableId: tables['my sales'] }],
    });
    await ok(consumer, '/server/order/configurationOutput', {
      orderId,
      target: { kind: 'file', folder: '', fileName: 'hog.csv' },
    });
    await ok(consumer, '/server/order/executeRun', { orderId });
    const run = await finished(orderId);
    expect(run).toMatchObject({ operationType: 2, result: 0, failure: 'memory_limit' });
  });

  it('a job returning something other than rows fails with bad_output', async () => {
    const good = await application({ ...JS_CSV_JOB, job: { kind: 'js', code: 'return 42' } });
    const orderId = await buy(consumer, good);
    await ok(consumer, '/server/order/configurationInput', {
      orderId,
      inputs: [{ name: 'sales', tableId: tables['my sales'] }],
    });
    await ok(consumer, '/server/order/configurationOutput', {
      orderId,
      target: { kind: 'file', folder: '', fileName: 'bad.csv' },
    });
    await ok(consumer, '/server/order/executeRun', { orderId });
    expect(await finished(orderId)).toMatchObject({ result: 0, failure: 'bad_output' });
  });
});

describe('who may configure and run', () => {
  it('another consumer gets 404 on every call; a developer 403; no login 401', async () => {
    const good = await application(SQL_JOB);
    const orderId = await buy(consumer, good);
    await ok(consumer, '/server/order/configurationInput', {
      orderId,
      inputs: [{ name: 'sales', tableId: tables['pg sales'] }],
    });
    const urls: [string, unknown][] = [
      [`/server/order/configureDataSourceList/${orderId}`, {}],
      [`/server/order/configureDataSourceOutList/${orderId}`, {}],
      [
        '/server/order/configurationInput',
        { orderId, inputs: [{ name: 'sales', tableId: tables['pg sales'] }] },
      ],
      [
        '/server/order/configurationOutput',
        { orderId, target: { kind: 'table', tableId: tables['pg summary'] } },
      ],
      ['/server/order/run', { orderId }],
      ['/server/order/executeRun', { orderId }],
      ['/server/order/runPage', { orderId, page: 1, limit: 10 }],
    ];
    for (const [url, body] of urls) {
      expect((await call(consumer2, url, body)).code, url).toBe(ErrorCode.NOT_FOUND);
      expect((await call(developer, url, body)).code, url).toBe(ErrorCode.FORBIDDEN);
      expect((await call(null, url, body)).code, url).toBe(ErrorCode.UNAUTHORIZED);
    }
    expect((await call(consumer, '/server/order/configureDataSourceList/abc')).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
    expect((await call(consumer, '/server/order/configureDataSourceList/99999999')).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    // The other consumer's own table cannot be named either (404).
    const own2 = await buy(consumer2, good);
    const foreignTable = await call(consumer2, '/server/order/configurationInput', {
      orderId: own2,
      inputs: [{ name: 'sales', tableId: tables['pg sales'] }],
    });
    expect(foreignTable.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('an unpaid order is refused', async () => {
    const good = await application(SQL_JOB);
    const orderId = await buy(consumer, good, false);
    expect((await call(consumer, `/server/order/configureDataSourceList/${orderId}`)).code).toBe(
      ErrorCode.APP_RUN_ORDER_NOT_PAID,
    );
    expect((await call(consumer, '/server/order/executeRun', { orderId })).code).toBe(
      ErrorCode.APP_RUN_ORDER_NOT_PAID,
    );
  });

  it('an order whose application has no declared job says so', async () => {
    const devId = await userIdOf(t, 'developer');
    const good = await createGood(t, { ownerId: devId, itemType: 1, agreement: AGREEMENT });
    const orderId = await buy(consumer, good);
    const state = await ok(consumer, '/server/order/run', { orderId });
    expect(state.definition).toBeNull();
    expect(
      (
        await call(consumer, '/server/order/configurationInput', {
          orderId,
          inputs: [{ name: 'sales', tableId: tables['pg sales'] }],
        })
      ).code,
    ).toBe(ErrorCode.APP_RUN_NOT_DECLARED);
  });
});

describe('restart', () => {
  it('a run found active at startup ends shut down with reason server_restarted', async () => {
    const good = await application(SQL_JOB);
    const orderId = await buy(consumer, good);
    const consumerId = await userIdOf(t, 'consumer');
    await t.db.insert(appRun).values({
      orderId: Number(orderId),
      consumerId,
      itemId: good.itemId,
      operationType: 1,
      progress: 40,
      startedAt: new Date(),
    });
    expect(await t.services.appRuns.recoverInterrupted()).toBe(1);
    const run = (await ok(consumer, '/server/order/run', { orderId })).latestRun;
    expect(run).toMatchObject({ operationType: 2, result: 0, failure: 'server_restarted', progress: 40 });
    expect(run.finishDate).not.toBeNull();
  });

  /** An active run of each order, executed by `processId`. */
  async function activeRuns(good: { itemId: number; skuId: number }, owners: string[]) {
    const consumerId = await userIdOf(t, 'consumer');
    const orders: string[] = [];
    for (const processId of owners) {
      const orderId = await buy(consumer, good);
      await t.db.insert(appRun).values({
        orderId: Number(orderId),
        consumerId,
        itemId: good.itemId,
        operationType: 1,
        progress: 40,
        startedAt: new Date(),
        processId,
      });
      orders.push(orderId);
    }
    return orders;
  }

  /** A process registered on the database whose last heartbeat was `agoMs` ago. */
  async function registeredProcess(agoMs: number) {
    const id = randomUUID();
    await t.db
      .insert(serverProcess)
      .values({ id, host: 'node-b', pid: 4242, heartbeatAt: new Date(Date.now() - agoMs) });
    return id;
  }

  const latestRun = async (orderId: string) =>
    (await ok(consumer, '/server/order/run', { orderId })).latestRun;

  it('another node starting leaves the runs of live processes alone and fails those of dead ones', async () => {
    const good = await application(SQL_JOB);
    const otherLive = await registeredProcess(2_000);
    const dead = await registeredProcess(10 * 60_000);
    const [mine, theirs, orphaned] = await activeRuns(good, [t.services.serverProcess.id, otherLive, dead]);
    // A second server process starting on the same database (another node, or this one restarted).
    const node = await buildApp({ db: t.db, config: t.config, clock: t.clock, logger: false });
    try {
      expect(await latestRun(mine!)).toMatchObject({ operationType: 1, result: null, failure: null });
      expect(await latestRun(theirs!)).toMatchObject({ operationType: 1, result: null, failure: null });
      const failed = await latestRun(orphaned!);
      expect(failed).toMatchObject({
        operationType: 2,
        result: 0,
        failure: 'server_restarted',
        progress: 40,
      });
      expect(failed.log.at(-1)).toMatchObject({
        level: 'error',
        event: 'failed',
        params: { reason: 'server_restarted' },
      });
      // The dead process is forgotten; the live ones (and the new node) stay registered.
      const ids = (await t.db.select({ id: serverProcess.id }).from(serverProcess)).map((p) => p.id);
      expect(ids).not.toContain(dead);
      expect(ids).toEqual(
        expect.arrayContaining([t.services.serverProcess.id, otherLive, node.services.serverProcess.id]),
      );
    } finally {
      await node.app.close();
    }
    // A node that closes removes itself.
    const left = await t.db
      .select()
      .from(serverProcess)
      .where(eq(serverProcess.id, node.services.serverProcess.id));
    expect(left).toHaveLength(0);
  });

  it('the jobs runner fails the runs of a process once its heartbeat is stale, not before', async () => {
    const good = await application(SQL_JOB);
    const other = await registeredProcess(0);
    const self = t.services.serverProcess.id;
    const [orderId, ownOrderId] = await activeRuns(good, [other, self]);
    expect((await t.services.interruptedWork.sweep()).runs).toBe(0);
    expect(await latestRun(orderId!)).toMatchObject({ operationType: 1 });
    // Three heartbeats missed: the node is taken for dead. The sweeping process's own heartbeat late too (a
    // blocked event loop): it knows it lives, its runs go on.
    await t.db
      .update(serverProcess)
      .set({ heartbeatAt: new Date(Date.now() - 31_000) })
      .where(inArray(serverProcess.id, [other, self]));
    expect((await t.services.interruptedWork.sweep()).runs).toBe(1);
    expect(await latestRun(orderId!)).toMatchObject({
      operationType: 2,
      result: 0,
      failure: 'server_restarted',
    });
    expect(await latestRun(ownOrderId!)).toMatchObject({ operationType: 1, failure: null });
    // Its stale row was forgotten with the other's; the next heartbeat registers it again.
    await t.services.serverProcess.beat();
    await t.db.update(appRun).set({ operationType: 2, result: 1 }).where(eq(appRun.processId, self));
  });

  it('a process on the embedded database is the only one: at start every other process’s runs end', async () => {
    const good = await application(SQL_JOB);
    const other = await registeredProcess(0);
    const [orderId] = await activeRuns(good, [other]);
    const sole = await buildApp({
      db: t.db,
      config: t.config,
      clock: t.clock,
      logger: false,
      soleProcess: true,
    });
    await sole.app.close();
    expect(await latestRun(orderId!)).toMatchObject({
      operationType: 2,
      result: 0,
      failure: 'server_restarted',
    });
    // The sole process forgot this test's own process too: its next heartbeat registers it again.
    await t.services.serverProcess.beat();
  });
});
