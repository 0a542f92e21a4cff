import type { EnterpriseInfo } from '@datamall/contract';
import { ErrorCode, endpoints, RoleType } from '@datamall/contract';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../platform/content-disposition.js';
import { AppError } from '../../platform/errors.js';
import type { Gatekeeper } from '../../platform/http.js';
import { bindEndpoint, requireActor } from '../../platform/http.js';
import { receiveFile } from '../../platform/multipart.js';
import type { EnterpriseService } from './enterprise.service.js';
import type * as repo from './identity.repository.js';

type EnterpriseRow = NonNullable<Awaited<ReturnType<typeof repo.findEnterprise>>>;

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

function toEnterpriseInfo(row: EnterpriseRow, username: string): EnterpriseInfo {
  return {
    userId: String(row.userId),
    username,
    companyName: row.companyName,
    creditCode: row.creditCode,
    legalPerson: row.legalPerson,
    licenseFileKey: row.licenseFileKey,
    status: row.status,
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function registerEnterpriseRoutes(
  app: FastifyInstance,
  gate: Gatekeeper,
  enterprise: EnterpriseService,
) {
  const e = endpoints.users;

  bindEndpoint(app, gate, e.uploadLicense, async ({ req }) => {
    const file = await receiveFile(req);
    const stored = await enterprise.uploadLicense(file.file);
    return { fileKey: stored.key, size: stored.size, mime: stored.mime };
  });

  bindEndpoint(app, gate, e.submitEnterpriseInfo, async (ctx) => {
    const actor = requireActor(ctx);
    return toEnterpriseInfo(await enterprise.submit(actor.userId, ctx.body), actor.username);
  });

  bindEndpoint(app, gate, e.queryEnterpriseInfo, async (ctx) => {
    const actor = requireActor(ctx);
    // Only the operator may read someone else's enterprise identity.
    const userId = actor.roleType === RoleType.OPERATOR && ctx.body.userId ? ctx.body.userId : actor.userId;
    const row = await enterprise.find(userId);
    return row ? toEnterpriseInfo(row, userId === actor.userId ? actor.username : '') : null;
  });

  bindEndpoint(app, gate, e.queryEnterprisePage, async ({ body }) => {
    const result = await enterprise.page(body, body);
    return { total: result.total, list: result.list.map((r) => toEnterpriseInfo(r.enterprise, r.username)) };
  });

  bindEndpoint(app, gate, e.licenseImage, async (ctx) => {
    const actor = requireActor(ctx);
    if (actor.roleType !== RoleType.OPERATOR && actor.userId !== ctx.query.userId) {
      throw new AppError(ErrorCode.FORBIDDEN);
    }
    const { stream, key } = await enterprise.openLicense(ctx.query.userId);
    const ext = key.split('.').pop() ?? '';
    ctx.reply
      .header('Content-Type', MIME_BY_EXT[ext] ?? 'application/octet-stream')
      .header('Content-Disposition', contentDisposition(`license.${ext}`))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(stream);
    return null;
  });
}
