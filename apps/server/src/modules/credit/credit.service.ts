import { ErrorCode, formatMoney, formatNumber, MAX_CREDIT_LIMIT_YUAN } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, badParam } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import * as repo from './credit.repository.js';

/** Parses yuan text ("12.5", "100.0001") into 1/10000 yuan without floating point. */
export function yuanToUnits(yuan: string): bigint {
  const [whole = '0', fraction = ''] = yuan.split('.');
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
}

/** MAX_CREDIT_LIMIT_YUAN in 1/10000 yuan. */
const MAX_CREDIT_LIMIT_UNITS = BigInt(MAX_CREDIT_LIMIT_YUAN) * 10_000n;

/**
 * Why the system moved credit: `reference` names the cause (e.g. `api:<orderNo>`), `reason` is language-neutral
 * (the order number), as the ledger pages word a row from its change type and reference.
 */
export interface SystemCause {
  reason: string;
  reference: string;
}

/** Credit limits of consumers and the ledger of every change. */
export class CreditService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async balance(userId: number) {
    const row = await repo.findAccount(this.db, userId);
    return { creditLimit: row?.creditLimit ?? 0n, available: row?.available ?? 0n };
  }

  /**
   * Sets the limit; the available credit moves by the difference, under a row lock, so a concurrent
   * deduction is never lost. A limit below what is already used is refused.
   */
  async setLimit(
    userId: number,
    newLimit: bigint,
    reason: string,
    operator: { userId: number; username: string },
  ) {
    // The contract refuses it first; this keeps every other caller (seeding, tools) within the same bound.
    if (newLimit > MAX_CREDIT_LIMIT_UNITS) {
      throw badParam('creditLimit', 'creditLimitTooBig', { max: formatNumber(MAX_CREDIT_LIMIT_YUAN) });
    }
    return this.db.transaction(async (tx) => {
      const account = await repo.lockAccount(tx, userId);
      const used = account.creditLimit - account.available;
      const available = newLimit - used;
      if (available < 0n) throw new AppError(ErrorCode.CREDIT_BELOW_USED, { used: formatMoney(used) });
      const now = this.clock.now();
      await repo.saveAccount(tx, userId, newLimit, available, now);
      await repo.insertLedger(tx, {
        userId,
        changeType: 'set-limit',
        amount: available - account.available,
        limitAfter: newLimit,
        availableAfter: available,
        reason,
        operatorId: operator.userId,
        operatorName: operator.username,
        createdAt: now,
      });
      return { creditLimit: newLimit, available };
    });
  }

  /**
   * Deducts `amount` from the available credit inside the caller's transaction `tx` with one conditional
   * update that also writes the quota-ledger row. Refuses (CREDIT_INSUFFICIENT) when it would go below zero.
   */
  async deduct(
    tx: DbOrTx,
    user: { userId: number; username: string },
    amount: bigint,
    reference: string,
    reason: string,
  ) {
    if (amount < 0n) throw badParam('amount', 'tooSmall', { n: 0 });
    // Nothing to pay (a free good, a pay-as-you-go plan): no ledger row, and no account needed.
    if (amount === 0n) {
      const account = await repo.findAccount(tx, user.userId);
      return { creditLimit: account?.creditLimit ?? 0n, available: account?.available ?? 0n };
    }
    const balance = await repo.deductAvailable(tx, {
      userId: user.userId,
      amount,
      reason,
      operatorId: user.userId,
      operatorName: user.username,
      reference,
      now: this.clock.now(),
    });
    if (balance) return balance;
    const account = await repo.findAccount(tx, user.userId);
    throw new AppError(ErrorCode.CREDIT_INSUFFICIENT, {
      available: formatMoney(account?.available ?? 0n),
      amount: formatMoney(amount),
    });
  }

  /**
   * Gives `amount` back to the available credit inside the caller's transaction `tx` (a refund), under the
   * account's row lock, and writes the quota-ledger row (change type `restore`). Never above the limit's
   * unused part: the available credit after it is at most the limit.
   */
  async restore(
    tx: DbOrTx,
    user: { userId: number; username: string },
    amount: bigint,
    reference: string,
    reason: string,
  ) {
    if (amount < 0n) throw badParam('amount', 'tooSmall', { n: 0 });
    const account = await repo.lockAccount(tx, user.userId);
    const available = account.available + amount;
    const now = this.clock.now();
    await repo.saveAccount(tx, user.userId, account.creditLimit, available, now);
    await repo.insertLedger(tx, {
      userId: user.userId,
      changeType: 'restore',
      amount,
      limitAfter: account.creditLimit,
      availableAfter: available,
      reason: reason.slice(0, 200),
      operatorId: user.userId,
      operatorName: user.username,
      reference,
      createdAt: now,
    });
    return { creditLimit: account.creditLimit, available };
  }

  /**
   * Reserves credit for calls not yet made (an API gateway's lease of a pay-as-you-go plan) inside the caller's
   * transaction `tx`, under the account's row lock: as many calls of `unitPrice` as the available credit covers,
   * at most `want`. Answers the calls reserved and how many the credit covered in all; writes one quota-ledger row
   * (change type `hold`) when it reserved any. A free call (price 0) needs no credit.
   */
  async hold(
    tx: DbOrTx,
    userId: number,
    unitPrice: bigint,
    want: number,
    cause: SystemCause,
  ): Promise<{ granted: number; coverable: number }> {
    if (unitPrice <= 0n) return { granted: want, coverable: want };
    const account = await repo.lockAccount(tx, userId);
    const coverable = Number(account.available / unitPrice);
    const granted = Math.min(want, coverable);
    if (granted > 0) await this.move(tx, account, 'hold', -(unitPrice * BigInt(granted)), cause);
    return { granted, coverable };
  }

  /** Gives reserved credit back (`hold` not spent: change type `release`), under the account's row lock. */
  async releaseHold(tx: DbOrTx, userId: number, amount: bigint, cause: SystemCause): Promise<void> {
    if (amount <= 0n) return;
    const account = await repo.lockAccount(tx, userId);
    await this.move(tx, account, 'release', amount, cause);
  }

  /**
   * Charges calls that no reservation covered (a gateway's journal replayed after its lease had lapsed), never
   * below zero: answers what it could charge (change type `deduct`).
   */
  async chargeUpTo(tx: DbOrTx, userId: number, amount: bigint, cause: SystemCause): Promise<bigint> {
    if (amount <= 0n) return 0n;
    const account = await repo.lockAccount(tx, userId);
    const charged = amount < account.available ? amount : account.available;
    if (charged > 0n) await this.move(tx, account, 'deduct', -charged, cause);
    return charged;
  }

  /** Moves the available credit of a locked account by `amount` (signed) and writes the system's ledger row. */
  private async move(
    tx: DbOrTx,
    account: repo.CreditAccountRow,
    changeType: 'hold' | 'release' | 'deduct',
    amount: bigint,
    cause: SystemCause,
  ) {
    const available = account.available + amount;
    const now = this.clock.now();
    await repo.saveAccount(tx, account.userId, account.creditLimit, available, now);
    await repo.insertLedger(tx, {
      userId: account.userId,
      changeType,
      amount,
      limitAfter: account.creditLimit,
      availableAfter: available,
      reason: cause.reason,
      reference: cause.reference,
      createdAt: now,
    });
    account.available = available;
  }

  /** Sums of a consumer's ledger by change type (for reconciliation: limit − deductions + restorations). */
  ledgerTotals(userId: number) {
    return repo.ledgerTotals(this.db, userId);
  }

  pageLedger(page: PageRequest, userId?: number) {
    return repo.pageLedger(this.db, page, userId);
  }
}
