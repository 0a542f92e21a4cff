import type { assets } from '@datamall/contract';
import { ErrorCode, RoleType } from '@datamall/contract';
import { chinaDay } from '../../platform/china-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { AssetVersionService, ListedVersion } from '../assets/asset-versions.service.js';
import { isListed } from '../assets/assets.policy.js';
import { type AssetService, type GradeInfo, gradeOf } from '../assets/assets.service.js';
import type { UsersService } from '../identity/users.service.js';
import { grantState, isCalendarDay } from './grants.policy.js';
import * as repo from './grants.repository.js';

export type GrantRow = repo.GrantRow;

/** A consumer's grant with the asset version its grantee sees (the listed one) and the grades that apply. */
export interface GrantedAsset extends ListedVersion {
  grant: repo.GrantRow;
  state: assets.GrantState;
  /** The grade of a field of this asset (its own, else the asset's). */
  gradeOf: (fieldLevelId: number | null) => GradeInfo | undefined;
}

/** A grant with the name and status of its asset, as the grant pages show it. */
export interface GrantWithSource {
  grant: repo.GrantRow;
  source: { name: string; status: number };
}

export interface GrantInput {
  sourceId: number;
  granteeIds: number[];
  everyone: boolean;
  startDate: string;
  endDate: string;
  remark: string;
}

export interface OrderGrantInput {
  sourceIds: number[];
  consumerId: number;
  orderId: number;
  itemId: number;
  startDate: string;
  endDate: string;
  remark: string;
}

export interface GrantChange {
  id: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  remark?: string | undefined;
  status?: number | undefined;
}

export interface GrantPageFilter {
  sourceId?: number | undefined;
  sourceName?: string | undefined;
  granteeName?: string | undefined;
  state?: assets.GrantState | undefined;
}

export interface GrantServiceDeps {
  db: Db;
  clock: Clock;
  users: UsersService;
  assets: AssetService;
  assetVersions: AssetVersionService;
}

/**
 * Grants of assets to consumers: by the asset's owner for chosen days (to named consumers or to everyone), and
 * by a paid order of an asset or table good (revoked by an approved refund); what a grantee holds and sees.
 */
export class GrantService {
  constructor(private readonly deps: GrantServiceDeps) {}

  private today(): string {
    return chinaDay(this.deps.clock.now());
  }

  /** A grant the consumer holds (its own, or one to everyone) with its asset's listed version; else null. */
  async grantedAsset(actor: Actor, grantId: number): Promise<GrantedAsset | null> {
    const grant = await repo.findGrant(this.deps.db, grantId);
    if (!grant || (grant.granteeId !== null && grant.granteeId !== actor.userId)) return null;
    if (actor.roleType !== RoleType.CONSUMER) return null;
    const listed = await this.deps.assetVersions.listedVersion(grant.sourceId);
    if (!listed) return null;
    const grades = await this.deps.assets.grades();
    return {
      grant,
      state: grantState(grant, this.today()),
      ...listed,
      gradeOf: (fieldLevelId) => gradeOf(fieldLevelId, listed.source.securityLevelId, grades),
    };
  }

  async pageGrants(
    actor: Actor,
    page: PageRequest,
    filter: GrantPageFilter,
  ): Promise<{ list: GrantWithSource[]; total: number }> {
    const scope: repo.GrantScope =
      actor.roleType === RoleType.OPERATOR
        ? { kind: 'all' }
        : actor.roleType === RoleType.CONSUMER
          ? { kind: 'grantee', granteeId: actor.userId }
          : { kind: 'owner', ownerId: actor.userId };
    const granteeIds =
      filter.granteeName && scope.kind !== 'grantee'
        ? (await this.findConsumers(filter.granteeName, 100, false)).map((u) => u.id)
        : undefined;
    return repo.pageGrants(this.deps.db, page, scope, {
      sourceId: filter.sourceId,
      sourceName: filter.sourceName,
      granteeIds,
      state: filter.state,
      today: this.today(),
    });
  }

  /** Consumers whose username or company contains the text (active and approved only when `activeOnly`). */
  async findConsumers(text: string, limit: number, activeOnly = true) {
    const base = { roleType: RoleType.CONSUMER, ...(activeOnly ? { status: 1, spType: 1 } : {}) };
    const page = { page: 1, limit };
    const [byName, byCompany] = await Promise.all([
      this.deps.users.page(page, { ...base, username: text }),
      this.deps.users.page(page, { ...base, companyName: text }),
    ]);
    const seen = new Map<number, (typeof byName.list)[number]>();
    for (const user of [...byName.list, ...byCompany.list]) seen.set(user.id, user);
    return [...seen.values()].slice(0, limit);
  }

  private checkDays(start: string, end: string, requireFuture: boolean) {
    const today = this.today();
    if (!isCalendarDay(start) || !isCalendarDay(end) || end < start || (requireFuture && end < today)) {
      throw new AppError(ErrorCode.GRANT_DATES_INVALID, {}, { field: 'endDate' });
    }
  }

  /** The grantees by id, each an active and approved consumer; else the first that is not answers an error. */
  private async checkGrantees(ids: number[]) {
    const users = new Map((await this.deps.users.findByIds(ids)).map((u) => [u.id, u]));
    for (const id of ids) {
      const user = users.get(id);
      if (!user || user.roleType !== RoleType.CONSUMER || user.status !== 1 || user.spType !== 1) {
        throw new AppError(
          ErrorCode.GRANT_CONSUMER_INVALID,
          { name: user?.username ?? String(id) },
          { field: 'granteeIds' },
        );
      }
    }
    return users;
  }

  /** Grants consumers (or everyone) use of an approved asset of the caller; answers the new grants. */
  async grant(actor: Actor, input: GrantInput): Promise<GrantWithSource[]> {
    const source = await this.deps.assets.getManaged(actor, input.sourceId);
    if (!isListed(source)) throw new AppError(ErrorCode.GRANT_SOURCE_NOT_APPROVED);
    this.checkDays(input.startDate, input.endDate, true);
    const ids = [...new Set(input.granteeIds)];
    const users = await this.checkGrantees(ids);
    const targets: (number | null)[] = input.everyone ? [null] : ids;
    const now = this.deps.clock.now();
    const created = await this.deps.db.transaction(async (tx) => {
      const locked = await this.deps.assets.lockForUse(tx, source.id);
      if (!locked?.isListed) throw new AppError(ErrorCode.GRANT_SOURCE_NOT_APPROVED);
      for (const target of targets) {
        const clash = await repo.overlappingGrants(tx, source.id, target, input.startDate, input.endDate);
        if (clash.length > 0) {
          const name = target === null ? '*' : (users.get(target)?.username ?? String(target));
          throw new AppError(ErrorCode.GRANT_OVERLAP, { name }, { field: 'granteeIds' });
        }
      }
      return repo.insertGrants(
        tx,
        targets.map((granteeId) => ({
          sourceId: source.id,
          ownerId: source.ownerId,
          granteeId,
          startDate: input.startDate,
          endDate: input.endDate,
          status: 1,
          remark: input.remark,
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })),
      );
    });
    const shown = await this.deps.assets.getManaged(actor, input.sourceId);
    return created.map((grant) => ({ grant, source: shown }));
  }

  /**
   * Grants the buyer of a paid asset or table good the good's assets for the days bought, inside the payment's
   * transaction (the delivery of those goods). The grants name the order: their owner cannot change them, an
   * approved refund revokes them.
   */
  async grantForOrder(tx: DbOrTx, input: OrderGrantInput): Promise<repo.GrantRow[]> {
    const now = this.deps.clock.now();
    const rows: repo.NewGrant[] = [];
    for (const sourceId of [...new Set(input.sourceIds)]) {
      const source = await this.deps.assets.ownerAndName(sourceId, tx);
      if (!source) continue;
      rows.push({
        sourceId,
        ownerId: source.ownerId,
        granteeId: input.consumerId,
        startDate: input.startDate,
        endDate: input.endDate,
        status: 1,
        remark: input.remark,
        orderId: input.orderId,
        itemId: input.itemId,
        createdBy: source.ownerId,
        createdAt: now,
        updatedAt: now,
      });
    }
    return rows.length ? repo.insertGrants(tx, rows) : [];
  }

  /** Revokes the grants of a refunded order (in the refund's transaction). */
  revokeOrderGrants(tx: DbOrTx, orderId: number): Promise<number> {
    return repo.revokeOrderGrants(tx, orderId, this.deps.clock.now());
  }

  /** Changes dates or remark of a grant on the caller's asset, revokes (0) or reinstates (1) it. */
  async updateGrant(actor: Actor, input: GrantChange): Promise<GrantWithSource> {
    const grant = await repo.findGrant(this.deps.db, input.id);
    if (!grant || grant.ownerId !== actor.userId) throw notFound();
    if (grant.orderId !== null) throw new AppError(ErrorCode.GRANT_FROM_ORDER, { id: String(grant.orderId) });
    const startDate = input.startDate ?? grant.startDate;
    const endDate = input.endDate ?? grant.endDate;
    const status = input.status ?? grant.status;
    const datesChanged = startDate !== grant.startDate || endDate !== grant.endDate;
    const reinstated = status === 1 && grant.status === 0;
    if (datesChanged || reinstated) this.checkDays(startDate, endDate, true);
    // Read before the transaction: on PGlite only `tx` may be used inside it.
    const [grantee] = grant.granteeId === null ? [] : await this.deps.users.findByIds([grant.granteeId]);
    const now = this.deps.clock.now();
    const updated = await this.deps.db.transaction(async (tx) => {
      if (status === 1 && (datesChanged || reinstated)) {
        const source = await this.deps.assets.lockForUse(tx, grant.sourceId);
        if (!source?.isListed) throw new AppError(ErrorCode.GRANT_SOURCE_NOT_APPROVED);
        const clash = await repo.overlappingGrants(
          tx,
          grant.sourceId,
          grant.granteeId,
          startDate,
          endDate,
          grant.id,
        );
        if (clash.length > 0) {
          throw new AppError(ErrorCode.GRANT_OVERLAP, { name: grantee?.username ?? '*' });
        }
      }
      return repo.updateGrant(tx, grant.id, {
        startDate,
        endDate,
        status,
        remark: input.remark ?? grant.remark,
        updatedAt: now,
      });
    });
    return { grant: updated, source: await this.deps.assets.getManaged(actor, updated.sourceId) };
  }

  /** The caller's grant in force today on an asset (consumers). */
  grantInForce(actor: Actor, sourceId: number) {
    if (actor.roleType !== RoleType.CONSUMER) return Promise.resolve(null);
    return repo.grantInForce(this.deps.db, sourceId, actor.userId, this.today());
  }

  grantStateOf(grant: repo.GrantRow) {
    return grantState(grant, this.today());
  }

  /** Grants of the good's orders that have not ended by `today` (one per order, at most `limit`). */
  liveOrderGrantsOfItem(db: DbOrTx, itemId: number, today: string, limit: number) {
    return repo.liveOrderGrantsOfItem(db, itemId, today, limit);
  }
}
