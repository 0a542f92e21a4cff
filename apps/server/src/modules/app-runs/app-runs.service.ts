import { type appRuns, ErrorCode, goods, orders } from '@datamall/contract';
import type { DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { GoodsService } from '../goods/goods.service.js';
import type { OrderRow, OrderService } from '../orders/orders.service.js';
import { checkSelect } from './app-runs.jobs.js';
import { toDefinition, toRun, toRunDetail } from './app-runs.presenter.js';
import * as repo from './app-runs.repository.js';
import {
  checkColumns,
  entry,
  OP,
  type ResolvedTable,
  RunExecution,
  type RunStepDeps,
  resolveTable,
  shapeOutput,
} from './app-runs.steps.js';
import type { SavedInput, SavedOutput } from './app-runs.table.js';
import { compileError, terminateAll } from './app-runs.worker.js';

export interface AppRunServiceDeps extends RunStepDeps {
  orders: OrderService;
  goods: GoodsService;
  /** This server process (platform/server-process.ts): recorded on the runs it executes. */
  processId: string;
  log?: (error: unknown) => void;
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
      const table = await resolveTable(this.deps, actor, m.tableId);
      await checkColumns(this.deps, actor, table, declared.get(m.name)!.columns, 'read');
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
      const table = await resolveTable(this.deps, actor, target.tableId);
      await checkColumns(this.deps, actor, table, def.output.columns, 'write');
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
        processId: this.deps.processId,
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
    const mine = await this.paidOrdersOf(actor, itemId);
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

  /** The caller's paid orders of one application (its first 2000 paid data-application orders are looked at). */
  private async paidOrdersOf(actor: Actor, itemId: number) {
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
    return mine;
  }

  /**
   * Marks active runs whose server process is gone (it died, or restarted) as failed ("server restarted"); runs
   * of live processes, this one or another node, go on. At startup, then periodically by the jobs' runner.
   */
  recoverInterrupted(): Promise<number> {
    const now = this.now();
    const failed = entry(now, 'error', 'failed', { reason: 'server_restarted' });
    return repo.failOrphaned(this.deps.db, this.deps.processId, now, failed);
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

  /** Executes a started run step by step; a step that throws ends the run with the reason recorded. */
  private async perform(
    actor: Actor,
    runId: number,
    orderId: number,
    def: repo.DefinitionRow,
    inputs: SavedInput[],
    output: SavedOutput,
  ): Promise<void> {
    const run = new RunExecution(this.deps, { actor, runId, orderId, job: def.job }, () => this.closing);
    if (!(await run.start())) return;
    try {
      await run.log('info', 'started', { job: def.job.kind });
      // Inputs: the registered tables must still have the required columns.
      const tables = await run.checkInputs(def.inputs, inputs);
      const rows = def.job.kind === 'sql' ? await run.query(tables) : await run.transform(tables);
      const shaped = shapeOutput(rows, def.output.columns);
      const location = await run.write(output, shaped);
      await run.succeed(shaped, location);
    } catch (error) {
      await run.fail(error);
    }
  }
}

function inputsComplete(def: repo.DefinitionRow, saved: SavedInput[]): boolean {
  return def.inputs.every((i) => saved.some((s) => s.name === i.name));
}
