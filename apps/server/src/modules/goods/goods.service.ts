import { availableActions, ErrorCode, findTransition, goods } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { FileStorage } from '../../platform/storage.js';
import { subtreeIdsOf } from '../../platform/tree.js';
import { uniqueName } from '../../platform/unique-name.js';
import type { AssetService } from '../assets/assets.service.js';
import type { CatalogService, CatalogUsageKind } from '../catalog/catalog.service.js';
import type { UsersService } from '../identity/users.service.js';
import type { TrustedStorageService } from '../trusted-storage/trusted-storage.service.js';
import * as repo from './goods.repository.js';
import { sanitizeDescription } from './goods.rich-text.js';
import {
  editState,
  getReadable,
  type ItemRow,
  isOperator,
  lockOwned,
  PaymentFacts,
  stateOf,
} from './goods.shared.js';
import {
  type ConnectionTargetResolver,
  GoodsBindingService,
  type ItemGrantList,
} from './goods-bindings.service.js';
import { GoodsFileService, type UploadLimitMb } from './goods-files.service.js';
import { GoodsLifecycleService } from './goods-lifecycle.service.js';
import { GoodsSkuService } from './goods-skus.service.js';

const { ItemType, ProductStatus: P, PublishType: U, ProductDelete: D } = goods;

/** Goods classification tree and brand tree of the catalog. */
const GOODS_TREE = 2;
const BRAND_TREE = 3;

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
  /** Upload limits of goods files in MB (the settings' tunables); the contract's without it. */
  uploadLimitMb?: UploadLimitMb;
}

/**
 * Goods: data packages, data applications, asset and table goods and API goods of their owners. This class
 * keeps the goods themselves (reading, creating, editing); the parts are reached as its properties: the
 * review-driven state machine of the contract's goods-states.ts (`lifecycle`), the SKUs (`skus`), the bound
 * assets, package files, preview SQL and grants (`bindings`) and the uploaded files (`files`).
 */
export class GoodsService {
  readonly lifecycle: GoodsLifecycleService;
  readonly skus: GoodsSkuService;
  readonly bindings: GoodsBindingService;
  readonly files: GoodsFileService;
  private readonly paymentFacts: PaymentFacts;

  constructor(private readonly deps: GoodsServiceDeps) {
    const { db, clock, assets, users, connectionTarget, grantList, storage } = deps;
    this.paymentFacts = new PaymentFacts(db);
    this.lifecycle = new GoodsLifecycleService({ db, clock, assets });
    this.skus = new GoodsSkuService({ db, clock, reviews: this.lifecycle });
    this.bindings = new GoodsBindingService({
      db,
      clock,
      assets,
      users,
      connectionTarget,
      grantList,
      paymentFacts: this.paymentFacts,
    });
    this.files = new GoodsFileService({ storage, uploadLimitMb: deps.uploadLimitMb });
  }

  private now() {
    return this.deps.clock.now();
  }

  // --- reading ------------------------------------------------------------------------------------------

  /** A good the caller may read: its owner, or the operator (deleted ones too). Else 404. */
  getReadable(actor: Actor, itemId: number, db: DbOrTx = this.deps.db): Promise<ItemRow> {
    return getReadable(db, actor, itemId);
  }

  async detail(actor: Actor, itemId: number) {
    const item = await this.getReadable(actor, itemId);
    const [skus, bindings, lookups, sampleFileType] = await Promise.all([
      repo.listSkus(this.deps.db, item.id),
      this.bindings.bindingViews(await repo.listBindings(this.deps.db, item.id)),
      this.lookups([item]),
      this.files.sampleFileType(item.sampleFile),
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

  /** The good's classification (commission rates of billing), null when it has none or is missing. */
  async classificationOf(itemId: number, db: DbOrTx = this.deps.db): Promise<number | null> {
    return (await this.paymentFacts.read(itemId, db))?.classificationId ?? null;
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
    return subtreeIdsOf(tree, classificationId);
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
    await this.files.assertUploaded(input.coverImage, 'coverImage');
    for (const image of input.images) await this.files.assertUploaded(image, 'images');
    const isPackage = itemType === ItemType.DATA_PACKAGE;
    const isApplication = itemType === ItemType.DATA_APPLICATION;
    const sampleFile = isPackage || isApplication ? (input.sampleFile ?? null) : null;
    if (sampleFile) await this.files.assertUploaded(sampleFile, 'sampleFile');
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
      ErrorCode.GOODS_NAME_TAKEN,
      values.name,
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
      ErrorCode.GOODS_NAME_TAKEN,
      values.name,
      this.deps.db.transaction(async (tx) => {
        const item = await lockOwned(tx, actor, itemId);
        const next = await editState(tx, item, this.deps.clock);
        await this.assertNameFree(tx, actor.userId, values.name, item.id);
        return repo.updateItem(tx, item.id, { ...values, ...next, updatedAt: this.now() });
      }),
    );
  }

  /**
   * Locks a good of the caller in `tx` for a change of a part of it kept by another module (interfaces of API
   * goods): 404 when it is not the caller's, `check` may refuse it, 409 when the good may not be edited now.
   * The change counts as an edit: an enabled good goes back to not enabled (see `update`).
   */
  async editOwnedPart(tx: DbOrTx, actor: Actor, itemId: number, check?: (item: ItemRow) => void) {
    const item = await lockOwned(tx, actor, itemId);
    check?.(item);
    const next = await editState(tx, item, this.deps.clock);
    if (next.productStatus === item.productStatus) return item;
    return repo.updateItem(tx, item.id, { ...next, updatedAt: this.now() });
  }
}
