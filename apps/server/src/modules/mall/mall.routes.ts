import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import type { MallService } from './mall.service.js';

/** The public mall (§6 no-auth calls and V2 variants, §7.4 item calls) and favourites/follows. */
export function registerMallRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  service: MallService,
  apiGatewayUrl?: string,
) {
  const e = endpoints.mall;

  // Any successful write answered by this process (a logged, non-GET call) may change what the mall shows:
  // the next mall read re-checks its read model before answering from the cache. Noted before the answer is
  // sent, so a client that saw its write succeed never reads the page cached before it.
  app.addHook('onSend', async (req, _reply, payload) => {
    const config = req.routeOptions.config as { operationLog?: boolean } | undefined;
    if (req.method !== 'GET' && config?.operationLog !== false && req.resultCode === 0) service.noteWrite();
    return payload;
  });

  // Detail-page views are written in batches; what is left is written when the server closes.
  service.views.start();
  app.addHook('onClose', async () => service.views.stop());

  bindEndpoint(app, gate, e.search, async (ctx) => service.listings.searchAnswer(ctx.actor, ctx.body));
  bindEndpoint(app, gate, e.searchV2, async (ctx) =>
    service.listings.searchAnswer(requireActor(ctx), ctx.body),
  );
  bindEndpoint(app, gate, e.facets, async (ctx) => service.listings.facets(ctx.actor, ctx.body));

  bindEndpoint(app, gate, e.itemDetail, async (ctx) =>
    service.details.detail(ctx.actor, ctx.query.itemId, { countView: true, withCaller: false }),
  );
  bindEndpoint(app, gate, e.itemDetailResp, async (ctx) =>
    service.details.detail(ctx.actor, ctx.query.itemId, { countView: false, withCaller: false }),
  );
  bindEndpoint(app, gate, e.itemDetailV2, async (ctx) =>
    service.details.detail(requireActor(ctx), ctx.query.itemId, { countView: true, withCaller: true }),
  );
  bindEndpoint(app, gate, e.itemDetailRespV2, async (ctx) =>
    service.details.detail(requireActor(ctx), ctx.query.itemId, { countView: false, withCaller: true }),
  );
  bindEndpoint(app, gate, e.itemInterfaceDoc, async (ctx) =>
    service.details.interfaceDoc(ctx.actor, ctx.query.itemId, apiGatewayUrl ?? null),
  );
  bindEndpoint(app, gate, e.itemSample, async (ctx) => service.details.sample(ctx.actor, ctx.query.itemId));
  bindEndpoint(app, gate, e.queryTopFiveItem, async (ctx) => {
    const cards = await service.listings.topFive(null, ctx.body.itemType);
    return cards.map(({ favourite: _, ...card }) => card);
  });
  bindEndpoint(app, gate, e.queryTopFiveItemV2, async (ctx) =>
    service.listings.topFive(requireActor(ctx), ctx.body.itemType),
  );
  bindEndpoint(app, gate, e.queryOrderByNum, async (ctx) =>
    service.details.counters(ctx.actor, ctx.body.itemId),
  );
  bindEndpoint(app, gate, e.queryTradeNum, async (ctx) =>
    service.shops.tradeNum(requireActor(ctx), ctx.body.ownerId),
  );

  registerShopRoutes(app, gate, service);
}

/** Storefronts, favourites and follows. */
function registerShopRoutes(app: FastifyInstance, gate: Gatekeeper, service: MallService) {
  const e = endpoints.mall;
  bindEndpoint(app, gate, e.store, async (ctx) => service.shops.store(ctx.actor, ctx.query.ownerId));
  bindEndpoint(app, gate, e.stores, async (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.shops.stores({ page, limit }, filter);
  });

  bindEndpoint(app, gate, e.favouriteAdd, async (ctx) =>
    service.favourites.addFavourite(requireActor(ctx), ctx.body.itemId),
  );
  bindEndpoint(app, gate, e.favouriteRemove, async (ctx) => {
    await service.favourites.removeFavourites(requireActor(ctx), ctx.body.itemIds);
    return null;
  });
  bindEndpoint(app, gate, e.favouritePage, async (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.favourites.pageFavourites(requireActor(ctx), { page, limit }, filter);
  });
  bindEndpoint(app, gate, e.followAdd, async (ctx) =>
    service.shops.follow(requireActor(ctx), ctx.body.ownerId),
  );
  bindEndpoint(app, gate, e.followRemove, async (ctx) => {
    await service.shops.unfollow(requireActor(ctx), ctx.body.ownerIds);
    return null;
  });
  bindEndpoint(app, gate, e.followPage, async (ctx) => {
    const { page, limit, name } = ctx.body;
    return service.shops.pageFollows(requireActor(ctx), { page, limit }, name);
  });
}
