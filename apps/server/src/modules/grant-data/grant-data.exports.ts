import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { ErrorCode, grantData, RoleType } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import { toCsv } from '../../platform/csv.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, notFound } from '../../platform/errors.js';
import { startIntervalJob } from '../../platform/interval-job.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { BrowseQuery } from '../supply/browse-sql.js';
import type { SqlSession } from '../supply/sql-session.js';
import { exportFileName, writeExportFile } from './grant-data.files.js';
import { toExportJob, toSync } from './grant-data.presenter.js';
import * as repo from './grant-data.repository.js';
import type { GrantDataService, GrantedTableRead } from './grant-data.service.js';
import type { SavedQuery, SavedTarget } from './grant-data.table.js';

/** A registered table of the grantee (database-tables), where an export or a sync writes. */
export interface RegisteredTable {
  id: number;
  name: string;
  connectionId: number;
  schema: string;
  table: string;
  /** The fields registered for use on the platform: an export writes only into these. */
  fields: string[];
}

export interface GrantExportDeps {
  db: Db;
  clock: Clock;
  /** This server process (platform/server-process.ts): recorded on the exports it runs. */
  processId: string;
  grantData: GrantDataService;
  /** One of the actor's registered tables (else 404). */
  registeredTable: (actor: Actor, id: number) => Promise<RegisteredTable>;
  /** A writing session on one of the actor's connections (host policy applied). */
  openSession: (actor: Actor, connectionId: number) => Promise<SqlSession>;
  storage: {
    /** Throws when the folder is not one of the actor's (or the path is invalid). */
    checkFolder: (actor: Actor, folder: string) => Promise<void>;
    /** Throws when the name cannot be a file name there. */
    checkFileName: (name: string) => void;
    upload: (actor: Actor, folder: string, name: string, source: Readable) => Promise<{ path: string }>;
  };
  /** Appends the export to the evidence ledger inside `tx`. */
  record: (
    tx: DbOrTx,
    entry: { entryType: 'data.exported'; orderId: number; payload: Record<string, unknown> },
  ) => Promise<{ seq: string }>;
  log?: (error: unknown) => void;
  /** Rows read per query of the supplier's table (tests make it small). */
  pageRows?: number;
}

const PAGE_ROWS = 1_000;
const WRITE_TIMEOUT_MS = 120_000;
const SYNC_PERIOD_MS: Record<grantData.SyncFrequency, number> = { hourly: 3_600_000, daily: 86_400_000 };

/** Why an export did not succeed, for its row and the grantee. */
class ExportFailure extends Error {
  constructor(
    readonly failure: grantData.ExportFailure,
    readonly detail = '',
  ) {
    super(failure);
  }
}

/** The grantee as the actor of a scheduled run (no session: never used for a request). */
function grantee(userId: number): Actor {
  return { userId, username: '', roleType: RoleType.CONSUMER, sessionId: 0 };
}

const short = (error: unknown) =>
  (error instanceof AppError ? `code ${error.code}` : String((error as Error)?.message ?? error)).slice(
    0,
    500,
  );

/**
 * Exports of granted data and scheduled syncs: a background job reads the granted table a page at a time through
 * the supplier's connection (masked as when browsing, the grant checked before every page and before writing),
 * then writes a CSV or Excel file into the grantee's trusted storage or the rows into the grantee's registered
 * table, and records the result with its SHA-256 in the evidence ledger and the supplier's usage figures.
 */
/** What an export wrote: its rows, the digest of what was written and where (a file path or a table name). */
interface WrittenExport {
  rows: number;
  sha256: string;
  location: string;
}

export class GrantExportService {
  private readonly active = new Set<Promise<void>>();
  private closing = false;
  private schedulerStop: (() => void) | undefined;

  constructor(private readonly deps: GrantExportDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  // --- exports ---------------------------------------------------------------------------------------------

  async start(actor: Actor, body: grantData.ExportBody): Promise<grantData.ExportJob> {
    const read = await this.deps.grantData.inForce(actor, Number(body.grantId), Number(body.tableId));
    const query = this.savedQuery(read, body);
    let target: SavedTarget;
    if (body.target.kind === 'storage') {
      const name = exportFileName(body.target.fileName, body.target.format);
      this.deps.storage.checkFileName(name);
      const folder = (body.target.folder ?? '').replace(/\/+$/, '');
      await this.deps.storage.checkFolder(actor, folder);
      target = { kind: 'storage', path: folder ? `${folder}/${name}` : name, format: body.target.format };
    } else {
      const table = await this.writableTable(actor, read, Number(body.target.tableId));
      target = { kind: 'table', tableId: table.id, name: table.name, replace: false };
    }
    const job = await this.enqueue(actor.userId, read, query, target, null);
    this.launch(actor, job, read);
    return toExportJob(job);
  }

  async page(actor: Actor, grantId: number, page: PageRequest) {
    const result = await repo.pageExports(this.deps.db, actor.userId, grantId, page);
    return { list: result.list.map(toExportJob), total: result.total };
  }

  /**
   * Marks unfinished exports whose server process is gone (it died, or restarted) as failed; exports of live
   * processes go on. At startup, then periodically by the jobs' runner.
   */
  recoverInterrupted(): Promise<number> {
    return repo.failOrphaned(this.deps.db, this.deps.processId, this.now());
  }

  /** Stops the scheduler and waits for running exports (server closing). */
  async stop(): Promise<void> {
    this.closing = true;
    this.stopScheduler();
    await this.idle();
  }

  /** Resolves when no export is running (tests). */
  async idle(): Promise<void> {
    while (this.active.size) await Promise.allSettled([...this.active]);
  }

  /** Filters and sort checked against the columns (masked ones refused) and kept for the job. */
  private savedQuery(
    read: GrantedTableRead,
    body: Pick<grantData.BrowseBody, 'filters' | 'sort'>,
  ): SavedQuery {
    const checked = this.deps.grantData.queryOf(read.columns, body, { limit: 1, offset: 0 });
    return { filters: checked.filters, sort: checked.sort };
  }

  /** A registered table of the actor with every unmasked column of the granted table among its fields. */
  private async writableTable(actor: Actor, read: GrantedTableRead, tableId: number) {
    const table = await this.deps.registeredTable(actor, tableId);
    const missing = writtenColumns(read).filter((c) => !table.fields.includes(c.name));
    if (missing.length) {
      throw new AppError(ErrorCode.GRANT_EXPORT_COLUMNS_MISSING, {
        table: table.name,
        columns: missing.map((c) => c.name).join(', '),
      });
    }
    return table;
  }

  private enqueue(
    userId: number,
    read: GrantedTableRead,
    query: SavedQuery,
    target: SavedTarget,
    syncId: number | null,
  ) {
    return repo.insertExport(this.deps.db, {
      grantId: read.asset.grant.id,
      userId,
      ownerId: read.asset.source.ownerId,
      sourceId: read.asset.source.id,
      tableId: read.table.id,
      tableName: `${read.table.schema}.${read.table.table}`,
      syncId,
      query,
      target,
      state: 'queued',
      processId: this.deps.processId,
      createdAt: this.now(),
    });
  }

  private launch(actor: Actor, job: repo.ExportRow, read: GrantedTableRead) {
    return this.track(this.perform(actor, job, read));
  }

  /** Background work the server waits for when closing (and tests with `idle`); failures are logged. */
  private track(promise: Promise<void>) {
    const work: Promise<void> = promise
      .catch((error) => this.deps.log?.(error))
      .finally(() => this.active.delete(work));
    this.active.add(work);
    return work;
  }

  private async perform(actor: Actor, job: repo.ExportRow, read: GrantedTableRead): Promise<void> {
    const { db } = this.deps;
    const { id: jobId, query, target } = job;
    try {
      await repo.updateExport(db, jobId, { state: 'running' });
      const rows = await this.readAll(actor, jobId, read, query);
      // The grant is checked again just before anything is written: a revocation meanwhile stops the export.
      await this.assertInForce(actor, read);
      const written =
        target.kind === 'storage'
          ? await this.writeFile(actor, read, rows, target)
          : await this.writeTable(actor, read, rows, target);
      await this.finish(actor, job, read, written);
    } catch (error) {
      const failure =
        error instanceof ExportFailure
          ? error
          : new ExportFailure(this.closing ? 'serverRestarted' : 'writeFailed', short(error));
      await repo.updateExport(db, jobId, {
        state: failure.failure === 'grantNotInForce' ? 'stopped' : 'failed',
        failure: failure.failure,
        failureDetail: failure.detail,
        finishedAt: this.now(),
      });
    }
  }

  /** Records the export on the evidence ledger and in the grant's use, and marks the job succeeded, at once. */
  private finish(actor: Actor, job: repo.ExportRow, read: GrantedTableRead, written: WrittenExport) {
    const { id: exportId, target } = job;
    return this.deps.db.transaction(async (tx) => {
      const finishedAt = this.now();
      const entry = await this.deps.record(tx, {
        entryType: 'data.exported',
        orderId: read.asset.grant.orderId ?? 0,
        payload: {
          grantId: read.asset.grant.id,
          exportId,
          syncId: job.syncId,
          table: `${read.table.schema}.${read.table.table}`,
          rows: written.rows,
          target: target.kind,
          format: target.kind === 'storage' ? target.format : null,
          location: written.location,
          sha256: written.sha256,
        },
      });
      await this.deps.grantData.recordUse(
        tx,
        read.asset,
        actor.userId,
        read.table.id,
        'export',
        written.rows,
      );
      await repo.updateExport(tx, exportId, {
        state: 'succeeded',
        progress: 100,
        rows: written.rows,
        sha256: written.sha256,
        evidenceSeq: Number(entry.seq),
        target:
          target.kind === 'storage'
            ? { ...target, path: written.location }
            : { ...target, name: written.location },
        finishedAt,
      });
    });
  }

  private async assertInForce(actor: Actor, read: GrantedTableRead) {
    const now = await this.deps.grantData.granted(actor, read.asset.grant.id).catch(() => null);
    if (now?.asset.state !== 'active') {
      throw new ExportFailure('grantNotInForce', now?.asset.state ?? 'revoked');
    }
  }

  /** Every row of the query, a page at a time, the grant checked before each page. */
  private async readAll(actor: Actor, jobId: number, read: GrantedTableRead, query: SavedQuery) {
    const pageRows = this.deps.pageRows ?? PAGE_ROWS;
    const expected = Math.max(1, Math.min(read.table.rowEstimate, grantData.MAX_EXPORT_ROWS));
    const rows: (string | null)[][] = [];
    const order = query.sort ?? stableOrder(read);
    for (let offset = 0; ; offset += pageRows) {
      await this.assertInForce(actor, read);
      const window: BrowseQuery = {
        columns: read.columns.map((c) => c.name),
        filters: query.filters,
        sort: order,
        limit: pageRows,
        offset,
      };
      const page = await this.deps.grantData
        .readMasked(read.asset, read.table, read.columns, window)
        .catch((error) => {
          throw new ExportFailure('sourceUnavailable', short(error));
        });
      rows.push(...page.rows);
      if (rows.length > grantData.MAX_EXPORT_ROWS) {
        throw new ExportFailure('tooManyRows', String(grantData.MAX_EXPORT_ROWS));
      }
      if (!page.hasMore) return rows;
      const progress = Math.min(90, Math.floor((rows.length / expected) * 90));
      await repo.updateExport(this.deps.db, jobId, { progress, rows: rows.length });
    }
  }

  private async writeFile(
    actor: Actor,
    read: GrantedTableRead,
    rows: (string | null)[][],
    target: Extract<SavedTarget, { kind: 'storage' }>,
  ): Promise<WrittenExport> {
    const file = await writeExportFile(target.format, read.table.table, read.columns, rows);
    try {
      const slash = target.path.lastIndexOf('/');
      const folder = slash < 0 ? '' : target.path.slice(0, slash);
      const saved = await this.deps.storage.upload(
        actor,
        folder,
        target.path.slice(slash + 1),
        createReadStream(file.path),
      );
      return { rows: rows.length, sha256: file.sha256, location: saved.path };
    } finally {
      await file.dispose();
    }
  }

  /** Only the unmasked columns are written to a table: a masked value would not fit the column, nor serve. */
  private async writeTable(
    actor: Actor,
    read: GrantedTableRead,
    rows: (string | null)[][],
    target: Extract<SavedTarget, { kind: 'table' }>,
  ): Promise<WrittenExport> {
    const table = await this.writableTable(actor, read, target.tableId);
    const written = writtenColumns(read);
    const index = written.map((c) => read.columns.indexOf(c));
    const values = rows.map((row) => index.map((i) => row[i] ?? null));
    const session = await this.deps.openSession(actor, table.connectionId);
    try {
      await session.insert(
        table.schema,
        table.table,
        written.map((c) => c.name),
        values,
        WRITE_TIMEOUT_MS,
        { replace: target.replace },
      );
    } finally {
      await session.close();
    }
    const names = written.map((c) => c.name);
    return {
      rows: values.length,
      sha256: createHash('sha256').update(toCsv(names, values), 'utf8').digest('hex'),
      location: `${table.name} (${table.schema}.${table.table})`,
    };
  }

  // --- scheduled syncs -------------------------------------------------------------------------------------

  async saveSync(actor: Actor, body: grantData.SyncBody): Promise<grantData.Sync> {
    const read = await this.deps.grantData.inForce(actor, Number(body.grantId), Number(body.tableId));
    const query = this.savedQuery(read, body);
    const table = await this.writableTable(actor, read, Number(body.targetTableId));
    let row: repo.SyncRow;
    try {
      row = await repo.insertSync(this.deps.db, {
        grantId: read.asset.grant.id,
        userId: actor.userId,
        tableId: read.table.id,
        tableName: `${read.table.schema}.${read.table.table}`,
        targetTableId: table.id,
        query,
        frequency: body.frequency,
        nextRunAt: this.now(),
        createdAt: this.now(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(ErrorCode.GRANT_SYNC_EXISTS, { table: table.name });
      }
      throw error;
    }
    // The first run starts now, in the background.
    this.track(this.runDueSyncs().then(() => undefined));
    return toSync(row, table.name, null);
  }

  /** My syncs of a grant; once it expired or was revoked they show no next run (also before the scheduler ran). */
  async syncs(actor: Actor, grantId: number): Promise<grantData.Sync[]> {
    const granted = await this.deps.grantData.granted(actor, grantId);
    const ended = granted.asset.state === 'expired' || granted.asset.state === 'revoked';
    const rows = await repo.syncsOf(this.deps.db, actor.userId, grantId);
    const last = new Map(
      (
        await repo.lastRuns(
          this.deps.db,
          rows.map((r) => r.id),
        )
      ).map((r) => [r.syncId, r]),
    );
    return Promise.all(
      rows.map(async (row) => {
        const name = await this.deps.registeredTable(actor, row.targetTableId).then(
          (t) => t.name,
          () => '',
        );
        return toSync(ended ? { ...row, nextRunAt: null } : row, name, last.get(row.id) ?? null);
      }),
    );
  }

  async deleteSync(actor: Actor, id: number): Promise<void> {
    if (!(await repo.deleteSync(this.deps.db, actor.userId, id))) throw notFound();
  }

  /** Runs the syncs whose time has come, one after the other; syncs of grants no longer in force end. */
  async runDueSyncs(): Promise<number> {
    let ran = 0;
    for (const sync of await repo.dueSyncs(this.deps.db, this.now(), 20)) {
      if (this.closing) break;
      const actor = grantee(sync.userId);
      const expected = sync.nextRunAt!;
      const granted = await this.deps.grantData.granted(actor, sync.grantId).catch(() => null);
      const state = granted?.asset.state;
      if (state !== 'active' && state !== 'pending') {
        await repo.claimSync(this.deps.db, sync.id, expected, null);
        continue;
      }
      const period = SYNC_PERIOD_MS[sync.frequency as grantData.SyncFrequency];
      const next = new Date(Math.max(expected.getTime() + period, this.now().getTime() + 1_000));
      if (!(await repo.claimSync(this.deps.db, sync.id, expected, next))) continue;
      if (state === 'pending') continue;
      const read = await this.deps.grantData.inForce(actor, sync.grantId, sync.tableId).catch(() => null);
      if (!read) continue;
      const target: SavedTarget = { kind: 'table', tableId: sync.targetTableId, name: '', replace: true };
      const job = await this.enqueue(sync.userId, read, sync.query, target, sync.id);
      await this.launch(actor, job, read);
      ran++;
    }
    return ran;
  }

  /** Checks for due syncs every `intervalMs` in the background. */
  startScheduler(intervalMs: number, log?: (error: unknown) => void): void {
    this.schedulerStop ??= startIntervalJob(() => this.runDueSyncs(), intervalMs, log);
  }

  /** Stops checking for due syncs (running exports go on). */
  stopScheduler(): void {
    this.schedulerStop?.();
    this.schedulerStop = undefined;
  }
}

/** The columns a table export writes: the unmasked ones. */
function writtenColumns(read: GrantedTableRead) {
  return read.columns.filter((c) => !c.masked);
}

/**
 * An order that keeps pages from overlapping when none was asked for: the table's primary key, else its first
 * column that is not masked (ordering by a masked column would tell its values' order).
 */
function stableOrder(read: GrantedTableRead): BrowseQuery['sort'] {
  const masked = new Set(read.columns.filter((c) => c.masked).map((c) => c.name));
  const key = read.table.fields.find((f) => f.key === 'PRI' && !masked.has(f.name));
  const column = key?.name ?? read.columns.find((c) => !c.masked)?.name;
  return column ? { column, order: 'asc' } : null;
}
