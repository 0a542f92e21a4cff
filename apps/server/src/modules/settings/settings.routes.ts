import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint } from '../../platform/http.js';
import { pathId, withFastifyParams } from '../../platform/path-params.js';
import type { SettingsService } from './settings.service.js';

/** Parameters and dictionaries of the admin console (operator). */
export function registerSettingsRoutes(app: FastifyInstance, gate: Gatekeeper, service: SettingsService) {
  const e = endpoints.settings;
  const { params, dict } = service;

  bindEndpoint(app, gate, e.paramPage, async ({ query }) => params.page(query, query.paramCode));
  bindEndpoint(app, gate, e.uploadLimits, async () => params.uploadLimits());
  bindEndpoint(app, gate, withFastifyParams(e.paramGet), async (ctx) => params.get(pathId(ctx.req)));
  bindEndpoint(app, gate, e.paramAdd, async ({ body }) => params.add(body));
  bindEndpoint(app, gate, e.paramUpdate, async ({ body }) => {
    const { id, ...fields } = body;
    return params.update(id, fields);
  });
  bindEndpoint(app, gate, e.paramDelete, async ({ body }) => {
    await params.remove(body);
    return null;
  });

  bindEndpoint(app, gate, e.dictTypePage, async ({ query }) => dict.pageTypes(query, query));
  bindEndpoint(app, gate, withFastifyParams(e.dictTypeGet), async (ctx) => dict.getType(pathId(ctx.req)));
  bindEndpoint(app, gate, e.dictTypeAdd, async ({ body }) => dict.addType(body));
  bindEndpoint(app, gate, e.dictTypeUpdate, async ({ body }) => {
    const { id, ...fields } = body;
    return dict.updateType(id, fields);
  });
  bindEndpoint(app, gate, e.dictTypeDelete, async ({ body }) => {
    await dict.removeTypes(body);
    return null;
  });

  bindEndpoint(app, gate, e.dictDataPage, async ({ query }) =>
    dict.pageItems(query, query.dictTypeId, query.label),
  );
  bindEndpoint(app, gate, withFastifyParams(e.dictDataGet), async (ctx) => dict.getItem(pathId(ctx.req)));
  bindEndpoint(app, gate, e.dictDataAdd, async ({ body }) => {
    const { dictTypeId, ...fields } = body;
    return dict.addItem(dictTypeId, fields);
  });
  bindEndpoint(app, gate, e.dictDataUpdate, async ({ body }) => {
    const { id, ...fields } = body;
    return dict.updateItem(id, fields);
  });
  bindEndpoint(app, gate, e.dictDataDelete, async ({ body }) => {
    await dict.removeItems(body);
    return null;
  });
}
