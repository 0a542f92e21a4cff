import { ErrorCode, endpoints, orders } from '@datamall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { pathId, withFastifyParams } from '../../platform/path-params.js';
import type { OrderService } from './orders.service.js';

/** The `Idempotency-Key` header, or IDEMPOTENCY_KEY_REQUIRED. */
function idempotencyKey(req: FastifyRequest): string {
  const raw = req.headers[orders.IDEMPOTENCY_HEADER.toLowerCase()];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !orders.IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REQUIRED, undefined, { field: orders.IDEMPOTENCY_HEADER });
  }
  return key;
}

/** Orders and payment (spec §7.6). */
export function registerOrderRoutes(app: FastifyInstance, gate: Gatekeeper, service: OrderService) {
  const e = endpoints.orders;

  bindEndpoint(app, gate, e.render, async (ctx) => {
    return service.render(ctx.body, requireActor(ctx).userId);
  });
  bindEndpoint(app, gate, e.submit, async (ctx) => {
    const actor = requireActor(ctx);
    const key = idempotencyKey(ctx.req);
    const { itemId, skuId, quantity, agreementHash } = ctx.body;
    return service.submit(actor, key, { itemId, skuId, quantity, agreementHash });
  });
  bindEndpoint(app, gate, e.pay, async (ctx) => {
    const actor = requireActor(ctx);
    const key = idempotencyKey(ctx.req);
    return service.pay(actor, key, ctx.body);
  });
  bindEndpoint(app, gate, e.cancel, async (ctx) => service.cancel(requireActor(ctx), ctx.body.orderId));

  bindEndpoint(app, gate, withFastifyParams(e.orderUserDetail), async (ctx) =>
    service.detail(requireActor(ctx), pathId(ctx.req), 'buyer'),
  );
  bindEndpoint(app, gate, withFastifyParams(e.orderDetailByseller), async (ctx) =>
    service.detail(requireActor(ctx), pathId(ctx.req), 'seller'),
  );
  bindEndpoint(app, gate, withFastifyParams(e.operateDetail), async (ctx) =>
    service.detail(requireActor(ctx), pathId(ctx.req), 'operator'),
  );

  bindEndpoint(app, gate, e.userPage, async (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.page({ page, limit }, { ...filter, consumerId: requireActor(ctx).userId });
  });
  bindEndpoint(app, gate, e.sellerPage, async (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.page({ page, limit }, { ...filter, sellerId: requireActor(ctx).userId });
  });
  bindEndpoint(app, gate, e.operatePage, async (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.page({ page, limit }, filter);
  });
}
