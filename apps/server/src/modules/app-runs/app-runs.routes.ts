import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { pathId, withFastifyParams } from '../../platform/path-params.js';
import type { AppRunService } from './app-runs.service.js';

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
