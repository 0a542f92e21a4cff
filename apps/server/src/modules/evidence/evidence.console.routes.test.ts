import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ErrorCode, evidence } from '@datamall/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood, createUser, userIdOf } from '../../test/orders-fixture.js';
import { kmsKey, kmsKeyEvent } from '../kms/kms.table.js';
import { evidenceBlock, evidenceBlockSignature, evidenceEntry } from './evidence.table.js';
import { AGREEMENT, kit } from './evidence.test-kit.js';
import { checkReceipt } from './evidence-receipt-check.js';

let t: TestApp;
const { call, buy, setLimit } = kit(() => t);
let admin: string;
let consumer: string;
let consumerId: number;
let buyer2: string;
let buyer2Id: number;
let supplierId: number;
let orders: { id: string; orderNo: string }[] = [];

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const get = (token: string | null, url: string) => call(token, url, undefined, undefined, 'GET');
const verifyBlocks = (fromBlock: number | string, toBlock: number | string, token = admin) =>
  call(token, '/server/evidence/verifyBlocks', { fromBlock, toBlock });
const entryOf = async (seq: number) =>
  (await t.db.select().from(evidenceEntry).where(eq(evidenceEntry.seq, seq)))[0]!;

async function headsFile(token = consumer) {
  const res = await t.app.inject({ method: 'GET', url: '/server/evidence/heads', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toContain('evidence-heads.json');
  return JSON.parse(res.body) as evidence.HeadsFile;
}

/** Verifies the whole chain as the console does: in parts, one call each. */
async function verifyChain() {
  const status = (await get(admin, '/server/evidence/status')).data as evidence.LedgerStatus;
  const problems: evidence.ChainProblem[] = [];
  const last = Number(status.lastBlock);
  for (let from = 1; from <= last; from += status.maxVerifyBlocks) {
    const res = await verifyBlocks(from, Math.min(from + status.maxVerifyBlocks - 1, last));
    expect(res.code, res.msg).toBe(0);
    problems.push(...res.data.problems);
  }
  return problems;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  consumerId = await userIdOf(t, 'consumer');
  buyer2Id = await createUser(t, 'ledgerbuyer2', 1);
  buyer2 = (await loginAs(t, 'ledgerbuyer2')).token;
  supplierId = await userIdOf(t, 'supplier');
  const good = await createGood(t, { ownerId: supplierId, price: 10_000n, agreement: AGREEMENT });
  await setLimit(consumerId, 100_000_000n);
  await setLimit(buyer2Id, 100_000_000n);
  // 20 orders of 2 entries: blocks 1 and 2 sealed, block 3 open.
  for (let i = 0; i < 18; i += 1) orders.push(await buy(consumer, good));
  for (let i = 0; i < 2; i += 1) orders.push(await buy(buyer2, good));
  orders = orders.map((o) => ({ id: o.id, orderNo: o.orderNo }));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the console calls', () => {
  it('are the operator’s: another role is refused, no login is 401', async () => {
    const calls = [
      () => get(consumer, '/server/evidence/status'),
      () => call(consumer, '/server/evidence/queryBlocks', { page: 1, limit: 10 }),
      () => call(consumer, '/server/evidence/queryEntries', { page: 1, limit: 10 }),
      () => verifyBlocks(1, 1, consumer),
    ];
    for (const c of calls) expect((await c()).code).toBe(ErrorCode.FORBIDDEN);
    const supplier = (await loginAs(t, 'supplier')).token;
    expect((await verifyBlocks(1, 1, supplier)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await get(null, '/server/evidence/status')).code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('status, blocks and entries page by page, filtered by order, user, type and block', async () => {
    const status = await get(admin, '/server/evidence/status');
    expect(status.data).toMatchObject({
      entries: 40,
      blocks: 3,
      sealedBlocks: 2,
      lastBlock: '3',
      blockSize: 16,
    });
    const blocks = await call(admin, '/server/evidence/queryBlocks', { page: 1, limit: 10 });
    expect(blocks.data.total).toBe(3);
    expect(blocks.data.list.map((b: evidence.LedgerBlock) => [b.blockNo, b.entries])).toEqual([
      ['3', 8],
      ['2', 16],
      ['1', 16],
    ]);
    const open = await call(admin, '/server/evidence/queryBlocks', { page: 1, limit: 10, state: 'open' });
    expect(open.data.list.map((b: evidence.LedgerBlock) => b.blockNo)).toEqual(['3']);

    const page2 = await call(admin, '/server/evidence/queryEntries', { page: 2, limit: 10 });
    expect(page2.data.total).toBe(40);
    expect(page2.data.list.map((e: evidence.EvidenceEntry) => e.seq)).toEqual([
      '30',
      '29',
      '28',
      '27',
      '26',
      '25',
      '24',
      '23',
      '22',
      '21',
    ]);
    const ofOrder = await call(admin, '/server/evidence/queryEntries', {
      page: 1,
      limit: 10,
      orderId: orders[0]!.id,
    });
    expect(ofOrder.data.list.map((e: evidence.EvidenceEntry) => e.entryType)).toEqual([
      'order.paid',
      'order.submitted',
    ]);
    // By user: the buyer's orders, or the seller's (every order here).
    const ofBuyer2 = await call(admin, '/server/evidence/queryEntries', {
      page: 1,
      limit: 10,
      userId: buyer2Id,
    });
    expect(ofBuyer2.data.total).toBe(4);
    expect(new Set(ofBuyer2.data.list.map((e: evidence.EvidenceEntry) => e.orderId))).toEqual(
      new Set(orders.slice(18).map((o) => o.id)),
    );
    const ofSeller = await call(admin, '/server/evidence/queryEntries', {
      page: 1,
      limit: 10,
      userId: supplierId,
    });
    expect(ofSeller.data.total).toBe(40);
    const paidInBlock2 = await call(admin, '/server/evidence/queryEntries', {
      page: 1,
      limit: 20,
      entryType: 'order.paid',
      blockNo: 2,
    });
    expect(paidInBlock2.data.total).toBe(8);
    const bad = await call(admin, '/server/evidence/queryEntries', { page: 1, limit: 10, entryType: 'x' });
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
    expect(bad.data.field).toBe('entryType');
  });
});

describe('signing and the published heads', () => {
  it('signs sealed blocks with a platform key made at first need; the KMS logs the use; once per block', async () => {
    // A block altered since its seal is not signed.
    const original = await entryOf(3);
    await t.db
      .update(evidenceEntry)
      .set({ createdAt: '2000-01-01T00:00:00.000Z' })
      .where(eq(evidenceEntry.seq, 3));
    expect(await t.services.evidence.signing.signAll()).toBe(1);
    expect((await t.db.select().from(evidenceBlockSignature)).map((s) => s.blockNo)).toEqual([2]);
    await t.db.update(evidenceEntry).set(original).where(eq(evidenceEntry.seq, 3));
    expect(await t.services.evidence.signing.signAll()).toBe(1);
    expect(await t.services.evidence.signing.signAll()).toBe(0);
    const [key] = await t.db.select().from(kmsKey).where(eq(kmsKey.purpose, 'evidenceSigning'));
    expect(key).toMatchObject({ name: 'evidence-signing', algorithm: 'RSA_2048', state: 'enabled' });
    const uses = await t.db
      .select()
      .from(kmsKeyEvent)
      .where(eq(kmsKeyEvent.keyId, key!.id))
      .orderBy(asc(kmsKeyEvent.id));
    expect(uses.map((u) => [u.action, u.detail])).toEqual([
      ['create', 'RSA_2048 evidenceSigning'],
      ['sign', 'blocks 2–2'],
      ['sign', 'blocks 1–1'],
    ]);
    const blocks = await call(admin, '/server/evidence/queryBlocks', { page: 1, limit: 10, state: 'signed' });
    expect(blocks.data.list.map((b: evidence.LedgerBlock) => b.signature?.keyId)).toEqual([
      String(key!.id),
      String(key!.id),
    ]);
    const status = await get(admin, '/server/evidence/status');
    expect(status.data).toMatchObject({
      signedBlocks: 2,
      signingKey: { name: 'evidence-signing', version: 1 },
    });
  });

  it('publishes the signed heads (page and file) with the public keys to any logged-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/server/evidence/heads' });
    expect(res.json().code).toBe(ErrorCode.UNAUTHORIZED);
    const page = await call(consumer, '/server/evidence/queryHeads', { page: 1, limit: 10 });
    expect(page.data.total).toBe(2);
    expect(page.data.publicKeys).toHaveLength(1);
    const file = await headsFile();
    expect(file).toMatchObject({ format: evidence.HEADS_FORMAT, blockSize: 16 });
    expect(file.heads.map((h) => h.blockNo)).toEqual(['1', '2']);
    expect(file.heads[1]!.prevBlockHash).toBe(file.heads[0]!.blockHash);
    expect(file.publicKeys[0]!.publicKey).toContain('BEGIN PUBLIC KEY');
  });

  it('an operator disabling the key pauses the signing; a rotation signs with the new version', async () => {
    const [key] = await t.db.select().from(kmsKey).where(eq(kmsKey.purpose, 'evidenceSigning'));
    const id = String(key!.id);
    expect((await call(admin, '/server/kms/updateKeys', { action: 'disable', id })).code).toBe(0);
    const paused = await get(admin, '/server/evidence/status');
    expect(paused.data.signingKey).toBeNull();
    expect((await call(admin, '/server/kms/updateKeys', { action: 'enable', id })).code).toBe(0);
    expect((await call(admin, '/server/kms/updateKeys', { action: 'rotate', id })).code).toBe(0);
    expect((await get(admin, '/server/evidence/status')).data.signingKey.version).toBe(2);
  });
});

describe('the verification', () => {
  it('verifies the whole chain in parts, one block, and refuses bad ranges', async () => {
    expect(await verifyChain()).toEqual([]);
    const one = await verifyBlocks(2, 2);
    expect(one.data).toMatchObject({ fromBlock: '2', toBlock: '2', entries: 16, blocks: 1, valid: true });
    const toEnd = await verifyBlocks(2, 40);
    expect(toEnd.data).toMatchObject({ toBlock: '3', lastBlock: '3', entries: 24, valid: true });
    const reversed = await verifyBlocks(3, 2);
    expect(reversed.code).toBe(ErrorCode.BAD_PARAMS);
    expect(reversed.data.field).toBe('toBlock');
    expect((await verifyBlocks(1, evidence.EVIDENCE_VERIFY_MAX_BLOCKS + 1)).code).toBe(
      ErrorCode.EVIDENCE_RANGE_TOO_LONG,
    );
    expect((await verifyBlocks(9, 9)).code).toBe(ErrorCode.EVIDENCE_BLOCK_NOT_FOUND);
    expect((await verifyBlocks('x', 1)).data.field).toBe('fromBlock');
  });

  it('a byte changed in a stored entry is found and named: its sequence, block, expected and stored hash', async () => {
    const original = await entryOf(21);
    await t.db.execute(
      sql`update evidence_entry set payload = overlay(payload placing 'X' from 3 for 1) where seq = 21`,
    );
    const problems = await verifyChain();
    expect(problems).toEqual([
      {
        kind: 'entryHash',
        blockNo: '2',
        seq: '21',
        expected: expect.stringMatching(/^[0-9a-f]{64}$/),
        stored: original.hash,
      },
    ]);
    expect(problems[0]!.expected).not.toBe(original.hash);
    await t.db.update(evidenceEntry).set(original).where(eq(evidenceEntry.seq, 21));
    expect(await verifyChain()).toEqual([]);
  });

  it('a rewritten entry, block hash and chain after it are named; only the signature catches a full rewrite', async () => {
    const original = await entryOf(5);
    const forged = { ...original, payload: original.payload.replace('"quantity":1', '"quantity":9') };
    forged.hash = sha(evidence.entryHashInput(forged));
    await t.db
      .update(evidenceEntry)
      .set({ payload: forged.payload, hash: forged.hash })
      .where(eq(evidenceEntry.seq, 5));
    let problems = await verifyChain();
    expect(problems.map((p) => [p.kind, p.seq, p.blockNo])).toEqual([
      ['entryLink', '6', '1'],
      ['blockHash', null, '1'],
    ]);
    expect(problems[0]).toMatchObject({ expected: forged.hash, stored: original.hash });

    // The forger also relinks entry 6 and rewrites block 1's hash: block 2's link to it breaks, and the signature.
    const six = await entryOf(6);
    const six2 = { ...six, prevHash: forged.hash };
    six2.hash = sha(evidence.entryHashInput(six2));
    await t.db.update(evidenceEntry).set(six2).where(eq(evidenceEntry.seq, 6));
    const seven = await entryOf(7);
    await t.db.update(evidenceEntry).set({ prevHash: six2.hash }).where(eq(evidenceEntry.seq, 7));
    const [block1] = await t.db.select().from(evidenceBlock).where(eq(evidenceBlock.blockNo, 1));
    const hashes = (
      await t.db
        .select()
        .from(evidenceEntry)
        .where(eq(evidenceEntry.blockNo, 1))
        .orderBy(asc(evidenceEntry.seq))
    ).map((e) => e.hash);
    const rewritten = sha(evidence.blockHashInput(block1!.prevBlockHash, hashes));
    await t.db.update(evidenceBlock).set({ blockHash: rewritten }).where(eq(evidenceBlock.blockNo, 1));
    problems = await verifyChain();
    expect(problems.map((p) => [p.kind, p.seq, p.blockNo])).toEqual([
      ['entryHash', '7', '1'],
      ['signedHash', null, '1'],
      ['blockLink', null, '2'],
    ]);
    // Even with the signature row's hash rewritten too, the signature does not verify.
    await t.db
      .update(evidenceBlockSignature)
      .set({ blockHash: rewritten })
      .where(eq(evidenceBlockSignature.blockNo, 1));
    problems = await verifyChain();
    expect(problems.map((p) => [p.kind, p.blockNo])).toContainEqual(['signature', '1']);

    await t.db.update(evidenceEntry).set(original).where(eq(evidenceEntry.seq, 5));
    await t.db.update(evidenceEntry).set(six).where(eq(evidenceEntry.seq, 6));
    await t.db.update(evidenceEntry).set(seven).where(eq(evidenceEntry.seq, 7));
    await t.db
      .update(evidenceBlock)
      .set({ blockHash: block1!.blockHash })
      .where(eq(evidenceBlock.blockNo, 1));
    await t.db
      .update(evidenceBlockSignature)
      .set({ blockHash: block1!.blockHash! })
      .where(eq(evidenceBlockSignature.blockNo, 1));
    expect(await verifyChain()).toEqual([]);
  });

  it('a deleted entry, a moved head and an entry moved to another block are named', async () => {
    const last = await entryOf(40);
    await t.db.delete(evidenceEntry).where(eq(evidenceEntry.seq, 40));
    const problems = await verifyChain();
    expect(problems.map((p) => [p.kind, p.seq, p.blockNo])).toEqual([
      ['entryMissing', '40', '3'],
      ['head', '40', '3'],
    ]);
    await t.db.insert(evidenceEntry).values(last);
    expect(await verifyChain()).toEqual([]);

    // An entry moved to another block.
    await t.db.update(evidenceEntry).set({ blockNo: 1 }).where(eq(evidenceEntry.seq, 20));
    const moved = await verifyChain();
    expect(moved.map((p) => [p.kind, p.seq, p.blockNo])).toEqual([
      ['entryBlock', '20', '2'],
      ['blockHash', null, '1'],
      ['blockHash', null, '2'],
    ]);
    expect(moved[0]).toMatchObject({ expected: '2', stored: '1' });
    await t.db.update(evidenceEntry).set({ blockNo: 2 }).where(eq(evidenceEntry.seq, 20));
    expect(await verifyChain()).toEqual([]);
  });
});

describe('the receipt verifier', () => {
  const receiptOf = async (orderId: string, token = consumer) => {
    const res = await get(token, `/server/evidence/receipt?orderId=${orderId}`);
    expect(res.code, res.msg).toBe(0);
    return res.data as evidence.Receipt;
  };

  it('accepts a good receipt against the published heads, and the file the web saves', async () => {
    const receipt = await receiptOf(orders[3]!.id);
    expect(receipt.blocks).toHaveLength(1);
    expect(receipt.blocks[0]!.entryHashes).toHaveLength(16);
    expect(receipt.blocks[0]!.signature?.publicKey).toContain('BEGIN PUBLIC KEY');
    const heads = await headsFile();
    const check = checkReceipt(receipt, heads);
    expect(check.failures).toEqual([]);
    expect(check).toMatchObject({ ok: true, warnings: [] });
    expect(checkReceipt({ readable: { title: 'x' }, ...receipt }, heads).ok).toBe(true);
    // Without heads: checked with the key the receipt carries, and said so.
    const alone = checkReceipt(receipt, null);
    expect(alone.ok).toBe(true);
    expect(alone.warnings.join()).toContain('--heads');
    // An order of the open block: its entries are checked by hash, the block is named as not sealed yet.
    const open = checkReceipt(await receiptOf(orders[19]!.id, buyer2), heads);
    expect(open.ok).toBe(true);
    expect(open.warnings.join()).toContain('block 3 is not sealed yet');
  });

  it('refuses a tampered receipt, naming what fails, even one whose hashes were all recomputed', async () => {
    const receipt = await receiptOf(orders[3]!.id);
    const heads = await headsFile();
    const changed = structuredClone(receipt);
    changed.entries[0]!.payload = changed.entries[0]!.payload.replace('"amount":"10000"', '"amount":"1"');
    const check = checkReceipt(changed, heads);
    expect(check.ok).toBe(false);
    expect(check.failures[0]).toContain(`entry ${receipt.entries[0]!.seq} (order.submitted)`);

    // Recomputed: the entry, the next one's link, the block's entry hashes and hash. The signature still fails.
    const forged = structuredClone(changed);
    const [first, second] = forged.entries;
    const block = forged.blocks[0]!;
    const at = (e: evidence.EvidenceEntry) => Number(e.seq) - Number(block.firstSeq);
    first!.hash = sha(evidence.entryHashInput(first!));
    block.entryHashes[at(first!)] = first!.hash;
    second!.prevHash = first!.hash;
    second!.hash = sha(evidence.entryHashInput(second!));
    block.entryHashes[at(second!)] = second!.hash;
    block.blockHash = sha(evidence.blockHashInput(block.prevBlockHash, block.entryHashes));
    const refused = checkReceipt(forged, heads);
    expect(refused.ok).toBe(false);
    expect(refused.failures).toEqual([expect.stringContaining('block 1: blockHash')]);
    // Against the key it carries, the old signature does not verify the new head either.
    expect(checkReceipt(forged, null).failures).toEqual(['block 1: the signature does not verify']);
  });

  it('npm run verify-receipt: exit 0 for a good receipt, non-zero naming what failed for a tampered one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-'));
    const receipt = await receiptOf(orders[3]!.id);
    fs.writeFileSync(path.join(dir, 'receipt.json'), JSON.stringify(receipt));
    fs.writeFileSync(path.join(dir, 'heads.json'), JSON.stringify(await headsFile()));
    const cli = (file: string) =>
      run(
        process.execPath,
        [
          '--import',
          'tsx',
          'apps/server/src/cli/verify-receipt.ts',
          path.join(dir, file),
          '--heads',
          path.join(dir, 'heads.json'),
        ],
        {
          cwd: ROOT,
        },
      );
    const good = await cli('receipt.json');
    expect(good.stdout).toContain('VALID');
    receipt.entries[1]!.createdAt = receipt.entries[1]!.createdAt.replace(/.$/, '1');
    fs.writeFileSync(path.join(dir, 'tampered.json'), JSON.stringify(receipt));
    const bad = await cli('tampered.json').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(bad?.code).toBe(1);
    expect(bad?.stderr).toContain(`entry ${receipt.entries[1]!.seq}`);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
