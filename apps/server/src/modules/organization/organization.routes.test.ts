import type { Endpoint, MenuEntry, MenuNode } from '@datamall/contract';
import { ErrorCode, endpoints, STAFF_PERMISSIONS, staffPermissionOf } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, multipartFile, startTestApp, type TestApp, TINY_PNG } from '../../test/harness.js';
import { sendJson } from '../../test/requests.js';

let t: TestApp;
let admin: string;

const PASSWORD = 'Staff@12345';

async function ok(token: string, url: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', payload?: unknown) {
  const body = await sendJson(t, token, url, { method, payload });
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(0);
  return body.data;
}

async function operatorMenus(): Promise<MenuEntry[]> {
  return ok(admin, '/sys/menu/list?roleType=0', 'GET');
}

const menuId = (menus: MenuEntry[], url: string) => Number(menus.find((m) => m.url === url)!.id);

let deptSeq = 0;
async function createDept(name: string, pid = 0): Promise<number> {
  deptSeq++;
  return Number((await ok(admin, '/sys/dept', 'POST', { pid, name, sort: deptSeq })).id);
}

async function createRole(name: string, urls: string[], dataScope = 0): Promise<number> {
  const menus = await operatorMenus();
  const menuIdList = urls.map((u) => menuId(menus, u));
  return Number((await ok(admin, '/sys/role', 'POST', { name, remark: '', dataScope, menuIdList })).id);
}

let mobileSeq = 13900000000;
async function createStaff(username: string, deptId: number, roleIdList: number[]): Promise<number> {
  mobileSeq++;
  const body = {
    username,
    password: PASSWORD,
    realName: username,
    mobile: String(mobileSeq),
    deptId,
    roleIdList,
  };
  return Number((await ok(admin, '/sys/staff', 'POST', body)).id);
}

/** The supplier asks for enterprise certification: an open review task for the operators. */
async function submitEnterpriseReview(): Promise<void> {
  const supplier = (await loginAs(t, 'supplier')).token;
  const file = multipartFile('file', 'license.png', TINY_PNG, 'image/png');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/server/user/uploadLicense',
    headers: { ...bearer(supplier), ...file.headers },
    payload: file.payload,
  });
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/server/user/submitEnterpriseInfo',
    headers: bearer(supplier),
    payload: {
      companyName: '华东精密制造数据有限公司',
      creditCode: '91350100M000100Y43',
      legalPerson: '王大成',
      licenseFileKey: uploaded.json().data.fileKey,
    },
  });
  expect(submitted.json().code).toBe(0);
}

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(async () => t.close());

describe('staff accounts and roles', () => {
  let billingStaff: string;

  beforeAll(async () => {
    const dept = await createDept('Finance');
    const role = await createRole('Billing clerk', ['operate/billing', 'sys/zqgoodsclass']);
    await createStaff('billclerk', dept, [role]);
    billingStaff = (await loginAs(t, 'billclerk', PASSWORD)).token;
  });

  it('shows a staff member only the granted menus, their groups and the personal pages', async () => {
    const nav: MenuNode[] = await ok(billingStaff, '/sys/menu/nav', 'GET');
    const shown = flatten(nav).filter((m) => m.isshow === 1 && m.url);
    expect(shown.map((m) => m.url).sort()).toEqual(['operate/billing', 'sys/zqgoodsclass']);
    expect(flatten(nav).some((m) => m.url === 'sys/updataPassWord')).toBe(true);
    const adminNav: MenuNode[] = await ok(admin, '/sys/menu/nav', 'GET');
    expect(flatten(adminNav).filter((m) => m.isshow === 1 && m.url).length).toBeGreaterThan(20);
  });

  it('answers billing calls and refuses the rest of the operator side', async () => {
    await ok(
      billingStaff,
      endpoints.billing.operateBillPage.path,
      endpoints.billing.operateBillPage.method,
      endpoints.billing.operateBillPage.method === 'GET' ? undefined : {},
    );
    const orders = await sendJson(t, billingStaff, endpoints.orders.operatePage.path, {
      method: 'POST',
      payload: {},
    });
    expect(orders.code).toBe(ErrorCode.FORBIDDEN);
    const perms: string[] = await ok(billingStaff, '/sys/menu/permissions', 'GET');
    expect(perms).toContain(STAFF_PERMISSIONS.billing);
    expect(perms).not.toContain(STAFF_PERMISSIONS.orders);
  });

  it('refuses every operator call outside the granted areas (generated from the contract)', async () => {
    const held = new Set<string>(await ok(billingStaff, '/sys/menu/permissions', 'GET'));
    const all = Object.values(endpoints)
      .flatMap((v) => (typeof v === 'object' && v && !('path' in v) ? Object.values(v) : [v]))
      .filter((v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'access' in v);
    const outside = [...new Map(all.map((e) => [e.id, e])).values()].filter((e) => {
      if (typeof e.access !== 'object' || (e.access.roles && !e.access.roles.includes(0))) return false;
      const needs = staffPermissionOf(e);
      return needs === undefined || (needs.length > 0 && !needs.some((p) => held.has(p)));
    });
    expect(outside.length).toBeGreaterThan(100);
    for (const e of outside) {
      const url = e.path.replace(/\{\w+\}/g, '1');
      const res = await sendJson(t, billingStaff, url, {
        method: e.method,
        payload: e.method === 'GET' ? undefined : {},
      });
      expect(res.code, `${e.id} ${e.method} ${url}`).toBe(ErrorCode.FORBIDDEN);
    }
  });

  it('applies a changed role to the next call', async () => {
    const role = await createRole('Orders clerk', ['operate/apiCommodity']);
    const dept = await createDept('Sales');
    await createStaff('orderclerk', dept, [role]);
    const token = (await loginAs(t, 'orderclerk', PASSWORD)).token;
    await ok(token, endpoints.orders.operatePage.path, 'POST', {});
    const menus = await operatorMenus();
    await ok(admin, '/sys/role', 'PUT', {
      id: role,
      name: 'Orders clerk',
      remark: '',
      dataScope: 0,
      menuIdList: [menuId(menus, 'operate/billing')],
    });
    const after = await sendJson(t, token, endpoints.orders.operatePage.path, {
      method: 'POST',
      payload: {},
    });
    expect(after.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('lists open tasks only to staff holding the workflow area', async () => {
    await submitEnterpriseReview();
    const adminTodo = await ok(admin, '/flow/todo/page', 'GET');
    expect(adminTodo.total).toBeGreaterThan(0);
    expect(await ok(billingStaff, '/flow/todo/page', 'GET')).toEqual({ total: 0, list: [] });
    const role = await createRole('Reviewer', ['flow-todo']);
    await createStaff('reviewer', await createDept('Review'), [role]);
    const reviewer = (await loginAs(t, 'reviewer', PASSWORD)).token;
    expect((await ok(reviewer, '/flow/todo/page', 'GET')).total).toBe(adminTodo.total);
    const taskId = adminTodo.list[0].taskId;
    await ok(reviewer, `/flow/task/info?taskId=${taskId}`, 'GET');
  });

  it('keeps the built-in operator on every call', async () => {
    await ok(admin, endpoints.orders.operatePage.path, 'POST', {});
    await ok(admin, '/sys/role/page', 'GET');
  });
});

describe('no escalation', () => {
  it('lets a staff member grant and assign only the menus it holds', async () => {
    const dept = await createDept('People');
    const hrRole = await createRole('Role keeper', ['sys/role', 'sys/user', 'operate/billing']);
    await createStaff('rolekeeper', dept, [hrRole]);
    const token = (await loginAs(t, 'rolekeeper', PASSWORD)).token;
    const menus = await operatorMenus();
    const wider = await sendJson(t, token, '/sys/role', {
      method: 'POST',
      payload: { name: 'Wider', menuIdList: [menuId(menus, 'operate/zqSecretKeyManagement/secretKey')] },
    });
    expect(wider.code).toBe(ErrorCode.ROLE_MENU_INVALID);
    await ok(token, '/sys/role', 'POST', {
      name: 'Narrower',
      menuIdList: [menuId(menus, 'operate/billing')],
    });
    const kmsRole = await createRole('Key keeper', ['operate/zqSecretKeyManagement/secretKey']);
    const assign = await sendJson(t, token, '/sys/staff', {
      method: 'POST',
      payload: {
        username: 'keyholder',
        password: PASSWORD,
        realName: 'k',
        mobile: '13911113333',
        deptId: dept,
        roleIdList: [kmsRole],
      },
    });
    expect(assign.code).toBe(ErrorCode.STAFF_ROLE_INVALID);
    // An account holding a menu the caller lacks (the billing clerk also holds goods categories) is out of reach.
    const clerk = (await ok(admin, '/sys/staff/page?username=billclerk', 'GET')).list[0];
    const reset = await sendJson(t, token, '/sys/staff/password', {
      method: 'PUT',
      payload: { id: Number(clerk.id), password: PASSWORD },
    });
    expect(reset.code).toBe(ErrorCode.STAFF_OUTRANKS);
    const clerkSession = (await ok(admin, '/sys/online/page?username=billclerk&limit=100', 'GET')).list[0];
    if (clerkSession) {
      const end = await sendJson(t, token, '/sys/online/logout', {
        method: 'POST',
        payload: { id: Number(clerkSession.id) },
      });
      expect(end.code).toBe(ErrorCode.FORBIDDEN);
    }
  });

  it('keeps a staff member from widening its own data scope or writing permissions into operator menus', async () => {
    const dept = await createDept('Regional');
    const narrow = await createRole('Regional HR', ['sys/role', 'sys/user'], 1);
    await createStaff('regionalhr', dept, [narrow]);
    const token = (await loginAs(t, 'regionalhr', PASSWORD)).token;
    const role = await ok(token, `/sys/role/${narrow}`, 'GET');
    const widen = await sendJson(t, token, '/sys/role', {
      method: 'PUT',
      payload: { id: narrow, name: role.name, dataScope: 0, menuIdList: role.menuIdList.map(Number) },
    });
    expect(widen.code).toBe(ErrorCode.ROLE_SCOPE_TOO_WIDE);

    const menuRole = await createRole('Menu keeper', ['sys/menu']);
    await createStaff('menukeeper', dept, [menuRole]);
    const menuToken = (await loginAs(t, 'menukeeper', PASSWORD)).token;
    const entry = { pid: 0, nameZhCn: '后门', nameZhTw: '後門', nameEnUs: 'Back door', url: 'x/y' };
    const own = await sendJson(t, menuToken, '/sys/menu', {
      method: 'POST',
      payload: { ...entry, roleType: 0, permissions: 'operate:billing:all' },
    });
    expect(own.code).toBe(ErrorCode.FORBIDDEN);
    const consumers = await sendJson(t, menuToken, '/sys/menu', {
      method: 'POST',
      payload: { ...entry, roleType: 1 },
    });
    expect(consumers.code).toBe(0);
    await ok(admin, `/sys/menu/${consumers.data.id}`, 'DELETE');
  });
});

describe('data scope', () => {
  it('shows a department-scoped staff member only the staff of its department and below', async () => {
    const hq = await createDept('Headquarters');
    const branch = await createDept('Branch', hq);
    const other = await createDept('Elsewhere');
    const scoped = await createRole('HR of HQ', ['sys/user'], 1);
    const hr = await createStaff('hrlead', hq, [scoped]);
    const inBranch = await createStaff('branchworker', branch, []);
    const outside = await createStaff('outsider', other, []);
    const token = (await loginAs(t, 'hrlead', PASSWORD)).token;
    const page = await ok(token, '/sys/staff/page?limit=100', 'GET');
    const ids = page.list.map((s: { id: string }) => Number(s.id));
    expect(ids).toEqual(expect.arrayContaining([hr, inBranch]));
    expect(ids).not.toContain(outside);
    const hidden = await sendJson(t, token, `/sys/staff/${outside}`, { method: 'GET' });
    expect(hidden.code).toBe(ErrorCode.STAFF_NOT_FOUND);
    const own = await createRole('Self only', ['sys/user'], 2);
    const selfOnly = await createStaff('selfonly', other, [own]);
    const selfToken = (await loginAs(t, 'selfonly', PASSWORD)).token;
    const mine = await ok(selfToken, '/sys/staff/page', 'GET');
    expect(mine.list.map((s: { id: string }) => Number(s.id))).toEqual([selfOnly]);
  });
});

describe('refusals that change nothing', () => {
  it('refuses duplicate names, non-operator menus, and deleting what is in use', async () => {
    const dept = await createDept('Legal');
    const dup = await sendJson(t, admin, '/sys/dept', { method: 'POST', payload: { pid: 0, name: 'legal' } });
    expect(dup.code).toBe(ErrorCode.DEPT_NAME_TAKEN);
    expect(dup.msg).toContain('legal');
    const consumerMenu = (await ok(admin, '/sys/menu/list?roleType=1', 'GET'))[0].id;
    const bad = await sendJson(t, admin, '/sys/role', {
      method: 'POST',
      payload: { name: 'Wrong', menuIdList: [Number(consumerMenu)] },
    });
    expect(bad.code).toBe(ErrorCode.ROLE_MENU_INVALID);
    const role = await createRole('Legal clerk', ['operate/zqagreement/zqagreement']);
    await createStaff('legalclerk', dept, [role]);
    expect((await sendJson(t, admin, `/sys/dept/${dept}`, { method: 'DELETE' })).code).toBe(
      ErrorCode.DEPT_HAS_STAFF,
    );
    expect((await sendJson(t, admin, '/sys/role', { method: 'DELETE', payload: [role] })).code).toBe(
      ErrorCode.ROLE_IN_USE,
    );
    const sub = await createDept('Contracts', dept);
    const loop = await sendJson(t, admin, '/sys/dept', {
      method: 'PUT',
      payload: { id: dept, pid: sub, name: 'Legal' },
    });
    expect(loop.code).toBe(ErrorCode.DEPT_PARENT_INVALID);
    const taken = await sendJson(t, admin, '/sys/staff', {
      method: 'POST',
      payload: {
        username: 'legalclerk',
        password: PASSWORD,
        realName: 'x',
        mobile: '13911112222',
        deptId: dept,
      },
    });
    expect(taken.code).toBe(ErrorCode.USERNAME_TAKEN);
    const weak = await sendJson(t, admin, '/sys/staff', {
      method: 'POST',
      payload: {
        username: 'weakpass',
        password: 'short',
        realName: 'x',
        mobile: '13911112223',
        deptId: dept,
      },
    });
    expect(weak.code).toBe(ErrorCode.BAD_PARAMS);
    const page = await ok(admin, '/sys/staff/page?username=weakpass', 'GET');
    expect(page.total).toBe(0);
  });

  it('refuses the organization calls to consumers, suppliers and developers', async () => {
    for (const user of ['consumer', 'supplier', 'developer']) {
      const token = (await loginAs(t, user)).token;
      for (const [url, method] of [
        ['/sys/dept/list', 'GET'],
        ['/sys/role/page', 'GET'],
        ['/sys/staff/page', 'GET'],
        ['/sys/online/page', 'GET'],
        ['/sys/menu/list', 'GET'],
      ] as const)
        expect((await sendJson(t, token, url, { method })).code, `${user} ${url}`).toBe(ErrorCode.FORBIDDEN);
    }
  });
});

describe('online users', () => {
  it('keeps a staff member from logging out the built-in operator or staff holding more than it does', async () => {
    const keeper = await createRole('Session keeper', ['sys/online']);
    const dept = await createDept('Security');
    await createStaff('sessionkeeper', dept, [keeper]);
    const token = (await loginAs(t, 'sessionkeeper', PASSWORD)).token;
    const wider = await createRole('Session keeper and billing', ['sys/online', 'operate/billing']);
    await createStaff('widerkeeper', dept, [wider]);
    await loginAs(t, 'widerkeeper', PASSWORD);
    const peer = await createRole('Peer keeper', ['sys/online']);
    await createStaff('peerkeeper', dept, [peer]);
    await loginAs(t, 'peerkeeper', PASSWORD);
    const sessionOf = async (username: string) =>
      Number((await ok(admin, `/sys/online/page?username=${username}&limit=100`, 'GET')).list[0].id);
    for (const username of ['admin', 'widerkeeper']) {
      const end = await sendJson(t, token, '/sys/online/logout', {
        method: 'POST',
        payload: { id: await sessionOf(username) },
      });
      expect(end.code, username).toBe(ErrorCode.STAFF_OUTRANKS);
    }
    await ok(token, '/sys/online/logout', 'POST', { id: await sessionOf('peerkeeper') });
  });

  it('lists live sessions and ends one at once; the own session cannot be ended', async () => {
    const victim = await loginAs(t, 'consumer');
    const page = await ok(admin, '/sys/online/page?username=consumer&limit=100', 'GET');
    const row = page.list.find((s: { current: boolean }) => !s.current);
    expect(row.username).toBe('consumer');
    await ok(admin, '/sys/online/logout', 'POST', { id: Number(row.id) });
    const after = await sendJson(t, victim.token, '/sys/user/info', { method: 'GET' });
    expect(after.code).toBe(ErrorCode.NOT_LOGGED_IN);
    const again = await sendJson(t, admin, '/sys/online/logout', {
      method: 'POST',
      payload: { id: Number(row.id) },
    });
    expect(again.code).toBe(ErrorCode.ONLINE_SESSION_NOT_FOUND);
    const mine = (await ok(admin, '/sys/online/page?username=admin&limit=100', 'GET')).list.find(
      (s: { current: boolean }) => s.current,
    );
    const self = await sendJson(t, admin, '/sys/online/logout', {
      method: 'POST',
      payload: { id: Number(mine.id) },
    });
    expect(self.code).toBe(ErrorCode.STAFF_SELF_LOCKOUT);
  });

  it('ends the sessions of a disabled staff account', async () => {
    const dept = await createDept('Temporary');
    const id = await createStaff('tempworker', dept, []);
    const token = (await loginAs(t, 'tempworker', PASSWORD)).token;
    const staff = await ok(admin, `/sys/staff/${id}`, 'GET');
    await ok(admin, '/sys/staff', 'PUT', {
      ...staff,
      id,
      deptId: Number(staff.deptId),
      status: 0,
      roleIdList: [],
      postIdList: [],
    });
    expect((await sendJson(t, token, '/sys/user/info', { method: 'GET' })).code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });
});

describe('menu editor', () => {
  it('adds, edits and deletes an entry; refuses deleting a parent', async () => {
    const menus = await operatorMenus();
    const group = menus.find((m) => m.key === 'group:settings')!;
    const created = await ok(admin, '/sys/menu', 'POST', {
      roleType: 0,
      pid: Number(group.id),
      nameZhCn: '帮助',
      nameZhTw: '幫助',
      nameEnUs: 'Help',
      url: 'https://example.com/help',
      permissions: 'sys:help:all',
    });
    const info: MenuEntry = await ok(admin, `/sys/menu/${created.id}`, 'GET');
    expect(info.nameEnUs).toBe('Help');
    await ok(admin, '/sys/menu', 'PUT', {
      ...info,
      id: Number(info.id),
      pid: Number(info.pid),
      nameEnUs: 'Handbook',
    });
    expect((await ok(admin, `/sys/menu/${created.id}`, 'GET')).nameEnUs).toBe('Handbook');
    expect((await sendJson(t, admin, `/sys/menu/${group.id}`, { method: 'DELETE' })).code).toBe(
      ErrorCode.MENU_HAS_CHILDREN,
    );
    const badPerm = await sendJson(t, admin, '/sys/menu', {
      method: 'PUT',
      payload: { ...info, id: Number(info.id), pid: Number(info.pid), permissions: 'not a permission' },
    });
    expect(badPerm.code).toBe(ErrorCode.BAD_PARAMS);
    await ok(admin, `/sys/menu/${created.id}`, 'DELETE');
    expect((await sendJson(t, admin, `/sys/menu/${created.id}`, { method: 'GET' })).code).toBe(
      ErrorCode.MENU_NOT_FOUND,
    );
  });
});
