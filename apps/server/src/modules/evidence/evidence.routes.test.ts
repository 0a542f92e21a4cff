import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, evidence } from '@datamall/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../platform/db.js';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, newAccount, userIdOf } from '../../test/orders-fixture.js';
import { orderInfo } from '../orders/orders.table.js';
import { evidenceBlock, evidenceEntry, evidenceHead } from './evidence.table.js';
import { AGREEMENT, kit } from './evidence.test-kit.js';

let t: TestApp;
const { call, submit, buy, pay, setLimit } = kit(() => t);
let consumer: string;
let consumerId: number;
let other: string;
let supplier: string;
let supplier2: string;
let admin: string;
let good: { itemId: number; skuId: number };

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const verify = (token: string | null, orderId: unknown) =>
  call(token, '/server/evidence/verify', { orderId });
const receipt = (token: string | null, orderId: string) =>
  call(token, `/server/evidence/receipt?orderId=${orderId}`, undefined, undefined, 'GET');

/** Puts back what a tampering test changed, so later tests start from a valid chain. */
async function restore(seq: number, row: typeof evidenceEntry.$inferSelect) {
  await t.db.update(evidenceEntry).set(row).where(eq(evidenceEntry.seq, seq));
}

beforeAll(async () => {
  t = await startTestApp();
  consumer = (await loginAs(t, 'consumer')).token;
  consumerId = await userIdOf(t, 'consumer');
  const otherId = await createUser(t, 'evbuyer2', 1);
  other = (await loginAs(t, 'evbuyer2')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  supplier2 = (await newAccount(t, 'evseller2', 3)).token;
  admin = (await loginAs(t, 'admin')).token;
  good = await createGood(t, {
    ownerId: await userIdOf(t, 'supplier'),
    price: 10_000n,
    agreement: AGREEMENT,
  });
  await setLimit(consumerId, 100_000_000n);
  await setLimit(otherId, 100_000_000n);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the ledger', () => {
  it('records submit and payment in the order transaction, hash-chained, and verifies them', async () => {
    const order = await buy(consumer, good);
    const entries = await t.db
      .select()
      .from(evidenceEntry)
      .where(eq(evidenceEntry.orderId, Number(order.id)))
      .orderBy(asc(evidenceEntry.seq));
    expect(entries.map((e) => e.entryType)).toEqual(['order.submitted', 'order.paid']);
    const [submitted, paid] = entries;
    expect(JSON.parse(submitted!.payload)).toMatchObject({ orderNo: order.orderNo, amount: '10000' });
    // Canonical payload: sorted keys, no spaces.
    expect(submitted!.payload).toBe(evidence.canonicalJson(JSON.parse(submitted!.payload)));
    expect(paid!.prevHash).toBe(submitted!.hash);
    expect(paid!.hash).toBe(sha(evidence.entryHashInput(paid!)));

    const res = await verify(consumer, order.id);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ orderValid: true, chainValid: true, orderEntries: 2, brokenSeqs: [] });
    expect(res.data.headHash).toBe(paid!.hash);
  });

  it('a cancelled or failed payment writes nothing; the seller and the operator may verify', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(evidenceEntry))[0]!.n;
    const order = await submit(other, good);
    await setLimit(await userIdOf(t, 'evbuyer2'), 0n);
    expect((await pay(other, order.id)).code).toBe(ErrorCode.CREDIT_INSUFFICIENT);
    await setLimit(await userIdOf(t, 'evbuyer2'), 100_000_000n);
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(evidenceEntry))[0]!.n;
    expect(after).toBe(before + 1);
    expect((await verify(supplier, order.id)).data.orderEntries).toBe(1);
    expect((await verify(admin, order.id)).data.chainValid).toBe(true);
  });

  it('groups entries into blocks of 16 chained by block hash', async () => {
    for (let i = 0; i < 8; i += 1) await buy(consumer, good);
    const blocks = await t.db.select().from(evidenceBlock).orderBy(asc(evidenceBlock.blockNo));
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    const first = blocks[0]!;
    expect(first).toMatchObject({ firstSeq: 1, lastSeq: 16 });
    const hashes = (
      await t.db
        .select()
        .from(evidenceEntry)
        .where(eq(evidenceEntry.blockNo, 1))
        .orderBy(asc(evidenceEntry.seq))
    ).map((e) => e.hash);
    expect(hashes).toHaveLength(16);
    expect(first.blockHash).toBe(sha(evidence.blockHashInput(evidence.GENESIS_HASH, hashes)));
    expect(blocks[1]!.prevBlockHash).toBe(first.blockHash);
  });

  it('detects a tampered payload, a re-hashed entry and a tampered block', async () => {
    const order = await buy(consumer, good);
    const [entry] = await t.db
      .select()
      .from(evidenceEntry)
      .where(eq(evidenceEntry.orderId, Number(order.id)))
      .orderBy(asc(evidenceEntry.seq));
    const original = { ...entry! };

    // 1. The amount is changed in place.
    await t.db.execute(
      sql`update evidence_entry set payload = replace(payload, '"amount":"10000"', '"amount":"1"') where seq = ${entry!.seq}`,
    );
    let res = await verify(consumer, order.id);
    expect(res.data).toMatchObject({ orderValid: false, chainValid: false });
    expect(res.data.brokenSeqs).toContain(String(entry!.seq));
    await restore(entry!.seq, original);
    expect((await verify(consumer, order.id)).data).toMatchObject({ orderValid: true, chainValid: true });

    // 2. The payload and its own hash are both rewritten: the next entry's link no longer matches.
    const forged = { ...original, payload: original.payload.replace('"quantity":1', '"quantity":9') };
    forged.hash = sha(evidence.entryHashInput(forged));
    await t.db.update(evidenceEntry).set(forged).where(eq(evidenceEntry.seq, original.seq));
    res = await verify(consumer, order.id);
    expect(res.data).toMatchObject({ orderValid: false, chainValid: false });
    await restore(entry!.seq, original);

    // 3. A sealed block's hash is changed.
    await t.db
      .update(evidenceBlock)
      .set({ blockHash: 'f'.repeat(64) })
      .where(eq(evidenceBlock.blockNo, 1));
    res = await verify(consumer, order.id);
    expect(res.data.chainValid).toBe(false);
    expect(res.data.brokenBlocks).toContain('1');
    const hashes = (
      await t.db
        .select()
        .from(evidenceEntry)
        .where(eq(evidenceEntry.blockNo, 1))
        .orderBy(asc(evidenceEntry.seq))
    ).map((e) => e.hash);
    await t.db
      .update(evidenceBlock)
      .set({ blockHash: sha(evidence.blockHashInput(evidence.GENESIS_HASH, hashes)) })
      .where(eq(evidenceBlock.blockNo, 1));

    // 4. An entry is deleted: the chain has a gap.
    const [last] = await t.db
      .select()
      .from(evidenceEntry)
      .where(eq(evidenceEntry.seq, original.seq + 1));
    await t.db.delete(evidenceEntry).where(eq(evidenceEntry.seq, original.seq + 1));
    expect((await verify(consumer, order.id)).data).toMatchObject({ orderValid: false, chainValid: false });
    await t.db.insert(evidenceEntry).values(last!);
    expect((await verify(consumer, order.id)).data).toMatchObject({ orderValid: true, chainValid: true });
  });

  it('50 concurrent pays (10 consumers × 5 orders) produce one valid, gapless chain', async () => {
    const buyers: { token: string; orderId: string }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const id = await createUser(t, `evc${i}`, 1);
      await setLimit(id, 1_000_000n);
      const token = (await loginAs(t, `evc${i}`)).token;
      for (let j = 0; j < 5; j += 1) buyers.push({ token, orderId: (await submit(token, good)).id });
    }
    const answers = await Promise.all(buyers.map((b) => pay(b.token, b.orderId)));
    expect(answers.map((a) => a.code)).toEqual(answers.map(() => 0));
    const res = await verify(admin, buyers[0]!.orderId);
    expect(res.data).toMatchObject({ chainValid: true, brokenSeqs: [], brokenBlocks: [] });
    const seqs = (
      await t.db.select({ seq: evidenceEntry.seq }).from(evidenceEntry).orderBy(asc(evidenceEntry.seq))
    ).map((r) => r.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(res.data.chainEntries).toBe(seqs.length);
    const paid = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(evidenceEntry)
      .where(eq(evidenceEntry.entryType, 'order.paid'));
    const paidOrders = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderInfo)
      .where(eq(orderInfo.payStatus, 1));
    expect(paid[0]!.n).toBe(paidOrders[0]!.n);
  }, 120_000);

  it("migration 0022's formula for the head's block input gives the value the appends keep", async () => {
    // The head's block input after all the appends above (some blocks sealed, one open) ...
    const headInput = async () =>
      (await t.db.select({ input: evidenceHead.blockInput }).from(evidenceHead))[0]!.input;
    const kept = await headInput();
    expect(
      kept.startsWith(
        (await t.db.select().from(evidenceBlock).orderBy(desc(evidenceBlock.blockNo)))[0]!.prevBlockHash,
      ),
    ).toBe(true);
    // ... is what the migration computes from the entries and blocks of a ledger written before the column.
    const migration = fs.readFileSync(
      path.join(MIGRATIONS_FOLDER, '0022_evidence_head_block_input.sql'),
      'utf8',
    );
    const update = migration.split('--> statement-breakpoint').find((part) => /^\s*UPDATE/im.test(part))!;
    await t.db.update(evidenceHead).set({ blockInput: 'stale' });
    await t.db.execute(sql.raw(update));
    expect(await headInput()).toBe(kept);
  });
});

describe('calls', () => {
  it('verify: 401 without login, 400 bad id, 404 for another consumer and another seller', async () => {
    const order = await buy(consumer, good);
    expect((await verify(null, order.id)).code).toBe(ErrorCode.UNAUTHORIZED);
    const bad = await verify(consumer, 'abc');
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
    expect(bad.data.field).toBe('orderId');
    expect((await verify(other, order.id)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await verify(supplier2, order.id)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await verify(consumer, '999999999')).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('receipt: the buyer gets entries, blocks and a verification; others 404, sellers 403', async () => {
    const order = await buy(consumer, good);
    const res = await receipt(consumer, order.id);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({
      orderId: order.id,
      orderNo: order.orderNo,
      amount: '10000',
      amountYuan: '1.00',
      hashAlgorithm: 'SHA-256',
      verification: { orderValid: true, chainValid: true },
    });
    expect(res.data.entries.map((e: { entryType: string }) => e.entryType)).toEqual([
      'order.submitted',
      'order.paid',
    ]);
    // Everything needed to recompute each hash is in the receipt.
    for (const e of res.data.entries) expect(sha(evidence.entryHashInput(e))).toBe(e.hash);
    expect(res.data.blocks.length).toBeGreaterThanOrEqual(1);
    expect((await receipt(other, order.id)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await receipt(supplier, order.id)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await receipt(null, order.id)).code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await receipt(consumer, 'x')).code).toBe(ErrorCode.BAD_PARAMS);
  });
});
