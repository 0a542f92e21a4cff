import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chinaDay } from '../../platform/china-time.js';
import { loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { sendJson } from '../../test/requests.js';
import { registerTestBeans, type TestBeanProbe } from '../../test/schedule-beans.js';
import { sysScheduleJob } from './schedule.table.js';

let t: TestApp;
let admin: string;
let probe: TestBeanProbe;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
  probe = registerTestBeans(t.services.schedule.beans);
  await t.services.schedule.startScheduler();
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: unknown,
  token: string | null = admin,
  language = 'en-US',
) => sendJson(t, token, url, { method, payload, language });

interface JobRow {
  id: string;
  beanName: string;
  params: string;
  cronExpression: string;
  status: number;
  remark: string;
  nextRun: string | null;
  running: boolean;
}
interface LogRow {
  id: string;
  jobId: string;
  status: number;
  error: string;
  times: number;
  fireTime: string | null;
}

async function createJob(body: Record<string, unknown>): Promise<JobRow> {
  const res = await call('POST', '/sys/schedule', body);
  expect(res).toMatchObject({ code: 0 });
  return res.data;
}

async function logsOf(jobId: string, extra = ''): Promise<LogRow[]> {
  const res = await call('GET', `/sys/scheduleLog/page?jobId=${jobId}&limit=100${extra}`);
  expect(res.code).toBe(0);
  return res.data.list;
}

/** Waits until the job has no run going on, as its row says (a run is logged before its claim is given back). */
async function waitUntilIdle(jobId: string) {
  return vi.waitFor(
    async () => {
      const [row] = await t.db
        .select()
        .from(sysScheduleJob)
        .where(eq(sysScheduleJob.id, Number(jobId)));
      expect(row?.runningBy).toBeNull();
      return row as typeof sysScheduleJob.$inferSelect;
    },
    { timeout: 20_000, interval: 100 },
  );
}

const totalJobs = async () => (await call('GET', '/sys/schedule/page?limit=100')).data.total as number;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled jobs: who may call', () => {
  it.each(['consumer', 'supplier', 'developer'])('%s gets 403 on every call', async (username) => {
    const token = (await loginAs(t, username)).token;
    const calls: [Method, string, unknown?][] = [
      ['GET', '/sys/schedule/page'],
      ['GET', '/sys/schedule/beans'],
      ['GET', '/sys/schedule/1'],
      ['POST', '/sys/schedule', { beanName: 'testEcho', cronExpression: '0 * * * *' }],
      ['PUT', '/sys/schedule', { id: 1, beanName: 'testEcho', cronExpression: '0 * * * *' }],
      ['DELETE', '/sys/schedule', { ids: [1] }],
      ['PUT', '/sys/schedule/run', { ids: [1] }],
      ['PUT', '/sys/schedule/pause', { ids: [1] }],
      ['PUT', '/sys/schedule/resume', { ids: [1] }],
      ['GET', '/sys/scheduleLog/page'],
      ['GET', '/sys/scheduleLog/1'],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body, token)).code, `${method} ${url}`).toBe(403);
    }
    expect(await totalJobs()).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/sys/schedule/page', undefined, null)).code).toBe(401);
  });
});

describe('scheduled jobs: the platform jobs', () => {
  it('seeds a job per platform bean once, each with its next fire time', async () => {
    expect(await t.services.schedule.seedDefaults()).toBe(10);
    expect(await t.services.schedule.seedDefaults()).toBe(0);
    const page = await call('GET', '/sys/schedule/page?limit=100');
    const jobs = page.data.list as JobRow[];
    expect(jobs.map((j) => j.beanName)).toEqual([
      'orderExpirySweep',
      'deliveryAutoConfirm',
      'gatewayUsageEvidence',
      'grantDataSync',
      'billingMonthlyStatements',
      'interruptedWorkSweep',
      'kmsKeyDestruction',
      'evidenceBlockSigning',
      'privacyJobDeadlines',
      'scheduleLogCleanup',
    ]);
    expect(jobs.find((j) => j.beanName === 'orderExpirySweep')).toMatchObject({
      cronExpression: '0 * * * * *',
      status: 1,
      nextRun: expect.stringMatching(/:00\.000Z$/),
    });
    // Paused from here on: the rest of the file counts only its own jobs' runs.
    const ids = jobs.map((j) => j.id);
    expect((await call('PUT', '/sys/schedule/pause', { ids })).code).toBe(0);
  });

  it('lists the registered beans with their labels', async () => {
    const beans = (await call('GET', '/sys/schedule/beans')).data as {
      name: string;
      defaultCron: string | null;
    }[];
    expect(beans).toContainEqual(
      expect.objectContaining({ name: 'billingMonthlyStatements', defaultCron: '0 0 * * * *' }),
    );
    expect(beans).toContainEqual(expect.objectContaining({ name: 'testEcho', defaultCron: null }));
  });
});

describe('scheduled jobs: create, read, change, delete', () => {
  it('creates, reads, pages by bean name, updates and deletes a job', async () => {
    const job = await createJob({
      beanName: 'testSleep',
      params: '{"ms":10}',
      cronExpression: '0 0 2 * * *',
      remark: 'nightly',
      status: 0,
    });
    expect(job).toMatchObject({ beanName: 'testSleep', params: '{"ms":10}', status: 0, nextRun: null });
    expect((await call('GET', `/sys/schedule/${job.id}`)).data).toMatchObject({
      id: job.id,
      remark: 'nightly',
    });
    const found = await call('GET', '/sys/schedule/page?beanName=SLEEP');
    expect(found.data).toMatchObject({ total: 1, list: [{ id: job.id }] });

    const updated = await call('PUT', '/sys/schedule', {
      id: job.id,
      beanName: 'testSleep',
      params: '',
      cronExpression: '30 1 * * *',
      remark: 'at 01:30',
      status: 1,
    });
    expect(updated.data).toMatchObject({ cronExpression: '30 1 * * *', status: 1, remark: 'at 01:30' });
    // 01:30 China time is 17:30 UTC.
    expect(updated.data.nextRun).toMatch(/T17:30:00\.000Z$/);

    expect((await call('DELETE', '/sys/schedule', { ids: [job.id] })).code).toBe(0);
    const gone = await call('GET', `/sys/schedule/${job.id}`);
    expect(gone).toMatchObject({ code: 10624, msg: `Scheduled job ${job.id} does not exist` });
  });

  it('refuses a bad cron expression with a clear message and saves nothing', async () => {
    const before = await totalJobs();
    const bad = await call('POST', '/sys/schedule', { beanName: 'testEcho', cronExpression: '61 * * * *' });
    expect(bad).toMatchObject({ code: 10620 });
    expect(bad.msg).toBe('The cron expression "61 * * * *" is invalid: Invalid value for minute: 61');
    const zh = await call(
      'POST',
      '/sys/schedule',
      { beanName: 'testEcho', cronExpression: 'often' },
      admin,
      'zh-CN',
    );
    expect(zh.code).toBe(10620);
    expect(zh.msg).toMatch(/^Cron 表达式“often”无效：/);
    const never = await call('POST', '/sys/schedule', { beanName: 'testEcho', cronExpression: '0 0 30 2 *' });
    expect(never).toMatchObject({ code: 10621 });
    expect(never.msg).toContain('never fires');
    expect(await totalJobs()).toBe(before);
  });

  it('refuses unknown beans, parameters that are not a JSON object or that the bean refuses, and bad fields', async () => {
    const before = await totalJobs();
    const cases: [Record<string, unknown>, number][] = [
      [{ beanName: 'noSuchBean', cronExpression: '0 * * * *' }, 10622],
      [{ beanName: 'testEcho', params: '[1,2]', cronExpression: '0 * * * *' }, 10623],
      [{ beanName: 'testEcho', params: '{oops', cronExpression: '0 * * * *' }, 10623],
      [
        { beanName: 'billingMonthlyStatements', params: '{"month":"2026-13"}', cronExpression: '0 * * * *' },
        10623,
      ],
      [{ beanName: 'testEcho' }, 400],
      [{ beanName: 'testEcho', cronExpression: '0 * * * *', status: 5 }, 400],
      [{ beanName: 'bad name!', cronExpression: '0 * * * *' }, 400],
    ];
    for (const [body, code] of cases) {
      expect((await call('POST', '/sys/schedule', body)).code, JSON.stringify(body)).toBe(code);
    }
    const unknown = await call('POST', '/sys/schedule', cases[0]?.[0], admin, 'zh-TW');
    expect(unknown.msg).toBe('沒有名為「noSuchBean」的任務 Bean，請從已註冊的 Bean 中選擇');
    expect(await totalJobs()).toBe(before);
  });

  it('refuses a change with a bad cron and keeps the job as it was', async () => {
    const job = await createJob({ beanName: 'testEcho', cronExpression: '0 0 * * *', status: 0 });
    const res = await call('PUT', '/sys/schedule', {
      id: job.id,
      beanName: 'testEcho',
      cronExpression: '* * *',
    });
    expect(res.code).toBe(10620);
    expect((await call('GET', `/sys/schedule/${job.id}`)).data.cronExpression).toBe('0 0 * * *');
    const missing = await call('PUT', '/sys/schedule', {
      id: 999999,
      beanName: 'testEcho',
      cronExpression: '0 * * * *',
    });
    expect(missing.code).toBe(10624);
  });

  it('refuses pause, resume, run and delete naming a missing job, and changes none of the others', async () => {
    const job = await createJob({ beanName: 'testEcho', cronExpression: '0 0 * * *', status: 1 });
    for (const action of ['pause', 'resume', 'run']) {
      const res = await call('PUT', `/sys/schedule/${action}`, { ids: [job.id, 999999] });
      expect(res).toMatchObject({ code: 10624, msg: 'Scheduled job 999999 does not exist' });
    }
    expect((await call('DELETE', '/sys/schedule', { ids: [job.id, 999999] })).code).toBe(10624);
    expect((await call('GET', `/sys/schedule/${job.id}`)).data).toMatchObject({ status: 1 });
    expect(await logsOf(job.id)).toEqual([]);
    expect((await call('PUT', '/sys/schedule/pause', { ids: [] })).code).toBe(400);
    expect((await call('GET', '/sys/schedule/abc')).code).toBe(400);
    expect((await call('GET', '/sys/scheduleLog/999999')).code).toBe(10626);
  });
});

describe('scheduled jobs: runs', () => {
  it('logs a failing run with its error, and the next run still happens; pause stops it, resume restarts it', async () => {
    const job = await createJob({ beanName: 'testFail', cronExpression: '* * * * * *' });
    const failed = await vi.waitFor(
      async () => {
        const logs = await logsOf(job.id, '&status=0');
        expect(logs.length).toBeGreaterThanOrEqual(2);
        return logs;
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(failed[0]?.error).toContain('boom: the test bean failed');
    expect(new Set(failed.map((l) => l.fireTime)).size).toBe(failed.length);
    expect(await logsOf(job.id, '&status=1')).toEqual([]);
    const detail = await call('GET', `/sys/scheduleLog/${failed[0]?.id}`);
    expect(detail.data).toMatchObject({ jobId: job.id, status: 0, error: expect.stringContaining('boom') });

    expect((await call('PUT', '/sys/schedule/pause', { ids: [job.id] })).code).toBe(0);
    expect((await call('GET', `/sys/schedule/${job.id}`)).data).toMatchObject({ status: 0, nextRun: null });
    // A run claimed before the pause may still be going on: count from when it has ended.
    await waitUntilIdle(job.id);
    const atPause = (await logsOf(job.id)).length;
    await sleep(2_500);
    expect((await logsOf(job.id)).length).toBe(atPause);

    expect((await call('PUT', '/sys/schedule/resume', { ids: [job.id] })).code).toBe(0);
    await vi.waitFor(async () => expect((await logsOf(job.id)).length).toBeGreaterThan(atPause), {
      timeout: 20_000,
      interval: 200,
    });
    await call('PUT', '/sys/schedule/pause', { ids: [job.id] });
  });

  it('runs a paused job once on "run now", and refuses while that run is going on', async () => {
    const job = await createJob({
      beanName: 'testSleep',
      params: '{"ms":1500}',
      cronExpression: '0 0 * * *',
      status: 0,
    });
    expect((await call('PUT', '/sys/schedule/run', { ids: [job.id] })).code).toBe(0);
    await vi.waitFor(async () =>
      expect((await call('GET', `/sys/schedule/${job.id}`)).data.running).toBe(true),
    );
    const again = await call('PUT', '/sys/schedule/run', { ids: [job.id] });
    expect(again).toMatchObject({ code: 10625 });
    expect(again.msg).toContain(`Scheduled job ${job.id} (testSleep) is running`);
    const logs = await vi.waitFor(
      async () => {
        const rows = await logsOf(job.id);
        expect(rows).toHaveLength(1);
        return rows;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(logs[0]).toMatchObject({ status: 1, error: '', fireTime: null, times: expect.any(Number) });
    expect(logs[0]?.times).toBeGreaterThanOrEqual(1400);
    expect((await call('GET', `/sys/schedule/${job.id}`)).data.running).toBe(false);
    // Still paused: nothing more runs.
    await sleep(1_200);
    expect(await logsOf(job.id)).toHaveLength(1);
  });

  it('does not start a job again while its run is going on', async () => {
    const startRuns = probe.runs;
    probe.maxRunning = 0;
    const job = await createJob({
      beanName: 'testSleep',
      params: '{"ms":2300}',
      cronExpression: '* * * * * *',
    });
    // Fire times come every second, each run lasts more than 2 of them: the ones due meanwhile are not run.
    await vi.waitFor(async () => expect((await logsOf(job.id)).length).toBeGreaterThanOrEqual(2), {
      timeout: 30_000,
      interval: 200,
    });
    await t.services.schedule.pause([Number(job.id)]);
    const row = await waitUntilIdle(job.id);
    const logs = await logsOf(job.id);
    expect(probe.maxRunning).toBe(1);
    expect(probe.runs - startRuns).toBe(logs.length);
    // One log per fire time claimed, the last claimed included; every run waited for the one before to end.
    const fireTimes = logs.map((l) => Date.parse(l.fireTime ?? '')).sort((a, b) => a - b);
    expect(new Set(fireTimes).size).toBe(logs.length);
    expect(fireTimes.at(-1)).toBe(row.lastFire?.getTime());
    for (const log of logs) expect(log.times).toBeGreaterThanOrEqual(2_200);
  });

  it('filters the log by status and China days', async () => {
    const job = await createJob({ beanName: 'testEcho', cronExpression: '0 0 * * *', status: 0 });
    await call('PUT', '/sys/schedule/run', { ids: [job.id] });
    await vi.waitFor(async () => expect(await logsOf(job.id)).toHaveLength(1));
    const today = chinaDay(t.clock.now());
    expect(await logsOf(job.id, `&status=1&startDate=${today}&endDate=${today}`)).toHaveLength(1);
    expect(await logsOf(job.id, '&status=0')).toHaveLength(0);
    expect(await logsOf(job.id, '&startDate=2001-01-01&endDate=2001-01-31')).toHaveLength(0);
    expect((await call('GET', '/sys/scheduleLog/page?startDate=2026-1-1')).code).toBe(400);
  });
});
