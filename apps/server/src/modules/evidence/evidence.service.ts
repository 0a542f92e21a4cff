import { createHash } from 'node:crypto';
import { evidence, formatMoney } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import { takeWrites } from '../../platform/write-batch.js';
import type { KmsService } from '../kms/kms.service.js';
import type { OrderService } from '../orders/orders.service.js';
import { toBlock, toEntry, toSignature } from './evidence.presenter.js';
import * as repo from './evidence.repository.js';
import { EvidenceConsoleService } from './evidence-console.service.js';
import { EvidenceSigningService } from './evidence-signing.service.js';

const { GENESIS_HASH, canonicalJson, entryHashInput, blockHashInput } = evidence;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const OPERATOR = 0;

export interface EvidenceServiceDeps {
  db: Db;
  clock: Clock;
  orders: Pick<OrderService, 'findOrder'>;
  /** Signs sealed blocks' heads (evidence-signing.service.ts). */
  kms: Pick<KmsService, 'platformKeyPair' | 'findPlatformKeyPair' | 'signMany' | 'publicKeys'>;
  /** Entries per block (EVIDENCE_BLOCK_SIZE unless a test says otherwise). */
  blockSize?: number;
}

export interface AppendInput {
  entryType: evidence.EvidenceType;
  orderId: number;
  payload: Record<string, unknown>;
}

export const entryHash = (e: repo.EntryRow) => sha256(entryHashInput(e));

/**
 * The hash-chained evidence ledger. `append` runs inside the caller's transaction (the order change it
 * records): it locks the head row, so appends are chained one at a time and an entry exists only if the change
 * committed. Verification recomputes every hash and link.
 */
export class EvidenceService {
  private headExists = false;
  /** Signing of sealed blocks and the published heads. */
  readonly signing: EvidenceSigningService;
  /** The operator's console: blocks, entries, range verification. */
  readonly console: EvidenceConsoleService;

  constructor(private readonly deps: EvidenceServiceDeps) {
    const { db, clock, kms } = deps;
    this.signing = new EvidenceSigningService({ db, clock, kms, blockSize: this.blockSize });
    this.console = new EvidenceConsoleService({
      db,
      clock,
      signing: this.signing,
      blockSize: this.blockSize,
    });
  }

  private get blockSize() {
    return this.deps.blockSize ?? evidence.EVIDENCE_BLOCK_SIZE;
  }

  /**
   * Appends one entry inside `tx` (use the transaction of the recorded change). The chain step, with the block's
   * opening or sealing, is one statement (repo.chainEntry); the hash PostgreSQL computed is checked against ours
   * (before the commit, unless `endsTransaction`).
   * `endsTransaction`: nothing else runs in `tx` after it, so the statement is committed with it and the ledger's
   * head is locked for the shortest time (platform/commit-with.ts).
   */
  async append(
    tx: DbOrTx,
    input: AppendInput,
    options: { endsTransaction?: boolean } = {},
  ): Promise<evidence.EvidenceEntry> {
    const entry = {
      entryType: input.entryType,
      orderId: input.orderId,
      payload: canonicalJson(input.payload),
      createdAt: this.deps.clock.now().toISOString(),
    };
    // The head row is created once (it is never deleted): a chain statement without it fails. It is known to
    // exist for good once an insert finds it there (committed: ON CONFLICT waits for an open insert of it).
    if (!this.headExists && !(await repo.createHead(tx, GENESIS_HASH))) this.headExists = true;
    // The transaction's deferred writes go in the same statement.
    const row = await repo.chainEntry(tx, entry, this.blockSize, takeWrites(tx), options.endsTransaction);
    // A mismatch is a bug (the formulas are tested to agree). With endsTransaction the change has committed by
    // now: the caller gets the error, and verification shows the entry as broken.
    if (entryHash(row) !== row.hash)
      throw new Error(`evidence entry ${row.seq}: the database hashed it otherwise`);
    return toEntry(row);
  }

  /** The order if `actor` may see its evidence (buyer, seller of the good, operator), else 404. */
  private async orderFor(actor: Actor, orderId: number, buyerOnly: boolean) {
    const order = await this.deps.orders.findOrder(this.deps.db, orderId);
    if (!order) throw notFound();
    const buyer = order.consumerId === actor.userId;
    const allowed = buyerOnly
      ? buyer
      : buyer || order.sellerId === actor.userId || actor.roleType === OPERATOR;
    if (!allowed) throw notFound();
    return order;
  }

  async verify(actor: Actor, orderId: number): Promise<evidence.VerifyResult> {
    await this.orderFor(actor, orderId, false);
    return this.verifyOrder(orderId);
  }

  /** Checks the order's entries (with their neighbours and blocks) and walks the whole chain. */
  async verifyOrder(orderId: number): Promise<evidence.VerifyResult> {
    const db = this.deps.db;
    const broken = new Set<number>();
    const brokenBlocks = new Set<number>();
    const entries = await repo.entriesOfOrder(db, orderId);
    const neighbourSeqs = entries.flatMap((e) => [e.seq - 1, e.seq + 1]);
    const neighbours = new Map((await repo.entriesBySeq(db, neighbourSeqs)).map((e) => [e.seq, e]));
    const head = await repo.findHead(db);
    for (const e of entries) {
      const prev = neighbours.get(e.seq - 1);
      const next = neighbours.get(e.seq + 1);
      const linkedBefore = e.seq === 1 ? e.prevHash === GENESIS_HASH : prev?.hash === e.prevHash;
      // The last entry of the chain is the head; any other needs its successor pointing back at it.
      const linkedAfter = next
        ? next.prevHash === e.hash
        : head?.lastSeq === e.seq && head.lastHash === e.hash;
      if (entryHash(e) !== e.hash || !linkedBefore || !linkedAfter) broken.add(e.seq);
    }
    for (const blockNo of new Set(entries.map((e) => e.blockNo))) {
      if (!(await this.blockValid(db, blockNo))) brokenBlocks.add(blockNo);
    }
    const orderValid = broken.size === 0 && brokenBlocks.size === 0;
    const chain = await this.verifyChain();
    for (const s of chain.broken) broken.add(s);
    for (const b of chain.brokenBlocks) brokenBlocks.add(b);
    return {
      orderId: String(orderId),
      orderValid,
      orderEntries: entries.length,
      chainValid: chain.valid,
      chainEntries: chain.count,
      brokenSeqs: [...broken].sort((a, b) => a - b).map(String),
      brokenBlocks: [...brokenBlocks].sort((a, b) => a - b).map(String),
      headHash: chain.headHash,
      verifiedAt: this.deps.clock.now().toISOString(),
    };
  }

  private async blockValid(db: DbOrTx, blockNo: number) {
    const block = await repo.findBlock(db, blockNo);
    if (!block) return false;
    if (block.blockHash === null) return true;
    const hashes = (await repo.entriesOfBlock(db, blockNo)).map((e) => e.hash);
    return sha256(blockHashInput(block.prevBlockHash, hashes)) === block.blockHash;
  }

  /** Walks every entry in order: gapless sequence, links, hashes; every sealed block; the head. */
  async verifyChain() {
    const db = this.deps.db;
    const broken: number[] = [];
    const brokenBlocks: number[] = [];
    const blocks = new Map((await repo.allBlocks(db)).map((b) => [b.blockNo, b]));
    const blockHashes = new Map<number, string[]>();
    let prevHash = GENESIS_HASH;
    let expected = 1;
    let count = 0;
    for (;;) {
      const batch = await repo.entriesAfter(db, expected - 1, 2000);
      if (!batch.length) break;
      for (const e of batch) {
        if (e.seq !== expected || e.prevHash !== prevHash || entryHash(e) !== e.hash) broken.push(e.seq);
        const list = blockHashes.get(e.blockNo) ?? [];
        list.push(e.hash);
        blockHashes.set(e.blockNo, list);
        prevHash = e.hash;
        expected = e.seq + 1;
        count += 1;
      }
    }
    let prevBlockHash = GENESIS_HASH;
    for (const [blockNo, block] of blocks) {
      const hashes = blockHashes.get(blockNo) ?? [];
      const sealed = block.blockHash !== null;
      const expectedHash = sha256(blockHashInput(block.prevBlockHash, hashes));
      if (block.prevBlockHash !== prevBlockHash || (sealed && expectedHash !== block.blockHash)) {
        brokenBlocks.push(blockNo);
      }
      if (!sealed) break;
      prevBlockHash = block.blockHash!;
    }
    const head = await repo.findHead(db);
    const headHash = head?.lastHash ?? GENESIS_HASH;
    const headValid = (head?.lastSeq ?? 0) === count && headHash === prevHash;
    return {
      valid: broken.length === 0 && brokenBlocks.length === 0 && headValid,
      count,
      broken,
      brokenBlocks,
      headHash,
    };
  }

  /**
   * The buyer's receipt: the order's entries, their blocks with every entry hash and the block's signature (the
   * sealed ones are signed first if the job has not yet), and a fresh verification: everything
   * `npm run verify-receipt` (cli/verify-receipt.ts) needs to check it offline against the published heads.
   */
  async receipt(actor: Actor, orderId: number): Promise<evidence.Receipt> {
    const order = await this.orderFor(actor, orderId, true);
    const db = this.deps.db;
    const entries = await repo.entriesOfOrder(db, orderId);
    const blockNos = [...new Set(entries.map((e) => e.blockNo))];
    await this.signing.signBeforeShowing(blockNos.length, blockNos);
    const [blocks, signatures] = await Promise.all([
      repo.blocksByNo(db, blockNos),
      repo.signaturesOf(db, blockNos),
    ]);
    const signatureOf = new Map(signatures.map((s) => [s.blockNo, s]));
    const receiptBlocks: evidence.ReceiptBlock[] = [];
    for (const b of blocks) {
      const s = signatureOf.get(b.blockNo);
      const key = s ? await this.signing.publicKey(s.keyId, s.keyVersion) : null;
      receiptBlocks.push({
        ...toBlock(b),
        entryHashes: (await repo.entriesOfBlock(db, b.blockNo)).map((e) => e.hash),
        signature: s && key?.publicKey ? { ...toSignature(s), publicKey: key.publicKey } : null,
      });
    }
    return {
      orderId: String(order.id),
      orderNo: order.orderNo,
      itemName: order.itemName,
      skuName: order.skuName,
      amount: order.amount.toString(),
      amountYuan: formatMoney(order.amount),
      consumerName: order.consumerName,
      hashAlgorithm: 'SHA-256',
      hashFormula: evidence.HASH_FORMULA,
      entries: entries.map(toEntry),
      blocks: receiptBlocks,
      signingFormula: evidence.SIGNING_FORMULA,
      verification: await this.verifyOrder(orderId),
      issuedAt: this.deps.clock.now().toISOString(),
    };
  }
}
