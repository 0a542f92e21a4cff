import { defineErrorDomain } from './domain.js';

/** Departments, posts, roles, staff accounts, the menu editor and online sessions: 10600–10619 (all taken). */
export const ORGANIZATION_ERRORS = defineErrorDomain(
  {
    DEPT_NAME_TAKEN: 10600,
    DEPT_NOT_FOUND: 10601,
    DEPT_HAS_CHILDREN: 10602,
    DEPT_HAS_STAFF: 10603,
    DEPT_PARENT_INVALID: 10604,
    POST_CODE_TAKEN: 10605,
    POST_IN_USE: 10606,
    ROLE_NAME_TAKEN: 10607,
    ROLE_IN_USE: 10608,
    ROLE_MENU_INVALID: 10609,
    STAFF_NOT_FOUND: 10610,
    STAFF_ROLE_INVALID: 10611,
    STAFF_POST_INVALID: 10612,
    MENU_HAS_CHILDREN: 10613,
    MENU_NOT_FOUND: 10614,
    MENU_PARENT_INVALID: 10615,
    ONLINE_SESSION_NOT_FOUND: 10616,
    STAFF_SELF_LOCKOUT: 10617,
    ROLE_SCOPE_TOO_WIDE: 10618,
    STAFF_OUTRANKS: 10619,
  },
  {
    10600: {
      'zh-CN': '同一上级部门下已有名为“{name}”的部门',
      'zh-TW': '同一上級部門下已有名為「{name}」的部門',
      'en-US': 'A department named "{name}" already exists under the same parent',
    },
    10601: {
      'zh-CN': '部门不存在或已被删除',
      'zh-TW': '部門不存在或已被刪除',
      'en-US': 'The department does not exist or was deleted',
    },
    10602: {
      'zh-CN': '该部门下还有子部门，请先删除或移走子部门',
      'zh-TW': '該部門下還有子部門，請先刪除或移走子部門',
      'en-US': 'The department has sub-departments: delete or move them first',
    },
    10603: {
      'zh-CN': '该部门下还有 {count} 个员工账号，请先调整他们的部门',
      'zh-TW': '該部門下還有 {count} 個員工帳號，請先調整他們的部門',
      'en-US': 'The department still has {count} staff accounts: move them to another department first',
    },
    10604: {
      'zh-CN': '上级部门无效：不能选择部门自身或其下级部门',
      'zh-TW': '上級部門無效：不能選擇部門本身或其下級部門',
      'en-US':
        'Invalid parent department: a department cannot sit under itself or one of its sub-departments',
    },
    10605: {
      'zh-CN': '岗位编码“{code}”已存在',
      'zh-TW': '職位編碼「{code}」已存在',
      'en-US': 'The post code "{code}" is already taken',
    },
    10606: {
      'zh-CN': '岗位“{name}”仍有员工任职，不能删除',
      'zh-TW': '職位「{name}」仍有員工任職，不能刪除',
      'en-US': 'The post "{name}" is still held by staff and cannot be deleted',
    },
    10607: {
      'zh-CN': '角色名称“{name}”已存在',
      'zh-TW': '角色名稱「{name}」已存在',
      'en-US': 'The role name "{name}" is already taken',
    },
    10608: {
      'zh-CN': '角色“{name}”仍分配给员工账号，不能删除',
      'zh-TW': '角色「{name}」仍指派給員工帳號，不能刪除',
      'en-US': 'The role "{name}" is still assigned to staff accounts and cannot be deleted',
    },
    10609: {
      'zh-CN': '只能授权运营方的菜单，菜单 {id} 不存在或不属于运营方',
      'zh-TW': '只能授權營運方的選單，選單 {id} 不存在或不屬於營運方',
      'en-US': 'Only operator menus can be granted: menu {id} does not exist or is not an operator menu',
    },
    10610: {
      'zh-CN': '员工账号不存在，或不在您的数据权限范围内',
      'zh-TW': '員工帳號不存在，或不在您的資料權限範圍內',
      'en-US': 'The staff account does not exist or is outside your data scope',
    },
    10611: {
      'zh-CN': '所选角色不存在，请刷新后重新选择',
      'zh-TW': '所選角色不存在，請重新整理後重新選擇',
      'en-US': 'A chosen role does not exist: reload and choose again',
    },
    10612: {
      'zh-CN': '所选岗位不存在或已停用，请刷新后重新选择',
      'zh-TW': '所選職位不存在或已停用，請重新整理後重新選擇',
      'en-US': 'A chosen post does not exist or is disabled: reload and choose again',
    },
    10613: {
      'zh-CN': '该菜单下还有子菜单，请先删除子菜单',
      'zh-TW': '該選單下還有子選單，請先刪除子選單',
      'en-US': 'The menu has sub-entries: delete them first',
    },
    10614: {
      'zh-CN': '菜单不存在或已被删除',
      'zh-TW': '選單不存在或已被刪除',
      'en-US': 'The menu entry does not exist or was deleted',
    },
    10615: {
      'zh-CN': '上级菜单无效：必须是同一角色类型的菜单，且不能是菜单自身或其下级',
      'zh-TW': '上級選單無效：必須是同一角色類型的選單，且不能是選單本身或其下級',
      'en-US':
        'Invalid parent menu: it must belong to the same role type and not be the entry itself or one below it',
    },
    10616: {
      'zh-CN': '该会话已结束或不在您的数据权限范围内',
      'zh-TW': '該工作階段已結束或不在您的資料權限範圍內',
      'en-US': 'The session has already ended or is outside your data scope',
    },
    10617: {
      'zh-CN': '不能停用自己的账号，也不能结束自己当前的会话',
      'zh-TW': '不能停用自己的帳號，也不能結束自己目前的工作階段',
      'en-US': 'You cannot disable your own account or end your own current session',
    },
    10618: {
      'zh-CN': '角色的数据范围不能比您自己的更宽',
      'zh-TW': '角色的資料範圍不能比您自己的更寬',
      'en-US': "A role's data scope cannot be wider than your own",
    },
    10619: {
      'zh-CN': '该账号拥有您没有的权限，只有拥有这些权限的人才能修改它或结束它的会话',
      'zh-TW': '該帳號擁有您沒有的權限，只有擁有這些權限的人才能修改它或結束它的工作階段',
      'en-US':
        'This account holds rights you do not hold: only someone holding them can change it or end its sessions',
    },
  },
);
