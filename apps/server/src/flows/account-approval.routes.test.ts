import { ErrorCode } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsLog } from '../modules/identity/identity.table.js';
import { BASIC_WEB, bearer, loginAs, startTestApp, type TestApp } from '../test/harness.js';
import { decideTask, openTasks } from '../test/review-fixture.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
});

const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/server/user/login',
    headers: { authorization: BASIC_WEB },
    payload: { username, password, captcha: '', uuid: '' },
  });

const todoFor = (token: string) => openTasks(t, token, 'page=1&limit=10', null);

async function register(username: string, mobile: string) {
  await t.app.inject({ method: 'POST', url: `/server/aliSms/sendSms?mobile=${mobile}&type=register` });
  const [sms] = await t.db.select().from(smsLog).where(eq(smsLog.mobile, mobile));
  const smsCode = /(\d{6})/.exec(sms!.content)![1];
  const res = await t.app.inject({
    method: 'POST',
    url: '/sys/user/register',
    payload: {
      roleType: 3,
      username,
      password: 'Apply@2026',
      confirmPassword: 'Apply@2026',
      companyName: '初次提交有限公司',
      contactName: '钱七',
      mobile,
      smsCode,
    },
  });
  expect(res.json().code).toBe(0);
  return res.json().data.id as string;
}

describe('registration approval', () => {
  it('puts a new registration in the operator to-do list, not in a consumer one', async () => {
    const id = await register('flowsupplier', '13600001111');
    const tasks = await todoFor(admin);
    expect(tasks).toEqual([
      expect.objectContaining({
        businessKey: id,
        businessType: 'user-registration',
        objectName: expect.stringContaining('flowsupplier'),
      }),
    ]);
    const consumer = (await loginAs(t, 'consumer')).token;
    expect(await todoFor(consumer)).toEqual([]);
  });

  it('reject -> reason at login -> resubmit -> approve -> the supplier logs in', async () => {
    const [task] = await todoFor(admin);
    const noComment = await decideTask(t, admin, 'reject', task!.taskId, '');
    expect(noComment.json().code).toBe(400);
    const rejected = await decideTask(t, admin, 'reject', task!.taskId, '请上传清晰的营业执照');
    expect(rejected.json().code).toBe(0);
    const refused = await login('flowsupplier', 'Apply@2026');
    expect(refused.json()).toMatchObject({
      code: ErrorCode.ACCOUNT_REJECTED,
      msg: '注册申请未通过审核：请上传清晰的营业执照',
    });

    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/sys/user/resubmit',
      payload: {
        username: 'flowsupplier',
        password: 'Nope@2026',
        companyName: '更正后有限公司',
        contactName: '钱七',
      },
    });
    expect(wrongPassword.json().code).toBe(ErrorCode.BAD_CREDENTIALS);
    const resubmitted = await t.app.inject({
      method: 'POST',
      url: '/sys/user/resubmit',
      payload: {
        username: 'flowsupplier',
        password: 'Apply@2026',
        companyName: '更正后有限公司',
        contactName: '钱七',
      },
    });
    expect(resubmitted.json()).toMatchObject({ code: 0, data: { spType: 0 } });
    expect((await login('flowsupplier', 'Apply@2026')).json().code).toBe(ErrorCode.ACCOUNT_PENDING);

    const [again] = await todoFor(admin);
    expect(again!.objectName).toContain('更正后有限公司');
    t.clock.advance(3100);
    const approved = await decideTask(t, admin, 'complete', again!.taskId, '资料齐全，同意');
    expect(approved.json().code).toBe(0);
    const ok = await login('flowsupplier', 'Apply@2026');
    expect(ok.json()).toMatchObject({ code: 0, data: { roleType: 3, payCode: 0 } });
    expect(await todoFor(admin)).toEqual([]);
  });

  it('a resubmit is refused while the registration is not rejected', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sys/user/resubmit',
      payload: {
        username: 'flowsupplier',
        password: 'Apply@2026',
        companyName: '又一次有限公司',
        contactName: '钱七',
      },
    });
    expect(res.json().code).toBe(ErrorCode.ILLEGAL_STATE);
  });

  it('UpdateAuditStatus decides the open task from the account page, needs a reason, and only once', async () => {
    const id = await register('directapply', '13600002222');
    const decide = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/server/user/UpdateAuditStatus',
        headers: bearer(admin),
        payload,
      });
    const noReason = await decide({ userId: Number(id), spType: 1 });
    expect(noReason.json()).toMatchObject({ code: 400, data: { field: 'reason' } });
    const consumer = (await loginAs(t, 'consumer')).token;
    const denied = await t.app.inject({
      method: 'POST',
      url: '/server/user/UpdateAuditStatus',
      headers: bearer(consumer),
      payload: { userId: Number(id), spType: 1, reason: '同意' },
    });
    expect(denied.json().code).toBe(403);
    expect((await decide({ userId: Number(id), spType: 1, reason: '资料齐全' })).json().code).toBe(0);
    expect((await login('directapply', 'Apply@2026')).json().code).toBe(0);
    expect((await decide({ userId: Number(id), spType: 2, reason: '再次驳回' })).json().code).toBe(
      ErrorCode.ILLEGAL_STATE,
    );
    const history = await t.app.inject({
      url: '/flow/process/finished/page?page=1&limit=10',
      headers: bearer(admin),
    });
    expect(JSON.stringify(history.json().data.list)).toContain('directapply');
  });

  it('getUserMessage shows the public card of approved accounts only', async () => {
    const consumer = (await loginAs(t, 'consumer')).token;
    const users = await t.app.inject({
      method: 'POST',
      url: '/server/user/queryByPage',
      headers: bearer(admin),
      payload: { username: 'supplier' },
    });
    const supplierId = users.json().data.list.find((u: { username: string }) => u.username === 'supplier').id;
    const card = await t.app.inject({
      method: 'POST',
      url: '/server/user/getUserMessage',
      headers: { ...bearer(consumer), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `userId=${supplierId}`,
    });
    expect(card.json().data).toMatchObject({ username: 'supplier', roleType: 3, certified: false });
    const pending = await register('stillpending', '13600003333');
    const hidden = await t.app.inject({
      method: 'POST',
      url: '/server/user/getUserMessage',
      headers: { ...bearer(consumer), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `userId=${pending}`,
    });
    expect(hidden.json().code).toBe(404);
  });

  it("getUserMessage shows a buyer's or an operator's card only to itself and the operators", async () => {
    const card = async (token: string, userId: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/server/user/getUserMessage',
          headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
          payload: `userId=${userId}`,
        })
      ).json();
    const consumer = await loginAs(t, 'consumer');
    const supplier = await loginAs(t, 'supplier');
    const idOf = async (username: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/server/user/queryByPage',
          headers: bearer(admin),
          payload: { username },
        })
      )
        .json()
        .data.list.find((u: { username: string }) => u.username === username).id as string;
    const [consumerId, adminId] = [await idOf('consumer'), await idOf('admin')];
    expect((await card(supplier.token, consumerId)).code).toBe(404);
    expect((await card(supplier.token, adminId)).code).toBe(404);
    expect((await card(consumer.token, adminId)).code).toBe(404);
    expect((await card(consumer.token, consumerId)).data).toMatchObject({
      username: 'consumer',
      roleType: 1,
    });
    expect((await card(admin, consumerId)).data).toMatchObject({ username: 'consumer' });
  });
});
