import { nextFireTime } from './schedule.cron.js';

/** What a process keeps a timer for: a normal job and the cron expression its fire times come from. */
export interface TimedJob {
  id: number;
  cronExpression: string;
}

export interface SchedulerPorts {
  /** The normal jobs as stored now. */
  loadJobs(): Promise<TimedJob[]>;
  /** Fire time `fireTime` of the job has come: claim it and run it if no other process did. */
  fire(job: TimedJob, fireTime: Date): Promise<void>;
  log(error: unknown): void;
}

export interface SchedulerOptions {
  /** How often the jobs are read again, to follow changes made by other processes (ms). */
  reloadMs: number;
}

/** setTimeout's longest delay (about 24.8 days); a later fire time is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * This process's timers: one per normal job, armed for its next fire time (real time, from the cron expression,
 * the same in every process), re-read every `reloadMs` and at once after a change made here. At a fire time the
 * process only asks to run it (`fire`): the claim in the database decides which process does.
 */
export class JobScheduler {
  private readonly timers = new Map<number, { cronExpression: string; timer: NodeJS.Timeout }>();
  private reloadTimer: NodeJS.Timeout | null = null;
  private reloading: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly ports: SchedulerPorts,
    private readonly options: SchedulerOptions,
  ) {}

  get started(): boolean {
    return !this.stopped;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.reloadTimer = setInterval(() => void this.reload(), this.options.reloadMs);
    this.reloadTimer.unref();
    await this.reload();
  }

  stop(): void {
    this.stopped = true;
    if (this.reloadTimer) clearInterval(this.reloadTimer);
    this.reloadTimer = null;
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** Reads the jobs again: timers of jobs gone, paused or rescheduled are dropped, new ones armed. */
  async reload(): Promise<void> {
    if (this.stopped) return;
    // One reload at a time; a change made while one runs is picked up by a reload queued after it.
    const previous = this.reloading ?? Promise.resolve();
    const next = previous.then(() => this.sync());
    this.reloading = next;
    await next.finally(() => {
      if (this.reloading === next) this.reloading = null;
    });
  }

  private async sync(): Promise<void> {
    let jobs: TimedJob[];
    try {
      jobs = await this.ports.loadJobs();
    } catch (error) {
      this.ports.log(error);
      return;
    }
    if (this.stopped) return;
    const wanted = new Map(jobs.map((j) => [j.id, j]));
    for (const [id, armed] of this.timers) {
      if (wanted.get(id)?.cronExpression !== armed.cronExpression) {
        clearTimeout(armed.timer);
        this.timers.delete(id);
      }
    }
    for (const job of jobs) {
      if (!this.timers.has(job.id)) this.arm(job, new Date());
    }
  }

  private arm(job: TimedJob, after: Date): void {
    const fireTime = nextFireTime(job.cronExpression, after);
    if (!fireTime || this.stopped) return;
    const wait = () => {
      const left = fireTime.getTime() - Date.now();
      if (left > 0) {
        this.setTimer(job, setTimeout(wait, Math.min(left, MAX_DELAY_MS)));
        return;
      }
      this.ports.fire(job, fireTime).catch((error) => this.ports.log(error));
      // After a stall (a blocked event loop, a suspended machine) the fire times missed meanwhile are skipped.
      this.arm(job, new Date(Math.max(fireTime.getTime(), Date.now())));
    };
    wait();
  }

  private setTimer(job: TimedJob, timer: NodeJS.Timeout): void {
    timer.unref();
    this.timers.set(job.id, { cronExpression: job.cronExpression, timer });
  }
}
