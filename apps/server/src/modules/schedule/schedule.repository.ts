import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import { ownerGone } from '../../platform/server-process.js';
import {
  sysScheduleJob as job,
  sysScheduleJobLog as jobLog,
  type ScheduleJobLogRow,
  type ScheduleJobRow,
} from './schedule.table.js';

/** No run of the job is going on in a live process (its own runs count as going on for `self`). */
const notRunning = (self: string) => ownerGone(job.runningBy, self);

export type JobFields = Pick<ScheduleJobRow, 'beanName' | 'params' | 'cronExpression' | 'status' | 'remark'>;

/** A job's columns and whether a live process runs it now (`self`'s own runs included). */
const withRunning = (self: string) => ({
  row: job,
  running: sql<boolean>`not ${notRunning(self)}`.mapWith(Boolean),
});

export async function pageJobs(
  db: DbOrTx,
  p: PageRequest,
  filter: { beanName?: string | undefined },
  self: string,
) {
  const condition = filter.beanName ? ilike(job.beanName, `%${escapeLike(filter.beanName)}%`) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select(withRunning(self))
      .from(job)
      .where(condition)
      .orderBy(asc(job.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(job).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findJob(db: DbOrTx, id: number, self: string) {
  const [found] = await db.select(withRunning(self)).from(job).where(eq(job.id, id)).limit(1);
  return found ?? null;
}

export async function findJobs(db: DbOrTx, ids: number[]): Promise<ScheduleJobRow[]> {
  return db.select().from(job).where(inArray(job.id, ids));
}

/** Every normal job: what each process keeps a timer for. */
export async function listNormalJobs(db: DbOrTx, normal: number): Promise<ScheduleJobRow[]> {
  return db.select().from(job).where(eq(job.status, normal));
}

export async function beanNamesWithJobs(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ beanName: job.beanName }).from(job);
  return rows.map((r) => r.beanName);
}

export async function insertJob(db: DbOrTx, fields: JobFields, now: Date): Promise<ScheduleJobRow> {
  const [row] = await db
    .insert(job)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert sys_schedule_job returned no row');
  return row;
}

export async function updateJob(db: DbOrTx, id: number, fields: JobFields, now: Date) {
  const [row] = await db
    .update(job)
    .set({ ...fields, updatedAt: now })
    .where(eq(job.id, id))
    .returning();
  return row ?? null;
}

export async function setStatus(db: DbOrTx, ids: number[], status: number, now: Date) {
  await db.update(job).set({ status, updatedAt: now }).where(inArray(job.id, ids));
}

export async function deleteJobs(db: DbOrTx, ids: number[]) {
  await db.delete(job).where(inArray(job.id, ids));
}

/**
 * Claims fire time `fireTime` of a normal job for process `self`: only when no process claimed it (or a later one)
 * yet, the job still has the cron expression the caller computed it from, and no run is going on. One statement,
 * so of all the processes asking at once exactly one gets the row back.
 */
export async function claimFire(
  db: DbOrTx,
  claim: { id: number; cronExpression: string; fireTime: Date; self: string; normal: number },
): Promise<ScheduleJobRow | null> {
  const [row] = await db
    .update(job)
    .set({ lastFire: claim.fireTime, runningBy: claim.self, runningSince: sql`now()` })
    .where(
      and(
        eq(job.id, claim.id),
        eq(job.status, claim.normal),
        eq(job.cronExpression, claim.cronExpression),
        or(isNull(job.lastFire), lt(job.lastFire, claim.fireTime)),
        notRunning(claim.self),
      ),
    )
    .returning();
  return row ?? null;
}

/** Claims a run of the job now ("run now") for process `self` when no run is going on. */
export async function claimRun(db: DbOrTx, id: number, self: string): Promise<ScheduleJobRow | null> {
  const [row] = await db
    .update(job)
    .set({ runningBy: self, runningSince: sql`now()` })
    .where(and(eq(job.id, id), notRunning(self)))
    .returning();
  return row ?? null;
}

/** Ends process `self`'s run of the job. */
export async function releaseRun(db: DbOrTx, id: number, self: string) {
  await db
    .update(job)
    .set({ runningBy: null, runningSince: null })
    .where(and(eq(job.id, id), eq(job.runningBy, self)));
}

/** Which of the jobs have a run going on in a live process. */
export async function runningJobIds(db: DbOrTx, ids: number[], self: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: job.id })
    .from(job)
    .where(and(inArray(job.id, ids), sql`not ${notRunning(self)}`));
  return new Set(rows.map((r) => r.id));
}

export async function insertLog(db: DbOrTx, row: typeof jobLog.$inferInsert) {
  await db.insert(jobLog).values(row);
}

export interface LogFilter {
  jobId?: number | undefined;
  status?: number | undefined;
  /** Inclusive lower bound of created_at. */
  from?: Date | undefined;
  /** Exclusive upper bound of created_at. */
  before?: Date | undefined;
}

export async function pageLogs(db: DbOrTx, p: PageRequest, filter: LogFilter) {
  const where: SQL[] = [];
  if (filter.jobId !== undefined) where.push(eq(jobLog.jobId, filter.jobId));
  if (filter.status !== undefined) where.push(eq(jobLog.status, filter.status));
  if (filter.from) where.push(gte(jobLog.createdAt, filter.from));
  if (filter.before) where.push(lt(jobLog.createdAt, filter.before));
  const condition = where.length ? and(...where) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(jobLog)
      .where(condition)
      .orderBy(desc(jobLog.createdAt), desc(jobLog.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(jobLog).where(condition),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findLog(db: DbOrTx, id: number): Promise<ScheduleJobLogRow | null> {
  const [row] = await db.select().from(jobLog).where(eq(jobLog.id, id)).limit(1);
  return row ?? null;
}

/** Deletes the log rows written before `before`; answers how many. */
export async function deleteLogsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(jobLog).where(lt(jobLog.createdAt, before)).returning({ id: jobLog.id });
  return rows.length;
}
