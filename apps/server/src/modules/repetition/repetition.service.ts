import { createHash, randomBytes } from 'node:crypto';
import readline from 'node:readline';
import { ErrorCode, goods, RoleType, repetition } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { AssetVersionService } from '../assets/asset-versions.service.js';
import type { GoodsService } from '../goods/goods.service.js';
import type { TrustedStorageService } from '../trusted-storage/trusted-storage.service.js';
import { compareSignatures, MinHasher, type Signature } from './minhash.js';
import * as repo from './repetition.repository.js';
import type { StoredMatch } from './repetition.table.js';

const { ItemType } = goods;
/** Kinds whose content is compared. */
const KINDS: number[] = [ItemType.DATA_PACKAGE, ItemType.DATA_TABLE];
/** Goods compared by one job, at most. */
const MAX_CANDIDATES = 10_000;
/** Rows read from one good, at most (the rest of a larger good is not part of its signature). */
const MAX_ROWS = 5_000_000;

type ItemRow = NonNullable<Awaited<ReturnType<GoodsService['findLive']>>>;

export interface RepetitionServiceDeps {
  db: Db;
  clock: Clock;
  goods: GoodsService;
  trustedStorage: TrustedStorageService;
  assetVersions: AssetVersionService;
}

interface Running {
  cancelled: boolean;
  done: Promise<void>;
}

/**
 * Duplicate detection of data packages and table goods: a background job per request that compares the
 * good's MinHash signature with the signature of every other listed good of those kinds. Signatures are
 * stored per good and reused while the good is unchanged.
 */
export class RepetitionService {
  private readonly running = new Map<string, Running>();
  /** Awaited before each compared good; tests slow jobs down with it to cancel them mid-way. */
  pace: (() => Promise<void>) | null = null;

  constructor(private readonly deps: RepetitionServiceDeps) {}

  async start(actor: Actor, itemId: number): Promise<repo.JobRow> {
    const item = await this.deps.goods.findLive(itemId);
    if (!item || item.ownerId !== actor.userId) throw notFound();
    if (!KINDS.includes(item.itemType)) throw new AppError(ErrorCode.REPETITION_KIND_UNSUPPORTED);
    if (!(await this.hasContent(item))) throw new AppError(ErrorCode.REPETITION_NO_CONTENT);
    if (await repo.findRunningOf(this.deps.db, item.id)) throw illegalState();
    const now = this.deps.clock.now();
    const job = await repo.insertJob(this.deps.db, {
      serialNo: serialNoAt(now),
      itemId: item.id,
      itemName: item.name,
      ownerId: actor.userId,
      status: 'running',
      createdAt: now,
      updatedAt: now,
    });
    const entry: Running = { cancelled: false, done: Promise.resolve() };
    this.running.set(job.serialNo, entry);
    entry.done = this.run(job, item, entry).finally(() => this.running.delete(job.serialNo));
    return job;
  }

  /** Waits for a job of this process to end (tests, shutdown). */
  async settled(serialNo: string): Promise<void> {
    await this.running.get(serialNo)?.done;
  }

  async cancel(actor: Actor, serialNo: string): Promise<repo.JobRow> {
    const job = await this.get(actor, serialNo);
    if (job.status !== 'running') throw illegalState();
    const entry = this.running.get(serialNo);
    if (entry) entry.cancelled = true;
    const now = this.deps.clock.now();
    const row = await repo.updateRunning(this.deps.db, job.id, {
      status: 'cancelled',
      finishedAt: now,
      updatedAt: now,
    });
    if (!row) throw illegalState();
    return row;
  }

  /** A job of the caller (else 404); a `running` row no process runs any more is marked failed. */
  async get(actor: Actor, serialNo: string): Promise<repo.JobRow> {
    const job = await repo.findJob(this.deps.db, serialNo);
    if (!job || job.ownerId !== actor.userId) throw notFound();
    if (job.status === 'running' && !this.running.has(serialNo)) {
      const now = this.deps.clock.now();
      return (
        (await repo.updateRunning(this.deps.db, job.id, {
          status: 'failed',
          error: 'interrupted',
          finishedAt: now,
          updatedAt: now,
        })) ?? job
      );
    }
    return job;
  }

  page(actor: Actor, page: PageRequest, itemId?: number) {
    return repo.pageJobs(this.deps.db, page, actor.userId, itemId);
  }

  // --- the job ------------------------------------------------------------------------------------------

  private async run(job: repo.JobRow, item: ItemRow, entry: Running): Promise<void> {
    const db = this.deps.db;
    try {
      const own = await this.signatureOf(item);
      const candidates = (await this.deps.goods.listedOfKinds(KINDS, MAX_CANDIDATES)).filter(
        (c) => c.id !== item.id,
      );
      if (
        !(await repo.updateRunning(db, job.id, {
          rowCount: own.size,
          total: candidates.length,
          updatedAt: this.deps.clock.now(),
        }))
      )
        return;
      const matches: StoredMatch[] = [];
      let compared = 0;
      for (const candidate of candidates) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (this.pace) await this.pace();
        if (entry.cancelled) return;
        const other = await this.signatureOf(candidate);
        const { similarity, sampleRows } = compareSignatures(own, other, repetition.REPETITION_SAMPLE_ROWS);
        if (similarity >= repetition.REPETITION_REPORT_THRESHOLD) {
          matches.push({
            itemId: candidate.id,
            itemName: candidate.name,
            itemType: candidate.itemType,
            similarity,
            sampleRows,
          });
          matches.sort((a, b) => b.similarity - a.similarity || a.itemId - b.itemId);
        }
        compared += 1;
        if (entry.cancelled) return;
        const updated = await repo.updateRunning(db, job.id, {
          compared,
          matches,
          updatedAt: this.deps.clock.now(),
        });
        if (!updated) return;
      }
      const now = this.deps.clock.now();
      await repo.updateRunning(db, job.id, { status: 'finished', finishedAt: now, updatedAt: now });
    } catch (error) {
      const now = this.deps.clock.now();
      const reason = error instanceof AppError ? `code ${error.code}` : 'error';
      await repo
        .updateRunning(db, job.id, { status: 'failed', error: reason, finishedAt: now, updatedAt: now })
        .catch(() => undefined);
    }
  }

  // --- content and signatures ---------------------------------------------------------------------------

  private async hasContent(item: ItemRow): Promise<boolean> {
    if (item.itemType === ItemType.DATA_PACKAGE) return item.packageFiles.length > 0;
    return (await this.deps.goods.bindings.boundTables(item.id)).some((b) => b.tableIds.length > 0);
  }

  /** The stored signature while the good is unchanged; else computed from its content and stored. */
  private async signatureOf(item: ItemRow): Promise<Signature> {
    const tables =
      item.itemType === ItemType.DATA_TABLE ? await this.deps.goods.bindings.boundTables(item.id) : [];
    const fingerprint = createHash('sha256')
      .update(
        JSON.stringify([
          repetition.REPETITION_HASHES,
          item.updatedAt.toISOString(),
          item.packageFiles,
          tables,
        ]),
      )
      .digest('hex');
    const stored = await repo.findSignature(this.deps.db, item.id);
    if (stored && stored.fingerprint === fingerprint) {
      return { values: stored.hashValues, rows: stored.sampleRows, size: stored.rowCount };
    }
    const hasher = new MinHasher(repetition.REPETITION_HASHES);
    let rows = 0;
    for await (const row of this.rowsOf(item, tables)) {
      hasher.add(row);
      rows += 1;
      if (rows >= MAX_ROWS) break;
    }
    const signature = hasher.finish();
    await repo.saveSignature(this.deps.db, {
      itemId: item.id,
      fingerprint,
      hashValues: signature.values,
      sampleRows: signature.rows,
      rowCount: signature.size,
      updatedAt: this.deps.clock.now(),
    });
    return signature;
  }

  /**
   * The rows of a good, read as its owner: each line of each package file (streamed from the owner's trusted
   * storage), or each row of the chosen tables (their values joined by commas, read through the asset
   * preview, so only its first rows). Missing files and unreachable tables are skipped.
   */
  private async *rowsOf(
    item: ItemRow,
    tables: { sourceId: number; tableIds: number[] }[],
  ): AsyncGenerator<string> {
    const owner: Actor = { userId: item.ownerId, username: '', roleType: RoleType.SUPPLIER, sessionId: 0 };
    if (item.itemType === ItemType.DATA_PACKAGE) {
      for (const file of item.packageFiles) {
        let stream: NodeJS.ReadableStream;
        try {
          stream = (await this.deps.trustedStorage.download(owner, file)).stream;
        } catch (error) {
          if (error instanceof AppError) continue;
          throw error;
        }
        const lines = readline.createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
        for await (const line of lines) yield line;
      }
      return;
    }
    for (const binding of tables) {
      for (const tableId of binding.tableIds) {
        try {
          const preview = await this.deps.assetVersions.preview(owner, tableId);
          for (const row of preview.rows) yield row.map((v) => v ?? '').join(',');
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
    }
  }
}

/** RD + UTC time to the second + 8 random hex digits (upper case). */
function serialNoAt(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `RD${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}
