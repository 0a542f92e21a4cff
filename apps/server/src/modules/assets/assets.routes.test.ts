import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { dropLocalFixtures, localMyAdmin, localPgAdmin } from '../../test/local-databases.js';
import { send } from '../../test/requests.js';
import { decideTask } from '../../test/review-fixture.js';

const suffix = randomBytes(4).toString('hex');
const SCHEMA = `dm_asset_${suffix}`;
const MY_TABLE = `dm_asset_${suffix}`;
const MY_USER = `dm_asset_${suffix}`;
/** Passwords of the two connections: neither may appear in any answer of the suite. */
const MY_SECRET = `My-${randomBytes(9).toString('hex')}`;
const PG_SECRET = `Pg-${randomBytes(9).toString('hex')}`;

let t: TestApp;
let supplier: string;
let supplier2: string;
let consumer: string;
let developer: string;
let admin: string;
let consumerId: string;
let supplierUserId: string;
let classificationId: string;
const grade: Record<'public' | 'internal' | 'sensitive' | 'secret', string> = {
  public: '',
  internal: '',
  sensitive: '',
  secret: '',
};
let pgConnectionId: string;
let myConnectionId: string;
const bodies: string[] = [];

/** Every answer of the suite is kept, to scan for the passwords at the end. */
async function call(
  token: string | null,
  url: string,
  payload: unknown = {},
  method: 'POST' | 'GET' | 'DELETE' = 'POST',
  lang = 'en-US',
) {
  const res = await send(t, token, url, {
    method,
    payload: method === 'GET' ? undefined : payload,
    language: lang,
  });
  bodies.push(res.body);
  return res.json();
}

async function decide(kind: 'complete' | 'reject', taskId: string, comment: string) {
  t.clock.advance(3100);
  const res = await decideTask(t, admin, kind, taskId, comment);
  bodies.push(res.body);
  return res.json();
}

async function todo(token: string) {
  const res = await call(token, '/flow/todo/page?page=1&limit=50', undefined, 'GET');
  return res.data.list as { taskId: string; businessKey: string; businessType: string; objectName: string }[];
}

const day = (offsetDays: number) =>
  new Date(t.clock.now().getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

function assetForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Customer master',
    classificationId,
    tags: ['crm', 'customers'],
    securityLevelId: grade.internal,
    description: 'Customers and their orders',
    updateFrequency: 'daily',
    storageType: 1,
    connectionId: pgConnectionId,
    tables: [
      { schema: SCHEMA, table: 'customers' },
      { schema: SCHEMA, table: 'orders' },
    ],
    ...overrides,
  };
}

async function countOwnAssets(token: string) {
  return (await call(token, '/server/dataSource/querySourcesPage', { page: 1, limit: 100 })).data
    .total as number;
}

beforeAll(async () => {
  const admPg = await localPgAdmin();
  await admPg.query(`create schema "${SCHEMA}"`);
  await admPg.query(
    `create table "${SCHEMA}".customers (id int primary key, name text not null, phone text, city text)`,
  );
  await admPg.query(`comment on table "${SCHEMA}".customers is 'Customers'`);
  await admPg.query(`comment on column "${SCHEMA}".customers.phone is 'Mobile number'`);
  await admPg.query(
    `insert into "${SCHEMA}".customers select g, 'Customer-' || g, '1380013' || lpad(g::text, 4, '0'), 'Shanghai' from generate_series(1, 30) g`,
  );
  await admPg.query(
    `create table "${SCHEMA}".orders (id int primary key, customer_id int, amount numeric(12,2), note text)`,
  );
  await admPg.query(`insert into "${SCHEMA}".orders values (1, 1, 12.5, 'first'), (2, 2, 99.9, null)`);
  await admPg.query(
    `create table "${SCHEMA}".readings (id int primary key, reading numeric(8,2), taken timestamp, taken_on date, line text)`,
  );
  await admPg.query(
    `insert into "${SCHEMA}".readings values (60, 60.00, '2026-03-01 08:00:00', '2026-03-01', 'Line 6')`,
  );
  await admPg.query(`analyze "${SCHEMA}".customers`);
  await admPg.end();
  const admMy = await localMyAdmin();
  await admMy.query(
    `create table \`${MY_TABLE}\` (id int primary key, device varchar(40) comment 'Device code', reading decimal(8,2)) comment 'Sensor readings'`,
  );
  await admMy.query(`insert into \`${MY_TABLE}\` values (1, 'press-0001', 12.5), (2, 'press-0002', 13.75)`);
  await admMy.query(`create user '${MY_USER}'@'%' identified by '${MY_SECRET}'`);
  await admMy.query(`grant select on test.* to '${MY_USER}'@'%'`);
  await admMy.end();

  t = await startTestApp({ config: { connectorAllowPrivate: true } });
  await t.services.catalog.seedDefaults();
  await t.services.accounts.createApproved({
    username: 'supplier2',
    password: 'Demo@12345',
    roleType: 3,
    companyName: 'Second Supplier Ltd',
    contactName: 'Second',
    mobile: '13900000991',
    email: 'supplier2@example.com',
  });
  const supplierLogin = await loginAs(t, 'supplier');
  supplier = supplierLogin.token;
  supplier2 = (await loginAs(t, 'supplier2')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  developer = (await loginAs(t, 'developer')).token;
  admin = (await loginAs(t, 'admin')).token;
  consumerId = String(
    (await t.services.users.page({ page: 1, limit: 10 }, { username: 'consumer' })).list[0]!.id,
  );
  supplierUserId = String(
    (await t.services.users.page({ page: 1, limit: 10 }, { username: 'supplier' })).list[0]!.id,
  );

  const tree = await call(supplier, '/server/sourceClassification/queryAll?classify=1', undefined, 'GET');
  classificationId = tree.data[0].id;
  const levels = await call(supplier, '/server/securityLevel/queryAllSecurityLevel', undefined, 'GET');
  const byLevel = (n: number) => levels.data.find((l: { level: number }) => l.level === n).id as string;
  grade.public = byLevel(1);
  grade.internal = byLevel(2);
  grade.sensitive = byLevel(3);
  grade.secret = byLevel(4);

  const pgConn = await call(supplier, '/server/dataBase/recordDatabase', {
    name: 'PG warehouse',
    dbType: 'postgresql',
    host: '127.0.0.1',
    port: 5432,
    database: 'test',
    username: 'postgres',
    password: PG_SECRET,
    sslMode: 'disable',
  });
  pgConnectionId = pgConn.data.id;
  const myConn = await call(supplier, '/server/dataBase/recordDatabase', {
    name: 'Maria sensors',
    dbType: 'mysql',
    host: '127.0.0.1',
    port: 3306,
    database: 'test',
    username: MY_USER,
    password: MY_SECRET,
    sslMode: 'disable',
  });
  myConnectionId = myConn.data.id;
});

afterAll(async () => {
  await t?.close();
  await dropLocalFixtures({ pgSchema: SCHEMA, myTables: [MY_TABLE], myUsers: [MY_USER] });
});

let assetId: string;
let customersTableId: string;
let ordersTableId: string;
let phoneFieldId: string;
let nameFieldId: string;

describe('registering an asset', () => {
  it('bad input answers 400 naming the field and creates nothing', async () => {
    const before = await countOwnAssets(supplier);
    const missing = await call(supplier, '/server/dataSource/addSource', assetForm({ name: '' }));
    expect(missing.code).toBe(400);
    expect(missing.data.field).toBe('name');
    const noTables = await call(supplier, '/server/dataSource/addSource', assetForm({ tables: [] }));
    expect(noTables.code).toBe(400);
    expect(noTables.data.field).toBe('tables');
    const badStorage = await call(supplier, '/server/dataSource/addSource', assetForm({ storageType: 7 }));
    expect(badStorage.code).toBe(400);
    const twice = await call(
      supplier,
      '/server/dataSource/addSource',
      assetForm({
        tables: [
          { schema: SCHEMA, table: 'orders' },
          { schema: SCHEMA, table: 'orders' },
        ],
      }),
    );
    expect(twice.code).toBe(ErrorCode.SOURCE_TABLE_DUPLICATE);
    const unknownTable = await call(
      supplier,
      '/server/dataSource/addSource',
      assetForm({ tables: [{ schema: SCHEMA, table: 'nope' }] }),
    );
    expect(unknownTable.code).toBe(ErrorCode.CONNECTION_OBJECT_NOT_FOUND);
    const wrongTree = await call(
      supplier,
      '/server/dataSource/addSource',
      assetForm({ classificationId: 999999 }),
    );
    expect(wrongTree).toMatchObject({
      code: ErrorCode.SOURCE_CLASSIFICATION_INVALID,
      data: { field: 'classificationId' },
    });
    const wrongGrade = await call(
      supplier,
      '/server/dataSource/addSource',
      assetForm({ securityLevelId: 999999 }),
    );
    expect(wrongGrade.code).toBe(ErrorCode.SOURCE_LEVEL_INVALID);
    const othersConnection = await call(supplier2, '/server/dataSource/addSource', assetForm());
    expect(othersConnection.code).toBe(ErrorCode.NOT_FOUND);
    expect(await countOwnAssets(supplier)).toBe(before);
  });

  it('registers two tables with a dictionary read from the live columns (draft, version 1)', async () => {
    const res = await call(supplier, '/server/dataSource/addSource', assetForm());
    expect(res.code).toBe(0);
    const asset = res.data;
    assetId = asset.id;
    expect(asset).toMatchObject({
      name: 'Customer master',
      status: 0,
      currentVersion: 1,
      currentVersionStatus: 0,
      listedVersion: null,
      tableCount: 2,
      fieldCount: 8,
      connectionName: 'PG warehouse',
      dbType: 'postgresql',
      viewer: 'owner',
      version: 1,
    });
    expect(asset.tables.map((x: { table: string }) => x.table)).toEqual(['customers', 'orders']);
    expect(asset.tables[0].comment).toBe('Customers');
    // Counted when registered: orders was never analyzed (no statistics), customers has 30 rows analyzed.
    expect(
      asset.tables.map((x: { rowEstimate: number; rowCountKind: string }) => [x.rowEstimate, x.rowCountKind]),
    ).toEqual([
      [30, 'exact'],
      [2, 'exact'],
    ]);
    customersTableId = asset.tables[0].id;
    ordersTableId = asset.tables[1].id;

    const dict = await call(supplier, '/server/dataSource/queryDataDictionary', {
      tableId: customersTableId,
    });
    expect(dict.code).toBe(0);
    expect(dict.data.fields.map((f: { name: string }) => f.name)).toEqual(['id', 'name', 'phone', 'city']);
    const phone = dict.data.fields.find((f: { name: string }) => f.name === 'phone');
    expect(phone).toMatchObject({
      description: 'Mobile number',
      securityLevelId: null,
      maskingRule: 'partial',
    });
    expect(dict.data.fields[0]).toMatchObject({ key: 'PRI', type: 'integer', nullable: false });
    phoneFieldId = phone.id;
    nameFieldId = dict.data.fields.find((f: { name: string }) => f.name === 'name').id;

    const tables = await call(
      supplier,
      `/server/dataSource/queryTableNames?sourceId=${assetId}`,
      undefined,
      'GET',
    );
    expect(tables.data).toHaveLength(2);
  });

  it('refuses a second asset with the same name of the same owner; another owner may use it', async () => {
    const again = await call(supplier, '/server/dataSource/addSource', assetForm());
    expect(again).toMatchObject({ code: ErrorCode.SOURCE_NAME_TAKEN, data: { field: 'name' } });
  });

  it('registers an asset from MariaDB', async () => {
    const res = await call(
      supplier,
      '/server/dataSource/addSource',
      assetForm({
        name: 'Press sensors',
        connectionId: myConnectionId,
        securityLevelId: grade.public,
        storageType: 2,
        tables: [{ schema: 'test', table: MY_TABLE }],
      }),
    );
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ dbType: 'mysql', storageType: 2, tableCount: 1, fieldCount: 3 });
    expect(res.data.tables[0]).toMatchObject({ rowEstimate: 2, rowCountKind: 'exact' });
    const dict = await call(supplier, '/server/dataSource/queryDataDictionary', {
      tableId: res.data.tables[0].id,
    });
    expect(dict.data.fields.find((f: { name: string }) => f.name === 'device').description).toBe(
      'Device code',
    );
  });
});

describe('ownership', () => {
  it('another supplier gets 404 on every call about the asset, and does not list it', async () => {
    const calls: [string, unknown, 'POST' | 'GET' | 'DELETE'][] = [
      ['/server/dataSource/querySourceDetailV2', { sourceId: assetId }, 'POST'],
      [`/server/dataSource/queryBasicInformation?sourceId=${assetId}`, undefined, 'GET'],
      [`/server/dataSource/queryTableNames?sourceId=${assetId}`, undefined, 'GET'],
      [`/server/dataSource/queryAuditFlows?id=${assetId}`, undefined, 'GET'],
      ['/server/dataSource/queryDataDictionary', { tableId: customersTableId }, 'POST'],
      ['/server/datatable/queryRecordDatatable', { tableId: customersTableId }, 'POST'],
      [
        '/server/dataSource/updateDataDictionary',
        {
          tableId: customersTableId,
          fields: [{ id: phoneFieldId, description: 'x', securityLevelId: null }],
        },
        'POST',
      ],
      ['/server/dataSource/updateSource', { ...assetForm(), id: assetId }, 'POST'],
      ['/server/dataSource/updateStatus', { id: assetId, action: 'submit' }, 'POST'],
      ['/server/dataSource/deleteSource', { ids: [assetId] }, 'DELETE'],
      [`/server/project/selectAssetProject?assetId=${assetId}`, undefined, 'GET'],
    ];
    for (const [url, payload, method] of calls) {
      const res = await call(supplier2, url, payload, method);
      expect([url, res.code]).toEqual([url, ErrorCode.NOT_FOUND]);
    }
    expect(await countOwnAssets(supplier2)).toBe(0);
    // A draft is not public either: consumers and visitors get 404.
    expect((await call(consumer, '/server/dataSource/querySourceDetailV2', { sourceId: assetId })).code).toBe(
      404,
    );
    expect((await call(null, `/server/dataSource/querySourceDetail?sourceId=${assetId}`)).code).toBe(404);
  });

  it('the operator reads every asset', async () => {
    const page = await call(admin, '/server/dataSource/querySourcesPage', { page: 1, limit: 10 });
    expect(page.data.total).toBe(2);
    expect(page.data.list[0].viewer).toBe('operator');
    const detail = await call(admin, '/server/dataSource/querySourceDetailV2', { sourceId: assetId });
    expect(detail.data).toMatchObject({ viewer: 'operator', canEdit: false, connectionName: 'PG warehouse' });
    const edit = await call(admin, '/server/dataSource/updateSource', { ...assetForm(), id: assetId });
    expect(edit.code).toBe(403);
  });
});

describe('dictionary and versions', () => {
  it('a dictionary edit makes a new version; the old one stays readable', async () => {
    const res = await call(supplier, '/server/dataSource/updateDataDictionary', {
      tableId: customersTableId,
      fields: [
        { id: phoneFieldId, description: 'Mobile phone (CN)', securityLevelId: grade.secret },
        { id: nameFieldId, description: 'Full name', securityLevelId: grade.sensitive },
      ],
      changeNote: 'grades for personal data',
    });
    expect(res.code).toBe(0);
    expect(res.data.version).toBe(2);
    const phone = res.data.fields.find((f: { name: string }) => f.name === 'phone');
    expect(phone).toMatchObject({
      description: 'Mobile phone (CN)',
      maskingRule: 'full',
      securityLevelId: grade.secret,
    });

    const old = await call(supplier, '/server/dataSource/queryDataDictionary', {
      tableId: customersTableId,
      version: 1,
    });
    expect(old.data.version).toBe(1);
    expect(old.data.fields.find((f: { name: string }) => f.name === 'phone')).toMatchObject({
      description: 'Mobile number',
      securityLevelId: null,
    });

    const detail = await call(supplier, '/server/dataSource/querySourceDetailV2', { sourceId: assetId });
    expect(detail.data.currentVersion).toBe(2);
    expect(
      detail.data.versions.map((v: { version: number; status: number; changeKind: string }) => [
        v.version,
        v.status,
        v.changeKind,
      ]),
    ).toEqual([
      [2, 0, 'dictionary'],
      [1, 2, 'create'],
    ]);
    expect(detail.data.versions[0].changeNote).toBe('grades for personal data');

    const unchanged = await call(supplier, '/server/dataSource/updateDataDictionary', {
      tableId: customersTableId,
      fields: [{ id: phoneFieldId, description: 'Mobile phone (CN)', securityLevelId: grade.secret }],
    });
    expect(unchanged.data.version).toBe(2);

    const missing = await call(supplier, '/server/dataSource/queryDataDictionary', {
      tableId: customersTableId,
      version: 9,
    });
    expect(missing.code).toBe(ErrorCode.SOURCE_VERSION_NOT_FOUND);
    const foreign = await call(supplier, '/server/dataSource/updateDataDictionary', {
      tableId: ordersTableId,
      fields: [{ id: phoneFieldId, description: 'x', securityLevelId: null }],
    });
    expect(foreign.code).toBe(ErrorCode.SOURCE_FIELD_UNKNOWN);
  });

  it('changing tables makes a version; a table taken out stays readable in older versions', async () => {
    const res = await call(supplier, '/server/dataSource/updateSource', {
      ...assetForm({ tables: [{ schema: SCHEMA, table: 'customers' }] }),
      id: assetId,
      changeNote: 'orders moved out',
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ currentVersion: 3, tableCount: 1 });
    const v2orders = await call(supplier, '/server/dataSource/queryDataDictionary', {
      tableId: ordersTableId,
      version: 2,
    });
    expect(v2orders.data.fields).toHaveLength(4);
    expect(
      (await call(supplier, '/server/dataSource/queryDataDictionary', { tableId: ordersTableId })).code,
    ).toBe(404);
    // Back in: the same table id, the kept dictionary.
    const back = await call(supplier, '/server/dataSource/updateSource', { ...assetForm(), id: assetId });
    expect(back.data).toMatchObject({ currentVersion: 4, tableCount: 2 });
    expect(back.data.tables.map((x: { id: string }) => x.id)).toEqual([customersTableId, ordersTableId]);
    const phone = (
      await call(supplier, '/server/dataSource/queryDataDictionary', { tableId: customersTableId })
    ).data.fields.find((f: { name: string }) => f.name === 'phone');
    expect(phone.securityLevelId).toBe(grade.secret);
    // Basic information alone makes no version.
    const renamed = await call(supplier, '/server/dataSource/updateSource', {
      ...assetForm({ description: 'Customers, orders' }),
      tables: undefined,
      id: assetId,
    });
    expect(renamed.data).toMatchObject({ currentVersion: 4, description: 'Customers, orders' });
  });

  it('pages the dictionary across tables with filters', async () => {
    const all = await call(supplier, '/server/dataSource/queryPageDataDictionary', {
      sourceId: assetId,
      page: 1,
      limit: 10,
    });
    expect(all.data.total).toBe(8);
    const secret = await call(supplier, '/server/dataSource/queryPageDataDictionary', {
      sourceId: assetId,
      securityLevelId: grade.secret,
      page: 1,
      limit: 10,
    });
    expect(secret.data.list.map((f: { name: string; table: string }) => `${f.table}.${f.name}`)).toEqual([
      'customers.phone',
    ]);
    const byName = await call(supplier, '/server/dataSource/queryPageDataDictionary', {
      sourceId: assetId,
      name: 'full name',
      page: 1,
      limit: 10,
    });
    expect(byName.data.list.map((f: { name: string }) => f.name)).toEqual(['name']);
  });
});

describe('preview and masking', () => {
  it('the owner sees the rows as stored', async () => {
    const res = await call(supplier, '/server/datatable/queryRecordDatatable', { tableId: customersTableId });
    expect(res.code).toBe(0);
    expect(res.data.masked).toBe(false);
    expect(res.data.rows).toHaveLength(20);
    expect(res.data.columns.map((c: { name: string }) => c.name)).toEqual(['id', 'name', 'phone', 'city']);
    expect(res.data.rows[0]).toEqual(['1', 'Customer-1', '13800130001', 'Shanghai']);
  });

  it('the operator sees them masked by field grade (partial and full)', async () => {
    const res = await call(admin, '/server/datatable/queryRecordDatatable', { tableId: customersTableId });
    expect(res.data.masked).toBe(true);
    // id and city: the asset's grade (internal, partial); name: sensitive (partial); phone: secret (full).
    // Partial masking depends on the column's type: the integer id is a range, text keeps its ends.
    expect(res.data.rows[0]).toEqual(['[0, 10)', 'C********1', '***********', 'S******i']);
    expect(res.data.columns.find((c: { name: string }) => c.name === 'phone')).toMatchObject({
      maskingRule: 'full',
      masked: true,
    });
  });

  it('consumers see nothing before approval', async () => {
    const res = await call(consumer, '/server/datatable/queryRecordDatatable', { tableId: customersTableId });
    expect(res.code).toBe(404);
  });
});

let taskId: string;

describe('review', () => {
  it('submit -> to-do task for the operator; edits and delete are refused under review', async () => {
    const res = await call(supplier, '/server/dataSource/updateStatus', {
      id: assetId,
      action: 'submit',
      comment: 'please review',
    });
    expect(res.code).toBe(0);
    expect(res.data.status).toBe(3);
    const tasks = await todo(admin);
    const task = tasks.find((x) => x.businessType === 'source-audit' && x.businessKey === assetId);
    expect(task?.objectName).toBe('Customer master (v4)');
    taskId = task!.taskId;
    expect(
      (await call(supplier, '/server/dataSource/updateSource', { ...assetForm(), id: assetId })).code,
    ).toBe(ErrorCode.SOURCE_UNDER_REVIEW);
    expect(
      (
        await call(supplier, '/server/dataSource/updateDataDictionary', {
          tableId: customersTableId,
          fields: [{ id: phoneFieldId, description: 'x', securityLevelId: null }],
        })
      ).code,
    ).toBe(ErrorCode.SOURCE_UNDER_REVIEW);
    expect((await call(supplier, '/server/dataSource/deleteSource', { ids: [assetId] }, 'DELETE')).code).toBe(
      ErrorCode.SOURCE_UNDER_REVIEW,
    );
    const twice = await call(supplier, '/server/dataSource/updateStatus', { id: assetId, action: 'submit' });
    expect(twice.code).toBe(ErrorCode.ILLEGAL_STATE);
  });

  it('approve via /flow/common/complete -> approved, the reviewed version listed', async () => {
    const res = await decide('complete', taskId, 'Looks good');
    expect(res.code).toBe(0);
    const detail = await call(supplier, '/server/dataSource/querySourceDetailV2', { sourceId: assetId });
    expect(detail.data).toMatchObject({
      status: 1,
      listedVersion: 4,
      currentVersionStatus: 1,
      reviewComment: 'Looks good',
    });
    const flows = await call(supplier, `/server/dataSource/queryAuditFlows?id=${assetId}`, undefined, 'GET');
    expect(flows.data).toHaveLength(1);
    expect(flows.data[0]).toMatchObject({ version: 4, state: 'completed', decision: 'approved' });
    expect(flows.data[0].steps.map((s: { action: string }) => s.action)).toEqual(['start', 'approve', 'end']);
  });

  it('illegal transitions answer 409 and change nothing', async () => {
    for (const action of ['submit', 'enable']) {
      const res = await call(supplier, '/server/dataSource/updateStatus', { id: assetId, action });
      expect(res.code).toBe(ErrorCode.ILLEGAL_STATE);
    }
    const detail = await call(supplier, '/server/dataSource/querySourceDetailV2', { sourceId: assetId });
    expect(detail.data.status).toBe(1);
    const bad = await call(supplier, '/server/dataSource/updateStatus', { id: assetId, action: 'approve' });
    expect(bad.code).toBe(400);
  });

  it('reject path: rejected with the comment, then it can be submitted again', async () => {
    const page = await call(supplier, '/server/dataSource/querySourcesPage', {
      page: 1,
      limit: 10,
      name: 'Press',
    });
    const sensors = page.data.list[0];
    await call(supplier, '/server/dataSource/updateStatus', { id: sensors.id, action: 'submit' });
    const task = (await todo(admin)).find((x) => x.businessKey === sensors.id)!;
    const res = await decide('reject', task.taskId, 'Describe the units');
    expect(res.code).toBe(0);
    const detail = await call(supplier, '/server/dataSource/querySourceDetailV2', { sourceId: sensors.id });
    expect(detail.data).toMatchObject({
      status: 2,
      reviewComment: 'Describe the units',
      listedVersion: null,
    });
    const flows = await call(
      supplier,
      `/server/dataSource/queryAuditFlows?id=${sensors.id}`,
      undefined,
      'GET',
    );
    expect(flows.data[0]).toMatchObject({ decision: 'rejected' });
    expect(flows.data[0].steps.find((s: { action: string }) => s.action === 'reject').comment).toBe(
      'Describe the units',
    );
    // Not listed: consumers cannot see it.
    expect(
      (await call(consumer, '/server/dataSource/querySourceDetailV2', { sourceId: sensors.id })).code,
    ).toBe(404);
    const again = await call(supplier, '/server/dataSource/updateStatus', {
      id: sensors.id,
      action: 'submit',
    });
    expect(again.data.status).toBe(3);
    const flowsAgain = await call(
      admin,
      `/server/dataSource/queryAuditFlows?id=${sensors.id}`,
      undefined,
      'GET',
    );
    expect(flowsAgain.data.map((f: { decision: string | null }) => f.decision)).toEqual([null, 'rejected']);
  });
});

describe('approved asset for consumers', () => {
  it('consumers and visitors see the listed version without connection; masked preview', async () => {
    const page = await call(consumer, '/server/dataSource/querySourcesPage', { page: 1, limit: 10 });
    expect(page.data.list.map((s: { id: string }) => s.id)).toEqual([assetId]);
    expect(page.data.list[0]).toMatchObject({ viewer: 'public', connectionId: null, connectionName: '' });
    const visitor = await call(null, `/server/dataSource/querySourceDetail?sourceId=${assetId}`);
    expect(visitor.code).toBe(0);
    expect(visitor.data).toMatchObject({ viewer: 'public', version: 4, tableCount: 2 });
    const form = await t.app.inject({
      method: 'POST',
      url: '/server/dataSource/querySourceDetail',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sourceId=${assetId}`,
    });
    bodies.push(form.body);
    expect(form.json().data.id).toBe(assetId);
    const preview = await call(consumer, '/server/datatable/queryRecordDatatable', {
      tableId: customersTableId,
    });
    expect(preview.data.masked).toBe(true);
    expect(preview.data.rows[0]).toEqual(['[0, 10)', 'C********1', '***********', 'S******i']);
    const dev = await call(developer, '/server/datatable/queryRecordDatatable', {
      tableId: customersTableId,
    });
    expect(dev.data.rows[1][2]).toBe('***********');
    const top = await call(null, '/server/dataSource/querySourceTopFive');
    expect(top.data.map((s: { id: string }) => s.id)).toEqual([assetId]);
    const ownTop = await call(supplier, '/server/dataSource/querySourceTopFiveV2');
    expect(ownTop.data).toHaveLength(2);
  });

  it("the owner's black or white list hides the asset from the consumers (and visitors) it refuses", async () => {
    const list = (mode: number, consumerIds: string[]) =>
      call(supplier, '/server/blackWhiteList/save', {
        targetType: 'asset',
        targetId: assetId,
        mode,
        consumerIds,
      });
    const seenBy = async (token: string | null) => {
      const detail = await call(token, `/server/dataSource/querySourceDetail?sourceId=${assetId}`);
      const top = await call(null, '/server/dataSource/querySourceTopFive');
      const page = token
        ? await call(token, '/server/dataSource/querySourcesPage', { page: 1, limit: 10 })
        : { data: { list: top.data } };
      const listed = page.data.list.some((s: { id: string }) => s.id === assetId);
      expect(listed).toBe(detail.code === 0);
      return detail.code === 0;
    };
    expect(await seenBy(consumer)).toBe(true);

    expect((await list(2, [consumerId])).code).toBe(0);
    expect(await seenBy(consumer)).toBe(false);
    const preview = await call(consumer, '/server/datatable/queryRecordDatatable', {
      tableId: customersTableId,
    });
    expect(preview.code).toBe(404);
    expect(await seenBy(null)).toBe(true);
    expect((await call(admin, `/server/dataSource/querySourceDetail?sourceId=${assetId}`)).code).toBe(0);

    expect((await list(1, [consumerId])).code).toBe(0);
    expect(await seenBy(consumer)).toBe(true);
    expect(await seenBy(null)).toBe(false);

    expect((await list(0, [])).code).toBe(0);
    expect(await seenBy(null)).toBe(true);
  });

  it('editing an approved asset makes a draft; consumers keep the listed version and its grades', async () => {
    const res = await call(supplier, '/server/dataSource/updateDataDictionary', {
      tableId: customersTableId,
      fields: [{ id: phoneFieldId, description: 'Mobile phone (CN)', securityLevelId: grade.public }],
    });
    expect(res.data.version).toBe(5);
    const mine = await call(supplier, '/server/dataSource/querySourceDetailV2', { sourceId: assetId });
    expect(mine.data).toMatchObject({ status: 0, currentVersion: 5, listedVersion: 4 });
    const theirs = await call(consumer, '/server/dataSource/querySourceDetailV2', { sourceId: assetId });
    expect(theirs.data).toMatchObject({ version: 4, currentVersion: 4 });
    expect(theirs.data.versions.map((v: { version: number }) => v.version)).toEqual([4]);
    const preview = await call(consumer, '/server/datatable/queryRecordDatatable', {
      tableId: customersTableId,
    });
    expect(preview.data.version).toBe(4);
    expect(preview.data.rows[0][2]).toBe('***********');
    expect(
      (
        await call(consumer, '/server/datatable/queryRecordDatatable', {
          tableId: customersTableId,
          version: 5,
        })
      ).code,
    ).toBe(ErrorCode.SOURCE_VERSION_NOT_FOUND);
  });
});

describe('grants', () => {
  let grantId: string;

  it('validates dates, the consumer and overlaps', async () => {
    const base = { sourceId: assetId, granteeIds: [consumerId], startDate: day(0), endDate: day(30) };
    expect(
      (
        await call(supplier, '/server/assetManagement/insertAssetManagement', {
          ...base,
          endDate: day(-1),
          startDate: day(-5),
        })
      ).code,
    ).toBe(ErrorCode.GRANT_DATES_INVALID);
    expect(
      (await call(supplier, '/server/assetManagement/insertAssetManagement', { ...base, endDate: day(-1) }))
        .code,
    ).toBe(ErrorCode.GRANT_DATES_INVALID);
    expect(
      (
        await call(supplier, '/server/assetManagement/insertAssetManagement', {
          ...base,
          startDate: '2026-02-31',
        })
      ).code,
    ).toBe(ErrorCode.GRANT_DATES_INVALID);
    expect(
      (
        await call(supplier, '/server/assetManagement/insertAssetManagement', {
          ...base,
          granteeIds: [supplierUserId],
        })
      ).code,
    ).toBe(ErrorCode.GRANT_CONSUMER_INVALID);
    const nobody = await call(supplier, '/server/assetManagement/insertAssetManagement', {
      ...base,
      granteeIds: [],
    });
    expect(nobody).toMatchObject({ code: 400, data: { field: 'granteeIds' } });
    expect((await call(supplier2, '/server/assetManagement/insertAssetManagement', base)).code).toBe(404);
    const page = await call(supplier, '/server/dataSource/querySourcesPage', {
      page: 1,
      limit: 10,
      name: 'Press',
    });
    expect(
      (
        await call(supplier, '/server/assetManagement/insertAssetManagement', {
          ...base,
          sourceId: page.data.list[0].id,
        })
      ).code,
    ).toBe(ErrorCode.GRANT_SOURCE_NOT_APPROVED);
    const none = await call(consumer, '/server/assetManagement/authorization', { page: 1, limit: 10 });
    expect(none.data.total).toBe(0);
  });

  it('grants a consumer; the consumer sees it and its grant in force', async () => {
    const picker = await call(supplier, '/server/assetManagement/queryConsumers', { name: 'consum' });
    expect(picker.data.map((u: { id: string }) => u.id)).toContain(consumerId);
    expect(Object.keys(picker.data[0]).sort()).toEqual(['companyName', 'id', 'username']);
    const res = await call(supplier, '/server/assetManagement/insertAssetManagement', {
      sourceId: assetId,
      granteeIds: [consumerId],
      startDate: day(0),
      endDate: day(30),
      remark: 'pilot',
    });
    expect(res.code).toBe(0);
    expect(res.data[0]).toMatchObject({
      state: 'active',
      granteeName: 'consumer',
      everyone: false,
      sourceName: 'Customer master',
    });
    grantId = res.data[0].id;
    const overlap = await call(supplier, '/server/assetManagement/insertAssetManagement', {
      sourceId: assetId,
      granteeIds: [consumerId],
      startDate: day(10),
      endDate: day(40),
    });
    expect(overlap.code).toBe(ErrorCode.GRANT_OVERLAP);

    const theirs = await call(consumer, '/server/assetManagement/authorization', { page: 1, limit: 10 });
    expect(theirs.data.total).toBe(1);
    expect(theirs.data.list[0]).toMatchObject({ id: grantId, sourceId: assetId, state: 'active' });
    const owner = await call(supplier, '/server/assetManagement/authorization', {
      page: 1,
      limit: 10,
      granteeName: 'consumer',
    });
    expect(owner.data.total).toBe(1);
    const byAsset = (sourceName: string) =>
      call(supplier, '/server/assetManagement/authorization', { page: 1, limit: 10, sourceName });
    expect((await byAsset('customer')).data.list.map((g: { id: string }) => g.id)).toEqual([grantId]);
    expect((await byAsset('Press')).data.total).toBe(0);
    expect(
      (await call(supplier2, '/server/assetManagement/authorization', { page: 1, limit: 10 })).data.total,
    ).toBe(0);
    expect(
      (await call(admin, '/server/assetManagement/authorization', { page: 1, limit: 10 })).data.total,
    ).toBe(1);
    const v2 = await call(consumer, '/server/dataSource/querySourceDetailV2', { sourceId: assetId });
    expect(v2.data.grant).toMatchObject({ id: grantId, everyone: false });
    // A grant does not lift the masking: it allows use, not reading the raw preview.
    const preview = await call(consumer, '/server/datatable/queryRecordDatatable', {
      tableId: customersTableId,
    });
    expect(preview.data.rows[0][2]).toBe('***********');
  });

  it('changes and revokes a grant (owner only)', async () => {
    expect(
      (await call(supplier2, '/server/dataSource/updateAuthenticRight', { id: grantId, status: 0 })).code,
    ).toBe(404);
    const moved = await call(supplier, '/server/dataSource/updateAuthenticRight', {
      id: grantId,
      startDate: day(5),
    });
    expect(moved.data).toMatchObject({ state: 'pending', startDate: day(5) });
    const bad = await call(supplier, '/server/dataSource/updateAuthenticRight', {
      id: grantId,
      endDate: day(1),
    });
    expect(bad.code).toBe(ErrorCode.GRANT_DATES_INVALID);
    const revoked = await call(supplier, '/server/dataSource/updateAuthenticRight', {
      id: grantId,
      status: 0,
    });
    expect(revoked.data).toMatchObject({ status: 0, state: 'revoked' });
    const filtered = await call(consumer, '/server/assetManagement/authorization', {
      page: 1,
      limit: 10,
      state: 'active',
    });
    expect(filtered.data.total).toBe(0);
    const everyone = await call(supplier, '/server/assetManagement/insertAssetManagement', {
      sourceId: assetId,
      everyone: true,
      startDate: day(0),
      endDate: day(7),
    });
    expect(everyone.data[0]).toMatchObject({ everyone: true, granteeId: null });
    const theirs = await call(consumer, '/server/assetManagement/authorization', {
      page: 1,
      limit: 10,
      state: 'active',
    });
    expect(theirs.data.list.map((g: { everyone: boolean }) => g.everyone)).toEqual([true]);
  });
});

describe('usage and delete', () => {
  it('deleting is refused while something uses the asset; selectProject shows the users', async () => {
    t.services.assets.registerUsageProvider(async (_db, q) =>
      q.sourceId === Number(assetId) && (q.tableId === undefined || q.tableId === Number(customersTableId))
        ? [{ kind: 'goods', id: '77', name: 'Customer package', status: 'listed', ownerName: 'supplier' }]
        : [],
    );
    const uses = await call(
      supplier,
      `/server/project/selectAssetProject?assetId=${assetId}`,
      undefined,
      'GET',
    );
    expect(uses.data).toEqual([
      { kind: 'goods', id: '77', name: 'Customer package', status: 'listed', ownerName: 'supplier' },
    ]);
    const byTable = await call(
      admin,
      `/server/project/selectProject?tableId=${ordersTableId}`,
      undefined,
      'GET',
    );
    expect(byTable.data).toEqual([]);
    const refused = await call(supplier, '/server/dataSource/deleteSource', { ids: [assetId] }, 'DELETE');
    expect(refused.code).toBe(ErrorCode.SOURCE_IN_USE);
    expect((await call(supplier, '/server/dataSource/querySourceDetailV2', { sourceId: assetId })).code).toBe(
      0,
    );
  });

  it('a security grade or classification in use cannot be deleted from the catalog', async () => {
    const res = await call(admin, `/server/securityLevel/delete?id=${grade.secret}`, undefined, 'DELETE');
    expect(res.code).toBe(ErrorCode.CATALOG_IN_USE);
    const cls = await call(
      admin,
      `/server/sourceClassification/deleteSourceClassification?id=${classificationId}`,
      undefined,
      'DELETE',
    );
    expect([ErrorCode.CATALOG_IN_USE, ErrorCode.CLASSIFICATION_HAS_TAGS]).toContain(cls.code);
  });

  it('a connection its assets read through cannot be deleted', async () => {
    const res = await call(supplier, '/server/dataBase/deleteDatabase', { ids: [pgConnectionId] });
    expect(res.code).toBe(ErrorCode.CONNECTION_IN_USE);
    const still = await call(supplier, '/server/dataBase/queryDatabaseList', {});
    expect(still.data.map((c: { id: string }) => c.id)).toContain(pgConnectionId);
  });

  it('deletes an unused asset with its versions', async () => {
    const created = await call(
      supplier,
      '/server/dataSource/addSource',
      assetForm({ name: 'Scratch', tables: [{ schema: SCHEMA, table: 'orders' }] }),
    );
    const id = created.data.id;
    const res = await call(supplier, '/server/dataSource/deleteSource', { ids: [id] }, 'DELETE');
    expect(res.code).toBe(0);
    expect((await call(supplier, '/server/dataSource/querySourceDetailV2', { sourceId: id })).code).toBe(404);
  });
});

describe('an internal (L2) asset of sensor readings', () => {
  let tableId: string;

  it('registers with every field inheriting the partial grade, but one graded public on its own', async () => {
    const res = await call(
      supplier,
      '/server/dataSource/addSource',
      assetForm({ name: 'Line readings', tables: [{ schema: SCHEMA, table: 'readings' }] }),
    );
    expect(res.code, res.msg).toBe(0);
    tableId = res.data.tables[0].id;
    const dict = await call(supplier, '/server/dataSource/queryDataDictionary', { tableId });
    const line = dict.data.fields.find((f: { name: string }) => f.name === 'line');
    const saved = await call(supplier, '/server/dataSource/updateDataDictionary', {
      tableId,
      fields: [{ id: line.id, description: 'Production line', securityLevelId: grade.public }],
    });
    expect(saved.code, saved.msg).toBe(0);
  });

  it('the owner sees ids, readings and timestamps as stored (no time zone shift)', async () => {
    const res = await call(supplier, '/server/datatable/queryRecordDatatable', { tableId });
    expect(res.data.masked).toBe(false);
    expect(res.data.rows).toEqual([['60', '60.00', '2026-03-01 08:00:00', '2026-03-01', 'Line 6']]);
  });

  it('others see each field masked by its own grade and kind: ranges and year-month, never `6***0`', async () => {
    const res = await call(admin, '/server/datatable/queryRecordDatatable', { tableId });
    expect(res.data.masked).toBe(true);
    expect(
      res.data.columns.map((c: { name: string; type: string; maskingRule: string }) => [
        c.name,
        c.type,
        c.maskingRule,
      ]),
    ).toEqual([
      ['id', 'integer', 'partial'],
      ['reading', 'numeric(8,2)', 'partial'],
      ['taken', 'timestamp without time zone', 'partial'],
      ['taken_on', 'date', 'partial'],
      ['line', 'text', 'none'],
    ]);
    expect(res.data.rows).toEqual([['[60, 70)', '[60, 70)', '2026-03-** **:**:**', '2026-03-**', 'Line 6']]);
  });
});

describe('credentials', () => {
  it('no answer of the suite contains a connection password', () => {
    expect(bodies.length).toBeGreaterThan(60);
    for (const body of bodies) {
      expect(body).not.toContain(MY_SECRET);
      expect(body).not.toContain(PG_SECRET);
    }
  });
});
