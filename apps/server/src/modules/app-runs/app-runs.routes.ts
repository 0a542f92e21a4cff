import { type Endpoint, ErrorCode, endpoints } from '@datamall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import type { AppRunService } from './app-runs.service.js';

/** Fastify names path parameters `:id`; the contract writes `{id}`. */
const withFastifyParams = <E extends Endpoint>(endpoint: E): E => ({
  ...endpoint,
  path: endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
});

/** The numeric `{id}` of the path, or a 400 naming `id`. */
function pathId(req: FastifyRequest): number {
  const raw = (req.params as { id?: string }).id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw))
    throw new AppError(ErrorCode.BAD_PARAMS, { detail: 'id' }, { field: 'id' });
  return Number(raw);
}

/** Data-application jobs (developer) and runs (consumer), spec §7.6. */
export function registerAppRunRoutes(app: FastifyInstance, gate: Gatekeeper, service: AppRunService) {
  const e = endpoints.appRuns;

  bindEndpoint(app, gate, e.getJob, async (ctx) => service.getJob(requireActor(ctx), ctx.body.itemId));
  bindEndpoint(app, gate, e.saveJob, async (ctx) => service.saveJob(requireActor(ctx), ctx.body));

  bindEndpoint(app, gate, e.appOrderPage, async (ctx) => {
    const { page, limit, itemName } = ctx.body;
    return service.appOrderPage(requireActor(ctx), { page, limit }, itemName);
  });
  bindEndpoint(app, gate, withFastifyParams(e.configureDataSourceList), async (ctx) =>
    service.inputCandidates(requireActor(ctx), pathId(ctx.req)),
  );
  bindEndpoint(app, gate, withFastifyParams(e.configureDataSourceOutList), async (ctx) =>
    service.outputCandidates(requireActor(ctx), pathId(ctx.req)),
  );
  bindEndpoint(app, gate, e.configurationInput, async (ctx) =>
    service.configureInput(requireActor(ctx), ctx.body.orderId, ctx.body.inputs),
  );
  bindEndpoint(app, gate, e.configurationOutput, async (ctx) =>
    service.configureOutput(requireActor(ctx), ctx.body.orderId, ctx.body.target),
  );
  bindEndpoint(app, gate, e.run, async (ctx) => service.state(requireActor(ctx), ctx.body.orderId));
  bindEndpoint(app, gate, e.executeRun, async (ctx) =>
    service.executeRun(requireActor(ctx), ctx.body.orderId),
  );
  bindEndpoint(app, gate, e.runPage, async (ctx) => {
    const { page, limit, orderId } = ctx.body;
    return service.runPage(requireActor(ctx), orderId, { page, limit });
  });
  bindEndpoint(app, gate, withFastifyParams(e.runDetail), async (ctx) =>
    service.runDetail(requireActor(ctx), pathId(ctx.req)),
  );
}
