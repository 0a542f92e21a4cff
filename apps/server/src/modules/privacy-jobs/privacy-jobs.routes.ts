import { ErrorCode, endpoints, nodes, privacy } from '@datamall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { bindEndpoint, type Gatekeeper } from '../../platform/http.js';
import type { PrivacyJobService } from './privacy-jobs.service.js';

/** Twenty messages of the largest size, as JSON. */
const SEND_BODY_LIMIT = 20 * privacy.PRIVACY_MESSAGE_MAX_BYTES;

export function registerPrivacyJobRoutes(app: FastifyInstance, gate: Gatekeeper, service: PrivacyJobService) {
  const e = endpoints.privacy;
  /** The calling node, authenticated by the token of X-Node-Token before its body is parsed. */
  const callers = new WeakMap<FastifyRequest, number>();
  const authenticate = async (req: FastifyRequest) => {
    const header = req.headers[nodes.NODE_TOKEN_HEADER];
    const nodeId = Number((req.query as Record<string, unknown>).nodeId);
    if (typeof header !== 'string' || header.trim() === '' || !Number.isSafeInteger(nodeId) || nodeId <= 0) {
      throw new AppError(ErrorCode.NODE_TOKEN_INVALID);
    }
    callers.set(req, (await service.authenticateNode(nodeId, header.trim())).id);
  };
  const caller = (req: FastifyRequest) => callers.get(req)!;

  bindEndpoint(app, gate, e.nodeInbox, (ctx) => service.nodeInbox(caller(ctx.req), ctx.body.after), {
    authenticate,
  });
  bindEndpoint(
    app,
    gate,
    e.nodeSend,
    (ctx) => service.nodeSend(caller(ctx.req), ctx.body.jobId, ctx.body.party, ctx.body.messages),
    { authenticate, bodyLimit: SEND_BODY_LIMIT },
  );
  bindEndpoint(
    app,
    gate,
    e.nodeFail,
    (ctx) =>
      service.nodeFail(caller(ctx.req), ctx.body.jobId, ctx.body.party, ctx.body.failure, ctx.body.reason),
    { authenticate },
  );
}
