import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@datamall/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { type Database, openPglite } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import { pgliteTemplate } from '../../test/db-template.js';
import type { WorkflowUser } from './workflow.policy.js';
import { BPMN_DIR, type Decision, type UserDirectory, WorkflowService } from './workflow.service.js';
import { workflowInstance, workflowTask } from './workflow.table.js';

const OP1 = { userId: 1, roleType: 0 };
const OP2 = { userId: 2, roleType: 0 };
const CONSUMER = { userId: 3, roleType: 1 };
const USERS: WorkflowUser[] = [
  { id: 1, username: 'op1', realName: 'Operator One', roleType: 0, status: 1, spType: 1 },
  { id: 2, username: 'op2', realName: '', roleType: 0, status: 1, spType: 1 },
  { id: 3, username: 'buyer', realName: 'Buyer', roleType: 1, status: 1, spType: 1 },
  { id: 4, username: 'gone', realName: '', roleType: 0, status: 0, spType: 1 },
];
const directory: UserDirectory = {
  getUser: async (id) => {
    const user = USERS.find((u) => u.id === id);
    if (!user) throw notFound();
    return user;
  },
};

interface HandlerCall {
  key: string;
  decision: Decision;
  businessKey: string;
  comment: string;
  actorUserId: number;
}

function newService(database: Database, clock = manualClock(), throttleMs?: number) {
  const service = new WorkflowService({ db: database.db, clock, users: directory, throttleMs });
  const calls: HandlerCall[] = [];
  for (const key of ['refund', 'user-registration']) {
    service.registerHandler(key, async (decision, ctx) => {
      // Proves the handler shares the decision's transaction.
      await ctx.tx.execute(sql`select 1`);
      if (ctx.businessKey === 'boom') throw new AppError(ErrorCode.ILLEGAL_STATE);
      const { businessKey, comment, actorUserId } = ctx;
      calls.push({ key, decision, businessKey, comment, actorUserId });
    });
  }
  return { service, calls, clock };
}

async function codeOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 0;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

let database: Database;
let flow: WorkflowService;
let calls: HandlerCall[];
let clock: ReturnType<typeof manualClock>;
beforeAll(async () => {
  // From the pre-migrated template (db-template.ts): migrating from scratch takes about the whole hook timeout.
  database = await openPglite(null, { loadDataDir: await pgliteTemplate() });
  ({ service: flow, calls, clock } = newService(database));
  await flow.deployAll();
});
afterAll(async () => {
  await database?.close();
});

async function startRefund(businessKey: string) {
  const instanceId = await flow.start('refund', {
    businessKey,
    businessType: 'refund',
    objectName: `Refund ${businessKey}`,
    starterUserId: 3,
  });
  const [task] = await database.db.select().from(workflowTask).where(eq(workflowTask.instanceId, instanceId));
  return { instanceId, taskId: task!.id };
}

const instanceOf = async (id: number) =>
  (await database.db.select().from(workflowInstance).where(eq(workflowInstance.id, id)))[0]!;
const taskOf = async (id: number) =>
  (await database.db.select().from(workflowTask).where(eq(workflowTask.id, id)))[0]!;

describe('deployment', () => {
  it('deploys every committed BPMN file once, and a changed file as a new version', async () => {
    const page = await flow.definitions({ page: 1, limit: 100 }, {});
    expect(page.total).toBe(10);
    expect(page.list.every((r) => r.definition.version === 1 && r.isLatest)).toBe(true);
    await flow.deployAll();
    expect((await flow.definitions({ page: 1, limit: 100 }, {})).total).toBe(10);

    const xml = fs
      .readFileSync(path.join(BPMN_DIR, 'sku-audit.bpmn'), 'utf8')
      .replace('规格审核', '规格审核 v2');
    const v2 = await flow.deploy('sku-audit', xml);
    expect(v2).toMatchObject({ version: 2, name: '规格审核 v2' });
    const versions = await flow.definitions({ page: 1, limit: 10 }, { key: 'sku-audit' });
    expect(versions.list.map((r) => [r.definition.version, r.isLatest])).toEqual([
      [2, true],
      [1, false],
    ]);
    const id = await flow.start('sku-audit', { businessKey: 'sku-1', starterUserId: 3 });
    expect((await instanceOf(id)).definitionVersion).toBe(2);
  });

  it('refuses BPMN that cannot run here, naming the problem', async () => {
    const bad = await flow.deploy('refund', '<bpmn:definitions').catch((e: AppError) => e);
    expect(bad).toMatchObject({ code: 400, data: { field: 'xml', reason: 'invalidBpmn' } });
    const xml = fs.readFileSync(path.join(BPMN_DIR, 'refund.bpmn'), 'utf8');
    const wrongKey = await flow.deploy('other-key', xml).catch((e: AppError) => e);
    expect(wrongKey).toMatchObject({ code: 400, params: { detail: expect.stringContaining('other-key') } });
    const unassigned = xml.replace('role:0', 'nobody');
    expect(await codeOf(flow.deploy('refund', unassigned))).toBe(400);
  });
});

describe('start', () => {
  it('refuses an empty business key and an unknown process', async () => {
    const empty = await flow
      .start('refund', { businessKey: ' ', starterUserId: 3 })
      .catch((e: AppError) => e);
    expect(empty).toMatchObject({ code: 400, data: { field: 'businessKey', reason: 'noBusinessKey' } });
    const unknown = await flow
      .start('nope', { businessKey: 'x', starterUserId: 3 })
      .catch((e: AppError) => e);
    expect(unknown).toMatchObject({ code: 400, data: { reason: 'noProcess' } });
  });

  it('waits in the platform review task, listed for operators and not for consumers', async () => {
    const { instanceId, taskId } = await startRefund('r-todo');
    expect(await taskOf(taskId)).toMatchObject({
      elementId: 'platformReview',
      name: '平台审核',
      candidateRoleType: 0,
      assigneeUserId: null,
      state: 'open',
    });
    expect((await instanceOf(instanceId)).engineState).toContain('platformReview');
    const todo = await flow.todo(OP1, { keyword: 'r-todo' }, { page: 1, limit: 10 });
    expect(todo.total).toBe(1);
    expect(todo.list[0]).toMatchObject({ submitterName: 'Buyer', definitionName: '退款审核' });
    expect((await flow.todo(CONSUMER, {}, { page: 1, limit: 10 })).total).toBe(0);
  });

  it('allows one live process per business object', async () => {
    await startRefund('r-twice');
    expect(await codeOf(startRefund('r-twice'))).toBe(ErrorCode.ILLEGAL_STATE);
  });

  it("starts inside the caller's transaction and rolls back with it", async () => {
    await database.db
      .transaction(async (tx) => {
        await flow.start('refund', { businessKey: 'r-rollback', starterUserId: 3 }, tx);
        throw new Error('caller failed');
      })
      .catch(() => {});
    const rows = await database.db
      .select()
      .from(workflowInstance)
      .where(eq(workflowInstance.businessKey, 'r-rollback'));
    expect(rows).toEqual([]);
  });
});

describe('decisions', () => {
  it('needs a comment and changes nothing without one', async () => {
    const { instanceId, taskId } = await startRefund('r-nocomment');
    const error = await flow.complete(taskId, '  ', OP1).catch((e: AppError) => e);
    expect(error).toMatchObject({ code: 400, data: { field: 'comment' } });
    expect((await taskOf(taskId)).state).toBe('open');
    expect((await instanceOf(instanceId)).state).toBe('running');
  });

  it('is for operators only', async () => {
    const { taskId } = await startRefund('r-consumer');
    expect(await codeOf(flow.complete(taskId, 'ok', CONSUMER))).toBe(ErrorCode.FORBIDDEN);
    expect(await codeOf(flow.complete(999_999, 'ok', OP1))).toBe(ErrorCode.NOT_FOUND);
  });

  it('approves: the process ends approved, the handler runs once, history is written', async () => {
    const { instanceId, taskId } = await startRefund('r-approve');
    clock.advance(65_000);
    const outcome = await flow.complete(taskId, 'looks fine', OP1);
    expect(outcome).toEqual({ instanceId, state: 'completed', decision: 'approved' });
    expect(await instanceOf(instanceId)).toMatchObject({ state: 'completed', decision: 'approved' });
    expect(await taskOf(taskId)).toMatchObject({ state: 'completed', comment: 'looks fine', actorUserId: 1 });
    expect(calls.filter((c) => c.businessKey === 'r-approve')).toEqual([
      {
        key: 'refund',
        decision: 'approved',
        businessKey: 'r-approve',
        comment: 'looks fine',
        actorUserId: 1,
      },
    ]);
    const history = await flow.history(instanceId, OP1);
    expect(history.map((h) => [h.action, h.activityId, h.assigneeName, h.comment])).toEqual([
      ['start', 'start', 'Buyer', ''],
      ['approve', 'platformReview', 'Operator One', 'looks fine'],
      ['end', 'approved', '', ''],
    ]);
    expect(history[1]!.endedAt!.getTime() - history[1]!.startedAt.getTime()).toBe(65_000);
  });

  it('throttles a second decision within 3000 ms (429), then refuses it as decided (409)', async () => {
    const { taskId } = await startRefund('r-throttle');
    await flow.complete(taskId, 'first', OP1);
    expect(await codeOf(flow.reject(taskId, 'second', OP1))).toBe(ErrorCode.TOO_MANY_REQUESTS);
    clock.advance(3000);
    expect(await codeOf(flow.reject(taskId, 'third', OP1))).toBe(ErrorCode.ILLEGAL_STATE);
    expect(calls.filter((c) => c.businessKey === 'r-throttle')).toHaveLength(1);
  });

  it('makes exactly one decision when two arrive together, even without the throttle', async () => {
    const isolated = await openPglite(null, { loadDataDir: await pgliteTemplate() });
    try {
      const { service, calls: made } = newService(isolated, manualClock(), 0);
      await service.deployAll();
      const id = await service.start('refund', { businessKey: 'race', starterUserId: 3 });
      const [task] = await isolated.db.select().from(workflowTask).where(eq(workflowTask.instanceId, id));
      const codes = await Promise.all([
        codeOf(service.complete(task!.id, 'a', OP1)),
        codeOf(service.reject(task!.id, 'b', OP2)),
      ]);
      expect(codes.sort()).toEqual([0, ErrorCode.ILLEGAL_STATE]);
      expect(made).toHaveLength(1);
    } finally {
      await isolated.close();
    }
  });

  it('rejects: the handler gets rejected and the process ends in the rejected end event', async () => {
    const { instanceId, taskId } = await startRefund('r-reject');
    await flow.reject(taskId, 'missing invoice', OP2);
    expect(await instanceOf(instanceId)).toMatchObject({ state: 'completed', decision: 'rejected' });
    expect(calls.find((c) => c.businessKey === 'r-reject')?.decision).toBe('rejected');
    const history = await flow.history(instanceId, CONSUMER);
    expect(history.at(-1)).toMatchObject({ action: 'end', activityId: 'rejected', activityName: '审核驳回' });
  });

  it('changes nothing when the handler fails', async () => {
    const { instanceId, taskId } = await startRefund('boom');
    expect(await codeOf(flow.complete(taskId, 'ok', OP1))).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await taskOf(taskId)).state).toBe('open');
    expect((await instanceOf(instanceId)).state).toBe('running');
    expect((await flow.history(instanceId, OP1)).map((h) => h.action)).toEqual(['start', 'open']);
  });
});

describe('delegation, suspension, diagram', () => {
  it('moves the task to another active operator', async () => {
    const { instanceId, taskId } = await startRefund('r-delegate');
    expect(await codeOf(flow.delegate(taskId, 3, OP1))).toBe(400);
    expect(await codeOf(flow.delegate(taskId, 4, OP1))).toBe(400);
    expect(await codeOf(flow.delegate(taskId, 99, OP1))).toBe(ErrorCode.NOT_FOUND);
    const newTaskId = await flow.delegate(taskId, 2, OP1);
    expect((await taskOf(taskId)).state).toBe('delegated');
    expect(await taskOf(newTaskId)).toMatchObject({ state: 'open', assigneeUserId: 2 });
    expect((await flow.todo(OP1, { keyword: 'r-delegate' }, { page: 1, limit: 10 })).total).toBe(0);
    expect((await flow.todo(OP2, { keyword: 'r-delegate' }, { page: 1, limit: 10 })).total).toBe(1);
    expect(await codeOf(flow.complete(newTaskId, 'mine', OP1))).toBe(ErrorCode.FORBIDDEN);
    await flow.complete(newTaskId, 'done', OP2);
    const history = await flow.history(instanceId, OP1);
    expect(history.map((h) => [h.action, h.assigneeName, h.comment])).toEqual([
      ['start', 'Buyer', ''],
      ['delegate', 'Operator One', '→ op2'],
      ['approve', 'op2', 'done'],
      ['end', '', ''],
    ]);
  });

  it('suspends and activates a running process', async () => {
    const { instanceId, taskId } = await startRefund('r-suspend');
    await flow.suspend(instanceId);
    expect(await codeOf(flow.suspend(instanceId))).toBe(ErrorCode.ILLEGAL_STATE);
    expect(await codeOf(flow.suspend(424242))).toBe(ErrorCode.NOT_FOUND);
    const todo = await flow.todo(OP1, { keyword: 'r-suspend' }, { page: 1, limit: 10 });
    expect(todo.list[0]?.instance.state).toBe('suspended');
    expect(await codeOf(flow.complete(taskId, 'ok', OP1))).toBe(ErrorCode.ILLEGAL_STATE);
    clock.advance(3000);
    await flow.activate(instanceId);
    expect((await flow.complete(taskId, 'ok', OP1)).decision).toBe('approved');
    const finished = await flow.finishedInstances({ page: 1, limit: 10 }, { keyword: 'r-suspend' });
    expect(finished.list[0]).toMatchObject({ starterName: 'Buyer', instance: { decision: 'approved' } });
  });

  it('draws the process with the open task highlighted, for operators and the submitter only', async () => {
    const { instanceId } = await startRefund('r-diagram');
    const svg = await flow.diagram(instanceId, CONSUMER);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toMatch(/<rect data-element-id="platformReview" class="current"/);
    expect(svg).toMatch(/<circle data-element-id="start" class="visited"/);
    expect(svg).toMatch(/<circle data-element-id="approved" class="idle"/);
    expect(svg).toContain('平台审核');
    expect(await codeOf(flow.diagram(instanceId, { userId: 77, roleType: 3 }))).toBe(ErrorCode.FORBIDDEN);
  });

  it('gives the BPMN source with the marks of the drawing; a delegated step stays only active', async () => {
    const { instanceId, taskId } = await startRefund('r-source');
    await flow.delegate(taskId, 2, OP1);
    const source = await flow.diagramSource(instanceId, CONSUMER, 'zh-TW');
    expect(source).toMatchObject({ activeIds: ['platformReview'], completedIds: ['start'] });
    expect(source.xml).toContain('<bpmn:userTask id="platformReview" name="平台審核">');
    expect(source.xml).toContain('<bpmn:sequenceFlow id="toRejected" name="駁回"');
    expect(source.xml).toContain('<bpmndi:BPMNEdge id="toRejected_di" bpmnElement="toRejected">');
    const en = (await flow.diagramSource(instanceId, OP1, 'en-US')).xml;
    expect(en).toContain('<bpmn:sequenceFlow id="toApproved" name="Approve"');
    // A translated label is widened to hold its name on one line: around its centre, or away from its shape.
    expect(en).toMatch(/"toApproved_di"[\s\S]*?<dc:Bounds x="447" y="32" width="49" height="14" \/>/);
    expect(en).toMatch(/"decision_di"[\s\S]*?<dc:Bounds x="442" y="106" width="91" height="14" \/>/);
    const outsider = { userId: 77, roleType: 3 };
    expect(await codeOf(flow.diagramSource(instanceId, outsider))).toBe(ErrorCode.FORBIDDEN);
    expect(await codeOf(flow.diagramSource(424242, OP1))).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('restart', () => {
  it('completes a task after the database is closed and reopened with a new service', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-restart-'));
    try {
      const first = await openPglite(dir);
      const before = newService(first);
      await before.service.deployAll();
      const instanceId = await before.service.start('user-registration', {
        businessKey: '1001',
        starterUserId: 3,
      });
      await first.close();

      const second = await openPglite(dir);
      try {
        const after = newService(second);
        await after.service.deployAll();
        const todo = await after.service.todo(OP1, {}, { page: 1, limit: 10 });
        expect(todo.list.map((r) => r.instance.id)).toEqual([instanceId]);
        const outcome = await after.service.complete(todo.list[0]!.task.id, 'welcome', OP1);
        expect(outcome).toEqual({ instanceId, state: 'completed', decision: 'approved' });
        expect(after.calls).toMatchObject([
          { key: 'user-registration', decision: 'approved', businessKey: '1001' },
        ]);
        expect((await after.service.definitions({ page: 1, limit: 100 }, {})).total).toBe(10);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
