import type { DeptNode, Post, Role } from '@datamall/contract';
import { ErrorCode } from '@datamall/contract';
import type { Db } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import * as repo from './organization.repository.js';

export interface DeptInput {
  pid: number;
  name: string;
  sort: number;
}
export interface PostInput {
  postCode: string;
  postName: string;
  sort: number;
  status: number;
}
/** What a staff member may hand out: the menus it holds and its own data scope (no wider one). */
export interface StaffLimits {
  menus: ReadonlySet<number>;
  scope: number;
}

export interface RoleInput {
  name: string;
  remark: string;
  dataScope: number;
  menuIdList: number[];
}

/** What the organization needs of the menus: the operator's menu entries, to check and complete a grant. */
export interface OperatorMenus {
  /** Every operator menu entry: id and parent id. */
  operatorMenuTree(): Promise<ReadonlyArray<{ id: number; pid: number }>>;
  /** Told when grants change, so cached permissions are read again. */
  grantsChanged(): void;
}

/** Departments, posts and roles of the platform's own staff. */
export class OrganizationService {
  constructor(private readonly deps: { db: Db; menus: OperatorMenus }) {}

  // Departments

  async deptTree(): Promise<DeptNode[]> {
    return buildDeptTree(await repo.listDepts(this.deps.db));
  }

  /** The department and every department below it. */
  async deptSubtreeIds(deptId: number): Promise<number[]> {
    const rows = await repo.listDepts(this.deps.db);
    const ids = [deptId];
    for (let i = 0; i < ids.length; i++) for (const r of rows) if (r.pid === ids[i]) ids.push(r.id);
    return ids;
  }

  async deptInfo(id: number) {
    const dept = await this.requireDept(id);
    const parent = dept.pid ? await repo.findDept(this.deps.db, dept.pid) : null;
    return {
      id: String(dept.id),
      pid: String(dept.pid),
      name: dept.name,
      sort: dept.sort,
      parentName: parent?.name ?? '',
    };
  }

  async createDept(body: DeptInput) {
    if (body.pid) await this.requireParentDept(body.pid);
    const row = await this.uniqueDeptName(body.name, () => repo.insertDept(this.deps.db, body));
    return { id: String(row.id) };
  }

  async updateDept({ id, ...changes }: DeptInput & { id: number }) {
    await this.requireDept(id);
    if (changes.pid) {
      await this.requireParentDept(changes.pid);
      if ((await this.deptSubtreeIds(id)).includes(changes.pid))
        throw new AppError(ErrorCode.DEPT_PARENT_INVALID);
    }
    await this.uniqueDeptName(changes.name, () => repo.updateDept(this.deps.db, id, changes));
    return null;
  }

  async deleteDept(id: number) {
    await this.requireDept(id);
    if (await repo.countChildDepts(this.deps.db, id)) throw new AppError(ErrorCode.DEPT_HAS_CHILDREN);
    const staff = await repo.countStaffOfDept(this.deps.db, id);
    if (staff) throw new AppError(ErrorCode.DEPT_HAS_STAFF, { count: staff });
    await repo.deleteDept(this.deps.db, id);
    return null;
  }

  async requireDept(id: number) {
    const dept = await repo.findDept(this.deps.db, id);
    if (!dept) throw new AppError(ErrorCode.DEPT_NOT_FOUND);
    return dept;
  }

  private async requireParentDept(pid: number) {
    if (!(await repo.findDept(this.deps.db, pid))) throw new AppError(ErrorCode.DEPT_PARENT_INVALID);
  }

  private async uniqueDeptName<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'sys_dept_pid_name_uq'))
        throw new AppError(ErrorCode.DEPT_NAME_TAKEN, { name });
      throw error;
    }
  }

  // Posts

  async pagePosts(p: PageRequest, filter: { keyword?: string; status?: number }) {
    const { list, total } = await repo.pagePosts(this.deps.db, p, filter);
    return { list: list.map(toPost), total };
  }

  async activePosts(): Promise<Post[]> {
    return (await repo.listPosts(this.deps.db, 1)).map(toPost);
  }

  async createPost(body: PostInput) {
    const row = await this.uniquePostCode(body.postCode, () => repo.insertPost(this.deps.db, body));
    return { id: String(row.id) };
  }

  async updatePost({ id, ...changes }: PostInput & { id: number }) {
    const found = await this.uniquePostCode(changes.postCode, () =>
      repo.updatePost(this.deps.db, id, changes),
    );
    if (!found) throw new AppError(ErrorCode.NOT_FOUND);
    return null;
  }

  async deletePosts(ids: number[]) {
    const held = await repo.firstHeldPost(this.deps.db, ids);
    if (held) throw new AppError(ErrorCode.POST_IN_USE, { name: held.postName });
    await repo.deletePosts(this.deps.db, ids);
    return null;
  }

  /** Every id is a post in use; else the staff form's choice is stale. */
  async requirePosts(ids: readonly number[]) {
    if (!ids.length) return;
    const active = new Set((await repo.listPosts(this.deps.db, 1)).map((p) => p.id));
    if (ids.some((id) => !active.has(id))) throw new AppError(ErrorCode.STAFF_POST_INVALID);
  }

  private async uniquePostCode<T>(code: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'sys_post_code_uq'))
        throw new AppError(ErrorCode.POST_CODE_TAKEN, { code });
      throw error;
    }
  }

  // Roles

  async pageRoles(p: PageRequest, filter: { name?: string }) {
    const { list, total } = await repo.pageRoles(this.deps.db, p, filter);
    return { list: list.map(toRole), total };
  }

  async allRoles(): Promise<Role[]> {
    return (await repo.listRoles(this.deps.db)).map(toRole);
  }

  async roleInfo(id: number) {
    const found = await repo.findRole(this.deps.db, id);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND);
    const menuIds = await repo.roleMenuIds(this.deps.db, id);
    return { ...toRole(found), menuIdList: menuIds.map(String) };
  }

  async createRole({ menuIdList, ...fields }: RoleInput, limits?: StaffLimits) {
    if (limits && fields.dataScope < limits.scope) throw new AppError(ErrorCode.ROLE_SCOPE_TOO_WIDE);
    const menus = await this.completeGrant(menuIdList, limits?.menus);
    const id = await this.uniqueRoleName(fields.name, () =>
      this.deps.db.transaction(async (tx) => {
        const role = await repo.insertRole(tx, fields);
        await repo.setRoleMenus(tx, role.id, menus);
        return role.id;
      }),
    );
    this.deps.menus.grantsChanged();
    return { id: String(id) };
  }

  async updateRole({ id, menuIdList, ...fields }: RoleInput & { id: number }, limits?: StaffLimits) {
    if (limits) {
      if (fields.dataScope < limits.scope) throw new AppError(ErrorCode.ROLE_SCOPE_TOO_WIDE);
      await this.refuseRolesBeyond([id], limits);
    }
    const menus = await this.completeGrant(menuIdList, limits?.menus);
    await this.uniqueRoleName(fields.name, () =>
      this.deps.db.transaction(async (tx) => {
        if (!(await repo.updateRole(tx, id, fields))) throw new AppError(ErrorCode.NOT_FOUND);
        await repo.setRoleMenus(tx, id, menus);
      }),
    );
    this.deps.menus.grantsChanged();
    return null;
  }

  async deleteRoles(ids: number[], limits?: StaffLimits) {
    if (limits) await this.refuseRolesBeyond(ids, limits);
    const held = await repo.firstHeldRole(this.deps.db, ids);
    if (held) throw new AppError(ErrorCode.ROLE_IN_USE, { name: held.name });
    await repo.deleteRoles(this.deps.db, ids);
    this.deps.menus.grantsChanged();
    return null;
  }

  /**
   * Every id is a role; with `grantable` (a staff member assigning roles), every role grants only menus among
   * those: nobody hands out more than they hold.
   */
  async requireRoles(ids: readonly number[], grantable?: ReadonlySet<number>) {
    if (!ids.length) return;
    const known = new Set((await repo.listRoles(this.deps.db)).map((r) => r.role.id));
    if (ids.some((id) => !known.has(id))) throw new AppError(ErrorCode.STAFF_ROLE_INVALID);
    if (!grantable) return;
    for (const id of ids)
      if ((await repo.roleMenuIds(this.deps.db, id)).some((menu) => !grantable.has(menu)))
        throw new AppError(ErrorCode.STAFF_ROLE_INVALID);
  }

  /** The widest data scope of a staff member's roles (no role: only itself). */
  async ownScope(userId: number): Promise<number> {
    const { dataScopes } = await repo.grantsOf(this.deps.db, userId);
    return dataScopes.length ? Math.min(...dataScopes) : 2;
  }

  /** Whether the staff account holds only menus among `menus`. */
  async holdsWithin(userId: number, menus: ReadonlySet<number>): Promise<boolean> {
    return (await repo.grantsOf(this.deps.db, userId)).menuIds.every((id) => menus.has(id));
  }

  /** A staff member changes only roles that grant nothing beyond what it holds. */
  private async refuseRolesBeyond(ids: readonly number[], limits: StaffLimits) {
    for (const id of ids)
      if ((await repo.roleMenuIds(this.deps.db, id)).some((menu) => !limits.menus.has(menu)))
        throw new AppError(ErrorCode.FORBIDDEN);
  }

  /** The granted operator menus with every ancestor, so a granted page is reachable in the menu tree. */
  private async completeGrant(
    menuIds: readonly number[],
    grantable?: ReadonlySet<number>,
  ): Promise<number[]> {
    const tree = await this.deps.menus.operatorMenuTree();
    const parentOf = new Map(tree.map((m) => [m.id, m.pid]));
    const granted = new Set<number>();
    for (const id of menuIds) {
      if (!parentOf.has(id) || (grantable && !grantable.has(id)))
        throw new AppError(ErrorCode.ROLE_MENU_INVALID, { id });
      for (let at: number | undefined = id; at && !granted.has(at); at = parentOf.get(at)) granted.add(at);
    }
    return [...granted];
  }

  private async uniqueRoleName<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'sys_role_name_uq'))
        throw new AppError(ErrorCode.ROLE_NAME_TAKEN, { name });
      throw error;
    }
  }
}

function buildDeptTree(rows: readonly repo.DeptRow[]): DeptNode[] {
  const nodes = new Map<number, DeptNode>();
  for (const r of rows)
    nodes.set(r.id, {
      id: String(r.id),
      pid: String(r.pid),
      name: r.name,
      sort: r.sort,
      parentName: '',
      createDate: r.createdAt.toISOString(),
      children: [],
    });
  const roots: DeptNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = nodes.get(r.pid);
    if (parent) {
      node.parentName = parent.name;
      parent.children.push(node);
    } else roots.push(node);
  }
  return roots;
}

function toPost(row: repo.PostRow): Post {
  return {
    id: String(row.id),
    postCode: row.postCode,
    postName: row.postName,
    sort: row.sort,
    status: row.status,
    createDate: row.createdAt.toISOString(),
  };
}

function toRole(row: { role: repo.RoleRow; staffCount: number }): Role {
  return {
    id: String(row.role.id),
    name: row.role.name,
    remark: row.role.remark,
    dataScope: row.role.dataScope,
    createDate: row.role.createdAt.toISOString(),
    staffCount: Number(row.staffCount),
  };
}
