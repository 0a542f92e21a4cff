import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Scheduled jobs: a registered bean, its parameters (JSON object text) and a cron expression. Every server process
 * keeps a timer per normal job; at a fire time each one tries to claim it with one conditional UPDATE
 * (`last_fire < t`, still normal, same cron, no live run), so exactly one process runs each fire time. `running_by`
 * names the process (server_process) whose run is going on: a run never starts while it lives.
 */
export const sysScheduleJob = pgTable('sys_schedule_job', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  beanName: varchar('bean_name', { length: 100 }).notNull(),
  params: text('params').notNull().default(''),
  cronExpression: varchar('cron_expression', { length: 100 }).notNull(),
  /** job_status: paused 0, normal 1. */
  status: smallint('status').notNull(),
  remark: varchar('remark', { length: 255 }).notNull().default(''),
  /** The last fire time claimed by a process. */
  lastFire: timestamp('last_fire', { withTimezone: true, precision: 3 }),
  /** The process running the job now (null when none). */
  runningBy: uuid('running_by'),
  runningSince: timestamp('running_since', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One row per run of a job, success or failure; kept when its job is deleted. */
export const sysScheduleJobLog = pgTable(
  'sys_schedule_job_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: bigint('job_id', { mode: 'number' }).notNull(),
    beanName: varchar('bean_name', { length: 100 }).notNull(),
    params: text('params').notNull().default(''),
    /** job_log_status: failed 0, success 1. */
    status: smallint('status').notNull(),
    error: text('error').notNull().default(''),
    times: integer('times').notNull(),
    /** The fire time the run was for; null for a "run now". */
    fireTime: timestamp('fire_time', { withTimezone: true, precision: 3 }),
    /** The server process that ran it. */
    runBy: uuid('run_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sys_schedule_job_log_created_idx').on(t.createdAt),
    index('sys_schedule_job_log_job_idx').on(t.jobId, t.createdAt),
  ],
);

export type ScheduleJobRow = typeof sysScheduleJob.$inferSelect;
export type ScheduleJobLogRow = typeof sysScheduleJobLog.$inferSelect;
