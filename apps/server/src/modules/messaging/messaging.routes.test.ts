import net from 'node:net';
import { ErrorCode } from '@datamall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';
import { decideTask, openTasks } from '../../test/review-fixture.js';
import { smsLog as codeSmsLog } from '../identity/identity.table.js';
import { eventually, startSmsProvider, startSmtp } from './messaging.test-kit.js';
import { HostRefused, httpSmsSender, sendMail, smsSignature } from './messaging.transports.js';

const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'Smtp-Secret-9731';
const SMS_SECRET = 'Sms-Signing-Secret-4417';

let t: TestApp;
let admin: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
/** Every answer body: none may contain a saved secret. */
const answers: string[] = [];

beforeAll(async () => {
  // The local SMTP server and SMS provider listen on loopback, as CONNECTOR_ALLOW_PRIVATE=on allows.
  t = await startTestApp({ config: { connectorAllowPrivate: true } });
  admin = (await loginAs(t, 'admin')).token;
  smtp = await startSmtp({ username: SMTP_USER, password: SMTP_PASSWORD });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token = admin,
  app = t,
) {
  const res = await app.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': 'en-US' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  answers.push(res.body);
  // biome-ignore lint/suspicious/noExplicitAny: answers checked field by field below
  return res.json() as { code: number; msg: string; data: any };
}

const mailConfig = (over: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  security: 'none',
  username: SMTP_USER,
  password: SMTP_PASSWORD,
  fromAddress: 'noreply@datamall.test',
  fromName: 'Data Mall',
  enabled: 1,
  ...over,
});

/**
 * The log page once its newest entry is no longer pending: the receiving server has the message a moment before the
 * sender records the outcome.
 */
async function settledLog(path: string) {
  return eventually(async () => {
    const log = await call('GET', path);
    const newest = log.data.list[0] as { status: number } | undefined;
    return newest && newest.status !== 2 ? log : undefined;
  });
}

async function register(username: string, mobile: string, email: string) {
  await t.app.inject({ method: 'POST', url: `/server/aliSms/sendSms?mobile=${mobile}&type=register` });
  const [sms] = await t.db.select().from(codeSmsLog).where(eq(codeSmsLog.mobile, mobile));
  const smsCode = /(\d{6})/.exec(sms!.content)![1];
  const res = await t.app.inject({
    method: 'POST',
    url: '/sys/user/register',
    payload: {
      roleType: 3,
      username,
      password: 'Apply@2026',
      confirmPassword: 'Apply@2026',
      companyName: '通知测试有限公司',
      contactName: '钱七',
      mobile,
      email,
      smsCode,
    },
  });
  expect(res.json().code).toBe(0);
  return Number(res.json().data.id);
}

async function decideRegistration(userId: number, kind: 'complete' | 'reject', comment: string) {
  const tasks = await openTasks(t, admin);
  const task = tasks.find((x) => x.businessKey === String(userId));
  const res = await decideTask(t, admin, kind, task!.taskId, comment);
  expect(res.json().code).toBe(0);
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

describe('operator only', () => {
  it('refuses every other role with 403', async () => {
    for (const username of ['consumer', 'supplier', 'developer']) {
      const token = (await loginAs(t, username)).token;
      const calls = [
        await call('GET', '/sys/mail/config', undefined, token),
        await call('PUT', '/sys/mail/config', mailConfig(), token),
        await call('POST', '/sys/mail/test', { ...mailConfig(), to: 'x@y.test' }, token),
        await call('GET', '/sys/mailtemplate/page', undefined, token),
        await call('GET', '/sys/maillog/page', undefined, token),
        await call('POST', '/sys/maillog/resend', { ids: [1] }, token),
        await call('GET', '/sys/sms/config', undefined, token),
        await call('GET', '/sys/smslog/page', undefined, token),
      ];
      for (const res of calls) expect(res.code).toBe(403);
    }
    expect(smtp.received).toHaveLength(0);
  });
});

describe('mail configuration', () => {
  it('refuses a bad configuration with a message naming the field, and saves nothing', async () => {
    const badHost = await call('PUT', '/sys/mail/config', mailConfig({ host: 'smtp host!' }));
    expect(badHost).toMatchObject({ code: ErrorCode.BAD_PARAMS });
    expect(badHost.msg).toContain('host');
    const badPort = await call('PUT', '/sys/mail/config', mailConfig({ port: 70000 }));
    expect(badPort.code).toBe(ErrorCode.BAD_PARAMS);
    expect(badPort.msg).toContain('port');
    const badFrom = await call('PUT', '/sys/mail/config', mailConfig({ fromAddress: 'not-an-address' }));
    expect(badFrom.msg).toContain('fromAddress');
    const badSecurity = await call('PUT', '/sys/mail/config', mailConfig({ security: 'ssl3' }));
    expect(badSecurity.msg).toContain('security');
    const noPassword = await call('PUT', '/sys/mail/config', mailConfig({ password: '' }));
    expect(noPassword.code).toBe(ErrorCode.BAD_PARAMS);
    expect(noPassword.msg).toContain('password');
    const saved = await call('GET', '/sys/mail/config');
    expect(saved.data).toMatchObject({ host: '', passwordSet: false, enabled: 0, updatedAt: null });
  });

  it('sends a test mail with the unsaved configuration, and says why one fails', async () => {
    const sent = await call('POST', '/sys/mail/test', { ...mailConfig(), to: 'operator@datamall.test' });
    expect(sent.code).toBe(0);
    const mail = await eventually(() => mailsTo('operator@datamall.test')[0]);
    expect(mail!.user).toBe(SMTP_USER);
    expect(mail!.mail.subject).toBe('Test mail');
    expect(mail!.mail.from?.value[0]).toMatchObject({ address: 'noreply@datamall.test', name: 'Data Mall' });

    const wrong = await call('POST', '/sys/mail/test', {
      ...mailConfig({ password: 'wrong-password' }),
      to: 'operator@datamall.test',
    });
    expect(wrong.code).toBe(ErrorCode.MAIL_SEND_FAILED);
    expect(wrong.msg).toMatch(/^The mail was not sent: .*Invalid/);
    expect(wrong.msg).not.toContain('wrong-password');
    expect((await call('GET', '/sys/mail/config')).data.passwordSet).toBe(false);
  });

  it('saves the password sealed, answers only that one is set, and keeps it when left empty', async () => {
    const saved = await call('PUT', '/sys/mail/config', mailConfig());
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({
      host: '127.0.0.1',
      username: SMTP_USER,
      passwordSet: true,
      enabled: 1,
    });
    expect(saved.data).not.toHaveProperty('password');
    const kept = await call('PUT', '/sys/mail/config', mailConfig({ password: undefined, fromName: 'Mall' }));
    expect(kept.data).toMatchObject({ passwordSet: true, fromName: 'Mall' });
    // The test send may leave the password out: the saved one is used.
    const test = await call('POST', '/sys/mail/test', {
      ...mailConfig({ password: undefined }),
      to: 'saved@datamall.test',
    });
    expect(test.code).toBe(0);
    await eventually(() => mailsTo('saved@datamall.test').length === 1);
  });
});

describe('the saved password goes only to the server it was saved for', () => {
  it('refuses a test send or a save that changes host, port or username without the password', async () => {
    const other = await startSmtp({ username: 'other', password: 'Other-Pass-1' });
    try {
      const before = (await call('GET', '/sys/mail/config')).data;
      for (const changed of [{ port: other.port }, { host: 'localhost' }, { username: 'someone-else' }]) {
        const config = mailConfig({ ...changed, password: undefined });
        const test = await call('POST', '/sys/mail/test', { ...config, to: 'leak@datamall.test' });
        expect(test).toMatchObject({
          code: ErrorCode.MESSAGE_SECRET_NOT_REUSABLE,
          msg: 'The server address or username changed: enter password again (the saved one is only used with the server it was saved for)',
        });
        const save = await call('PUT', '/sys/mail/config', config);
        expect(save.code).toBe(ErrorCode.MESSAGE_SECRET_NOT_REUSABLE);
      }
      expect(other.received).toHaveLength(0);
      expect(mailsTo('leak@datamall.test')).toHaveLength(0);
      expect((await call('GET', '/sys/mail/config')).data).toEqual(before);

      // With its own password typed the other server is used.
      const typed = await call('POST', '/sys/mail/test', {
        ...mailConfig({ port: other.port, username: 'other', password: 'Other-Pass-1' }),
        to: 'other@datamall.test',
      });
      expect(typed.code).toBe(0);
      expect(other.received.map((m) => m.user)).toEqual(['other']);
    } finally {
      await other.close();
    }
  });
});

describe('mail templates', () => {
  it("lists the platform's notification templates", async () => {
    const page = await call('GET', '/sys/mailtemplate/page?code=registration');
    expect(page.data.list.map((r: { code: string }) => r.code).sort()).toEqual([
      'registration.approved',
      'registration.rejected',
    ]);
    const approved = page.data.list.find((r: { code: string }) => r.code === 'registration.approved');
    const one = await call('GET', `/sys/mailtemplate/${approved.id}`);
    expect(one.data).toMatchObject({ builtin: 1, variables: ['username', 'companyName'] });
  });

  it('refuses a placeholder that is not a declared variable, naming it', async () => {
    const res = await call('POST', '/sys/mailtemplate', {
      code: 'promo.spring',
      name: 'Spring',
      variables: ['username'],
      subject: { 'zh-CN': '你好 {{username}}', 'zh-TW': '你好', 'en-US': 'Hello {{ nickname }}' },
      body: { 'zh-CN': '正文', 'zh-TW': '正文', 'en-US': 'Body' },
    });
    expect(res).toMatchObject({
      code: ErrorCode.MESSAGE_TEMPLATE_UNKNOWN_VARIABLE,
      msg: 'subject (en-US) uses {{nickname}}, which is not a declared variable: declare it first',
    });
    expect((await call('GET', '/sys/mailtemplate/page?code=promo')).data.total).toBe(0);
  });

  it('adds, edits and deletes a template; a taken code and a platform template are refused', async () => {
    const input = {
      code: 'promo.spring',
      name: 'Spring',
      variables: ['username'],
      subject: { 'zh-CN': '春季 {{username}}', 'zh-TW': '春季', 'en-US': 'Spring' },
      body: { 'zh-CN': '正文', 'zh-TW': '正文', 'en-US': 'Body' },
    };
    const created = await call('POST', '/sys/mailtemplate', input);
    expect(created.data).toMatchObject({ code: 'promo.spring', builtin: 0 });
    const taken = await call('POST', '/sys/mailtemplate', input);
    expect(taken).toMatchObject({ code: ErrorCode.MESSAGE_TEMPLATE_CODE_TAKEN });
    const edited = await call('PUT', '/sys/mailtemplate', {
      ...input,
      id: created.data.id,
      name: 'Spring sale',
    });
    expect(edited.data.name).toBe('Spring sale');

    const builtin = (await call('GET', '/sys/mailtemplate/page?code=registration.approved')).data.list[0];
    const recode = await call('PUT', '/sys/mailtemplate', { ...input, id: builtin.id, code: 'other.code' });
    expect(recode.code).toBe(ErrorCode.MESSAGE_TEMPLATE_BUILTIN);
    const remove = await call('DELETE', '/sys/mailtemplate', { ids: [created.data.id, builtin.id] });
    expect(remove).toMatchObject({ code: ErrorCode.MESSAGE_TEMPLATE_BUILTIN });
    expect((await call('GET', `/sys/mailtemplate/${created.data.id}`)).code).toBe(0);
    expect((await call('DELETE', '/sys/mailtemplate', { ids: [created.data.id] })).code).toBe(0);
    expect((await call('GET', `/sys/mailtemplate/${created.data.id}`)).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('notifications', () => {
  it("mails the registration result in the receiver's language with the template's text", async () => {
    const userId = await register('mailapproved', '13600002201', 'approved@datamall.test');
    await t.services.messaging.saveLocale(userId, 'en-US');
    await decideRegistration(userId, 'complete', 'ok');
    const mail = await eventually(() => mailsTo('approved@datamall.test')[0]);
    expect(mail!.mail.subject).toBe('[Industrial Data Marketplace] Your registration is approved');
    expect(mail!.mail.text).toContain('Dear mailapproved of 通知测试有限公司');
    const log = await settledLog('/sys/maillog/page?receiver=approved@datamall.test');
    expect(log.data.list).toEqual([
      expect.objectContaining({
        userId: String(userId),
        templateCode: 'registration.approved',
        locale: 'en-US',
        status: 1,
        error: '',
        sentAt: expect.any(String),
      }),
    ]);
  });

  it('records a refused mail as failed with the reason; a resend after the fix sends it', async () => {
    smtp.refuse(true);
    const userId = await register('mailrejected', '13600002202', 'rejected@datamall.test');
    await decideRegistration(userId, 'reject', '营业执照不清晰');
    const failed = await eventually(async () => {
      const page = await call('GET', '/sys/maillog/page?receiver=rejected@datamall.test&status=0');
      return page.data.list[0];
    });
    expect(failed).toMatchObject({ templateCode: 'registration.rejected', locale: 'zh-CN', status: 0 });
    expect(failed.error).toContain('550');
    expect(mailsTo('rejected@datamall.test')).toHaveLength(0);

    const stillRefused = await call('POST', '/sys/maillog/resend', { ids: [failed.id] });
    expect(stillRefused.data).toEqual({ sent: 0, failed: 1 });
    smtp.refuse(false);
    const resent = await call('POST', '/sys/maillog/resend', { ids: [failed.id] });
    expect(resent.data).toEqual({ sent: 1, failed: 0 });
    const [mail] = mailsTo('rejected@datamall.test');
    expect(mail!.mail.subject).toBe('【工业数据交易平台】您的注册未通过审核');
    expect(mail!.mail.text).toContain('原因：营业执照不清晰');
    const entry = (await call('GET', '/sys/maillog/page?receiver=rejected@datamall.test')).data.list[0];
    expect(entry).toMatchObject({ status: 1, error: '', attempts: 3 });

    const again = await call('POST', '/sys/maillog/resend', { ids: [failed.id] });
    expect(again).toMatchObject({
      code: ErrorCode.MESSAGE_LOG_NOT_FAILED,
      msg: `Only failed entries can be resent (entry ${failed.id} has not failed)`,
    });
  });

  it('filters the log by status and day, and deletes entries', async () => {
    const today = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const all = await call('GET', `/sys/maillog/page?startDate=${today}&endDate=${today}&limit=50`);
    expect(all.data.total).toBeGreaterThanOrEqual(5);
    const none = await call('GET', '/sys/maillog/page?startDate=2001-01-01&endDate=2001-01-02');
    expect(none.data.total).toBe(0);
    const failed = await call('GET', '/sys/maillog/page?status=0');
    expect(failed.data.list.every((r: { status: number }) => r.status === 0)).toBe(true);
    const badDay = await call('GET', '/sys/maillog/page?startDate=yesterday');
    expect(badDay.code).toBe(ErrorCode.BAD_PARAMS);
    const id = all.data.list[0].id;
    expect((await call('DELETE', '/sys/maillog', { ids: [id] })).code).toBe(0);
    const after = await call('GET', `/sys/maillog/page?startDate=${today}&endDate=${today}&limit=50`);
    expect(after.data.total).toBe(all.data.total - 1);
  });
});

describe('SMS', () => {
  it('refuses an HTTP provider without a URL or a secret', async () => {
    const noUrl = await call('PUT', '/sys/sms/config', { provider: 'http', secret: SMS_SECRET });
    expect(noUrl.code).toBe(ErrorCode.BAD_PARAMS);
    expect(noUrl.msg).toContain('url');
    const noSecret = await call('PUT', '/sys/sms/config', { provider: 'http', url: 'http://127.0.0.1:9/x' });
    expect(noSecret).toMatchObject({
      code: ErrorCode.SMS_SECRET_REQUIRED,
      msg: 'The HTTP SMS provider needs a signing secret',
    });
    expect((await call('GET', '/sys/sms/config')).data).toMatchObject({ provider: 'log', updatedAt: null });
  });

  it('sends through the HTTP provider, signed with the secret; a refusal is reported', async () => {
    const provider = await startSmsProvider((req) => {
      const timestamp = String(req.headers['x-timestamp']);
      const valid = req.headers['x-sign'] === smsSignature(SMS_SECRET, timestamp, req.body);
      return valid
        ? { status: 200, body: { code: 0, msg: 'ok' } }
        : { status: 401, body: { msg: 'bad signature' } };
    });
    try {
      const config = {
        provider: 'http',
        url: provider.url,
        secret: SMS_SECRET,
        signatureHeader: 'X-Sign',
        enabled: 1,
      };
      const test = await call('POST', '/sys/sms/test', { config, mobile: '13600003301' });
      expect(test.code).toBe(0);
      expect(JSON.parse(provider.received[0]!.body)).toMatchObject({
        mobile: '13600003301',
        templateCode: 'test',
      });

      const badSecret = await call('POST', '/sys/sms/test', {
        config: { ...config, secret: 'another-secret' },
        mobile: '13600003301',
      });
      expect(badSecret.code).toBe(ErrorCode.SMS_SEND_FAILED);
      expect(badSecret.msg).toContain('HTTP 401');

      const saved = await call('PUT', '/sys/sms/config', config);
      expect(saved.data).toMatchObject({
        provider: 'http',
        secretSet: true,
        signatureHeader: 'X-Sign',
        enabled: 1,
      });

      const userId = await register('smsapproved', '13600003302', 'sms@datamall.test');
      await t.services.messaging.saveLocale(userId, 'zh-TW');
      await decideRegistration(userId, 'complete', 'ok');
      const request = await eventually(() =>
        provider.received.find((r) => {
          const body = JSON.parse(r.body);
          return body.mobile === '13600003302' && body.templateCode !== 'verify.register';
        }),
      );
      expect(JSON.parse(request.body)).toMatchObject({
        templateCode: 'registration.approved',
        content: '【工業資料交易平台】smsapproved，您的註冊已審核通過，歡迎登入使用。',
      });
      const log = await settledLog('/sys/smslog/page?receiver=13600003302');
      expect(log.data.list[0]).toMatchObject({ status: 1, provider: 'http', locale: 'zh-TW' });

      // Verification codes go through the saved provider too, with their template code and the code itself.
      const sent = await t.app.inject({
        method: 'POST',
        url: '/server/aliSms/sendSms?mobile=13600003309&type=register',
      });
      expect(sent.json().code).toBe(0);
      const codeRequest = JSON.parse(
        provider.received.find((r) => JSON.parse(r.body).mobile === '13600003309')!.body,
      );
      expect(codeRequest).toMatchObject({ templateCode: 'verify.register' });
      expect(codeRequest.params.code).toMatch(/^\d{6}$/);
      expect(codeRequest.content).toContain(codeRequest.params.code);
    } finally {
      await provider.close();
    }
  });

  it('sends the saved secret only to the saved URL, and never echoes what the provider answered', async () => {
    const other = await startSmsProvider(() => ({
      status: 500,
      body: { code: 1, msg: 'INTERNAL-ANSWER-TEXT' },
    }));
    try {
      const saved = (await call('GET', '/sys/sms/config')).data;
      expect(saved).toMatchObject({ provider: 'http', secretSet: true });
      const config = { provider: 'http', url: other.url, signatureHeader: 'X-Sign', enabled: 1 };
      const test = await call('POST', '/sys/sms/test', { config, mobile: '13600003303' });
      expect(test).toMatchObject({
        code: ErrorCode.MESSAGE_SECRET_NOT_REUSABLE,
        msg: 'The server address or username changed: enter secret again (the saved one is only used with the server it was saved for)',
      });
      expect((await call('PUT', '/sys/sms/config', config)).code).toBe(ErrorCode.MESSAGE_SECRET_NOT_REUSABLE);
      expect(other.received).toHaveLength(0);
      expect((await call('GET', '/sys/sms/config')).data).toEqual(saved);

      const typed = await call('POST', '/sys/sms/test', {
        config: { ...config, secret: 'typed-secret' },
        mobile: '13600003303',
      });
      expect(typed).toMatchObject({ code: ErrorCode.SMS_SEND_FAILED, msg: 'The SMS was not sent: HTTP 500' });
      expect(other.received).toHaveLength(1);
      const log = await call('GET', '/sys/smslog/page?receiver=13600003303');
      expect(log.data.list[0]).toMatchObject({ status: 0, error: 'HTTP 500' });
    } finally {
      await other.close();
    }
  });

  it('tells a registering user a code was not sent, counts it anyway, and answers a reset request the same', async () => {
    const down = await startSmsProvider(() => ({ status: 503, body: { msg: 'maintenance' } }));
    try {
      const config = { provider: 'http', url: down.url, secret: 'down-secret', signatureHeader: 'X-Sign' };
      expect((await call('PUT', '/sys/sms/config', config)).code).toBe(0);
      const send = (mobile: string, type: string) =>
        t.app.inject({
          method: 'POST',
          url: `/server/aliSms/sendSms?mobile=${mobile}&type=${type}`,
          headers: { 'accept-language': 'en-US' },
        });
      const register = (await send('13600003310', 'register')).json();
      expect(register).toMatchObject({
        code: ErrorCode.SMS_SEND_FAILED,
        msg: 'The SMS was not sent: HTTP 503',
      });
      expect((await send('13600003310', 'register')).json().code).toBe(ErrorCode.SMS_TOO_FREQUENT);
      // A reset code for an account's mobile and for an unknown one: the same answer, whether or not it went out.
      expect((await send('13800000002', 'forget')).json().code).toBe(0);
      expect((await send('13600003311', 'forget')).json().code).toBe(0);
      await eventually(() => down.received.some((r) => JSON.parse(r.body).mobile === '13800000002'));
      expect(down.received.some((r) => JSON.parse(r.body).mobile === '13600003311')).toBe(false);
    } finally {
      await down.close();
      await call('PUT', '/sys/sms/config', { provider: 'log', enabled: 0 });
    }
  });

  it('reports a JSON refusal by its status only', async () => {
    const refusing = await startSmsProvider(() => ({
      status: 200,
      body: { success: false, msg: 'ANSWER-TEXT' },
    }));
    try {
      const config = { provider: 'http', url: refusing.url, secret: 'typed', signatureHeader: 'X-Sign' };
      const test = await call('POST', '/sys/sms/test', { config, mobile: '13600003304' });
      expect(test).toMatchObject({
        code: ErrorCode.SMS_SEND_FAILED,
        msg: 'The SMS was not sent: refused by the provider (HTTP 200)',
      });
    } finally {
      await refusing.close();
    }
  });

  it('manages SMS templates like mail templates', async () => {
    const bad = await call('POST', '/sys/smstemplate', {
      code: 'sms.promo',
      name: 'Promo',
      variables: [],
      content: { 'zh-CN': '{{x}}', 'zh-TW': 'a', 'en-US': 'b' },
    });
    expect(bad.code).toBe(ErrorCode.MESSAGE_TEMPLATE_UNKNOWN_VARIABLE);
    const created = await call('POST', '/sys/smstemplate', {
      code: 'sms.promo',
      name: 'Promo',
      variables: ['x'],
      content: { 'zh-CN': '{{x}}', 'zh-TW': 'a', 'en-US': 'b' },
    });
    expect(created.code).toBe(0);
    expect((await call('GET', `/sys/smstemplate/${created.data.id}`)).data.code).toBe('sms.promo');
    expect((await call('DELETE', '/sys/smstemplate', { ids: [created.data.id] })).code).toBe(0);
  });
});

describe('private hosts not allowed (CONNECTOR_ALLOW_PRIVATE off)', () => {
  let guarded: TestApp;
  let guardedAdmin: string;
  let canary: net.Server;
  let canaryPort: number;
  let hits = 0;

  beforeAll(async () => {
    canary = net.createServer((socket) => {
      hits++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    canaryPort = (canary.address() as net.AddressInfo).port;
    guarded = await startTestApp({ config: { connectorAllowPrivate: false } });
    guardedAdmin = (await loginAs(guarded, 'admin')).token;
  });
  afterAll(async () => {
    await guarded?.close();
    await new Promise((resolve) => canary.close(resolve));
  });

  const refusedHost = (host: string) => ({
    code: ErrorCode.MESSAGE_HOST_REFUSED,
    msg: `The host "${host}" is a loopback, private or link-local address, refused by platform policy`,
  });

  it.each(['127.0.0.1', 'localhost', '[::1]', '10.0.0.1', '169.254.169.254'])(
    'refuses an SMTP server or SMS provider at %s, on test and on save, without connecting',
    async (host) => {
      const shown = host.replace(/^\[|\]$/g, '');
      const mail = mailConfig({ host, port: canaryPort });
      const test = await call('POST', '/sys/mail/test', { ...mail, to: 'x@y.test' }, guardedAdmin, guarded);
      expect(test).toMatchObject(refusedHost(shown));
      expect(await call('PUT', '/sys/mail/config', mail, guardedAdmin, guarded)).toMatchObject(
        refusedHost(shown),
      );

      const sms = { provider: 'http', url: `http://${host}:${canaryPort}/send`, secret: 's', enabled: 1 };
      const smsTest = await call(
        'POST',
        '/sys/sms/test',
        { config: sms, mobile: '13600003305' },
        guardedAdmin,
        guarded,
      );
      expect(smsTest).toMatchObject(refusedHost(shown));
      expect(await call('PUT', '/sys/sms/config', sms, guardedAdmin, guarded)).toMatchObject(
        refusedHost(shown),
      );

      expect(hits).toBe(0);
      expect((await call('GET', '/sys/maillog/page', undefined, guardedAdmin, guarded)).data.total).toBe(0);
      expect((await call('GET', '/sys/smslog/page', undefined, guardedAdmin, guarded)).data.total).toBe(0);
      expect((await call('GET', '/sys/mail/config', undefined, guardedAdmin, guarded)).data.host).toBe('');
    },
  );

  it('checks the host again on every send, before connecting', async () => {
    const settings = {
      host: '127.0.0.1',
      port: canaryPort,
      security: 'none' as const,
      username: '',
      password: '',
      fromAddress: 'noreply@datamall.test',
      fromName: '',
    };
    const mail = sendMail(settings, { to: 'x@y.test', subject: 's', text: 't' }, false);
    await expect(mail).rejects.toBeInstanceOf(HostRefused);
    const sms = httpSmsSender(
      { url: `http://127.0.0.1:${canaryPort}/`, secret: 's', signatureHeader: 'X-Sign' },
      false,
    );
    await expect(
      sms.send({ mobile: '1', content: 'c', templateCode: 'test', params: {} }),
    ).rejects.toMatchObject({
      reason: 'policy',
    });
    expect(hits).toBe(0);
  });
});

describe('secrets', () => {
  it('never answers the SMTP password or the SMS secret', () => {
    expect(answers.length).toBeGreaterThan(40);
    for (const body of answers) {
      expect(body).not.toContain(SMTP_PASSWORD);
      expect(body).not.toContain(SMS_SECRET);
    }
  });
});
