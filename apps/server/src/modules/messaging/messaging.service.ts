import { DEFAULT_LOCALE, ErrorCode, type Locale, type messaging } from '@datamall/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, badParam, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { SecretBox } from '../../platform/secret-box.js';
import * as repo from './messaging.repository.js';
import { type MessageSender, reasonOf } from './messaging.sender.js';
import { sysMailLog, sysSmsLog } from './messaging.table.js';
import { assertDeclared, mailTemplateSeeds, smsTemplateSeeds } from './messaging.templates.js';
import {
  approvedAddress,
  builtinSender,
  HostRefused,
  httpSmsSender,
  type SmsSender,
  sendMail,
} from './messaging.transports.js';

type MailConfigInput = z.output<typeof messaging.zMailConfigInput>;
type SmsConfigInput = z.output<typeof messaging.zSmsConfigInput>;
type MailTemplateInput = z.output<typeof messaging.zMailTemplateInput>;
type SmsTemplateInput = z.output<typeof messaging.zSmsTemplateInput>;

export interface MessagingDeps {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  sender: MessageSender;
  dataDir: string;
  /** CONNECTOR_ALLOW_PRIVATE: may the SMTP server or SMS provider be a loopback, private or link-local host. */
  allowPrivate: boolean;
}

const TEST_TEXT: Record<Locale, { subject: string; body: string; sms: string }> = {
  'zh-CN': {
    subject: '测试邮件',
    body: '这是一封来自工业数据交易平台的测试邮件，收到说明邮件配置可用。',
    sms: '【工业数据交易平台】测试短信，收到说明短信配置可用。',
  },
  'zh-TW': {
    subject: '測試郵件',
    body: '這是一封來自工業資料交易平台的測試郵件，收到說明郵件設定可用。',
    sms: '【工業資料交易平台】測試簡訊，收到說明簡訊設定可用。',
  },
  'en-US': {
    subject: 'Test mail',
    body: 'This is a test mail from the industrial data marketplace: the mail configuration works.',
    sms: '[Industrial Data Marketplace] Test SMS: the SMS configuration works.',
  },
};

/**
 * The operator's side of mail and SMS: the SMTP server and SMS provider (secrets sealed, never answered), test
 * sends before saving, templates, the send logs and resends. Sending itself is MessageSender's.
 */
export class MessagingService {
  constructor(private readonly deps: MessagingDeps) {}

  /** Adds the platform's notification templates that are missing. */
  async seedTemplates(): Promise<void> {
    const now = this.deps.clock.now();
    await repo.seedMailTemplates(this.deps.db, mailTemplateSeeds(now));
    await repo.seedSmsTemplates(this.deps.db, smsTemplateSeeds(now));
  }

  /** The language the user's notifications are written in: the saved one, else the default. */
  async getLocale(userId: number): Promise<Locale> {
    return (await repo.findLocales(this.deps.db, [userId])).get(userId) ?? DEFAULT_LOCALE;
  }

  saveLocale(userId: number, locale: Locale) {
    return repo.saveLocale(this.deps.db, userId, locale, this.deps.clock.now());
  }

  // --- mail configuration ------------------------------------------------------------------------------------

  getMailConfig() {
    return repo.findMailConfig(this.deps.db);
  }

  async saveMailConfig(input: MailConfigInput) {
    await this.assertHostAllowed(input.host);
    const current = await repo.findMailConfig(this.deps.db);
    const passwordSealed = await this.nextPassword(
      input,
      reusableSecret(current, sameMailServer(current, input)),
    );
    await repo.saveMailConfig(this.deps.db, {
      host: input.host,
      port: input.port,
      security: input.security,
      username: input.username,
      passwordSealed,
      fromAddress: input.fromAddress,
      fromName: input.fromName,
      enabled: input.enabled,
      updatedAt: this.deps.clock.now(),
    });
    return this.getMailConfig();
  }

  /** The sealed password to store: a new one, none (cleared), or the saved one (same server and user only). */
  private async nextPassword(input: MailConfigInput, saved: Reusable): Promise<string> {
    if (input.password) return this.deps.secrets.seal(input.password);
    if (input.clearPassword || !input.username) return '';
    return requireReusable(saved, 'password');
  }

  /** The password a test send uses: the one typed, none, or the saved one (same server and user only, opened). */
  private async testPassword(input: MailConfigInput): Promise<string> {
    if (input.password) return input.password;
    if (input.clearPassword || !input.username) return '';
    const current = await repo.findMailConfig(this.deps.db);
    const sealed = requireReusable(reusableSecret(current, sameMailServer(current, input)), 'password');
    return this.deps.secrets.open(sealed);
  }

  /** Refuses a loopback, private or link-local host (unless CONNECTOR_ALLOW_PRIVATE); an unknown name passes. */
  private async assertHostAllowed(host: string): Promise<void> {
    try {
      await approvedAddress(host, this.deps.allowPrivate);
    } catch (error) {
      if (error instanceof HostRefused && error.reason === 'policy')
        throw new AppError(ErrorCode.MESSAGE_HOST_REFUSED, { host: error.host });
      if (!(error instanceof HostRefused)) throw error;
    }
  }

  /** Sends a test mail with the configuration as typed (not saved); logged like any mail. */
  async testMail(input: MailConfigInput & { to: string }, locale: Locale) {
    await this.assertHostAllowed(input.host);
    const settings = { ...input, password: await this.testPassword(input) };
    const text = TEST_TEXT[locale];
    const row = await repo.insertMailLog(this.deps.db, {
      userId: null,
      templateCode: 'test',
      locale,
      receiver: input.to,
      subject: text.subject,
      body: text.body,
      claimedAt: this.deps.clock.now(),
      createdAt: this.deps.clock.now(),
    });
    try {
      const mail = { to: input.to, subject: text.subject, text: text.body };
      const response = await sendMail(settings, mail, this.deps.allowPrivate);
      await repo.recordResult(this.deps.db, sysMailLog, row.id, { ok: true, at: this.deps.clock.now() });
      return { response };
    } catch (error) {
      await repo.recordResult(this.deps.db, sysMailLog, row.id, { ok: false, error: reasonOf(error) });
      throw refusalOrFailure(error, ErrorCode.MAIL_SEND_FAILED);
    }
  }

  // --- SMS configuration -------------------------------------------------------------------------------------

  getSmsConfig() {
    return repo.findSmsConfig(this.deps.db);
  }

  async saveSmsConfig(input: SmsConfigInput) {
    if (input.provider === 'http') await this.assertHostAllowed(urlHost(input.url));
    const current = await repo.findSmsConfig(this.deps.db);
    const secretSealed = await this.nextSecret(input, current);
    await repo.saveSmsConfig(this.deps.db, {
      provider: input.provider,
      url: input.provider === 'http' ? input.url : '',
      secretSealed,
      signatureHeader: input.signatureHeader,
      enabled: input.enabled,
      updatedAt: this.deps.clock.now(),
    });
    return this.getSmsConfig();
  }

  /**
   * The sealed secret to store: a new one, or the saved one when the URL is the saved one (the secret goes only
   * where it was saved for). The log and file providers keep no URL, so none either.
   */
  private async nextSecret(input: SmsConfigInput, current: repo.SmsConfigRow | null): Promise<string> {
    if (input.provider !== 'http') return '';
    if (input.secret) return this.deps.secrets.seal(input.secret);
    return requireSmsSecret(reusableSecret(current, current?.url === input.url));
  }

  private async testSender(input: SmsConfigInput): Promise<SmsSender> {
    if (input.provider !== 'http') return builtinSender(input.provider, this.deps.dataDir);
    await this.assertHostAllowed(urlHost(input.url));
    const settings = { url: input.url, signatureHeader: input.signatureHeader };
    if (input.secret) return httpSmsSender({ ...settings, secret: input.secret }, this.deps.allowPrivate);
    const current = await repo.findSmsConfig(this.deps.db);
    const sealed = requireSmsSecret(reusableSecret(current, current?.url === input.url));
    const secret = await this.deps.secrets.open(sealed);
    return httpSmsSender({ ...settings, secret }, this.deps.allowPrivate);
  }

  /** Sends a test SMS with the configuration as typed (not saved); logged like any SMS. */
  async testSms(input: SmsConfigInput, mobile: string, locale: Locale) {
    const sender = await this.testSender(input);
    const content = TEST_TEXT[locale].sms;
    const row = await repo.insertSmsLog(this.deps.db, {
      userId: null,
      templateCode: 'test',
      locale,
      mobile,
      content,
      provider: sender.name,
      claimedAt: this.deps.clock.now(),
      createdAt: this.deps.clock.now(),
    });
    try {
      const response = await sender.send({ mobile, content, templateCode: 'test', params: {} });
      await repo.recordResult(this.deps.db, sysSmsLog, row.id, { ok: true, at: this.deps.clock.now() });
      return { response };
    } catch (error) {
      await repo.recordResult(this.deps.db, sysSmsLog, row.id, { ok: false, error: reasonOf(error) });
      throw refusalOrFailure(error, ErrorCode.SMS_SEND_FAILED);
    }
  }

  // --- templates ---------------------------------------------------------------------------------------------

  pageMailTemplates(p: PageRequest, filter: repo.TemplateFilter) {
    return repo.pageMailTemplates(this.deps.db, p, filter);
  }

  async getMailTemplate(id: number) {
    const row = await repo.findMailTemplate(this.deps.db, { id });
    if (!row) throw notFound();
    return row;
  }

  async createMailTemplate(input: MailTemplateInput) {
    assertDeclared(input.variables, { subject: input.subject, body: input.body });
    const now = this.deps.clock.now();
    const row = await uniqueCode(input.code, () =>
      repo.insertMailTemplate(this.deps.db, { ...input, builtin: 0, createdAt: now, updatedAt: now }),
    );
    return row;
  }

  async updateMailTemplate(id: number, input: MailTemplateInput) {
    const current = await this.getMailTemplate(id);
    assertKeepsCode(current, input.code);
    assertDeclared(input.variables, { subject: input.subject, body: input.body });
    const row = await uniqueCode(input.code, () =>
      repo.updateMailTemplate(this.deps.db, id, { ...input, updatedAt: this.deps.clock.now() }),
    );
    if (!row) throw notFound();
    return row;
  }

  async deleteMailTemplates(ids: number[]) {
    const builtin = await repo.findBuiltinMailTemplate(this.deps.db, ids);
    if (builtin) throw new AppError(ErrorCode.MESSAGE_TEMPLATE_BUILTIN, { code: builtin.code });
    await repo.deleteMailTemplates(this.deps.db, ids);
  }

  pageSmsTemplates(p: PageRequest, filter: repo.TemplateFilter) {
    return repo.pageSmsTemplates(this.deps.db, p, filter);
  }

  async getSmsTemplate(id: number) {
    const row = await repo.findSmsTemplate(this.deps.db, { id });
    if (!row) throw notFound();
    return row;
  }

  async createSmsTemplate(input: SmsTemplateInput) {
    assertDeclared(input.variables, { content: input.content });
    const now = this.deps.clock.now();
    return uniqueCode(input.code, () =>
      repo.insertSmsTemplate(this.deps.db, { ...input, builtin: 0, createdAt: now, updatedAt: now }),
    );
  }

  async updateSmsTemplate(id: number, input: SmsTemplateInput) {
    const current = await this.getSmsTemplate(id);
    assertKeepsCode(current, input.code);
    assertDeclared(input.variables, { content: input.content });
    const row = await uniqueCode(input.code, () =>
      repo.updateSmsTemplate(this.deps.db, id, { ...input, updatedAt: this.deps.clock.now() }),
    );
    if (!row) throw notFound();
    return row;
  }

  async deleteSmsTemplates(ids: number[]) {
    const builtin = await repo.findBuiltinSmsTemplate(this.deps.db, ids);
    if (builtin) throw new AppError(ErrorCode.MESSAGE_TEMPLATE_BUILTIN, { code: builtin.code });
    await repo.deleteSmsTemplates(this.deps.db, ids);
  }

  // --- logs --------------------------------------------------------------------------------------------------

  pageMailLogs(p: PageRequest, filter: repo.LogFilter) {
    return repo.pageMailLogs(this.deps.db, p, filter);
  }

  pageSmsLogs(p: PageRequest, filter: repo.LogFilter) {
    return repo.pageSmsLogs(this.deps.db, p, filter);
  }

  /** Sends failed entries again, at once, with the current configuration. */
  async resend(kind: 'mail' | 'sms', ids: number[]) {
    const notFailed = await repo.firstNotFailed(this.deps.db, kind === 'mail' ? sysMailLog : sysSmsLog, ids);
    if (notFailed !== null) throw new AppError(ErrorCode.MESSAGE_LOG_NOT_FAILED, { id: notFailed });
    return this.deps.sender.resend(kind, ids);
  }

  deleteLogs(kind: 'mail' | 'sms', ids: number[]) {
    return repo.deleteLogs(this.deps.db, kind === 'mail' ? sysMailLog : sysSmsLog, ids);
  }
}

/** A saved secret: usable, absent (none saved), or saved for another server (not to be sent elsewhere). */
type Reusable = { sealed: string } | 'none' | 'other-server';

function reusableSecret(
  current: { passwordSealed?: string; secretSealed?: string } | null,
  sameServer: boolean,
): Reusable {
  const sealed = current?.passwordSealed ?? current?.secretSealed ?? '';
  if (!sealed) return 'none';
  return sameServer ? { sealed } : 'other-server';
}

/** Whether a typed mail configuration names the saved server and user (host, port and username). */
function sameMailServer(current: repo.MailConfigRow | null, input: MailConfigInput): boolean {
  if (!current) return false;
  const host = (h: string) => h.trim().toLowerCase();
  return (
    host(current.host) === host(input.host) &&
    current.port === input.port &&
    current.username === input.username
  );
}

function requireReusable(saved: Reusable, field: 'password' | 'secret'): string {
  if (saved === 'none') throw badParam(field, 'required');
  if (saved === 'other-server') throw new AppError(ErrorCode.MESSAGE_SECRET_NOT_REUSABLE, { field });
  return saved.sealed;
}

function requireSmsSecret(saved: Reusable): string {
  if (saved === 'none') throw new AppError(ErrorCode.SMS_SECRET_REQUIRED);
  return requireReusable(saved, 'secret');
}

function urlHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    throw badParam('url', 'format');
  }
}

/** A host the policy refused -> its own error; any other failure -> the send failure with its reason. */
function refusalOrFailure(error: unknown, failed: ErrorCode): AppError {
  if (error instanceof HostRefused && error.reason === 'policy')
    return new AppError(ErrorCode.MESSAGE_HOST_REFUSED, { host: error.host });
  return new AppError(failed, { reason: reasonOf(error) });
}

/** A platform template's code is what the platform sends it by: it stays. */
function assertKeepsCode(current: { builtin: number; code: string }, code: string) {
  if (current.builtin === 1 && current.code !== code) {
    throw new AppError(ErrorCode.MESSAGE_TEMPLATE_BUILTIN, { code: current.code });
  }
}

async function uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.MESSAGE_TEMPLATE_CODE_TAKEN, { code });
    throw error;
  }
}
