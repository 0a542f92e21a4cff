import type { ScheduleBeans } from '../modules/schedule/schedule.beans.js';

const label = (text: string) => ({ 'zh-CN': text, 'zh-TW': text, 'en-US': text });

/** What the test beans saw, per process: how many runs, and the most that ran at once. */
export interface TestBeanProbe {
  runs: number;
  running: number;
  maxRunning: number;
}

/**
 * Beans for the scheduled-job tests, registered the same way in the test server and in the second process
 * (schedule-worker.ts): `testEcho` does nothing, `testFail` always throws, `testSleep` takes `{"ms": n}`.
 */
export function registerTestBeans(beans: ScheduleBeans): TestBeanProbe {
  const probe: TestBeanProbe = { runs: 0, running: 0, maxRunning: 0 };
  const measured = (work: () => Promise<void>) => async () => {
    probe.runs += 1;
    probe.running += 1;
    probe.maxRunning = Math.max(probe.maxRunning, probe.running);
    try {
      await work();
    } finally {
      probe.running -= 1;
    }
  };
  beans.register('testEcho', { label: label('test: nothing'), run: measured(async () => undefined) });
  beans.register('testFail', {
    label: label('test: fails'),
    run: measured(async () => {
      throw new Error('boom: the test bean failed');
    }),
  });
  beans.register('testSleep', {
    label: label('test: sleeps'),
    checkParams: (p) => (p.ms === undefined || Number.isInteger(p.ms) ? null : 'ms must be a whole number'),
    run: async (params) => {
      const ms = typeof params.ms === 'number' ? params.ms : 200;
      await measured(() => new Promise((resolve) => setTimeout(resolve, ms)))();
    },
  });
  return probe;
}
