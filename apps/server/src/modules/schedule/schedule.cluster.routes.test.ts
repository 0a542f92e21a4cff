import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { sendJson } from '../../test/requests.js';
import { registerTestBeans } from '../../test/schedule-beans.js';
import { sysScheduleJobLog } from './schedule.table.js';

/**
 * Two real server processes on one PostgreSQL database: this test's server and apps/server/src/test/
 * schedule-worker.ts, each running the scheduler with the same beans. Every fire time runs once. PostgreSQL only
 * (PGlite belongs to one process).
 */
const DATABASE_URL = process.env.DATABASE_URL;
const ROOT = path.resolve(import.meta.dirname, '../../../../..');

if (!DATABASE_URL) {
  describe('scheduled jobs across two processes', () => {
    it.skip('skipped: needs PostgreSQL; run with DATABASE_URL=postgres://postgres@127.0.0.1:5432/test', () => {});
  });
}

describe.skipIf(!DATABASE_URL)('scheduled jobs across two processes (PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let worker: ChildProcess | null = null;
  let workerId = '';

  const call = (method: 'PUT' | 'POST', url: string, payload: unknown) =>
    sendJson(t, admin, url, { method, payload });

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await loginAs(t, 'admin')).token;
    registerTestBeans(t.services.schedule.beans);
    await t.services.schedule.startScheduler();
    workerId = await startWorker(t.databaseUrl as string);
  });

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker?.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }
    await t?.close();
  });

  /** Starts the second process and waits for its timers; answers its server-process id. */
  function startWorker(url: string): Promise<string> {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/test/schedule-worker.ts', url],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    worker = proc;
    let stderr = '';
    proc.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    return new Promise((resolve, reject) => {
      let stdout = '';
      proc.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const ready = /ready (\S+)/.exec(stdout);
        if (ready?.[1]) resolve(ready[1]);
      });
      proc.once('exit', (code) => reject(new Error(`worker exited ${code}: ${stderr}`)));
    });
  }

  it('runs each fire time of a job once, whichever process claims it', async () => {
    const created = await call('POST', '/sys/schedule', {
      beanName: 'testSleep',
      params: '{"ms":50}',
      cronExpression: '* * * * * *',
    });
    expect(created.code).toBe(0);
    const jobId = Number(created.data.id);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect((await call('PUT', '/sys/schedule/pause', { ids: [jobId] })).code).toBe(0);
    // The worker re-reads the jobs every 500 ms, and a run started before the pause still ends and logs.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const logs = await t.db
      .select()
      .from(sysScheduleJobLog)
      .where(eq(sysScheduleJobLog.jobId, jobId))
      .orderBy(asc(sysScheduleJobLog.fireTime));
    const fireTimes = logs.map((l) => l.fireTime?.toISOString());
    // About six seconds of a job every second: one log row per fire time, none twice.
    expect(logs.length).toBeGreaterThanOrEqual(4);
    expect(new Set(fireTimes).size).toBe(logs.length);
    expect(logs.every((l) => l.status === 1 && l.fireTime?.getMilliseconds() === 0)).toBe(true);
    // Both processes armed timers for every second: each fire time was asked for twice and claimed once.
    const runners = new Set(logs.map((l) => l.runBy));
    expect([...runners].every((r) => r === workerId || r === t.services.serverProcess.id)).toBe(true);
  }, 60_000);

  it('runs "run now" once although both processes run the scheduler', async () => {
    const created = await call('POST', '/sys/schedule', {
      beanName: 'testEcho',
      cronExpression: '0 0 * * *',
      status: 0,
    });
    const jobId = Number(created.data.id);
    expect((await call('PUT', '/sys/schedule/run', { ids: [jobId] })).code).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const logs = await t.db.select().from(sysScheduleJobLog).where(eq(sysScheduleJobLog.jobId, jobId));
    expect(logs).toHaveLength(1);
    expect(logs[0]?.fireTime).toBeNull();
  });
});
