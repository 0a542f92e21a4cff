import { excelImport, formatMessage, LOCALES, type Locale, type Localized } from '@datamall/contract';
import type { SheetRow } from './excel-import.reader.js';

/** Why a row is refused, besides a value against its column's rule (the rule itself is then the reason). */
export const ROW_REASONS = {
  required: { 'zh-CN': '必填', 'zh-TW': '必填', 'en-US': 'Required' },
  duplicateInFile: {
    'zh-CN': '与第 {row} 行重复',
    'zh-TW': '與第 {row} 列重複',
    'en-US': 'Same as row {row}',
  },
  usernameTaken: {
    'zh-CN': '该用户名已被注册',
    'zh-TW': '該使用者名稱已被註冊',
    'en-US': 'This username is already registered',
  },
  mobileTaken: {
    'zh-CN': '该手机号已被注册',
    'zh-TW': '該手機號碼已被註冊',
    'en-US': 'This mobile is already registered',
  },
  categoryExists: {
    'zh-CN': '该分类已存在',
    'zh-TW': '該分類已存在',
    'en-US': 'This category exists already',
  },
  parentNotFound: {
    'zh-CN': '上级分类「{path}」不存在，也不在本文件更靠前的行中',
    'zh-TW': '上層分類「{path}」不存在，也不在本檔案較前的列中',
    'en-US': 'The parent "{path}" exists neither in the tree nor on an earlier row',
  },
  parentRowInvalid: {
    'zh-CN': '上级分类所在的第 {row} 行有错误',
    'zh-TW': '上層分類所在的第 {row} 列有錯誤',
    'en-US': 'The parent on row {row} has errors',
  },
  categoryNotFound: {
    'zh-CN': '分类「{path}」不存在',
    'zh-TW': '分類「{path}」不存在',
    'en-US': 'The category "{path}" does not exist',
  },
  tagExists: {
    'zh-CN': '该分类下已有同名标签',
    'zh-TW': '該分類下已有同名標籤',
    'en-US': 'The category has a tag of this name already',
  },
} satisfies Record<string, Localized>;
export type RowReason = keyof typeof ROW_REASONS;

/** One refusal: the column key ('' for the row) and either a row reason or the column's rule. */
export interface RowIssue {
  row: number;
  column: string;
  reason: RowReason | 'rule';
  params?: Record<string, string | number>;
}

/** A data row read into its values, or refused with its issues. */
export interface ParsedRow<T> {
  row: number;
  /** The trimmed cells by column key, as read. */
  cells: Record<string, string>;
  value: T | null;
  issues: RowIssue[];
}

export function issueText(kind: excelImport.ExcelImportKind, issue: RowIssue, locale: Locale) {
  const column = excelImport.EXCEL_IMPORT_COLUMNS[kind].find((c) => c.key === issue.column);
  const template = issue.reason === 'rule' ? column?.rule[locale] : ROW_REASONS[issue.reason][locale];
  return {
    row: issue.row,
    column: column?.header[locale] ?? '',
    reason: formatMessage(template ?? '', issue.params),
  };
}

/** The number a choice cell names: its label in any language or the number itself; null when not a choice. */
export function choiceValue(key: string, text: string): number | null {
  const choices = excelImport.EXCEL_IMPORT_CHOICES[key] ?? {};
  const wanted = text.trim().toLowerCase();
  for (const [value, label] of Object.entries(choices)) {
    if (wanted === value || LOCALES.some((l) => label[l].toLowerCase() === wanted)) return Number(value);
  }
  return null;
}

/** Collects the issues of one row column by column (one issue per column). */
class RowCheck {
  readonly issues: RowIssue[] = [];

  constructor(
    readonly row: SheetRow,
    private readonly kind: excelImport.ExcelImportKind,
  ) {}

  /** The trimmed cell; a blank required cell is reported. */
  text(key: string): string {
    const value = this.row.cells[key] ?? '';
    const column = excelImport.EXCEL_IMPORT_COLUMNS[this.kind].find((c) => c.key === key);
    if (value === '' && column?.required) this.fail(key, 'required');
    return value;
  }

  fail(column: string, reason: RowIssue['reason'], params?: RowIssue['params']) {
    if (this.issues.some((i) => i.column === column)) return;
    this.issues.push({ row: this.row.row, column, reason, ...(params ? { params } : {}) });
  }

  failed(column: string): boolean {
    return this.issues.some((i) => i.column === column);
  }

  result<T>(value: T): ParsedRow<T> {
    return {
      row: this.row.row,
      cells: this.row.cells,
      value: this.issues.length ? null : value,
      issues: this.issues,
    };
  }
}

/** An account row against the registration rules (zImportedUser). */
export function parseUserRow(row: SheetRow): ParsedRow<excelImport.ImportedUser> {
  const check = new RowCheck(row, 'users');
  const columns = excelImport.EXCEL_IMPORT_COLUMNS.users.map((c) => c.key);
  const input: Record<string, unknown> = {};
  for (const key of columns) input[key] = check.text(key);
  if (input.roleType !== '') input.roleType = choiceValue('roleType', String(input.roleType)) ?? 'invalid';
  const parsed = excelImport.zImportedUser.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) check.fail(String(issue.path[0] ?? ''), 'rule');
  }
  return check.result(parsed.success ? parsed.data : (null as never));
}

const SORT_PATTERN = /^\d{1,5}$/;
const NAME_MAX = 50;

/** A path of names from the root ("Industry/Energy"): segments trimmed; null when a segment is empty or too long. */
export function parsePath(text: string): string[] | null {
  if (text === '') return [];
  const names = text.split('/').map((s) => s.trim());
  return names.every((n) => n.length >= 1 && n.length <= NAME_MAX) ? names : null;
}

export function pathKey(classify: number, names: string[]): string {
  return `${classify}|${names.map((n) => n.toLowerCase()).join('/')}`;
}

function treeOf(check: RowCheck): number {
  const text = check.text('tree');
  const classify = text === '' ? null : choiceValue('tree', text);
  if (text !== '' && classify === null) check.fail('tree', 'rule');
  return classify ?? 0;
}

function sortOf(check: RowCheck): number {
  const text = check.text('sort');
  if (text === '') return 0;
  if (!SORT_PATTERN.test(text)) check.fail('sort', 'rule');
  return Number(text) || 0;
}

function nameOf(check: RowCheck, allowSlash: boolean): string {
  const name = check.text('name');
  if (name !== '' && (name.length > NAME_MAX || (!allowSlash && name.includes('/'))))
    check.fail('name', 'rule');
  return name;
}

function pathOf(check: RowCheck, key: string): string[] {
  const names = parsePath(check.text(key));
  if (names === null) check.fail(key, 'rule');
  return names ?? [];
}

export interface CategoryInput {
  classify: number;
  parentPath: string[];
  name: string;
  nameEn: string;
  sort: number;
  status: number;
}

export function parseCategoryRow(row: SheetRow): ParsedRow<CategoryInput> {
  const check = new RowCheck(row, 'categories');
  const classify = treeOf(check);
  const parentPath = pathOf(check, 'parentPath');
  const name = nameOf(check, false);
  const nameEn = check.text('nameEn');
  if (nameEn.length > 100) check.fail('nameEn', 'rule');
  const sort = sortOf(check);
  const statusText = check.text('status');
  const status = statusText === '' ? 1 : choiceValue('status', statusText);
  if (status === null) check.fail('status', 'rule');
  return check.result({ classify, parentPath, name, nameEn, sort, status: status ?? 1 });
}

export interface TagInput {
  classify: number;
  categoryPath: string[];
  name: string;
  sort: number;
}

export function parseTagRow(row: SheetRow): ParsedRow<TagInput> {
  const check = new RowCheck(row, 'tags');
  const classify = treeOf(check);
  const categoryPath = pathOf(check, 'categoryPath');
  const name = nameOf(check, true);
  const sort = sortOf(check);
  return check.result({ classify, categoryPath, name, sort });
}

/**
 * Reports each later row whose key repeats an earlier one ("Same as row N") on `column`. Rows whose key is null
 * (the value itself is invalid) are left out.
 */
export function markDuplicates<T>(
  rows: ParsedRow<T>[],
  column: string,
  keyOf: (row: ParsedRow<T>) => string | null,
) {
  const first = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, row.row);
    else addIssue(row, { row: row.row, column, reason: 'duplicateInFile', params: { row: earlier } });
  }
}

/** Adds an issue to a parsed row (one per column) and marks the row refused. */
export function addIssue<T>(row: ParsedRow<T>, issue: RowIssue) {
  if (row.issues.some((i) => i.column === issue.column)) return;
  row.issues.push(issue);
  row.value = null;
}

/** The cell of a column whose value passed its rule (null when it failed or is blank). */
export function validCell<T>(row: ParsedRow<T>, column: string): string | null {
  const value = row.cells[column] ?? '';
  return value === '' || row.issues.some((i) => i.column === column) ? null : value;
}
