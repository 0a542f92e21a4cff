import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sysMenu } from '../access/access.table.js';
import { sysUser } from '../identity/identity.table.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Departments of the platform's own staff, a tree by `pid` (0: top level). */
export const sysDept = pgTable(
  'sys_dept',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pid: bigint('pid', { mode: 'number' }).notNull().default(0),
    name: varchar('name', { length: 50 }).notNull(),
    sort: smallint('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('sys_dept_pid_name_uq').on(t.pid, sql`lower(${t.name})`)],
);

/** Posts (job titles) staff hold; post_status normal 1, disabled 0. */
export const sysPost = pgTable(
  'sys_post',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postCode: varchar('post_code', { length: 32 }).notNull(),
    postName: varchar('post_name', { length: 50 }).notNull(),
    sort: smallint('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('sys_post_code_uq').on(sql`lower(${t.postCode})`)],
);

/** Roles of staff accounts: the operator menus they grant and the data scope (0 all, 1 department and below, 2 own). */
export const sysRole = pgTable(
  'sys_role',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    dataScope: smallint('data_scope').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('sys_role_name_uq').on(sql`lower(${t.name})`)],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
    menuId: bigint('menu_id', { mode: 'number' })
      .notNull()
      .references(() => sysMenu.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('sys_role_menu_menu_idx').on(t.menuId)],
);

/** The staff profile of an operator account that is not superAdmin: its department and gender. */
export const sysStaff = pgTable(
  'sys_staff',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    deptId: bigint('dept_id', { mode: 'number' })
      .notNull()
      .references(() => sysDept.id),
    gender: smallint('gender').notNull().default(2),
    ...timestamps,
  },
  (t) => [index('sys_staff_dept_idx').on(t.deptId)],
);

export const sysStaffRole = pgTable(
  'sys_staff_role',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysStaff.userId, { onDelete: 'cascade' }),
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => sysRole.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_staff_role_role_idx').on(t.roleId)],
);

export const sysStaffPost = pgTable(
  'sys_staff_post',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysStaff.userId, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => sysPost.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('sys_staff_post_post_idx').on(t.postId)],
);
