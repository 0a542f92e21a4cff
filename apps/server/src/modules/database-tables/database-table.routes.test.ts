import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { dropLocalFixtures, localPgAdmin } from '../../test/local-databases.js';
import { sendJson } from '../../test/requests.js';

const SCHEMA = `dm_tables_${randomBytes(4).toString('hex')}`;

let t: TestApp;
let supplier: string;
let consumer: string;
let developer: string;
let consumerConn: string;
let supplierConn: string;

const call = (token: string, url: string, payload: unknown = {}, lang = 'en-US') =>
  sendJson(t, token, url, { payload, language: lang });

const connectionForm = (name: string) => ({
  name,
  dbType: 'postgresql',
  host: '127.0.0.1',
  port: 5432,
  database: 'test',
  username: 'postgres',
  sslMode: 'disable',
});

beforeAll(async () => {
  const admin = await localPgAdmin();
  await admin.query(`create schema "${SCHEMA}"`);
  await admin.query(
    `create table "${SCHEMA}".orders (id int primary key, plant text not null, quantity int, note text)`,
  );
  await admin.query(`comment on column "${SCHEMA}".orders.plant is 'Plant code'`);
  await admin.query(`create table "${SCHEMA}".results (order_id int, score numeric)`);
  await admin.end();
  t = await startTestApp({ config: { connectorAllowPrivate: true } });
  supplier = (await loginAs(t, 'supplier')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  developer = (await loginAs(t, 'developer')).token;
  consumerConn = (await call(consumer, '/server/dataBase/recordDatabase', connectionForm('Consumer PG'))).data
    .id;
  supplierConn = (await call(supplier, '/server/dataBase/recordDatabase', connectionForm('Supplier PG'))).data
    .id;
});

afterAll(async () => {
  await t?.close();
  await dropLocalFixtures({ pgSchema: SCHEMA });
});

describe('registered tables', () => {
  it('are for suppliers and consumers only', async () => {
    const res = await call(developer, '/server/databaseTable/page', {});
    expect(res.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('registers a live table with the chosen fields, in table order, with types and comments', async () => {
    const res = await call(consumer, '/server/databaseTable/save', {
      connectionId: consumerConn,
      schema: SCHEMA,
      table: 'orders',
      name: 'Order input',
      description: 'Orders to score',
      fields: ['quantity', 'plant', 'id'],
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      connectionName: 'Consumer PG',
      dbType: 'postgresql',
      schema: SCHEMA,
      table: 'orders',
      name: 'Order input',
      description: 'Orders to score',
    });
    expect(res.data.fields).toEqual([
      { name: 'id', type: 'integer', comment: '', key: 'PRI' },
      { name: 'plant', type: 'text', comment: 'Plant code', key: '' },
      { name: 'quantity', type: 'integer', comment: '', key: '' },
    ]);
    const page = await call(consumer, '/server/databaseTable/page', { name: 'order' });
    expect(page.data.total).toBe(1);
    const detail = await call(consumer, '/server/databaseTable/detail', { id: res.data.id });
    expect(detail.data.name).toBe('Order input');
  });

  it('refuses unknown fields and tables, duplicate names and a table registered twice', async () => {
    const base = { connectionId: consumerConn, schema: SCHEMA, table: 'results', name: 'Results' };
    const field = await call(consumer, '/server/databaseTable/save', { ...base, fields: ['score', 'nope'] });
    expect(field.code).toBe(ErrorCode.CONNECTION_OBJECT_NOT_FOUND);
    expect(field.msg).toContain('"nope"');
    const table = await call(consumer, '/server/databaseTable/save', {
      ...base,
      table: 'missing',
      fields: ['x'],
    });
    expect(table.code).toBe(ErrorCode.CONNECTION_OBJECT_NOT_FOUND);
    const name = await call(consumer, '/server/databaseTable/save', {
      ...base,
      name: 'Order input',
      fields: ['score'],
    });
    expect(name.code).toBe(ErrorCode.DATABASE_TABLE_NAME_TAKEN);
    const twice = await call(
      consumer,
      '/server/databaseTable/save',
      { ...base, table: 'orders', name: 'Orders again', fields: ['id'] },
      'zh-CN',
    );
    expect(twice.code).toBe(ErrorCode.DATABASE_TABLE_REGISTERED);
    expect(twice.msg).toBe(`此连接的表“${SCHEMA}.orders”已登记为“Order input”`);
    const empty = await call(consumer, '/server/databaseTable/save', { ...base, fields: [] });
    expect(empty.code).toBe(ErrorCode.BAD_PARAMS);
    expect(empty.data.field).toBe('fields');
    const ok = await call(consumer, '/server/databaseTable/save', { ...base, fields: ['score'] });
    expect(ok.code).toBe(0);
  });

  it('updates a registration: name, description and fields', async () => {
    const page = await call(consumer, '/server/databaseTable/page', { name: 'Results' });
    const row = page.data.list[0];
    const res = await call(consumer, '/server/databaseTable/save', {
      id: row.id,
      connectionId: consumerConn,
      schema: SCHEMA,
      table: 'results',
      name: 'Scores',
      description: 'Written by the run',
      fields: ['order_id', 'score'],
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ id: row.id, name: 'Scores', description: 'Written by the run' });
    expect(res.data.fields.map((f: { name: string }) => f.name)).toEqual(['order_id', 'score']);
    // Its own name is not "taken" by itself.
    const same = await call(consumer, '/server/databaseTable/save', {
      id: row.id,
      connectionId: consumerConn,
      schema: SCHEMA,
      table: 'results',
      name: 'Scores',
      fields: ['score'],
    });
    expect(same.code).toBe(0);
  });

  it("never shows, changes or uses another owner's tables and connections", async () => {
    const mine = (await call(consumer, '/server/databaseTable/page', {})).data.list;
    expect((await call(supplier, '/server/databaseTable/page', {})).data.total).toBe(0);
    expect((await call(supplier, '/server/databaseTable/detail', { id: mine[0].id })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const hijack = await call(supplier, '/server/databaseTable/save', {
      id: mine[0].id,
      connectionId: supplierConn,
      schema: SCHEMA,
      table: 'orders',
      name: 'Taken over',
      fields: ['id'],
    });
    expect(hijack.code).toBe(ErrorCode.NOT_FOUND);
    const foreignConnection = await call(supplier, '/server/databaseTable/save', {
      connectionId: consumerConn,
      schema: SCHEMA,
      table: 'orders',
      name: 'Through their connection',
      fields: ['id'],
    });
    // Not even "already registered": nothing is told about another owner's connection.
    expect(foreignConnection.code).toBe(ErrorCode.NOT_FOUND);
    const viaOther = await call(supplier, '/server/databaseTable/save', {
      connectionId: consumerConn,
      schema: SCHEMA,
      table: 'missing_too',
      name: 'Through their connection',
      fields: ['id'],
    });
    expect(viaOther.code).toBe(ErrorCode.NOT_FOUND);
    const foreignDelete = await call(supplier, '/server/databaseTable/delete', {
      ids: mine.map((r: { id: string }) => r.id),
    });
    expect(foreignDelete.code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(consumer, '/server/databaseTable/page', {})).data.total).toBe(2);
    // The supplier registers the same table through its own connection.
    const own = await call(supplier, '/server/databaseTable/save', {
      connectionId: supplierConn,
      schema: SCHEMA,
      table: 'orders',
      name: 'Order input',
      fields: ['id', 'plant'],
    });
    expect(own.code).toBe(0);
  });

  it('deletes, and keeps a connection from being deleted while a registration uses it', async () => {
    const list = (await call(consumer, '/server/databaseTable/page', {})).data.list;
    await call(consumer, '/server/databaseTable/delete', { ids: [list[0].id] });
    expect((await call(consumer, '/server/databaseTable/page', {})).data.total).toBe(1);
    const left = (await call(consumer, '/server/databaseTable/page', {})).data.list[0];
    const refused = await call(consumer, '/server/dataBase/deleteDatabase', { ids: [consumerConn] });
    expect(refused.code).toBe(ErrorCode.CONNECTION_IN_USE);
    expect(refused.msg).toContain(left.name);
    const still = (await call(consumer, '/server/databaseTable/page', {})).data.list[0];
    expect(still).toMatchObject({ id: left.id, connectionName: 'Consumer PG' });
    await call(consumer, '/server/databaseTable/delete', { ids: [left.id] });
    expect((await call(consumer, '/server/dataBase/deleteDatabase', { ids: [consumerConn] })).code).toBe(0);
  });
});
