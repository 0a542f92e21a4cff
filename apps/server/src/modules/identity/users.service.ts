import { ErrorCode, RoleType } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import { verifyPassword } from '../../platform/secrets.js';
import type { AccountService } from './account.service.js';
import * as repo from './identity.repository.js';
import type { SessionService } from './session.service.js';
import type { SmsService } from './sms.service.js';

export interface ShopChanges {
  shopName: string;
  logoUrl: string;
  intro: string;
  contactName: string;
  contactPhone: string;
  address: string;
}

/** Account administration by the operator, shops, and the own security settings. */
export class UsersService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      accounts: AccountService;
      sessions: SessionService;
      sms: SmsService;
    },
  ) {}

  page(page: PageRequest, filter: repo.UserFilter) {
    return repo.pageUsers(this.deps.db, page, filter);
  }

  /** Approved suppliers and developers; `roleType` narrows to one kind. */
  pageShopOwners(page: PageRequest, filter: repo.UserFilter) {
    const roleTypes =
      filter.roleType === RoleType.SUPPLIER || filter.roleType === RoleType.DEVELOPER
        ? [filter.roleType]
        : [RoleType.SUPPLIER, RoleType.DEVELOPER];
    return repo.pageUsers(this.deps.db, page, { ...filter, roleType: undefined, roleTypes, spType: 1 });
  }

  /** Active, approved users for the delegation picker. */
  pickerPage(page: PageRequest, filter: { username?: string; roleType?: number }) {
    return repo.pageUsers(this.deps.db, page, { ...filter, status: 1, spType: 1 });
  }

  /** Accounts by id (missing ids are left out), for modules that show or check listed users. */
  findByIds(ids: number[]) {
    return repo.findUsersByIds(this.deps.db, ids);
  }

  /** Usernames by user id (ids without a user are left out). */
  async usernames(ids: number[]): Promise<Map<number, string>> {
    const users = ids.length ? await this.findByIds(ids) : [];
    return new Map(users.map((u) => [u.id, u.username]));
  }

  /** Disables or enables an account; a staff account may not touch operator accounts (staff go through sys/user). */
  async setStatus(actor: Pick<Actor, 'userId' | 'staff'>, userId: number, status: 0 | 1) {
    if (actor.userId === userId) throw new AppError(ErrorCode.CANNOT_CHANGE_SELF);
    if (actor.staff && (await this.deps.accounts.getUser(userId)).roleType === RoleType.OPERATOR)
      throw new AppError(ErrorCode.FORBIDDEN);
    await this.deps.accounts.setStatus(userId, status);
  }

  async getWithRole(userId: number, roleTypes: readonly number[]) {
    const user = await this.deps.accounts.getUser(userId);
    if (!roleTypes.includes(user.roleType)) throw new AppError(ErrorCode.NOT_FOUND);
    return user;
  }

  /**
   * An approved account as the viewer may see its card, with its shop for a seller; else 404. A seller's card is
   * public like its shop; a buyer's or an operator's shows only to itself and the operators.
   */
  async cardOf(viewer: Actor, userId: number) {
    const user = await this.deps.accounts.getUser(userId);
    const seller = user.roleType === RoleType.SUPPLIER || user.roleType === RoleType.DEVELOPER;
    const mayView = seller || viewer.roleType === RoleType.OPERATOR || viewer.userId === user.id;
    if (!mayView || user.status !== 1 || user.spType !== 1) throw new AppError(ErrorCode.NOT_FOUND);
    return { user, shop: seller ? await repo.findShop(this.deps.db, userId) : null };
  }

  async shopOf(userId: number) {
    const user = await this.getWithRole(userId, [RoleType.SUPPLIER, RoleType.DEVELOPER]);
    return { user, shop: await repo.findShop(this.deps.db, userId) };
  }

  async updateShop(userId: number, changes: ShopChanges) {
    const user = await this.deps.accounts.getUser(userId);
    const shop = await repo.upsertShop(this.deps.db, { userId, ...changes }, this.deps.clock.now());
    return { user, shop };
  }

  async securityInfo(userId: number) {
    const { db, clock } = this.deps;
    const user = await this.deps.accounts.getUser(userId);
    const lastLogin = await repo.lastSuccessfulLogin(db, userId);
    return {
      user,
      lastLogin,
      activeSessions: await repo.countActiveSessions(db, userId, clock.now()),
    };
  }

  /** Moves the account to a new mobile after the password and a code sent to the new number. */
  async updateMobile(userId: number, mobile: string, smsCode: string, password: string) {
    const { db, clock, sms } = this.deps;
    const user = await this.deps.accounts.getUser(userId);
    if (!(await verifyPassword(password, user.passwordHash))) throw new AppError(ErrorCode.PASSWORD_WRONG);
    if (await repo.findUserByMobile(db, mobile)) throw new AppError(ErrorCode.MOBILE_TAKEN);
    await sms.verify(mobile, 'updateMobile', smsCode);
    await db.transaction(async (tx) => {
      await sms.consume(tx, mobile, 'updateMobile', smsCode);
      await repo.updateUser(tx, userId, { mobile }, clock.now());
    });
  }
}
