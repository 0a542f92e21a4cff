import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { serverProcess } from '../../platform/server-process.table.js';
import {
  approvedAsset,
  caller,
  chinaDay,
  grantByHand,
  localConnection,
} from '../../test/granted-asset-fixture.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { withLocalPg } from '../../test/local-databases.js';
import { newAccount } from '../../test/orders-fixture.js';
import { evidenceEntry } from '../evidence/evidence.table.js';
import { grantDataExport, grantDataSync } from './grant-data.table.js';

// A grantee exports a granted table (or a filtered query of it) into its trusted storage and its registered tables,
// and syncs it on a schedule; the supplier sees the exports; revocation and expiry stop all of it.

const suffix = randomBytes(4).toString('hex');
const SOURCE = `dm_gexp_src_${suffix}`;
const TARGET = `dm_gexp_dst_${suffix}`;
const ROWS = 2_500;

let t: TestApp;
let supplier: string;
let consumer: string;
let other: string;
let grantId: string;
let tableId: string;
let copyTableId: string;
let narrowTableId: string;
let consumerConnection: string;

const call = (token: string, url: string, payload?: unknown) => caller(t)(token, url, payload);

function onPg<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  return withLocalPg(async (client) => (await client.query<T>(sql)).rows);
}

const copyCount = async () =>
  Number((await onPg<{ n: string }>(`select count(*) as n from "${TARGET}".meters_copy`))[0]!.n);

const startExport = (token: string, body: Record<string, unknown>) =>
  call(token, '/server/assetGrant/export', { grantId, tableId, ...body });

async function exportsOf(token: string) {
  const res = await call(token, `/server/assetGrant/exports?grantId=${grantId}&page=1&limit=50`);
  expect(res.code, res.msg).toBe(0);
  return res.data as { list: Record<string, unknown>[]; total: number };
}

async function download(token: string, path: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/server/hdfsConfig/download?path=${encodeURIComponent(path)}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function registerTable(name: string, table: string, fields: string[]) {
  const res = await call(consumer, '/server/databaseTable/save', {
    connectionId: consumerConnection,
    schema: TARGET,
    table,
    name,
    fields,
  });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
}

beforeAll(async () => {
  await onPg(`create schema "${SOURCE}"`);
  await onPg(
    `create table "${SOURCE}".meters (id int primary key, device text not null, reading numeric(8,2), phone text)`,
  );
  await onPg(
    `insert into "${SOURCE}".meters select g, 'press-' || lpad(g::text, 4, '0'), g * 1.5, '1380013' || lpad(g::text, 4, '0') from generate_series(1, ${ROWS}) g`,
  );
  await onPg(`create schema "${TARGET}"`);
  await onPg(`create table "${TARGET}".meters_copy (id int, device text, reading numeric(8,2), note text)`);
  await onPg(`create table "${TARGET}".narrow (id int, device text)`);

  t = await startTestApp({ config: { connectorAllowPrivate: true } });
  await t.services.catalog.seedDefaults();
  supplier = (await loginAs(t, 'supplier')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  const admin = (await loginAs(t, 'admin')).token;
  other = (await newAccount(t, 'exportstranger', 1)).token;
  const consumerId = String(
    (await t.services.users.page({ page: 1, limit: 10 }, { username: 'consumer' })).list[0]!.id,
  );
  const tokens = { supplier, admin, consumer };
  const connection = await localConnection(t, supplier, 'postgresql', 'PG meters');
  const asset = await approvedAsset(t, tokens, connection, SOURCE, 'meters', (f) => (f === 'phone' ? 3 : 1));
  tableId = asset.tableId;
  grantId = await grantByHand(t, tokens, {
    sourceId: asset.sourceId,
    granteeId: consumerId,
    startDate: chinaDay(t, 0),
    endDate: chinaDay(t, 10),
  });
  consumerConnection = await localConnection(t, consumer, 'postgresql', 'My warehouse');
  copyTableId = await registerTable('Meter copy', 'meters_copy', ['id', 'device', 'reading', 'note']);
  narrowTableId = await registerTable('Narrow', 'narrow', ['id', 'device']);
  expect((await call(consumer, '/server/hdfsConfig/createFolder', { path: 'exports' })).code).toBe(0);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await onPg(`drop schema if exists "${SOURCE}" cascade`);
  await onPg(`drop schema if exists "${TARGET}" cascade`);
});

describe('exports of granted data', () => {
  it('exports a filtered query as CSV into trusted storage: masked as browsed, hashed, in the evidence ledger', async () => {
    const started = await startExport(consumer, {
      filters: [{ column: 'reading', op: 'gte', value: '3000' }],
      sort: { column: 'id', order: 'desc' },
      target: { kind: 'storage', folder: 'exports', fileName: 'high readings', format: 'csv' },
    });
    expect(started.code, started.msg).toBe(0);
    expect(started.data).toMatchObject({
      state: 'queued',
      targetKind: 'storage',
      location: 'exports/high readings.csv',
    });
    await t.services.grantExports.idle();

    const [job] = (await exportsOf(consumer)).list;
    // reading = id × 1.5 ≥ 3000: ids 2000..2500.
    expect(job).toMatchObject({
      id: started.data.id,
      state: 'succeeded',
      progress: 100,
      rows: 501,
      failure: null,
    });
    const file = await download(consumer, 'exports/high readings.csv');
    expect(job!.sha256).toBe(createHash('sha256').update(file).digest('hex'));
    const lines = file
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(502);
    expect(lines[0]).toBe('id,device,reading,phone');
    expect(lines[1]).toMatch(/^2500,press-2500,3750\.00,/);
    expect(lines[1]).not.toContain('13800132500');

    const [entry] = await t.db
      .select()
      .from(evidenceEntry)
      .where(eq(evidenceEntry.seq, Number(job!.evidenceSeq)));
    expect(entry!.entryType).toBe('data.exported');
    expect(JSON.parse(entry!.payload)).toMatchObject({
      grantId: Number(grantId),
      exportId: Number(job!.id),
      rows: 501,
      sha256: job!.sha256,
      target: 'storage',
      location: 'exports/high readings.csv',
    });
  });

  it('exports the whole table as Excel, read a page at a time, numbers as numbers', async () => {
    const started = await startExport(consumer, {
      target: { kind: 'storage', folder: '', fileName: 'all.xlsx', format: 'xlsx' },
    });
    expect(started.code, started.msg).toBe(0);
    await t.services.grantExports.idle();
    const [job] = (await exportsOf(consumer)).list;
    expect(job).toMatchObject({ state: 'succeeded', rows: ROWS, location: 'all.xlsx', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(consumer, 'all.xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, 'press-0001', 1.5, expect.stringContaining('*')]);
    // Pages never overlap nor skip: every id once.
    const ids = new Set<number>();
    sheet.eachRow((row, n) => {
      if (n > 1) ids.add(row.getCell(1).value as number);
    });
    expect(ids.size).toBe(ROWS);
  });

  it('appends the unmasked columns to a registered table of the grantee', async () => {
    const before = await copyCount();
    const started = await startExport(consumer, {
      filters: [{ column: 'id', op: 'lte', value: '10' }],
      target: { kind: 'table', tableId: copyTableId },
    });
    expect(started.code, started.msg).toBe(0);
    await t.services.grantExports.idle();
    const [job] = (await exportsOf(consumer)).list;
    expect(job).toMatchObject({
      state: 'succeeded',
      rows: 10,
      targetKind: 'table',
      location: expect.stringContaining('Meter copy'),
    });
    expect(await copyCount()).toBe(before + 10);
    const [row] = await onPg<{ id: number; device: string; reading: string; note: string | null }>(
      `select * from "${TARGET}".meters_copy where id = 7`,
    );
    expect(row).toEqual({ id: 7, device: 'press-0007', reading: '10.50', note: null });
  });

  it('refuses bad targets, masked filters and other people, and queues nothing', async () => {
    const before = (await exportsOf(consumer)).total;
    const narrow = await startExport(consumer, { target: { kind: 'table', tableId: narrowTableId } });
    expect(narrow.code).toBe(ErrorCode.GRANT_EXPORT_COLUMNS_MISSING);
    expect(narrow.msg).toContain('reading');
    const masked = await startExport(consumer, {
      filters: [{ column: 'phone', op: 'eq', value: '13800130001' }],
      target: { kind: 'storage', folder: 'exports', fileName: 'x', format: 'csv' },
    });
    expect(masked).toMatchObject({ code: ErrorCode.BAD_PARAMS, data: { field: 'filters' } });
    const badName = await startExport(consumer, {
      target: { kind: 'storage', folder: 'exports', fileName: '../escape', format: 'csv' },
    });
    expect(badName.code).toBe(ErrorCode.TRUSTED_STORAGE_PATH_INVALID);
    const badFolder = await startExport(consumer, {
      target: { kind: 'storage', folder: '/etc', fileName: 'x', format: 'csv' },
    });
    expect(badFolder.code).toBe(ErrorCode.TRUSTED_STORAGE_PATH_INVALID);
    const badFormat = await startExport(consumer, {
      target: { kind: 'storage', folder: '', fileName: 'x', format: 'pdf' },
    });
    expect(badFormat.code).toBe(ErrorCode.BAD_PARAMS);
    // Another consumer: neither the grant nor the consumer's registered table exist for it.
    expect((await startExport(other, { target: { kind: 'table', tableId: copyTableId } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(other, `/server/assetGrant/exports?grantId=${grantId}`)).data.list).toEqual([]);
    expect((await startExport(supplier, { target: { kind: 'table', tableId: copyTableId } })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await exportsOf(consumer)).total).toBe(before);
  });

  it('shows the supplier the exports and rows exported beside the queries', async () => {
    const usage = await call(supplier, '/server/assetGrant/usage', { grantIds: [grantId] });
    expect(usage.code, usage.msg).toBe(0);
    expect(usage.data[0]).toMatchObject({
      grantId,
      queries: 0,
      rows: 0,
      exports: 3,
      exportedRows: 501 + ROWS + 10,
    });
  });

  it('syncs on a schedule: the first run at once, then each hour, replacing the table’s rows', async () => {
    await onPg(`delete from "${TARGET}".meters_copy`);
    const saved = await call(consumer, '/server/assetGrant/sync/save', {
      grantId,
      tableId,
      filters: [{ column: 'device', op: 'contains', value: 'press-00' }],
      targetTableId: copyTableId,
      frequency: 'hourly',
    });
    expect(saved.code, saved.msg).toBe(0);
    await t.services.grantExports.idle();
    // press-0001 … press-0099
    expect(await copyCount()).toBe(99);
    let [sync] = (await call(consumer, `/server/assetGrant/syncs?grantId=${grantId}`)).data;
    expect(sync).toMatchObject({ id: saved.data.id, frequency: 'hourly', targetTableName: 'Meter copy' });
    expect(sync.lastRun).toMatchObject({ state: 'succeeded', rows: 99, syncId: saved.data.id });
    expect(Date.parse(sync.nextRunAt) - t.clock.now().getTime()).toBeGreaterThan(3_500_000);
    const firstRun = sync.lastRun.id;

    expect(await t.services.grantExports.runDueSyncs()).toBe(0);
    t.clock.advance(3_601_000);
    expect(await t.services.grantExports.runDueSyncs()).toBe(1);
    await t.services.grantExports.idle();
    expect(await copyCount()).toBe(99);
    [sync] = (await call(consumer, `/server/assetGrant/syncs?grantId=${grantId}`)).data;
    expect(sync.lastRun).toMatchObject({ state: 'succeeded', rows: 99 });
    expect(Number(sync.lastRun.id)).toBeGreaterThan(Number(firstRun));
    const runs = await t.db
      .select()
      .from(grantDataExport)
      .where(eq(grantDataExport.syncId, Number(sync.id)));
    expect(runs.map((r) => r.state)).toEqual(['succeeded', 'succeeded']);

    const twice = await call(consumer, '/server/assetGrant/sync/save', {
      grantId,
      tableId,
      targetTableId: copyTableId,
      frequency: 'daily',
    });
    expect(twice.code).toBe(ErrorCode.GRANT_SYNC_EXISTS);
    expect((await call(other, '/server/assetGrant/sync/delete', { id: sync.id })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('stops exports, syncs and browsing when the grant expires, also an export already running', async () => {
    const running = await startExport(consumer, {
      target: { kind: 'storage', folder: 'exports', fileName: 'late', format: 'csv' },
    });
    expect(running.code, running.msg).toBe(0);
    // The grant ends while the export reads its pages: it stops before writing anything.
    t.clock.advance(12 * 86_400_000);
    await t.services.grantExports.idle();
    const stopped = (
      await t.db
        .select()
        .from(grantDataExport)
        .where(eq(grantDataExport.id, Number(running.data.id)))
    )[0]!;
    expect(stopped).toMatchObject({ state: 'stopped', failure: 'grantNotInForce', sha256: null });
    consumer = (await loginAs(t, 'consumer')).token;
    const missing = await t.app.inject({
      method: 'GET',
      url: `/server/hdfsConfig/download?path=${encodeURIComponent('exports/late.csv')}`,
      headers: bearer(consumer),
    });
    expect(missing.json().code).not.toBe(0);

    const again = await startExport(consumer, {
      target: { kind: 'storage', folder: 'exports', fileName: 'again', format: 'csv' },
    });
    expect(again.code).toBe(ErrorCode.GRANT_NOT_IN_FORCE);
    const browse = await call(consumer, '/server/assetGrant/browse', {
      grantId,
      tableId,
      page: 1,
      limit: 10,
    });
    expect(browse.code).toBe(ErrorCode.GRANT_NOT_IN_FORCE);

    const rowsBefore = await copyCount();
    expect(await t.services.grantExports.runDueSyncs()).toBe(0);
    const [sync] = await t.db
      .select()
      .from(grantDataSync)
      .where(eq(grantDataSync.grantId, Number(grantId)));
    expect(sync!.nextRunAt).toBeNull();
    expect(await copyCount()).toBe(rowsBefore);
    const listed = (await call(consumer, `/server/assetGrant/syncs?grantId=${grantId}`)).data;
    expect(listed[0].nextRunAt).toBeNull();
  });
});

describe('exports of server processes that are gone', () => {
  /** A copy of one of this grant's exports, queued or running in `processId` (null: not recorded). */
  async function activeExport(processId: string | null, state: 'queued' | 'running') {
    const [model] = await t.db
      .select()
      .from(grantDataExport)
      .where(eq(grantDataExport.grantId, Number(grantId)))
      .limit(1);
    const { id: _id, ...copy } = model!;
    const [row] = await t.db
      .insert(grantDataExport)
      .values({ ...copy, state, processId, failure: null, failureDetail: '', finishedAt: null, progress: 30 })
      .returning({ id: grantDataExport.id });
    return String(row!.id);
  }

  async function registeredProcess(agoMs: number) {
    const id = randomUUID();
    await t.db
      .insert(serverProcess)
      .values({ id, host: 'node-b', pid: 4242, heartbeatAt: new Date(Date.now() - agoMs) });
    return id;
  }

  const listed = async (id: string) => (await exportsOf(consumer)).list.find((e) => e.id === id);

  it('records the process running each export', async () => {
    const rows = await t.db
      .select()
      .from(grantDataExport)
      .where(eq(grantDataExport.grantId, Number(grantId)));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.processId).toBe(t.services.serverProcess.id);
  });

  it('another node starting leaves the exports of live processes alone and fails those of dead ones', async () => {
    const live = await registeredProcess(2_000);
    const dead = await registeredProcess(10 * 60_000);
    const mine = await activeExport(t.services.serverProcess.id, 'running');
    const theirs = await activeExport(live, 'queued');
    const orphaned = await activeExport(dead, 'running');
    // Recorded before exports named their process.
    const legacy = await activeExport(null, 'running');
    const node = await buildApp({ db: t.db, config: t.config, clock: t.clock, logger: false });
    await node.app.close();
    expect(await listed(mine)).toMatchObject({ state: 'running', failure: null });
    expect(await listed(theirs)).toMatchObject({ state: 'queued', failure: null });
    for (const id of [orphaned, legacy]) {
      const gone = await listed(id);
      expect(gone).toMatchObject({ state: 'failed', failure: 'serverRestarted' });
      expect(gone!.finishedAt).not.toBeNull();
    }
    // Once its heartbeat is stale, the jobs runner's sweep fails the live node's export too.
    await t.db
      .update(serverProcess)
      .set({ heartbeatAt: new Date(Date.now() - 31_000) })
      .where(eq(serverProcess.id, live));
    expect((await t.services.interruptedWork.sweep()).exports).toBe(1);
    expect(await listed(theirs)).toMatchObject({ state: 'failed', failure: 'serverRestarted' });
    expect(await listed(mine)).toMatchObject({ state: 'running' });
  });
});
