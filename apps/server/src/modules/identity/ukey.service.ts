import {
  ErrorCode,
  isWeakUKeyPin,
  RoleType,
  UKEY_MAX_PIN_ATTEMPTS,
  UKeyStatus,
  USHIELD_TRANSITIONS,
  type UShieldAction,
} from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import { hashPassword, numericCode, verifyPassword } from '../../platform/secrets.js';
import type { UserRow } from './identity.repository.js';
import { findUserById } from './identity.repository.js';
import type { UKeyRow } from './ukey.repository.js';
import * as repo from './ukey.repository.js';

/** Accounts that hold USB keys: consumers, developers and suppliers (operators work without one). */
const KEY_HOLDERS: readonly number[] = [RoleType.CONSUMER, RoleType.DEVELOPER, RoleType.SUPPLIER];

/** PINs refused as too easy to guess (shared with the web's form check). */
export const isWeakPin = isWeakUKeyPin;

/** A random initial PIN that passes the strength rule. */
export function initialPin(): string {
  for (;;) {
    const pin = numericCode(6);
    if (!isWeakPin(pin)) return pin;
  }
}

export interface UShieldCommand {
  userId: number;
  action: UShieldAction;
  reason: string;
  serialNo?: string;
}

/**
 * USB keys (U盾): an operator binds a key to an account by its serial number and hands over an initial PIN;
 * the holder changes the PIN (the old one required) and may freeze a lost key. Wrong PINs lock the key
 * after UKEY_MAX_PIN_ATTEMPTS; an operator resets the PIN to unlock it. The PIN is checked here against its
 * scrypt hash; the device itself (WebAuthn) is the second factor's business (UKeyFactorService).
 */
export class UKeyService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** The caller's current key, or null. */
  currentKey(userId: number) {
    return repo.findCurrentKey(this.deps.db, userId);
  }

  /** Changes the PIN of the caller's key. */
  async changePin(actor: Actor, oldPin: string, newPin: string): Promise<UKeyRow> {
    const { db, clock } = this.deps;
    const key = await this.usableKey(actor.userId);
    if (newPin === oldPin || isWeakPin(newPin)) throw new AppError(ErrorCode.UKEY_PIN_WEAK);
    await this.checkPin(key, oldPin);
    const pinHash = await hashPassword(newPin);
    return db.transaction(async (tx) => {
      const now = clock.now();
      const row = await repo.updateKeyFrom(tx, key.id, [UKeyStatus.NORMAL], {
        pinHash,
        pinInitial: false,
        failedPinCount: 0,
        pinUpdatedAt: now,
        updatedAt: now,
      });
      if (!row) throw new AppError(ErrorCode.ILLEGAL_STATE);
      await this.log(tx, row, 'changePin', actor.userId, '');
      return row;
    });
  }

  /** Freezes the caller's key at once; the login password confirms it is them. */
  async reportLost(actor: Actor, password: string): Promise<UKeyRow> {
    const { db, clock } = this.deps;
    const user = await this.user(actor.userId);
    if (!(await verifyPassword(password, user.passwordHash))) throw new AppError(ErrorCode.PASSWORD_WRONG);
    const key = await repo.findCurrentKey(db, actor.userId);
    if (!key) throw new AppError(ErrorCode.UKEY_NOT_BOUND);
    return db.transaction(async (tx) => {
      const now = clock.now();
      const row = await repo.updateKeyFrom(tx, key.id, [UKeyStatus.NORMAL, UKeyStatus.LOCKED], {
        status: UKeyStatus.FROZEN,
        updatedAt: now,
      });
      if (!row)
        throw new AppError(
          key.status === UKeyStatus.FROZEN ? ErrorCode.UKEY_FROZEN : ErrorCode.ILLEGAL_STATE,
        );
      await this.log(tx, row, 'reportLost', actor.userId, '');
      return row;
    });
  }

  /** A key holder's account, current key and history, for the operator; 404 for operators and unknown ids. */
  async detail(userId: number) {
    const user = await this.holder(userId);
    const key = await repo.findCurrentKey(this.deps.db, userId);
    const history = await repo.listEvents(this.deps.db, userId);
    return { user, key, history };
  }

  /** An operator's action on a user's key; answers the new initial PIN for issue and resetPin. */
  async update(actor: Actor, command: UShieldCommand): Promise<{ initialPin: string | null }> {
    await this.holder(command.userId);
    if (command.action === 'issue')
      return this.issue(actor, command.userId, command.serialNo!, command.reason);
    const action = command.action;
    const allowed = USHIELD_TRANSITIONS[action];
    const pin = action === 'resetPin' ? initialPin() : null;
    const pinHash = pin ? await hashPassword(pin) : null;
    await this.deps.db.transaction(async (tx) => {
      const key = await repo.findCurrentKey(tx, command.userId, true);
      if (!key) throw new AppError(ErrorCode.UKEY_NOT_BOUND);
      if (!allowed.includes(key.status as UKeyStatus)) throw new AppError(ErrorCode.ILLEGAL_STATE);
      const now = this.deps.clock.now();
      const values =
        action === 'freeze'
          ? { status: UKeyStatus.FROZEN }
          : action === 'unfreeze'
            ? {
                // A key frozen while locked by wrong PINs comes back locked.
                status: key.failedPinCount >= UKEY_MAX_PIN_ATTEMPTS ? UKeyStatus.LOCKED : UKeyStatus.NORMAL,
              }
            : action === 'unbind'
              ? { status: UKeyStatus.REVOKED, endedAt: now }
              : {
                  status: UKeyStatus.NORMAL,
                  pinHash: pinHash!,
                  pinInitial: true,
                  failedPinCount: 0,
                  pinUpdatedAt: now,
                };
      const row = await repo.updateKeyFrom(tx, key.id, allowed, { ...values, updatedAt: now });
      if (!row) throw new AppError(ErrorCode.ILLEGAL_STATE);
      await this.log(tx, row, action, actor.userId, command.reason);
    });
    return { initialPin: pin };
  }

  /** Binds a key by serial number; the user's current key is revoked in the same transaction (a change). */
  private async issue(actor: Actor, userId: number, serialNo: string, reason: string) {
    const pin = initialPin();
    const pinHash = await hashPassword(pin);
    try {
      await this.deps.db.transaction(async (tx) => {
        const now = this.deps.clock.now();
        const current = await repo.findCurrentKey(tx, userId, true);
        if (current?.serialNo === serialNo) throw new AppError(ErrorCode.ILLEGAL_STATE);
        if (current) {
          const ended = await repo.updateKeyFrom(tx, current.id, [1, 2, 3], {
            status: UKeyStatus.REVOKED,
            endedAt: now,
            updatedAt: now,
          });
          await this.log(tx, ended!, 'replace', actor.userId, reason);
        }
        const key = await repo.insertKey(tx, {
          userId,
          serialNo,
          status: UKeyStatus.NORMAL,
          pinHash,
          pinInitial: true,
          pinUpdatedAt: now,
          issuedBy: actor.userId,
          issuedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await this.log(tx, key, 'issue', actor.userId, reason);
      });
    } catch (error) {
      // The serial number is current on another account (the partial unique index decides under races).
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.UKEY_SERIAL_TAKEN, { serialNo });
      throw error;
    }
    return { initialPin: pin };
  }

  /** Compares a PIN; a wrong one counts, and the attempt that reaches the limit locks the key. */
  async checkPin(key: UKeyRow, pin: string) {
    if (await verifyPassword(pin, key.pinHash)) return;
    const { db, clock } = this.deps;
    const outcome = await db.transaction(async (tx) => {
      const counted = await repo.recordWrongPin(tx, key.id, UKEY_MAX_PIN_ATTEMPTS, clock.now());
      if (counted?.status === UKeyStatus.LOCKED) await this.log(tx, key, 'lock', null, '');
      return counted;
    });
    if (!outcome) {
      // The key left the normal state meanwhile (a concurrent attempt locked it, an operator froze it).
      await this.usableKey(key.userId);
      throw new AppError(ErrorCode.ILLEGAL_STATE);
    }
    if (outcome.status === UKeyStatus.LOCKED) throw new AppError(ErrorCode.UKEY_LOCKED);
    throw new AppError(ErrorCode.UKEY_PIN_WRONG, {
      remaining: UKEY_MAX_PIN_ATTEMPTS - outcome.failedPinCount,
    });
  }

  /** The caller's key when it can be used: bound, not frozen, not locked. */
  async usableKey(userId: number): Promise<UKeyRow> {
    const key = await repo.findCurrentKey(this.deps.db, userId);
    if (!key) throw new AppError(ErrorCode.UKEY_NOT_BOUND);
    if (key.status === UKeyStatus.FROZEN) throw new AppError(ErrorCode.UKEY_FROZEN);
    if (key.status === UKeyStatus.LOCKED) throw new AppError(ErrorCode.UKEY_LOCKED);
    return key;
  }

  private async user(userId: number): Promise<UserRow> {
    const user = await findUserById(this.deps.db, userId);
    if (!user) throw new AppError(ErrorCode.NOT_FOUND);
    return user;
  }

  private async holder(userId: number): Promise<UserRow> {
    const user = await this.user(userId);
    if (!KEY_HOLDERS.includes(user.roleType)) throw new AppError(ErrorCode.NOT_FOUND);
    return user;
  }

  log(tx: DbOrTx, key: UKeyRow, action: string, actorId: number | null, reason: string) {
    const now = this.deps.clock.now();
    return repo.insertEvent(tx, {
      keyId: key.id,
      userId: key.userId,
      action,
      actorId,
      reason,
      createdAt: now,
      updatedAt: now,
    });
  }
}
