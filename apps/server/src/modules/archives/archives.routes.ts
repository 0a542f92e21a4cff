import { ErrorCode, endpoints, orders } from '@datamall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../platform/content-disposition.js';
import { AppError } from '../../platform/errors.js';
import { bindEndpoint, type Gatekeeper, requireActor } from '../../platform/http.js';
import { requestLocale } from '../../platform/request-context.js';
import type { ArchiveService } from './archives.service.js';

const e = endpoints.archives;

/** The `Idempotency-Key` header (as orders take it), or IDEMPOTENCY_KEY_REQUIRED. */
function idempotencyKey(req: FastifyRequest): string {
  const raw = req.headers[orders.IDEMPOTENCY_HEADER.toLowerCase()];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !orders.IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REQUIRED, undefined, { field: orders.IDEMPOTENCY_HEADER });
  }
  return key;
}

/** Vehicle electronic archives: catalog and agreement (public pages), queries and reports (consumer). */
export function registerArchiveRoutes(app: FastifyInstance, gate: Gatekeeper, service: ArchiveService) {
  bindEndpoint(app, gate, e.archiveCatalog, async (ctx) => service.catalog(ctx.actor));
  bindEndpoint(app, gate, e.archiveExample, async (ctx) => service.example(ctx.query.query));
  bindEndpoint(app, gate, e.acceptArchiveAgreement, async (ctx) =>
    service.acceptAgreement(requireActor(ctx), ctx.body.agreementHash),
  );
  bindEndpoint(app, gate, e.runArchiveQuery, async (ctx) =>
    service.run(requireActor(ctx), idempotencyKey(ctx.req), ctx.body, requestLocale(ctx.req)),
  );
  bindEndpoint(app, gate, e.archiveReports, async (ctx) => {
    const { page, limit, ...filter } = ctx.query;
    return service.page(requireActor(ctx), { page, limit }, filter);
  });
  bindEndpoint(app, gate, e.archiveReport, async (ctx) => service.report(requireActor(ctx), ctx.query.id));
  bindEndpoint(app, gate, e.archiveReportPdf, async (ctx) => {
    const { name, pdf } = await service.pdf(requireActor(ctx), ctx.query.id, requestLocale(ctx.req));
    ctx.reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition(name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
    return null;
  });
}
