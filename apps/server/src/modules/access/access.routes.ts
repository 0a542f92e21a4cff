import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { requestLocale } from '../../platform/request-context.js';
import type { AccessService } from './access.service.js';

export function registerAccessRoutes(app: FastifyInstance, gate: Gatekeeper, access: AccessService) {
  const { menuNav, menuPermissions, dictAll } = endpoints.access;
  bindEndpoint(app, gate, menuNav, async (ctx) => access.nav(requireActor(ctx), requestLocale(ctx.req)));
  bindEndpoint(app, gate, menuPermissions, async (ctx) => [
    ...(await access.permissionsOf(requireActor(ctx))),
  ]);
  bindEndpoint(app, gate, dictAll, async (ctx) => access.dictionaries(requestLocale(ctx.req)));
}
