import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { bindEndpoint, type Gatekeeper, requireActor } from '../../platform/http.js';
import { toOssConfig } from './oss.presenter.js';
import type { OssService } from './oss.service.js';

const e = endpoints.oss;

/** Cloud storage of the administration console (operator). */
export function registerOssRoutes(app: FastifyInstance, gate: Gatekeeper, service: OssService) {
  bindEndpoint(app, gate, e.getOssConfig, async () => toOssConfig(await service.getConfig()));
  bindEndpoint(app, gate, e.testOss, async (ctx) => ({
    ok: true as const,
    elapsedMs: await service.test(ctx.body),
  }));
  bindEndpoint(app, gate, e.saveOss, async (ctx) =>
    toOssConfig(await service.save(ctx.body, requireActor(ctx).username)),
  );
}
