import { schedule } from '@datamall/contract';
import { Cron } from 'croner';

/** Why a cron expression cannot be a job's schedule; null when it can. */
export type CronProblem = { kind: 'invalid'; reason: string } | { kind: 'never' } | null;

const compile = (expression: string) => new Cron(expression, { timezone: schedule.SCHEDULE_TIMEZONE });

/** Checks a cron expression as croner reads it (5 fields, or 6 with seconds first): valid, and fires again. */
export function cronProblem(expression: string, from: Date): CronProblem {
  let cron: Cron;
  try {
    cron = compile(expression);
  } catch (error) {
    return { kind: 'invalid', reason: (error as Error).message.replace(/^CronPattern: /, '') };
  }
  return cron.nextRun(from) ? null : { kind: 'never' };
}

/** The next `count` fire times strictly after `from` (fewer when the expression stops firing; none when invalid). */
export function nextFireTimes(expression: string, from: Date, count: number): Date[] {
  try {
    return compile(expression).nextRuns(count, from);
  } catch {
    return [];
  }
}

/** The next fire time strictly after `from`, or null (invalid, or never again). */
export function nextFireTime(expression: string, from: Date): Date | null {
  return nextFireTimes(expression, from, 1)[0] ?? null;
}
