import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type appRuns, ErrorCode, goods, orders } from '@datamall/contract';
import { checkHost } from '@datamall/net-guard';
import type { Clock } from '../../platform/clock.js';
import { toCsv } from '../../platform/csv.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { DatabaseTableService } from '../database-tables/database-table.service.js';
import type { GoodsService } from '../goods/goods.service.js';
import type { OrderRow, OrderService } from '../orders/orders.service.js';
import type { ConnectionService } from '../supply/connection.service.js';
import { decryptSecret } from '../supply/credential-cipher.js';
import { openSession, type Row, SessionError, type SqlSession } from '../supply/sql-session.js';
import type { TrustedStorageService } from '../trusted-storage/trusted-storage.service.js';
import { canRead, canWrite, checkSelect, composeSql } from './app-runs.jobs.js';
import { toDefinition, toRun, toRunDetail } from './app-runs.presenter.js';
import * as repo from './app-runs.repository.js';
import type { SavedInput, SavedOutput } from './app-runs.table.js';
import { compileError, runJsJob, terminateAll } from './app-runs.worker.js';

/** operation_type transitions of a run: not started → running → shut down; not started → shut down. */
const OP = { NOT_STARTED: 0, RUNNING: 1, SHUT_DOWN: 2 } as const;
const TRANSITIONS: Record<'start' | 'finish', { from: number[]; to: number }> = {
  start: { from: [OP.NOT_STARTED], to: OP.RUNNING },
  finish: { from: [OP.NOT_STARTED, OP.RUNNING], to: OP.SHUT_DOWN },
};
const PREVIEW_ROWS = 20;

export interface AppRunServiceDeps {
  db: Db;
  clock: Clock;
  orders: OrderService;
  goods: GoodsService;
  connections: ConnectionService;
  databaseTables: DatabaseTableService;
  trustedStorage: TrustedStorageService;
  /** The connector key: saved connection passwords are decrypted with it to open a run's session. */
  key: Buffer;
  allowPrivate: boolean;
  log?: (error: unknown) => void;
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

interface ResolvedTable {
  tableId: number;
  name: string;
  connectionId: number;
  schema: string;
  table: string;
}

/**
 * Data-application runs: the developer declares the job; the buyer of a paid order maps its inputs and output
 * and runs it. A run executes in the background (the start call answers at once) and records its status,
 * progress, log and outcome on its row, so it is readable while it runs and after a restart.
 */
export class AppRunService {
  private readonly active = new Set<Promise<void>>();
  private closing = false;

  constructor(private readonly deps: AppRunServiceDeps) {}

  /** Runs of the good's orders not shut down yet (at most `limit`): they keep the good from being taken off. */
  activeRunsOfItem(db: DbOrTx, itemId: number, limit: number) {
    return repo.activeRunsOfItem(db, itemId, limit);
  }

  private now() {
    return this.deps.clock.now();
  }

  // --- developer ------------------------------------------------------------------------------------------

  /** A data application of the developer (else 404; another kind of good: APP_RUN_NOT_APPLICATION). */
  private async ownedApplication(actor: Actor, itemId: number) {
    const item = await this.deps.goods.getReadable(actor, itemId);
    if (item.ownerId !== actor.userId) throw notFound();
    if (item.itemType !== goods.ItemType.DATA_APPLICATION)
      throw new AppError(ErrorCode.APP_RUN_NOT_APPLICATION);
    return item;
  }

  async getJob(actor: Actor, itemId: number): Promise<appRuns.AppDefinition | null> {
    await this.ownedApplication(actor, itemId);
    const row = await repo.findDefinition(this.deps.db, itemId);
    return row ? toDefinition(row) : null;
  }

  async saveJob(
    actor: Actor,
    input: { itemId: number; inputs: appRuns.AppInput[]; output: appRuns.AppOutput; job: appRuns.AppJob },
  ): Promise<appRuns.AppDefinition> {
    const item = await this.ownedApplication(actor, input.itemId);
    if (input.job.kind === 'sql') {
      const problem = checkSelect(input.job.code);
      if (problem)
        throw new AppError(ErrorCode.APP_RUN_SQL_INVALID, { detail: problem }, { field: 'job.code' });
    } else {
      const problem = compileError(input.job.code);
      if (problem)
        throw new AppError(ErrorCode.APP_RUN_JS_INVALID, { detail: problem }, { field: 'job.code' });
    }
    const now = this.now();
    const row = await repo.upsertDefinition(this.deps.db, {
      itemId: item.id,
      ownerId: actor.userId,
      inputs: input.inputs,
      output: input.output,
      job: input.job,
      createdAt: now,
      updatedAt: now,
    });
    return toDefinition(row);
  }

  // --- consumer: orders and configuration -----------------------------------------------------------------

  /** The buyer's paid data-application order (another's: 404). */
  private async paidOrder(actor: Actor, orderId: number): Promise<OrderRow> {
    await this.deps.orders.detail(actor, orderId, 'buyer');
    const order = await this.deps.orders.findOrder(this.deps.db, orderId);
    if (!order || order.consumerId !== actor.userId) throw notFound();
    if (order.itemType !== goods.ItemType.DATA_APPLICATION)
      throw new AppError(ErrorCode.APP_RUN_NOT_APPLICATION);
    if (order.payStatus !== orders.PayStatus.PAID) throw new AppError(ErrorCode.APP_RUN_ORDER_NOT_PAID);
    return order;
  }

  private async definitionOf(order: OrderRow) {
    const def = await repo.findDefinition(this.deps.db, order.itemId);
    if (!def) throw new AppError(ErrorCode.APP_RUN_NOT_DECLARED);
    return def;
  }

  async appOrderPage(actor: Actor, page: PageRequest, itemName?: string) {
    const result = await this.deps.orders.page(page, {
      consumerId: actor.userId,
      itemType: goods.ItemType.DATA_APPLICATION,
      payStatus: orders.PayStatus.PAID,
      ...(itemName ? { itemName } : {}),
    });
    const ids = result.list.map((o) => Number(o.id));
    const [configs, runs, defs] = await Promise.all([
      repo.configsOf(this.deps.db, ids),
      repo.latestRunsOf(this.deps.db, ids),
      repo.definitionsOf(this.deps.db, [...new Set(result.list.map((o) => Number(o.itemId)))]),
    ]);
    const list = result.list.map((o): appRuns.AppOrder => {
      const config = configs.find((c) => c.orderId === Number(o.id));
      const run = runs.find((r) => r.orderId === Number(o.id));
      const def = defs.find((d) => d.itemId === Number(o.itemId));
      return {
        orderId: o.id,
        orderNo: o.orderNo,
        itemId: o.itemId,
        itemName: o.itemName,
        skuName: o.skuName,
        payDate: o.payDate,
        declared: def !== undefined,
        inputConfigured: def !== undefined && inputsComplete(def, config?.inputs ?? []),
        outputConfigured: Boolean(config?.output),
        operationType: run?.operationType ?? null,
        result: run?.result ?? null,
        lastRunDate: run ? (run.startedAt ?? run.createdAt).toISOString() : null,
      };
    });
    return { total: result.total, list };
  }

  /** The order's run screen: declared job, saved mapping, readiness and the latest run. */
  async state(actor: Actor, orderId: number): Promise<appRuns.OrderRunState> {
    const order = await this.paidOrder(actor, orderId);
    return this.stateOf(actor, order);
  }

  private async stateOf(actor: Actor, order: OrderRow): Promise<appRuns.OrderRunState> {
    const [def, config, latest] = await Promise.all([
      repo.findDefinition(this.deps.db, order.itemId),
      repo.findConfig(this.deps.db, order.id),
      repo.latestRun(this.deps.db, order.id),
    ]);
    const nameOf = async (tableId: number) => {
      try {
        return (await this.deps.databaseTables.get(actor, tableId)).name;
      } catch {
        return '';
      }
    };
    const inputs = await Promise.all(
      (config?.inputs ?? []).map(async (i) => ({
        name: i.name,
        tableId: String(i.tableId),
        tableName: await nameOf(i.tableId),
      })),
    );
    let output: appRuns.SavedOutputTarget | null = null;
    if (config?.output?.kind === 'table') {
      output = {
        kind: 'table',
        tableId: String(config.output.tableId),
        tableName: await nameOf(config.output.tableId),
      };
    } else if (config?.output?.kind === 'file') {
      output = { kind: 'file', folder: config.output.folder, fileName: config.output.fileName };
    }
    const definition = def
      ? (({ job, ...rest }) => ({ ...rest, jobKind: job.kind }))(toDefinition(def))
      : null;
    return {
      orderId: String(order.id),
      orderNo: order.orderNo,
      itemId: String(order.itemId),
      itemName: order.itemName,
      definition,
      inputs,
      output,
      ready: def !== null && inputsComplete(def, config?.inputs ?? []) && Boolean(config?.output),
      latestRun: latest ? toRunDetail(latest) : null,
    };
  }

  private async candidates(actor: Actor) {
    const page = await this.deps.databaseTables.page(actor, { page: 1, limit: 1000 }, {});
    return page.list.map(
      (t): appRuns.TableCandidate => ({
        tableId: String(t.id),
        name: t.name,
        connectionId: String(t.connectionId),
        schema: t.schemaName,
        table: t.tableName,
        fields: t.fields.map((f) => ({ name: f.name, type: f.type })),
      }),
    );
  }

  async inputCandidates(actor: Actor, orderId: number) {
    const order = await this.paidOrder(actor, orderId);
    return { state: await this.stateOf(actor, order), tables: await this.candidates(actor) };
  }

  async outputCandidates(actor: Actor, orderId: number) {
    const order = await this.paidOrder(actor, orderId);
    return { state: await this.stateOf(actor, order), tables: await this.candidates(actor) };
  }

  /** Refuses to change what an active run is using. */
  private async assertIdle(orderId: number) {
    const latest = await repo.latestRun(this.deps.db, orderId);
    if (latest && latest.operationType !== OP.SHUT_DOWN) throw illegalState();
  }

  async configureInput(actor: Actor, orderId: number, mappings: { name: string; tableId: number }[]) {
    const order = await this.paidOrder(actor, orderId);
    const def = await this.definitionOf(order);
    const declared = new Map(def.inputs.map((i) => [i.name, i]));
    const seen = new Set<string>();
    for (const m of mappings) {
      if (!declared.has(m.name) || seen.has(m.name))
        throw new AppError(ErrorCode.APP_RUN_INPUT_MISMATCH, { name: m.name }, { field: 'inputs' });
      seen.add(m.name);
    }
    const absent = def.inputs.find((i) => !seen.has(i.name));
    if (absent)
      throw new AppError(ErrorCode.APP_RUN_INPUT_MISMATCH, { name: absent.name }, { field: 'inputs' });
    const resolved: ResolvedTable[] = [];
    for (const m of mappings) {
      const table = await this.resolveTable(actor, m.tableId);
      await this.checkColumns(actor, table, declared.get(m.name)!.columns, 'read');
      resolved.push(table);
    }
    if (def.job.kind === 'sql' && new Set(resolved.map((t) => t.connectionId)).size > 1) {
      throw new AppError(ErrorCode.APP_RUN_SQL_CONNECTIONS, undefined, { field: 'inputs' });
    }
    await this.assertIdle(order.id);
    await repo.saveConfig(this.deps.db, order.id, actor.userId, this.now(), {
      inputs: mappings.map((m) => ({ name: m.name, tableId: m.tableId })),
    });
    return this.stateOf(actor, order);
  }

  async configureOutput(
    actor: Actor,
    orderId: number,
    target: { kind: 'table'; tableId: number } | { kind: 'file'; folder: string; fileName: string },
  ) {
    const order = await this.paidOrder(actor, orderId);
    const def = await this.definitionOf(order);
    const wanted = def.output.kind === 'table' ? 'table' : 'file';
    if (target.kind !== wanted) {
      throw new AppError(ErrorCode.APP_RUN_OUTPUT_KIND, { kind: def.output.kind }, { field: 'target.kind' });
    }
    let saved: SavedOutput;
    if (target.kind === 'table') {
      const table = await this.resolveTable(actor, target.tableId);
      await this.checkColumns(actor, table, def.output.columns, 'write');
      saved = { kind: 'table', tableId: table.tableId };
    } else {
      // Listing the folder proves it exists in the consumer's storage (a bad path is refused there).
      await this.deps.trustedStorage.directories(actor, target.folder);
      saved = { kind: 'file', folder: target.folder, fileName: target.fileName };
    }
    await this.assertIdle(order.id);
    await repo.saveConfig(this.deps.db, order.id, actor.userId, this.now(), { output: saved });
    return this.stateOf(actor, order);
  }

  private async resolveTable(actor: Actor, tableId: number): Promise<ResolvedTable> {
    const row = await this.deps.databaseTables.get(actor, tableId);
    return {
      tableId: row.id,
      name: row.name,
      connectionId: row.connectionId,
      schema: row.schemaName,
      table: row.tableName,
    };
  }

  /** The table's live columns must include the required ones with a compatible type. */
  private async checkColumns(
    actor: Actor,
    table: ResolvedTable,
    required: appRuns.AppColumn[],
    use: 'read' | 'write',
  ) {
    const live = await this.deps.connections.withConnector(actor, table.connectionId, (c) =>
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

  // --- runs -----------------------------------------------------------------------------------------------

  async runPage(actor: Actor, orderId: number, page: PageRequest) {
    const order = await this.paidOrder(actor, orderId);
    const result = await repo.pageRuns(this.deps.db, order.id, page);
    return { total: result.total, list: result.list.map(toRun) };
  }

  async runDetail(actor: Actor, runId: number): Promise<appRuns.RunDetail> {
    const run = await repo.findRun(this.deps.db, runId);
    if (!run || run.consumerId !== actor.userId) throw notFound();
    return toRunDetail(run);
  }

  /**
   * Starts a run of a configured order: the row is inserted not started, and a partial unique index keeps a
   * second active run of the same order out (409), even when two starts race. The work runs in the background.
   */
  async executeRun(actor: Actor, orderId: number): Promise<appRuns.RunDetail> {
    const order = await this.paidOrder(actor, orderId);
    const def = await this.definitionOf(order);
    const config = await repo.findConfig(this.deps.db, order.id);
    if (!config?.output || !inputsComplete(def, config.inputs))
      throw new AppError(ErrorCode.APP_RUN_NOT_CONFIGURED);
    const now = this.now();
    let run: repo.RunRow;
    try {
      run = await repo.insertRun(this.deps.db, {
        orderId: order.id,
        consumerId: actor.userId,
        itemId: order.itemId,
        operationType: OP.NOT_STARTED,
        log: [entry(now, 'info', 'queued', { job: def.job.kind })],
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw illegalState();
      throw error;
    }
    const work = this.perform(actor, run.id, order.id, def, config.inputs, config.output)
      .catch((error) => this.deps.log?.(error))
      .finally(() => this.active.delete(work));
    this.active.add(work);
    return toRunDetail(run);
  }

  // --- reads for the application preview (app-preview) -----------------------------------------------------

  /** The declared job of a data application, or null; no permission check (the caller decides who may see it). */
  async findDefinition(itemId: number): Promise<appRuns.AppDefinition | null> {
    const row = await repo.findDefinition(this.deps.db, itemId);
    return row ? toDefinition(row) : null;
  }

  /** The caller's own paid orders of one application with their saved configuration, last configured first. */
  async configurationsOf(actor: Actor, itemId: number) {
    const mine: Awaited<ReturnType<OrderService['page']>>['list'] = [];
    for (let page = 1; page <= 20; page++) {
      const result = await this.deps.orders.page(
        { page, limit: 100 },
        {
          consumerId: actor.userId,
          itemType: goods.ItemType.DATA_APPLICATION,
          payStatus: orders.PayStatus.PAID,
        },
      );
      mine.push(...result.list.filter((o) => o.itemId === String(itemId)));
      if (page * 100 >= result.total) break;
    }
    if (!mine.length) return [];
    const [configs, def] = await Promise.all([
      repo.configsOf(
        this.deps.db,
        mine.map((o) => Number(o.id)),
      ),
      repo.findDefinition(this.deps.db, itemId),
    ]);
    const names = new Map<number, string>();
    const nameOf = async (tableId: number) => {
      if (!names.has(tableId)) {
        const name = await this.deps.databaseTables.get(actor, tableId).then(
          (t) => t.name,
          () => '',
        );
        names.set(tableId, name);
      }
      return names.get(tableId)!;
    };
    const list = [];
    for (const o of mine) {
      const config = configs.find((c) => c.orderId === Number(o.id) && c.consumerId === actor.userId);
      const inputs = [];
      for (const i of config?.inputs ?? []) {
        inputs.push({ name: i.name, tableId: String(i.tableId), tableName: await nameOf(i.tableId) });
      }
      const saved = config?.output ?? null;
      const output: appRuns.SavedOutputTarget | null =
        saved?.kind === 'table'
          ? { kind: 'table', tableId: String(saved.tableId), tableName: await nameOf(saved.tableId) }
          : saved?.kind === 'file'
            ? { kind: 'file', folder: saved.folder, fileName: saved.fileName }
            : null;
      list.push({
        orderId: o.id,
        orderNo: o.orderNo,
        payDate: o.payDate,
        inputs,
        output,
        complete: def !== null && inputsComplete(def, config?.inputs ?? []) && output !== null,
        updateDate: config ? config.updatedAt.toISOString() : null,
      });
    }
    return list.sort((a, b) => (b.updateDate ?? '').localeCompare(a.updateDate ?? ''));
  }

  /** Marks runs a previous process left active as failed ("server restarted"). Call once at startup. */
  recoverInterrupted(): Promise<number> {
    const now = this.now();
    return repo.failActive(this.deps.db, now, entry(now, 'error', 'failed', { reason: 'server_restarted' }));
  }

  /** Stops running jobs and waits for their rows to be written (server closing). */
  async stop(): Promise<void> {
    this.closing = true;
    await terminateAll();
    await Promise.allSettled([...this.active]);
  }

  /** Resolves when no run is executing (tests). */
  async idle(): Promise<void> {
    while (this.active.size) await Promise.allSettled([...this.active]);
  }

  private async log(
    runId: number,
    level: 'info' | 'error',
    event: string,
    params: Record<string, string | number> = {},
  ) {
    const now = this.now();
    await repo.appendLog(this.deps.db, runId, entry(now, level, event, params), now);
  }

  private async progress(runId: number, progress: number, extra: Partial<repo.RunRow> = {}) {
    await repo.updateRun(this.deps.db, runId, { progress, ...extra, updatedAt: this.now() });
  }

  private async perform(
    actor: Actor,
    runId: number,
    orderId: number,
    def: repo.DefinitionRow,
    inputs: SavedInput[],
    output: SavedOutput,
  ): Promise<void> {
    const { db } = this.deps;
    const startedAt = this.now();
    const started = await repo.transition(db, runId, TRANSITIONS.start.from, {
      operationType: TRANSITIONS.start.to,
      startedAt,
      progress: 5,
      updatedAt: startedAt,
    });
    if (!started) return;
    const job = def.job;
    const deadline = Date.now() + job.timeoutSeconds * 1000;
    const remaining = () => {
      const left = deadline - Date.now();
      if (left <= 0) throw new RunFailure('timeout', `${job.timeoutSeconds}s`);
      return left;
    };
    try {
      await this.log(runId, 'info', 'started', { job: job.kind });
      // Inputs: the registered tables must still have the required columns.
      const tables: { input: appRuns.AppInput; table: ResolvedTable }[] = [];
      for (const input of def.inputs) {
        const saved = inputs.find((i) => i.name === input.name);
        if (!saved) throw new RunFailure('not_configured', input.name);
        const table = await this.resolveTable(actor, saved.tableId).catch(() => {
          throw new RunFailure('not_configured', input.name);
        });
        await this.checkColumns(actor, table, input.columns, 'read').catch((error) => {
          throw error instanceof AppError && error.code === ErrorCode.APP_RUN_COLUMN_MISSING
            ? new RunFailure('missing_columns', `${table.name}: ${String(error.params?.columns ?? '')}`)
            : error;
        });
        tables.push({ input, table });
      }
      await this.progress(runId, 15);
      await this.log(runId, 'info', 'inputsChecked', { count: tables.length });

      let rows: Row[];
      let rowsRead = 0;
      if (job.kind === 'sql') {
        const problem = checkSelect(job.code);
        if (problem) throw new RunFailure('sql_error', problem);
        const relations = tables.map(({ input, table }) => ({
          name: input.name,
          schema: table.schema,
          table: table.table,
          columns: input.columns.map((c) => c.name),
        }));
        const dbType = tables[0] ? await this.dbTypeOf(actor, tables[0].table.connectionId) : 'postgresql';
        const text = composeSql(job.code, relations, dbType);
        const read = await this.withSession(actor, tables[0]!.table.connectionId, async (s) => {
          const result = await s.select(text, { timeoutMs: remaining(), rowLimit: job.rowLimit });
          // What the run read is the inputs' rows, not the rows the query answers (an aggregate answers few).
          const inputs: { input: string; rows: number }[] = [];
          for (const relation of relations) {
            const counted = await s.select(
              composeSql(`SELECT count(*) AS n FROM ${relation.name}`, [relation], dbType),
              { timeoutMs: remaining(), rowLimit: 1 },
            );
            inputs.push({ input: relation.name, rows: Number(counted.rows[0]?.n ?? 0) });
          }
          return { rows: result.rows, inputs };
        });
        rows = read.rows;
        for (const input of read.inputs) {
          rowsRead += input.rows;
          await this.log(runId, 'info', 'inputRead', input);
        }
        await this.progress(runId, 60, { rowsRead });
        await this.log(runId, 'info', 'queried', { rows: rows.length });
      } else {
        const data: Record<string, Record<string, unknown>[]> = {};
        for (const { input, table } of tables) {
          const text = composeSql(
            `SELECT * FROM ${input.name}`,
            [
              {
                name: input.name,
                schema: table.schema,
                table: table.table,
                columns: input.columns.map((c) => c.name),
              },
            ],
            await this.dbTypeOf(actor, table.connectionId),
          );
          const read = await this.withSession(actor, table.connectionId, (s) =>
            s.select(text, { timeoutMs: remaining(), rowLimit: job.rowLimit }),
          );
          data[input.name] = read.rows.map(plainRow);
          rowsRead += read.rows.length;
          await this.log(runId, 'info', 'inputRead', { input: input.name, rows: read.rows.length });
        }
        await this.progress(runId, 35, { rowsRead });
        if (this.closing) throw new RunFailure('server_restarted', '');
        const outcome = await runJsJob({
          code: job.code,
          inputs: data,
          timeoutMs: remaining(),
          memoryMb: job.memoryMb,
        });
        const logs = outcome.logs;
        for (const line of logs.slice(0, 50)) await this.log(runId, 'info', 'jobLog', { text: line });
        if (!outcome.ok) {
          if (this.closing) throw new RunFailure('server_restarted', '');
          throw new RunFailure(outcome.kind, outcome.detail);
        }
        if (
          !Array.isArray(outcome.rows) ||
          outcome.rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))
        ) {
          throw new RunFailure('bad_output', 'the job must return an array of row objects');
        }
        if (outcome.rows.length > job.rowLimit) throw new RunFailure('row_limit', String(job.rowLimit));
        rows = outcome.rows as Row[];
        await this.progress(runId, 65);
        await this.log(runId, 'info', 'transformed', { rows: rows.length });
      }

      // Output: every declared column, coerced to its declared type.
      const columns = def.output.columns;
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
      let location: string;
      if (output.kind === 'table') {
        const table = await this.resolveTable(actor, output.tableId).catch(() => {
          throw new RunFailure('not_configured', 'output');
        });
        await this.checkColumns(actor, table, columns, 'write').catch((error) => {
          throw error instanceof AppError && error.code === ErrorCode.APP_RUN_COLUMN_MISSING
            ? new RunFailure('missing_columns', `${table.name}: ${String(error.params?.columns ?? '')}`)
            : error;
        });
        await this.withSession(actor, table.connectionId, (s) =>
          s.insert(
            table.schema,
            table.table,
            columns.map((c) => c.name),
            values,
            remaining(),
          ),
        );
        location = `${table.name} (${table.schema}.${table.table})`;
      } else {
        const csv = toCsv(
          columns.map((c) => c.name),
          values.map((r) => r.map(cellText)),
        );
        const saved = await this.deps.trustedStorage
          .upload(actor, output.folder, output.fileName, Readable.from([Buffer.from(csv, 'utf8')]))
          .catch((error) => {
            throw new RunFailure(
              'write_error',
              error instanceof AppError ? `code ${error.code}` : String(error),
            );
          });
        location = saved.path;
      }
      await this.log(runId, 'info', 'written', { rows: values.length, location });
      const finishedAt = this.now();
      await this.finish(
        runId,
        orderId,
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
    } catch (error) {
      const failure = toFailure(error);
      const finishedAt = this.now();
      await this.finish(
        runId,
        orderId,
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
  }

  /** Shuts the run down and, in the same transaction, records its result in the evidence ledger. */
  private async finish(
    runId: number,
    orderId: number,
    set: Partial<repo.RunRow>,
    logEntry: appRuns.LogEntry,
    extra: Record<string, unknown> = {},
  ) {
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

  private async dbTypeOf(actor: Actor, connectionId: number): Promise<'postgresql' | 'mysql'> {
    const row = await this.deps.connections.getOwned(actor, connectionId);
    return row.dbType === 'mysql' ? 'mysql' : 'postgresql';
  }

  /** Opens a session on one of the actor's connections (host policy applied), runs `work`, closes it. */
  private async withSession<T>(
    actor: Actor,
    connectionId: number,
    work: (s: SqlSession) => Promise<T>,
  ): Promise<T> {
    const row = await this.deps.connections.getOwned(actor, connectionId);
    const decision = await checkHost(row.host, this.deps.allowPrivate);
    if (!decision.ok) throw new RunFailure('sql_error', `host ${row.host} refused`);
    const session = await openSession({
      dbType: row.dbType === 'mysql' ? 'mysql' : 'postgresql',
      host: row.host,
      address: decision.address,
      port: row.port,
      database: row.databaseName,
      username: row.username,
      password: row.passwordEnc ? decryptSecret(this.deps.key, row.passwordEnc) : '',
      sslMode: row.params.sslMode,
    });
    try {
      return await work(session);
    } finally {
      await session.close();
    }
  }
}

function entry(
  at: Date,
  level: 'info' | 'error',
  event: string,
  params: Record<string, string | number> = {},
): appRuns.LogEntry {
  return { at: at.toISOString(), level, event, params };
}

function inputsComplete(def: repo.DefinitionRow, saved: SavedInput[]): boolean {
  return def.inputs.every((i) => saved.some((s) => s.name === i.name));
}

function toFailure(error: unknown): RunFailure {
  if (error instanceof RunFailure) return error;
  if (error instanceof SessionError) return new RunFailure(error.kind, error.message);
  if (error instanceof AppError)
    return new RunFailure('sql_error', `code ${error.code} ${JSON.stringify(error.params ?? {})}`);
  return new RunFailure('job_error', String((error as Error)?.message ?? error).slice(0, 500));
}

/** A row as plain JSON values for a JavaScript job: dates ISO, binary hex, big numbers as text. */
function plainRow(row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (v instanceof Date) out[k] = v.toISOString();
    else if (Buffer.isBuffer(v)) out[k] = v.toString('hex');
    else if (typeof v === 'bigint') out[k] = v.toString();
    else out[k] = v;
  }
  return out;
}

/** A value converted to the declared output type; throws when it cannot be. */
function coerce(value: unknown, type: appRuns.ColumnType): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'text':
      if (value instanceof Date) return value.toISOString();
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    case 'integer': {
      const text = String(value).trim();
      if (!/^-?\d+$/.test(text)) throw new Error('integer');
      return text;
    }
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isFinite(n) || String(value).trim() === '') throw new Error('number');
      return typeof value === 'number' ? value : String(value).trim();
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 1 || value === '1' || value === 't' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'f' || value === 'false') return false;
      throw new Error('boolean');
    case 'timestamp': {
      const d = value instanceof Date ? value : new Date(String(value));
      if (Number.isNaN(d.getTime())) throw new Error('timestamp');
      return d;
    }
  }
}

function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
