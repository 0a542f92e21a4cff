import type { Db } from '../../platform/db.js';
import type { PageRequest } from '../../platform/paging.js';
import type { Actor } from '../../platform/request-context.js';
import * as repo from './mall.repository.js';
import type { MallReadModel } from './mall.shared.js';

export interface MallFavouriteDeps {
  db: Db;
  model: MallReadModel;
}

/** A user's favourite goods: added while visible to them, listed with whether each is still in the mall. */
export class MallFavouriteService {
  constructor(private readonly deps: MallFavouriteDeps) {}

  async addFavourite(actor: Actor, itemId: number) {
    const { db, model } = this.deps;
    const found = await model.visible(actor, itemId);
    const favouriteCount = await db.transaction((tx) =>
      repo.addFavourite(tx, actor.userId, itemId, found.card.itemType),
    );
    model.noteWrite();
    return { favourite: true, favouriteCount };
  }

  async removeFavourites(actor: Actor, itemIds: number[]) {
    await this.deps.db.transaction((tx) => repo.removeFavourites(tx, actor.userId, itemIds));
    this.deps.model.noteWrite();
  }

  async pageFavourites(actor: Actor, page: PageRequest, filter: { itemType?: number; name?: string }) {
    const { db, model } = this.deps;
    const state = await model.state();
    const result = await repo.pageFavourites(db, actor.userId, page, filter);
    const ids = result.list.map((r) => r.itemId);
    const [rows, names, refused] = await Promise.all([
      repo.cardsByIds(db, ids, true),
      model.namesOf(state),
      model.refusedFor(actor, state),
    ]);
    const refusedSet = new Set(refused);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = result.list.filter((f) => byId.has(f.itemId));
    const cards = await model.cards(
      ordered.map((f) => byId.get(f.itemId)!),
      names,
    );
    return {
      total: result.total,
      list: cards.map((card, i) => {
        const row = byId.get(ordered[i]!.itemId)!;
        return {
          ...card,
          available: row.inMall && !refusedSet.has(row.id),
          favouriteDate: ordered[i]!.createdAt.toISOString(),
        };
      }),
    };
  }
}
