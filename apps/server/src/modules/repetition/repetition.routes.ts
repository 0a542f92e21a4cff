import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { toJob } from './repetition.presenter.js';
import type { RepetitionService } from './repetition.service.js';

/** Duplicate detection of goods (§7.4 repetitionDetection, cancelRepetitionDetection; report and list). */
export function registerRepetitionRoutes(app: FastifyInstance, gate: Gatekeeper, service: RepetitionService) {
  const e = endpoints.repetition;
  bindEndpoint(app, gate, e.repetitionDetection, async (ctx) =>
    toJob(await service.start(requireActor(ctx), ctx.query.itemId)),
  );
  bindEndpoint(app, gate, e.cancelRepetitionDetection, async (ctx) =>
    toJob(await service.cancel(requireActor(ctx), ctx.query.serialNo)),
  );
  bindEndpoint(app, gate, e.repetitionReport, async (ctx) =>
    toJob(await service.get(requireActor(ctx), ctx.query.serialNo)),
  );
  bindEndpoint(app, gate, e.repetitionList, async (ctx) => {
    const { page, limit, itemId } = ctx.query;
    const result = await service.page(requireActor(ctx), { page, limit }, itemId);
    return { list: result.list.map(toJob), total: result.total };
  });
}
