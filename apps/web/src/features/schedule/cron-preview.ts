import { schedule } from '@datamall/contract';
import { Cron } from 'croner';

/** What the cron field shows under an expression: its next fire times, or why there are none. */
export type CronPreview =
  | { kind: 'empty' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'never' }
  | { kind: 'times'; times: Date[] };

/**
 * The next `count` fire times of `expression` after `from`, evaluated as the server does (croner, in
 * SCHEDULE_TIMEZONE), so what the operator sees while typing is what will run.
 */
export function previewCron(expression: string, from: Date, count = 5): CronPreview {
  const text = expression.trim();
  if (!text) return { kind: 'empty' };
  let cron: Cron;
  try {
    cron = new Cron(text, { timezone: schedule.SCHEDULE_TIMEZONE });
  } catch (error) {
    return { kind: 'invalid', reason: (error as Error).message.replace(/^CronPattern: /, '') };
  }
  const times = cron.nextRuns(count, from);
  return times.length ? { kind: 'times', times } : { kind: 'never' };
}

const zoneFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: schedule.SCHEDULE_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD HH:mm:ss` in the time zone cron expressions are evaluated in (China time). */
export function formatScheduleTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return zoneFormat.format(date);
}
