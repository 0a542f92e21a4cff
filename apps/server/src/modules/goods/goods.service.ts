import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  ACCESS_LIST_MAX_CONSUMERS,
  type AccessList,
  AccessListMode,
  availableActions,
  decisionEvent,
  ErrorCode,
  findTransition,
  goods,
  type ItemEvent,
  type ItemReviewKey,
  type ItemState,
  nextItemState,
  RoleType,
  type SkuMode,
  skuMode,
} from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { AppError, badParam, forbidden, illegalState, notFound } from '../../platform/errors.js';
import { IMAGE_MIMES } from '../../platform/file-type.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { FileStorage } from '../../platform/storage.js';
import type { AssetService, SourceUsage } from '../assets/assets.service.js';
import type { CatalogService, CatalogUsageKind } from '../catalog/catalog.service.js';
import { yuanToUnits } from '../credit/credit.service.js';
import type { UsersService } from '../identity/users.service.js';
import type { ConnectTarget } from '../supply/connectors.js';
import type { TrustedStorageService } from '../trusted-storage/trusted-storage.service.js';
import { mp4DurationSeconds } from './goods.media.js';
import { PREVIEW_SQL_DEFAULT_TIMEOUT_MS, runPreviewSql } from './goods.preview-sql.js';
import * as repo from './goods.repository.js';
import { sanitizeDescription } from './goods.rich-text.js';
import { extensionOf, storedFileFormat } from './goods.sample-format.js';
import type { SkuFields } from './goods.table.js';

const { ItemType, ProductStatus: P, PublishType: U, ProductDelete: D, SkuAuditStatus: A } = goods;

type ItemRow = repo.ItemRow;
type SkuRow = repo.SkuRow;

/** Goods classification tree and brand tree of the catalog. */
const GOODS_TREE = 2;
const BRAND_TREE = 3;
/** Where goods uploads live in the file storage (the file route serves only these folders). */
const FOLDER_PREFIX = 'goods-';

/**
 * Implemented by modules that keep a good from being taken off (the orders module: unfinished orders).
 * Runs inside the caller's transaction when one is given.
 */
export type ItemOffBlockerProvider = (
  db: DbOrTx,
  item: { id: number; ownerId: number; itemType: number },
) => Promise<goods.ItemOffBlocker[]>;

/** Where a saved database connection of the actor points (supply module; owner only, else 404). */
export type ConnectionTargetResolver = (actor: Actor, connectionId: number) => Promise<ConnectTarget>;

/** The black/white list of a good as grants (access-lists module, targetType `goods`). */
export interface ItemGrantList {
  get(actor: Actor, itemId: number): Promise<{ mode: number; consumerIds: number[] }>;
  /** Replaces the list; answers it as the black/white list calls do. */
  save(actor: Actor, itemId: number, mode: AccessListMode, consumerIds: number[]): Promise<AccessList>;
}

/** The review processes, connected by `flows/goods-review.flow.ts`. */
export interface GoodsReviewProcess {
  /** Starts a review inside `tx`; answers the process instance id. */
  start(
    tx: DbOrTx,
    key: goods.GoodsProcessKey,
    input: { businessKey: string; objectName: string; starterUserId: number },
  ): Promise<number>;
  /** One process with its steps, as the caller may see it. */
  history(
    instanceId: number,
    actor: Actor,
  ): Promise<{
    state: string;
    decision: string | null;
    startTime: string;
    endTime: string | null;
    steps: goods.ItemAuditFlow['steps'];
  } | null>;
}

/** Item fields as the form sends them (after the contract's parsing). */
export interface ItemInput {
  name: string;
  classificationId: number;
  tags: string[];
  brandId?: number | null | undefined;
  coverImage: string;
  images: string[];
  summary: string;
  description: string;
  usageInstructions: string;
  agreement: string;
  packageFiles?: string[] | undefined;
  sampleFile?: string | null | undefined;
  appUrl?: string | null | undefined;
  apiType?: number | null | undefined;
}

export interface SkuInput {
  name: string;
  billingMode: number;
  price: string;
  useCount?: number | null | undefined;
  periodUnit?: 'month' | 'year' | null | undefined;
  periodCount?: number | null | undefined;
  stock?: number | null | undefined;
  validityDays?: number | null | undefined;
  negotiable: boolean;
  description: string;
  sort: number;
}

/** Kinds of goods upload: what is accepted and where it goes. */
export const UPLOAD_KINDS = {
  image: {
    folder: 'image',
    maxBytes: goods.GOODS_IMAGE_MAX_BYTES,
    accept: [...IMAGE_MIMES, 'video/mp4'],
  },
  packageDemo: {
    folder: 'sample',
    maxBytes: goods.GOODS_DOCUMENT_MAX_BYTES,
    accept: ['text/plain', 'application/pdf', 'application/zip', ...IMAGE_MIMES],
  },
  applicationDemo: {
    folder: 'demo',
    maxBytes: goods.GOODS_DOCUMENT_MAX_BYTES,
    accept: ['text/plain', 'application/pdf', 'application/zip', 'video/mp4', ...IMAGE_MIMES],
  },
  outputTemplate: {
    folder: 'template',
    maxBytes: goods.GOODS_DOCUMENT_MAX_BYTES,
    accept: ['application/zip', 'text/plain'],
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** Rich-text videos (spec §5): MP4, under 3 MB, at most 60 s. */
const VIDEO_MAX_BYTES = 3 * 1024 * 1024;
const VIDEO_MAX_SECONDS = 60;
const UPLOAD_FOLDER = /^[a-z][a-z0-9-]{0,29}$/;

/** A catalog node's names (classification or brand). */
export interface CatalogNames {
  name: string;
  nameEn: string;
}

/** Names and figures, to present goods. */
export interface ItemLookups {
  owners: Map<number, string>;
  classifications: Map<number, CatalogNames>;
  brands: Map<number, CatalogNames>;
  stats: Map<number, { skuCount: number; minPrice: bigint | null }>;
  sourceCounts: Map<number, number>;
  /** Views as the mall counts them (see repo.viewCounts), not the row's own `view_count`. */
  views: Map<number, number>;
}

export interface BindingView {
  binding: repo.BindingRow;
  sourceName: string;
  sourceStatus: number;
  tables: { id: number; schema: string; table: string }[];
}

export interface GoodsServiceDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  catalog: CatalogService;
  assets: AssetService;
  users: UsersService;
  trustedStorage: TrustedStorageService;
  /** A saved connection of the actor, to run a good's preview SQL on (flows/access-lists.flow.ts). */
  connectionTarget: ConnectionTargetResolver;
  /** The black/white lists of goods as grants (flows/access-lists.flow.ts). */
  grantList: ItemGrantList;
}

const stateOf = (item: ItemRow): ItemState => ({
  productStatus: item.productStatus,
  publishType: item.publishType,
  deleteStatus: item.deleteStatus,
  statusBeforeReview: item.statusBeforeReview,
});

const isOperator = (actor: Actor | null) => actor?.roleType === RoleType.OPERATOR;

/**
 * Goods: data packages, data applications, asset and table goods and API goods of their owners, their SKUs
 * and bound assets, and the review-driven state machine of the contract's goods-states.ts.
 */
export class GoodsService {
  private readonly offBlockers: ItemOffBlockerProvider[] = [];
  private review: GoodsReviewProcess | null = null;

  /** Payment facts read inside a transaction, by transaction (see paymentFacts). */
  private readonly factsByTx = new WeakMap<object, Map<number, ReturnType<typeof repo.findPaymentFacts>>>();

  constructor(private readonly deps: GoodsServiceDeps) {}

  connectReview(process: GoodsReviewProcess): void {
    this.review = process;
  }

  /** Lets a module report what keeps a good from being taken off (checkItemOff, delist, disable). */
  registerOffBlocker(provider: ItemOffBlockerProvider): void {
    this.offBlockers.push(provider);
  }

  private get reviewProcess(): GoodsReviewProcess {
    if (!this.review) throw new Error('The goods review processes are not connected.');
    return this.review;
  }

  private now() {
    return this.deps.clock.now();
  }

  // --- reading ------------------------------------------------------------------------------------------

  /** A good the caller may read: its owner, or the operator (deleted ones too). Else 404. */
  async getReadable(actor: Actor, itemId: number, db: DbOrTx = this.deps.db): Promise<ItemRow> {
    const item = await repo.findItem(db, itemId);
    if (!item) throw notFound();
    if (isOperator(actor)) return item;
    if (item.ownerId !== actor.userId || item.deleteStatus === D.DELETED) throw notFound();
    return item;
  }

  /** A good of the caller that is not deleted, locked in `tx`. Else 404. */
  private async lockOwned(tx: DbOrTx, actor: Actor, itemId: number): Promise<ItemRow> {
    const item = await repo.lockItem(tx, itemId);
    if (!item || item.ownerId !== actor.userId || item.deleteStatus === D.DELETED) throw notFound();
    return item;
  }

  async detail(actor: Actor, itemId: number) {
    const item = await this.getReadable(actor, itemId);
    const [skus, bindings, lookups, sampleFileType] = await Promise.all([
      repo.listSkus(this.deps.db, item.id),
      this.bindingViews(await repo.listBindings(this.deps.db, item.id)),
      this.lookups([item]),
      this.sampleFileType(item.sampleFile),
    ]);
    const viewer: 'owner' | 'operator' = item.ownerId === actor.userId ? 'owner' : 'operator';
    const state = stateOf(item);
    const openSkuReview = skus.some((s) => s.openReview !== null);
    return {
      item,
      skus,
      bindings,
      lookups,
      sampleFileType,
      viewer,
      canEdit: viewer === 'owner' && !openSkuReview && findTransition(state, 'edit') !== null,
      actions:
        viewer === 'owner' ? availableActions(state) : availableActions(state).filter((a) => a === 'delist'),
    };
  }

  /** Owner and name of a good that is not deleted, or null (for modules that refer to goods). */
  async ownerAndName(itemId: number): Promise<{ ownerId: number; name: string } | null> {
    const item = await repo.findItem(this.deps.db, itemId);
    return item && item.deleteStatus !== 2 ? { ownerId: item.ownerId, name: item.name } : null;
  }

  /** A good that is not deleted, or null (for modules that keep data about goods: versions, repetition). */
  async findLive(itemId: number, db: DbOrTx = this.deps.db): Promise<ItemRow | null> {
    const item = await repo.findItem(db, itemId);
    return item && item.deleteStatus !== D.DELETED ? item : null;
  }

  /** Listed goods (not deleted) of these kinds, at most `limit` (repetition detection compares them). */
  listedOfKinds(itemTypes: number[], limit: number): Promise<ItemRow[]> {
    return repo.listItems(this.deps.db, { itemTypes, publishType: U.LISTED }, limit);
  }

  /** The chosen tables of the assets bound to a table good (empty tableIds: the whole asset). */
  async boundTables(
    itemId: number,
    db: DbOrTx = this.deps.db,
  ): Promise<{ sourceId: number; tableIds: number[] }[]> {
    const bindings = await repo.listBindings(db, itemId);
    return bindings.map((b) => ({ sourceId: b.sourceId, tableIds: b.tableIds }));
  }

  /** Owner and package files of a good (deleted ones too), or null: delivery pins them when an order is paid. */
  async packageOf(
    itemId: number,
    db: DbOrTx = this.deps.db,
  ): Promise<{ ownerId: number; files: string[] } | null> {
    const item = await this.paymentFacts(itemId, db);
    return item ? { ownerId: item.ownerId, files: item.packageFiles } : null;
  }

  /** The good's classification (commission rates of billing), null when it has none or is missing. */
  async classificationOf(itemId: number, db: DbOrTx = this.deps.db): Promise<number | null> {
    return (await this.paymentFacts(itemId, db))?.classificationId ?? null;
  }

  /**
   * Owner, classification and package files of a good. Inside a transaction the first read is kept for the rest
   * of it: a payment's listeners (billing, delivery) each ask, and nothing in a payment changes the good.
   */
  private paymentFacts(itemId: number, db: DbOrTx) {
    if (db === this.deps.db) return repo.findPaymentFacts(db, itemId);
    const facts = this.factsByTx.get(db) ?? new Map();
    this.factsByTx.set(db, facts);
    const read = facts.get(itemId) ?? repo.findPaymentFacts(db, itemId);
    facts.set(itemId, read);
    return read;
  }

  /** An owner's goods that are not deleted, newest first, by name fragment (pickers of other modules). */
  async listOwned(ownerId: number, page: PageRequest, name?: string) {
    const result = await repo.pageItems(
      this.deps.db,
      page,
      { ownerId, name },
      { key: 'create_date', order: 'desc' },
    );
    return { list: result.list.map((item) => ({ id: item.id, name: item.name })), total: result.total };
  }

  async page(
    actor: Actor,
    page: PageRequest,
    filter: {
      name?: string | undefined;
      itemType?: number | undefined;
      itemTypes?: number[] | undefined;
      productStatus?: number | undefined;
      publishType?: number | undefined;
      deleteStatus?: number | undefined;
      classificationId?: number | undefined;
      ownerId?: number | undefined;
      orderField?: repo.ItemSort | undefined;
      order?: 'asc' | 'desc' | undefined;
    },
  ) {
    const itemTypes = [
      ...(filter.itemType === undefined ? [] : [filter.itemType]),
      ...(filter.itemTypes ?? []),
    ];
    const classificationIds =
      filter.classificationId === undefined ? undefined : await this.subtreeOf(filter.classificationId);
    const result = await repo.pageItems(
      this.deps.db,
      page,
      {
        ownerId: isOperator(actor) ? filter.ownerId : actor.userId,
        name: filter.name,
        itemTypes: itemTypes.length ? itemTypes : undefined,
        productStatus: filter.productStatus,
        publishType: filter.publishType,
        deleteStatus: filter.deleteStatus,
        classificationIds,
      },
      {
        key: filter.orderField ?? 'create_date',
        order: filter.order ?? (filter.orderField === 'name' ? 'asc' : 'desc'),
      },
    );
    return { ...result, lookups: await this.lookups(result.list) };
  }

  /** Names and figures needed to present goods. */
  async lookups(items: ItemRow[]): Promise<ItemLookups> {
    const ids = items.map((i) => i.id);
    const owners = new Map<number, string>();
    const ownerIds = [...new Set(items.map((i) => i.ownerId))];
    for (const user of ownerIds.length ? await this.deps.users.findByIds(ownerIds) : []) {
      owners.set(user.id, user.companyName || user.username);
    }
    const [classifications, brands, stats, sourceCounts, views] = await Promise.all([
      this.catalogNames(GOODS_TREE),
      this.catalogNames(BRAND_TREE),
      repo.skuStats(this.deps.db, ids),
      repo.countBindings(this.deps.db, ids),
      repo.viewCounts(this.deps.db, ids),
    ]);
    return { owners, classifications, brands, stats, sourceCounts, views };
  }

  private async catalogNames(classify: number): Promise<Map<number, CatalogNames>> {
    const names = new Map<number, CatalogNames>();
    const walk = (nodes: { id: number; name: string; nameEn: string; children: unknown[] }[]) => {
      for (const node of nodes) {
        names.set(node.id, { name: node.name, nameEn: node.nameEn });
        walk(node.children as typeof nodes);
      }
    };
    walk((await this.deps.catalog.tree(classify, { withDisabled: true })) as never);
    return names;
  }

  private async subtreeOf(classificationId: number): Promise<number[]> {
    const tree = await this.deps.catalog.tree(GOODS_TREE, { withDisabled: true, brandId: classificationId });
    const ids: number[] = [];
    const walk = (nodes: { id: number; children: unknown[] }[]) => {
      for (const node of nodes) {
        ids.push(node.id);
        walk(node.children as typeof nodes);
      }
    };
    walk(tree as never);
    return ids.length ? ids : [classificationId];
  }

  /** Goods of the caller (operator: all) whose name is exactly one of the names. */
  byNames(actor: Actor, names: string[]) {
    return repo.listItems(
      this.deps.db,
      { ownerId: isOperator(actor) ? undefined : actor.userId, names: [...new Set(names)] },
      100,
    );
  }

  /** Counts of the caller's goods (operator: all) by state and kind. */
  async counts(actor: Actor, itemType?: number) {
    const rows = await repo.countItemsByState(this.deps.db, {
      ownerId: isOperator(actor) ? undefined : actor.userId,
      itemType,
    });
    const counts = {
      total: 0,
      underReview: 0,
      listed: 0,
      delisted: 0,
      disabled: 0,
      notEnabled: 0,
      byType: {} as Record<string, number>,
    };
    for (const r of rows) {
      counts.total += r.n;
      counts.byType[String(r.itemType)] = (counts.byType[String(r.itemType)] ?? 0) + r.n;
      if (
        r.deleteStatus === D.REVIEW ||
        r.productStatus === P.ENABLE_REVIEW ||
        r.productStatus === P.DISABLE_REVIEW
      ) {
        counts.underReview += r.n;
      } else if (r.productStatus === P.DISABLED) counts.disabled += r.n;
      else if (r.productStatus === P.NOT_ENABLED) counts.notEnabled += r.n;
      else if (r.publishType === U.LISTED) counts.listed += r.n;
      else counts.delisted += r.n;
    }
    return counts;
  }

  /** The enabled brands in tree order with their listed goods. */
  async brands(itemType?: number) {
    const [tree, counts] = await Promise.all([
      this.deps.catalog.tree(BRAND_TREE),
      repo.countListedByBrand(this.deps.db, itemType),
    ]);
    const rows: {
      id: number;
      name: string;
      nameEn: string;
      parentId: number | null;
      icon: string;
      goodsCount: number;
    }[] = [];
    const walk = (nodes: typeof tree) => {
      for (const node of nodes) {
        rows.push({
          id: node.id,
          name: node.name,
          nameEn: node.nameEn,
          parentId: node.parentId,
          icon: node.icon,
          goodsCount: counts.get(node.id) ?? 0,
        });
        walk(node.children as typeof tree);
      }
    };
    walk(tree);
    return rows;
  }

  /** Views of the caller's goods (operator: of `ownerId`, else of all goods). */
  views(actor: Actor, ownerId?: number) {
    return repo.viewStats(this.deps.db, isOperator(actor) ? ownerId : actor.userId);
  }

  /** How many goods use a catalog node (the catalog refuses to delete it meanwhile). */
  async catalogUsage(tx: DbOrTx, kind: CatalogUsageKind, id: number): Promise<number> {
    return kind === 'classification' ? repo.countByCatalogNode(tx, id) : 0;
  }

  // --- create and edit ----------------------------------------------------------------------------------

  /** Checks the form's references and normalises it into row values. */
  private async itemValues(actor: Actor, itemType: number, input: ItemInput) {
    const node = await this.deps.catalog.get(input.classificationId).catch(() => null);
    if (
      !node ||
      node.classify !== GOODS_TREE ||
      node.status !== 1 ||
      (node.itemType !== null && node.itemType !== itemType)
    ) {
      throw new AppError(ErrorCode.GOODS_CLASSIFICATION_INVALID, {}, { field: 'classificationId' });
    }
    if (input.brandId != null) {
      const brand = await this.deps.catalog.get(input.brandId).catch(() => null);
      if (!brand || brand.classify !== BRAND_TREE || brand.status !== 1) {
        throw new AppError(ErrorCode.GOODS_BRAND_INVALID, {}, { field: 'brandId' });
      }
    }
    await this.assertOwnFile(input.coverImage, 'coverImage');
    for (const image of input.images) await this.assertOwnFile(image, 'images');
    const isPackage = itemType === ItemType.DATA_PACKAGE;
    const isApplication = itemType === ItemType.DATA_APPLICATION;
    const sampleFile = isPackage || isApplication ? (input.sampleFile ?? null) : null;
    if (sampleFile) await this.assertOwnFile(sampleFile, 'sampleFile');
    const packageFiles = isPackage ? [...new Set(input.packageFiles ?? [])] : [];
    for (const file of packageFiles) await this.assertTrustedFile(actor, file);
    return {
      name: input.name,
      classificationId: input.classificationId,
      tags: [...new Set(input.tags)],
      brandId: input.brandId ?? null,
      coverImage: input.coverImage,
      images: input.images,
      summary: input.summary,
      description: sanitizeDescription(input.description),
      usageInstructions: input.usageInstructions,
      agreement: input.agreement,
      packageFiles,
      sampleFile,
      appUrl: isApplication ? (input.appUrl ?? null) : null,
      apiType: itemType === ItemType.API ? (input.apiType ?? null) : null,
    };
  }

  /** A platform file URL must name a goods upload that exists; outside http(s) URLs are taken as they are. */
  private async assertOwnFile(url: string, field: string) {
    const key = fileKeyOf(url);
    if (key === null) return;
    if (!(await this.deps.storage.exists(key))) {
      throw badParam(field, 'uploadMissing');
    }
  }

  /** A data package file must be a file of the owner's trusted storage. */
  private async assertTrustedFile(actor: Actor, filePath: string) {
    const refused = () =>
      new AppError(ErrorCode.GOODS_PACKAGE_FILE_INVALID, { path: filePath }, { field: 'packageFiles' });
    const parts = filePath.split('/');
    const name = parts.pop() ?? '';
    if (!name) throw refused();
    const listing = await this.deps.trustedStorage
      .list(actor, parts.join('/'), { page: 1, limit: 100 }, name)
      .catch(() => {
        throw refused();
      });
    if (!listing.list.some((e) => e.name === name && e.type === 'file')) throw refused();
  }

  private async assertNameFree(db: DbOrTx, ownerId: number, name: string, exceptId?: number) {
    if (await repo.findLiveItemByName(db, ownerId, name, exceptId)) {
      throw new AppError(ErrorCode.GOODS_NAME_TAKEN, { name }, { field: 'name' });
    }
  }

  async create(actor: Actor, itemType: number, input: ItemInput): Promise<ItemRow> {
    if (goods.ITEM_TYPE_OWNER_ROLE[itemType as goods.ItemType] !== actor.roleType) throw forbidden();
    const values = await this.itemValues(actor, itemType, input);
    const now = this.now();
    return uniqueName(
      this.deps.db.transaction(async (tx) => {
        await this.assertNameFree(tx, actor.userId, values.name);
        return repo.insertItem(tx, {
          ...values,
          ownerId: actor.userId,
          itemType,
          createdAt: now,
          updatedAt: now,
        });
      }),
      values.name,
    );
  }

  /**
   * Edits a good: only off the shelf and without an open review (of the good or a SKU). An enabled good goes
   * back to not enabled (the `edit` transition).
   */
  async update(actor: Actor, itemId: number, input: ItemInput): Promise<ItemRow> {
    const current = await this.getReadable(actor, itemId);
    if (current.ownerId !== actor.userId) throw notFound();
    const values = await this.itemValues(actor, current.itemType, input);
    return uniqueName(
      this.deps.db.transaction(async (tx) => {
        const item = await this.lockOwned(tx, actor, itemId);
        const next = await this.editState(tx, item);
        await this.assertNameFree(tx, actor.userId, values.name, item.id);
        return repo.updateItem(tx, item.id, { ...values, ...next, updatedAt: this.now() });
      }),
      values.name,
    );
  }

  /**
   * Locks a good of the caller in `tx` for a change of a part of it kept by another module (interfaces of API
   * goods): 404 when it is not the caller's, `check` may refuse it, 409 when the good may not be edited now.
   * The change counts as an edit: an enabled good goes back to not enabled (see `update`).
   */
  async editOwnedPart(tx: DbOrTx, actor: Actor, itemId: number, check?: (item: ItemRow) => void) {
    const item = await this.lockOwned(tx, actor, itemId);
    check?.(item);
    const next = await this.editState(tx, item);
    if (next.productStatus === item.productStatus) return item;
    return repo.updateItem(tx, item.id, { ...next, updatedAt: this.now() });
  }

  /** The state after an edit of a locked good (409 when it may not change); folds pending SKU changes. */
  private async editState(tx: DbOrTx, item: ItemRow) {
    const next = nextItemState(stateOf(item), 'edit');
    if (!next) throw illegalState();
    const skus = await repo.listSkus(tx, item.id);
    if (skus.some((s) => s.openReview !== null)) throw illegalState();
    if (next.productStatus !== item.productStatus) await this.foldPendingSkus(tx, skus);
    return { productStatus: next.productStatus };
  }

  /**
   * A good leaves the enabled state (edited or disabled): its SKUs are covered by the next enable review,
   * so pending changes of SKUs without an open review are applied and every SKU counts as approved.
   */
  private async foldPendingSkus(tx: DbOrTx, skus: SkuRow[]) {
    const now = this.now();
    for (const sku of skus) {
      if (sku.openReview !== null) continue;
      if (sku.auditStatus === A.APPROVED && sku.everApproved && !sku.pendingChanges) continue;
      await repo.updateSku(tx, sku.id, {
        ...(sku.pendingChanges ? skuRowValues(sku.pendingChanges) : {}),
        pendingChanges: null,
        auditStatus: A.APPROVED,
        everApproved: true,
        updatedAt: now,
      });
    }
  }

  // --- state changes ------------------------------------------------------------------------------------

  /**
   * statusChange / apiChange / up: enable and disable start reviews, list and delist act at once. The operator
   * may only delist. An illegal change answers 409 and changes nothing.
   */
  async changeStatus(
    actor: Actor,
    itemId: number,
    action: goods.ItemAction,
    comment = '',
    only?: { itemType?: number },
  ): Promise<ItemRow> {
    if (isOperator(actor) && action !== 'delist') throw forbidden();
    return this.deps.db.transaction(async (tx) => {
      const item = await repo.lockItem(tx, itemId);
      const readable =
        item && item.deleteStatus !== D.DELETED && (isOperator(actor) || item.ownerId === actor.userId);
      if (!item || !readable) throw notFound();
      if (only?.itemType !== undefined && item.itemType !== only.itemType) throw notFound();
      return this.applyRequest(tx, actor, item, action, comment);
    });
  }

  /** The developer's "put up": list an enabled delisted good, else ask for the enable review. */
  async up(actor: Actor, itemId: number, comment = ''): Promise<ItemRow> {
    return this.deps.db.transaction(async (tx) => {
      const item = await this.lockOwned(tx, actor, itemId);
      const state = stateOf(item);
      const action = findTransition(state, 'list') ? 'list' : 'enable';
      return this.applyRequest(tx, actor, item, action, comment);
    });
  }

  /** Asks to delete a good (goods-delete review). */
  async requestDelete(actor: Actor, itemId: number): Promise<ItemRow> {
    return this.deps.db.transaction(async (tx) => {
      const item = await this.lockOwned(tx, actor, itemId);
      return this.applyRequest(tx, actor, item, 'delete', '');
    });
  }

  private async applyRequest(
    tx: DbOrTx,
    actor: Actor,
    item: ItemRow,
    event: ItemEvent,
    comment: string,
  ): Promise<ItemRow> {
    const transition = findTransition(stateOf(item), event);
    if (!transition) throw illegalState();
    const skus = await repo.listSkus(tx, item.id);
    // A good is reviewed as a whole: no request of its own while one of its SKUs is under review.
    if (transition.review && skus.some((s) => s.openReview !== null)) throw illegalState();
    if (event === 'enable') await this.assertSellable(tx, item, skus);
    if (transition.takesOff) await this.assertCanTakeOff(tx, item);
    const next = transition.to(stateOf(item));
    const now = this.now();
    const values: Partial<repo.NewItem> = {
      productStatus: next.productStatus,
      publishType: next.publishType,
      deleteStatus: next.deleteStatus,
      statusBeforeReview: next.statusBeforeReview,
      updatedAt: now,
    };
    if (transition.review) {
      const instanceId = await this.startReview(
        tx,
        transition.review,
        item,
        null,
        item.name,
        actor.userId,
        comment,
      );
      values.openReview = transition.review;
      values.processInstanceId = instanceId;
    }
    if (next.publishType === U.LISTED && item.publishType !== U.LISTED) values.listedAt = now;
    return repo.updateItem(tx, item.id, values);
  }

  /** What an enable review needs: an approved SKU on sale and the kind's content. */
  private async assertSellable(tx: DbOrTx, item: ItemRow, skus: SkuRow[]) {
    if (!skus.some((s) => s.enabled && s.everApproved)) throw new AppError(ErrorCode.GOODS_NO_SKU_ON_SALE);
    if (item.itemType === ItemType.DATA_PACKAGE && item.packageFiles.length === 0) {
      throw badParam('packageFiles', 'packageFilesRequired');
    }
    if (goods.SOURCE_BOUND_ITEM_TYPES.includes(item.itemType as goods.ItemType)) {
      if ((await repo.listBindings(tx, item.id)).length === 0)
        throw new AppError(ErrorCode.GOODS_SOURCE_REQUIRED);
    }
  }

  private async blockersOf(db: DbOrTx, item: ItemRow): Promise<goods.ItemOffBlocker[]> {
    const all: goods.ItemOffBlocker[] = [];
    for (const provider of this.offBlockers) {
      all.push(...(await provider(db, { id: item.id, ownerId: item.ownerId, itemType: item.itemType })));
    }
    return all;
  }

  private async assertCanTakeOff(db: DbOrTx, item: ItemRow) {
    const blockers = await this.blockersOf(db, item);
    if (blockers.length > 0) {
      throw new AppError(ErrorCode.GOODS_OFF_BLOCKED, { count: blockers.length }, { blockers });
    }
  }

  async checkOff(actor: Actor, itemId: number) {
    const item = await this.getReadable(actor, itemId);
    const blockers = await this.blockersOf(this.deps.db, item);
    return { itemId: String(item.id), canOff: blockers.length === 0, blockers };
  }

  private async startReview(
    tx: DbOrTx,
    key: goods.GoodsProcessKey,
    item: ItemRow,
    sku: SkuRow | null,
    objectName: string,
    starterUserId: number,
    note: string,
  ): Promise<number> {
    const instanceId = await this.reviewProcess.start(tx, key, {
      businessKey: String(sku ? sku.id : item.id),
      objectName: objectName.slice(0, 200),
      starterUserId,
    });
    await repo.insertReview(tx, {
      itemId: item.id,
      skuId: sku?.id ?? null,
      processKey: key,
      processInstanceId: instanceId,
      objectName: objectName.slice(0, 200),
      note: note.slice(0, 500),
      createdAt: this.now(),
      updatedAt: this.now(),
    });
    return instanceId;
  }

  /** Applies the decision of a goods-enable, goods-disable or goods-delete review (in the deciding transaction). */
  async decideItem(tx: DbOrTx, key: ItemReviewKey, itemId: number, approved: boolean, comment: string) {
    const item = await repo.lockItem(tx, itemId);
    if (!item || item.openReview !== key) throw illegalState();
    const event = decisionEvent(key, approved);
    const next = nextItemState(stateOf(item), event);
    if (!next) throw illegalState();
    if (event === 'disableApproved' && item.publishType === U.LISTED) await this.assertCanTakeOff(tx, item);
    const now = this.now();
    const values: Partial<repo.NewItem> = {
      productStatus: next.productStatus,
      publishType: next.publishType,
      deleteStatus: next.deleteStatus,
      statusBeforeReview: next.statusBeforeReview,
      openReview: null,
      lastReview: {
        processKey: key,
        decision: approved ? 'approved' : 'rejected',
        comment,
        date: now.toISOString(),
      },
      updatedAt: now,
    };
    if (next.publishType === U.LISTED && item.publishType !== U.LISTED) values.listedAt = now;
    if (next.deleteStatus === D.DELETED) values.deletedAt = now;
    await repo.updateItem(tx, item.id, values);
    if (event === 'disableApproved') await this.foldPendingSkus(tx, await repo.listSkus(tx, item.id));
    if (event === 'deleteApproved') {
      for (const sku of await repo.listSkus(tx, item.id)) {
        if (sku.enabled) await repo.updateSku(tx, sku.id, { enabled: false, updatedAt: now });
      }
      // The deleted good no longer uses its assets: they may be deleted again.
      for (const binding of await repo.listBindings(tx, item.id)) {
        await this.deps.assets.refreshUsageCount(tx, binding.sourceId);
      }
    }
  }

  /** Every review of a good and its SKUs, newest first. */
  async auditFlows(actor: Actor, itemId: number): Promise<goods.ItemAuditFlow[]> {
    const item = await this.getReadable(actor, itemId);
    const flows: goods.ItemAuditFlow[] = [];
    for (const row of await repo.listReviews(this.deps.db, item.id)) {
      const history = await this.reviewProcess.history(row.processInstanceId, actor);
      if (!history) continue;
      flows.push({
        processInstanceId: String(row.processInstanceId),
        processKey: row.processKey,
        objectName: row.objectName,
        skuId: row.skuId === null ? null : String(row.skuId),
        note: row.note,
        ...history,
      });
    }
    return flows;
  }

  // --- uploads ------------------------------------------------------------------------------------------

  /**
   * Streams an upload into the goods folder of its kind; the kind is decided by content. Rich-text videos
   * (MP4) must stay under 3 MB and 60 s, else the stored file is removed again. Answers the file URL.
   */
  async upload(
    kind: UploadKind,
    folder: string | undefined,
    fileName: string,
    stream: Readable,
  ): Promise<string> {
    const spec = UPLOAD_KINDS[kind];
    if (folder !== undefined && !UPLOAD_FOLDER.test(folder)) {
      throw badParam('folder', 'uploadFolderInvalid');
    }
    if (!isSafeFileName(fileName)) throw badParam('file', 'fileNameUnsafe');
    const stored = await this.deps.storage.save(stream, {
      folder: `${FOLDER_PREFIX}${folder ?? spec.folder}`,
      maxBytes: spec.maxBytes,
      accept: spec.accept,
      // Names the stored file by its real format: a CSV sample is `.csv`, not `.txt`.
      fileName,
    });
    if (stored.mime === 'video/mp4' && kind === 'image') {
      const refuse = async (error: AppError) => {
        await this.deps.storage.remove(stored.key);
        throw error;
      };
      if (stored.size > VIDEO_MAX_BYTES) await refuse(new AppError(ErrorCode.FILE_TOO_LARGE, { mb: 3 }));
      const seconds = mp4DurationSeconds(await readAll(this.deps.storage.open(stored.key)));
      if (seconds === null) await refuse(new AppError(ErrorCode.FILE_TYPE_REFUSED));
      if ((seconds ?? 0) > VIDEO_MAX_SECONDS) {
        await refuse(badParam('file', 'videoTooLong', { seconds: VIDEO_MAX_SECONDS }));
      }
    }
    return fileUrlOf(stored.key);
  }

  /** A goods file to send; 404 for anything outside the goods folders. */
  async openFile(key: string) {
    if (!key.startsWith(FOLDER_PREFIX) || !(await this.deps.storage.exists(key))) throw notFound();
    return this.deps.storage.open(key);
  }

  /**
   * A goods file to send and the format to send it as (goods.sample-format.ts): its key's extension, but 'csv'
   * for a `.txt` that reads as CSV (a sample stored before uploads kept the `.csv` of their name).
   */
  async fileToSend(key: string): Promise<{ stream: Readable; format: string }> {
    const format = await storedFileFormat(key, () => this.openFile(key));
    return { stream: await this.openFile(key), format };
  }

  /**
   * The format of a good's sample (data package) or demo file (data application), upper case: 'CSV', 'XLSX',
   * 'TXT'…, a `.txt` that reads as CSV being 'CSV'; a file at an outside address is named by its address. Null
   * without a file. Only labels depend on it, so a stored file that cannot be read is named by its key.
   */
  async sampleFileType(url: string | null): Promise<string | null> {
    if (!url) return null;
    const key = fileKeyOf(url);
    if (!key) return extensionOf(url).toUpperCase();
    try {
      return (await storedFileFormat(key, () => this.openFile(key))).toUpperCase();
    } catch {
      return extensionOf(key).toUpperCase();
    }
  }

  // --- bound assets -------------------------------------------------------------------------------------

  /** Usages of an asset by goods that are not deleted (the assets module's usage provider). */
  async sourceUsages(db: DbOrTx, query: { sourceId: number; tableId?: number }): Promise<SourceUsage[]> {
    const rows = await repo.usagesOfSource(db, query.sourceId);
    const kept = rows.filter(
      (r) =>
        query.tableId === undefined ||
        r.binding.tableIds.length === 0 ||
        r.binding.tableIds.includes(query.tableId),
    );
    const owners = new Map<number, string>();
    const ownerIds = [...new Set(kept.map((r) => r.item.ownerId))];
    // Inside a transaction (usage counts, delete checks) only the count matters, and on PGlite the users
    // service's root handle would wait for that very transaction: names are read outside transactions only.
    const outsideTransaction = db === this.deps.db;
    for (const user of outsideTransaction && ownerIds.length
      ? await this.deps.users.findByIds(ownerIds)
      : []) {
      owners.set(user.id, user.companyName || user.username);
    }
    return kept.map((r) => ({
      kind: 'goods',
      id: String(r.item.id),
      name: r.item.name,
      status: itemStatusText(r.item),
      ownerName: owners.get(r.item.ownerId) ?? '',
    }));
  }

  /**
   * Asset and table goods in the mall (listed, enabled or with a disable review open, not deleted) bound to
   * these assets: where buyers get an asset's data (the related-applications module).
   */
  async listedBoundTo(
    sourceIds: number[],
  ): Promise<{ itemId: number; name: string; itemType: number; sourceId: number }[]> {
    const found: { itemId: number; name: string; itemType: number; sourceId: number }[] = [];
    for (const sourceId of new Set(sourceIds)) {
      for (const { item } of await repo.usagesOfSource(this.deps.db, sourceId)) {
        const inMall =
          item.publishType === U.LISTED &&
          item.deleteStatus === D.NORMAL &&
          (item.productStatus === P.ENABLED || item.productStatus === P.DISABLE_REVIEW);
        if (inMall && goods.SOURCE_BOUND_ITEM_TYPES.includes(item.itemType as goods.ItemType)) {
          found.push({ itemId: item.id, name: item.name, itemType: item.itemType, sourceId });
        }
      }
    }
    return found;
  }

  /** Presents bindings with their asset's name, status and tables (of the bound version). */
  async bindingViews(bindings: repo.BindingRow[]): Promise<BindingView[]> {
    const views: BindingView[] = [];
    for (const binding of bindings) {
      // The binding is read as the asset's owner sees it (the good's owner is the asset's owner), so the
      // operator and the owner get the same view of the bound version.
      const owner = assetOwner(binding.ownerId);
      const source = await this.deps.assets.getManaged(owner, binding.sourceId).catch(() => null);
      const view = source
        ? await this.deps.assets.view(owner, source.id, binding.sourceVersion ?? undefined).catch(() => null)
        : null;
      const tables = (view?.snapshot.tables ?? [])
        .filter((t) => binding.tableIds.length === 0 || binding.tableIds.includes(t.id))
        .map((t) => ({ id: t.id, schema: t.schema, table: t.table }));
      views.push({ binding, sourceName: source?.name ?? '', sourceStatus: source?.status ?? -1, tables });
    }
    return views;
  }

  /** An approved asset of the caller at its listed version, and the chosen tables checked against it. */
  private async bindableSource(
    actor: Actor,
    itemType: number,
    sourceId: number,
    tableIds: number[] | undefined,
  ) {
    const source = await this.deps.assets.getManaged(actor, sourceId).catch(() => null);
    if (source?.status !== 1 || source.listedVersion === null) {
      throw new AppError(ErrorCode.GOODS_SOURCE_NOT_APPROVED, {}, { field: 'sourceId' });
    }
    const view = await this.deps.assets.view(actor, source.id, source.listedVersion);
    const known = new Set(view.snapshot.tables.map((t) => t.id));
    let chosen: number[] = [];
    if (itemType === ItemType.DATA_TABLE) {
      chosen = [...new Set(tableIds ?? [])];
      if (chosen.length === 0 || chosen.some((id) => !known.has(id))) {
        throw new AppError(ErrorCode.GOODS_SOURCE_TABLE_INVALID, {}, { field: 'tableIds' });
      }
    } else if (tableIds?.length) {
      throw new AppError(ErrorCode.GOODS_SOURCE_TABLE_INVALID, {}, { field: 'tableIds' });
    }
    return { source, version: source.listedVersion, tableIds: chosen };
  }

  async addBinding(
    actor: Actor,
    input: { itemId: number; sourceId: number; tableIds?: number[] | undefined; remark: string },
  ): Promise<repo.BindingRow> {
    const current = await this.getReadable(actor, input.itemId);
    if (current.ownerId !== actor.userId) throw notFound();
    if (!goods.SOURCE_BOUND_ITEM_TYPES.includes(current.itemType as goods.ItemType)) throw illegalState();
    const { source, version, tableIds } = await this.bindableSource(
      actor,
      current.itemType,
      input.sourceId,
      input.tableIds,
    );
    return this.deps.db.transaction(async (tx) => {
      const item = await this.lockOwned(tx, actor, input.itemId);
      const next = await this.editState(tx, item);
      if (await repo.findBindingOf(tx, item.id, source.id)) {
        throw new AppError(ErrorCode.GOODS_SOURCE_DUPLICATE, {}, { field: 'sourceId' });
      }
      const now = this.now();
      const binding = await repo.insertBinding(tx, {
        itemId: item.id,
        ownerId: actor.userId,
        sourceId: source.id,
        sourceVersion: version,
        tableIds,
        remark: input.remark,
        createdAt: now,
        updatedAt: now,
      });
      await repo.updateItem(tx, item.id, { ...next, updatedAt: now });
      await this.deps.assets.refreshUsageCount(tx, source.id);
      return binding;
    });
  }

  async updateBinding(
    actor: Actor,
    input: { id: number; tableIds?: number[] | undefined; remark: string },
  ): Promise<repo.BindingRow> {
    const found = await repo.findBinding(this.deps.db, input.id);
    if (!found || found.ownerId !== actor.userId) throw notFound();
    const current = await this.getReadable(actor, found.itemId);
    const { version, tableIds } = await this.bindableSource(
      actor,
      current.itemType,
      found.sourceId,
      current.itemType === ItemType.DATA_TABLE ? (input.tableIds ?? found.tableIds) : undefined,
    );
    return this.deps.db.transaction(async (tx) => {
      const item = await this.lockOwned(tx, actor, found.itemId);
      const next = await this.editState(tx, item);
      const now = this.now();
      const binding = await repo.updateBinding(tx, found.id, {
        sourceVersion: version,
        tableIds,
        remark: input.remark,
        updatedAt: now,
      });
      await repo.updateItem(tx, item.id, { ...next, updatedAt: now });
      return binding;
    });
  }

  async bindingDetail(actor: Actor, id: number): Promise<BindingView> {
    const binding = await repo.findBinding(this.deps.db, id);
    if (!binding) throw notFound();
    await this.getReadable(actor, binding.itemId);
    return (await this.bindingViews([binding]))[0]!;
  }

  /** Unbinds, all or nothing. */
  async deleteBindings(actor: Actor, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.deps.db.transaction(async (tx) => {
      const bindings = await repo.findBindingsByIds(tx, unique);
      if (bindings.length !== unique.length || bindings.some((b) => b.ownerId !== actor.userId)) {
        throw notFound();
      }
      const now = this.now();
      for (const itemId of [...new Set(bindings.map((b) => b.itemId))].sort((a, b) => a - b)) {
        const item = await this.lockOwned(tx, actor, itemId);
        const next = await this.editState(tx, item);
        await repo.updateItem(tx, item.id, { ...next, updatedAt: now });
      }
      await repo.deleteBindings(tx, unique);
      for (const sourceId of new Set(bindings.map((b) => b.sourceId))) {
        await this.deps.assets.refreshUsageCount(tx, sourceId);
      }
    });
  }

  async pageBindings(actor: Actor, itemId: number, page: PageRequest) {
    const item = await this.getReadable(actor, itemId);
    const result = await repo.pageBindings(this.deps.db, page, item.id);
    return { total: result.total, list: await this.bindingViews(result.list) };
  }

  /** The caller's approved assets that can be bound, with whether each is bound to `itemId`. */
  async relatableSources(
    actor: Actor,
    page: PageRequest,
    filter: { itemId?: number | undefined; name?: string | undefined },
  ) {
    const bound = new Set<number>();
    if (filter.itemId !== undefined) {
      const item = await this.getReadable(actor, filter.itemId);
      for (const b of await repo.listBindings(this.deps.db, item.id)) bound.add(b.sourceId);
    }
    const result = await this.deps.assets.page(actor, page, {
      name: filter.name,
      status: 1,
      sort: 'name',
      order: 'asc',
    });
    const lookups = await this.deps.assets.lookups(result.list, 'owner', actor);
    return {
      total: result.total,
      list: result.list.map((s) => ({
        id: String(s.id),
        name: s.name,
        classificationName:
          s.classificationId === null ? '' : (lookups.classifications.get(s.classificationId)?.name ?? ''),
        listedVersion: s.listedVersion,
        tableCount: lookups.versions.get(s.id)?.tableCount ?? 0,
        goodsCount: s.usageCount,
        bound: bound.has(s.id),
        updateDate: s.updatedAt.toISOString(),
      })),
    };
  }

  // --- SKUs ---------------------------------------------------------------------------------------------

  /** The SKU row, unchecked (the caller scopes it), in `db` (a transaction when the caller locks next). */
  findSku(db: DbOrTx, skuId: number): Promise<SkuRow | null> {
    return repo.findSku(db, skuId);
  }

  /** A SKU of a good the caller may read (owner, operator); else 404. */
  async getSku(actor: Actor, skuId: number): Promise<SkuRow> {
    const sku = await repo.findSku(this.deps.db, skuId);
    if (!sku) throw notFound();
    await this.getReadable(actor, sku.itemId);
    return sku;
  }

  async pageSkus(actor: Actor, itemId: number, page: PageRequest) {
    const item = await this.getReadable(actor, itemId);
    return repo.pageSkus(this.deps.db, page, item.id);
  }

  /**
   * SKUs for a good's detail page: owner and operator see every SKU; anyone else the approved SKUs on sale
   * of a listed good (without pending changes). Else 404.
   */
  async skusForDetail(actor: Actor | null, itemId: number): Promise<{ skus: SkuRow[]; full: boolean }> {
    const item = await repo.findItem(this.deps.db, itemId);
    if (!item) throw notFound();
    if (actor && (isOperator(actor) || (item.ownerId === actor.userId && item.deleteStatus !== D.DELETED))) {
      return { skus: await repo.listSkus(this.deps.db, item.id), full: true };
    }
    const listed =
      item.publishType === U.LISTED &&
      item.deleteStatus === D.NORMAL &&
      (item.productStatus === P.ENABLED || item.productStatus === P.DISABLE_REVIEW);
    if (!listed) throw notFound();
    const skus = await repo.listSkus(this.deps.db, item.id);
    return { skus: skus.filter((s) => s.enabled && s.everApproved), full: false };
  }

  /** Locks the good of a SKU (and the SKU) for a change by its owner; answers how SKUs change now. */
  private async lockSkuForChange(tx: DbOrTx, actor: Actor, skuId: number) {
    const found = await repo.findSku(tx, skuId);
    if (!found) throw notFound();
    const item = await this.lockOwned(tx, actor, found.itemId);
    const sku = (await repo.lockSku(tx, skuId))!;
    const mode = skuMode(stateOf(item));
    if (mode === 'frozen') throw illegalState();
    return { item, sku, mode };
  }

  private async assertSkuNameFree(tx: DbOrTx, itemId: number, name: string, exceptId?: number) {
    const taken = (await repo.listSkus(tx, itemId)).some(
      (s) => s.id !== exceptId && (s.name === name || s.pendingChanges?.name === name),
    );
    if (taken) throw new AppError(ErrorCode.GOODS_SKU_NAME_TAKEN, { name }, { field: 'name' });
  }

  async createSku(actor: Actor, itemId: number, input: SkuInput): Promise<SkuRow> {
    const fields = skuFieldsOf(input);
    return this.deps.db.transaction(async (tx) => {
      const item = await this.lockOwned(tx, actor, itemId);
      assertBillingMode(item, fields);
      const mode = skuMode(stateOf(item));
      if (mode === 'frozen') throw illegalState();
      await this.assertSkuNameFree(tx, item.id, fields.name);
      const direct = mode === 'direct';
      const now = this.now();
      return repo.insertSku(tx, {
        ...skuRowValues(fields),
        itemId: item.id,
        // On an enabled good a new SKU waits for sku-audit before it is sold.
        enabled: direct,
        auditStatus: direct ? A.APPROVED : A.TO_SUBMIT,
        everApproved: direct,
        createdAt: now,
        updatedAt: now,
      });
    });
  }

  async updateSku(actor: Actor, skuId: number, input: SkuInput): Promise<SkuRow> {
    const fields = skuFieldsOf(input);
    return this.deps.db.transaction(async (tx) => {
      const { item, sku, mode } = await this.lockSkuForChange(tx, actor, skuId);
      if (sku.openReview !== null) throw illegalState();
      assertBillingMode(item, fields);
      await this.assertSkuNameFree(tx, item.id, fields.name, sku.id);
      const now = this.now();
      if (mode === 'direct' || !sku.everApproved) {
        return repo.updateSku(tx, sku.id, {
          ...skuRowValues(fields),
          pendingChanges: null,
          auditStatus: mode === 'direct' ? A.APPROVED : A.TO_SUBMIT,
          updatedAt: now,
        });
      }
      // A sold SKU keeps selling as it is until sku-audit approves the change.
      return repo.updateSku(tx, sku.id, { pendingChanges: fields, auditStatus: A.TO_SUBMIT, updatedAt: now });
    });
  }

  async startEnd(actor: Actor, skuId: number, enabled: boolean): Promise<SkuRow> {
    return this.deps.db.transaction(async (tx) => {
      const { item, sku } = await this.lockSkuForChange(tx, actor, skuId);
      if (sku.enabled === enabled) return sku;
      if (enabled && !sku.everApproved) throw illegalState();
      if (!enabled && item.publishType === U.LISTED) {
        const onSale = (await repo.listSkus(tx, item.id)).filter((s) => s.enabled && s.everApproved);
        if (onSale.length === 1 && onSale[0]!.id === sku.id)
          throw new AppError(ErrorCode.GOODS_SKU_LAST_ON_SALE);
      }
      return repo.updateSku(tx, sku.id, { enabled, updatedAt: this.now() });
    });
  }

  /** Submits a new or changed SKU of an enabled good to sku-audit. */
  async submitSku(actor: Actor, skuId: number, comment = ''): Promise<SkuRow> {
    return this.deps.db.transaction(async (tx) => {
      const { item, sku, mode } = await this.lockSkuForChange(tx, actor, skuId);
      const hasChange = sku.pendingChanges !== null || !sku.everApproved;
      if (mode !== 'review' || sku.openReview !== null || !hasChange) throw illegalState();
      const shown = sku.pendingChanges?.name ?? sku.name;
      const instanceId = await this.startReview(
        tx,
        'sku-audit',
        item,
        sku,
        `${item.name} / ${shown}`,
        actor.userId,
        comment,
      );
      return repo.updateSku(tx, sku.id, {
        auditStatus: A.REVIEWING,
        openReview: 'sku-audit',
        processInstanceId: instanceId,
        updatedAt: this.now(),
      });
    });
  }

  /** Price change: at once on a good that is not enabled (or an unsold SKU), else through price-change. */
  async updatePrice(actor: Actor, skuId: number, priceYuan: string, reason = ''): Promise<SkuRow> {
    const price = yuanToUnits(priceYuan);
    return this.deps.db.transaction(async (tx) => {
      const { item, sku, mode } = await this.lockSkuForChange(tx, actor, skuId);
      if (sku.openReview !== null) throw illegalState();
      const now = this.now();
      if (mode === 'direct' || !sku.everApproved) {
        return repo.updateSku(tx, sku.id, { price, updatedAt: now });
      }
      if (price === sku.price) throw illegalState();
      const objectName = `${item.name} / ${sku.name}: ${yuanText(sku.price)} → ${yuanText(price)}`;
      const instanceId = await this.startReview(
        tx,
        'price-change',
        item,
        sku,
        objectName,
        actor.userId,
        reason,
      );
      return repo.updateSku(tx, sku.id, {
        pendingPrice: price,
        openReview: 'price-change',
        processInstanceId: instanceId,
        updatedAt: now,
      });
    });
  }

  async deleteSku(actor: Actor, skuId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const { sku, mode } = await this.lockSkuForChange(tx, actor, skuId);
      if (sku.openReview !== null) throw illegalState();
      // A SKU that was sold stays (its sale can end): orders refer to it.
      if (mode === 'review' && sku.everApproved) throw illegalState();
      await repo.deleteSku(tx, sku.id);
    });
  }

  /** Applies the decision of a sku-audit or price-change review (in the deciding transaction). */
  async decideSku(
    tx: DbOrTx,
    key: 'sku-audit' | 'price-change',
    skuId: number,
    approved: boolean,
    comment: string,
  ) {
    const sku = await repo.lockSku(tx, skuId);
    if (!sku || sku.openReview !== key) throw illegalState();
    const now = this.now();
    if (key === 'sku-audit') {
      const changes = approved && sku.pendingChanges ? skuRowValues(sku.pendingChanges) : {};
      const firstApproval = approved && !sku.everApproved;
      await repo.updateSku(tx, sku.id, {
        ...changes,
        ...(approved ? { pendingChanges: null, everApproved: true } : {}),
        ...(firstApproval ? { enabled: true } : {}),
        auditStatus: approved ? A.APPROVED : A.REJECTED,
        reviewComment: comment,
        openReview: null,
        updatedAt: now,
      });
      return;
    }
    await repo.updateSku(tx, sku.id, {
      ...(approved && sku.pendingPrice !== null ? { price: sku.pendingPrice } : {}),
      pendingPrice: null,
      reviewComment: comment,
      openReview: null,
      updatedAt: now,
    });
  }

  /** The item of a SKU (for the to-do list's object names and the flow). */
  async itemOfSku(db: DbOrTx, skuId: number): Promise<ItemRow | null> {
    const sku = await repo.findSku(db, skuId);
    return sku ? repo.findItem(db, sku.itemId) : null;
  }

  /** How SKUs of a good change now (for presenters and pages). */
  skuModeOf(item: ItemRow): SkuMode {
    return skuMode(stateOf(item));
  }

  // --- preview SQL and grants (issue 5) -----------------------------------------------------------------

  /** connectionTestSql: the preview SQL run once, read-only, on a connection of the actor. */
  async testPreviewSql(
    actor: Actor,
    input: { connectionId: number; sql: string; timeoutSeconds?: number | undefined },
  ) {
    const target = await this.deps.connectionTarget(actor, input.connectionId);
    const timeoutMs = input.timeoutSeconds ? input.timeoutSeconds * 1000 : PREVIEW_SQL_DEFAULT_TIMEOUT_MS;
    return runPreviewSql(target, input.sql, { timeoutMs });
  }

  /**
   * updateAuthenticRight: grants (status 1) or revokes (status 0) named consumers on the white list of a good of
   * the actor. A good without a list gets a white list; a black list is refused (10475).
   */
  async updateGrants(actor: Actor, input: { itemId: number; consumerIds: number[]; status: number }) {
    const item = await this.getReadable(actor, input.itemId);
    if (item.ownerId !== actor.userId) throw notFound();
    const current = await this.deps.grantList.get(actor, item.id);
    if (current.mode === AccessListMode.BLACKLIST) throw new AppError(ErrorCode.GOODS_GRANT_BLACK_LIST);
    const changed = new Set(input.consumerIds);
    const next =
      input.status === 1
        ? [...current.consumerIds, ...[...changed].filter((id) => !current.consumerIds.includes(id))]
        : current.consumerIds.filter((id) => !changed.has(id));
    if (next.length > ACCESS_LIST_MAX_CONSUMERS) {
      throw new AppError(
        ErrorCode.GOODS_GRANT_TOO_MANY,
        { max: ACCESS_LIST_MAX_CONSUMERS },
        { field: 'consumerIds' },
      );
    }
    const mode = input.status === 1 ? AccessListMode.WHITELIST : (current.mode as AccessListMode);
    return this.deps.grantList.save(actor, item.id, mode, next);
  }
}

// --- helpers --------------------------------------------------------------------------------------------

/** The asset owner as an actor of the assets service's reads (no session: never used for a request). */
function assetOwner(userId: number): Actor {
  return { userId, username: '', roleType: RoleType.SUPPLIER, sessionId: 0 };
}

/** Postpaid calls are charged by the API gateway: no other kind of good can sell them. */
function assertBillingMode(item: { itemType: number }, fields: SkuFields) {
  if (!goods.billingModesOf(item.itemType).includes(fields.billingMode as goods.SkuBillingMode)) {
    throw badParam('billingMode', 'postpaidApiOnly');
  }
}

function skuFieldsOf(input: SkuInput): SkuFields {
  const perUse = input.billingMode === goods.SkuBillingMode.PER_USE;
  const perPeriod = input.billingMode === goods.SkuBillingMode.PER_PERIOD;
  return {
    name: input.name,
    billingMode: input.billingMode,
    price: yuanToUnits(input.price).toString(),
    useCount: perUse ? (input.useCount ?? null) : null,
    periodUnit: perPeriod ? (input.periodUnit ?? null) : null,
    periodCount: perPeriod ? (input.periodCount ?? null) : null,
    stock: input.stock ?? null,
    validityDays: perPeriod ? null : (input.validityDays ?? null),
    negotiable: input.negotiable,
    description: input.description,
    sort: input.sort,
  };
}

function skuRowValues(fields: SkuFields) {
  return { ...fields, price: BigInt(fields.price) };
}

function yuanText(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / 10000n;
  const fraction = (abs % 10000n).toString().padStart(4, '0').slice(0, 2);
  return `¥${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Storage key of a platform goods file URL; null for outside URLs. */
export function fileKeyOf(url: string): string | null {
  const match = /^\/server\/item\/file\?key=(goods-[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5})$/.exec(url);
  return match ? match[1]! : null;
}

export function fileUrlOf(key: string): string {
  return `/server/item/file?key=${key}`;
}

/** An uploaded file's name may not carry a path (`../`, `a/b`, `C:\`) or control characters. */
function isSafeFileName(name: string): boolean {
  if (!name || name.length > 255) return false;
  if (/[/\\]/.test(name) || [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return false;
  }
  if (name === '.' || name === '..' || name.includes('..')) return false;
  return path.basename(name) === name;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Status of a good as words for other modules' lists (assets' selectProject). */
function itemStatusText(item: ItemRow): string {
  if (item.deleteStatus === D.REVIEW) return 'delete under review';
  if (item.publishType === U.LISTED) return 'listed';
  return (
    ['not enabled', 'enable under review', 'enabled', 'disable under review', 'disabled'][
      item.productStatus
    ] ?? ''
  );
}

/** A concurrent insert can still hit the unique name index after the check: answer the same clear error. */
async function uniqueName<T>(work: Promise<T>, name: string): Promise<T> {
  try {
    return await work;
  } catch (caught) {
    if (isUniqueViolation(caught)) {
      throw new AppError(ErrorCode.GOODS_NAME_TAKEN, { name }, { field: 'name' });
    }
    throw caught;
  }
}
