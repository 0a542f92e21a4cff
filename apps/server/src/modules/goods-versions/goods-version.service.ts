import { ErrorCode, goods, goodsVersions as gv, RoleType } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, badParam, illegalState, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import { markGatewayConfigChanged } from '../gateway/config-change.js';
import type { GoodsService } from '../goods/goods.service.js';
import * as repo from './goods-version.repository.js';

type ItemRow = NonNullable<Awaited<ReturnType<GoodsService['findLive']>>>;
const { VersionStatus: V } = gv;

export interface GoodsVersionServiceDeps {
  db: Db;
  clock: Clock;
  goods: GoodsService;
}

export interface VersionInput {
  versionNo: string;
  description: string;
  appUrl?: string | null | undefined;
}

/** An order as the version pin needs it (the orders module's row). */
export interface OrderRef {
  id: number;
  consumerId: number;
  sellerId: number;
  itemId: number;
}

const isOperator = (actor: Actor) => actor.roleType === RoleType.OPERATOR;

/**
 * Versions of data applications and API goods, and use cases (deployments) of data applications. Reads: the
 * owner or the operator; changes: the owner. Every status change goes through the contract's transition
 * tables (VERSION_TRANSITIONS, CASE_TRANSITIONS) on a locked row; an illegal one answers 409.
 */
export class GoodsVersionService {
  constructor(private readonly deps: GoodsVersionServiceDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  /** A good the caller may read (owner, or operator), of the kinds given; else 404 / the kind error. */
  private async itemFor(actor: Actor, itemId: number, write: boolean, db: DbOrTx = this.deps.db) {
    const item = await this.deps.goods.findLive(itemId, db);
    if (!item) throw notFound();
    if (item.ownerId !== actor.userId && !(isOperator(actor) && !write)) throw notFound();
    return item;
  }

  private assertVersioned(item: ItemRow) {
    if (!(gv.VERSIONED_ITEM_TYPES as readonly number[]).includes(item.itemType)) {
      throw badParam('itemId', 'itemNotVersioned');
    }
  }

  // --- versions -----------------------------------------------------------------------------------------

  async pageVersions(actor: Actor, itemId: number, page: PageRequest, status?: number) {
    const item = await this.itemFor(actor, itemId, false);
    const result = await repo.pageVersions(this.deps.db, page, item.id, status);
    return { ...result, item, bases: await this.basesOf(result.list) };
  }

  async getVersion(actor: Actor, id: number) {
    const version = await repo.findVersion(this.deps.db, id);
    if (!version) throw notFound();
    const item = await this.itemFor(actor, version.itemId, false);
    return { version, item, bases: await this.basesOf([version]) };
  }

  async basesOf(rows: repo.VersionRow[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((r) => r.baseVersionId).filter((id): id is number => id !== null))];
    const bases = await repo.findVersionsByIds(this.deps.db, ids);
    return new Map(bases.map((b) => [b.id, b.versionNo]));
  }

  async addVersion(actor: Actor, itemId: number, input: VersionInput, baseVersionId: number | null = null) {
    return this.deps.db.transaction(async (tx) => {
      const item = await this.itemFor(actor, itemId, true, tx);
      this.assertVersioned(item);
      await this.assertVersionNoFree(tx, item.id, input.versionNo);
      const now = this.now();
      const version = await repo.insertVersion(tx, {
        itemId: item.id,
        ownerId: item.ownerId,
        versionNo: input.versionNo,
        description: input.description,
        appUrl: item.itemType === goods.ItemType.DATA_APPLICATION ? (input.appUrl ?? null) : null,
        status: V.TO_LIST,
        baseVersionId,
        createdAt: now,
        updatedAt: now,
      });
      return { version, item };
    });
  }

  async improveVersion(
    actor: Actor,
    baseId: number,
    input: { versionNo: string; description?: string | undefined; appUrl?: string | null | undefined },
  ) {
    const base = await repo.findVersion(this.deps.db, baseId);
    if (!base || base.ownerId !== actor.userId) throw notFound();
    return this.addVersion(
      actor,
      base.itemId,
      {
        versionNo: input.versionNo,
        description: input.description ?? base.description,
        appUrl: input.appUrl === undefined ? base.appUrl : input.appUrl,
      },
      base.id,
    );
  }

  async updateVersion(actor: Actor, id: number, input: VersionInput) {
    return this.deps.db.transaction(async (tx) => {
      const version = await this.lockOwnedVersion(tx, actor, id);
      if (gv.nextVersionStatus(version.status, 'edit') === undefined) throw illegalState();
      const item = await this.itemFor(actor, version.itemId, true, tx);
      if (input.versionNo.toLowerCase() !== version.versionNo.toLowerCase()) {
        await this.assertVersionNoFree(tx, version.itemId, input.versionNo);
      }
      const updated = await repo.updateVersionIf(tx, id, version.status, {
        versionNo: input.versionNo,
        description: input.description,
        appUrl: item.itemType === goods.ItemType.DATA_APPLICATION ? (input.appUrl ?? null) : null,
        updatedAt: this.now(),
      });
      if (!updated) throw illegalState();
      await markGatewayConfigChanged(tx);
      return { version: updated, item };
    });
  }

  async changeVersionStatus(actor: Actor, id: number, action: gv.VersionAction) {
    return this.deps.db.transaction(async (tx) => {
      const version = await this.lockOwnedVersion(tx, actor, id);
      const to = gv.nextVersionStatus(version.status, action);
      if (to === undefined || to === null) throw illegalState();
      const item = await this.itemFor(actor, version.itemId, true, tx);
      const now = this.now();
      const updated = await repo.updateVersionIf(tx, id, version.status, {
        status: to,
        ...(to === V.LISTED ? { listedAt: now } : {}),
        updatedAt: now,
      });
      if (!updated) throw illegalState();
      await markGatewayConfigChanged(tx);
      return { version: updated, item };
    });
  }

  async deleteVersion(actor: Actor, id: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const version = await this.lockOwnedVersion(tx, actor, id);
      if (gv.nextVersionStatus(version.status, 'delete') !== null) throw illegalState();
      if ((await repo.countCasesOfVersion(tx, id)) > 0) throw illegalState();
      if (!(await repo.deleteVersionIf(tx, id, version.status))) throw illegalState();
      await markGatewayConfigChanged(tx);
    });
  }

  /** Listed version numbers of goods (newest first) and the versions orders pinned, for the gateways. */
  gatewayVersions(itemIds: number[], orderIds: number[]) {
    return Promise.all([
      repo.listedVersionNos(this.deps.db, itemIds),
      repo.pinnedVersionNos(this.deps.db, orderIds),
    ]).then(([listed, pinned]) => ({ listed, pinned }));
  }

  /** The listed versions of a listed good (anyone). */
  async listedVersions(itemId: number) {
    const item = await this.deps.goods.findLive(itemId);
    if (!item || item.publishType !== goods.PublishType.LISTED) throw notFound();
    return repo.listedVersions(this.deps.db, item.id);
  }

  /** Pins the newest listed version of the good to an order, inside the order's transaction. */
  async pinOrder(tx: DbOrTx, order: OrderRef): Promise<void> {
    const now = this.now();
    await repo.pinOrderToNewest(tx, {
      orderId: order.id,
      consumerId: order.consumerId,
      sellerId: order.sellerId,
      itemId: order.itemId,
      createdAt: now,
    });
  }

  /** The version an order bought: its buyer, its seller or the operator; else 404. */
  async versionOfOrder(actor: Actor, orderId: number) {
    const pin = await repo.findOrderPin(this.deps.db, orderId);
    if (!pin) throw notFound();
    if (pin.consumerId !== actor.userId && pin.sellerId !== actor.userId && !isOperator(actor))
      throw notFound();
    return pin.versionId === null ? null : repo.findVersion(this.deps.db, pin.versionId);
  }

  private async lockOwnedVersion(tx: DbOrTx, actor: Actor, id: number) {
    const version = await repo.lockVersion(tx, id);
    if (!version || version.ownerId !== actor.userId) throw notFound();
    return version;
  }

  private async assertVersionNoFree(tx: DbOrTx, itemId: number, versionNo: string) {
    if (await repo.findVersionNo(tx, itemId, versionNo)) {
      throw new AppError(ErrorCode.GOODS_VERSION_TAKEN, { version: versionNo }, { field: 'versionNo' });
    }
  }

  // --- cases --------------------------------------------------------------------------------------------

  async pageCases(actor: Actor, itemId: number, page: PageRequest) {
    const item = await this.itemFor(actor, itemId, false);
    const result = await repo.pageCases(this.deps.db, page, item.id);
    return { ...result, item, versions: await this.versionNamesOf(result.list) };
  }

  async getCase(actor: Actor, id: number) {
    const row = await repo.findCase(this.deps.db, id);
    if (!row) throw notFound();
    const item = await this.itemFor(actor, row.itemId, false);
    return { row, item, versions: await this.versionNamesOf([row]) };
  }

  async versionNamesOf(rows: repo.CaseRow[]): Promise<Map<number, string>> {
    const versions = await repo.findVersionsByIds(this.deps.db, [...new Set(rows.map((r) => r.versionId))]);
    return new Map(versions.map((v) => [v.id, v.versionNo]));
  }

  /** A version of the good that can be deployed (not disabled); else 400 on versionId. */
  private async deployableVersion(tx: DbOrTx, itemId: number, versionId: number) {
    const version = await repo.findVersion(tx, versionId);
    if (!version || version.itemId !== itemId) throw badParam('versionId', 'versionNotOfItem', { versionId });
    if (version.status === V.DISABLED) {
      throw badParam('versionId', 'versionDisabled', { version: version.versionNo });
    }
    return version;
  }

  async addCase(
    actor: Actor,
    input: { itemId: number; versionId: number; name: string; description: string },
  ) {
    return this.deps.db.transaction(async (tx) => {
      const item = await this.itemFor(actor, input.itemId, true, tx);
      if (!(gv.CASE_ITEM_TYPES as readonly number[]).includes(item.itemType)) {
        throw new AppError(ErrorCode.GOODS_CASE_KIND_UNSUPPORTED);
      }
      await this.deployableVersion(tx, item.id, input.versionId);
      const now = this.now();
      const row = await repo.insertCase(tx, {
        itemId: item.id,
        ownerId: item.ownerId,
        versionId: input.versionId,
        name: input.name,
        description: input.description,
        caseType: gv.CaseType.UNDEPLOYED,
        status: 'WAITING_FOR_DEPLOYMENT',
        createdAt: now,
        updatedAt: now,
      });
      return { row, item };
    });
  }

  async updateCaseVersion(actor: Actor, id: number, versionId: number) {
    return this.transitionCase(actor, id, 'updateVersion', versionId);
  }

  async changeCaseStatus(actor: Actor, id: number, event: gv.CaseOwnerEvent) {
    return this.transitionCase(actor, id, event);
  }

  /** The platform reports a runtime event (operator only, any good). */
  async runtimeEvent(actor: Actor, id: number, event: gv.CaseRuntimeEvent) {
    return this.transitionCase(actor, id, event);
  }

  private async transitionCase(actor: Actor, id: number, event: gv.CaseEvent, versionId?: number) {
    const runtime = (gv.CASE_RUNTIME_EVENTS as readonly string[]).includes(event);
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.lockCase(tx, id);
      if (!row) throw notFound();
      if (runtime ? !isOperator(actor) : row.ownerId !== actor.userId) throw notFound();
      const item = await this.deps.goods.findLive(row.itemId, tx);
      if (!item) throw notFound();
      const state: gv.CaseState = {
        status: row.status as gv.CaseStatus,
        caseType: row.caseType as gv.CaseType,
      };
      const next = gv.nextCaseState(state, event);
      if (!next) throw illegalState();
      if (event === 'updateVersion') {
        const version = await this.deployableVersion(tx, row.itemId, versionId ?? 0);
        if (version.id === row.versionId) {
          throw badParam('versionId', 'versionUnchanged', { version: version.versionNo });
        }
      }
      const updated = await repo.updateCase(tx, id, {
        status: next.status,
        caseType: next.caseType,
        ...(event === 'updateVersion' && versionId ? { versionId } : {}),
        updatedAt: this.now(),
      });
      return { row: updated, item };
    });
  }
}
