import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { escapeLike, offsetOf, type PageRequest } from '../../platform/paging.js';
import {
  sysDept,
  sysPost,
  sysRole,
  sysRoleMenu,
  sysStaff,
  sysStaffPost,
  sysStaffRole,
} from './organization.table.js';

export type DeptRow = typeof sysDept.$inferSelect;
export type PostRow = typeof sysPost.$inferSelect;
export type RoleRow = typeof sysRole.$inferSelect;
export type StaffRow = typeof sysStaff.$inferSelect;

// Departments

export function listDepts(db: DbOrTx): Promise<DeptRow[]> {
  return db.select().from(sysDept).orderBy(asc(sysDept.sort), asc(sysDept.id));
}

export async function findDept(db: DbOrTx, id: number): Promise<DeptRow | null> {
  const [row] = await db.select().from(sysDept).where(eq(sysDept.id, id));
  return row ?? null;
}

export async function insertDept(db: DbOrTx, row: typeof sysDept.$inferInsert): Promise<DeptRow> {
  const [inserted] = await db.insert(sysDept).values(row).returning();
  return inserted!;
}

export async function updateDept(db: DbOrTx, id: number, changes: Partial<typeof sysDept.$inferInsert>) {
  await db
    .update(sysDept)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(sysDept.id, id));
}

export async function deleteDept(db: DbOrTx, id: number) {
  await db.delete(sysDept).where(eq(sysDept.id, id));
}

export async function countChildDepts(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sysDept).where(eq(sysDept.pid, id));
  return row?.n ?? 0;
}

export async function countStaffOfDept(db: DbOrTx, deptId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sysStaff).where(eq(sysStaff.deptId, deptId));
  return row?.n ?? 0;
}

// Posts

export async function pagePosts(db: DbOrTx, p: PageRequest, filter: { keyword?: string; status?: number }) {
  const like = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  const where = and(
    like ? or(ilike(sysPost.postCode, like), ilike(sysPost.postName, like)) : undefined,
    filter.status === undefined ? undefined : eq(sysPost.status, filter.status),
  );
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(sysPost)
      .where(where)
      .orderBy(asc(sysPost.sort), asc(sysPost.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(sysPost).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export function listPosts(db: DbOrTx, status?: number): Promise<PostRow[]> {
  return db
    .select()
    .from(sysPost)
    .where(status === undefined ? undefined : eq(sysPost.status, status))
    .orderBy(asc(sysPost.sort), asc(sysPost.id));
}

export async function insertPost(db: DbOrTx, row: typeof sysPost.$inferInsert): Promise<PostRow> {
  const [inserted] = await db.insert(sysPost).values(row).returning();
  return inserted!;
}

export async function updatePost(db: DbOrTx, id: number, changes: Partial<typeof sysPost.$inferInsert>) {
  const rows = await db
    .update(sysPost)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(sysPost.id, id))
    .returning({ id: sysPost.id });
  return rows.length > 0;
}

export async function deletePosts(db: DbOrTx, ids: number[]) {
  await db.delete(sysPost).where(inArray(sysPost.id, ids));
}

/** The first post among `ids` some staff account holds. */
export async function firstHeldPost(db: DbOrTx, ids: number[]): Promise<PostRow | null> {
  const [row] = await db
    .select({ post: sysPost })
    .from(sysPost)
    .where(
      and(
        inArray(sysPost.id, ids),
        sql`exists (select 1 from ${sysStaffPost} where ${sysStaffPost.postId} = ${sysPost.id})`,
      ),
    )
    .limit(1);
  return row?.post ?? null;
}

// Roles

const staffCount = sql<number>`(select count(*)::int from ${sysStaffRole} where ${sysStaffRole.roleId} = ${sysRole.id})`;

export async function pageRoles(db: DbOrTx, p: PageRequest, filter: { name?: string }) {
  const where = filter.name ? ilike(sysRole.name, `%${escapeLike(filter.name)}%`) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select({ role: sysRole, staffCount })
      .from(sysRole)
      .where(where)
      .orderBy(asc(sysRole.id))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(sysRole).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export function listRoles(db: DbOrTx) {
  return db.select({ role: sysRole, staffCount }).from(sysRole).orderBy(asc(sysRole.id));
}

export async function findRole(db: DbOrTx, id: number) {
  const [row] = await db.select({ role: sysRole, staffCount }).from(sysRole).where(eq(sysRole.id, id));
  return row ?? null;
}

export async function insertRole(db: DbOrTx, row: typeof sysRole.$inferInsert): Promise<RoleRow> {
  const [inserted] = await db.insert(sysRole).values(row).returning();
  return inserted!;
}

export async function updateRole(db: DbOrTx, id: number, changes: Partial<typeof sysRole.$inferInsert>) {
  const rows = await db
    .update(sysRole)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(sysRole.id, id))
    .returning({ id: sysRole.id });
  return rows.length > 0;
}

export async function deleteRoles(db: DbOrTx, ids: number[]) {
  await db.delete(sysRole).where(inArray(sysRole.id, ids));
}

export async function firstHeldRole(db: DbOrTx, ids: number[]): Promise<RoleRow | null> {
  const [row] = await db
    .select({ role: sysRole })
    .from(sysRole)
    .where(
      and(
        inArray(sysRole.id, ids),
        sql`exists (select 1 from ${sysStaffRole} where ${sysStaffRole.roleId} = ${sysRole.id})`,
      ),
    )
    .limit(1);
  return row?.role ?? null;
}

export async function roleMenuIds(db: DbOrTx, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(eq(sysRoleMenu.roleId, roleId));
  return rows.map((r) => r.id);
}

export async function setRoleMenus(db: DbOrTx, roleId: number, menuIds: readonly number[]) {
  await db.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  if (menuIds.length) await db.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
}

// Staff

export async function findStaff(db: DbOrTx, userId: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(sysStaff).where(eq(sysStaff.userId, userId));
  return row ?? null;
}

export function listStaff(db: DbOrTx, filter: { deptIds?: readonly number[]; userIds?: readonly number[] }) {
  return db
    .select()
    .from(sysStaff)
    .where(
      and(
        filter.deptIds ? inArray(sysStaff.deptId, [...filter.deptIds]) : undefined,
        filter.userIds ? inArray(sysStaff.userId, [...filter.userIds]) : undefined,
      ),
    )
    .orderBy(asc(sysStaff.userId));
}

export async function upsertStaff(db: DbOrTx, row: { userId: number; deptId: number; gender: number }) {
  await db
    .insert(sysStaff)
    .values(row)
    .onConflictDoUpdate({
      target: sysStaff.userId,
      set: { deptId: row.deptId, gender: row.gender, updatedAt: new Date() },
    });
}

export async function setStaffLinks(
  db: DbOrTx,
  userId: number,
  links: { roleIds: readonly number[]; postIds: readonly number[] },
) {
  await db.delete(sysStaffRole).where(eq(sysStaffRole.userId, userId));
  await db.delete(sysStaffPost).where(eq(sysStaffPost.userId, userId));
  if (links.roleIds.length)
    await db.insert(sysStaffRole).values(links.roleIds.map((roleId) => ({ userId, roleId })));
  if (links.postIds.length)
    await db.insert(sysStaffPost).values(links.postIds.map((postId) => ({ userId, postId })));
}

export async function staffLinks(db: DbOrTx, userIds: readonly number[]) {
  if (!userIds.length) return { roles: [], posts: [] };
  const [roles, posts] = await Promise.all([
    db
      .select()
      .from(sysStaffRole)
      .where(inArray(sysStaffRole.userId, [...userIds])),
    db
      .select()
      .from(sysStaffPost)
      .where(inArray(sysStaffPost.userId, [...userIds])),
  ]);
  return { roles, posts };
}

/** The roles a staff account holds, with their data scopes and granted menus. */
export async function grantsOf(db: DbOrTx, userId: number) {
  const roles = await db
    .select({ id: sysRole.id, dataScope: sysRole.dataScope })
    .from(sysStaffRole)
    .innerJoin(sysRole, eq(sysRole.id, sysStaffRole.roleId))
    .where(eq(sysStaffRole.userId, userId));
  const menus = roles.length
    ? await db
        .selectDistinct({ id: sysRoleMenu.menuId })
        .from(sysRoleMenu)
        .where(
          inArray(
            sysRoleMenu.roleId,
            roles.map((r) => r.id),
          ),
        )
    : [];
  return { dataScopes: roles.map((r) => r.dataScope), menuIds: menus.map((m) => m.id) };
}
