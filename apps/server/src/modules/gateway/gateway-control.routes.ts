import { timingSafeEqual } from 'node:crypto';
import { ErrorCode, gateway as gw } from '@datamall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import type { GatewayControlService } from './gateway-control.service.js';

const PREFIX = '/server/gateway-control';
const MAX_WAIT_SECONDS = 30;

function tokenMatches(given: unknown, expected: Buffer): boolean {
  if (typeof given !== 'string') return false;
  const buffer = Buffer.from(given);
  return buffer.length === expected.length && timingSafeEqual(buffer, expected);
}

/**
 * The control-plane calls of the API gateways (`docs/gateway.md`), authenticated by the shared gateway token
 * (`GATEWAY_TOKEN`); without a token configured they do not exist. Hidden from the public API reference.
 */
export function registerGatewayControlRoutes(
  app: FastifyInstance,
  service: GatewayControlService,
  token: string | undefined,
) {
  if (!token) return;
  const expected = Buffer.from(token);
  const schema = { hide: true };
  // Machine traffic every half second: only warnings and errors are logged.
  const logLevel = 'warn';
  const config = { operationLog: false };
  const guard = async (req: FastifyRequest) => {
    if (!tokenMatches(req.headers[gw.GATEWAY_TOKEN_HEADER], expected))
      throw new AppError(ErrorCode.UNAUTHORIZED);
  };
  const parse = <T extends z.ZodType>(zod: T, value: unknown): z.output<T> => {
    const parsed = zod.safeParse(value);
    if (!parsed.success)
      throw new AppError(ErrorCode.BAD_PARAMS, { field: parsed.error.issues[0]?.path.join('.') ?? '' });
    return parsed.data;
  };
  const ok = (reply: FastifyReply, data: unknown) => reply.send({ code: 0, msg: 'success', data });

  app.get(`${PREFIX}/config`, { schema, config, logLevel, onRequest: guard }, async (req, reply) => {
    const query = parse(
      z.object({
        since: z.string().max(64).optional(),
        wait: z.coerce.number().int().min(0).max(MAX_WAIT_SECONDS).default(0),
      }),
      req.query,
    );
    let gone = false;
    req.raw.once('close', () => {
      gone = true;
    });
    const snapshot = await service.awaitSnapshot(query.since, query.wait * 1000, () => gone);
    if (!snapshot) return reply.status(304).send();
    return reply.type('application/json').header('x-config-version', snapshot.version).send(snapshot.json);
  });

  app.post(`${PREFIX}/hello`, { schema, config, logLevel, onRequest: guard }, async (req, reply) =>
    ok(reply, await service.hello(parse(z.object({ gatewayId: gw.zGatewayId }), req.body).gatewayId)),
  );
  app.post(`${PREFIX}/lease`, { schema, config, logLevel, onRequest: guard }, async (req, reply) =>
    ok(reply, await service.lease(parse(gw.zLeaseRequest, req.body))),
  );
  app.post(`${PREFIX}/release`, { schema, config, logLevel, onRequest: guard }, async (req, reply) => {
    await service.release(parse(gw.zReleaseRequest, req.body));
    return ok(reply, null);
  });
  app.post(
    `${PREFIX}/usage`,
    { schema, config, logLevel, onRequest: guard, bodyLimit: 32 * 1024 * 1024 },
    async (req, reply) => ok(reply, await service.applyBatch(parse(gw.zUsageBatch, req.body))),
  );
}
