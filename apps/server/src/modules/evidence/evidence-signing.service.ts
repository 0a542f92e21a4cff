import { createHash } from 'node:crypto';
import { evidence } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { startIntervalJob } from '../../platform/interval-job.js';
import type { PageRequest } from '../../platform/paging.js';
import type { KmsService } from '../kms/kms.service.js';
import { type PublicKeyRow, toBlock, toHeadsPublicKey, toSignedHead } from './evidence.presenter.js';
import * as repo from './evidence.repository.js';

/** The KMS key the platform makes at first need, and who the KMS logs as using it. */
export const SIGNING_KEY_NAME = 'evidence-signing';
const KMS_USER = 'evidence';
const PURPOSE = 'evidenceSigning';
/** Blocks signed per KMS use (one logged use each). */
const SIGN_BATCH = 200;
/** Heads read per query while writing the heads file. */
const FILE_BATCH = 5000;

export interface EvidenceSigningDeps {
  db: Db;
  clock: Clock;
  kms: Pick<KmsService, 'platformKeyPair' | 'findPlatformKeyPair' | 'signMany' | 'publicKeys'>;
  blockSize: number;
}

const headOf = (b: repo.BlockRow) => ({ ...toBlock(b), blockHash: b.blockHash ?? '' });
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Signs sealed blocks' heads with the platform's evidence signing key pair (KMS purpose `evidenceSigning`) and
 * publishes the signed heads. Signing never runs on the payment path: the background job signs what was sealed
 * since its last run, and the calls that hand heads or receipts out first sign what they are about to show. A
 * block is signed once (a second signature of a block signed meanwhile is dropped), so a crash between the seal
 * and the signature only delays it.
 */
export class EvidenceSigningService {
  private stopJob: (() => void) | null = null;
  private readonly keys = new Map<string, PublicKeyRow>();

  constructor(private readonly deps: EvidenceSigningDeps) {}

  /** Runs `signPending` every `intervalMs` (background process only). */
  startJob(intervalMs = 30_000, log?: (error: unknown) => void): void {
    this.stopJob ??= startIntervalJob(() => this.signAll(), intervalMs, log);
  }

  stopSigningJob(): void {
    this.stopJob?.();
    this.stopJob = null;
  }

  /** Signs every sealed, unsigned block, SIGN_BATCH at a time; the number signed. */
  async signAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const signed = await this.signPending(SIGN_BATCH);
      total += signed;
      if (signed < SIGN_BATCH) return total;
    }
  }

  /**
   * Signs up to `limit` sealed, unsigned blocks (oldest first; of `blockNos` only when given) with the current
   * version of the signing key; the number signed. None when an operator paused the signing (the key disabled).
   */
  async signPending(limit: number, blockNos?: number[]): Promise<number> {
    const unsigned = (await repo.unsignedSealed(this.deps.db, limit, blockNos)).map((r) => r.evidence_block);
    const pending = await this.intact(unsigned);
    if (!pending.length) return 0;
    const key = await this.deps.kms.platformKeyPair(PURPOSE, SIGNING_KEY_NAME, KMS_USER);
    if (!key) return 0;
    const data = pending.map((b) => Buffer.from(evidence.blockHeadSigningInput(headOf(b)), 'utf8'));
    const range = `${pending[0]!.blockNo}–${pending.at(-1)!.blockNo}`;
    const { version, signatures } = await this.deps.kms.signMany(key.id, data, KMS_USER, `blocks ${range}`);
    const publicKey = await this.publicKey(key.id, version);
    const now = this.deps.clock.now();
    await repo.insertSignatures(
      this.deps.db,
      pending.map((b, i) => ({
        blockNo: b.blockNo,
        blockHash: b.blockHash!,
        keyId: key.id,
        keyVersion: version,
        algorithm: key.algorithm,
        fingerprint: publicKey?.fingerprint ?? '',
        signature: signatures[i]!.toString('base64'),
        signedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    );
    return pending.length;
  }

  /**
   * The blocks that still hold: each entry recomputes to its hash and links to the one before, and the entries give
   * the block's hash. A signature vouches for what it signs, so a block altered between its seal and its signature
   * is left unsigned (the console's verification names what changed).
   */
  private async intact(blocks: repo.BlockRow[]): Promise<repo.BlockRow[]> {
    if (!blocks.length) return [];
    const entries = await repo.entriesBetween(this.deps.db, blocks[0]!.firstSeq, blocks.at(-1)!.lastSeq);
    const bySeq = new Map(entries.map((e) => [e.seq, e]));
    return blocks.filter((b) => {
      const hashes: string[] = [];
      for (let seq = b.firstSeq; seq <= b.lastSeq; seq += 1) {
        const e = bySeq.get(seq);
        if (!e || e.blockNo !== b.blockNo || sha256(evidence.entryHashInput(e)) !== e.hash) return false;
        if (hashes.length && e.prevHash !== hashes.at(-1)) return false;
        hashes.push(e.hash);
      }
      return sha256(evidence.blockHashInput(b.prevBlockHash, hashes)) === b.blockHash;
    });
  }

  /**
   * Signs before showing (heads, receipts): a refusal of the KMS (the key disabled meanwhile) leaves the blocks
   * unsigned, and what is shown says so.
   */
  async signBeforeShowing(limit: number, blockNos?: number[]): Promise<void> {
    try {
      await this.signPending(limit, blockNos);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }

  /** A key version's public key and fingerprint (kept: they never change). */
  async publicKey(keyId: number, version: number): Promise<PublicKeyRow | null> {
    const id = `${keyId}:${version}`;
    if (!this.keys.has(id)) {
      const [row] = await this.deps.kms.publicKeys([{ keyId, version }]);
      if (row) this.keys.set(id, row);
    }
    return this.keys.get(id) ?? null;
  }

  /** The key that signs new blocks (null: none yet, or paused), for the console. */
  async currentKey(): Promise<evidence.LedgerStatus['signingKey']> {
    const key = await this.deps.kms.findPlatformKeyPair(PURPOSE);
    if (!key) return null;
    return {
      id: String(key.id),
      name: key.name,
      algorithm: key.algorithm as 'RSA_2048' | 'SM2',
      state: key.state as 'enabled',
      version: key.currentVersion,
    };
  }

  private async allPublicKeys() {
    const refs = await repo.signingKeyVersions(this.deps.db);
    const rows = await Promise.all(refs.map((r) => this.publicKey(r.keyId, r.version)));
    return rows
      .filter((r): r is PublicKeyRow => r !== null)
      .sort((a, b) => a.keyId - b.keyId || a.version - b.version)
      .map(toHeadsPublicKey);
  }

  /** The published heads, newest first, with the public keys that signed them. */
  async pageHeads(page: PageRequest) {
    await this.signBeforeShowing(SIGN_BATCH);
    const offset = (page.page - 1) * page.limit;
    const [rows, total, publicKeys] = await Promise.all([
      repo.signedHeads(this.deps.db, { offset, limit: page.limit }),
      repo.countSignatures(this.deps.db),
      this.allPublicKeys(),
    ]);
    return { list: rows.map((r) => toSignedHead(r.block, r.signature)), total, publicKeys };
  }

  /** The heads file (JSON text): every signed head, oldest first, and the public keys. */
  async headsFile(): Promise<string> {
    await this.signBeforeShowing(SIGN_BATCH * 5);
    const heads: evidence.SignedHead[] = [];
    let after = 0;
    for (;;) {
      const rows = await repo.signedHeads(this.deps.db, {
        offset: 0,
        limit: FILE_BATCH,
        afterBlockNo: after,
      });
      heads.push(...rows.map((r) => toSignedHead(r.block, r.signature)));
      if (rows.length < FILE_BATCH) break;
      after = rows.at(-1)!.block.blockNo;
    }
    const file: evidence.HeadsFile = {
      format: evidence.HEADS_FORMAT,
      hashAlgorithm: 'SHA-256',
      hashFormula: evidence.HASH_FORMULA,
      signingFormula: evidence.SIGNING_FORMULA,
      blockSize: this.deps.blockSize,
      generatedAt: this.deps.clock.now().toISOString(),
      publicKeys: await this.allPublicKeys(),
      heads,
    };
    return JSON.stringify(file, null, 1);
  }
}
