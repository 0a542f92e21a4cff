import { DEFAULT_LOCALE, type Locale, messaging } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { startIntervalJob } from '../../platform/interval-job.js';
import type { SecretBox } from '../../platform/secret-box.js';
import type { SmsProvider } from '../identity/sms.service.js';
import * as repo from './messaging.repository.js';
import { sysMailLog, sysSmsLog } from './messaging.table.js';
import {
  builtinSender,
  httpSmsSender,
  providerSender,
  type SmsSender,
  type SmtpSettings,
  sendMail,
} from './messaging.transports.js';

/** A receiver's addresses, as the users module keeps them. */
export interface Contact {
  id: number;
  email: string;
  mobile: string;
  username: string;
  companyName: string;
}

/** A notification's parameters with the receiver's own names (what the business gave wins). */
const withReceiver = (contact: Contact, params: Record<string, string>) => ({
  username: contact.username,
  companyName: contact.companyName,
  ...params,
});

export interface SenderDeps {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  /** The users' addresses (ids without a user are left out). */
  contacts: (ids: number[]) => Promise<Contact[]>;
  dataDir: string;
  /** The server's own SMS provider (SMS_PROVIDER), used until an operator saves one. */
  serverSms: SmsProvider;
  /** CONNECTOR_ALLOW_PRIVATE: may the SMTP server or SMS provider be a loopback, private or link-local host. */
  allowPrivate: boolean;
  log: (error: unknown) => void;
}

/** A sender that stopped half-way: its claimed entries are taken again after this long. */
const CLAIM_STALE_MS = 5 * 60_000;
const BATCH = 20;
/** The sweep that finds entries committed after the nudge looked (or left by a stopped process). */
const SWEEP_MS = 3_000;
const NUDGE_MS = 20;
const LATE_NUDGE_MS = 400;

export class MailNotConfigured extends Error {
  constructor() {
    super('mail is not configured');
  }
}

/**
 * Sends what the log holds as pending, after the transactions that wrote it committed: nudged when a
 * notification is written, and swept every few seconds. Each entry is claimed first, so two processes never send
 * one twice; its result (sent, or failed with the reason) is recorded on it.
 */
export class MessageSender {
  private nudge: NodeJS.Timeout | null = null;
  private lateNudge: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopSweep: (() => void) | null = null;

  constructor(private readonly deps: SenderDeps) {}

  start(): void {
    this.stopSweep = startIntervalJob(() => this.sendPending(), SWEEP_MS, this.deps.log);
  }

  async stop(): Promise<void> {
    this.stopSweep?.();
    for (const timer of [this.nudge, this.lateNudge]) if (timer) clearTimeout(timer);
    this.nudge = null;
    this.lateNudge = null;
    await this.running;
  }

  /**
   * Looks for pending entries shortly (the writing transaction is about to commit), and once more a little later
   * for a transaction that took longer; the sweep catches any still later.
   */
  kick(): void {
    this.nudge ??= this.lookAfter(NUDGE_MS, () => {
      this.nudge = null;
    });
    this.lateNudge ??= this.lookAfter(LATE_NUDGE_MS, () => {
      this.lateNudge = null;
    });
  }

  private lookAfter(ms: number, done: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      done();
      this.sendPending().catch(this.deps.log);
    }, ms);
    timer.unref?.();
    return timer;
  }

  /** Sends every pending entry; a call while one runs makes that one look again when done. */
  sendPending(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      while ((await this.sendBatch()) > 0) {}
    } while (this.again);
  }

  private async sendBatch(): Promise<number> {
    const now = this.deps.clock.now();
    const stale = new Date(now.getTime() - CLAIM_STALE_MS);
    const mails = await repo.claimPending(this.deps.db, sysMailLog, now, stale, BATCH);
    for (const row of mails) await this.deliverMail(row);
    const texts = await repo.claimPending(this.deps.db, sysSmsLog, now, stale, BATCH);
    for (const row of texts) await this.deliverSms(row);
    return mails.length + texts.length;
  }

  /** Sends claimed failed entries again at once; answers how many went. */
  async resend(kind: 'mail' | 'sms', ids: number[]) {
    const table = kind === 'mail' ? sysMailLog : sysSmsLog;
    const rows = await repo.claimFailed(this.deps.db, table, ids, this.deps.clock.now());
    let sent = 0;
    for (const row of rows) {
      const ok =
        kind === 'mail'
          ? await this.deliverMail(row as repo.MailLogRow)
          : await this.deliverSms(row as repo.SmsLogRow);
      if (ok) sent += 1;
    }
    return { sent, failed: rows.length - sent };
  }

  // --- mail --------------------------------------------------------------------------------------------------

  /** Sends one entry and records the result; answers whether it went. */
  async deliverMail(row: repo.MailLogRow): Promise<boolean> {
    try {
      const ready = row.receiver ? row : await this.prepareMail(row);
      if (!ready) return false;
      await sendMail(
        await this.smtpSettings(),
        { to: ready.receiver, subject: ready.subject, text: ready.body },
        this.deps.allowPrivate,
      );
      await repo.recordResult(this.deps.db, sysMailLog, row.id, { ok: true, at: this.deps.clock.now() });
      return true;
    } catch (error) {
      await repo.recordResult(this.deps.db, sysMailLog, row.id, { ok: false, error: reasonOf(error) });
      return false;
    }
  }

  /** Renders a notification for its receiver; a receiver without an email gets none (the entry is dropped). */
  private async prepareMail(row: repo.MailLogRow): Promise<repo.MailLogRow | null> {
    const { contact, locale } = await this.receiver(row.userId);
    if (!contact?.email) {
      await repo.deleteLogs(this.deps.db, sysMailLog, [row.id]);
      return null;
    }
    const base = { receiver: contact.email, locale, subject: row.templateCode, body: '' };
    const template = await repo.findMailTemplate(this.deps.db, { code: row.templateCode });
    if (!template) {
      await repo.fillMailLog(this.deps.db, row.id, base);
      throw new Error(`the mail template ${row.templateCode} does not exist`);
    }
    const params = withReceiver(contact, row.params);
    const filled = {
      ...base,
      subject: messaging.renderTemplate(template.subject[locale], params).slice(0, 500),
      body: messaging.renderTemplate(template.body[locale], params),
    };
    await repo.fillMailLog(this.deps.db, row.id, filled);
    return { ...row, ...filled };
  }

  /** The saved SMTP server with its password opened. */
  async smtpSettings(): Promise<SmtpSettings> {
    const config = await repo.findMailConfig(this.deps.db);
    if (!config) throw new MailNotConfigured();
    const password = config.passwordSealed ? await this.deps.secrets.open(config.passwordSealed) : '';
    return { ...config, security: config.security as SmtpSettings['security'], password };
  }

  // --- SMS ---------------------------------------------------------------------------------------------------

  async deliverSms(row: repo.SmsLogRow): Promise<boolean> {
    try {
      const ready = row.mobile ? row : await this.prepareSms(row);
      if (!ready) return false;
      const sender = await this.smsSender();
      await sender.send({
        mobile: ready.mobile,
        content: ready.content,
        templateCode: ready.templateCode,
        params: ready.params,
      });
      const at = this.deps.clock.now();
      await repo.recordResult(this.deps.db, sysSmsLog, row.id, { ok: true, at, provider: sender.name });
      return true;
    } catch (error) {
      await repo.recordResult(this.deps.db, sysSmsLog, row.id, { ok: false, error: reasonOf(error) });
      return false;
    }
  }

  private async prepareSms(row: repo.SmsLogRow): Promise<repo.SmsLogRow | null> {
    const { contact, locale } = await this.receiver(row.userId);
    if (!contact?.mobile) {
      await repo.deleteLogs(this.deps.db, sysSmsLog, [row.id]);
      return null;
    }
    const template = await repo.findSmsTemplate(this.deps.db, { code: row.templateCode });
    const filled = {
      mobile: contact.mobile,
      locale,
      content: template
        ? messaging.renderTemplate(template.content[locale], withReceiver(contact, row.params)).slice(0, 1000)
        : '',
    };
    await repo.fillSmsLog(this.deps.db, row.id, filled);
    if (!template) throw new Error(`the SMS template ${row.templateCode} does not exist`);
    return { ...row, ...filled };
  }

  /** The saved provider (the HTTP one with its secret opened), else the server's own. */
  async smsSender(): Promise<SmsSender> {
    const config = await repo.findSmsConfig(this.deps.db);
    if (!config) return providerSender(this.deps.serverSms);
    if (config.provider !== 'http')
      return builtinSender(config.provider as 'log' | 'file', this.deps.dataDir);
    const secret = await this.deps.secrets.open(config.secretSealed);
    const settings = { url: config.url, secret, signatureHeader: config.signatureHeader };
    return httpSmsSender(settings, this.deps.allowPrivate);
  }

  private async receiver(userId: number | null): Promise<{ contact: Contact | null; locale: Locale }> {
    if (userId === null) return { contact: null, locale: DEFAULT_LOCALE };
    const [[contact], locales] = await Promise.all([
      this.deps.contacts([userId]),
      repo.findLocales(this.deps.db, [userId]),
    ]);
    return { contact: contact ?? null, locale: locales.get(userId) ?? DEFAULT_LOCALE };
  }
}

/** The text a failure is recorded with: the server's or provider's own words. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    const detail = cause instanceof Error && cause.message !== error.message ? ` (${cause.message})` : '';
    return `${error.message}${detail}`;
  }
  return String(error);
}
