import fs from 'node:fs';
import path from 'node:path';
import type { SmsType } from '@datamall/contract';
import { ErrorCode, SMS_CODE_TTL_MS, SMS_PER_DAY, SMS_PER_MINUTE } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { numericCode, sha256 } from '../../platform/secrets.js';
import * as repo from './identity.repository.js';

/** Delivers a text message. The default provider delivers nothing: the SMS log table is the outbox. */
export interface SmsProvider {
  readonly name: string;
  /** `template`: the code and parameters of the text, for providers that send only their own templates. */
  send(mobile: string, content: string, template?: SmsTemplateRef): Promise<void>;
}

export interface SmsTemplateRef {
  code: string;
  params: Record<string, string>;
}

export const logOnlySmsProvider: SmsProvider = { name: 'log', send: async () => {} };

/** Appends every message as a JSON line to a file: for development and browser tests. */
export function fileSmsProvider(file: string): SmsProvider {
  return {
    name: 'file',
    send: async (mobile, content) => {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.appendFile(
        file,
        `${JSON.stringify({ mobile, content, at: new Date().toISOString() })}\n`,
      );
    },
  };
}

/** The provider recorded for a reset code asked for a mobile without an account: counted, never sent. */
export const WITHHELD = 'withheld';

/** Wrong tries before a code is void, so six digits cannot be guessed. */
const MAX_CODE_ATTEMPTS = 5;

const CONTENT: Record<SmsType, (code: string) => string> = {
  register: (code) => `【工业数据交易平台】您的注册验证码为 ${code}，5 分钟内有效。`,
  forget: (code) => `【工业数据交易平台】您正在重置密码，验证码为 ${code}，5 分钟内有效。`,
  updateMobile: (code) => `【工业数据交易平台】您正在更换绑定手机号，验证码为 ${code}，5 分钟内有效。`,
};

export class SmsService {
  private pickProvider: () => Promise<SmsProvider>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    provider: SmsProvider,
  ) {
    this.pickProvider = async () => provider;
  }

  private onUnansweredFailure: (error: unknown) => void = () => {};

  /**
   * Codes go through the provider `pick` answers at each send (the one saved on the SMS page); `onFailure` hears of
   * the reset codes that could not be sent (their caller is not told, see `send`).
   */
  sendThrough(pick: () => Promise<SmsProvider>, onFailure: (error: unknown) => void): void {
    this.pickProvider = pick;
    this.onUnansweredFailure = onFailure;
  }

  /**
   * Sends a code; at most 1 per minute and 10 per day per mobile, enforced under a per-mobile lock. A reset code
   * asked for a mobile no account has is answered and counted the same, but not sent: the answer must not tell
   * which numbers are registered, so a reset code is sent after the answer and its failure only logged. The code
   * is stored and counted before it is sent: a slow or failing provider holds no lock and undoes no count.
   */
  async send(mobile: string, purpose: SmsType): Promise<void> {
    const code = numericCode(6);
    const now = this.clock.now();
    const provider = await this.pickProvider();
    const { deliver, content } = await this.db.transaction(async (tx) => {
      await repo.lockMobile(tx, mobile);
      const deliver = await this.mayDeliver(tx, mobile, purpose);
      const lastMinute = await repo.countSmsSince(tx, mobile, new Date(now.getTime() - 60_000));
      const lastDay = await repo.countSmsSince(tx, mobile, new Date(now.getTime() - 86_400_000));
      if (lastMinute >= SMS_PER_MINUTE || lastDay >= SMS_PER_DAY)
        throw new AppError(ErrorCode.SMS_TOO_FREQUENT);
      const content = CONTENT[purpose](code);
      await repo.insertSms(tx, {
        mobile,
        purpose,
        content,
        codeHash: sha256(`${mobile}:${code}`),
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
        provider: deliver ? provider.name : WITHHELD,
        createdAt: now,
      });
      return { deliver, content };
    });
    if (!deliver) return;
    const sent = provider.send(mobile, content, { code: `verify.${purpose}`, params: { code } });
    if (purpose === 'forget') {
      sent.catch(this.onUnansweredFailure);
      return;
    }
    try {
      await sent;
    } catch (error) {
      throw new AppError(ErrorCode.SMS_SEND_FAILED, {
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** Checks a code without using it up. */
  async verify(mobile: string, purpose: SmsType, code: string): Promise<void> {
    await this.check(this.db, mobile, purpose, code, false);
  }

  /** Checks a code and uses it up, inside the caller's transaction. */
  async consume(db: DbOrTx, mobile: string, purpose: SmsType, code: string): Promise<void> {
    await this.check(db, mobile, purpose, code, true);
  }

  private async check(db: DbOrTx, mobile: string, purpose: SmsType, code: string, use: boolean) {
    const now = this.clock.now();
    const live = await repo.findLiveSms(db, mobile, purpose, now);
    if (!live || live.attempts >= MAX_CODE_ATTEMPTS) throw new AppError(ErrorCode.SMS_CODE_WRONG);
    if (live.codeHash !== sha256(`${mobile}:${code}`)) {
      await repo.recordSmsAttempt(db, live.id);
      throw new AppError(ErrorCode.SMS_CODE_WRONG);
    }
    if (use && !(await repo.markSmsUsed(db, live.id, now))) throw new AppError(ErrorCode.SMS_CODE_WRONG);
  }

  /** Registering and changing to a taken mobile are refused; a reset code goes only to an account's mobile. */
  private async mayDeliver(db: DbOrTx, mobile: string, purpose: SmsType): Promise<boolean> {
    const owner = await repo.findUserByMobile(db, mobile);
    if (purpose !== 'forget' && owner) throw new AppError(ErrorCode.MOBILE_TAKEN);
    return purpose !== 'forget' || owner !== null;
  }
}
