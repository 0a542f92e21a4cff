import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type appRuns, ErrorCode } from '@datamall/contract';
import { checkHost } from '@datamall/net-guard';
import type { Clock } from '../../platform/clock.js';
import { toCsv } from '../../platform/csv.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import type { SecretBox } from '../../platform/secret-box.js';
import type { DatabaseTableService } from '../database-tables/database-table.service.js';
import type { ConnectionService } from '../supply/connection.service.js';
import { openSession, type Row, SessionError, type SqlSession } from '../supply/sql-session.js';
import type { TrustedStorageService } from '../trusted-storage/trusted-storage.service.js';
import { canRead, canWrite, cellText, checkSelect, coerce, composeSql, plainRow } from './app-runs.jobs.js';
import * as repo from './app-runs.repository.js';
import type { SavedInput, SavedOutput } from './app-runs.table.js';
import { runJsJob } from './app-runs.worker.js';

/** operation_type transitions of a run: not started → running → shut down; not started → shut down. */
export const OP = { NOT_STARTED: 0, RUNNING: 1, SHUT_DOWN: 2 } as const;
const TRANSITIONS: Record<'start' | 'finish', { from: number[]; to: number }> = {
  start: { from: [OP.NOT_STARTED], to: OP.RUNNING },
  finish: { from: [OP.NOT_STARTED, OP.RUNNING], to: OP.SHUT_DOWN },
};
const PREVIEW_ROWS = 20;

/** What the steps of a run use: the consumer's tables, connections and storage, and the run's row. */
export interface RunStepDeps {
  db: Db;
  clock: Clock;
  connections: ConnectionService;
  databaseTables: DatabaseTableService;
  trustedStorage: TrustedStorageService;
  /** Opens the saved connection passwords, to open a run's session. */
  secrets: SecretBox;
  allowPrivate: boolean;
  /** Appends the run's result to the evidence ledger inside the transaction that ends the run. */
  record?: (
    tx: DbOrTx,
    entry: { entryType: 'run.result'; orderId: number; payload: Record<string, unknown> },
  ) => Promise<unknown>;
  /** Meters a successful run as one use of the order (billing), inside the transaction that ends the run. */
  recordUse?: (tx: DbOrTx, use: { orderId: number; runId: number }) => Promise<unknown>;
}

/** A run that stopped, with the reason recorded on it. */
class RunFailure extends Error {
  constructor(
    readonly failure: appRuns.RunFailure,
    readonly detail: string,
  ) {
    super(failure);
  }
}

export interface ResolvedTable {
  tableId: number;
  name: string;
  connectionId: number;
  schema: string;
  table: string;
}

/** A declared input and the consumer's table mapped to it. */
interface InputTable {
  input: appRuns.AppInput;
  table: ResolvedTable;
}

/** The job's rows as the declared output: every column coerced to its type, and the first rows as text. */
interface ShapedOutput {
  columns: appRuns.AppColumn[];
  values: unknown[][];
  preview: { columns: string[]; types: appRuns.ColumnType[]; rows: (string | null)[][] };
}

/** One of the consumer's registered tables, by id (another's: the database-tables module's 404). */
export async function resolveTable(
  deps: Pick<RunStepDeps, 'databaseTables'>,
  actor: Actor,
  tableId: number,
): Promise<ResolvedTable> {
  const row = await deps.databaseTables.get(actor, tableId);
  return {
    tableId: row.id,
    name: row.name,
    connectionId: row.connectionId,
    schema: row.schemaName,
    table: row.tableName,
  };
}

/** The table's live columns must include the required ones with a compatible type. */
export async function checkColumns(
  deps: Pick<RunStepDeps, 'connections'>,
  actor: Actor,
  table: ResolvedTable,
  required: appRuns.AppColumn[],
  use: 'read' | 'write',
) {
  const live = await deps.connections.withConnector(actor, table.connectionId, (c) =>
    c.listColumns(table.schema, table.table),
  );
  const byName = new Map(live.map((c) => [c.name, c]));
  const missing = required.filter((c) => !byName.has(c.name)).map((c) => c.name);
  if (missing.length) {
    throw new AppError(
      ErrorCode.APP_RUN_COLUMN_MISSING,
      { table: table.name, columns: missing.join(', ') },
      { field: 'tableId', missing },
    );
  }
  for (const c of required) {
    const actual = byName.get(c.name)!.type;
    const ok = use === 'read' ? canRead(c.type, actual) : canWrite(c.type, actual);
    if (!ok) {
      throw new AppError(
        ErrorCode.APP_RUN_COLUMN_TYPE,
        { table: table.name, column: c.name, actual, expected: c.type },
        { field: 'tableId' },
      );
    }
  }
  return live;
}

/**
 * One run being executed, step by step: start, check the inputs, query (SQL) or transform (JavaScript), write
 * the output, and finish. Each step records its progress and log lines on the run's row; any step may throw,
 * and `fail` then records why the run stopped.
 */
export class RunExecution {
  private deadline = 0;

  constructor(
    private readonly deps: RunStepDeps,
    private readonly run: { actor: Actor; runId: number; orderId: number; job: appRuns.AppJob },
    /** Whether the server is closing: a JavaScript job stopped then failed because of the restart. */
    private readonly isClosing: () => boolean,
  ) {}

  /** Moves the run to running (false when it was shut down meanwhile); its time limit starts now. */
  async start(): Promise<boolean> {
    const startedAt = this.deps.clock.now();
    const started = await repo.transition(this.deps.db, this.run.runId, TRANSITIONS.start.from, {
      operationType: TRANSITIONS.start.to,
      startedAt,
      progress: 5,
      updatedAt: startedAt,
    });
    if (!started) return false;
    this.deadline = Date.now() + this.run.job.timeoutSeconds * 1000;
    return true;
  }

  /** Milliseconds left of the job's time limit; past it the run fails with `timeout`. */
  private remaining(): number {
    const left = this.deadline - Date.now();
    if (left <= 0) throw new RunFailure('timeout', `${this.run.job.timeoutSeconds}s`);
    return left;
  }

  /** The saved tables of the declared inputs: each must still exist and have the required columns. */
  async checkInputs(declared: appRuns.AppInput[], saved: SavedInput[]): Promise<InputTable[]> {
    const tables: InputTable[] = [];
    for (const input of declared) {
      const mapped = saved.find((i) => i.name === input.name);
      if (!mapped) throw new RunFailure('not_configured', input.name);
      const table = await resolveTable(this.deps, this.run.actor, mapped.tableId).catch(() => {
        throw new RunFailure('not_configured', input.name);
      });
      await checkColumns(this.deps, this.run.actor, table, input.columns, 'read').catch(
        missingColumns(table),
      );
      tables.push({ input, table });
    }
    await this.progress(15);
    await this.log('info', 'inputsChecked', { count: tables.length });
    return tables;
  }

  /** SQL job: one query over the inputs on their connection, and the count of each input's rows. */
  async query(tables: InputTable[]): Promise<Row[]> {
    const { job } = this.run;
    const problem = checkSelect(job.code);
    if (problem) throw new RunFailure('sql_error', problem);
    const relations = tables.map(({ input, table }) => relationOf(input, table));
    const dbType = tables[0] ? await this.dbTypeOf(tables[0].table.connectionId) : 'postgresql';
    const text = composeSql(job.code, relations, dbType);
    const read = await this.withSession(tables[0]!.table.connectionId, async (s) => {
      const result = await s.select(text, { timeoutMs: this.remaining(), rowLimit: job.rowLimit });
      // What the run read is the inputs' rows, not the rows the query answers (an aggregate answers few).
      const inputs: { input: string; rows: number }[] = [];
      for (const relation of relations) {
        const counted = await s.select(
          composeSql(`SELECT count(*) AS n FROM ${relation.name}`, [relation], dbType),
          { timeoutMs: this.remaining(), rowLimit: 1 },
        );
        inputs.push({ input: relation.name, rows: Number(counted.rows[0]?.n ?? 0) });
      }
      return { rows: result.rows, inputs };
    });
    let rowsRead = 0;
    for (const input of read.inputs) {
      rowsRead += input.rows;
      await this.log('info', 'inputRead', input);
    }
    await this.progress(60, { rowsRead });
    await this.log('info', 'queried', { rows: read.rows.length });
    return read.rows;
  }

  /** JavaScript job: every input read whole, then the job run in a worker on them. */
  async transform(tables: InputTable[]): Promise<Row[]> {
    const data: Record<string, Record<string, unknown>[]> = {};
    let rowsRead = 0;
    for (const { input, table } of tables) {
      const text = composeSql(
        `SELECT * FROM ${input.name}`,
        [relationOf(input, table)],
        await this.dbTypeOf(table.connectionId),
      );
      const read = await this.withSession(table.connectionId, (s) =>
        s.select(text, { timeoutMs: this.remaining(), rowLimit: this.run.job.rowLimit }),
      );
      data[input.name] = read.rows.map(plainRow);
      rowsRead += read.rows.length;
      await this.log('info', 'inputRead', { input: input.name, rows: read.rows.length });
    }
    await this.progress(35, { rowsRead });
    const rows = await this.runJs(data);
    await this.progress(65);
    await this.log('info', 'transformed', { rows: rows.length });
    return rows;
  }

  private async runJs(data: Record<string, Record<string, unknown>[]>): Promise<Row[]> {
    const { job } = this.run;
    if (this.isClosing()) throw new RunFailure('server_restarted', '');
    const outcome = await runJsJob({
      code: job.code,
      inputs: data,
      timeoutMs: this.remaining(),
      memoryMb: job.memoryMb,
    });
    for (const line of outcome.logs.slice(0, 50)) await this.log('info', 'jobLog', { text: line });
    if (!outcome.ok) {
      if (this.isClosing()) throw new RunFailure('server_restarted', '');
      throw new RunFailure(outcome.kind, outcome.detail);
    }
    if (
      !Array.isArray(outcome.rows) ||
      outcome.rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))
    ) {
      throw new RunFailure('bad_output', 'the job must return an array of row objects');
    }
    if (outcome.rows.length > job.rowLimit) throw new RunFailure('row_limit', String(job.rowLimit));
    return outcome.rows as Row[];
  }

  /** Writes the shaped rows to the consumer's table or a CSV file in its storage; answers where they went. */
  async write(output: SavedOutput, shaped: ShapedOutput): Promise<string> {
    const location =
      output.kind === 'table'
        ? await this.writeTable(output.tableId, shaped)
        : await this.writeFile(output.folder, output.fileName, shaped);
    await this.log('info', 'written', { rows: shaped.values.length, location });
    return location;
  }

  private async writeTable(tableId: number, { columns, values }: ShapedOutput): Promise<string> {
    const { actor } = this.run;
    const table = await resolveTable(this.deps, actor, tableId).catch(() => {
      throw new RunFailure('not_configured', 'output');
    });
    await checkColumns(this.deps, actor, table, columns, 'write').catch(missingColumns(table));
    await this.withSession(table.connectionId, (s) =>
      s.insert(
        table.schema,
        table.table,
        columns.map((c) => c.name),
        values,
        this.remaining(),
      ),
    );
    return `${table.name} (${table.schema}.${table.table})`;
  }

  private async writeFile(folder: string, fileName: string, { columns, values }: ShapedOutput) {
    const csv = toCsv(
      columns.map((c) => c.name),
      values.map((r) => r.map(cellText)),
    );
    const saved = await this.deps.trustedStorage
      .upload(this.run.actor, folder, fileName, Readable.from([Buffer.from(csv, 'utf8')]))
      .catch((error) => {
        throw new RunFailure('write_error', error instanceof AppError ? `code ${error.code}` : String(error));
      });
    return saved.path;
  }

  /** Shuts the run down as succeeded, with what it wrote (the ledger keeps a digest of the values). */
  async succeed({ values, preview }: ShapedOutput, location: string): Promise<void> {
    const finishedAt = this.deps.clock.now();
    await this.finish(
      {
        result: 1,
        progress: 100,
        rowsWritten: values.length,
        outputLocation: location,
        preview,
        finishedAt,
        updatedAt: finishedAt,
      },
      entry(finishedAt, 'info', 'finished', { rows: values.length }),
      { outputSha256: createHash('sha256').update(JSON.stringify(values)).digest('hex') },
    );
  }

  /** Shuts the run down as failed, with the reason the error gives. */
  async fail(error: unknown): Promise<void> {
    const failure = toFailure(error);
    const finishedAt = this.deps.clock.now();
    await this.finish(
      {
        result: 0,
        failure: failure.failure,
        failureDetail: failure.detail,
        finishedAt,
        updatedAt: finishedAt,
      },
      entry(finishedAt, 'error', 'failed', { reason: failure.failure, detail: failure.detail }),
    );
  }

  /** Shuts the run down and, in the same transaction, records its result in the evidence ledger. */
  private async finish(
    set: Partial<repo.RunRow>,
    logEntry: appRuns.LogEntry,
    extra: Record<string, unknown> = {},
  ) {
    const { runId, orderId } = this.run;
    await this.deps.db.transaction(async (tx) => {
      const moved = await repo.transition(
        tx,
        runId,
        TRANSITIONS.finish.from,
        { ...set, operationType: TRANSITIONS.finish.to },
        logEntry,
      );
      if (!moved) return;
      if (set.result === 1) await this.deps.recordUse?.(tx, { orderId, runId });
      if (!this.deps.record) return;
      await this.deps.record(tx, {
        entryType: 'run.result',
        orderId,
        payload: {
          runId: String(runId),
          result: set.result ?? null,
          failure: set.failure ?? null,
          rowsWritten: set.rowsWritten ?? 0,
          outputLocation: set.outputLocation ?? '',
          finishedAt: set.finishedAt?.toISOString() ?? null,
          ...extra,
        },
      });
    });
  }

  async log(level: 'info' | 'error', event: string, params: Record<string, string | number> = {}) {
    const now = this.deps.clock.now();
    await repo.appendLog(this.deps.db, this.run.runId, entry(now, level, event, params), now);
  }

  private async progress(progress: number, extra: Partial<repo.RunRow> = {}) {
    await repo.updateRun(this.deps.db, this.run.runId, {
      progress,
      ...extra,
      updatedAt: this.deps.clock.now(),
    });
  }

  private async dbTypeOf(connectionId: number): Promise<'postgresql' | 'mysql'> {
    const row = await this.deps.connections.getOwned(this.run.actor, connectionId);
    return row.dbType === 'mysql' ? 'mysql' : 'postgresql';
  }

  /** Opens a session on one of the actor's connections (host policy applied), runs `work`, closes it. */
  private async withSession<T>(connectionId: number, work: (s: SqlSession) => Promise<T>): Promise<T> {
    const row = await this.deps.connections.getOwned(this.run.actor, connectionId);
    const decision = await checkHost(row.host, this.deps.allowPrivate);
    if (!decision.ok) throw new RunFailure('sql_error', `host ${row.host} refused`);
    const session = await openSession({
      dbType: row.dbType === 'mysql' ? 'mysql' : 'postgresql',
      host: row.host,
      address: decision.address,
      port: row.port,
      database: row.databaseName,
      username: row.username,
      password: row.passwordEnc ? await this.deps.secrets.open(row.passwordEnc) : '',
      sslMode: row.params.sslMode,
    });
    try {
      return await work(session);
    } finally {
      await session.close();
    }
  }
}

/** Output: every declared column, coerced to its declared type. */
export function shapeOutput(rows: Row[], columns: appRuns.AppColumn[]): ShapedOutput {
  const absent = columns.filter((c) => rows.length > 0 && !(c.name in rows[0]!)).map((c) => c.name);
  if (absent.length) throw new RunFailure('bad_output', `missing columns: ${absent.join(', ')}`);
  const values = rows.map((row, i) =>
    columns.map((c) => {
      try {
        return coerce(row[c.name], c.type);
      } catch {
        throw new RunFailure('bad_output', `row ${i + 1}, column ${c.name}: not ${c.type}`);
      }
    }),
  );
  const preview = {
    columns: columns.map((c) => c.name),
    types: columns.map((c) => c.type),
    rows: values.slice(0, PREVIEW_ROWS).map((r) => r.map(cellText)),
  };
  return { columns, values, preview };
}

export function entry(
  at: Date,
  level: 'info' | 'error',
  event: string,
  params: Record<string, string | number> = {},
): appRuns.LogEntry {
  return { at: at.toISOString(), level, event, params };
}

/** How an input or output table reads in a composed query. */
function relationOf(input: appRuns.AppInput, table: ResolvedTable) {
  return {
    name: input.name,
    schema: table.schema,
    table: table.table,
    columns: input.columns.map((c) => c.name),
  };
}

/** A table lacking required columns stops the run with `missing_columns`; other errors pass through. */
function missingColumns(table: ResolvedTable) {
  return (error: unknown): never => {
    throw error instanceof AppError && error.code === ErrorCode.APP_RUN_COLUMN_MISSING
      ? new RunFailure('missing_columns', `${table.name}: ${String(error.params?.columns ?? '')}`)
      : error;
  };
}

function toFailure(error: unknown): RunFailure {
  if (error instanceof RunFailure) return error;
  if (error instanceof SessionError) return new RunFailure(error.kind, error.message);
  if (error instanceof AppError)
    return new RunFailure('sql_error', `code ${error.code} ${JSON.stringify(error.params ?? {})}`);
  return new RunFailure('job_error', String((error as Error)?.message ?? error).slice(0, 500));
}
