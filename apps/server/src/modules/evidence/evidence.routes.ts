import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import type { EvidenceService } from './evidence.service.js';

/** Evidence ledger: verification and the buyer's receipt. */
export function registerEvidenceRoutes(app: FastifyInstance, gate: Gatekeeper, service: EvidenceService) {
  const e = endpoints.evidence;
  bindEndpoint(app, gate, e.verify, async (ctx) => service.verify(requireActor(ctx), ctx.body.orderId));
  bindEndpoint(app, gate, e.receipt, async (ctx) => service.receipt(requireActor(ctx), ctx.query.orderId));
}
