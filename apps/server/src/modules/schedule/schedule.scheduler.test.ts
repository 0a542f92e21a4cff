import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobScheduler, type TimedJob } from './schedule.scheduler.js';

describe('JobScheduler', () => {
  let jobs: TimedJob[];
  let fired: string[];
  let scheduler: JobScheduler;

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00.500Z') });
    jobs = [{ id: 1, cronExpression: '* * * * * *' }];
    fired = [];
    scheduler = new JobScheduler(
      {
        loadJobs: async () => jobs,
        fire: async (job, at) => {
          fired.push(`${job.id}@${at.toISOString().slice(17, 19)}`);
        },
        log: (error) => {
          throw error;
        },
      },
      { reloadMs: 5_000 },
    );
  });

  afterEach(() => {
    scheduler.stop();
    vi.useRealTimers();
  });

  it('asks to run each fire time once, at its time', async () => {
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fired).toEqual(['1@01', '1@02', '1@03']);
  });

  it('follows jobs added, rescheduled and removed at the next reload', async () => {
    await scheduler.start();
    jobs = [
      { id: 1, cronExpression: '*/2 * * * * *' },
      { id: 2, cronExpression: '* * * * * *' },
    ];
    await scheduler.reload();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fired).toEqual(['2@01', '1@02', '2@02']);
    jobs = [];
    await scheduler.reload();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fired).toHaveLength(3);
  });

  it('fires nothing once stopped', async () => {
    await scheduler.start();
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fired).toEqual([]);
  });

  it('skips the fire times missed while the process stalled', async () => {
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(600);
    expect(fired).toEqual(['1@01']);
    // The clock jumps 5 s while no timer runs (a suspended machine).
    vi.setSystemTime(new Date('2026-01-01T00:00:06.100Z'));
    await vi.advanceTimersByTimeAsync(1_000);
    // The time it was waiting for runs late; 03 to 07 are skipped.
    expect(fired).toEqual(['1@01', '1@02']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fired).toEqual(['1@01', '1@02', '1@08']);
  });
});
