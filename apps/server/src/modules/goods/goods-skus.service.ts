import { ErrorCode, goods, type SkuMode, skuMode } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, badParam, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import { yuanToUnits } from '../credit/credit.service.js';
import * as repo from './goods.repository.js';
import {
  getReadable,
  type ItemRow,
  isOperator,
  lockOwned,
  type SkuRow,
  skuRowValues,
  stateOf,
} from './goods.shared.js';
import type { SkuFields } from './goods.table.js';
import type { GoodsLifecycleService } from './goods-lifecycle.service.js';

const { ProductStatus: P, PublishType: U, ProductDelete: D, SkuAuditStatus: A } = goods;

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

export interface GoodsSkuDeps {
  db: Db;
  clock: Clock;
  /** sku-audit and price-change reviews start as the good's own reviews do. */
  reviews: Pick<GoodsLifecycleService, 'startReview'>;
}

/**
 * The SKUs of a good: how each is sold and priced. On a good that is not enabled they change at once; on an
 * enabled good a new or changed SKU and a new price wait for a review (sku-audit, price-change).
 */
export class GoodsSkuService {
  constructor(private readonly deps: GoodsSkuDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  /** The SKU row, unchecked (the caller scopes it), in `db` (a transaction when the caller locks next). */
  findSku(db: DbOrTx, skuId: number): Promise<SkuRow | null> {
    return repo.findSku(db, skuId);
  }

  /** A SKU of a good the caller may read (owner, operator); else 404. */
  async getSku(actor: Actor, skuId: number): Promise<SkuRow> {
    const sku = await repo.findSku(this.deps.db, skuId);
    if (!sku) throw notFound();
    await getReadable(this.deps.db, actor, sku.itemId);
    return sku;
  }

  async pageSkus(actor: Actor, itemId: number, page: PageRequest) {
    const item = await getReadable(this.deps.db, actor, itemId);
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
    const item = await lockOwned(tx, actor, found.itemId);
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
      const item = await lockOwned(tx, actor, itemId);
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
      const instanceId = await this.deps.reviews.startReview(
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
      const instanceId = await this.deps.reviews.startReview(
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

function yuanText(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / 10000n;
  const fraction = (abs % 10000n).toString().padStart(4, '0').slice(0, 2);
  return `¥${negative ? '-' : ''}${whole}.${fraction}`;
}
