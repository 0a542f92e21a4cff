import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedAsset,
  caller,
  chinaDay,
  grantByHand,
  localConnection,
} from '../../test/granted-asset-fixture.js';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { dropLocalFixtures, localMyAdmin, localPgAdmin } from '../../test/local-databases.js';
import { newAccount } from '../../test/orders-fixture.js';
import { grantDataUse } from './grant-data.table.js';

// A consumer's grant of a data asset, used: the granted tables with their dictionary, and pages of their rows read
// live from the supplier's PostgreSQL and MariaDB, masked by grade, filtered and sorted on unmasked columns only.

const suffix = randomBytes(4).toString('hex');
const SCHEMA = `dm_grant_${suffix}`;
const MY_TABLE = `dm_grant_${suffix}`;

let t: TestApp;
let supplier: string;
let consumer: string;
let other: string;
let admin: string;
let consumerId: string;
let grantId: string;
let metersTableId: string;
let myGrantId: string;
let myTableId: string;

const call = (token: string, url: string, payload?: unknown) => caller(t)(token, url, payload);
const day = (offsetDays: number) => chinaDay(t, offsetDays);

const browse = (token: string, body: Record<string, unknown>) =>
  call(token, '/server/assetGrant/browse', { grantId, tableId: metersTableId, page: 1, limit: 10, ...body });

beforeAll(async () => {
  const admPg = await localPgAdmin();
  await admPg.query(`create schema "${SCHEMA}"`);
  await admPg.query(
    `create table "${SCHEMA}".meters (id int primary key, device text not null, reading numeric(8,2), phone text)`,
  );
  await admPg.query(
    `insert into "${SCHEMA}".meters select g, 'press-' || lpad(g::text, 4, '0'), g * 1.5, '1380013' || lpad(g::text, 4, '0') from generate_series(1, 60) g`,
  );
  await admPg.query(`update "${SCHEMA}".meters set reading = null where id = 60`);
  await admPg.end();
  const admMy = await localMyAdmin();
  await admMy.query(
    `create table \`${MY_TABLE}\` (id int primary key, device varchar(40), reading decimal(8,2))`,
  );
  await admMy.query(
    `insert into \`${MY_TABLE}\` values (1, 'press-0001', 12.5), (2, 'pump-0002', 13.75), (3, 'press-0003', 1)`,
  );
  await admMy.end();

  t = await startTestApp({ config: { connectorAllowPrivate: true } });
  await t.services.catalog.seedDefaults();
  supplier = (await loginAs(t, 'supplier')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  admin = (await loginAs(t, 'admin')).token;
  other = (await newAccount(t, 'otherbuyer', 1)).token;
  consumerId = String(
    (await t.services.users.page({ page: 1, limit: 10 }, { username: 'consumer' })).list[0]!.id,
  );
  const tokens = { supplier, admin, consumer };
  const pgConn = await localConnection(t, supplier, 'postgresql', 'PG meters');
  const pgAsset = await approvedAsset(t, tokens, pgConn, SCHEMA, 'meters', (f) => (f === 'phone' ? 3 : 1));
  metersTableId = pgAsset.tableId;
  grantId = await grantByHand(t, tokens, {
    sourceId: pgAsset.sourceId,
    granteeId: consumerId,
    startDate: day(0),
    endDate: day(10),
  });

  const myConn = await localConnection(t, supplier, 'mysql', 'Maria meters');
  const myAsset = await approvedAsset(t, tokens, myConn, 'test', MY_TABLE, () => 1);
  myTableId = myAsset.tableId;
  myGrantId = await grantByHand(t, tokens, {
    sourceId: myAsset.sourceId,
    granteeId: consumerId,
    startDate: day(0),
    endDate: day(10),
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dropLocalFixtures({ pgSchema: SCHEMA, myTables: [MY_TABLE] });
});

describe('granted data', () => {
  it('lists the granted tables with their dictionary and which columns are masked, to the grantee only', async () => {
    const res = await call(consumer, `/server/assetGrant/tables?grantId=${grantId}`);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ grantId, state: 'active', startDate: day(0), endDate: day(10) });
    const [table] = res.data.tables;
    expect(table).toMatchObject({ id: metersTableId, table: 'meters' });
    expect(table.columns.map((c: { name: string; masked: boolean }) => [c.name, c.masked])).toEqual([
      ['id', false],
      ['device', false],
      ['reading', false],
      ['phone', true],
    ]);
    expect((await call(other, `/server/assetGrant/tables?grantId=${grantId}`)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await call(supplier, `/server/assetGrant/tables?grantId=${grantId}`)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
  });

  it('answers pages of live rows, masked by grade, and says whether more follow', async () => {
    const first = await browse(consumer, {});
    expect(first.code, first.msg).toBe(0);
    expect(first.data.rows).toHaveLength(10);
    expect(first.data.hasMore).toBe(true);
    expect(first.data.rows[0].slice(0, 3)).toEqual(['1', 'press-0001', '1.50']);
    expect(first.data.rows[0][3]).not.toBe('13800130001');
    expect(first.data.rows[0][3]).toContain('*');
    const last = await browse(consumer, { page: 3, limit: 20 });
    expect(last.data.rows).toHaveLength(20);
    expect(last.data.hasMore).toBe(false);
  });

  it('filters (AND) and sorts on unmasked columns, comparing in the column’s type', async () => {
    const res = await browse(consumer, {
      filters: [
        { column: 'reading', op: 'gt', value: '80' },
        { column: 'device', op: 'contains', value: 'press-00' },
      ],
      sort: { column: 'reading', order: 'desc' },
    });
    expect(res.code, res.msg).toBe(0);
    // reading = id × 1.5 > 80: ids 54..59 (60's reading is NULL).
    expect(res.data.rows.map((r: string[]) => r[0])).toEqual(['59', '58', '57', '56', '55', '54']);
    const nulls = await browse(consumer, { filters: [{ column: 'reading', op: 'isNull' }] });
    expect(nulls.data.rows.map((r: string[]) => r[0])).toEqual(['60']);
    // A LIKE wildcard is a plain character.
    const percent = await browse(consumer, { filters: [{ column: 'device', op: 'contains', value: '%' }] });
    expect(percent.data.rows).toEqual([]);
  });

  it('refuses masked and unknown columns, values of the wrong type and pages too deep, and reads nothing', async () => {
    const before = (await t.db.select().from(grantDataUse)).length;
    const masked = await browse(consumer, { filters: [{ column: 'phone', op: 'eq', value: '13800130001' }] });
    expect(masked).toMatchObject({ code: ErrorCode.BAD_PARAMS, data: { field: 'filters' } });
    expect(masked.msg).toContain('masked');
    const sortMasked = await browse(consumer, { sort: { column: 'phone', order: 'asc' } });
    expect(sortMasked.code).toBe(ErrorCode.BAD_PARAMS);
    const unknown = await browse(consumer, { filters: [{ column: 'password', op: 'eq', value: 'x' }] });
    expect(unknown.msg).toContain('no column password');
    const wrongType = await browse(consumer, { filters: [{ column: 'reading', op: 'gt', value: 'lots' }] });
    expect(wrongType).toMatchObject({ code: ErrorCode.BAD_PARAMS });
    expect(wrongType.msg).toContain('type');
    const deep = await browse(consumer, { page: 1001, limit: 10 });
    expect(deep.code).toBe(ErrorCode.BAD_PARAMS);
    const noValue = await browse(consumer, { filters: [{ column: 'device', op: 'eq' }] });
    expect(noValue.code).toBe(ErrorCode.BAD_PARAMS);
    expect((await browse(other, {})).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.db.select().from(grantDataUse)).length).toBe(before);
  });

  it('records every query for the supplier: who, which table, how many rows', async () => {
    const uses = await t.db
      .select()
      .from(grantDataUse)
      .where(eq(grantDataUse.grantId, Number(grantId)));
    expect(uses.length).toBeGreaterThanOrEqual(5);
    expect(uses[0]).toMatchObject({ kind: 'query', rows: 10, tableId: Number(metersTableId) });
  });

  it('shows the supplier how each of its grants was used; another supplier and the grantee learn nothing', async () => {
    const usage = await call(supplier, '/server/assetGrant/usage', { grantIds: [grantId, myGrantId] });
    expect(usage.code, usage.msg).toBe(0);
    const pgUse = usage.data.find((u: { grantId: string }) => u.grantId === grantId);
    const recorded = await t.db
      .select()
      .from(grantDataUse)
      .where(eq(grantDataUse.grantId, Number(grantId)));
    expect(pgUse).toMatchObject({
      queries: recorded.length,
      rows: recorded.reduce((n, u) => n + u.rows, 0),
    });
    expect(pgUse.lastUsedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(usage.data.find((u: { grantId: string }) => u.grantId === myGrantId)).toBeUndefined();
    const operator = await call(admin, '/server/assetGrant/usage', { grantIds: [grantId] });
    expect(operator.data).toHaveLength(1);
    const stranger = (await newAccount(t, 'othersupplier', 3)).token;
    expect((await call(stranger, '/server/assetGrant/usage', { grantIds: [grantId] })).data).toEqual([]);
    expect((await call(consumer, '/server/assetGrant/usage', { grantIds: [grantId] })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
  });

  it('reads MariaDB too', async () => {
    const res = await call(consumer, '/server/assetGrant/browse', {
      grantId: myGrantId,
      tableId: myTableId,
      page: 1,
      limit: 10,
      filters: [{ column: 'device', op: 'contains', value: 'press' }],
      sort: { column: 'reading', order: 'desc' },
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.rows).toEqual([
      ['1', 'press-0001', '12.50'],
      ['3', 'press-0003', '1.00'],
    ]);
  });

  it('stops when the grant is revoked or has expired', async () => {
    const revoke = await call(supplier, '/server/dataSource/updateAuthenticRight', {
      id: myGrantId,
      status: 0,
    });
    expect(revoke.code, revoke.msg).toBe(0);
    const revoked = await call(consumer, '/server/assetGrant/browse', {
      grantId: myGrantId,
      tableId: myTableId,
      page: 1,
      limit: 10,
    });
    expect(revoked.code).toBe(ErrorCode.GRANT_NOT_IN_FORCE);
    expect(revoked.msg).toContain('(revoked)');
    const inChinese = await caller(t, 'zh-CN')(consumer, '/server/assetGrant/browse', {
      grantId: myGrantId,
      tableId: myTableId,
      page: 1,
      limit: 10,
    });
    expect(inChinese.msg).toBe('授权当前不可用（已撤销）：仅在有效期内可以使用数据');
    expect((await call(consumer, `/server/assetGrant/tables?grantId=${myGrantId}`)).data.state).toBe(
      'revoked',
    );
    t.clock.advance(12 * 86_400_000);
    consumer = (await loginAs(t, 'consumer')).token;
    const expired = await browse(consumer, {});
    expect(expired.code).toBe(ErrorCode.GRANT_NOT_IN_FORCE);
    expect(expired.msg).toContain('expired');
  });
});
