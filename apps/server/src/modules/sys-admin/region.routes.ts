import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint } from '../../platform/http.js';
import { pathParam, withFastifyParams } from '../../platform/path-params.js';
import { requestLocale } from '../../platform/request-context.js';
import type { RegionService } from './region.service.js';

const REGION_CODE = /^[1-9]\d{5}$/;

/** Regions: the pickers' tree (any user) and the operator's lazy tree with its upkeep. */
export function registerRegionRoutes(app: FastifyInstance, gate: Gatekeeper, service: RegionService) {
  const e = endpoints.sysAdmin;
  bindEndpoint(app, gate, e.regionTree, async ({ query, req }) =>
    service.tree(query.level, requestLocale(req)),
  );
  bindEndpoint(app, gate, e.regionList, async ({ query, req }) =>
    service.children(query.pid, requestLocale(req)),
  );
  bindEndpoint(app, gate, withFastifyParams(e.regionInfo), async ({ req }) =>
    service.info(Number(pathParam(req, REGION_CODE)), requestLocale(req)),
  );
  bindEndpoint(app, gate, e.saveRegion, async ({ body, req }) => service.add(body, requestLocale(req)));
  bindEndpoint(app, gate, e.updateRegion, async ({ body, req }) => service.update(body, requestLocale(req)));
  bindEndpoint(app, gate, e.deleteRegion, async ({ body }) => {
    await service.remove(body.id);
    return null;
  });
}
