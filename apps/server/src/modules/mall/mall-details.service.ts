import { goods, type mall } from '@datamall/contract';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-context.js';
import { toSku } from '../goods/goods.presenter.js';
import { extensionOf } from '../goods/goods.sample-format.js';
import type { GoodsService } from '../goods/goods.service.js';
import { fileKeyOf } from '../goods/goods-files.service.js';
import type { InterfaceService } from '../interfaces/interface.service.js';
import * as repo from './mall.repository.js';
import { previewSample } from './mall.sample.js';
import { type MallReadModel, NO_PAID_FIGURES } from './mall.shared.js';
import type { ViewCounter } from './mall.views.js';
import type { MallShopService } from './mall-shops.service.js';

export interface MallDetailDeps {
  db: Db;
  goods: GoodsService;
  interfaces: Pick<InterfaceService, 'publicDocsOfSkus'>;
  model: MallReadModel;
  views: ViewCounter;
  /** The seller's shop shown on the detail page. */
  shops: Pick<MallShopService, 'shop'>;
}

/**
 * A listed good's pages: its detail (with shop, related goods and, for a logged-in caller, whether they bought,
 * favour or follow), its sample, its interface documentation and its counters. Views of the detail page are
 * counted in batches (mall.views.ts).
 */
export class MallDetailService {
  constructor(private readonly deps: MallDetailDeps) {}

  async detail(
    actor: Actor | null,
    itemId: number,
    opts: { countView: boolean; withCaller: boolean },
  ): Promise<mall.MallItemDetail> {
    const { db, model, views } = this.deps;
    const state = await model.state();
    const { value: found, waiting } = await views.readFigure(itemId, () => model.visible(actor, itemId));
    const card = found.card;
    if (opts.countView) views.add(itemId, card.itemType);
    const viewCount = card.viewCount + waiting + (opts.countView ? 1 : 0);
    const names = await model.namesOf(state);
    const refused = await model.refusedFor(actor, state);
    const [skus, sources, shop, relatedRows] = await Promise.all([
      this.deps.goods.skus.skusForDetail(null, itemId),
      repo.sourcesOf(db, itemId),
      this.deps.shops.shop(actor, card.ownerId, refused),
      this.related(card, refused),
    ]);
    const [cardOut, ...related] = await model.cards([card, ...relatedRows], names);
    const caller = opts.withCaller && actor ? await this.callerOf(actor, card) : null;
    return {
      ...cardOut!,
      viewCount,
      images: found.images,
      description: found.description,
      usageInstructions: found.usageInstructions,
      agreement: found.agreement,
      sampleFile: found.sampleFile,
      appUrl: found.appUrl,
      apiType: found.apiType,
      sources: sources.map((s) => ({ sourceId: String(s.sourceId), tableIds: s.tableIds.map(String) })),
      skus: skus.skus.map((s) => toSku(s, false)),
      shop,
      orderCount: card.orderCount,
      related,
      caller,
    };
  }

  /** Whether the caller bought the good, favours it and follows its seller. */
  private async callerOf(actor: Actor, card: repo.CardRow): Promise<mall.MallItemDetail['caller']> {
    const { db, model } = this.deps;
    const [bought, favourites, following] = await Promise.all([
      model.orders ? model.orders.hasPaidOrder(actor.userId, card.id) : Promise.resolve(false),
      repo.isFavourite(db, actor.userId, [card.id]),
      repo.isFollowing(db, actor.userId, card.ownerId),
    ]);
    return { bought, favourite: favourites.has(card.id), following };
  }

  /**
   * The sample file of a listed good the caller may see (else 404, as for one without a sample): its address,
   * format and a preview of its head (mall.sample.ts). A file outside the platform is only linked.
   */
  async sample(actor: Actor | null, itemId: number): Promise<mall.MallItemSample> {
    const { sampleFile: url } = await this.deps.model.visible(actor, itemId);
    if (!url) throw notFound();
    const key = fileKeyOf(url);
    if (!key) {
      const fileType = extensionOf(url).toUpperCase();
      return { url, fileType, previewKind: 'none', columns: [], rows: [], text: '', truncated: false };
    }
    const { fileType, preview } = await previewSample(extensionOf(key), () =>
      this.deps.goods.files.openFile(key),
    );
    return { url, fileType, ...preview };
  }

  /**
   * The interface documentation of a listed good the caller may see (else 404): the interfaces of its SKUs on
   * sale, read without their upstream URL, auth header or secret. SKUs of an API good often sell the same
   * interfaces (call packs of different sizes): an interface documented alike in several SKUs (same method,
   * path and documentation) is answered once, with the SKUs that include it.
   */
  async interfaceDoc(
    actor: Actor | null,
    itemId: number,
    baseUrl: string | null,
  ): Promise<mall.MallInterfaceDocs> {
    const found = await this.deps.model.visible(actor, itemId);
    if (found.card.itemType !== goods.ItemType.API) return { baseUrl, skuCount: 0, interfaces: [] };
    const { skus } = await this.deps.goods.skus.skusForDetail(null, itemId);
    const byId = new Map(skus.map((s) => [s.id, s]));
    const rows = await this.deps.interfaces.publicDocsOfSkus(itemId, [...byId.keys()]);
    const order = new Map(skus.map((s, i) => [s.id, i]));
    rows.sort((a, b) => (order.get(a.skuId) ?? 0) - (order.get(b.skuId) ?? 0) || a.id - b.id);
    const docs = new Map<string, mall.MallInterfaceDoc>();
    for (const r of rows) {
      const doc = {
        name: r.name,
        method: r.method as mall.MallInterfaceDoc['method'],
        path: r.path,
        params: r.params as mall.MallInterfaceDoc['params'],
        requestSchema: r.requestSchema ?? null,
        responseSchema: r.responseSchema ?? null,
        description: r.description,
      };
      const key = JSON.stringify(doc);
      const sku = byId.get(r.skuId);
      const entry = docs.get(key) ?? { id: String(r.id), skus: [], ...doc };
      if (sku && !entry.skus.some((s) => s.skuId === String(sku.id))) {
        entry.skus.push({
          skuId: String(sku.id),
          skuName: sku.name,
          price: sku.price.toString(),
          billingMode: sku.billingMode,
        });
      }
      docs.set(key, entry);
    }
    // In the seller's order: SKU order, then the interfaces' own order within the SKU.
    return { baseUrl, skuCount: skus.length, interfaces: [...docs.values()] };
  }

  private async related(card: repo.CardRow, refused: number[]) {
    const exclude = [...refused, card.id];
    const same =
      card.classificationId === null
        ? []
        : await repo.page(
            this.deps.db,
            { itemType: card.itemType, classificationIds: [card.classificationId], refusedIds: exclude },
            'new',
            4,
            {},
          );
    if (same.length >= 4) return same;
    const more = await repo.page(
      this.deps.db,
      { itemType: card.itemType, refusedIds: [...exclude, ...same.map((r) => r.id)] },
      'new',
      4 - same.length,
      {},
    );
    return [...same, ...more];
  }

  /** The figures of a listed good the caller may see (else 404): paid orders, favourites and views. */
  async counters(actor: Actor | null, itemId: number) {
    const { model, views } = this.deps;
    const { value: found, waiting } = await views.readFigure(itemId, () => model.visible(actor, itemId));
    const figures = model.orders ? await model.orders.paidFigures({ itemId }) : NO_PAID_FIGURES;
    return {
      itemId: String(itemId),
      orderCount: figures.orderCount,
      salesVolume: figures.units,
      buyerCount: figures.buyerCount,
      favouriteCount: found.card.favouriteCount,
      viewCount: found.card.viewCount + waiting,
    };
  }
}
