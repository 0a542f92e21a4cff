import { ErrorCode } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_WEB, bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { createGood } from '../../test/orders-fixture.js';
import { goodsItem } from '../goods/goods.table.js';
import { smsLog } from '../identity/identity.table.js';
import type { WorkflowService } from './workflow.service.js';
import { workflowTask } from './workflow.table.js';

/** Keys of their own, so this file never collides with the handlers the flows register. */
const STEPS_KEY = 'api-test-steps';
const PLAIN_KEY = 'api-test-plain';

/** Two operator reviews in a row: a first check, then a group review any operator may claim. */
const twoSteps = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="${key}-definitions" targetNamespace="https://datamall.example/bpmn">
  <bpmn:process id="${key}" name="两级审核" isExecutable="true">
    <bpmn:startEvent id="start" name="提交申请"><bpmn:outgoing>toFirst</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="firstCheck" name="初审">
      <bpmn:incoming>toFirst</bpmn:incoming><bpmn:outgoing>toSecond</bpmn:outgoing>
      <bpmn:potentialOwner id="firstOwner"><bpmn:resourceAssignmentExpression><bpmn:formalExpression>role:0</bpmn:formalExpression></bpmn:resourceAssignmentExpression></bpmn:potentialOwner>
    </bpmn:userTask>
    <bpmn:userTask id="secondCheck" name="复审">
      <bpmn:incoming>toSecond</bpmn:incoming><bpmn:outgoing>toEnd</bpmn:outgoing>
      <bpmn:potentialOwner id="secondOwner"><bpmn:resourceAssignmentExpression><bpmn:formalExpression>role:0</bpmn:formalExpression></bpmn:resourceAssignmentExpression></bpmn:potentialOwner>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>toEnd</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="toFirst" sourceRef="start" targetRef="firstCheck" />
    <bpmn:sequenceFlow id="toSecond" sourceRef="firstCheck" targetRef="secondCheck" />
    <bpmn:sequenceFlow id="toEnd" sourceRef="secondCheck" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

let t: TestApp;
let flow: WorkflowService;
let admin: string;
let second: string;
let secondId: string;
let supplier: string;
let supplierId: number;
let consumer: string;
const terminated: { businessKey: string; reason: string; actorUserId: number }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  flow = t.services.workflow;
  await flow.deploy(STEPS_KEY, twoSteps(STEPS_KEY));
  await flow.deploy(PLAIN_KEY, twoSteps(PLAIN_KEY));
  flow.registerHandler(STEPS_KEY, async () => {});
  flow.registerTerminationHandler(STEPS_KEY, async (ctx) => {
    if (ctx.businessKey === 'boom') throw new Error('the business object refused');
    terminated.push({ businessKey: ctx.businessKey, reason: ctx.reason, actorUserId: ctx.actorUserId });
  });
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
  admin = (await loginAs(t, 'admin')).token;
  const op2 = (await loginAs(t, 'operator2')) as unknown as { token: string; user: { id: string } };
  second = op2.token;
  secondId = op2.user.id;
  const sup = (await loginAs(t, 'supplier')) as unknown as { token: string; user: { id: string } };
  supplier = sup.token;
  supplierId = Number(sup.user.id);
  consumer = (await loginAs(t, 'consumer')).token;
});
afterAll(async () => {
  await t?.close();
});

async function start(businessKey: string, key = STEPS_KEY) {
  const instanceId = await flow.start(key, {
    businessKey,
    businessType: 'test',
    objectName: `Object ${businessKey}`,
    starterUserId: supplierId,
  });
  return String(instanceId);
}

const getJson = async (url: string, token: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ url, headers: { ...bearer(token), ...headers } })).json();

const post = async (url: string, token: string, fields: Record<string, string>, headers = {}) =>
  (
    await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    })
  ).json();

const complete = async (taskId: string, comment: string, token: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/flow/common/complete?${new URLSearchParams({ taskId, comment })}`,
      headers: bearer(token),
    })
  ).json();

interface Todo {
  taskId: string;
  taskDefinitionKey: string;
  assigneeId: string | null;
  claimed: boolean;
}
const todo = async (keyword: string, token: string): Promise<Todo[]> =>
  (await getJson(`/flow/todo/page?keyword=${keyword}`, token)).data.list;

const history = async (instanceId: string) =>
  (await getJson(`/flow/common/historic/list?processInstanceId=${instanceId}`, admin)).data as {
    action: string;
    activityId: string;
    assigneeName: string;
    comment: string;
  }[];

const rowsOf = (instanceId: string) =>
  t.db
    .select()
    .from(workflowTask)
    .where(eq(workflowTask.instanceId, Number(instanceId)));

describe('roll back', () => {
  it('is refused at the first step, in the caller language, and changes nothing', async () => {
    const instanceId = await start('back-1');
    const [task] = await todo('back-1', admin);
    const before = await rowsOf(instanceId);
    const res = await post('/flow/common/rollback', admin, { taskId: task!.taskId, comment: '退回' });
    expect(res).toMatchObject({ code: ErrorCode.WORKFLOW_NO_PREVIOUS_STEP, data: null });
    expect(res.msg).toBe('当前已是第一个审批节点，没有可退回的上一步');
    const en = await post(
      '/flow/common/rollback',
      admin,
      { taskId: task!.taskId, comment: 'back' },
      { 'accept-language': 'en-US' },
    );
    expect(en.msg).toBe('This is the first step of the process: there is no previous step to roll back to');
    const tw = await post(
      '/flow/common/rollback',
      admin,
      { taskId: task!.taskId, comment: '退回' },
      { 'accept-language': 'zh-TW' },
    );
    expect(tw.msg).toBe('目前已是第一個審批節點，沒有可退回的上一步');
    expect(await rowsOf(instanceId)).toEqual(before);
    expect((await history(instanceId)).map((r) => r.action)).toEqual(['start', 'open']);
  });

  it('sends the process back to the step before: its handler gets it again, with the comment in the history', async () => {
    const instanceId = await start('back-2');
    const [first] = await todo('back-2', admin);
    expect((await complete(first!.taskId, '初审通过', admin)).code).toBe(0);
    const [review] = await todo('back-2', second);
    expect(review).toMatchObject({ taskDefinitionKey: 'secondCheck', assigneeId: null });
    expect((await post('/flow/common/claim', second, { taskId: review!.taskId })).code).toBe(0);

    // Not the handler: refused, and a comment is required.
    const notMine = await post('/flow/common/rollback', admin, { taskId: review!.taskId, comment: '退回' });
    expect(notMine.code).toBe(ErrorCode.WORKFLOW_NOT_HANDLER);
    const empty = await post('/flow/common/rollback', second, { taskId: review!.taskId, comment: ' ' });
    expect(empty.code).toBe(ErrorCode.BAD_PARAMS);
    const byConsumer = await post('/flow/common/rollback', consumer, {
      taskId: review!.taskId,
      comment: 'x',
    });
    expect(byConsumer.code).toBe(ErrorCode.FORBIDDEN);

    const res = await post('/flow/common/rollback', second, {
      taskId: review!.taskId,
      comment: '材料不全，请初审补充',
    });
    expect(res).toMatchObject({ code: 0, data: { processInstanceId: instanceId, state: 'running' } });
    expect(await todo('back-2', second)).toEqual([]);
    const [again] = await todo('back-2', admin);
    expect(again).toMatchObject({ taskDefinitionKey: 'firstCheck', assigneeId: expect.any(String) });
    expect(again!.taskId).not.toBe(first!.taskId);
    const rows = await history(instanceId);
    expect(rows.map((r) => [r.action, r.activityId, r.comment])).toEqual([
      ['start', 'start', ''],
      ['approve', 'firstCheck', '初审通过'],
      ['claim', 'secondCheck', ''],
      ['rollback', 'secondCheck', '材料不全，请初审补充'],
      ['open', 'firstCheck', ''],
    ]);
    expect(rows[3]!.assigneeName).toBe('运营二');
    const closed = (await rowsOf(instanceId)).find((r) => String(r.id) === review!.taskId);
    expect(closed).toMatchObject({ state: 'rolled_back', comment: '材料不全，请初审补充' });

    // The process runs on from the restored step, and the old task is closed.
    expect((await complete(review!.taskId, 'late', second)).code).toBe(ErrorCode.ILLEGAL_STATE);
    expect((await complete(again!.taskId, '已补充', admin)).code).toBe(0);
    const [next] = await todo('back-2', admin);
    expect(next).toMatchObject({ taskDefinitionKey: 'secondCheck' });
    expect((await complete(next!.taskId, '复审通过', admin)).data).toMatchObject({ state: 'completed' });
  });

  it('tells the task page whether a roll back is possible', async () => {
    await start('back-3');
    const [first] = await todo('back-3', admin);
    const info = await getJson(`/flow/task/info?taskId=${first!.taskId}`, admin);
    expect(info.data).toMatchObject({ canHandle: true, canRollback: false, canClaim: true });
    await complete(first!.taskId, 'ok', admin);
    const [next] = await todo('back-3', admin);
    const nextInfo = await getJson(`/flow/task/info?taskId=${next!.taskId}`, admin);
    expect(nextInfo.data).toMatchObject({ canHandle: true, canRollback: true, canTerminate: true });
  });
});

describe('terminate', () => {
  it('lets the submitter end the process with a reason: tasks close, the handler runs, the instance is terminated', async () => {
    const instanceId = await start('end-1');
    const [task] = await todo('end-1', admin);
    const empty = await post('/flow/common/terminate', supplier, {
      processInstanceId: instanceId,
      reason: '',
    });
    expect(empty.code).toBe(ErrorCode.BAD_PARAMS);
    const res = await post('/flow/common/terminate', supplier, {
      processInstanceId: instanceId,
      reason: '不再需要上架',
    });
    expect(res).toMatchObject({ code: 0, data: { processInstanceId: instanceId, state: 'terminated' } });
    expect(terminated).toContainEqual({
      businessKey: 'end-1',
      reason: '不再需要上架',
      actorUserId: supplierId,
    });
    expect(await todo('end-1', admin)).toEqual([]);
    expect((await rowsOf(instanceId))[0]).toMatchObject({ state: 'terminated', comment: '不再需要上架' });
    expect((await history(instanceId)).map((r) => [r.action, r.comment])).toEqual([
      ['start', ''],
      ['terminate', '不再需要上架'],
    ]);
    const info = await getJson(`/flow/process/info?processInstanceId=${instanceId}`, supplier);
    expect(info.data).toMatchObject({
      state: 'terminated',
      canTerminate: false,
      endTime: expect.any(String),
    });
    const other = await getJson(`/flow/process/info?processInstanceId=${instanceId}`, consumer);
    expect(other.code).toBe(ErrorCode.FORBIDDEN);
    const finished = await getJson('/flow/process/finished/page?keyword=end-1', admin);
    expect(finished.data.list[0]).toMatchObject({ state: 'terminated', decision: null });
    expect((await complete(task!.taskId, 'late', admin)).code).toBe(ErrorCode.ILLEGAL_STATE);
    const again = await post('/flow/common/terminate', admin, { processInstanceId: instanceId, reason: 'x' });
    expect(again.code).toBe(ErrorCode.WORKFLOW_PROCESS_ENDED);
  });

  it('lets an operator with flow:process:terminate end any process, not another user', async () => {
    const instanceId = await start('end-2');
    const view = async (token: string) =>
      (await getJson(`/flow/process/info?processInstanceId=${instanceId}`, token)).data;
    expect(await view(admin)).toMatchObject({ state: 'running', canTerminate: true });
    expect(await view(supplier)).toMatchObject({ canTerminate: true });
    const byConsumer = await post('/flow/common/terminate', consumer, {
      processInstanceId: instanceId,
      reason: 'x',
    });
    expect(byConsumer.code).toBe(ErrorCode.WORKFLOW_NOT_TERMINATOR);
    expect(byConsumer.msg).toBe('只有流程发起人或有终止权限的运营人员可以终止流程');
    const res = await post('/flow/common/terminate', admin, {
      processInstanceId: instanceId,
      reason: '重复提交',
    });
    expect(res.code).toBe(0);
    const missing = await post('/flow/common/terminate', admin, { processInstanceId: '999999', reason: 'x' });
    expect(missing.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('terminates a suspended process too', async () => {
    const instanceId = await start('end-3');
    expect((await post('/flow/process/suspend', admin, { processInstanceId: instanceId })).code).toBe(0);
    const res = await post('/flow/common/terminate', admin, {
      processInstanceId: instanceId,
      reason: '暂停后终止',
    });
    expect(res.code).toBe(0);
  });

  it('refuses a process whose flow cannot return its object, and changes nothing when the handler fails', async () => {
    const plain = await start('end-4', PLAIN_KEY);
    const res = await post('/flow/common/terminate', admin, { processInstanceId: plain, reason: 'x' });
    expect(res.code).toBe(ErrorCode.WORKFLOW_NOT_TERMINABLE);
    const boom = await start('boom');
    const failed = await post('/flow/common/terminate', admin, { processInstanceId: boom, reason: 'x' });
    expect(failed.code).toBe(ErrorCode.SERVER_ERROR);
    expect((await flow.findInstance(Number(boom)))?.state).toBe('running');
    expect((await rowsOf(boom))[0]?.state).toBe('open');
    expect((await history(boom)).map((r) => r.action)).toEqual(['start', 'open']);
  });

  it('returns a good in enable review to its state before the review', async () => {
    const { itemId } = await createGood(t, { ownerId: supplierId, listed: false });
    await t.db
      .update(goodsItem)
      .set({ productStatus: 1, statusBeforeReview: 0, openReview: 'goods-enable' })
      .where(eq(goodsItem.id, itemId));
    const instanceId = await start(String(itemId), 'goods-enable');
    const res = await post('/flow/common/terminate', supplier, {
      processInstanceId: instanceId,
      reason: '暂不上架',
    });
    expect(res.code).toBe(0);
    const [item] = await t.db.select().from(goodsItem).where(eq(goodsItem.id, itemId));
    expect(item).toMatchObject({
      productStatus: 0,
      publishType: 0,
      openReview: null,
      statusBeforeReview: null,
    });
  });

  it('lets exactly one of a termination and a decision arriving together win', async () => {
    for (const n of [1, 2, 3]) {
      const instanceId = await start(`end-race-${n}`);
      const [task] = await todo(`end-race-${n}`, admin);
      const [ended, decided] = await Promise.all([
        post('/flow/common/terminate', admin, { processInstanceId: instanceId, reason: '并发终止' }),
        complete(task!.taskId, '并发通过', admin),
      ]);
      const state = (await flow.findInstance(Number(instanceId)))?.state;
      const open = (await rowsOf(instanceId)).filter((r) => r.state === 'open');
      // Either order is fine; what never happens is a terminated process with a task still open, or a
      // decision recorded after the termination.
      expect(ended.code).toBe(0);
      expect(state).toBe('terminated');
      expect(open).toEqual([]);
      const actions = (await history(instanceId)).map((r) => r.action);
      if (decided.code === 0) expect(actions).toEqual(['start', 'approve', 'terminate']);
      else {
        expect(decided.code).toBe(ErrorCode.ILLEGAL_STATE);
        expect(actions).toEqual(['start', 'terminate']);
      }
    }
  });

  it('returns a registration to the applicant as refused, with the reason at login', async () => {
    const mobile = '13600002222';
    await t.app.inject({ method: 'POST', url: `/server/aliSms/sendSms?mobile=${mobile}&type=register` });
    const [sms] = await t.db.select().from(smsLog).where(eq(smsLog.mobile, mobile));
    const registered = await t.app.inject({
      method: 'POST',
      url: '/sys/user/register',
      payload: {
        roleType: 3,
        username: 'endsupplier',
        password: 'Apply@2026',
        confirmPassword: 'Apply@2026',
        companyName: '终止测试有限公司',
        contactName: '钱七',
        mobile,
        smsCode: /(\d{6})/.exec(sms!.content)![1],
      },
    });
    const userId = registered.json().data.id as string;
    const running = await getJson(`/flow/process/running/page?keyword=${userId}`, admin);
    const row = running.data.list.find(
      (r: { processDefinitionKey: string; businessKey: string }) =>
        r.processDefinitionKey === 'user-registration' && r.businessKey === userId,
    );
    const res = await post('/flow/common/terminate', admin, {
      processInstanceId: row.processInstanceId,
      reason: '重复注册',
    });
    expect(res.code).toBe(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/server/user/login',
      headers: { authorization: BASIC_WEB },
      payload: { username: 'endsupplier', password: 'Apply@2026', captcha: '', uuid: '' },
    });
    expect(login.json()).toMatchObject({
      code: ErrorCode.ACCOUNT_REJECTED,
      msg: expect.stringContaining('重复注册'),
    });
  });
});

describe('claim', () => {
  it('gives a group task to one candidate: only they see and handle it, others are refused', async () => {
    const instanceId = await start('claim-1');
    const [task] = await todo('claim-1', admin);
    expect(task).toMatchObject({ assigneeId: null, claimed: false });
    const byConsumer = await post('/flow/common/claim', consumer, { taskId: task!.taskId });
    expect(byConsumer.code).toBe(ErrorCode.WORKFLOW_NOT_CANDIDATE);
    expect((await post('/flow/common/claim', admin, { taskId: task!.taskId })).code).toBe(0);
    expect((await post('/flow/common/claim', admin, { taskId: task!.taskId })).code).toBe(0);
    expect(await todo('claim-1', second)).toEqual([]);
    expect(await todo('claim-1', admin)).toEqual([expect.objectContaining({ claimed: true })]);
    const taken = await post(
      '/flow/common/claim',
      second,
      { taskId: task!.taskId },
      { 'accept-language': 'en-US' },
    );
    expect(taken).toMatchObject({
      code: ErrorCode.WORKFLOW_TASK_CLAIMED,
      msg: 'Someone else has already claimed this task',
    });
    expect((await complete(task!.taskId, 'mine?', second)).code).toBe(ErrorCode.FORBIDDEN);
    const notClaimer = await post('/flow/common/unclaim', second, { taskId: task!.taskId });
    expect(notClaimer.code).toBe(ErrorCode.WORKFLOW_NOT_CLAIMER);

    expect((await post('/flow/common/unclaim', admin, { taskId: task!.taskId })).code).toBe(0);
    expect(await todo('claim-1', second)).toEqual([expect.objectContaining({ assigneeId: null })]);
    expect((await post('/flow/common/claim', second, { taskId: task!.taskId })).code).toBe(0);
    expect((await complete(task!.taskId, '运营二审核', second)).code).toBe(0);
    expect((await history(instanceId)).map((r) => [r.action, r.assigneeName])).toEqual([
      ['start', '王供应'],
      ['claim', '平台管理员'],
      ['unclaim', '平台管理员'],
      ['claim', '运营二'],
      ['approve', '运营二'],
      ['open', ''],
    ]);
    const closed = await post('/flow/common/claim', admin, { taskId: task!.taskId });
    expect(closed.code).toBe(ErrorCode.WORKFLOW_TASK_CLOSED);
  });

  it('lets exactly one of two racing claims win', async () => {
    for (const n of [1, 2, 3]) {
      await start(`race-${n}`);
      const [task] = await todo(`race-${n}`, admin);
      const answers = await Promise.all([
        post('/flow/common/claim', admin, { taskId: task!.taskId }),
        post('/flow/common/claim', second, { taskId: task!.taskId }),
      ]);
      const codes = answers.map((a) => a.code).sort();
      expect(codes).toEqual([0, ErrorCode.WORKFLOW_TASK_CLAIMED].sort());
      const [row] = await t.db
        .select()
        .from(workflowTask)
        .where(eq(workflowTask.id, Number(task!.taskId)));
      const winner = answers[0]!.code === 0 ? 'admin' : 'second';
      expect(row!.assigneeUserId === Number(secondId)).toBe(winner === 'second');
      const claims = (await history(String(row!.instanceId))).filter((r) => r.action === 'claim');
      expect(claims).toHaveLength(1);
    }
  });

  it('refuses a claim on a suspended process', async () => {
    const instanceId = await start('claim-2');
    const [task] = await todo('claim-2', admin);
    await post('/flow/process/suspend', admin, { processInstanceId: instanceId });
    expect((await post('/flow/common/claim', admin, { taskId: task!.taskId })).code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    expect((await rowsOf(instanceId))[0]).toMatchObject({ assigneeUserId: null, claimedAt: null });
  });
});
