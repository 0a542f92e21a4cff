import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint } from '../../platform/http.js';
import type { MockService } from './mock.service.js';

/** The mock calls of §7.12 (demo and test data, operator only). */
export function registerMockRoutes(app: FastifyInstance, gate: Gatekeeper, service: MockService) {
  const e = endpoints.sysAdmin;
  bindEndpoint(app, gate, e.mockTestUser, async () => service.testUsers());
  bindEndpoint(app, gate, e.mockTestNames, async () => service.testNames());
  bindEndpoint(app, gate, e.mockBlackWhite, async ({ body }) => service.list(body));
  bindEndpoint(app, gate, e.mockUpdateBlackAndWhite, async ({ body }) => service.update(body));
}
