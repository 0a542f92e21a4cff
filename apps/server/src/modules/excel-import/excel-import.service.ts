import type { Readable } from 'node:stream';
import { ErrorCode, excelImport, type Locale } from '@datamall/contract';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/secrets.js';
import { readImportRows, receiveWorkbook, type SheetRow } from './excel-import.reader.js';
import {
  addIssue,
  type CategoryInput,
  issueText,
  markDuplicates,
  type ParsedRow,
  parseCategoryRow,
  parseTagRow,
  parseUserRow,
  pathKey,
  type TagInput,
  validCell,
} from './excel-import.rules.js';

type Kind = excelImport.ExcelImportKind;
type Mode = excelImport.ExcelImportMode;
type ImportedUser = excelImport.ImportedUser;

const { EXCEL_IMPORT_LIMITS: LIMITS } = excelImport;

/** Passwords hashed at once: scrypt runs on libuv's pool, so a few in flight keep every core busy. */
const HASH_PARALLEL = 8;

/** What the import uses of the accounts module. */
export interface ImportAccounts {
  takenUsernames(lowerNames: string[]): Promise<Set<string>>;
  takenMobiles(mobiles: string[]): Promise<Set<string>>;
  insertApprovedUsers(
    users: (Omit<ImportedUser, 'password'> & { passwordHash: string; email: string })[],
    tx: DbOrTx,
  ): Promise<number>;
}

/** A node of a classification tree: where it hangs and its name. */
interface TreeNode {
  id: number;
  classify: number;
  parentId: number | null;
  name: string;
}

/** What the import uses of the catalog module. */
export interface ImportCatalog {
  treeNodes(classifies: number[], db?: DbOrTx): Promise<TreeNode[]>;
  insertClassifications(
    nodes: (Omit<CategoryInput, 'parentPath'> & { parentId: number | null })[],
    tx: DbOrTx,
  ): Promise<TreeNode[]>;
  tagKeys(classificationIds: number[]): Promise<Set<string>>;
  insertTags(tags: { classificationId: number; name: string; sort: number }[], tx: DbOrTx): Promise<number>;
}

/** A checked file: its rows and, per kind, a writer of the rows that passed. */
interface Checked<T> {
  rows: ParsedRow<T>[];
  write: (valid: ParsedRow<T>[]) => Promise<number>;
}

/** Excel import of accounts and of the catalog's classification nodes and tags. */
export class ExcelImportService {
  constructor(private readonly deps: { db: Db; accounts: ImportAccounts; catalog: ImportCatalog }) {}

  /**
   * Reads the upload (its size, the zip, the header), checks every row, and writes according to the mode:
   * validate never writes, all-or-nothing writes only a file without errors, valid-rows writes the rows that pass.
   * Every write is one transaction.
   */
  async importFile(input: { kind: Kind; mode: Mode; file: Readable; locale: Locale }) {
    const { kind, mode, locale } = input;
    const archive = await receiveWorkbook(input.file, LIMITS.fileMb * 1024 * 1024, LIMITS.fileMb);
    const sheetRows = await readImportRows(archive, kind, LIMITS.rows[kind], locale);
    const checked = await this.check(kind, sheetRows);
    const valid = checked.rows.filter((r) => r.value !== null);
    const invalidRows = checked.rows.length - valid.length;
    const writes = mode === 'valid-rows' || (mode === 'all-or-nothing' && invalidRows === 0);
    const imported = writes && valid.length > 0 ? await this.guarded(() => checked.write(valid)) : 0;
    const order = excelImport.EXCEL_IMPORT_COLUMNS[kind].map((c) => c.key);
    const issues = checked.rows.flatMap((r) =>
      [...r.issues].sort((a, b) => order.indexOf(a.column) - order.indexOf(b.column)),
    );
    return {
      total: checked.rows.length,
      imported,
      errorCount: issues.length,
      invalidRows,
      errors: issues.slice(0, LIMITS.listedErrors).map((issue) => issueText(kind, issue, locale)),
    };
  }

  private check(kind: Kind, rows: SheetRow[]): Promise<Checked<unknown>> {
    if (kind === 'users') return this.checkUsers(rows) as Promise<Checked<unknown>>;
    if (kind === 'categories') return this.checkCategories(rows) as Promise<Checked<unknown>>;
    return this.checkTags(rows) as Promise<Checked<unknown>>;
  }

  /** A row checked free a moment ago may clash with a write made since: then nothing is written. */
  private async guarded(write: () => Promise<number>): Promise<number> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.EXCEL_IMPORT_CONFLICT, { detail: 'unique' });
      throw error;
    }
  }

  // --- accounts ---------------------------------------------------------------------------------------------

  private async checkUsers(sheetRows: SheetRow[]): Promise<Checked<ImportedUser>> {
    const rows = sheetRows.map(parseUserRow);
    const username = (r: ParsedRow<ImportedUser>) => validCell(r, 'username')?.toLowerCase() ?? null;
    const mobile = (r: ParsedRow<ImportedUser>) => validCell(r, 'mobile');
    markDuplicates(rows, 'username', username);
    markDuplicates(rows, 'mobile', mobile);
    const { accounts } = this.deps;
    const takenNames = await accounts.takenUsernames(rows.map(username).filter((v) => v !== null));
    const takenMobiles = await accounts.takenMobiles(rows.map(mobile).filter((v) => v !== null));
    for (const row of rows) {
      const name = username(row);
      const phone = mobile(row);
      if (name && takenNames.has(name)) addIssue(row, issue(row, 'username', 'usernameTaken'));
      if (phone && takenMobiles.has(phone)) addIssue(row, issue(row, 'mobile', 'mobileTaken'));
    }
    return { rows, write: (valid) => this.writeUsers(valid.map((r) => r.value!)) };
  }

  /** Approved, enabled accounts, exactly as AccountService.createApproved makes an operator-created one. */
  private async writeUsers(users: ImportedUser[]): Promise<number> {
    const hashes: string[] = [];
    for (let i = 0; i < users.length; i += HASH_PARALLEL) {
      const part = users.slice(i, i + HASH_PARALLEL);
      hashes.push(...(await Promise.all(part.map((u) => hashPassword(u.password)))));
    }
    const rows = users.map(({ password: _, ...u }, i) => ({
      ...u,
      passwordHash: hashes[i]!,
      email: u.email ?? '',
    }));
    return this.deps.db.transaction((tx) => this.deps.accounts.insertApprovedUsers(rows, tx));
  }

  // --- classification nodes ---------------------------------------------------------------------------------

  private async checkCategories(sheetRows: SheetRow[]): Promise<Checked<CategoryInput>> {
    const rows = sheetRows.map(parseCategoryRow);
    const classifies = [...new Set(rows.flatMap((r) => (r.value ? [r.value.classify] : [])))];
    const existing = pathIndex(await this.deps.catalog.treeNodes(classifies));
    /** Path key → the row that adds it (earlier rows only, whether valid or not). */
    const inFile = new Map<string, ParsedRow<CategoryInput>>();
    for (const row of rows) {
      const input = row.value ?? fallbackCategory(row);
      if (!input) continue;
      const key = pathKey(input.classify, [...input.parentPath, input.name]);
      const parentKey = pathKey(input.classify, input.parentPath);
      const earlier = inFile.get(key);
      if (existing.has(key)) addIssue(row, issue(row, 'name', 'categoryExists'));
      else if (earlier) addIssue(row, issue(row, 'name', 'duplicateInFile', { row: earlier.row }));
      else inFile.set(key, row);
      if (input.parentPath.length > 0 && !existing.has(parentKey)) {
        const parentRow = inFile.get(parentKey);
        if (!parentRow || parentRow === row) {
          addIssue(row, issue(row, 'parentPath', 'parentNotFound', { path: input.parentPath.join('/') }));
        } else if (parentRow.value === null) {
          addIssue(row, issue(row, 'parentPath', 'parentRowInvalid', { row: parentRow.row }));
        }
      }
    }
    return { rows, write: (valid) => this.writeCategories(valid.map((r) => r.value!)) };
  }

  /** Level by level, so each node's parent has its id before the node is written. */
  private async writeCategories(inputs: CategoryInput[]): Promise<number> {
    const { db, catalog } = this.deps;
    const classifies = [...new Set(inputs.map((i) => i.classify))];
    const depths = [...new Set(inputs.map((i) => i.parentPath.length))].sort((a, b) => a - b);
    return db.transaction(async (tx) => {
      const ids = pathIndex(await catalog.treeNodes(classifies, tx));
      for (const depth of depths) {
        const level = inputs.filter((i) => i.parentPath.length === depth);
        const saved = await catalog.insertClassifications(
          level.map(({ parentPath, ...i }) => ({
            ...i,
            parentId: parentPath.length ? ids.get(pathKey(i.classify, parentPath))! : null,
          })),
          tx,
        );
        const pathsById = new Map([...ids].map(([key, id]) => [id, key]));
        for (const node of saved) {
          const parentKey = node.parentId === null ? `${node.classify}|` : pathsById.get(node.parentId)!;
          ids.set(`${parentKey}${parentKey.endsWith('|') ? '' : '/'}${node.name.toLowerCase()}`, node.id);
        }
      }
      return inputs.length;
    });
  }

  // --- classification tags ----------------------------------------------------------------------------------

  private async checkTags(sheetRows: SheetRow[]): Promise<Checked<TagInput & { classificationId: number }>> {
    const parsed = sheetRows.map(parseTagRow);
    const classifies = [...new Set(parsed.flatMap((r) => (r.value ? [r.value.classify] : [])))];
    const nodes = pathIndex(await this.deps.catalog.treeNodes(classifies));
    const rows = parsed as ParsedRow<TagInput & { classificationId: number }>[];
    for (const row of rows) {
      if (!row.value) continue;
      const id = nodes.get(pathKey(row.value.classify, row.value.categoryPath));
      if (id === undefined) {
        addIssue(
          row,
          issue(row, 'categoryPath', 'categoryNotFound', { path: row.value.categoryPath.join('/') }),
        );
      } else row.value.classificationId = id;
    }
    const tagKey = (r: ParsedRow<TagInput & { classificationId: number }>) =>
      r.value ? `${r.value.classificationId}|${r.value.name.toLowerCase()}` : null;
    markDuplicates(rows, 'name', tagKey);
    const taken = await this.deps.catalog.tagKeys([
      ...new Set(rows.flatMap((r) => (r.value ? [r.value.classificationId] : []))),
    ]);
    for (const row of rows) {
      const key = tagKey(row);
      if (key && taken.has(key)) addIssue(row, issue(row, 'name', 'tagExists'));
    }
    return { rows, write: (valid) => this.writeTags(valid.map((r) => r.value!)) };
  }

  private async writeTags(tags: (TagInput & { classificationId: number })[]): Promise<number> {
    const rows = tags.map((t) => ({ classificationId: t.classificationId, name: t.name, sort: t.sort }));
    return this.deps.db.transaction((tx) => this.deps.catalog.insertTags(rows, tx));
  }
}

function issue<T>(
  row: ParsedRow<T>,
  column: string,
  reason: Parameters<typeof addIssue>[1]['reason'],
  params?: Record<string, string | number>,
) {
  return { row: row.row, column, reason, ...(params ? { params } : {}) };
}

/** Path key (tree, names from the root, lower case) → node id, for every node of the given nodes' trees. */
function pathIndex(nodes: TreeNode[]): Map<string, number> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const index = new Map<string, number>();
  for (const node of nodes) {
    const names: string[] = [];
    for (
      let at: TreeNode | undefined = node;
      at;
      at = at.parentId === null ? undefined : byId.get(at.parentId)
    ) {
      names.unshift(at.name);
    }
    index.set(pathKey(node.classify, names), node.id);
  }
  return index;
}

/**
 * The tree, parent and name of a refused row when those three cells are themselves valid: a later row naming it
 * as parent is then told the parent row has errors, not that the parent is missing.
 */
function fallbackCategory(row: ParsedRow<CategoryInput>): CategoryInput | null {
  if (['tree', 'parentPath', 'name'].some((c) => row.issues.some((i) => i.column === c))) return null;
  const parsed = parseCategoryRow({
    row: row.row,
    cells: { ...row.cells, nameEn: '', sort: '', status: '' },
  });
  return parsed.value;
}
