import assert from 'node:assert/strict';
import pg from 'pg';
import { callApi, loginByApi } from './api.js';

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' };

/** Runs statements on the local PostgreSQL as its administrator (journey fixtures). */
export async function onLocalPostgres(sql: string): Promise<void> {
  const client = new pg.Client(PG);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Through the API (the server must allow private hosts): a table `meters` in a new schema of the local
 * PostgreSQL, the supplier's connection to it, an asset `name` of that table submitted for review, and the
 * operator's approval, so the asset is listed. Answers the asset id; drop the schema with `dropSchema`.
 */
export async function publishListedAsset(base: string, name: string, schema: string): Promise<string> {
  await onLocalPostgres(
    `create schema if not exists "${schema}";
     create table if not exists "${schema}".meters (id int primary key, plant text, kwh numeric);
     insert into "${schema}".meters values (1, 'A', 12.5), (2, 'B', 7.25) on conflict do nothing;`,
  );
  const supplier = await loginByApi(base, 'supplier');
  const operator = await loginByApi(base, 'admin');
  const get = <T>(token: string, url: string) => callApi<T>(base, token, url, undefined, undefined, 'GET');
  const tree = await get<{ id: string }[]>(
    supplier.token,
    '/server/sourceClassification/queryAll?classify=1',
  );
  const levels = await get<{ id: string; level: number }[]>(
    supplier.token,
    '/server/securityLevel/queryAllSecurityLevel',
  );
  const connection = await callApi<{ id: string }>(base, supplier.token, '/server/dataBase/recordDatabase', {
    name: `${name} connection`,
    dbType: 'postgresql',
    host: PG.host,
    port: PG.port,
    database: PG.database,
    username: PG.user,
    password: 'trust',
    sslMode: 'disable',
  });
  const asset = await callApi<{ id: string }>(base, supplier.token, '/server/dataSource/addSource', {
    name,
    classificationId: tree[0]?.id,
    tags: ['energy'],
    securityLevelId: levels.find((l) => l.level === 1)?.id,
    description: 'Hourly meter readings of the plants',
    updateFrequency: 'daily',
    storageType: 1,
    connectionId: connection.id,
    tables: [{ schema, table: 'meters' }],
  });
  await callApi(base, supplier.token, '/server/dataSource/updateStatus', { id: asset.id, action: 'submit' });
  const todo = await get<{ list: { taskId: string; businessKey: string; objectName: string }[] }>(
    operator.token,
    '/flow/todo/page?page=1&limit=100',
  );
  const task = todo.list.find((row) => row.businessKey === asset.id || row.objectName === name);
  assert.ok(task, 'the review of the asset is in the operator to-do list');
  await callApi(base, operator.token, `/flow/common/complete?taskId=${task.taskId}&comment=ok`);
  return asset.id;
}

export function dropSchema(schema: string): Promise<void> {
  return onLocalPostgres(`drop schema if exists "${schema}" cascade`);
}
