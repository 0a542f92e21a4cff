import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { registerBannerRoutes } from './banner.routes.js';
import { registerErrorLogRoutes } from './error-log.routes.js';
import { registerMockRoutes } from './mock.routes.js';
import { registerRegionRoutes } from './region.routes.js';
import type { SysAdmin } from './sys-admin.service.js';

/** The administration console's calls. */
export function registerSysAdminRoutes(app: FastifyInstance, gate: Gatekeeper, sysAdmin: SysAdmin) {
  registerErrorLogRoutes(app, gate, sysAdmin.errorLog);
  registerRegionRoutes(app, gate, sysAdmin.regions);
  registerBannerRoutes(app, gate, sysAdmin.banners);
  registerMockRoutes(app, gate, sysAdmin.mock);
}
