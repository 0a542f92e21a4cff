import { randomBytes, randomUUID } from 'node:crypto';
import { ErrorCode, gateway as gw } from '@datamall/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GATEWAY_TOKEN } from '../../test/gateway-fixture.js';
import { approvedAsset, localConnection } from '../../test/granted-asset-fixture.js';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp, TINY_PNG } from '../../test/harness.js';
import { dropLocalFixtures, localPgAdmin } from '../../test/local-databases.js';
import { createGood, newAccount, placeOrder, setCreditLimit } from '../../test/orders-fixture.js';
import { sendJson } from '../../test/requests.js';
import { decideTask, openTasks } from '../../test/review-fixture.js';
import { apiCredential } from '../delivery/delivery.table.js';
import { goodsSku } from '../goods/goods.table.js';
import { orderInfo } from '../orders/orders.table.js';
import { sysMailLog, sysMailTemplate, sysSmsLog, sysSmsTemplate } from './messaging.table.js';
import { NOTIFICATIONS } from './messaging.templates.js';
import { eventually, startSmtp } from './messaging.test-kit.js';

let t: TestApp;
let admin: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const SCHEMA = `dm_notify_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  const pg = await localPgAdmin();
  await pg.query(`create schema "${SCHEMA}"`);
  await pg.query(`create table "${SCHEMA}".meters (id int primary key, device text not null)`);
  await pg.end();
  // The local SMTP server listens on loopback, as CONNECTOR_ALLOW_PRIVATE=on allows.
  t = await startTestApp({ config: { connectorAllowPrivate: true, gatewayToken: TEST_GATEWAY_TOKEN } });
  await t.services.catalog.seedDefaults();
  admin = (await loginAs(t, 'admin')).token;
  smtp = await startSmtp();
  const saved = await sendJson(t, admin, '/sys/mail/config', {
    method: 'PUT',
    payload: {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      username: '',
      fromAddress: 'noreply@datamall.test',
      fromName: 'Data Mall',
      enabled: 1,
    },
  });
  expect(saved.code, saved.msg).toBe(0);
  const sms = await sendJson(t, admin, '/sys/sms/config', {
    method: 'PUT',
    payload: { provider: 'log', enabled: 1 },
  });
  expect(sms.code, sms.msg).toBe(0);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await dropLocalFixtures({ pgSchema: SCHEMA });
});

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

/** The user's mail log entries of one template, once none is pending any more (the sender recorded each). */
async function sentMails(userId: number, code: string, count = 1) {
  return eventually(async () => {
    const rows = await t.db
      .select()
      .from(sysMailLog)
      .where(and(eq(sysMailLog.userId, userId), eq(sysMailLog.templateCode, code)));
    return rows.length === count && rows.every((r) => r.status !== 2) ? rows : undefined;
  });
}

async function mailRows(userId: number) {
  return t.db.select().from(sysMailLog).where(eq(sysMailLog.userId, userId));
}

/** An approved account of that role whose notifications are written in `locale`. */
async function account(username: string, roleType: 1 | 2 | 3, locale?: 'zh-CN' | 'zh-TW' | 'en-US') {
  const user = await newAccount(t, username, roleType);
  if (locale) {
    const res = await sendJson(t, user.token, '/sys/user/messagelocale', {
      method: 'PUT',
      payload: { locale },
    });
    expect(res.code, res.msg).toBe(0);
  }
  return { ...user, email: `${username}@example.com` };
}

async function decide(
  kind: 'complete' | 'reject',
  businessType: string,
  businessKey: string,
  comment: string,
) {
  const task = (await openTasks(t, admin)).find(
    (x) => x.businessType === businessType && x.businessKey === businessKey,
  );
  expect(task, `${businessType} task for ${businessKey}`).toBeTruthy();
  t.clock.advance(3100);
  const res = await decideTask(t, admin, kind, task!.taskId, comment);
  expect(res.json().code, res.json().msg).toBe(0);
}

describe('the receiver’s notification language', () => {
  it('answers zh-CN until the user saves another, then the saved one; a bad language is refused', async () => {
    const user = await account('localeowner', 1);
    const get = () => sendJson(t, user.token, '/sys/user/messagelocale', { method: 'GET' });
    expect((await get()).data).toEqual({ locale: 'zh-CN' });
    const bad = await sendJson(t, user.token, '/sys/user/messagelocale', {
      method: 'PUT',
      payload: { locale: 'fr-FR' },
    });
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
    expect(bad.msg).toContain('locale');
    expect((await get()).data).toEqual({ locale: 'zh-CN' });
    await sendJson(t, user.token, '/sys/user/messagelocale', { method: 'PUT', payload: { locale: 'zh-TW' } });
    expect((await get()).data).toEqual({ locale: 'zh-TW' });
    const anonymous = await sendJson(t, null, '/sys/user/messagelocale', { method: 'GET' });
    expect(anonymous.code).toBe(401);
  });
});

describe('goods review results', () => {
  it('mails the owner the approval and the refusal with its reason, each in the owner’s language', async () => {
    const owner = await account('reviewowner', 3, 'en-US');
    const good = await createGood(t, { ownerId: owner.id, name: 'Spindle vibration set' });
    const price = await sendJson(t, owner.token, '/server/item/updatePrice', {
      payload: { skuId: String(good.skuId), price: '99', reason: 'promotion' },
    });
    expect(price.code, price.msg).toBe(0);
    await decide('reject', 'price-change', String(good.skuId), 'price too low');
    const [rejected] = await sentMails(owner.id, NOTIFICATIONS.goodsReviewRejected);
    expect(rejected).toMatchObject({ locale: 'en-US', status: 1, receiver: owner.email, error: '' });
    const [mail] = mailsTo(owner.email);
    expect(mail!.mail.subject).toBe(
      '[Industrial Data Marketplace] The review of your goods "Spindle vibration set" was not approved',
    );
    expect(mail!.mail.text).toContain('Reason: price too low');

    await sendJson(t, owner.token, '/sys/user/messagelocale', {
      method: 'PUT',
      payload: { locale: 'zh-TW' },
    });
    const disable = await sendJson(t, owner.token, '/server/item/statusChange', {
      payload: { itemId: String(good.itemId), action: 'disable', comment: 'season over' },
    });
    expect(disable.code, disable.msg).toBe(0);
    await decide('complete', 'goods-disable', String(good.itemId), 'ok');
    const [approved] = await sentMails(owner.id, NOTIFICATIONS.goodsReviewApproved);
    expect(approved).toMatchObject({ locale: 'zh-TW', status: 1 });
    expect(approved!.subject).toBe('【工業資料交易平台】商品「Spindle vibration set」的審核已通過');
    await eventually(() => mailsTo(owner.email).length === 2);
  });
});

describe('other review results', () => {
  it('mails the enterprise identity’s refusal with the reason and its approval to the applicant', async () => {
    const applicant = await account('certshop', 3, 'en-US');
    const file = multipartFile('file', 'license.png', TINY_PNG, 'image/png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/server/user/uploadLicense',
      headers: { ...bearer(applicant.token), ...file.headers },
      payload: file.payload,
    });
    const identity = {
      companyName: '通知测试精密制造有限公司',
      creditCode: '91350100M000100Y43',
      legalPerson: '王大成',
      licenseFileKey: uploaded.json().data.fileKey,
    };
    const submit = () =>
      sendJson(t, applicant.token, '/server/user/submitEnterpriseInfo', { payload: identity });
    expect((await submit()).code).toBe(0);
    await decide('reject', 'identity-authentication', String(applicant.id), 'licence unreadable');
    const [rejected] = await sentMails(applicant.id, NOTIFICATIONS.enterpriseRejected);
    expect(rejected).toMatchObject({ locale: 'en-US', status: 1, receiver: applicant.email });
    expect(rejected!.body).toContain(
      'Your enterprise certification was not approved. Reason: licence unreadable',
    );
    expect((await submit()).code).toBe(0);
    await decide('complete', 'identity-authentication', String(applicant.id), 'ok');
    const [approved] = await sentMails(applicant.id, NOTIFICATIONS.enterpriseApproved);
    expect(approved!.subject).toBe('[Industrial Data Marketplace] Your enterprise certification is approved');
  });

  it('mails a data asset’s approval and refusal to its owner', async () => {
    const owner = await account('assetowner', 3, 'zh-TW');
    const connectionId = await localConnection(t, owner.token, 'postgresql', 'PG meters (notify)');
    const { sourceId, tableId } = await approvedAsset(
      t,
      { supplier: owner.token, admin },
      connectionId,
      SCHEMA,
      'meters',
      () => 1,
    );
    const [approved] = await sentMails(owner.id, NOTIFICATIONS.assetReviewApproved);
    expect(approved).toMatchObject({ locale: 'zh-TW', status: 1 });
    expect(approved!.subject).toBe('【工業資料交易平台】資料資產「Meters meters」已審核通過');

    const dict = await sendJson(t, owner.token, '/server/dataSource/queryDataDictionary', {
      payload: { tableId },
    });
    const field = dict.data.fields.find((f: { name: string }) => f.name === 'device');
    const edited = await sendJson(t, owner.token, '/server/dataSource/updateDataDictionary', {
      payload: {
        tableId,
        fields: [{ id: field.id, description: 'Device code', securityLevelId: field.securityLevelId }],
      },
    });
    expect(edited.code, edited.msg).toBe(0);
    const submitted = await sendJson(t, owner.token, '/server/dataSource/updateStatus', {
      payload: { id: sourceId, action: 'submit' },
    });
    expect(submitted.code, submitted.msg).toBe(0);
    await decide('reject', 'source-audit', sourceId, '字段说明需补充单位');
    const [rejected] = await sentMails(owner.id, NOTIFICATIONS.assetReviewRejected);
    expect(rejected!.body).toContain('原因：字段说明需补充单位');
  });

  it('mails a community post’s refusal with the reason and its approval to the author', async () => {
    const author = await account('postauthor', 2, 'en-US');
    const column = await sendJson(t, author.token, '/server/community/column/save', {
      payload: { title: 'Plant data notes', summary: 'Weekly' },
    });
    expect(column.code, column.msg).toBe(0);
    const submit = () =>
      sendJson(t, author.token, '/server/community/column/submit', { payload: { id: column.data.id } });
    expect((await submit()).code).toBe(0);
    await decide('reject', 'community-review', `column:${column.data.id}`, 'Add a summary of each issue');
    const [rejected] = await sentMails(author.id, NOTIFICATIONS.communityReviewRejected);
    expect(rejected).toMatchObject({ locale: 'en-US', status: 1 });
    expect(rejected!.subject).toBe(
      '[Industrial Data Marketplace] Your community post "Plant data notes" was not approved',
    );
    expect(rejected!.body).toContain('Reason: Add a summary of each issue');
    const edited = await sendJson(t, author.token, '/server/community/column/save', {
      payload: { id: column.data.id, title: 'Plant data notes', summary: 'Weekly, with a summary per issue' },
    });
    expect(edited.code, edited.msg).toBe(0);
    expect((await submit()).code).toBe(0);
    await decide('complete', 'community-review', `column:${column.data.id}`, 'ok');
    const [approved] = await sentMails(author.id, NOTIFICATIONS.communityReviewApproved);
    expect(approved!.body).toContain('is approved and now published');
  });

  it('tells an author nothing when they end their own review, and tells them when an operator ends it', async () => {
    const author = await account('selfwithdraw', 2, 'en-US');
    const column = await sendJson(t, author.token, '/server/community/column/save', {
      payload: { title: 'Kiln notes', summary: 'Monthly' },
    });
    expect(column.code, column.msg).toBe(0);
    const key = `column:${column.data.id}`;
    const terminateAs = async (token: string, reason: string) => {
      expect(
        (
          await sendJson(t, author.token, '/server/community/column/submit', {
            payload: { id: column.data.id },
          })
        ).code,
      ).toBe(0);
      const task = (await openTasks(t, admin)).find((x) => x.businessKey === key) as unknown as {
        processInstanceId: string;
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/flow/common/terminate',
        headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ processInstanceId: task.processInstanceId, reason }).toString(),
      });
      expect(res.json().code, res.json().msg).toBe(0);
    };
    await terminateAs(author.token, 'Submitted too early');
    expect(await mailRows(author.id)).toHaveLength(0);
    const edited = await sendJson(t, author.token, '/server/community/column/save', {
      payload: { id: column.data.id, title: 'Kiln notes', summary: 'Monthly, with charts' },
    });
    expect(edited.code, edited.msg).toBe(0);
    await terminateAs(admin, 'Out of scope for the community');
    const [rejected] = await sentMails(author.id, NOTIFICATIONS.communityReviewRejected);
    expect(rejected!.body).toContain('Reason: Out of scope for the community');
  });

  it('mails the buyer the refund’s refusal with the reason, then its approval with the amount', async () => {
    const seller = await account('refundseller', 3);
    const buyer = await account('refundbuyer', 1, 'en-US');
    await setCreditLimit(t, buyer.id, 10_000_000n);
    const good = await createGood(t, { ownerId: seller.id, name: 'Kiln temperatures', price: 125_000n });
    const { order } = await placeOrder(t, buyer.token, good);
    const apply = () =>
      sendJson(t, buyer.token, '/server/billing/refund/apply', {
        payload: { orderId: order.id, reasonType: 2, reason: 'not needed' },
      });
    const first = await apply();
    expect(first.code, first.msg).toBe(0);
    await decide('reject', 'refund', first.data.id, 'already downloaded');
    const [rejected] = await sentMails(buyer.id, NOTIFICATIONS.refundRejected);
    expect(rejected!.body).toContain(
      `Your refund request for order ${order.orderNo} (Kiln temperatures) was not approved. Reason: already downloaded`,
    );
    const second = await apply();
    expect(second.code, second.msg).toBe(0);
    await decide('complete', 'refund', second.data.id, 'ok');
    const [approved] = await sentMails(buyer.id, NOTIFICATIONS.refundApproved);
    expect(approved!.body).toContain('CNY 12.50 is back in your credit');
  });
});

describe('order paid', () => {
  it('mails the buyer and the seller once the payment commits, each in their own language', async () => {
    const seller = await account('paidseller', 3, 'zh-CN');
    const buyer = await account('paidbuyer', 1, 'en-US');
    await setCreditLimit(t, buyer.id, 10_000_000n);
    const good = await createGood(t, { ownerId: seller.id, name: 'Furnace log', price: 125_000n });
    const { order } = await placeOrder(t, buyer.token, good);

    const [paid] = await sentMails(buyer.id, NOTIFICATIONS.orderPaid);
    expect(paid).toMatchObject({ locale: 'en-US', status: 1, receiver: buyer.email });
    expect(paid!.subject).toBe(`[Industrial Data Marketplace] Order ${order.orderNo} is paid`);
    expect(paid!.body).toContain(`Your order ${order.orderNo} (Furnace log) is paid: CNY 12.50`);
    const [sold] = await sentMails(seller.id, NOTIFICATIONS.orderSold);
    expect(sold).toMatchObject({ locale: 'zh-CN', status: 1, receiver: seller.email });
    expect(sold!.body).toContain(`您的商品「Furnace log」有一笔新订单 ${order.orderNo} 已支付，金额 ¥12.50`);
    await eventually(() => mailsTo(buyer.email).length === 1 && mailsTo(seller.email).length === 1);
    const sms = await eventually(async () => {
      const rows = await t.db.select().from(sysSmsLog).where(eq(sysSmsLog.userId, buyer.id));
      return rows.length === 1 && rows[0]!.status === 1 ? rows[0] : undefined;
    });
    expect(sms).toMatchObject({ templateCode: NOTIFICATIONS.orderPaid, locale: 'en-US', provider: 'log' });
    expect(sms.content).toBe(
      `[Industrial Data Marketplace] paidbuyer, order ${order.orderNo} (Furnace log) is paid: CNY 12.50.`,
    );
  });

  it('writes no mail when the payment is refused for lack of credit', async () => {
    const seller = await account('refusedseller', 3);
    const buyer = await account('refusedbuyer', 1);
    await setCreditLimit(t, buyer.id, 10_000n);
    const good = await createGood(t, { ownerId: seller.id, price: 125_000n });
    const { order } = await placeOrder(t, buyer.token, good, { pay: false });
    const refused = await sendJson(t, buyer.token, '/server/pay', {
      payload: { orderId: order.id },
      idempotencyKey: randomUUID(),
    });
    expect(refused.code).toBe(ErrorCode.CREDIT_INSUFFICIENT);
    const [row] = await t.db
      .select()
      .from(orderInfo)
      .where(eq(orderInfo.id, Number(order.id)));
    expect(row!.paidAt).toBeNull();
    // Give the sender time to send anything that had been written.
    await new Promise((r) => setTimeout(r, 600));
    expect(await mailRows(buyer.id)).toEqual([]);
    expect(await mailRows(seller.id)).toEqual([]);
    expect(await t.db.select().from(sysSmsLog).where(eq(sysSmsLog.userId, buyer.id))).toEqual([]);
    expect(mailsTo(buyer.email)).toHaveLength(0);
  });
});

describe('quota alerts', () => {
  it('mails the buyer at 80% with the calls left and when the calls are used up', async () => {
    const developer = await account('quotadeveloper', 2);
    const buyer = await account('quotabuyer', 1, 'en-US');
    await setCreditLimit(t, buyer.id, 10_000_000n);
    const good = await createGood(t, { ownerId: developer.id, itemType: 5, name: 'Weather API' });
    await t.db.update(goodsSku).set({ useCount: 10 }).where(eq(goodsSku.id, good.skuId));
    const { order } = await placeOrder(t, buyer.token, good);
    const [credential] = await t.db
      .select()
      .from(apiCredential)
      .where(eq(apiCredential.orderId, Number(order.id)));
    expect(credential!.quotaTotal).toBe(10);

    let seq = 0;
    const report = async (calls: number) => {
      const batch = {
        gatewayId: 'gw-notify',
        fromSeq: seq,
        toSeq: seq + 1,
        lines: [
          {
            credentialId: credential!.id,
            day: '2026-11-28',
            calls,
            failed: 0,
            refused: 0,
            status2xx: calls,
            status3xx: 0,
            status4xx: 0,
            status5xx: 0,
            latencySumMs: calls,
            latencyBuckets: [calls, 0, 0, 0, 0, 0, 0, 0, 0],
          },
        ],
      };
      seq += 1;
      const res = await t.app.inject({
        method: 'POST',
        url: '/server/gateway-control/usage',
        headers: { [gw.GATEWAY_TOKEN_HEADER]: TEST_GATEWAY_TOKEN },
        payload: batch,
      });
      expect(res.json().code, res.body).toBe(0);
    };
    await report(7);
    await new Promise((r) => setTimeout(r, 600));
    expect(
      await mailRows(buyer.id).then((rows) => rows.filter((r) => r.templateCode.startsWith('quota'))),
    ).toEqual([]);
    await report(1);
    const [threshold] = await sentMails(buyer.id, NOTIFICATIONS.quotaThreshold);
    expect(threshold).toMatchObject({ locale: 'en-US', status: 1 });
    expect(threshold!.subject).toBe(
      '[Industrial Data Marketplace] 80% of the API calls of "Weather API" are used',
    );
    expect(threshold!.body).toContain(
      `80% of the 10 calls of order ${order.orderNo} (Weather API) are used: 2 remain`,
    );

    await report(2);
    const [exhausted] = await sentMails(buyer.id, NOTIFICATIONS.quotaExhausted);
    expect(exhausted!.subject).toBe(
      '[Industrial Data Marketplace] The API calls of "Weather API" are used up',
    );
    await sentMails(buyer.id, NOTIFICATIONS.quotaThreshold, 1);
  });
});

describe('built-in templates on an existing database', () => {
  it('adds the missing ones at start and keeps the ones an operator edited', async () => {
    const [edited] = await t.db
      .update(sysMailTemplate)
      .set({ subject: { 'zh-CN': '已编辑', 'zh-TW': '已編輯', 'en-US': 'Edited' } })
      .where(eq(sysMailTemplate.code, NOTIFICATIONS.orderPaid))
      .returning();
    // A database from before these notifications: their templates are missing.
    await t.db.delete(sysMailTemplate).where(eq(sysMailTemplate.code, NOTIFICATIONS.quotaExhausted));
    await t.db.delete(sysSmsTemplate).where(eq(sysSmsTemplate.code, NOTIFICATIONS.quotaExhausted));

    await t.services.messaging.seedTemplates();

    const codes = (await t.db.select().from(sysMailTemplate)).map((r) => r.code);
    for (const code of Object.values(NOTIFICATIONS)) expect(codes).toContain(code);
    const smsCodes = (await t.db.select().from(sysSmsTemplate)).map((r) => r.code);
    for (const code of Object.values(NOTIFICATIONS)) expect(smsCodes).toContain(code);
    const [kept] = await t.db.select().from(sysMailTemplate).where(eq(sysMailTemplate.id, edited!.id));
    expect(kept!.subject['en-US']).toBe('Edited');
  });
});
