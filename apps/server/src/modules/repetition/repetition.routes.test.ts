import { Readable } from 'node:stream';
import { ErrorCode } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, userIdOf } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';
import { goodsItem } from '../goods/goods.table.js';
import { normaliseRow } from './minhash.js';

let t: TestApp;
let supplier: string;
let supplier2: string;
let developer: string;
let consumer: string;
let supplierId: number;
let supplier2Id: number;

const get = (token: string | null, url: string) => sendJson(t, token, url, { method: 'GET' });

const rows = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i}, Plant ${i % 17},  ${(i * 37) % 1000}.5 ,OK`);

/** A listed (or not) data package of `ownerId` whose single file holds `lines`. */
async function packageGood(ownerId: number, name: string, lines: string[], listed = true) {
  const actor = { userId: ownerId, username: '', roleType: 3 as const, sessionId: 0 };
  const file = `${name}.csv`;
  await t.services.trustedStorage.upload(
    actor,
    '',
    file,
    Readable.from([Buffer.from(`${lines.join('\n')}\n`)]),
  );
  const { itemId } = await createGood(t, { ownerId, itemType: 2, name, listed });
  await t.db
    .update(goodsItem)
    .set({ packageFiles: [file] })
    .where(eq(goodsItem.id, itemId));
  return itemId;
}

function jaccard(a: string[], b: string[]) {
  const sa = new Set(a.map(normaliseRow));
  const sb = new Set(b.map(normaliseRow));
  const shared = [...sa].filter((x) => sb.has(x)).length;
  return shared / (sa.size + sb.size - shared);
}

async function finished(token: string, serialNo: string) {
  await t.services.repetition.settled(serialNo);
  const res = await get(token, `/server/item/repetitionReport?serialNo=${serialNo}`);
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

const common = rows('common', 800);
const mine = [...common, ...rows('mine', 100)];
const theirs = [...common, ...rows('theirs', 100)];
const unrelated = rows('other', 900);
let myItem: number;
let similarItem: number;
let unrelatedItem: number;

beforeAll(async () => {
  t = await startTestApp();
  supplier = (await loginAs(t, 'supplier')).token;
  developer = (await loginAs(t, 'developer')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  supplierId = await userIdOf(t, 'supplier');
  supplier2Id = await createUser(t, 'rdsupplier2', 3);
  supplier2 = (await loginAs(t, 'rdsupplier2')).token;
  myItem = await packageGood(supplierId, 'Press readings', mine, false);
  similarItem = await packageGood(supplier2Id, 'Press readings copy', theirs);
  unrelatedItem = await packageGood(supplier2Id, 'Weather', unrelated);
  // Not compared: not listed, or not a package / table good.
  await packageGood(supplier2Id, 'Unlisted copy', theirs, false);
  await createGood(t, { ownerId: supplier2Id, itemType: 3, name: 'Asset good' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('repetition detection', () => {
  it('reports a package sharing 80% of its rows at its true Jaccard similarity, and not unrelated ones', async () => {
    const truth = jaccard(mine, theirs);
    expect(truth).toBeCloseTo(0.8, 5);
    expect(jaccard(mine, unrelated)).toBe(0);
    const start = await get(supplier, `/server/item/repetitionDetection?itemId=${myItem}`);
    expect(start.code, start.msg).toBe(0);
    expect(start.data.serialNo).toMatch(/^RD\d{14}[0-9A-F]{8}$/);
    expect(start.data.status).toBe('running');
    const report = await finished(supplier, start.data.serialNo);
    expect(report.status).toBe('finished');
    expect(report.progress).toBe(100);
    expect(report.total).toBe(2);
    expect(report.compared).toBe(2);
    expect(report.rowCount).toBe(900);
    expect(report.matches.map((m: { itemId: string }) => m.itemId)).toEqual([String(similarItem)]);
    const [match] = report.matches;
    expect(Math.abs(match.similarity - truth)).toBeLessThanOrEqual(0.05);
    expect(match.sampleRows.length).toBeGreaterThan(0);
    const shared = new Set(common.map(normaliseRow));
    for (const row of match.sampleRows) expect(shared.has(row)).toBe(true);
    expect(String(unrelatedItem)).not.toBe(match.itemId);

    const list = await get(supplier, `/server/item/repetitionList?page=1&limit=10&itemId=${myItem}`);
    expect(list.code).toBe(0);
    expect(list.data.total).toBe(1);
    expect(list.data.list[0].serialNo).toBe(start.data.serialNo);
  });

  it('estimates unrelated packages below 0.1 (checked from the other side)', async () => {
    const start = await get(supplier2, `/server/item/repetitionDetection?itemId=${unrelatedItem}`);
    expect(start.code, start.msg).toBe(0);
    const report = await finished(supplier2, start.data.serialNo);
    expect(report.status).toBe('finished');
    // The other listed package and the supplier's unlisted one are not compared: only listed goods are.
    expect(report.total).toBe(1);
    expect(report.matches).toEqual([]);
  });

  it('reuses stored signatures: a rerun does not read the other goods again', async () => {
    const actor = { userId: supplier2Id, username: '', roleType: 3 as const, sessionId: 0 };
    await t.services.trustedStorage.remove(actor, 'Press readings copy.csv');
    const start = await get(supplier, `/server/item/repetitionDetection?itemId=${myItem}`);
    const report = await finished(supplier, start.data.serialNo);
    expect(report.matches.map((m: { itemId: string }) => m.itemId)).toEqual([String(similarItem)]);
  });

  it('cancels a running detection, which then stops', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.services.repetition.pace = () => gate;
    try {
      const start = await get(supplier, `/server/item/repetitionDetection?itemId=${myItem}`);
      expect(start.code, start.msg).toBe(0);
      const serialNo = start.data.serialNo;
      // A second detection of the same good while one runs.
      expect((await get(supplier, `/server/item/repetitionDetection?itemId=${myItem}`)).code).toBe(
        ErrorCode.ILLEGAL_STATE,
      );
      expect((await get(supplier2, `/server/item/repetitionReport?serialNo=${serialNo}`)).code).toBe(
        ErrorCode.NOT_FOUND,
      );
      expect((await get(supplier2, `/server/item/cancelRepetitionDetection?serialNo=${serialNo}`)).code).toBe(
        ErrorCode.NOT_FOUND,
      );
      const cancel = await get(supplier, `/server/item/cancelRepetitionDetection?serialNo=${serialNo}`);
      expect(cancel.code, cancel.msg).toBe(0);
      expect(cancel.data.status).toBe('cancelled');
      release();
      const report = await finished(supplier, serialNo);
      expect(report.status).toBe('cancelled');
      expect(report.compared).toBe(0);
      expect(report.finishDate).not.toBeNull();
      expect((await get(supplier, `/server/item/cancelRepetitionDetection?serialNo=${serialNo}`)).code).toBe(
        ErrorCode.ILLEGAL_STATE,
      );
    } finally {
      release();
      t.services.repetition.pace = null;
    }
  });

  it('only the owner of a package or table good starts one', async () => {
    const url = `/server/item/repetitionDetection?itemId=${myItem}`;
    expect((await get(null, url)).code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await get(developer, url)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await get(consumer, url)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await get(supplier2, url)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await get(supplier, '/server/item/repetitionDetection?itemId=999999')).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await get(supplier, '/server/item/repetitionDetection?itemId=abc')).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
    expect((await get(supplier, '/server/item/repetitionReport?serialNo=../x')).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
    const asset = await createGood(t, { ownerId: supplierId, itemType: 3, name: 'My asset good' });
    expect((await get(supplier, `/server/item/repetitionDetection?itemId=${asset.itemId}`)).code).toBe(
      ErrorCode.REPETITION_KIND_UNSUPPORTED,
    );
    const empty = await createGood(t, { ownerId: supplierId, itemType: 2, name: 'Empty package' });
    expect((await get(supplier, `/server/item/repetitionDetection?itemId=${empty.itemId}`)).code).toBe(
      ErrorCode.REPETITION_NO_CONTENT,
    );
    const jobs = await get(supplier, '/server/item/repetitionList?page=1&limit=10');
    expect(jobs.data.list.every((j: { itemId: string }) => j.itemId === String(myItem))).toBe(true);
  });

  it('marks a job no process runs any more as failed', async () => {
    const { repetitionJob } = await import('./repetition.table.js');
    await t.db.insert(repetitionJob).values({
      serialNo: 'RD20260101000000ABCDEF01',
      itemId: myItem,
      itemName: 'Press readings',
      ownerId: supplierId,
      status: 'running',
    });
    const res = await get(supplier, '/server/item/repetitionReport?serialNo=RD20260101000000ABCDEF01');
    expect(res.data.status).toBe('failed');
    expect(res.data.error).toBe('interrupted');
  });
});
