import { createHash } from 'node:crypto';
import { ErrorCode, evidence } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError, badParam } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import { toEntry, toLedgerBlock } from './evidence.presenter.js';
import * as repo from './evidence.repository.js';
import { verifyHeadSignature } from './evidence-receipt-check.js';
import type { EvidenceSigningService } from './evidence-signing.service.js';

const { GENESIS_HASH, entryHashInput, blockHashInput } = evidence;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** Problems listed per verification at most (a rewritten chain breaks everywhere after the change). */
const MAX_PROBLEMS = 200;

export interface EvidenceConsoleDeps {
  db: Db;
  clock: Clock;
  signing: Pick<EvidenceSigningService, 'publicKey' | 'currentKey'>;
  blockSize: number;
}

/**
 * The ledger's console (operator): its size and head, blocks and entries page by page, and the verification of a
 * range of blocks that names every entry and block that fails and why. A whole chain is verified in parts of at
 * most EVIDENCE_VERIFY_MAX_BLOCKS blocks, one call each, so no call holds the server for long.
 */
export class EvidenceConsoleService {
  constructor(private readonly deps: EvidenceConsoleDeps) {}

  async status(): Promise<evidence.LedgerStatus> {
    const [counts, head, signingKey] = await Promise.all([
      repo.ledgerCounts(this.deps.db),
      repo.findHead(this.deps.db),
      this.deps.signing.currentKey(),
    ]);
    return {
      entries: head?.lastSeq ?? 0,
      blocks: counts.blocks,
      sealedBlocks: counts.sealed,
      signedBlocks: counts.signed,
      lastBlock: String(counts.lastBlock),
      headSeq: String(head?.lastSeq ?? 0),
      headHash: head?.lastHash ?? GENESIS_HASH,
      blockSize: this.deps.blockSize,
      maxVerifyBlocks: evidence.EVIDENCE_VERIFY_MAX_BLOCKS,
      signingKey,
    };
  }

  async pageBlocks(page: PageRequest, filter: repo.BlockFilter) {
    const found = await repo.pageBlocks(this.deps.db, filter, (page.page - 1) * page.limit, page.limit);
    return { total: found.total, list: found.list.map((r) => toLedgerBlock(r.block, r.signature)) };
  }

  async pageEntries(page: PageRequest, filter: repo.EntryFilter) {
    const found = await repo.pageEntries(this.deps.db, filter, (page.page - 1) * page.limit, page.limit);
    return { total: found.total, list: found.list.map(toEntry) };
  }

  /**
   * Verifies blocks `fromBlock`..`toBlock` (capped at the last block): each entry's sequence (gapless, in the block
   * its number gives), hash and link to the entry before it (the one before the range included), each block's range,
   * link to the block before it, hash and signature (with the public key that is published), and the head when the
   * range reaches the end of the chain. Each problem names the entry or block with the expected and stored value.
   */
  async verifyBlocks(fromBlock: number, toBlock: number): Promise<evidence.RangeVerification> {
    if (toBlock < fromBlock) throw badParam('toBlock', 'tooSmall', { n: fromBlock });
    const max = evidence.EVIDENCE_VERIFY_MAX_BLOCKS;
    if (toBlock - fromBlock + 1 > max) throw new AppError(ErrorCode.EVIDENCE_RANGE_TOO_LONG, { max });
    const db = this.deps.db;
    const size = this.deps.blockSize;
    const { lastBlock } = await repo.ledgerCounts(db);
    if (fromBlock > lastBlock) {
      throw new AppError(ErrorCode.EVIDENCE_BLOCK_NOT_FOUND, { blockNo: fromBlock, lastBlock });
    }
    const to = Math.min(toBlock, lastBlock);
    const firstSeq = (fromBlock - 1) * size + 1;
    const [blocks, entries, placed, previousBlock, head] = await Promise.all([
      repo.blocksBetween(db, fromBlock, to),
      repo.entriesBetween(db, Math.max(firstSeq - 1, 1), to * size),
      repo.entriesInBlocks(db, fromBlock, to),
      fromBlock > 1 ? repo.findBlock(db, fromBlock - 1) : Promise.resolve(null),
      repo.findHead(db),
    ]);
    const signatures = new Map(
      (
        await repo.signaturesOf(
          db,
          blocks.map((b) => b.blockNo),
        )
      ).map((s) => [s.blockNo, s]),
    );
    const problems: evidence.ChainProblem[] = [];
    const add = (
      kind: evidence.ProblemKind,
      blockNo: number,
      seq: number | null,
      expected: string | null,
      stored: string | null,
    ) => {
      if (problems.length < MAX_PROBLEMS) {
        problems.push({
          kind,
          blockNo: String(blockNo),
          seq: seq === null ? null : String(seq),
          expected,
          stored,
        });
      }
    };
    const blockOf = (seq: number) => Math.floor((seq - 1) / size) + 1;

    // Entries: the one before the range only gives the first link.
    const bySeq = new Map(entries.map((e) => [e.seq, e]));
    const lastSeqOfRange = Math.min(to * size, Math.max(head?.lastSeq ?? 0, entries.at(-1)?.seq ?? 0));
    const hashesOf = new Map<number, string[]>();
    let prevHash: string | null = firstSeq === 1 ? GENESIS_HASH : (bySeq.get(firstSeq - 1)?.hash ?? null);
    let count = 0;
    for (let seq = firstSeq; seq <= lastSeqOfRange; seq += 1) {
      const e = bySeq.get(seq);
      const blockNo = blockOf(seq);
      if (!e) {
        add('entryMissing', blockNo, seq, String(seq), null);
        prevHash = null;
        continue;
      }
      count += 1;
      const recomputed = sha256(entryHashInput(e));
      if (recomputed !== e.hash) add('entryHash', blockNo, seq, recomputed, e.hash);
      if (prevHash !== null && e.prevHash !== prevHash) add('entryLink', blockNo, seq, prevHash, e.prevHash);
      if (e.blockNo !== blockNo) add('entryBlock', blockNo, seq, String(blockNo), String(e.blockNo));
      const list = hashesOf.get(e.blockNo) ?? [];
      list.push(e.hash);
      hashesOf.set(e.blockNo, list);
      prevHash = e.hash;
    }
    // Entries of other sequences recorded in these blocks (those of the range were named above).
    for (const p of placed) {
      if (p.seq >= firstSeq && p.seq <= to * size) continue;
      add('entryBlock', p.blockNo, p.seq, String(blockOf(p.seq)), String(p.blockNo));
    }

    // Blocks: range, link, hash, signature.
    let prevBlockHash: string | null = fromBlock === 1 ? GENESIS_HASH : (previousBlock?.blockHash ?? null);
    let unsigned = 0;
    const byNo = new Map(blocks.map((b) => [b.blockNo, b]));
    for (let no = fromBlock; no <= to; no += 1) {
      const b = byNo.get(no);
      if (!b) {
        add('blockRange', no, null, String(no), null);
        prevBlockHash = null;
        continue;
      }
      const expectedFirst = (no - 1) * size + 1;
      const expectedLast = b.blockHash === null ? (head?.lastSeq ?? b.lastSeq) : no * size;
      if (b.firstSeq !== expectedFirst || b.lastSeq !== expectedLast) {
        add('blockRange', no, null, `${expectedFirst}–${expectedLast}`, `${b.firstSeq}–${b.lastSeq}`);
      }
      if (prevBlockHash !== null && b.prevBlockHash !== prevBlockHash) {
        add('blockLink', no, null, prevBlockHash, b.prevBlockHash);
      }
      if (b.blockHash !== null) {
        const recomputed = sha256(blockHashInput(b.prevBlockHash, hashesOf.get(no) ?? []));
        if (recomputed !== b.blockHash) add('blockHash', no, null, recomputed, b.blockHash);
        await this.checkSignature(b, signatures.get(no), add, () => {
          unsigned += 1;
        });
      }
      prevBlockHash = b.blockHash;
    }

    // The head, when the range ends the chain.
    if (to === lastBlock) {
      const last = entries.at(-1);
      const stored = head ? `${head.lastSeq} ${head.lastHash}` : null;
      const expected = last ? `${last.seq} ${last.hash}` : null;
      if (last && stored !== expected) add('head', to, head?.lastSeq ?? null, expected, stored);
    }
    return {
      fromBlock: String(fromBlock),
      toBlock: String(to),
      lastBlock: String(lastBlock),
      entries: count,
      blocks: blocks.length,
      unsignedBlocks: unsigned,
      valid: problems.length === 0,
      problems,
      verifiedAt: this.deps.clock.now().toISOString(),
    };
  }

  private async checkSignature(
    block: repo.BlockRow,
    signature: repo.SignatureRow | undefined,
    add: (kind: evidence.ProblemKind, blockNo: number, seq: null, expected: string, stored: string) => void,
    onUnsigned: () => void,
  ) {
    if (!signature) {
      onUnsigned();
      return;
    }
    if (signature.blockHash !== block.blockHash) {
      add('signedHash', block.blockNo, null, signature.blockHash, block.blockHash!);
      return;
    }
    const key = await this.deps.signing.publicKey(signature.keyId, signature.keyVersion);
    const head = { ...block, blockHash: block.blockHash! };
    const sig = { algorithm: signature.algorithm as 'RSA_2048', signature: signature.signature };
    if (!key?.publicKey || !verifyHeadSignature(head, sig, key.publicKey)) {
      add(
        'signature',
        block.blockNo,
        null,
        `${signature.keyId} v${signature.keyVersion}`,
        signature.signature,
      );
    }
  }
}
