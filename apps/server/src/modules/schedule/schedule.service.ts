import { ErrorCode, schedule } from '@datamall/contract';
import { CST_OFFSET_MS } from '../../platform/china-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import { parseParams, ScheduleBeans } from './schedule.beans.js';
import { cronProblem } from './schedule.cron.js';
import { toJob, toJobLog } from './schedule.presenter.js';
import * as repo from './schedule.repository.js';
import { JobScheduler, type TimedJob } from './schedule.scheduler.js';
import type { ScheduleJobRow } from './schedule.table.js';

const { JOB_STATUS, JOB_LOG_STATUS } = schedule;
/** A failed run's error text is kept up to this length. */
const MAX_ERROR_CHARS = 8_000;
const DAY_MS = 86_400_000;

/** A job as the console saves it (the contract's input after its defaults). */
export interface JobInput {
  beanName: string;
  params: string;
  cronExpression: string;
  status: number;
  remark: string;
}

export interface ScheduleDeps {
  db: Db;
  clock: Clock;
  /** This process, as the running jobs name it. */
  serverProcess: { readonly id: string };
  /** How often each process reads the jobs again to follow other processes' changes (ms); default 5 s. */
  reloadMs?: number;
  /** Where a run that could not even be logged, or a failed timer, is reported. */
  log?: (error: unknown) => void;
}

/**
 * Scheduled jobs: the console's calls, and the runs. Every process has a scheduler arming a timer per normal job;
 * at a fire time the processes race for one conditional UPDATE and the winner runs the job (see
 * repo.claimFire). A run is logged whether it succeeds or fails, and the next fire time is armed regardless.
 */
export class ScheduleService {
  readonly beans = new ScheduleBeans();
  private readonly scheduler: JobScheduler;
  /** Runs of this process not finished yet: awaited when it stops. */
  private readonly runs = new Set<Promise<void>>();

  constructor(private readonly deps: ScheduleDeps) {
    this.scheduler = new JobScheduler(
      {
        loadJobs: () => repo.listNormalJobs(deps.db, JOB_STATUS.NORMAL),
        // The whole fire is tracked, its claim included: stopping waits for a claim in flight and its run.
        fire: (job, fireTime) => this.track(this.fire(job, fireTime)),
        log: (error) => deps.log?.(error),
      },
      { reloadMs: deps.reloadMs ?? 5_000 },
    );
  }

  private get self() {
    return this.deps.serverProcess.id;
  }

  // --- the console ---------------------------------------------------------------------------------------------

  async page(p: PageRequest, filter: { beanName?: string | undefined }) {
    const found = await repo.pageJobs(this.deps.db, p, filter, this.self);
    const now = new Date();
    return { total: found.total, list: found.list.map((f) => toJob(f.row, f.running, now)) };
  }

  async get(id: number): Promise<schedule.ScheduleJob> {
    const found = await repo.findJob(this.deps.db, id, this.self);
    if (!found) throw new AppError(ErrorCode.SCHEDULE_JOB_NOT_FOUND, { id });
    return toJob(found.row, found.running, new Date());
  }

  async create(input: JobInput): Promise<schedule.ScheduleJob> {
    const fields = this.checked(input);
    const row = await repo.insertJob(this.deps.db, fields, this.deps.clock.now());
    await this.rearm();
    return this.get(row.id);
  }

  async update(id: number, input: JobInput) {
    const fields = this.checked(input);
    const row = await repo.updateJob(this.deps.db, id, fields, this.deps.clock.now());
    if (!row) throw new AppError(ErrorCode.SCHEDULE_JOB_NOT_FOUND, { id });
    await this.rearm();
    return this.get(id);
  }

  async delete(ids: number[]): Promise<void> {
    await this.existing(ids);
    await repo.deleteJobs(this.deps.db, ids);
    await this.rearm();
  }

  async pause(ids: number[]): Promise<void> {
    await this.existing(ids);
    await repo.setStatus(this.deps.db, ids, JOB_STATUS.PAUSED, this.deps.clock.now());
    await this.rearm();
  }

  async resume(ids: number[]): Promise<void> {
    await this.existing(ids);
    await repo.setStatus(this.deps.db, ids, JOB_STATUS.NORMAL, this.deps.clock.now());
    await this.rearm();
  }

  /**
   * Runs the jobs once now, in this process (so once whatever the number of processes), paused or not. All or
   * none: when one of them is running, the ones claimed are given back and nothing runs.
   */
  async runNow(ids: number[]): Promise<void> {
    const rows = await this.existing(ids);
    const claimed: ScheduleJobRow[] = [];
    for (const row of rows) {
      const claim = await repo.claimRun(this.deps.db, row.id, this.self);
      if (!claim) {
        for (const c of claimed) await repo.releaseRun(this.deps.db, c.id, this.self);
        throw new AppError(ErrorCode.SCHEDULE_JOB_RUNNING, { id: row.id, beanName: row.beanName });
      }
      claimed.push(claim);
    }
    for (const row of claimed) this.track(this.execute(row, null));
  }

  listBeans(): schedule.ScheduleBean[] {
    return this.beans.list();
  }

  async pageLogs(
    p: PageRequest,
    filter: { jobId?: number; status?: number; startDate?: string; endDate?: string },
  ) {
    const found = await repo.pageLogs(this.deps.db, p, {
      jobId: filter.jobId,
      status: filter.status,
      from: filter.startDate ? chinaDayStart(filter.startDate) : undefined,
      before: filter.endDate ? new Date(chinaDayStart(filter.endDate).getTime() + DAY_MS) : undefined,
    });
    return { total: found.total, list: found.list.map(toJobLog) };
  }

  async getLog(id: number): Promise<schedule.ScheduleJobLog> {
    const row = await repo.findLog(this.deps.db, id);
    if (!row) throw new AppError(ErrorCode.SCHEDULE_LOG_NOT_FOUND, { id });
    return toJobLog(row);
  }

  /** Adds the platform's job of every bean with a default schedule that no job names (at start). */
  async seedDefaults(): Promise<number> {
    const named = new Set(await repo.beanNamesWithJobs(this.deps.db));
    const now = this.deps.clock.now();
    let added = 0;
    for (const d of this.beans.defaults()) {
      if (named.has(d.name)) continue;
      const fields = {
        beanName: d.name,
        params: '',
        cronExpression: d.cron,
        status: JOB_STATUS.NORMAL,
        remark: '',
      };
      await repo.insertJob(this.deps.db, fields, now);
      added += 1;
    }
    if (added) await this.rearm();
    return added;
  }

  /** Deletes the log rows older than `days` days (the log-cleanup bean). */
  deleteLogsOlderThan(days: number): Promise<number> {
    return repo.deleteLogsBefore(this.deps.db, new Date(this.deps.clock.now().getTime() - days * DAY_MS));
  }

  // --- the runs ------------------------------------------------------------------------------------------------

  /** Starts this process's timers (every process sharing the database runs one scheduler). */
  startScheduler(): Promise<void> {
    return this.scheduler.start();
  }

  /** Stops the timers and waits for this process's runs to end (and be logged). */
  async stopScheduler(): Promise<void> {
    this.scheduler.stop();
    await Promise.allSettled([...this.runs]);
  }

  private async fire(job: TimedJob, fireTime: Date): Promise<void> {
    const claimed = await repo.claimFire(this.deps.db, {
      id: job.id,
      cronExpression: job.cronExpression,
      fireTime,
      self: this.self,
      normal: JOB_STATUS.NORMAL,
    });
    if (claimed) await this.execute(claimed, fireTime);
  }

  /** Runs a claimed job, logs the outcome and gives the claim back, whatever happens. */
  private async execute(row: ScheduleJobRow, fireTime: Date | null): Promise<void> {
    const started = performance.now();
    let error: string | null = null;
    try {
      await this.runBean(row);
    } catch (thrown) {
      error = errorText(thrown);
    }
    const times = Math.round(performance.now() - started);
    try {
      await repo.insertLog(this.deps.db, {
        jobId: row.id,
        beanName: row.beanName,
        params: row.params,
        status: error === null ? JOB_LOG_STATUS.SUCCESS : JOB_LOG_STATUS.FAILED,
        error: error ?? '',
        times,
        fireTime,
        runBy: this.self,
        createdAt: this.deps.clock.now(),
      });
    } catch (logError) {
      this.deps.log?.(logError);
    } finally {
      await repo.releaseRun(this.deps.db, row.id, this.self).catch((e) => this.deps.log?.(e));
    }
  }

  private async runBean(row: ScheduleJobRow): Promise<void> {
    const bean = this.beans.find(row.beanName);
    // A job saved for a bean this version no longer has fails each run, visibly, until it is changed.
    if (!bean) throw new Error(`No bean named ${row.beanName} is registered in this server`);
    const parsed = parseParams(row.params);
    if ('problem' in parsed) throw new Error(`Invalid params: ${parsed.problem}`);
    await bean.run(parsed.params);
  }

  private track(run: Promise<void>): Promise<void> {
    this.runs.add(run);
    return run.finally(() => this.runs.delete(run));
  }

  private async rearm(): Promise<void> {
    if (this.scheduler.started) await this.scheduler.reload();
  }

  /** The jobs of `ids`; the first one missing answers SCHEDULE_JOB_NOT_FOUND. */
  private async existing(ids: number[]): Promise<ScheduleJobRow[]> {
    const rows = await repo.findJobs(this.deps.db, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw new AppError(ErrorCode.SCHEDULE_JOB_NOT_FOUND, { id: missing });
    return [...new Set(ids)].map((id) => byId.get(id) as ScheduleJobRow);
  }

  /** Refuses a job naming an unknown bean, parameters that are not a JSON object, or a bad cron expression. */
  private checked(input: JobInput): repo.JobFields {
    const beanName = input.beanName.trim();
    const bean = this.beans.find(beanName);
    if (!bean) throw new AppError(ErrorCode.SCHEDULE_BEAN_UNKNOWN, { beanName });
    const paramsText = input.params.trim();
    const parsed = parseParams(paramsText);
    if ('problem' in parsed)
      throw new AppError(ErrorCode.SCHEDULE_PARAMS_INVALID, { reason: parsed.problem });
    const refused = bean.checkParams?.(parsed.params);
    if (refused) throw new AppError(ErrorCode.SCHEDULE_PARAMS_INVALID, { reason: refused });
    const cron = input.cronExpression.trim();
    const problem = cronProblem(cron, new Date());
    if (problem?.kind === 'invalid') {
      throw new AppError(ErrorCode.SCHEDULE_CRON_INVALID, { cron, reason: problem.reason });
    }
    if (problem?.kind === 'never') throw new AppError(ErrorCode.SCHEDULE_CRON_NEVER_FIRES, { cron });
    return { beanName, params: paramsText, cronExpression: cron, status: input.status, remark: input.remark };
  }
}

/** The start of a China day (YYYY-MM-DD). */
function chinaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - CST_OFFSET_MS);
}

/** A failure as the log keeps it: the message (with an AppError's code and parameters) and the stack. */
function errorText(thrown: unknown): string {
  const text =
    thrown instanceof AppError
      ? `AppError ${thrown.code} ${JSON.stringify(thrown.params ?? {})}\n${thrown.stack ?? ''}`
      : thrown instanceof Error
        ? (thrown.stack ?? `${thrown.name}: ${thrown.message}`)
        : String(thrown);
  return text.slice(0, MAX_ERROR_CHARS);
}
