import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { manualClock } from '../../platform/clock.js';
import { openPglite } from '../../platform/db.js';
import type { AppError } from '../../platform/errors.js';
import type { Gatekeeper } from '../../platform/http.js';
import { seedAccounts } from '../../seed.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { registerWorkflowRoutes } from './workflow.routes.js';
import { BPMN_DIR, type Decision, WorkflowService } from './workflow.service.js';

/** A key of its own, so this file never collides with the handlers other modules register. */
const TEST_KEY = 'api-test-review';
const testXml = () =>
  fs.readFileSync(path.join(BPMN_DIR, 'refund.bpmn'), 'utf8').replaceAll('"refund"', `"${TEST_KEY}"`);

type Services = TestApp['services'] & { workflow?: WorkflowService };
interface Holder {
  services?: Services;
  workflow?: WorkflowService;
}

const gateOf = (holder: Holder): Gatekeeper => ({
  resolve: (token) => holder.services!.sessions.resolve(token),
  permissionsOf: (actor) => holder.services!.access.permissionsOf(actor),
});

/** The service is created after the app is ready (it needs the test database), so routes reach it lazily. */
const lazyWorkflow = (holder: Holder) =>
  new Proxy({} as WorkflowService, {
    get: (_, prop) => {
      const service = holder.workflow!;
      const value = Reflect.get(service, prop);
      return typeof value === 'function' ? value.bind(service) : value;
    },
  });

/** Registers the routes unless the app already registered the workflow's. */
const extendWith = (holder: Holder) => (app: FastifyInstance) => {
  if (app.hasRoute({ method: 'POST', url: '/flow/common/complete' })) return;
  registerWorkflowRoutes(app, gateOf(holder), lazyWorkflow(holder));
};

const calls: { decision: Decision; businessKey: string; comment: string; actorUserId: number }[] = [];

async function attachWorkflow(holder: Holder, t: Pick<TestApp, 'db' | 'clock' | 'services'>) {
  holder.services = t.services;
  const wired = (t.services as Services).workflow;
  const service = wired ?? new WorkflowService({ db: t.db, clock: t.clock, users: t.services.accounts });
  holder.workflow = service;
  await service.deployAll();
  await service.deploy(TEST_KEY, testXml());
  service.registerHandler(TEST_KEY, async (decision, { businessKey, comment, actorUserId }) => {
    calls.push({ decision, businessKey, comment, actorUserId });
  });
  return service;
}

const holder: Holder = {};
let t: TestApp;
let flow: WorkflowService;
let admin: string;
let consumer: string;
let supplierId: number;

beforeAll(async () => {
  t = await startTestApp({ extend: extendWith(holder) });
  flow = await attachWorkflow(holder, t);
  admin = (await loginAs(t, 'admin')).token;
  consumer = (await loginAs(t, 'consumer')).token;
  const supplier = (await loginAs(t, 'supplier')) as unknown as { user: { id: string } };
  supplierId = Number(supplier.user.id);
});
afterAll(async () => {
  await t?.close();
});

async function startReview(businessKey: string) {
  const instanceId = await flow.start(TEST_KEY, {
    businessKey,
    businessType: 'test',
    objectName: `Object ${businessKey}`,
    starterUserId: supplierId,
  });
  const todo = await getJson(`/flow/todo/page?keyword=${businessKey}`, admin);
  return { instanceId, taskId: String(todo.data.list[0].taskId) };
}

async function getJson(url: string, token: string, headers: Record<string, string> = {}) {
  return (await t.app.inject({ url, headers: { ...bearer(token), ...headers } })).json();
}

const complete = (taskId: string, comment: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/flow/common/complete?${new URLSearchParams({ taskId, comment })}`,
    headers: bearer(token),
  });

const postForm = (url: string, token: string, fields: Record<string, string>, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const instanceState = async (instanceId: number) => (await flow.findInstance(instanceId))?.state;

describe('to-do list', () => {
  it('shows a started process to operators, not to consumers, and needs a login', async () => {
    const { instanceId, taskId } = await startReview('todo-1');
    const page = await getJson('/flow/todo/page?keyword=todo-1', admin);
    expect(page).toMatchObject({ code: 0, data: { total: 1 } });
    expect(page.data.list[0]).toMatchObject({
      taskId,
      taskName: '平台审核',
      processInstanceId: String(instanceId),
      processDefinitionKey: TEST_KEY,
      businessKey: 'todo-1',
      businessType: 'test',
      objectName: 'Object todo-1',
      submitterName: '王供应',
      assigneeId: null,
      suspended: false,
    });
    expect((await getJson('/flow/todo/page?businessType=other&keyword=todo-1', admin)).data.total).toBe(0);
    expect((await getJson('/flow/todo/page', consumer)).data).toEqual({ list: [], total: 0 });
    expect((await t.app.inject({ url: '/flow/todo/page' })).json().code).toBe(401);
  });

  it('gives the task with its business object to the handling page', async () => {
    const { taskId } = await startReview('info-1');
    const info = await getJson(`/flow/task/info?taskId=${taskId}`, admin);
    expect(info.data).toMatchObject({ taskId, state: 'open', canHandle: true, candidateRoleType: 0 });
    expect((await getJson(`/flow/task/info?taskId=${taskId}`, consumer)).code).toBe(403);
  });
});

describe('complete and reject', () => {
  it('refuses a missing comment with 400 naming it, and changes nothing', async () => {
    const { instanceId, taskId } = await startReview('nocomment');
    const res = await t.app.inject({
      method: 'POST',
      url: `/flow/common/complete?taskId=${taskId}`,
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
    });
    expect(res.json()).toMatchObject({ code: 400, msg: 'Invalid parameter: comment is required' });
    expect((await complete(taskId, '   ', admin)).json().code).toBe(400);
    expect((await postForm('/flow/common/reject', admin, { taskId })).json().code).toBe(400);
    expect(await instanceState(instanceId)).toBe('running');
    expect((await getJson(`/flow/task/info?taskId=${taskId}`, admin)).data.state).toBe('open');
  });

  it('answers 403 to a consumer', async () => {
    const { taskId } = await startReview('by-consumer');
    expect((await complete(taskId, 'ok', consumer)).json().code).toBe(ErrorCode.FORBIDDEN);
    expect((await postForm('/flow/common/reject', consumer, { taskId, comment: 'no' })).json().code).toBe(
      403,
    );
  });

  it('makes exactly one decision for two completes at once; the next try is throttled, then illegal', async () => {
    const { instanceId, taskId } = await startReview('race');
    const answers = await Promise.all([complete(taskId, 'first', admin), complete(taskId, 'second', admin)]);
    const codes = answers.map((r) => r.json().code).sort();
    expect(codes[0]).toBe(0);
    expect([ErrorCode.ILLEGAL_STATE, ErrorCode.TOO_MANY_REQUESTS]).toContain(codes[1]);
    expect(calls.filter((c) => c.businessKey === 'race')).toHaveLength(1);
    expect(await instanceState(instanceId)).toBe('completed');
    const again = await postForm('/flow/common/reject', admin, { taskId, comment: 'late' });
    expect(again.json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    t.clock.advance(3000);
    expect((await complete(taskId, 'later', admin)).json().code).toBe(ErrorCode.ILLEGAL_STATE);
    expect(calls.filter((c) => c.businessKey === 'race')).toHaveLength(1);
  });

  it('decides once under real concurrency with the throttle off (PostgreSQL with DATABASE_URL)', async () => {
    const unthrottled = new WorkflowService({
      db: t.db,
      clock: t.clock,
      users: t.services.accounts,
      throttleMs: 0,
    });
    let handled = 0;
    unthrottled.registerHandler(TEST_KEY, async () => {
      handled++;
    });
    const { instanceId, taskId } = await startReview('race-raw');
    const actor = { userId: 1000, roleType: 0 };
    const attempts = Array.from({ length: 6 }, (_, i) =>
      i % 2
        ? unthrottled.complete(Number(taskId), 'yes', actor)
        : unthrottled.reject(Number(taskId), 'no', actor),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as AppError).code] : []));
    expect(new Set(failures)).toEqual(new Set([ErrorCode.ILLEGAL_STATE]));
    expect(handled).toBe(1);
    expect(await instanceState(instanceId)).toBe('completed');
  });

  it('rejects with a form body: the handler gets rejected', async () => {
    const { instanceId, taskId } = await startReview('reject-1');
    const res = await postForm('/flow/common/reject', admin, { taskId, comment: 'incomplete' });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { processInstanceId: String(instanceId), state: 'completed', decision: 'rejected' },
    });
    expect(calls.find((c) => c.businessKey === 'reject-1')).toMatchObject({
      decision: 'rejected',
      comment: 'incomplete',
    });
  });
});

describe('delegate', () => {
  it('moves the task to another operator, who can then complete it', async () => {
    await t.services.accounts.createApproved({
      username: 'operator2',
      password: 'Demo@12345',
      roleType: 0,
      companyName: '平台运营中心',
      contactName: '运营二',
      mobile: '13800000010',
      email: 'operator2@example.com',
      superAdmin: true,
    });
    const second = await loginAs(t, 'operator2');
    const secondId = (second as unknown as { user: { id: string } }).user.id;
    const { instanceId, taskId } = await startReview('delegate-1');
    const res = await postForm('/flow/common/delegate', admin, { taskId, userId: secondId });
    expect(res.json().code).toBe(0);
    expect((await getJson('/flow/todo/page?keyword=delegate-1', admin)).data.total).toBe(0);
    const theirs = await getJson('/flow/todo/page?keyword=delegate-1', second.token);
    expect(theirs.data.list[0]).toMatchObject({ assigneeId: secondId });
    const newTaskId = theirs.data.list[0].taskId;
    expect((await complete(taskId, 'old task', admin)).json().code).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await complete(newTaskId, 'fine', second.token)).json().code).toBe(0);
    const history = await getJson(`/flow/common/historic/list?processInstanceId=${instanceId}`, admin);
    expect(
      history.data.map((r: { action: string; assigneeName: string }) => [r.action, r.assigneeName]),
    ).toEqual([
      ['start', '王供应'],
      ['delegate', '平台管理员'],
      ['approve', '运营二'],
      ['end', ''],
    ]);
  });

  it('refuses a delegate who is not an operator, in the caller language', async () => {
    const { taskId } = await startReview('delegate-2');
    const consumerId = (await getJson('/sys/user/info', consumer)).data.id;
    const res = await postForm(
      '/flow/common/delegate',
      admin,
      { taskId, userId: consumerId },
      { 'accept-language': 'en-US' },
    );
    expect(res.json()).toMatchObject({ code: 400, data: { field: 'userId', reason: 'chooseDelegate' } });
    expect(res.json().msg).toContain('Choose a delegate');
    expect((await postForm('/flow/common/delegate', admin, { taskId, userId: '999999' })).json().code).toBe(
      404,
    );
    expect((await postForm('/flow/common/delegate', admin, { taskId })).json().code).toBe(400);
  });
});

describe('history and diagram', () => {
  it('lists the history rows of the spec, the open task last', async () => {
    const { instanceId, taskId } = await startReview('history-1');
    t.clock.advance(90_000);
    await complete(taskId, 'approved after review', admin);
    const res = await getJson(`/flow/common/historic/list?processInstanceId=${instanceId}`, consumer);
    expect(res.code).toBe(403);
    const supplier = (await loginAs(t, 'supplier')).token;
    const rows = (await getJson(`/flow/common/historic/list?processInstanceId=${instanceId}`, supplier)).data;
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual({
      activityId: 'platformReview',
      activityName: '平台审核',
      action: 'approve',
      assigneeName: '平台管理员',
      startTime: expect.any(String),
      endTime: expect.any(String),
      comment: 'approved after review',
      durationInSeconds: 90,
    });
    const { instanceId: open } = await startReview('history-2');
    const openRows = (await getJson(`/flow/common/historic/list?processInstanceId=${open}`, admin)).data;
    expect(openRows.at(-1)).toMatchObject({ action: 'open', endTime: null, durationInSeconds: null });
  });

  it('draws the process as SVG with the current task highlighted, token in the query', async () => {
    const { instanceId } = await startReview('diagram-1');
    const res = await t.app.inject({
      url: `/flow/common/diagram/image?processInstanceId=${instanceId}&access_token=${admin}`,
    });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toMatch(/^<svg/);
    expect(res.body).toMatch(/data-element-id="platformReview" class="current" stroke="#fa541c"/);
    const anonymous = await t.app.inject({
      url: `/flow/common/diagram/image?processInstanceId=${instanceId}`,
    });
    expect(anonymous.json().code).toBe(401);
  });

  it('gives the BPMN with the open and the passed steps, named in the caller language', async () => {
    const { instanceId, taskId } = await startReview('source-1');
    const url = `/flow/common/diagram/source?processInstanceId=${instanceId}`;
    const open = await getJson(url, admin, { 'accept-language': 'en-US' });
    expect(open).toMatchObject({
      code: 0,
      msg: 'success',
      data: { activeIds: ['platformReview'], completedIds: ['start'] },
    });
    expect(open.data.xml).toMatch(/^<\?xml/);
    expect(open.data.xml).toContain('<bpmndi:BPMNShape id="platformReview_di" bpmnElement="platformReview">');
    expect(open.data.xml).toContain('name="Platform review"');
    expect(open.data.xml).not.toContain('平台审核');
    await complete(taskId, 'approved after review', admin);
    const supplier = (await loginAs(t, 'supplier')).token;
    const done = await getJson(url, supplier, { 'accept-language': 'zh-CN' });
    expect(done.data).toMatchObject({ activeIds: [], completedIds: ['start', 'platformReview', 'approved'] });
    expect(done.data.xml).toContain('name="平台审核"');
  });

  it('refuses the BPMN to whoever may not see the image, and to nobody logged in', async () => {
    const { instanceId } = await startReview('source-2');
    const query = `processInstanceId=${instanceId}`;
    const image = await getJson(`/flow/common/diagram/image?${query}`, consumer);
    const source = await getJson(`/flow/common/diagram/source?${query}`, consumer);
    expect(image.code).toBe(ErrorCode.FORBIDDEN);
    expect(source).toEqual(image);
    const anonymous = await t.app.inject({ url: `/flow/common/diagram/source?${query}` });
    expect(anonymous.json().code).toBe(401);
  });

  it('answers 404 for an unknown process and 400 for an id that is not one', async () => {
    const unknown = await getJson('/flow/common/diagram/source?processInstanceId=999999', admin);
    expect(unknown).toMatchObject({ code: ErrorCode.NOT_FOUND, data: null });
    const invalid = await getJson('/flow/common/diagram/source?processInstanceId=abc', admin);
    expect(invalid).toMatchObject({ code: 400, data: { field: 'processInstanceId' } });
  });

  it('documents the BPMN source in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api-docs/json' })).json();
    expect(doc.paths['/flow/common/diagram/source'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'processInstanceId', in: 'query' })]),
    );
  });
});

describe('process administration', () => {
  it('lists definitions, deploys a new version and refuses invalid BPMN', async () => {
    const defs = await getJson('/flow/process/definitions?limit=100', admin);
    const keys = defs.data.list.map((d: { key: string }) => d.key);
    expect(keys).toEqual(expect.arrayContaining(['user-registration', 'refund', 'goods-delete', TEST_KEY]));
    const deploy = (xml: string) =>
      t.app.inject({
        method: 'POST',
        url: '/flow/process/deploy',
        headers: bearer(admin),
        payload: { key: TEST_KEY, xml },
      });
    const v2 = await deploy(testXml().replace('退款审核', '测试审核 v2'));
    expect(v2.json()).toMatchObject({ code: 0, data: { key: TEST_KEY, version: 2, isLatest: true } });
    const invalid = await deploy('<definitions>');
    expect(invalid.json()).toMatchObject({ code: 400, data: { reason: 'invalidBpmn' } });
    expect((await getJson('/flow/process/definitions', consumer)).code).toBe(403);
  });

  it('suspends and activates running processes and lists finished ones', async () => {
    const { instanceId, taskId } = await startReview('admin-1');
    const id = String(instanceId);
    expect((await postForm('/flow/process/suspend', admin, { processInstanceId: id })).json().code).toBe(0);
    const running = await getJson('/flow/process/running/page?keyword=admin-1', admin);
    expect(running.data.list[0]).toMatchObject({
      processInstanceId: id,
      state: 'suspended',
      suspended: true,
    });
    expect((await complete(taskId, 'blocked', admin)).json().code).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await postForm('/flow/process/suspend', admin, { processInstanceId: id })).json().code).toBe(409);
    expect((await postForm('/flow/process/activate', admin, { processInstanceId: id })).json().code).toBe(0);
    t.clock.advance(3000);
    expect((await complete(taskId, 'go', admin)).json().code).toBe(0);
    const finished = await getJson(`/flow/process/finished/page?processDefinitionKey=${TEST_KEY}`, admin);
    expect(finished.data.list.map((r: { businessKey: string }) => r.businessKey)).toContain('admin-1');
    expect((await postForm('/flow/process/suspend', consumer, { processInstanceId: id })).json().code).toBe(
      403,
    );
  });
});

describe('restart', () => {
  /** The real server on a PGlite data folder, as `npm start` runs it. */
  async function bootOnFolder(dir: string) {
    const database = await openPglite(dir);
    const config = loadConfig({ AUTH_CAPTCHA: 'off', LOG_LEVEL: 'silent', DATA_DIR: dir });
    const clock = manualClock();
    const built = await buildApp({ db: database.db, config, clock, logger: false });
    await built.services.access.syncMenus();
    await seedAccounts(database.db, config, built.services.accounts, built.app.log);
    const own: Holder = {};
    extendWith(own)(built.app);
    await built.app.ready();
    const booted = { ...built, db: database.db, databaseUrl: undefined, clock, config };
    const service = await attachWorkflow(own, booted);
    const close = async () => {
      await built.app.close();
      await database.close();
    };
    return { ...booted, service, close };
  }

  it('keeps the task through a restart on the same data folder, and completes it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-api-restart-'));
    try {
      const first = await bootOnFolder(dir);
      const instanceId = await first.service.start(TEST_KEY, {
        businessKey: 'restart-1',
        starterUserId: 1000,
      });
      await first.close();

      const second = await bootOnFolder(dir);
      try {
        const token = (await loginAs(second, 'admin')).token;
        const todo = (await second.app.inject({ url: '/flow/todo/page', headers: bearer(token) })).json();
        expect(todo.data.list.map((r: { businessKey: string }) => r.businessKey)).toEqual(['restart-1']);
        const taskId = todo.data.list[0].taskId;
        const res = await second.app.inject({
          method: 'POST',
          url: `/flow/common/complete?taskId=${taskId}&comment=after%20restart`,
          headers: bearer(token),
        });
        expect(res.json()).toMatchObject({
          code: 0,
          data: { processInstanceId: String(instanceId), state: 'completed', decision: 'approved' },
        });
        expect(calls.find((c) => c.businessKey === 'restart-1')?.decision).toBe('approved');
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
