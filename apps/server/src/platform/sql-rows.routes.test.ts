import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderInfo } from '../modules/orders/orders.table.js';
import { openTestDatabase } from '../test/harness.js';
import type { Database } from './db.js';
import { rowsOf, SqlRowReader, tableRowReader } from './sql-rows.js';

// On the database (PGlite here, PostgreSQL in CI): the reader must answer what the query builder answers.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const order = (no: string, paidAt: Date | null) => ({
  orderNo: no,
  consumerId: 9_007_199_254,
  consumerName: "O'Brien \\ 王",
  sellerId: 2,
  itemId: 3,
  skuId: 4,
  itemType: 2,
  itemName: '设备数据',
  skuName: 'SKU',
  quantity: 3,
  unitPrice: 12_345_678_901_234n,
  amount: 37_037_036_703_702n,
  payStatus: paidAt ? 1 : 0,
  paidAt,
  expireAt: new Date('2026-11-24T02:30:00.123Z'),
  agreementHash: 'a'.repeat(64),
  agreementAcceptedAt: new Date('2026-11-24T02:00:00.5Z'),
  snapshot: { item: { name: 'x', nested: [1, null, '"q"'] } } as never,
});

describe('SqlRowReader', () => {
  it('reads whole rows of SQL text as the query builder reads them (bigint, timestamps, JSON, nulls)', async () => {
    const { db } = database;
    await db.insert(orderInfo).values([order('R-1', null), order('R-2', new Date('2026-11-24T02:10:00Z'))]);
    const reader = tableRowReader(orderInfo);
    for (const no of ['R-1', 'R-2']) {
      const [built] = await db.select().from(orderInfo).where(eq(orderInfo.orderNo, no));
      const [raw] = await rowsOf(db, sql`select ${reader.list} from order_info where order_no = ${no}`);
      const read = reader.read(raw!);
      expect(read).toEqual(built);
      expect(typeof read!.unitPrice).toBe('bigint');
      expect(read!.createdAt).toBeInstanceOf(Date);
    }
  });

  it('reads picked columns under an alias and prefix, and a missing joined row as null', async () => {
    const { db } = database;
    const picked = new SqlRowReader(
      { id: orderInfo.id, amount: orderInfo.amount, paidAt: orderInfo.paidAt },
      { alias: 'o', prefix: 'o_' },
    );
    const [raw] = await rowsOf(
      db,
      sql`select ${picked.list} from (select 1) one
        left join order_info o on o.order_no = 'R-1'`,
    );
    expect(Object.keys(raw!).sort()).toEqual(['o_amount', 'o_id', 'o_paid_at']);
    expect(picked.read(raw!)).toMatchObject({ amount: 37_037_036_703_702n, paidAt: null });
    const [none] = await rowsOf(
      db,
      sql`select ${picked.list} from (select 1) one left join order_info o on false`,
    );
    expect(picked.read(none!, 'id')).toBeNull();
    expect(picked.read(none!)).toEqual({ id: null, amount: null, paidAt: null });
  });
});
