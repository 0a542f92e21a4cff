import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import type { Localized } from '../locales.js';
import { ROLE_TYPE_LABELS } from '../roles.js';
import { zRegisterBody } from './identity.js';

/** What the operator may bulk-load from Excel: accounts, classification nodes, classification tags. */
export const EXCEL_IMPORT_KINDS = ['users', 'categories', 'tags'] as const;
export type ExcelImportKind = (typeof EXCEL_IMPORT_KINDS)[number];
export const zExcelImportKind = z.enum(EXCEL_IMPORT_KINDS);

/**
 * validate: only the report, nothing is written; all-or-nothing: every row or none (any failing row keeps the whole
 * file out); valid-rows: the rows that pass, in one transaction, the others reported.
 */
export const EXCEL_IMPORT_MODES = ['validate', 'all-or-nothing', 'valid-rows'] as const;
export type ExcelImportMode = (typeof EXCEL_IMPORT_MODES)[number];
export const zExcelImportMode = z.enum(EXCEL_IMPORT_MODES);

/**
 * Limits of one import. Accounts are fewer: each password is hashed with scrypt (about 25 ms of one core each), so
 * 5,000 accounts stay within the web's long request timeout on a two-core server.
 */
export const EXCEL_IMPORT_LIMITS = {
  fileMb: 10,
  rows: { users: 5_000, categories: 10_000, tags: 10_000 } satisfies Record<ExcelImportKind, number>,
  /** At most this many row errors are listed in an answer; `errorCount` has them all. */
  listedErrors: 5_000,
} as const;

/**
 * An imported account: the same rules as registration (contract zRegisterBody), without the SMS code, which the
 * operator does not have. Operators are never imported (the create-operator command creates them).
 */
export const zImportedUser = z.object({
  username: zRegisterBody.shape.username,
  password: zRegisterBody.shape.password,
  roleType: zRegisterBody.shape.roleType,
  companyName: zRegisterBody.shape.companyName,
  contactName: zRegisterBody.shape.contactName,
  mobile: zRegisterBody.shape.mobile,
  email: zRegisterBody.shape.email,
});
export type ImportedUser = z.output<typeof zImportedUser>;

export interface ImportColumn {
  key: string;
  header: Localized;
  /** What the column holds and which values it allows: the template's notes and the reason a value is refused. */
  rule: Localized;
  required: boolean;
}

export const EXCEL_IMPORT_KIND_LABELS: Record<ExcelImportKind, Localized> = {
  users: { 'zh-CN': '用户', 'zh-TW': '使用者', 'en-US': 'Users' },
  categories: { 'zh-CN': '分类', 'zh-TW': '分類', 'en-US': 'Categories' },
  tags: { 'zh-CN': '分类标签', 'zh-TW': '分類標籤', 'en-US': 'Category tags' },
};

const TREE_COLUMN: ImportColumn = {
  key: 'tree',
  header: { 'zh-CN': '分类树', 'zh-TW': '分類樹', 'en-US': 'Tree' },
  rule: {
    'zh-CN': '数据源分类、商品分类或品牌（也可填 1、2、3）',
    'zh-TW': '資料源分類、商品分類或品牌（也可填 1、2、3）',
    'en-US': 'Data sources, Goods or Brands (or 1, 2, 3)',
  },
  required: true,
};

const SORT_COLUMN: ImportColumn = {
  key: 'sort',
  header: { 'zh-CN': '排序', 'zh-TW': '排序', 'en-US': 'Sort' },
  rule: {
    'zh-CN': '0–99999 的整数，默认 0，小的在前',
    'zh-TW': '0–99999 的整數，預設 0，小的在前',
    'en-US': 'A whole number 0–99999, default 0; smaller first',
  },
  required: false,
};

/** Column order of the templates; headers are matched in any of the three languages. */
export const EXCEL_IMPORT_COLUMNS: Record<ExcelImportKind, ImportColumn[]> = {
  users: [
    {
      key: 'username',
      header: { 'zh-CN': '用户名', 'zh-TW': '使用者名稱', 'en-US': 'Username' },
      rule: {
        'zh-CN': '4–32 位，字母开头，仅字母、数字、下划线；不区分大小写唯一',
        'zh-TW': '4–32 位，字母開頭，僅字母、數字、底線；不分大小寫唯一',
        'en-US': '4–32 characters: a letter, then letters, digits or _; unique ignoring case',
      },
      required: true,
    },
    {
      key: 'password',
      header: { 'zh-CN': '初始密码', 'zh-TW': '初始密碼', 'en-US': 'Initial password' },
      rule: {
        'zh-CN': '8–32 位，须含大写字母、小写字母和数字，可含符号',
        'zh-TW': '8–32 位，須含大寫字母、小寫字母和數字，可含符號',
        'en-US': '8–32 characters with an upper-case letter, a lower-case letter and a digit',
      },
      required: true,
    },
    {
      key: 'roleType',
      header: { 'zh-CN': '角色', 'zh-TW': '角色', 'en-US': 'Role' },
      rule: {
        'zh-CN': '消费方、开发方或供应方（也可填 1、2、3）；运营方账号不能导入',
        'zh-TW': '消費方、開發方或供應方（也可填 1、2、3）；營運方帳號不能匯入',
        'en-US': 'Consumer, Developer or Supplier (or 1, 2, 3); operator accounts are not imported',
      },
      required: true,
    },
    {
      key: 'companyName',
      header: { 'zh-CN': '企业名称', 'zh-TW': '企業名稱', 'en-US': 'Company name' },
      rule: {
        'zh-CN': '2–100 个字符（开发方填店铺名）',
        'zh-TW': '2–100 個字元（開發方填店鋪名）',
        'en-US': '2–100 characters (a developer gives its shop name)',
      },
      required: true,
    },
    {
      key: 'contactName',
      header: { 'zh-CN': '联系人', 'zh-TW': '聯絡人', 'en-US': 'Contact name' },
      rule: { 'zh-CN': '1–50 个字符', 'zh-TW': '1–50 個字元', 'en-US': '1–50 characters' },
      required: true,
    },
    {
      key: 'mobile',
      header: { 'zh-CN': '手机号', 'zh-TW': '手機號碼', 'en-US': 'Mobile' },
      rule: {
        'zh-CN': '1 开头的 11 位数字；唯一',
        'zh-TW': '1 開頭的 11 位數字；唯一',
        'en-US': '11 digits starting with 1; unique',
      },
      required: true,
    },
    {
      key: 'email',
      header: { 'zh-CN': '邮箱', 'zh-TW': '電子郵件', 'en-US': 'Email' },
      rule: { 'zh-CN': '邮箱地址', 'zh-TW': '電子郵件地址', 'en-US': 'An email address' },
      required: false,
    },
  ],
  categories: [
    TREE_COLUMN,
    {
      key: 'parentPath',
      header: { 'zh-CN': '上级分类路径', 'zh-TW': '上層分類路徑', 'en-US': 'Parent path' },
      rule: {
        'zh-CN':
          '从根开始的上级名称，用 / 分隔（如 工业/能源）；空为根分类。上级须已存在或在本文件更靠前的行中',
        'zh-TW':
          '從根開始的上層名稱，以 / 分隔（如 工業/能源）；空為根分類。上層須已存在或在本檔案較前的列中',
        'en-US':
          'Parent names from the root, separated by / (e.g. Industry/Energy); empty for a root. The parent exists already or is on an earlier row',
      },
      required: false,
    },
    {
      key: 'name',
      header: { 'zh-CN': '名称', 'zh-TW': '名稱', 'en-US': 'Name' },
      rule: {
        'zh-CN': '1–50 个字符，不含 /；同一上级下不区分大小写唯一',
        'zh-TW': '1–50 個字元，不含 /；同一上層下不分大小寫唯一',
        'en-US': '1–50 characters without /; unique under one parent, ignoring case',
      },
      required: true,
    },
    {
      key: 'nameEn',
      header: { 'zh-CN': '英文名称', 'zh-TW': '英文名稱', 'en-US': 'English name' },
      rule: { 'zh-CN': '最多 100 个字符', 'zh-TW': '最多 100 個字元', 'en-US': 'At most 100 characters' },
      required: false,
    },
    SORT_COLUMN,
    {
      key: 'status',
      header: { 'zh-CN': '状态', 'zh-TW': '狀態', 'en-US': 'Status' },
      rule: {
        'zh-CN': '启用或停用（也可填 1、0），默认启用',
        'zh-TW': '啟用或停用（也可填 1、0），預設啟用',
        'en-US': 'Enabled or Disabled (or 1, 0); default Enabled',
      },
      required: false,
    },
  ],
  tags: [
    TREE_COLUMN,
    {
      key: 'categoryPath',
      header: { 'zh-CN': '所属分类路径', 'zh-TW': '所屬分類路徑', 'en-US': 'Category path' },
      rule: {
        'zh-CN': '从根开始的分类名称，用 / 分隔（如 工业/能源）；分类须已存在',
        'zh-TW': '從根開始的分類名稱，以 / 分隔（如 工業/能源）；分類須已存在',
        'en-US': 'Category names from the root, separated by / (e.g. Industry/Energy); the category exists',
      },
      required: true,
    },
    {
      key: 'name',
      header: { 'zh-CN': '标签名称', 'zh-TW': '標籤名稱', 'en-US': 'Tag name' },
      rule: {
        'zh-CN': '1–50 个字符；同一分类下不区分大小写唯一',
        'zh-TW': '1–50 個字元；同一分類下不分大小寫唯一',
        'en-US': '1–50 characters; unique within the category, ignoring case',
      },
      required: true,
    },
    SORT_COLUMN,
  ],
};

/**
 * Columns whose cells pick from a list: each value's label in every language (a cell holds the label in any
 * language, or the number itself). The template offers the labels of the caller's language as a drop-down.
 */
export const EXCEL_IMPORT_CHOICES: Record<string, Record<number, Localized>> = {
  roleType: { 1: ROLE_TYPE_LABELS[1], 2: ROLE_TYPE_LABELS[2], 3: ROLE_TYPE_LABELS[3] },
  tree: {
    1: { 'zh-CN': '数据源分类', 'zh-TW': '資料源分類', 'en-US': 'Data sources' },
    2: { 'zh-CN': '商品分类', 'zh-TW': '商品分類', 'en-US': 'Goods' },
    3: { 'zh-CN': '品牌', 'zh-TW': '品牌', 'en-US': 'Brands' },
  },
  status: {
    1: { 'zh-CN': '启用', 'zh-TW': '啟用', 'en-US': 'Enabled' },
    0: { 'zh-CN': '停用', 'zh-TW': '停用', 'en-US': 'Disabled' },
  },
};

export const zImportRowError = z.object({
  /** The row number as Excel shows it (the header is row 1). */
  row: z.number().int(),
  /** The column's header in the caller's language ('' for the whole row). */
  column: z.string(),
  reason: z.string(),
});
export type ImportRowError = z.infer<typeof zImportRowError>;

export const zImportResult = z.object({
  /** Data rows read (blank rows not counted). */
  total: z.number().int(),
  imported: z.number().int(),
  /** Every row error; `errors` lists the first EXCEL_IMPORT_LIMITS.listedErrors of them. */
  errorCount: z.number().int(),
  /** Rows with at least one error. */
  invalidRows: z.number().int(),
  errors: z.array(zImportRowError),
});
export type ImportResult = z.infer<typeof zImportResult>;

const ACCESS = { roles: [0], permission: 'sys:excel:import' } as const;

export const template = defineEndpoint({
  id: 'excelImport.template',
  method: 'GET',
  path: '/sys/excel/template',
  summary:
    "The .xlsx template of a kind: header row in the caller's language, a notes sheet, drop-down lists (operator).",
  access: ACCESS,
  query: z.object({ kind: zExcelImportKind }),
  response: z.null(),
  raw: true,
});

export const importFile = defineEndpoint({
  id: 'excelImport.import',
  method: 'POST',
  path: '/sys/excel/import',
  summary: `Checks and imports an .xlsx (operator; multipart fields \`kind\`, \`mode\` then \`file\`; at most ${EXCEL_IMPORT_LIMITS.fileMb} MB). Answers the counts and the row errors.`,
  access: ACCESS,
  bodyType: 'multipart',
  response: zImportResult,
});
