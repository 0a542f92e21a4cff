import { z } from 'zod';
import { defineEndpoint, zId, zListQuery, zPage } from '../endpoint.js';
import type { Localized } from '../locales.js';

/**
 * Scheduled jobs of the operator console (`job/schedule`, `job/schedule-log`; renren-security paths).
 *
 * A job names a bean (a kind of work registered in the server's code), its parameters (a JSON object as text) and
 * a cron expression (croner syntax: five fields, or six with seconds first; evaluated in SCHEDULE_TIMEZONE). A
 * normal job runs once per fire time whatever the number of server processes sharing the database; a paused one
 * never runs on its schedule; "run now" runs it once at once, paused or not. A job whose run is still going is
 * not started again. Every run writes a log row: success, or failure with its error text.
 */

/** The time zone cron expressions are evaluated in (the platform's business days are China days). */
export const SCHEDULE_TIMEZONE = 'Asia/Shanghai';

/** job_status: paused 0, normal 1. */
export const JOB_STATUS = { PAUSED: 0, NORMAL: 1 } as const;
/** job_log_status: failed 0, success 1. */
export const JOB_LOG_STATUS = { FAILED: 0, SUCCESS: 1 } as const;

const zBeanName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, { message: 'format' });

export const zScheduleJob = z.object({
  id: z.string(),
  /** The registered kind of work the job runs. */
  beanName: z.string(),
  /** A JSON object as text ('' when the bean takes none). */
  params: z.string(),
  cronExpression: z.string(),
  /** job_status: paused 0, normal 1. */
  status: z.number().int(),
  remark: z.string(),
  /** The next fire time (ISO 8601); null while paused. */
  nextRun: z.string().nullable(),
  /** The last fire time a process claimed (ISO 8601); null when it never ran on its schedule. */
  lastFire: z.string().nullable(),
  /** A run is going on now (in some process). */
  running: z.boolean(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type ScheduleJob = z.infer<typeof zScheduleJob>;

export const zScheduleJobInput = z.object({
  beanName: zBeanName,
  /** A JSON object as text; '' for none. */
  params: z.string().trim().max(2000).default(''),
  cronExpression: z.string().trim().min(1).max(100),
  /** job_status: paused 0, normal 1 (default normal). */
  status: z.coerce.number().int().min(0).max(1).default(1),
  remark: z.string().trim().max(255).default(''),
});
export type ScheduleJobInput = z.input<typeof zScheduleJobInput>;

export const zScheduleJobLog = z.object({
  id: z.string(),
  jobId: z.string(),
  beanName: z.string(),
  params: z.string(),
  /** job_log_status: failed 0, success 1. */
  status: z.number().int(),
  /** Why the run failed; '' on success. */
  error: z.string(),
  /** How long the run took (ms). */
  times: z.number().int(),
  /** The fire time the run was for (ISO 8601); null for a "run now". */
  fireTime: z.string().nullable(),
  createDate: z.string(),
});
export type ScheduleJobLog = z.infer<typeof zScheduleJobLog>;

/** A kind of work jobs may name, with what it does. */
export const zScheduleBean = z.object({
  name: z.string(),
  label: z.object({ 'zh-CN': z.string(), 'zh-TW': z.string(), 'en-US': z.string() }),
  /** The cron expression the platform's own job of this bean starts with; null for beans without one. */
  defaultCron: z.string().nullable(),
});
export type ScheduleBean = z.infer<typeof zScheduleBean> & { label: Localized };

const SCHEDULE = { roles: [0], permission: 'sys:schedule:all' } as const;
const zIds = z.object({ ids: z.array(zId).min(1).max(100) });
const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'format' });

export const page = defineEndpoint({
  id: 'schedule.page',
  method: 'GET',
  path: '/sys/schedule/page',
  summary:
    'Scheduled jobs, oldest first, with their next fire time; filter by bean name (part of it) (operator).',
  access: SCHEDULE,
  query: zListQuery.extend({ beanName: z.string().trim().max(100).optional() }),
  response: zPage(zScheduleJob),
});

export const beans = defineEndpoint({
  id: 'schedule.beans',
  method: 'GET',
  path: '/sys/schedule/beans',
  summary: 'The kinds of work a job may run (registered beans) (operator).',
  access: SCHEDULE,
  response: z.array(zScheduleBean),
});

export const info = defineEndpoint({
  id: 'schedule.info',
  method: 'GET',
  path: '/sys/schedule/{id}',
  summary: 'One scheduled job (operator).',
  access: SCHEDULE,
  response: zScheduleJob,
});

export const create = defineEndpoint({
  id: 'schedule.create',
  method: 'POST',
  path: '/sys/schedule',
  summary:
    'Adds a scheduled job (operator): a registered bean, JSON object params and a valid cron expression that fires.',
  access: SCHEDULE,
  body: zScheduleJobInput,
  response: zScheduleJob,
});

export const update = defineEndpoint({
  id: 'schedule.update',
  method: 'PUT',
  path: '/sys/schedule',
  summary: 'Changes a scheduled job (operator); the new schedule applies from its next fire time.',
  access: SCHEDULE,
  body: zScheduleJobInput.extend({ id: zId }),
  response: zScheduleJob,
});

export const remove = defineEndpoint({
  id: 'schedule.delete',
  method: 'DELETE',
  path: '/sys/schedule',
  summary: 'Deletes scheduled jobs (operator); their logs stay. A run going on finishes.',
  access: SCHEDULE,
  body: zIds,
  response: z.null(),
});

export const run = defineEndpoint({
  id: 'schedule.run',
  method: 'PUT',
  path: '/sys/schedule/run',
  summary:
    'Runs jobs once at once, paused or not (operator); refused (nothing started) while one of them is running.',
  access: SCHEDULE,
  body: zIds,
  response: z.null(),
});

export const pause = defineEndpoint({
  id: 'schedule.pause',
  method: 'PUT',
  path: '/sys/schedule/pause',
  summary: 'Pauses jobs (operator): no run on their schedule until resumed.',
  access: SCHEDULE,
  body: zIds,
  response: z.null(),
});

export const resume = defineEndpoint({
  id: 'schedule.resume',
  method: 'PUT',
  path: '/sys/schedule/resume',
  summary: 'Resumes paused jobs (operator): they run again from their next fire time.',
  access: SCHEDULE,
  body: zIds,
  response: z.null(),
});

export const logPage = defineEndpoint({
  id: 'schedule.logPage',
  method: 'GET',
  path: '/sys/scheduleLog/page',
  summary:
    'Runs of the scheduled jobs, newest first; filters job id, status and days (China time) (operator).',
  access: SCHEDULE,
  query: zListQuery.extend({
    jobId: zId.optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
    /** First day (YYYY-MM-DD, China time), included. */
    startDate: zDay.optional(),
    /** Last day (YYYY-MM-DD, China time), included. */
    endDate: zDay.optional(),
  }),
  response: zPage(zScheduleJobLog),
});

export const logInfo = defineEndpoint({
  id: 'schedule.logInfo',
  method: 'GET',
  path: '/sys/scheduleLog/{id}',
  summary: 'One run of a scheduled job, with its full error text (operator).',
  access: SCHEDULE,
  response: zScheduleJobLog,
});
