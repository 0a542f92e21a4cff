import { type catalog, ErrorCode } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { ClassificationWithCount } from './catalog.repository.js';
import * as repo from './catalog.repository.js';
import { toTraditionalNames } from './catalog.traditional.js';
import { ancestorsOf, buildTree, prune, subtreeIds, type TreeOf } from './catalog.tree.js';

/** What a usage check is asked about. */
export type CatalogUsageKind = 'classification' | 'classTag' | 'freeTag' | 'securityLevel';

/**
 * Reported by other modules (goods, assets): how many of their records use the catalog entry `id`.
 * Runs inside the delete's transaction.
 */
export type CatalogUsageCheck = (tx: DbOrTx, kind: CatalogUsageKind, id: number) => Promise<number>;

export interface ClassificationInput {
  parentId?: number | null;
  name: string;
  nameEn: string;
  itemType?: number | null;
  sort: number;
  icon: string;
  status: number;
}

/** A node written by a bulk import, its parent already saved. */
export interface ImportedClassification {
  classify: number;
  parentId: number | null;
  name: string;
  nameEn: string;
  sort: number;
  status: number;
}

export interface TreeFilter {
  itemType?: number;
  brandId?: number;
  withDisabled?: boolean;
}

export interface SecurityLevelInput {
  level: number;
  name: string;
  description: string;
  maskingRule: catalog.MaskingRule;
}

/** Classification trees with their tags, free tags, and security grades: the platform's reference data. */
export class CatalogService {
  private readonly usageChecks: CatalogUsageCheck[] = [];

  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Lets another module refuse deletes of entries it uses. */
  registerUsageCheck(check: CatalogUsageCheck): void {
    this.usageChecks.push(check);
  }

  private async usageCount(tx: DbOrTx, kind: CatalogUsageKind, id: number): Promise<number> {
    let total = 0;
    for (const check of this.usageChecks) total += await check(tx, kind, id);
    return total;
  }

  // --- classifications ----------------------------------------------------------------------------------

  /**
   * The whole tree of a kind. `itemType` keeps nodes limited to that item type or to none; `brandId` answers
   * only the subtree rooted at that node. Disabled nodes (and what is below them) are left out unless asked.
   */
  async tree(classify: number, filter: TreeFilter = {}) {
    const rows = await repo.listClassifications(this.deps.db, classify);
    const within = filter.brandId ? subtreeIds(rows, filter.brandId) : null;
    const kept = prune(
      rows,
      (r) =>
        (filter.withDisabled || r.status === 1) &&
        (filter.itemType === undefined || r.itemType === null || r.itemType === filter.itemType),
    ).filter((r) => !within || within.has(r.id));
    return buildTree(kept);
  }

  /** Roots of a tree page by page, each with its subtree; with `name`, matching nodes of any depth instead. */
  async pageTree(page: PageRequest, filter: { classify: number; name?: string }) {
    const rows = await repo.listClassifications(this.deps.db, filter.classify);
    const needle = filter.name?.toLowerCase();
    const tops = needle
      ? rows.filter((r) => r.name.toLowerCase().includes(needle) || r.nameEn.toLowerCase().includes(needle))
      : rows.filter((r) => r.parentId === null);
    const slice = tops.slice((page.page - 1) * page.limit, page.page * page.limit);
    const nodes = new Map<number, TreeOf<ClassificationWithCount>>();
    const index = (list: TreeOf<ClassificationWithCount>[]) => {
      for (const node of list) {
        nodes.set(node.id, node);
        index(node.children);
      }
    };
    index(buildTree(rows));
    const list = slice.map((top) => nodes.get(top.id)!);
    return { list, total: tops.length };
  }

  async get(id: number) {
    const row = await repo.findClassification(this.deps.db, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return row;
  }

  /** A node, its ancestors (root first) and its direct children. */
  async category(id: number) {
    const node = await this.get(id);
    const rows = await repo.listClassifications(this.deps.db, node.classify);
    return { node, path: ancestorsOf(rows, id), children: rows.filter((r) => r.parentId === id) };
  }

  async create(classify: number, input: ClassificationInput) {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const parentId = input.parentId ?? null;
      if (parentId !== null) await this.requireParent(tx, classify, parentId);
      await this.requireUniqueName(tx, classify, parentId, input.name);
      const now = clock.now();
      const saved = await uniqueOr(
        repo.insertClassification(tx, {
          classify,
          parentId,
          name: input.name,
          nameEn: input.nameEn,
          itemType: input.itemType ?? null,
          sort: input.sort,
          icon: input.icon,
          status: input.status,
          createdAt: now,
          updatedAt: now,
        }),
        () => nameTaken(input.name),
      );
      return (await repo.findClassification(tx, saved.id))!;
    });
  }

  /** Edits a node; a new parent must be in the same tree and neither the node nor one of its descendants. */
  async update(id: number, input: ClassificationInput) {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const current = await repo.findClassification(tx, id);
      if (!current) throw new AppError(ErrorCode.NOT_FOUND);
      const parentId = input.parentId === undefined ? current.parentId : input.parentId;
      if (parentId !== null && parentId !== current.parentId) {
        const rows = await repo.listClassifications(tx, current.classify);
        if (subtreeIds(rows, id).has(parentId)) throw new AppError(ErrorCode.CLASSIFICATION_CYCLE);
        await this.requireParent(tx, current.classify, parentId);
      }
      if (parentId === id) throw new AppError(ErrorCode.CLASSIFICATION_CYCLE);
      const clash = await repo.findSiblingByName(tx, current.classify, parentId, input.name);
      if (clash && clash.id !== id) throw nameTaken(input.name);
      await uniqueOr(
        repo.updateClassification(tx, id, {
          parentId,
          name: input.name,
          nameEn: input.nameEn,
          itemType: input.itemType === undefined ? current.itemType : input.itemType,
          sort: input.sort,
          icon: input.icon,
          status: input.status,
          updatedAt: clock.now(),
        }),
        () => nameTaken(input.name),
      );
      return (await repo.findClassification(tx, id))!;
    });
  }

  /** Refused while the node has children, tags, or is used by another module. */
  async remove(id: number) {
    await this.deps.db.transaction(async (tx) => {
      const current = await repo.findClassification(tx, id);
      if (!current) throw new AppError(ErrorCode.NOT_FOUND);
      const children = await repo.countChildren(tx, id);
      if (children > 0) throw new AppError(ErrorCode.CLASSIFICATION_HAS_CHILDREN, { count: children });
      if (current.tagCount > 0) {
        throw new AppError(ErrorCode.CLASSIFICATION_HAS_TAGS, { count: current.tagCount });
      }
      const used = await this.usageCount(tx, 'classification', id);
      if (used > 0) throw new AppError(ErrorCode.CATALOG_IN_USE, { name: current.name, count: used });
      await repo.deleteClassification(tx, id);
    });
  }

  private async requireParent(tx: DbOrTx, classify: number, parentId: number) {
    const parent = await repo.findClassification(tx, parentId);
    if (!parent || parent.classify !== classify) {
      throw new AppError(ErrorCode.CLASSIFICATION_PARENT_INVALID, undefined, { field: 'parentId' });
    }
  }

  private async requireUniqueName(tx: DbOrTx, classify: number, parentId: number | null, name: string) {
    if (await repo.findSiblingByName(tx, classify, parentId, name)) throw nameTaken(name);
  }

  // --- classification tags ------------------------------------------------------------------------------

  listTags(filter: { classify: number; classificationId?: number }) {
    return repo.listClassTags(this.deps.db, filter);
  }

  async addTag(input: { classificationId: number; name: string; sort: number }) {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      if (!(await repo.findClassification(tx, input.classificationId))) {
        throw new AppError(ErrorCode.NOT_FOUND, undefined, { field: 'classificationId' });
      }
      if (await repo.findClassTagByName(tx, input.classificationId, input.name)) throw tagTaken(input.name);
      const now = clock.now();
      const saved = await uniqueOr(
        repo.insertClassTag(tx, {
          classificationId: input.classificationId,
          name: input.name,
          sort: input.sort,
          createdAt: now,
          updatedAt: now,
        }),
        () => tagTaken(input.name),
      );
      return (await repo.findClassTag(tx, saved.id))!;
    });
  }

  async updateTag(id: number, input: { name: string; sort: number }) {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const current = await repo.findClassTag(tx, id);
      if (!current) throw new AppError(ErrorCode.NOT_FOUND);
      const clash = await repo.findClassTagByName(tx, current.classificationId, input.name);
      if (clash && clash.id !== id) throw tagTaken(input.name);
      await uniqueOr(
        repo.updateClassTag(tx, id, { name: input.name, sort: input.sort, updatedAt: clock.now() }),
        () => tagTaken(input.name),
      );
      return (await repo.findClassTag(tx, id))!;
    });
  }

  async removeTag(id: number) {
    await this.deps.db.transaction(async (tx) => {
      const current = await repo.findClassTag(tx, id);
      if (!current) throw new AppError(ErrorCode.NOT_FOUND);
      const used = await this.usageCount(tx, 'classTag', id);
      if (used > 0) throw new AppError(ErrorCode.CATALOG_IN_USE, { name: current.name, count: used });
      await repo.deleteClassTag(tx, id);
    });
  }

  // --- bulk import ----------------------------------------------------------------------------------------

  /** Every node of these trees; `db` is the caller's transaction when it writes next. */
  treeNodes(classifies: number[], db: DbOrTx = this.deps.db): Promise<repo.TreeNode[]> {
    return repo.treeNodes(db, classifies);
  }

  /** Inserts nodes whose parents already exist; answers them with their new ids. */
  insertClassifications(nodes: ImportedClassification[], tx: DbOrTx): Promise<repo.TreeNode[]> {
    const now = this.deps.clock.now();
    return repo.insertClassifications(
      tx,
      nodes.map((n) => ({ ...n, itemType: null, createdAt: now, updatedAt: now })),
    );
  }

  /** `classificationId|lower(name)` of the tags these nodes have. */
  tagKeys(classificationIds: number[]): Promise<Set<string>> {
    return repo.tagKeys(this.deps.db, classificationIds);
  }

  /** Inserts many tags; answers how many. */
  insertTags(tags: { classificationId: number; name: string; sort: number }[], tx: DbOrTx): Promise<number> {
    const now = this.deps.clock.now();
    return repo.insertClassTags(
      tx,
      tags.map((t) => ({ ...t, createdAt: now, updatedAt: now })),
    );
  }

  // --- free tags ----------------------------------------------------------------------------------------

  freeTagsById(ids: number[]) {
    return repo.findFreeTags(this.deps.db, ids);
  }

  /** Type-ahead: at most 10, names starting with the text first. */
  likeFreeTags(text: string) {
    return repo.likeFreeTags(this.deps.db, text, 10);
  }

  async addFreeTag(input: { name: string; sort: number }) {
    const { db, clock } = this.deps;
    if (await repo.findFreeTagByName(db, input.name)) throw tagTaken(input.name);
    const now = clock.now();
    return uniqueOr(
      repo.insertFreeTag(db, { name: input.name, sort: input.sort, createdAt: now, updatedAt: now }),
      () => tagTaken(input.name),
    );
  }

  async updateFreeTag(id: number, input: { name: string; sort: number }) {
    const { db, clock } = this.deps;
    const clash = await repo.findFreeTagByName(db, input.name);
    if (clash && clash.id !== id) throw tagTaken(input.name);
    const saved = await uniqueOr(
      repo.updateFreeTag(db, id, { name: input.name, sort: input.sort, updatedAt: clock.now() }),
      () => tagTaken(input.name),
    );
    if (!saved) throw new AppError(ErrorCode.NOT_FOUND);
    return saved;
  }

  async removeFreeTag(id: number) {
    await this.deps.db.transaction(async (tx) => {
      const current = await repo.findFreeTag(tx, id);
      if (!current) throw new AppError(ErrorCode.NOT_FOUND);
      const used = await this.usageCount(tx, 'freeTag', id);
      if (used > 0) throw new AppError(ErrorCode.CATALOG_IN_USE, { name: current.name, count: used });
      await repo.deleteFreeTag(tx, id);
    });
  }

  // --- security grades ----------------------------------------------------------------------------------

  securityLevels() {
    return repo.listSecurityLevels(this.deps.db);
  }

  pageSecurityLevels(page: PageRequest, filter: { name?: string }) {
    return repo.pageSecurityLevels(this.deps.db, page, filter);
  }

  async addSecurityLevel(input: SecurityLevelInput) {
    const { db, clock } = this.deps;
    await this.requireFreeLevel(db, input, null);
    const now = clock.now();
    return uniqueOr(
      repo.insertSecurityLevel(db, { ...levelFields(input), createdAt: now, updatedAt: now }),
      () => levelTaken(input),
    );
  }

  async updateSecurityLevel(id: number, input: SecurityLevelInput) {
    const { db, clock } = this.deps;
    if (!(await repo.findSecurityLevel(db, id))) throw new AppError(ErrorCode.NOT_FOUND);
    await this.requireFreeLevel(db, input, id);
    const saved = await uniqueOr(
      repo.updateSecurityLevel(db, id, { ...levelFields(input), updatedAt: clock.now() }),
      () => levelTaken(input),
    );
    return saved!;
  }

  async removeSecurityLevel(id: number) {
    await this.deps.db.transaction(async (tx) => {
      const current = await repo.findSecurityLevel(tx, id);
      if (!current) throw new AppError(ErrorCode.NOT_FOUND);
      const used = await this.usageCount(tx, 'securityLevel', id);
      if (used > 0) throw new AppError(ErrorCode.CATALOG_IN_USE, { name: current.name, count: used });
      await repo.deleteSecurityLevel(tx, id);
    });
  }

  private async requireFreeLevel(db: DbOrTx, input: SecurityLevelInput, selfId: number | null) {
    const clashes = (await repo.findSecurityLevelClash(db, input.level, input.name)).filter(
      (r) => r.id !== selfId,
    );
    if (clashes.some((r) => r.level === input.level)) {
      throw new AppError(ErrorCode.SECURITY_LEVEL_TAKEN, { level: input.level }, { field: 'level' });
    }
    if (clashes.length > 0) {
      throw new AppError(ErrorCode.SECURITY_LEVEL_NAME_TAKEN, { name: input.name }, { field: 'name' });
    }
  }

  // --- defaults -----------------------------------------------------------------------------------------

  /** Seeds a small default catalog into empty tables; each part is skipped when it already has rows. */
  /** A starter catalog for an empty tree of each kind (data sources, goods, brands) and the security grades. */
  /** The catalog's names that read differently in Traditional characters (the zh-TW interface). */
  async traditionalNames(): Promise<Record<string, string>> {
    return toTraditionalNames(await repo.allCatalogNames(this.deps.db));
  }

  async seedDefaults(): Promise<void> {
    const { db } = this.deps;
    for (const [classify, roots] of DEFAULT_TREES) {
      if ((await repo.countClassifications(db, classify)) > 0) continue;
      for (const [index, entry] of roots.entries()) {
        const root = await this.create(classify, {
          name: entry.name,
          nameEn: entry.nameEn,
          sort: (index + 1) * 10,
          icon: '',
          status: 1,
        });
        for (const [tagIndex, tag] of entry.tags.entries()) {
          await this.addTag({ classificationId: root.id, name: tag, sort: (tagIndex + 1) * 10 });
        }
      }
    }
    if ((await repo.countSecurityLevels(db)) === 0) {
      for (const grade of DEFAULT_SECURITY_LEVELS) await this.addSecurityLevel(grade);
    }
  }
}

const DEFAULT_DATA_SOURCE_KINDS = [
  { name: '工业设备', nameEn: 'Industrial equipment', tags: ['设备运行', '故障诊断', '传感器'] },
  { name: '生产制造', nameEn: 'Manufacturing', tags: ['产线数据', '工艺参数'] },
  { name: '能源', nameEn: 'Energy', tags: ['电力', '能耗监测'] },
  { name: '物流', nameEn: 'Logistics', tags: ['仓储', '运输轨迹'] },
  { name: '质量检测', nameEn: 'Quality inspection', tags: ['检测报告', '缺陷图像'] },
];

const DEFAULT_GOODS_KINDS = [
  { name: '设备运行数据', nameEn: 'Equipment operation data', tags: ['实时监测', '历史数据'] },
  { name: '生产工艺数据', nameEn: 'Process data', tags: ['工艺参数', '良率'] },
  { name: '能源管理', nameEn: 'Energy management', tags: ['能耗', '碳排放'] },
  { name: '供应链与物流', nameEn: 'Supply chain and logistics', tags: ['库存', '运输'] },
  { name: '工业 AI 应用', nameEn: 'Industrial AI applications', tags: ['预测性维护', '视觉质检'] },
];

const DEFAULT_BRANDS = [
  { name: '智造云', nameEn: 'SmartMfg Cloud', tags: [] },
  { name: '工业数据实验室', nameEn: 'Industrial Data Lab', tags: [] },
];

const DEFAULT_TREES: [number, { name: string; nameEn: string; tags: string[] }[]][] = [
  [1, DEFAULT_DATA_SOURCE_KINDS],
  [2, DEFAULT_GOODS_KINDS],
  [3, DEFAULT_BRANDS],
];

const DEFAULT_SECURITY_LEVELS: SecurityLevelInput[] = [
  { level: 1, name: '公开', description: '可对外公开的数据', maskingRule: 'none' },
  { level: 2, name: '内部', description: '仅限平台内部使用，预览时部分遮盖', maskingRule: 'partial' },
  { level: 3, name: '敏感', description: '涉及经营或个人信息，预览时部分遮盖', maskingRule: 'partial' },
  { level: 4, name: '机密', description: '核心机密数据，预览时完全遮盖', maskingRule: 'full' },
];

const levelFields = ({ level, name, description, maskingRule }: SecurityLevelInput) => ({
  level,
  name,
  description,
  maskingRule,
});
const nameTaken = (name: string) =>
  new AppError(ErrorCode.CLASSIFICATION_NAME_TAKEN, { name }, { field: 'name' });
const tagTaken = (name: string) => new AppError(ErrorCode.TAG_NAME_TAKEN, { name }, { field: 'name' });
const levelTaken = (input: SecurityLevelInput) =>
  new AppError(ErrorCode.SECURITY_LEVEL_TAKEN, { level: input.level }, { field: 'level' });

/** A concurrent insert can still hit the unique index after the check: answer the same clear error. */
async function uniqueOr<T>(work: Promise<T>, error: () => AppError): Promise<T> {
  try {
    return await work;
  } catch (caught) {
    if (isUniqueViolation(caught)) throw error();
    throw caught;
  }
}
