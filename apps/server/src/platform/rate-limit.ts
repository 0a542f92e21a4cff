import { ErrorCode } from '@datamall/contract';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors.js';

/** A route's limit: at most `max` calls per caller in each window of `windowMs`. */
export interface RouteRateLimit {
  max: number;
  windowMs: number;
}

/**
 * Per-route rate limits (@fastify/rate-limit), counted per logged-in user (else per address) after the access
 * check. With `redisUrl` the counters live in Redis, so every worker and every node counts the same calls;
 * without it, in this process. A Redis outage lets calls through rather than failing them.
 */
export async function installRateLimits(app: FastifyInstance, redisUrl: string | undefined) {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limits: redis'));
    app.addHook('onClose', async () => void redis.quit().catch(() => redis.disconnect()));
  }
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: (req: FastifyRequest) => (req.actor ? `user:${req.actor.userId}` : `ip:${req.ip}`),
    errorResponseBuilder: () => new AppError(ErrorCode.TOO_MANY_REQUESTS),
    skipOnError: true,
    nameSpace: 'datamall-rate:',
    ...(redis ? { redis } : {}),
  });
}

/** The route option of a limit (`config.rateLimit` of a route). */
export const rateLimitOption = ({ max, windowMs }: RouteRateLimit) => ({ max, timeWindow: windowMs });
