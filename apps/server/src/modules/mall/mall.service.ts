import type { Db, DbOrTx } from '../../platform/db.js';
import type { Actor } from '../../platform/request-context.js';
import type { AccessListService } from '../access-lists/access-lists.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { GoodsService } from '../goods/goods.service.js';
import type { UsersService } from '../identity/users.service.js';
import type { InterfaceService } from '../interfaces/interface.service.js';
import { type MallOrderFigures, MallReadModel } from './mall.shared.js';
import { ViewCounter, type ViewCounterOptions } from './mall.views.js';
import { MallDetailService } from './mall-details.service.js';
import { MallFavouriteService } from './mall-favourites.service.js';
import { MallListingService } from './mall-listings.service.js';
import { MallShopService } from './mall-shops.service.js';

export interface MallServiceDeps {
  db: Db;
  catalog: CatalogService;
  users: UsersService;
  accessLists: AccessListService;
  goods: GoodsService;
  interfaces: Pick<InterfaceService, 'publicDocsOfSkus'>;
  /**
   * A freshness check younger than this (ms) is reused while this process wrote nothing meanwhile: writes
   * through this process are seen at once, writes of other processes within this window. Default 50.
   */
  freshnessWindowMs?: number;
  /** Batching of the detail-page views (mall.views.ts). */
  views?: ViewCounterOptions;
  /** Keyword matches counted at most (default KEYWORD_COUNT_CAP); more answer `totalCapped`. */
  keywordCountCap?: number;
}

/**
 * The public mall over the listed goods (the read model in mall.repository.ts); visibility follows the goods'
 * black and white lists. The parts are reached as properties: listings, search, facets and top five
 * (`listings`), a good's detail, sample, interface documentation and counters (`details`), storefronts, seller
 * figures and follows (`shops`), and favourites (`favourites`). They share the read model (mall.shared.ts), whose
 * freshness key every cache of the parts is checked against.
 */
export class MallService {
  readonly listings: MallListingService;
  readonly details: MallDetailService;
  readonly shops: MallShopService;
  readonly favourites: MallFavouriteService;
  /** Detail-page views, written in batches (started by the routes, flushed on close). */
  readonly views: ViewCounter;
  private readonly model: MallReadModel;

  constructor(deps: MallServiceDeps) {
    const { db, catalog, users, accessLists, goods, interfaces } = deps;
    this.model = new MallReadModel({
      db,
      catalog,
      users,
      accessLists,
      freshnessWindowMs: deps.freshnessWindowMs,
    });
    const model = this.model;
    this.views = new ViewCounter(db, deps.views);
    this.listings = new MallListingService({ db, catalog, model, keywordCountCap: deps.keywordCountCap });
    this.shops = new MallShopService({ db, users, model });
    this.details = new MallDetailService({
      db,
      goods,
      interfaces,
      model,
      views: this.views,
      shops: this.shops,
    });
    this.favourites = new MallFavouriteService({ db, model });
  }

  connectOrders(orders: MallOrderFigures) {
    this.model.orders = orders;
  }

  /** Something was written through this process: the next read re-checks and refreshes the read model. */
  noteWrite() {
    this.model.noteWrite();
  }

  /** Counts a paid order in the good's figures (inside the payment transaction). */
  recordSale(tx: DbOrTx, itemId: number, itemType: number, units: number) {
    return this.model.recordSale(tx, itemId, itemType, units);
  }

  /** Makes the read model current (tests and the benchmark call it after writing goods directly). */
  async ensureFresh() {
    return this.model.ensureFresh();
  }

  /** The counters of a listed good the caller may see, else 404 (app previews check visibility with it). */
  counters(actor: Actor | null, itemId: number) {
    return this.details.counters(actor, itemId);
  }
}
