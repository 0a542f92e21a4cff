import { ErrorCode, endpoints, nodes, privacy } from '@datamall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { bindEndpoint, type Gatekeeper } from '../../platform/http.js';
import type { NodeAuth, PrivacyJobService } from './privacy-jobs.service.js';

/** A node call's token, from the X-Node-Token header only (never a session: nodes are processes, not people). */
function nodeAuth(req: FastifyRequest, nodeId: number): NodeAuth {
  const header = req.headers[nodes.NODE_TOKEN_HEADER];
  if (typeof header !== 'string' || header.trim() === '') throw new AppError(ErrorCode.NODE_TOKEN_INVALID);
  return { nodeId, token: header.trim() };
}

/** Twenty messages of the largest size, as JSON. */
const SEND_BODY_LIMIT = 2 * privacy.PRIVACY_MESSAGE_MAX_BYTES;

export function registerPrivacyJobRoutes(app: FastifyInstance, gate: Gatekeeper, service: PrivacyJobService) {
  const e = endpoints.privacy;
  bindEndpoint(app, gate, e.nodeInbox, (ctx) =>
    service.nodeInbox(nodeAuth(ctx.req, ctx.body.nodeId), ctx.body.after),
  );
  bindEndpoint(
    app,
    gate,
    e.nodeSend,
    (ctx) =>
      service.nodeSend(nodeAuth(ctx.req, ctx.body.nodeId), ctx.body.jobId, ctx.body.party, ctx.body.messages),
    { bodyLimit: SEND_BODY_LIMIT },
  );
  bindEndpoint(app, gate, e.nodeFail, (ctx) =>
    service.nodeFail(
      nodeAuth(ctx.req, ctx.body.nodeId),
      ctx.body.jobId,
      ctx.body.party,
      ctx.body.failure,
      ctx.body.reason,
    ),
  );
}
