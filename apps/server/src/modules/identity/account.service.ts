import type { BodyOf, endpoints, RoleType, UKeyProof } from '@datamall/contract';
import { ErrorCode, LOCK_DURATION_MS, MAX_FAILED_LOGINS } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword, verifyNoPassword, verifyPassword } from '../../platform/secrets.js';
import type { CaptchaService } from './captcha.service.js';
import * as repo from './identity.repository.js';
import type { ClientMeta, IssuedTokens, SessionService } from './session.service.js';
import type { SmsService } from './sms.service.js';
import type { UKeyFactorService, WebAuthnSite } from './ukey-factor.service.js';

type RegisterBody = BodyOf<typeof endpoints.identity.register>;

export const LoginStatus = { FAILED: 0, SUCCESS: 1, LOCKED: 2 } as const;
export const LoginOperation = { LOGIN: 0, EXIT: 1 } as const;
export const SpType = { PENDING: 0, APPROVED: 1, REJECTED: 2, AWAITING_PLATFORM: 3 } as const;
export const UserStatus = { DISABLED: 0, NORMAL: 1 } as const;

/** Starts the approval of a (re)submitted registration inside the registration's transaction. */
export type RegistrationSubmitted = (tx: DbOrTx, user: repo.UserRow) => Promise<void>;

/** An account written approved by a bulk import. */
export interface ApprovedUser {
  username: string;
  passwordHash: string;
  roleType: RoleType;
  companyName: string;
  contactName: string;
  mobile: string;
  email: string;
}

export interface LoginInput {
  username: string;
  password: string;
  captcha: string;
  uuid: string;
}

/** Accounts: registration, login with lockout, passwords, personal info, status. */
export class AccountService {
  private onSubmitted: RegistrationSubmitted = async () => {};

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      sessions: SessionService;
      captchas: CaptchaService;
      sms: SmsService;
      secondFactor: UKeyFactorService;
      captchaRequired: boolean;
    },
  ) {}

  /**
   * Logs in with the password; an account with a registered USB key (or whose role requires one) is refused with
   * the key's ceremony instead, and completes the login with loginWithKey.
   */
  async login(input: LoginInput, meta: ClientMeta, site: WebAuthnSite): Promise<IssuedTokens> {
    const { db, clock, captchas } = this.deps;
    if (this.deps.captchaRequired && !(await captchas.consume(input.uuid, input.captcha))) {
      throw new AppError(ErrorCode.CAPTCHA_WRONG);
    }
    const user = await repo.findUserByUsername(db, input.username);
    const log = (status: number, userId: number | null) =>
      repo.insertLoginLog(db, {
        userId,
        username: input.username,
        operation: LoginOperation.LOGIN,
        status,
        ...meta,
      });
    if (!user) {
      await verifyNoPassword(input.password);
      await log(LoginStatus.FAILED, null);
      throw new AppError(ErrorCode.BAD_CREDENTIALS);
    }
    const now = clock.now();
    if (user.lockedUntil && user.lockedUntil > now) {
      await log(LoginStatus.LOCKED, user.id);
      throw lockedError(user.lockedUntil, now);
    }
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      await this.recordWrongPassword(user, now, log);
    }
    await repo.updateUser(db, user.id, { failedLoginCount: 0, lockedUntil: null }, now);
    this.assertMayLogIn(user);
    await this.deps.secondFactor.requireAtLogin(user, site);
    const issued = await this.deps.sessions.issue(db, user, meta);
    await log(LoginStatus.SUCCESS, user.id);
    return issued;
  }

  /** The second step of a login that asked for the USB key: the key's proof opens the session. */
  async loginWithKey(proof: UKeyProof, meta: ClientMeta): Promise<IssuedTokens> {
    const userId = await this.deps.secondFactor.completeLogin(proof);
    const user = await this.getUser(userId);
    this.assertMayLogIn(user);
    const issued = await this.deps.sessions.issue(this.deps.db, user, meta);
    await repo.insertLoginLog(this.deps.db, {
      userId,
      username: user.username,
      operation: LoginOperation.LOGIN,
      status: LoginStatus.SUCCESS,
      ...meta,
    });
    return issued;
  }

  private async recordWrongPassword(
    user: repo.UserRow,
    now: Date,
    log: (status: number, userId: number | null) => Promise<void>,
  ): Promise<never> {
    const failures = await repo.incrementFailedLogins(this.deps.db, user.id);
    if (failures >= MAX_FAILED_LOGINS) {
      const lockedUntil = new Date(now.getTime() + LOCK_DURATION_MS);
      await repo.updateUser(this.deps.db, user.id, { failedLoginCount: 0, lockedUntil }, now);
      await log(LoginStatus.LOCKED, user.id);
      throw lockedError(lockedUntil, now);
    }
    await log(LoginStatus.FAILED, user.id);
    throw new AppError(ErrorCode.BAD_CREDENTIALS);
  }

  /** Only after the password is right, so account states are not revealed to strangers. */
  private assertMayLogIn(user: repo.UserRow) {
    if (user.status !== UserStatus.NORMAL) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
    if (user.spType === SpType.REJECTED) {
      throw new AppError(ErrorCode.ACCOUNT_REJECTED, { reason: user.rejectReason || '-' });
    }
    if (user.spType !== SpType.APPROVED) throw new AppError(ErrorCode.ACCOUNT_PENDING);
  }

  async logout(actor: { userId: number; username: string; sessionId: number }, meta: ClientMeta) {
    await this.deps.sessions.revoke(actor.sessionId);
    await repo.insertLoginLog(this.deps.db, {
      userId: actor.userId,
      username: actor.username,
      operation: LoginOperation.EXIT,
      status: LoginStatus.SUCCESS,
      ...meta,
    });
  }

  /** Called with every submitted registration (the workflow starts its approval). */
  onRegistrationSubmitted(listener: RegistrationSubmitted) {
    this.onSubmitted = listener;
  }

  /** Creates a pending account (sp_type 0) after checking the SMS code. */
  async register(body: RegisterBody): Promise<repo.UserRow> {
    const { db, sms } = this.deps;
    await this.assertUnique(body.username, body.mobile);
    await sms.verify(body.mobile, 'register', body.smsCode);
    const passwordHash = await hashPassword(body.password);
    return db
      .transaction(async (tx) => {
        await sms.consume(tx, body.mobile, 'register', body.smsCode);
        const user = await repo.insertUser(tx, {
          username: body.username,
          passwordHash,
          roleType: body.roleType,
          companyName: body.companyName,
          contactName: body.contactName,
          realName: body.contactName,
          mobile: body.mobile,
          email: body.email ?? '',
          spType: SpType.PENDING,
          status: UserStatus.NORMAL,
          payCode: 1,
        });
        await this.onSubmitted(tx, user);
        return user;
      })
      .catch((error: unknown) => {
        // Two racing registrations with the same name: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.USERNAME_TAKEN);
        throw error;
      });
  }

  /** A rejected applicant corrects the details and submits again; the password proves who it is. */
  async resubmit(input: {
    username: string;
    password: string;
    companyName: string;
    contactName: string;
    email?: string;
  }): Promise<repo.UserRow> {
    const { db, clock } = this.deps;
    const user = await repo.findUserByUsername(db, input.username);
    const verified = user
      ? await verifyPassword(input.password, user.passwordHash)
      : await verifyNoPassword(input.password);
    if (!user || !verified) throw new AppError(ErrorCode.BAD_CREDENTIALS);
    if (user.spType !== SpType.REJECTED) throw new AppError(ErrorCode.ILLEGAL_STATE);
    return db.transaction(async (tx) => {
      const changes = {
        companyName: input.companyName,
        contactName: input.contactName,
        realName: input.contactName,
        email: input.email ?? user.email,
        spType: SpType.PENDING,
        rejectReason: '',
      };
      const updated = (await repo.updateUser(tx, user.id, changes, clock.now()))!;
      await this.onSubmitted(tx, updated);
      return updated;
    });
  }

  /** Applies the operator's decision on a registration: approved accounts may log in and use the stores. */
  async decideRegistration(tx: DbOrTx, userId: number, approved: boolean, reason: string) {
    const user = await repo.findUserById(tx, userId);
    if (!user || user.spType !== SpType.PENDING) throw new AppError(ErrorCode.ILLEGAL_STATE);
    const changes = approved
      ? { spType: SpType.APPROVED, payCode: 0, rejectReason: '' }
      : { spType: SpType.REJECTED, rejectReason: reason.slice(0, 500) };
    await repo.updateUser(tx, userId, changes, this.deps.clock.now());
  }

  private async assertUnique(username: string, mobile: string, db: DbOrTx = this.deps.db) {
    if (await repo.findUserByUsername(db, username)) throw new AppError(ErrorCode.USERNAME_TAKEN);
    if (await repo.findUserByMobile(db, mobile)) throw new AppError(ErrorCode.MOBILE_TAKEN);
  }

  /** Forgotten password: mobile + SMS code; unlocks the account and ends every session. */
  async resetPassword(mobile: string, smsCode: string, newPassword: string): Promise<void> {
    const { db, sms, clock, sessions } = this.deps;
    const user = await repo.findUserByMobile(db, mobile);
    // No code was sent to a mobile without an account: answered as a wrong code, not as "not registered".
    if (!user) throw new AppError(ErrorCode.SMS_CODE_WRONG);
    await sms.verify(mobile, 'forget', smsCode);
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await sms.consume(tx, mobile, 'forget', smsCode);
      await repo.updateUser(
        tx,
        user.id,
        { passwordHash, passwordUpdatedAt: clock.now(), failedLoginCount: 0, lockedUntil: null },
        clock.now(),
      );
      await sessions.revokeAll(tx, user.id);
    });
  }

  /** Changes the own password; other sessions of the user end. */
  async changePassword(userId: number, sessionId: number, current: string, next: string): Promise<void> {
    const { db, clock, sessions } = this.deps;
    const user = await this.getUser(userId);
    if (!(await verifyPassword(current, user.passwordHash))) throw new AppError(ErrorCode.PASSWORD_WRONG);
    const passwordHash = await hashPassword(next);
    await db.transaction(async (tx) => {
      await repo.updateUser(tx, userId, { passwordHash, passwordUpdatedAt: clock.now() }, clock.now());
      await sessions.revokeAll(tx, userId, sessionId);
    });
  }

  async getUser(userId: number): Promise<repo.UserRow> {
    const user = await repo.findUserById(this.deps.db, userId);
    if (!user) throw new AppError(ErrorCode.NOT_FOUND);
    return user;
  }

  async updateInfo(userId: number, changes: { realName: string; contactName: string; email: string }) {
    const row = await repo.updateUser(this.deps.db, userId, changes, this.deps.clock.now());
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }

  /** An operator changes another account's name, email and mobile (the mobile stays unique). */
  async updateProfile(
    userId: number,
    changes: { realName: string; email: string; mobile: string },
    db: DbOrTx = this.deps.db,
  ): Promise<void> {
    const holder = await repo.findUserByMobile(db, changes.mobile);
    if (holder && holder.id !== userId) throw new AppError(ErrorCode.MOBILE_TAKEN);
    const row = await repo.updateUser(
      db,
      userId,
      { ...changes, contactName: changes.realName },
      this.deps.clock.now(),
    );
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  }

  /** An operator sets another account's password: the account's sessions end, a lock is lifted. */
  async setPassword(userId: number, password: string): Promise<void> {
    const { db, clock, sessions } = this.deps;
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const row = await repo.updateUser(
        tx,
        userId,
        { passwordHash, passwordUpdatedAt: clock.now(), failedLoginCount: 0, lockedUntil: null },
        clock.now(),
      );
      if (!row) throw new AppError(ErrorCode.NOT_FOUND);
      await sessions.revokeAll(tx, userId);
    });
  }

  /** Disables or re-enables an account (in `tx` when given); disabling ends every session at once. */
  async setStatus(userId: number, status: 0 | 1, tx?: DbOrTx): Promise<void> {
    const { db, clock, sessions } = this.deps;
    const apply = async (on: DbOrTx) => {
      const row = await repo.updateUser(on, userId, { status }, clock.now());
      if (!row) throw new AppError(ErrorCode.NOT_FOUND);
      if (status === UserStatus.DISABLED) await sessions.revokeAll(on, userId);
    };
    await (tx ? apply(tx) : db.transaction(apply));
  }

  pageLoginLog(page: { page: number; limit: number }, filter: { username?: string; status?: number }) {
    return repo.pageLoginLog(this.deps.db, page, filter);
  }

  /** The next `limit` login log rows older than `beforeId` (0: the newest): the login log export's pages. */
  loginLogBefore(filter: { username?: string; status?: number }, beforeId: number, limit: number) {
    return repo.loginLogBefore(this.deps.db, filter, beforeId, limit);
  }

  /** Which of these usernames (lower case) are taken, case-insensitively. */
  takenUsernames(lowerNames: string[]): Promise<Set<string>> {
    return repo.takenUsernames(this.deps.db, lowerNames);
  }

  /** Which of these mobiles are taken. */
  takenMobiles(mobiles: string[]): Promise<Set<string>> {
    return repo.takenMobiles(this.deps.db, mobiles);
  }

  /** Approved, enabled accounts in bulk, exactly as createApproved makes one; passwords come hashed. */
  insertApprovedUsers(users: ApprovedUser[], tx: DbOrTx): Promise<number> {
    return repo.insertUsers(
      tx,
      users.map((u) => ({
        ...u,
        realName: u.contactName,
        spType: SpType.APPROVED,
        status: UserStatus.NORMAL,
        payCode: 0,
        superAdmin: 0,
      })),
    );
  }

  /** Creates an approved account directly (seeding, operator-created accounts). */
  async createApproved(
    input: {
      username: string;
      password: string;
      roleType: RoleType;
      companyName: string;
      contactName: string;
      mobile: string;
      email: string;
      superAdmin?: boolean;
    },
    db: DbOrTx = this.deps.db,
  ): Promise<repo.UserRow> {
    await this.assertUnique(input.username, input.mobile, db);
    return repo.insertUser(db, {
      username: input.username,
      passwordHash: await hashPassword(input.password),
      roleType: input.roleType,
      companyName: input.companyName,
      contactName: input.contactName,
      realName: input.contactName,
      mobile: input.mobile,
      email: input.email,
      spType: SpType.APPROVED,
      status: UserStatus.NORMAL,
      payCode: 0,
      superAdmin: input.superAdmin ? 1 : 0,
    });
  }
}

function lockedError(lockedUntil: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new AppError(ErrorCode.ACCOUNT_LOCKED, { minutes });
}
