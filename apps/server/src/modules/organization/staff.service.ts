import type { OnlineSession, Staff } from '@datamall/contract';
import { ErrorCode } from '@datamall/contract';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import * as repo from './organization.repository.js';
import type { OrganizationService, StaffLimits } from './organization.service.js';

/** What staff accounts need of the accounts module (identity). */
export interface StaffAccounts {
  createApproved(
    input: {
      username: string;
      password: string;
      roleType: 0;
      companyName: string;
      contactName: string;
      mobile: string;
      email: string;
    },
    db: DbOrTx,
  ): Promise<{ id: number }>;
  updateProfile(
    userId: number,
    changes: { realName: string; email: string; mobile: string },
    db: DbOrTx,
  ): Promise<void>;
  setStatus(userId: number, status: 0 | 1, db: DbOrTx): Promise<void>;
  setPassword(userId: number, password: string): Promise<void>;
  findByIds(ids: number[]): Promise<StaffUser[]>;
}

export interface StaffUser {
  id: number;
  username: string;
  realName: string;
  email: string;
  mobile: string;
  status: number;
  roleType: number;
  superAdmin: number;
  createdAt: Date;
}

/** What the online users page needs of the sessions (identity). */
export interface OnlineSessions {
  pageOnline(
    page: PageRequest,
    filter: { username?: string; roleType?: number; visibleOperators?: readonly number[] },
  ): Promise<{
    list: Array<{
      id: number;
      userId: number;
      username: string;
      realName: string;
      roleType: number;
      ip: string;
      userAgent: string;
      loginAt: Date;
      lastSeenAt: Date;
      familyId: string | null;
    }>;
    total: number;
  }>;
  findSession(
    id: number,
  ): Promise<{ id: number; userId: number; revokedAt: Date | null; familyId: string | null } | null>;
  endLogin(session: { id: number; userId: number; familyId: string | null }): Promise<void>;
}

export interface StaffFields {
  realName: string;
  email: string;
  mobile: string;
  gender: number;
  status: 0 | 1;
  deptId: number;
  roleIdList: number[];
  postIdList: number[];
}

const PLATFORM_COMPANY = '平台运营中心';
/** Staff are few (tens to hundreds): a page is cut from the whole list in the caller's scope. */
const DataScope = { ALL: 0, DEPARTMENT: 1, OWN: 2 } as const;

/** Staff accounts, their data scope and grants, and the online sessions they may see and end. */
export class StaffService {
  constructor(
    private readonly deps: {
      db: Db;
      organization: OrganizationService;
      accounts: StaffAccounts;
      sessions: OnlineSessions;
      /** Told when a staff account's roles change, so cached permissions are read again. */
      grantsChanged: () => void;
    },
  ) {}

  /** The menus a staff account's roles grant. */
  async grantedMenuIds(userId: number): Promise<number[]> {
    return (await repo.grantsOf(this.deps.db, userId)).menuIds;
  }

  /** The staff accounts `actor` may see: undefined when every one. */
  async visibleStaffIds(actor: Actor): Promise<number[] | undefined> {
    if (!actor.staff) return undefined;
    const { dataScopes } = await repo.grantsOf(this.deps.db, actor.userId);
    const scope = dataScopes.length ? Math.min(...dataScopes) : DataScope.OWN;
    if (scope === DataScope.ALL) return undefined;
    if (scope === DataScope.OWN) return [actor.userId];
    const own = await repo.findStaff(this.deps.db, actor.userId);
    if (!own) return [actor.userId];
    const deptIds = await this.deps.organization.deptSubtreeIds(own.deptId);
    return (await repo.listStaff(this.deps.db, { deptIds })).map((s) => s.userId);
  }

  async page(actor: Actor, p: PageRequest, filter: { username?: string; deptId?: number; status?: number }) {
    const visible = await this.visibleStaffIds(actor);
    const deptIds = filter.deptId ? await this.deps.organization.deptSubtreeIds(filter.deptId) : undefined;
    const rows = await repo.listStaff(this.deps.db, { deptIds, userIds: visible });
    let staff = await this.present(rows);
    const name = filter.username?.toLowerCase();
    if (name) staff = staff.filter((s) => s.username.toLowerCase().includes(name));
    if (filter.status !== undefined) staff = staff.filter((s) => s.status === filter.status);
    staff.sort((a, b) => Number(b.id) - Number(a.id));
    const start = (p.page - 1) * p.limit;
    return { list: staff.slice(start, start + p.limit), total: staff.length };
  }

  async info(actor: Actor, userId: number): Promise<Staff> {
    const row = await this.requireVisible(actor, userId);
    const [staff] = await this.present([row]);
    if (!staff) throw new AppError(ErrorCode.STAFF_NOT_FOUND);
    return staff;
  }

  async create(input: StaffFields & { username: string; password: string }, limits?: StaffLimits) {
    await this.checkChoices(input, limits?.menus);
    const id = await this.deps.db.transaction(async (tx) => {
      const user = await this.deps.accounts.createApproved(
        {
          username: input.username,
          password: input.password,
          roleType: 0,
          companyName: PLATFORM_COMPANY,
          contactName: input.realName,
          mobile: input.mobile,
          email: input.email,
        },
        tx,
      );
      await this.saveProfile(tx, user.id, input);
      if (input.status === 0) await this.deps.accounts.setStatus(user.id, 0, tx);
      return user.id;
    });
    this.deps.grantsChanged();
    return { id: String(id) };
  }

  async update(actor: Actor, input: StaffFields & { id: number }, limits?: StaffLimits) {
    await this.requireChangeable(actor, input.id, limits);
    if (input.id === actor.userId && input.status === 0) throw new AppError(ErrorCode.STAFF_SELF_LOCKOUT);
    await this.checkChoices(input, limits?.menus);
    await this.deps.db.transaction(async (tx) => {
      await this.deps.accounts.updateProfile(
        input.id,
        { realName: input.realName, email: input.email, mobile: input.mobile },
        tx,
      );
      await this.saveProfile(tx, input.id, input);
      await this.deps.accounts.setStatus(input.id, input.status, tx);
    });
    this.deps.grantsChanged();
    return null;
  }

  async resetPassword(actor: Actor, userId: number, password: string, limits?: StaffLimits) {
    await this.requireChangeable(actor, userId, limits);
    await this.deps.accounts.setPassword(userId, password);
    return null;
  }

  async onlinePage(actor: Actor, p: PageRequest, filter: { username?: string; roleType?: number }) {
    const visibleOperators = await this.visibleStaffIds(actor);
    const { list, total } = await this.deps.sessions.pageOnline(p, { ...filter, visibleOperators });
    const current = list.find((s) => s.id === actor.sessionId)?.familyId;
    return {
      list: list.map(
        (s): OnlineSession => ({
          id: String(s.id),
          userId: String(s.userId),
          username: s.username,
          realName: s.realName,
          roleType: s.roleType,
          ip: s.ip,
          userAgent: s.userAgent,
          loginAt: new Date(s.loginAt).toISOString(),
          lastSeenAt: new Date(s.lastSeenAt).toISOString(),
          current: s.id === actor.sessionId || (current != null && s.familyId === current),
        }),
      ),
      total,
    };
  }

  /**
   * Ends another login (force logout). Refused: the caller's own login, a session outside its scope, and for a
   * staff member the sessions of accounts holding more than it does (superAdmins included).
   */
  async endSession(actor: Actor, sessionId: number, limits?: StaffLimits) {
    const session = await this.deps.sessions.findSession(sessionId);
    if (!session || session.revokedAt) throw new AppError(ErrorCode.ONLINE_SESSION_NOT_FOUND);
    const own = await this.deps.sessions.findSession(actor.sessionId);
    if (session.id === actor.sessionId || (own?.familyId && own.familyId === session.familyId))
      throw new AppError(ErrorCode.STAFF_SELF_LOCKOUT);
    const [user] = await this.deps.accounts.findByIds([session.userId]);
    if (user?.roleType === 0) {
      const visible = await this.visibleStaffIds(actor);
      if (visible && !visible.includes(user.id)) throw new AppError(ErrorCode.ONLINE_SESSION_NOT_FOUND);
      if (
        limits &&
        (user.superAdmin === 1 || !(await this.deps.organization.holdsWithin(user.id, limits.menus)))
      )
        throw new AppError(ErrorCode.STAFF_OUTRANKS);
    }
    await this.deps.sessions.endLogin(session);
    return null;
  }

  /** A staff account the caller may see and, if the caller is staff, that holds nothing beyond the caller. */
  private async requireChangeable(actor: Actor, userId: number, limits?: StaffLimits) {
    await this.requireVisible(actor, userId);
    if (limits && !(await this.deps.organization.holdsWithin(userId, limits.menus)))
      throw new AppError(ErrorCode.STAFF_OUTRANKS);
  }

  private async requireVisible(actor: Actor, userId: number) {
    const row = await repo.findStaff(this.deps.db, userId);
    const visible = await this.visibleStaffIds(actor);
    if (!row || (visible && !visible.includes(userId))) throw new AppError(ErrorCode.STAFF_NOT_FOUND);
    return row;
  }

  private async checkChoices(input: StaffFields, grantable?: ReadonlySet<number>) {
    await this.deps.organization.requireDept(input.deptId);
    await this.deps.organization.requireRoles(input.roleIdList, grantable);
    await this.deps.organization.requirePosts(input.postIdList);
  }

  private async saveProfile(tx: DbOrTx, userId: number, input: StaffFields) {
    await repo.upsertStaff(tx, { userId, deptId: input.deptId, gender: input.gender });
    await repo.setStaffLinks(tx, userId, { roleIds: input.roleIdList, postIds: input.postIdList });
  }

  private async present(rows: readonly repo.StaffRow[]): Promise<Staff[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.userId);
    const [users, links, depts] = await Promise.all([
      this.deps.accounts.findByIds(ids),
      repo.staffLinks(this.deps.db, ids),
      repo.listDepts(this.deps.db),
    ]);
    const userById = new Map(users.map((u) => [u.id, u]));
    const deptName = new Map(depts.map((d) => [d.id, d.name]));
    return rows.flatMap((row) => {
      const user = userById.get(row.userId);
      if (!user) return [];
      return [
        {
          id: String(user.id),
          username: user.username,
          realName: user.realName,
          email: user.email,
          mobile: user.mobile,
          gender: row.gender,
          status: user.status,
          deptId: String(row.deptId),
          deptName: deptName.get(row.deptId) ?? '',
          roleIdList: links.roles.filter((l) => l.userId === row.userId).map((l) => String(l.roleId)),
          postIdList: links.posts.filter((l) => l.userId === row.userId).map((l) => String(l.postId)),
          createDate: user.createdAt.toISOString(),
        },
      ];
    });
  }
}
