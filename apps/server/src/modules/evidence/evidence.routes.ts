import { endpoints } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../platform/content-disposition.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import type { EvidenceService } from './evidence.service.js';

/** Evidence ledger: verification, the buyer's receipt, the operator's console and the published heads. */
export function registerEvidenceRoutes(app: FastifyInstance, gate: Gatekeeper, service: EvidenceService) {
  const e = endpoints.evidence;
  bindEndpoint(app, gate, e.verify, async (ctx) => service.verify(requireActor(ctx), ctx.body.orderId));
  bindEndpoint(app, gate, e.receipt, async (ctx) => service.receipt(requireActor(ctx), ctx.query.orderId));

  bindEndpoint(app, gate, e.status, async () => service.console.status());
  bindEndpoint(app, gate, e.queryBlocks, async (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.console.pageBlocks({ page, limit }, filter);
  });
  bindEndpoint(app, gate, e.queryEntries, async (ctx) => {
    const { page, limit, ...filter } = ctx.body;
    return service.console.pageEntries({ page, limit }, filter);
  });
  bindEndpoint(app, gate, e.verifyBlocks, async (ctx) =>
    service.console.verifyBlocks(ctx.body.fromBlock, ctx.body.toBlock),
  );

  bindEndpoint(app, gate, e.queryHeads, async (ctx) => service.signing.pageHeads(ctx.body));
  bindEndpoint(app, gate, e.downloadHeads, async (ctx) => {
    const file = await service.signing.headsFile();
    // Not application/json: clients take that for the {code, msg, data} envelope of an error.
    return ctx.reply
      .header('content-disposition', contentDisposition('evidence-heads.json'))
      .type('application/vnd.datamall.evidence-heads+json; charset=utf-8')
      .send(file);
  });
}
