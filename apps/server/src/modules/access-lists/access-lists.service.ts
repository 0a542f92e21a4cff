import { AccessListMode, type AccessTargetType, ErrorCode, RoleType } from '@datamall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import * as repo from './access-lists.repository.js';

/** What the module owning a kind of target tells about it. */
export interface TargetResolver {
  /** The owner's user id, or null when no such target exists. */
  ownerOf(targetId: number): Promise<number | null>;
  /** A display name (optional). */
  nameOf?(targetId: number): Promise<string>;
  /** The owner's targets, newest first, for the page's picker (optional). */
  listOwned?(
    ownerId: number,
    query: PageRequest & { name?: string | undefined },
  ): Promise<{ list: { id: number; name: string }[]; total: number }>;
}

/** The facts about an account that lists need; served by the identity module. */
export interface ListedUser {
  id: number;
  username: string;
  realName: string;
  companyName: string;
  roleType: number;
  /** sp_type: approved 1 */
  spType: number;
  /** user_status: disabled 0, normal 1 */
  status: number;
}

export interface AccessListDeps {
  db: Db;
  clock: Clock;
  /** Accounts by id (missing ids are left out). */
  findUsers(ids: number[]): Promise<ListedUser[]>;
}

export interface AccessListView {
  targetType: AccessTargetType;
  targetId: number;
  targetName: string;
  mode: AccessListMode;
  consumers: ListedUser[];
  updatedAt: Date | null;
}

/**
 * Black and white lists of assets and goods. The owner of a target keeps a mode (none, white list only,
 * black list) and a list of consumers; other modules ask `canAccess` before showing or selling the target.
 * Targets belong to other modules, which register a resolver per kind; a kind without one is refused.
 */
export class AccessListService {
  private readonly resolvers = new Map<AccessTargetType, TargetResolver>();

  constructor(private readonly deps: AccessListDeps) {}

  /** Called by the module that owns a kind of target (assets, goods) while the app is built. */
  registerTargetResolver(type: AccessTargetType, resolver: TargetResolver | TargetResolver['ownerOf']) {
    this.resolvers.set(type, typeof resolver === 'function' ? { ownerOf: resolver } : resolver);
  }

  /** Whether a module serves this kind, and whether it can list an owner's targets. */
  support(type: AccessTargetType) {
    const resolver = this.resolvers.get(type);
    return { supported: Boolean(resolver), listable: Boolean(resolver?.listOwned) };
  }

  /**
   * May this consumer see and buy the target? True without a list, for mode none, and for the owner; with a
   * white list only the listed consumers, with a black list everyone but them. `null` is a visitor who is
   * not logged in (on no list). Operators are not subject to lists: callers skip the check for them.
   */
  async canAccess(targetType: AccessTargetType, targetId: number, consumerId: number | null, db?: DbOrTx) {
    const decision = await repo.findDecision(db ?? this.deps.db, targetType, targetId, consumerId ?? 0);
    if (!decision || decision.mode === AccessListMode.NONE) return true;
    if (consumerId !== null && decision.ownerId === consumerId) return true;
    const listed = consumerId !== null && decision.listed;
    return decision.mode === AccessListMode.WHITELIST ? listed : !listed;
  }

  /** `canAccess`, throwing ACCESS_LIST_REFUSED when refused: for buying and detail pages. */
  async assertCanAccess(
    targetType: AccessTargetType,
    targetId: number,
    consumerId: number | null,
    db?: DbOrTx,
  ) {
    if (!(await this.canAccess(targetType, targetId, consumerId, db))) {
      throw new AppError(ErrorCode.ACCESS_LIST_REFUSED);
    }
  }

  /** Ids of the targets of a kind hidden from this consumer: exclude them from lists and searches. */
  refusedTargetIds(targetType: AccessTargetType, consumerId: number | null, db?: DbOrTx) {
    return repo.refusedTargetIds(db ?? this.deps.db, targetType, consumerId);
  }

  /** The ids among `targetIds` that this consumer may see, in the given order. */
  async filterAccessible(targetType: AccessTargetType, targetIds: number[], consumerId: number | null) {
    const refused = new Set(await this.refusedTargetIds(targetType, consumerId));
    return targetIds.filter((id) => !refused.has(id));
  }

  /** Drops the list of a target that is deleted (called by its module, inside its transaction). */
  forgetTarget(targetType: AccessTargetType, targetId: number, db?: DbOrTx) {
    return repo.deleteList(db ?? this.deps.db, targetType, targetId);
  }

  /** The list of one of the actor's targets; a target never configured has mode none and no consumers. */
  async get(actor: Actor, targetType: AccessTargetType, targetId: number): Promise<AccessListView> {
    const resolver = await this.ownedTarget(actor, targetType, targetId);
    const row = await repo.findList(this.deps.db, targetType, targetId);
    const consumerIds = row ? await repo.listEntries(this.deps.db, row.id) : [];
    return {
      targetType,
      targetId,
      targetName: (await resolver.nameOf?.(targetId)) ?? '',
      mode: (row?.mode ?? AccessListMode.NONE) as AccessListMode,
      consumers: await this.usersInOrder(consumerIds),
      updatedAt: row?.updatedAt ?? null,
    };
  }

  /** Replaces the mode and the consumers of the list of one of the actor's targets. */
  async save(
    actor: Actor,
    input: { targetType: AccessTargetType; targetId: number; mode: AccessListMode; consumerIds: number[] },
  ): Promise<AccessListView> {
    const { targetType, targetId, mode } = input;
    // Asked before the transaction: the owning module reads through its own handle (PGlite has one connection).
    await this.ownedTarget(actor, targetType, targetId);
    const consumerIds = [...new Set(input.consumerIds)];
    await this.assertConsumers(consumerIds);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const row = await repo.upsertList(tx, { targetType, targetId, ownerId: actor.userId, mode }, now);
      await repo.replaceEntries(tx, row.id, consumerIds, now);
    });
    return this.get(actor, targetType, targetId);
  }

  /** The actor's targets of a kind with the state of their lists, when the owning module can list them. */
  async targets(
    actor: Actor,
    targetType: AccessTargetType,
    query: PageRequest & { name?: string | undefined },
  ) {
    const resolver = this.resolvers.get(targetType);
    const support = this.support(targetType);
    if (!resolver?.listOwned) return { ...support, list: [], total: 0 };
    const page = await resolver.listOwned(actor.userId, query);
    const lists = await repo.summarize(
      this.deps.db,
      targetType,
      page.list.map((t) => t.id),
    );
    return {
      ...support,
      total: page.total,
      list: page.list.map((t) => ({
        id: t.id,
        name: t.name,
        mode: lists.get(t.id)?.mode ?? AccessListMode.NONE,
        consumerCount: lists.get(t.id)?.consumerCount ?? 0,
      })),
    };
  }

  /** The resolver of a target the actor owns; 404 for a missing target or anyone else's. */
  private async ownedTarget(actor: Actor, targetType: AccessTargetType, targetId: number) {
    const resolver = this.resolvers.get(targetType);
    if (!resolver) throw new AppError(ErrorCode.ACCESS_LIST_TARGET_UNSUPPORTED, { type: targetType });
    const ownerId = await resolver.ownerOf(targetId);
    if (ownerId === null || ownerId !== actor.userId || actor.roleType === RoleType.CONSUMER) {
      throw new AppError(ErrorCode.NOT_FOUND);
    }
    return resolver;
  }

  /** Every id must be an approved consumer; the first that is not is named (400-like, field consumerIds). */
  private async assertConsumers(ids: number[]) {
    if (ids.length === 0) return;
    const found = new Map((await this.deps.findUsers(ids)).map((u) => [u.id, u]));
    for (const id of ids) {
      const user = found.get(id);
      if (!user || user.roleType !== RoleType.CONSUMER || user.spType !== 1) {
        throw new AppError(ErrorCode.ACCESS_LIST_NOT_CONSUMER, { id }, { field: 'consumerIds' });
      }
    }
  }

  private async usersInOrder(ids: number[]): Promise<ListedUser[]> {
    if (ids.length === 0) return [];
    const found = new Map((await this.deps.findUsers(ids)).map((u) => [u.id, u]));
    return ids.flatMap((id) => {
      const user = found.get(id);
      return user ? [user] : [];
    });
  }
}
