import { z } from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN, USERNAME_PATTERN } from '../constants.js';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';

/**
 * The platform's own organization (paths of the renren-security console; the spec names the entities and
 * `GET /sys/dept/list` only): departments, posts, roles and the staff accounts of the operator side.
 *
 * A staff account is an operator account (role type 0) without the superAdmin flag. It sees the operator menus its
 * roles grant (plus the personal pages every account has) and may call an operator endpoint only when one of those
 * menus carries the endpoint's staff permission (`staffPermissionOf` in staff-permissions.ts). The built-in
 * operator (superAdmin) keeps every menu and permission. A role's data scope limits which staff accounts and
 * online sessions its holder sees: all, its own department and the departments below it, or only itself.
 */

/** Data scope of a role: every department 0, own department and below 1, only the holder's own rows 2. */
export const DATA_SCOPES = [0, 1, 2] as const;
export type DataScope = (typeof DATA_SCOPES)[number];
export const zDataScope = z.union([z.literal(0), z.literal(1), z.literal(2)]);

const zName = z.string().trim().min(1).max(50);
const zSort = z.coerce.number().int().min(0).max(9999).default(0);
const zIds = z.array(zId).min(1).max(100);

// Departments

export interface DeptNode {
  id: string;
  pid: string;
  name: string;
  sort: number;
  parentName: string;
  createDate: string;
  children: DeptNode[];
}
export const zDeptNode: z.ZodType<DeptNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    pid: z.string(),
    name: z.string(),
    sort: z.number().int(),
    parentName: z.string(),
    createDate: z.string(),
    children: z.array(zDeptNode),
  }),
);

const ORG = { roles: [0] } as const;

export const deptList = defineEndpoint({
  id: 'organization.deptList',
  method: 'GET',
  path: '/sys/dept/list',
  summary: 'The department tree (for the staff, role and picker pages).',
  access: ORG,
  staffPermission: ['sys:dept:all', 'sys:user:all'],
  response: z.array(zDeptNode),
});

export const zDeptBody = z.object({
  pid: z.coerce.number().int().min(0).default(0),
  name: zName,
  sort: zSort,
});

export const deptInfo = defineEndpoint({
  id: 'organization.deptInfo',
  method: 'GET',
  path: '/sys/dept/{id}',
  summary: 'One department.',
  access: { roles: [0], permission: 'sys:dept:all' },
  response: z.object({
    id: z.string(),
    pid: z.string(),
    name: z.string(),
    sort: z.number().int(),
    parentName: z.string(),
  }),
});

export const deptSave = defineEndpoint({
  id: 'organization.deptSave',
  method: 'POST',
  path: '/sys/dept',
  summary: 'Creates a department under `pid` (0: a top department); names are unique among siblings.',
  access: { roles: [0], permission: 'sys:dept:all' },
  body: zDeptBody,
  response: z.object({ id: z.string() }),
});

export const deptUpdate = defineEndpoint({
  id: 'organization.deptUpdate',
  method: 'PUT',
  path: '/sys/dept',
  summary: 'Renames, re-sorts or moves a department (never under itself or its own descendants).',
  access: { roles: [0], permission: 'sys:dept:all' },
  body: zDeptBody.extend({ id: zId }),
  response: z.null(),
});

export const deptDelete = defineEndpoint({
  id: 'organization.deptDelete',
  method: 'DELETE',
  path: '/sys/dept/{id}',
  summary: 'Deletes a department that has no sub-departments and no staff.',
  access: { roles: [0], permission: 'sys:dept:all' },
  response: z.null(),
});

// Posts

export const zPost = z.object({
  id: z.string(),
  postCode: z.string(),
  postName: z.string(),
  sort: z.number().int(),
  /** post_status: normal 1, disabled 0. */
  status: z.number().int(),
  createDate: z.string(),
});
export type Post = z.infer<typeof zPost>;

export const zPostBody = z.object({
  postCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{1,31}$/),
  postName: zName,
  sort: zSort,
  status: z.union([z.literal(0), z.literal(1)]).default(1),
});

export const postPage = defineEndpoint({
  id: 'organization.postPage',
  method: 'GET',
  path: '/sys/post/page',
  summary: 'Posts, by sort; filter by code or name and status.',
  access: { roles: [0], permission: 'sys:post:all' },
  query: zPageParams.extend({
    keyword: z.string().trim().max(50).optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
  }),
  response: zPage(zPost),
});

export const postList = defineEndpoint({
  id: 'organization.postList',
  method: 'GET',
  path: '/sys/post/list',
  summary: 'Every post in use (status normal), for the staff form.',
  access: ORG,
  staffPermission: ['sys:post:all', 'sys:user:all'],
  response: z.array(zPost),
});

export const postSave = defineEndpoint({
  id: 'organization.postSave',
  method: 'POST',
  path: '/sys/post',
  summary: 'Creates a post; its code is unique.',
  access: { roles: [0], permission: 'sys:post:all' },
  body: zPostBody,
  response: z.object({ id: z.string() }),
});

export const postUpdate = defineEndpoint({
  id: 'organization.postUpdate',
  method: 'PUT',
  path: '/sys/post',
  summary: 'Updates a post.',
  access: { roles: [0], permission: 'sys:post:all' },
  body: zPostBody.extend({ id: zId }),
  response: z.null(),
});

export const postDelete = defineEndpoint({
  id: 'organization.postDelete',
  method: 'DELETE',
  path: '/sys/post',
  summary: 'Deletes posts no staff account holds.',
  access: { roles: [0], permission: 'sys:post:all' },
  body: zIds,
  response: z.null(),
});

// Roles

export const zRole = z.object({
  id: z.string(),
  name: z.string(),
  remark: z.string(),
  dataScope: z.number().int(),
  createDate: z.string(),
  /** Staff accounts holding the role. */
  staffCount: z.number().int(),
});
export type Role = z.infer<typeof zRole>;

export const zRoleBody = z.object({
  name: zName,
  remark: z.string().trim().max(200).default(''),
  dataScope: zDataScope.default(0),
  /** Granted operator menu entries (ids of `GET /sys/menu/list?roleType=0`); their ancestors are granted with them. */
  menuIdList: z.array(zId).max(1000).default([]),
});

export const rolePage = defineEndpoint({
  id: 'organization.rolePage',
  method: 'GET',
  path: '/sys/role/page',
  summary: 'Roles of staff accounts; filter by name.',
  access: { roles: [0], permission: 'sys:role:all' },
  query: zPageParams.extend({ name: z.string().trim().max(50).optional() }),
  response: zPage(zRole),
});

export const roleList = defineEndpoint({
  id: 'organization.roleList',
  method: 'GET',
  path: '/sys/role/list',
  summary: 'Every role, for the staff form.',
  access: ORG,
  staffPermission: ['sys:role:all', 'sys:user:all'],
  response: z.array(zRole),
});

export const roleInfo = defineEndpoint({
  id: 'organization.roleInfo',
  method: 'GET',
  path: '/sys/role/{id}',
  summary: 'One role with its granted menu ids.',
  access: { roles: [0], permission: 'sys:role:all' },
  response: zRole.extend({ menuIdList: z.array(z.string()) }),
});

export const roleSave = defineEndpoint({
  id: 'organization.roleSave',
  method: 'POST',
  path: '/sys/role',
  summary: 'Creates a role granting operator menus (their permission strings go with them).',
  access: { roles: [0], permission: 'sys:role:all' },
  body: zRoleBody,
  response: z.object({ id: z.string() }),
});

export const roleUpdate = defineEndpoint({
  id: 'organization.roleUpdate',
  method: 'PUT',
  path: '/sys/role',
  summary: 'Updates a role; its holders get the new permissions on their next call and menus at next login.',
  access: { roles: [0], permission: 'sys:role:all' },
  body: zRoleBody.extend({ id: zId }),
  response: z.null(),
});

export const roleDelete = defineEndpoint({
  id: 'organization.roleDelete',
  method: 'DELETE',
  path: '/sys/role',
  summary: 'Deletes roles no staff account holds.',
  access: { roles: [0], permission: 'sys:role:all' },
  body: zIds,
  response: z.null(),
});

// Staff accounts

export const zStaff = z.object({
  id: z.string(),
  username: z.string(),
  realName: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** gender: male 0, female 1, undisclosed 2. */
  gender: z.number().int(),
  /** user_status: disabled 0, normal 1. */
  status: z.number().int(),
  deptId: z.string(),
  deptName: z.string(),
  roleIdList: z.array(z.string()),
  postIdList: z.array(z.string()),
  createDate: z.string(),
});
export type Staff = z.infer<typeof zStaff>;

const zStaffFields = z.object({
  realName: zName,
  email: z.string().trim().regex(EMAIL_PATTERN).max(100).or(z.literal('')).default(''),
  mobile: z.string().trim().regex(MOBILE_PATTERN),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(2),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  deptId: zId,
  roleIdList: z.array(zId).max(20).default([]),
  postIdList: z.array(zId).max(20).default([]),
});

export const staffPage = defineEndpoint({
  id: 'organization.staffPage',
  method: 'GET',
  path: '/sys/staff/page',
  summary:
    "Staff accounts within the caller's data scope; filter by username, department (and below) and status.",
  access: { roles: [0], permission: 'sys:user:all' },
  query: zPageParams.extend({
    username: z.string().trim().max(64).optional(),
    deptId: zId.optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
  }),
  response: zPage(zStaff),
});

export const staffInfo = defineEndpoint({
  id: 'organization.staffInfo',
  method: 'GET',
  path: '/sys/staff/{id}',
  summary: "One staff account (within the caller's data scope).",
  access: { roles: [0], permission: 'sys:user:all' },
  response: zStaff,
});

export const staffSave = defineEndpoint({
  id: 'organization.staffSave',
  method: 'POST',
  path: '/sys/staff',
  summary:
    'Creates a staff account (operator role type, not superAdmin) in a department with posts and roles.',
  access: { roles: [0], permission: 'sys:user:all' },
  body: zStaffFields.extend({
    username: z.string().trim().regex(USERNAME_PATTERN),
    password: z.string().regex(PASSWORD_PATTERN),
  }),
  response: z.object({ id: z.string() }),
});

export const staffUpdate = defineEndpoint({
  id: 'organization.staffUpdate',
  method: 'PUT',
  path: '/sys/staff',
  summary: 'Updates a staff account; disabling it ends its sessions at once.',
  access: { roles: [0], permission: 'sys:user:all' },
  body: zStaffFields.extend({ id: zId }),
  response: z.null(),
});

export const staffResetPassword = defineEndpoint({
  id: 'organization.staffResetPassword',
  method: 'PUT',
  path: '/sys/staff/password',
  summary: "Sets a staff account's new password and ends its sessions.",
  access: { roles: [0], permission: 'sys:user:all' },
  body: z.object({ id: zId, password: z.string().regex(PASSWORD_PATTERN) }),
  response: z.null(),
});

// Online users

export const zOnlineSession = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  realName: z.string(),
  roleType: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  loginAt: z.string(),
  lastSeenAt: z.string(),
  /** The caller's own session (it cannot be ended here). */
  current: z.boolean(),
});
export type OnlineSession = z.infer<typeof zOnlineSession>;

export const onlinePage = defineEndpoint({
  id: 'organization.onlinePage',
  method: 'GET',
  path: '/sys/online/page',
  summary:
    "Live sessions (one row per login), most recently active first; staff sessions limited to the caller's data scope.",
  access: { roles: [0], permission: 'sys:online:all' },
  query: zPageParams.extend({
    username: z.string().trim().max(64).optional(),
    roleType: z.coerce.number().int().min(0).max(3).optional(),
  }),
  response: zPage(zOnlineSession),
});

export const onlineLogout = defineEndpoint({
  id: 'organization.onlineLogout',
  method: 'POST',
  path: '/sys/online/logout',
  summary:
    'Force logout: ends the session and every session its login led to; its pages lose access at once.',
  access: { roles: [0], permission: 'sys:online:all' },
  body: z.object({ id: zId }),
  response: z.null(),
});

// Menu editor

export const zMenuEntry = z.object({
  id: z.string(),
  pid: z.string(),
  roleType: z.number().int(),
  key: z.string(),
  nameZhCn: z.string(),
  nameZhTw: z.string(),
  nameEnUs: z.string(),
  url: z.string(),
  /** 0 menu, 1 button. */
  type: z.number().int(),
  icon: z.string(),
  permissions: z.string(),
  isshow: z.number().int(),
  sort: z.number().int(),
});
export type MenuEntry = z.infer<typeof zMenuEntry>;

const zPermissionList = z
  .string()
  .trim()
  .max(1000)
  .regex(/^([A-Za-z][A-Za-z0-9_-]*(:[A-Za-z0-9_-]+)+)?(,[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z0-9_-]+)+)*$/);

export const zMenuBody = z.object({
  pid: z.coerce.number().int().min(0).default(0),
  nameZhCn: z.string().trim().min(1).max(100),
  nameZhTw: z.string().trim().min(1).max(100),
  nameEnUs: z.string().trim().min(1).max(100),
  url: z
    .string()
    .trim()
    .max(200)
    .regex(/^(|https?:\/\/\S+|[A-Za-z][A-Za-z0-9_/-]*)$/),
  type: z.union([z.literal(0), z.literal(1)]).default(0),
  icon: z.string().trim().max(50).default(''),
  permissions: zPermissionList.default(''),
  isshow: z.union([z.literal(0), z.literal(1)]).default(1),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});

export const menuList = defineEndpoint({
  id: 'organization.menuList',
  method: 'GET',
  path: '/sys/menu/list',
  summary:
    "Every menu entry of a role type, flat, by sort (the menu editor; the role form's grant tree uses roleType 0).",
  access: { roles: [0] },
  staffPermission: ['sys:menu:all', 'sys:role:all'],
  query: z.object({ roleType: z.coerce.number().int().min(0).max(3).default(0) }),
  response: z.array(zMenuEntry),
});

export const menuInfo = defineEndpoint({
  id: 'organization.menuInfo',
  method: 'GET',
  path: '/sys/menu/{id}',
  summary: 'One menu entry with its names in the three languages.',
  access: { roles: [0], permission: 'sys:menu:all' },
  response: zMenuEntry,
});

export const menuSave = defineEndpoint({
  id: 'organization.menuSave',
  method: 'POST',
  path: '/sys/menu',
  summary: 'Adds a menu entry to a role type (shown at the next login of its users).',
  access: { roles: [0], permission: 'sys:menu:all' },
  body: zMenuBody.extend({ roleType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]) }),
  response: z.object({ id: z.string() }),
});

export const menuUpdate = defineEndpoint({
  id: 'organization.menuUpdate',
  method: 'PUT',
  path: '/sys/menu',
  summary: 'Changes a menu entry: names, url, icon, permission strings, order, visibility, parent.',
  access: { roles: [0], permission: 'sys:menu:all' },
  body: zMenuBody.extend({ id: zId }),
  response: z.null(),
});

export const menuDelete = defineEndpoint({
  id: 'organization.menuDelete',
  method: 'DELETE',
  path: '/sys/menu/{id}',
  summary: 'Deletes a menu entry without sub-entries (roles lose the grant).',
  access: { roles: [0], permission: 'sys:menu:all' },
  response: z.null(),
});
