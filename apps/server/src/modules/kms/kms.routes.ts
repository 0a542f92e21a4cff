import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import type { Actor } from '../../platform/request-context.js';
import { toKmsKey, toKmsKeyDetail } from './kms.presenter.js';
import type { KmsService } from './kms.service.js';

export function registerKmsRoutes(app: FastifyInstance, gate: Gatekeeper, kms: KmsService) {
  const e = endpoints.kms;
  const operator = (actor: Actor) => ({ userId: actor.userId, name: actor.username });
  const detail = async (id: number) => {
    const { key, versions, events } = await kms.detail(id);
    return toKmsKeyDetail(key, versions, events);
  };

  bindEndpoint(app, gate, e.queryKeys, async (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    const found = await kms.page({ page, limit }, filter);
    return { total: found.total, list: found.list.map(toKmsKey) };
  });
  bindEndpoint(app, gate, e.updateKeys, async (ctx) => {
    const actor = operator(requireActor(ctx));
    const command = ctx.body;
    if (command.action === 'create') return detail(await kms.create(actor, command));
    await kms.update(actor, command);
    return detail(command.id);
  });
  bindEndpoint(app, gate, e.queryKeyDetail, async (ctx) => detail(ctx.query.id));
}
