import type { Localized, schedule } from '@datamall/contract';

/** The parameters of a job as stored: a JSON object (empty when the bean takes none). */
export type JobParams = Record<string, unknown>;

export interface ScheduleBean {
  /** What the work does, for the console. */
  label: Localized;
  /** The work; a throw is the run's failure (its message goes to the log). */
  run: (params: JobParams) => Promise<unknown>;
  /** The cron expression of the platform's own job of this bean (seeded when no job names the bean). */
  defaultCron?: string;
  /** Refuses parameters the work cannot take: answers why, or null when they are fine. */
  checkParams?: (params: JobParams) => string | null;
}

/** The kinds of work jobs may run, by bean name: only a registered bean can be saved or run. */
export class ScheduleBeans {
  private readonly beans = new Map<string, ScheduleBean>();

  register(name: string, bean: ScheduleBean): void {
    if (this.beans.has(name)) throw new Error(`The schedule bean ${name} is registered twice`);
    this.beans.set(name, bean);
  }

  find(name: string): ScheduleBean | undefined {
    return this.beans.get(name);
  }

  list(): schedule.ScheduleBean[] {
    return [...this.beans].map(([name, b]) => ({ name, label: b.label, defaultCron: b.defaultCron ?? null }));
  }

  /** The beans with a default job, for seeding. */
  defaults(): { name: string; cron: string }[] {
    return [...this.beans].flatMap(([name, b]) => (b.defaultCron ? [{ name, cron: b.defaultCron }] : []));
  }
}

/**
 * Reads stored parameters: '' is none; anything else must be a JSON object. Answers the object, or why it is
 * refused.
 */
export function parseParams(text: string): { params: JobParams } | { problem: string } {
  if (text.trim() === '') return { params: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: (error as Error).message };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { problem: 'not an object' };
  }
  return { params: value as JobParams };
}
