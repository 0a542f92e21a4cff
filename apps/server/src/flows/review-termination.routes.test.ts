import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowTask } from '../modules/workflow/workflow.table.js';
import { approvedAsset, localConnection } from '../test/granted-asset-fixture.js';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp, TINY_PNG } from '../test/harness.js';
import { dropLocalFixtures, localPgAdmin } from '../test/local-databases.js';
import { createGood, newAccount, placeOrder, setCreditLimit, userIdOf } from '../test/orders-fixture.js';
import { type Json, sendJson } from '../test/requests.js';
import { openTasks } from '../test/review-fixture.js';

// An operator terminates the review of a refund, an enterprise identity, a community post and a data asset: each
// object ends as if the review refused it, with the reason as the review comment, nothing else moves, and its
// submitter may submit it again.

const SCHEMA = `dm_end_${randomBytes(4).toString('hex')}`;

let t: TestApp;
let admin: string;
let supplier: string;
let developer: string;

const call = (token: string | null, url: string, payload: unknown = {}) =>
  sendJson(t, token, url, { payload });
const get = (token: string | null, url: string) => sendJson(t, token, url, { method: 'GET' });

/** The open review task of a business object, as the operator's to-do lists it (null when there is none). */
async function reviewOf(businessType: string, businessKey: string) {
  const query = new URLSearchParams({ businessType, keyword: businessKey, limit: '100' });
  const row = (await openTasks(t, admin, query.toString(), null)).find((r) => r.businessKey === businessKey);
  return (row ?? null) as { taskId: string; processInstanceId: string } | null;
}

const terminate = async (token: string, processInstanceId: string, reason: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/flow/common/terminate',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ processInstanceId, reason }).toString(),
    })
  ).json() as Json;

/** Finds the live review of the object, checks the operator may terminate it, and terminates it with `reason`. */
async function terminateReview(businessType: string, businessKey: string, reason: string) {
  const task = await reviewOf(businessType, businessKey);
  expect(task, `an open ${businessType} review of ${businessKey}`).not.toBeNull();
  const instanceId = task!.processInstanceId;
  const info = await get(admin, `/flow/process/info?processInstanceId=${instanceId}`);
  expect(info.data).toMatchObject({
    processDefinitionKey: businessType,
    state: 'running',
    canTerminate: true,
  });
  expect((await get(admin, `/flow/task/info?taskId=${task!.taskId}`)).data.canTerminate).toBe(true);
  const res = await terminate(admin, instanceId, reason);
  expect(res, res.msg).toMatchObject({
    code: 0,
    data: { processInstanceId: instanceId, state: 'terminated' },
  });
  return instanceId;
}

/** The process ended as terminated with the reason, and no task of it is left open anywhere. */
async function expectTerminated(
  instanceId: string,
  businessType: string,
  businessKey: string,
  reason: string,
) {
  const info = await get(admin, `/flow/process/info?processInstanceId=${instanceId}`);
  expect(info.data).toMatchObject({
    state: 'terminated',
    decision: null,
    endTime: expect.any(String),
    canTerminate: false,
  });
  expect(await reviewOf(businessType, businessKey)).toBeNull();
  const tasks = await t.db
    .select()
    .from(workflowTask)
    .where(eq(workflowTask.instanceId, Number(instanceId)));
  expect(tasks.map((row) => row.state)).toEqual(['terminated']);
  const history = await get(admin, `/flow/common/historic/list?processInstanceId=${instanceId}`);
  expect(history.data.map((r: { action: string; comment: string }) => [r.action, r.comment])).toEqual([
    ['start', ''],
    ['terminate', reason],
  ]);
}

beforeAll(async () => {
  const pg = await localPgAdmin();
  await pg.query(`create schema "${SCHEMA}"`);
  await pg.query(
    `create table "${SCHEMA}".meters (id int primary key, device text not null, reading numeric(8,2))`,
  );
  await pg.query(`insert into "${SCHEMA}".meters values (1, 'press-0001', 12.5), (2, 'press-0002', 13.75)`);
  await pg.end();
  t = await startTestApp({ config: { connectorAllowPrivate: true } });
  await t.services.catalog.seedDefaults();
  admin = (await loginAs(t, 'admin')).token;
  supplier = (await loginAs(t, 'supplier')).token;
  developer = (await loginAs(t, 'developer')).token;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await dropLocalFixtures({ pgSchema: SCHEMA });
});

describe('terminating a refund review', () => {
  it('ends the request as refused: the order, the credit and the bill stay as they were, a new request is allowed', async () => {
    const buyer = await newAccount(t, 'endbuyer', 1);
    await setCreditLimit(t, buyer.id, 1_000_000_000n);
    const good = await createGood(t, { ownerId: await userIdOf(t, 'supplier'), price: 125_000n });
    const { order } = await placeOrder(t, buyer.token, good);
    const orderId = order.id as string;
    const orderNo = order.orderNo as string;
    const snapshot = async () => ({
      order: (await call(buyer.token, `/server/order/orderUserDetail/${orderId}`)).data,
      credit: (await get(admin, `/server/user/queryConsumerDetail?id=${buyer.id}`)).data,
      ledger: (await call(buyer.token, '/server/user/queryQuotaByPage', { page: 1, limit: 100 })).data,
      consumerLines: (await call(buyer.token, '/server/billing/customer/page', { orderNo })).data,
      sellerLines: (await call(supplier, '/server/billing/user/page', { orderNo })).data,
      evidence: (await get(buyer.token, `/server/evidence/receipt?orderId=${orderId}`)).data.entries.length,
    });
    const before = await snapshot();
    expect(before).toMatchObject({
      order: { payStatus: 1 },
      credit: { creditAvailable: String(1_000_000_000n - 125_000n) },
      ledger: { total: 2 },
      consumerLines: { total: 1 },
      sellerLines: { total: 1 },
    });
    expect(before.evidence).toBeGreaterThan(0);

    const apply = { orderId, reasonType: 2, reason: 'not needed' };
    const requested = await call(buyer.token, '/server/billing/refund/apply', apply);
    expect(requested.data).toMatchObject({ status: 0 });
    const refundId = requested.data.id as string;
    const instanceId = await terminateReview('refund', refundId, '订单已协商解决');

    await expectTerminated(instanceId, 'refund', refundId, '订单已协商解决');
    const refund = await call(buyer.token, `/server/billing/refund/detail/${refundId}`);
    expect(refund.data).toMatchObject({ status: 2, decisionComment: '订单已协商解决' });
    expect(await snapshot()).toEqual(before);
    const again = await call(buyer.token, '/server/billing/refund/apply', apply);
    expect(again.code, again.msg).toBe(0);
    expect(again.data.status).toBe(0);
    expect(await reviewOf('refund', again.data.id)).not.toBeNull();
  });
});

describe('terminating an enterprise identity review', () => {
  it('rejects the identity with the reason, leaves the shop uncertified, and lets the applicant submit again', async () => {
    const applicant = await newAccount(t, 'endshop', 3);
    const upload = multipartFile('file', 'license.png', TINY_PNG, 'image/png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/server/user/uploadLicense',
      headers: { ...bearer(applicant.token), ...upload.headers },
      payload: upload.payload,
    });
    const identity = {
      companyName: '终止测试精密制造有限公司',
      creditCode: '91350100M000100Y43',
      legalPerson: '王大成',
      licenseFileKey: uploaded.json().data.fileKey,
    };
    const submitted = await call(applicant.token, '/server/user/submitEnterpriseInfo', identity);
    expect(submitted.data).toMatchObject({ status: 3 });
    const instanceId = await terminateReview(
      'identity-authentication',
      String(applicant.id),
      '营业执照不清晰',
    );

    await expectTerminated(instanceId, 'identity-authentication', String(applicant.id), '营业执照不清晰');
    const own = await call(applicant.token, '/server/user/queryEnterpriseInfo');
    expect(own.data).toMatchObject({
      status: 2,
      rejectReason: '营业执照不清晰',
      decidedAt: expect.any(String),
    });
    expect((await call(applicant.token, '/server/user/queryShopInfo')).data.certified).toBe(false);
    const inReview = await call(admin, '/server/user/queryEnterprisePage', { status: 3 });
    expect(inReview.data.list.map((r: { userId: string }) => r.userId)).not.toContain(String(applicant.id));
    const again = await call(applicant.token, '/server/user/submitEnterpriseInfo', identity);
    expect(again.data).toMatchObject({ status: 3, rejectReason: '' });
    expect(await reviewOf('identity-authentication', String(applicant.id))).not.toBeNull();
  });
});

describe('terminating a community review', () => {
  it('rejects an article and a column with the reason, keeps them out of public lists, and lets the author submit again', async () => {
    const column = await call(developer, '/server/community/column/save', {
      title: 'Termination notes',
      summary: 'Reviews that end early',
      submit: true,
    });
    const article = await call(developer, '/server/community/article/save', {
      title: 'Ending a review early',
      category: 'backend',
      content: '<p>An operator may end a review that no longer makes sense.</p>',
      tags: ['workflow'],
      submit: true,
    });
    expect([column.data.status, article.data.status]).toEqual([1, 1]);
    const posts = [
      { kind: 'column', id: column.data.id as string, reason: '专栏简介过短' },
      { kind: 'article', id: article.data.id as string, reason: '请补充示例' },
    ];
    for (const { kind, id, reason } of posts) {
      const key = `${kind}:${id}`;
      const instanceId = await terminateReview('community-review', key, reason);
      await expectTerminated(instanceId, 'community-review', key, reason);
      const mine = await get(developer, `/server/community/my/${kind}?id=${id}`);
      expect(mine.data, key).toMatchObject({ status: 3, reason });
      expect((await get(null, `/server/community/${kind}/detail?id=${id}`)).code, key).toBe(404);
    }
    expect((await get(null, '/server/community/article/list?page=1&limit=10')).data.total).toBe(0);
    const againColumn = await call(developer, '/server/community/column/save', {
      id: column.data.id,
      title: 'Termination notes',
      summary: 'Reviews that an operator ends early, and what happens next',
      submit: true,
    });
    expect(againColumn.data).toMatchObject({ status: 1, reason: '' });
    const edited = await call(developer, '/server/community/article/save', {
      id: article.data.id,
      title: 'Ending a review early',
      category: 'backend',
      content: '<p>An operator may end a review that no longer makes sense, for example a duplicate.</p>',
      tags: ['workflow'],
    });
    expect(edited.data).toMatchObject({ status: 0, reason: '' });
    const resubmitted = await call(developer, '/server/community/article/submit', { id: article.data.id });
    expect(resubmitted.data.status).toBe(1);
    for (const { kind, id } of posts)
      expect(await reviewOf('community-review', `${kind}:${id}`)).not.toBeNull();
  });
});

describe('terminating a data-source audit', () => {
  it('rejects the reviewed version with the reason, keeps the listed one for consumers, and lets the owner submit again', async () => {
    const consumer = (await loginAs(t, 'consumer')).token;
    const connectionId = await localConnection(t, supplier, 'postgresql', 'PG meters (termination)');
    const { sourceId, tableId } = await approvedAsset(
      t,
      { supplier, admin },
      connectionId,
      SCHEMA,
      'meters',
      () => 1,
    );
    const detail = () => call(supplier, '/server/dataSource/querySourceDetailV2', { sourceId });
    const listed = (await detail()).data.listedVersion as number;
    const dict = await call(supplier, '/server/dataSource/queryDataDictionary', { tableId });
    const field = dict.data.fields.find((f: { name: string }) => f.name === 'reading');
    const edited = await call(supplier, '/server/dataSource/updateDataDictionary', {
      tableId,
      fields: [{ id: field.id, description: 'Reading (kWh)', securityLevelId: field.securityLevelId }],
    });
    const reviewed = edited.data.version as number;
    expect(reviewed).toBe(listed + 1);
    const submitted = await call(supplier, '/server/dataSource/updateStatus', {
      id: sourceId,
      action: 'submit',
    });
    expect(submitted.data).toMatchObject({ status: 3 });
    const underReview = (await detail()).data;
    const instanceId = await terminateReview('source-audit', sourceId, '字段说明需补充单位');

    await expectTerminated(instanceId, 'source-audit', sourceId, '字段说明需补充单位');
    expect((await detail()).data).toMatchObject({
      status: 2,
      reviewComment: '字段说明需补充单位',
      currentVersion: reviewed,
      currentVersionStatus: underReview.currentVersionStatus,
      listedVersion: listed,
      processInstanceId: instanceId,
    });
    const versions = (await detail()).data.versions.map((v: { version: number; status: number }) => [
      v.version,
      v.status,
    ]);
    expect(versions.slice(0, 2)).toEqual([
      [reviewed, 0],
      [listed, 1],
    ]);
    const theirs = await call(consumer, '/server/dataSource/querySourceDetailV2', { sourceId });
    expect(theirs.data).toMatchObject({ version: listed, currentVersion: listed });
    const flows = await get(supplier, `/server/dataSource/queryAuditFlows?id=${sourceId}`);
    expect(flows.data[0]).toMatchObject({ version: reviewed, state: 'terminated', decision: null });
    const again = await call(supplier, '/server/dataSource/updateStatus', { id: sourceId, action: 'submit' });
    expect(again.data).toMatchObject({ status: 3 });
    expect(await reviewOf('source-audit', sourceId)).not.toBeNull();
  });
});
