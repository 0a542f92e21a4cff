import { ErrorCode, type mall, RoleType } from '@datamall/contract';
import type { Db } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import type { UsersService } from '../identity/users.service.js';
import * as repo from './mall.repository.js';
import { type MallReadModel, NO_PAID_FIGURES } from './mall.shared.js';

export interface MallShopDeps {
  db: Db;
  users: UsersService;
  model: MallReadModel;
}

/** Storefronts of suppliers and developers, their sales figures, and the follows of shops. */
export class MallShopService {
  constructor(private readonly deps: MallShopDeps) {}

  /** A seller's shop as the mall shows it, counting the listed goods the caller may see. */
  async shop(actor: Actor | null, ownerId: number, refused: number[]): Promise<mall.MallShop> {
    const { user, shop } = await this.deps.users.shopOf(ownerId);
    const [goodsCount, followerCount] = await Promise.all([
      repo.listedCountOf(this.deps.db, ownerId, refused),
      repo.followerCount(this.deps.db, ownerId),
    ]);
    void actor;
    return {
      ownerId: String(user.id),
      roleType: user.roleType,
      name: shop?.shopName || user.companyName || user.username,
      logoUrl: shop?.logoUrl ?? '',
      intro: shop?.intro ?? '',
      contactName: shop?.contactName ?? '',
      contactPhone: shop?.contactPhone ?? '',
      address: shop?.address ?? '',
      certified: shop?.certified === 1,
      goodsCount,
      followerCount,
      createDate: user.createdAt.toISOString(),
    };
  }

  /** A storefront: approved, active suppliers and developers only; else 404. */
  async store(actor: Actor | null, ownerId: number) {
    const { model } = this.deps;
    const state = await model.state();
    const user = await this.deps.users.getWithRole(ownerId, [RoleType.SUPPLIER, RoleType.DEVELOPER]);
    if (user.spType !== 1) throw notFound();
    const shop = await this.shop(actor, ownerId, await model.refusedFor(actor, state));
    const following = actor ? await repo.isFollowing(this.deps.db, actor.userId, ownerId) : null;
    return { ...shop, following };
  }

  async stores(page: PageRequest, filter: { roleType?: number; name?: string }) {
    const state = await this.deps.model.state();
    const result = await this.deps.users.pageShopOwners(page, {
      roleType: filter.roleType,
      companyName: filter.name,
      status: 1,
    });
    const list = await Promise.all(
      result.list.map((u: { id: number }) => this.shop(null, u.id, state.refusedVisitor)),
    );
    return { list, total: result.total };
  }

  /** A seller's paid-order figures and listed goods (the caller's own; any seller's for the operator). */
  async tradeNum(actor: Actor, ownerId?: number) {
    const { model } = this.deps;
    const sellerId = actor.roleType === RoleType.OPERATOR ? ownerId : actor.userId;
    const figures = model.orders ? await model.orders.paidFigures({ sellerId }) : NO_PAID_FIGURES;
    const listedCount = await repo.count(this.deps.db, { ownerId: sellerId, refusedIds: [] });
    return {
      orderCount: figures.orderCount,
      amount: figures.amount.toString(),
      buyerCount: figures.buyerCount,
      listedCount,
    };
  }

  async follow(actor: Actor, ownerId: number) {
    const user = await this.deps.users.getWithRole(ownerId, [RoleType.SUPPLIER, RoleType.DEVELOPER]);
    if (user.spType !== 1) throw notFound();
    if (ownerId === actor.userId) throw new AppError(ErrorCode.MALL_FOLLOW_SELF);
    await repo.addFollow(this.deps.db, actor.userId, ownerId);
    return { following: true, followerCount: await repo.followerCount(this.deps.db, ownerId) };
  }

  async unfollow(actor: Actor, ownerIds: number[]) {
    await repo.removeFollows(this.deps.db, actor.userId, ownerIds);
  }

  async pageFollows(actor: Actor, page: PageRequest, name?: string) {
    const { model } = this.deps;
    const state = await model.state();
    const all = await repo.pageFollows(this.deps.db, actor.userId, { page: 1, limit: 10_000 });
    const refused = await model.refusedFor(actor, state);
    const shops: (mall.MallShop & { followDate: string })[] = [];
    for (const f of all.list) {
      try {
        const shop = await this.shop(actor, f.ownerId, refused);
        shops.push({ ...shop, followDate: f.createdAt.toISOString() });
      } catch {
        // An account that is no longer a shop is left out.
      }
    }
    const needle = name?.toLowerCase();
    const matching = needle ? shops.filter((s) => s.name.toLowerCase().includes(needle)) : shops;
    return {
      total: matching.length,
      list: matching.slice((page.page - 1) * page.limit, page.page * page.limit),
    };
  }
}
