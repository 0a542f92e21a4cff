import { schedule } from '@datamall/contract';
import { nextFireTime } from './schedule.cron.js';
import type { ScheduleJobLogRow, ScheduleJobRow } from './schedule.table.js';

/** A job as the console shows it; `running` says whether a live process runs it now, `now` is real time. */
export function toJob(row: ScheduleJobRow, running: boolean, now: Date): schedule.ScheduleJob {
  const normal = row.status === schedule.JOB_STATUS.NORMAL;
  return {
    id: String(row.id),
    beanName: row.beanName,
    params: row.params,
    cronExpression: row.cronExpression,
    status: row.status,
    remark: row.remark,
    nextRun: normal ? (nextFireTime(row.cronExpression, now)?.toISOString() ?? null) : null,
    lastFire: row.lastFire?.toISOString() ?? null,
    running,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}

export function toJobLog(row: ScheduleJobLogRow): schedule.ScheduleJobLog {
  return {
    id: String(row.id),
    jobId: String(row.jobId),
    beanName: row.beanName,
    params: row.params,
    status: row.status,
    error: row.error,
    times: row.times,
    fireTime: row.fireTime?.toISOString() ?? null,
    createDate: row.createdAt.toISOString(),
  };
}
