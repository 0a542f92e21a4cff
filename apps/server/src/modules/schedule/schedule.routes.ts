import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { bindEndpoint, type Gatekeeper } from '../../platform/http.js';
import { pathId, withFastifyParams } from '../../platform/path-params.js';
import type { ScheduleService } from './schedule.service.js';

/** Scheduled jobs and their log (operator, permission sys:schedule:all). */
export function registerScheduleRoutes(app: FastifyInstance, gate: Gatekeeper, service: ScheduleService) {
  const e = endpoints.schedule;
  bindEndpoint(app, gate, e.page, async (ctx) => {
    const { page, limit, beanName } = ctx.query;
    return service.page({ page, limit }, { beanName });
  });
  bindEndpoint(app, gate, e.beans, async () => service.listBeans());
  bindEndpoint(app, gate, withFastifyParams(e.info), async (ctx) => service.get(pathId(ctx.req)));
  bindEndpoint(app, gate, e.create, async (ctx) => service.create(ctx.body));
  bindEndpoint(app, gate, e.update, async (ctx) => {
    const { id, ...input } = ctx.body;
    return service.update(id, input);
  });
  bindEndpoint(app, gate, e.remove, async (ctx) => service.delete(ctx.body.ids).then(() => null));
  bindEndpoint(app, gate, e.run, async (ctx) => service.runNow(ctx.body.ids).then(() => null));
  bindEndpoint(app, gate, e.pause, async (ctx) => service.pause(ctx.body.ids).then(() => null));
  bindEndpoint(app, gate, e.resume, async (ctx) => service.resume(ctx.body.ids).then(() => null));
  bindEndpoint(app, gate, e.logPage, async (ctx) => {
    const { page, limit, orderField: _f, order: _o, ...filter } = ctx.query;
    return service.pageLogs({ page, limit }, filter);
  });
  bindEndpoint(app, gate, withFastifyParams(e.logInfo), async (ctx) => service.getLog(pathId(ctx.req)));
}
