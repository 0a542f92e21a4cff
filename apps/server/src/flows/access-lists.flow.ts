import { toAccessList } from '../modules/access-lists/access-lists.presenter.js';
import type { AccessListService } from '../modules/access-lists/access-lists.service.js';
import type { AssetService } from '../modules/assets/assets.service.js';
import type { GoodsService } from '../modules/goods/goods.service.js';
import type { ItemGrantList } from '../modules/goods/goods-bindings.service.js';

/**
 * Black and white lists on assets and goods: owners keep them on the list pages (targetType `asset`, `goods`).
 * A listed asset is hidden (404, left out of lists) from the consumers and visitors its list refuses; the mall's
 * goods listings and buying ask `canAccess('goods', …)` the same way.
 */
export function connectAccessLists(
  accessLists: AccessListService,
  { assets, goods }: { assets: AssetService; goods: GoodsService },
) {
  accessLists.registerTargetResolver('asset', {
    ownerOf: async (id) => (await assets.ownerAndName(id))?.ownerId ?? null,
    nameOf: async (id) => (await assets.ownerAndName(id))?.name ?? '',
    listOwned: (ownerId, { name, ...page }) => assets.listOwned(ownerId, page, name),
  });
  accessLists.registerTargetResolver('goods', {
    ownerOf: async (id) => (await goods.ownerAndName(id))?.ownerId ?? null,
    nameOf: async (id) => (await goods.ownerAndName(id))?.name ?? '',
    listOwned: (ownerId, { name, ...page }) => goods.listOwned(ownerId, page, name),
  });
  assets.connectAccessGate({
    canAccess: (sourceId, userId) => accessLists.canAccess('asset', sourceId, userId),
    refusedIds: (userId) => accessLists.refusedTargetIds('asset', userId),
  });
}

/** A good's white list edited as grants of named consumers (updateAuthenticRight) is the good's access list. */
export function goodsGrantList(accessLists: AccessListService): ItemGrantList {
  return {
    get: async (actor, itemId) => {
      const view = await accessLists.get(actor, 'goods', itemId);
      return { mode: view.mode, consumerIds: view.consumers.map((c) => c.id) };
    },
    save: async (actor, itemId, mode, consumerIds) =>
      toAccessList(
        await accessLists.save(actor, { targetType: 'goods', targetId: itemId, mode, consumerIds }),
      ),
  };
}
