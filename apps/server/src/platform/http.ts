import type { Endpoint } from '@datamall/contract';
import {
  ErrorCode,
  errorMessage,
  REQUEST_BODY_REASONS,
  staffPermissionOf,
  zEnvelope,
} from '@datamall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors.js';
import { nulPath, nulRefusal } from './nul-characters.js';
import { type RouteRateLimit, rateLimitOption } from './rate-limit.js';
import type { Actor } from './request-context.js';
import { bearerToken, requestLocale } from './request-context.js';
import { isLooseNumberIssue } from './strict-numbers.js';
import { describeValidationIssue } from './validation-message.js';

/** How the platform learns who is calling; implemented by the identity and access modules. */
export interface Gatekeeper {
  /** The actor of a bearer token, or the error code to answer (not logged in, login expired). */
  resolve(token: string): Promise<Actor | ErrorCode>;
  /** The caller's permission strings: its role type's, or a staff account's granted ones. */
  permissionsOf(actor: Actor): Promise<ReadonlySet<string>>;
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/**
 * A success answer's `data` already serialized (a cached answer, checked against the endpoint's response schema
 * when it was serialized): sent as it is, without validating and serializing it again on every request.
 */
export class SerializedData {
  constructor(readonly json: string) {}
}

export function success<T>(req: FastifyRequest, data: T): Envelope<T> {
  req.resultCode = ErrorCode.SUCCESS;
  return { code: ErrorCode.SUCCESS, msg: 'success', data };
}

export function failure(req: FastifyRequest, error: AppError): Envelope<unknown> {
  req.resultCode = error.code;
  return {
    code: error.code,
    msg: errorMessage(error.code, requestLocale(req), error.params),
    data: error.data,
  };
}

/** Sends an error envelope with HTTP 200; plain JSON, since `data` is not the endpoint's success shape. */
export function sendFailure(req: FastifyRequest, reply: FastifyReply, error: AppError) {
  // Refused before its body was read (an upload over its limit): the rest is not read, so the connection closes
  // once the answer is out, rather than wait for bytes nobody will read.
  if (!req.raw.complete) reply.header('connection', 'close');
  return reply
    .status(200)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(failure(req, error));
}

/**
 * Checks the access rule of an endpoint, and for a staff account also the endpoint's staff permission; sets
 * `req.actor`. Throws the AppError to answer.
 */
async function authorize(
  req: FastifyRequest,
  endpoint: Endpoint,
  staffNeeds: readonly string[] | undefined,
  gatekeeper: Gatekeeper,
  acceptUrlToken: boolean,
): Promise<void> {
  const { access } = endpoint;
  const token = bearerToken(req, acceptUrlToken);
  const resolved = token ? await gatekeeper.resolve(token) : null;
  req.actor = resolved && typeof resolved === 'object' ? resolved : null;
  if (access === 'public') return;
  if (!token) throw new AppError(ErrorCode.UNAUTHORIZED);
  if (typeof resolved === 'number') throw new AppError(resolved);
  const actor = req.actor;
  if (!actor) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  if (access !== 'user' && access.roles && !access.roles.includes(actor.roleType))
    throw new AppError(ErrorCode.FORBIDDEN);
  const needs = access === 'user' || !access.permission ? [] : [access.permission];
  if (actor.staff) {
    if (staffNeeds === undefined) throw new AppError(ErrorCode.FORBIDDEN);
    if (staffNeeds.length) needs.push(staffNeeds.join('|'));
  }
  if (!needs.length) return;
  const permissions = await gatekeeper.permissionsOf(actor);
  const holds = (need: string) => need.split('|').some((p) => permissions.has(p));
  if (!needs.every(holds)) throw new AppError(ErrorCode.FORBIDDEN);
}

type QueryOut<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
type BodyOut<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.output<B> : never;
type DataOut<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

export interface HandlerContext<E extends Endpoint> {
  query: QueryOut<E>;
  body: BodyOut<E>;
  actor: Actor | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The actor of a route whose access rule requires a login. */
export function requireActor(ctx: { actor: Actor | null }): Actor {
  if (!ctx.actor) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  return ctx.actor;
}

/**
 * Binds one contract endpoint to a handler: validates query and body with the contract's zod schemas,
 * enforces the access rule, and wraps the result in the envelope. Raw endpoints answer with `reply` themselves.
 */
export function bindEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  gatekeeper: Gatekeeper,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<DataOut<E> | SerializedData>,
  options: {
    rateLimit?: RouteRateLimit;
    bodyLimit?: number;
    /** A caller's own credentials (a node token), checked with the access rule, before the body is parsed. */
    authenticate?: (req: FastifyRequest) => Promise<void>;
  } = {},
): void {
  const dataSchema = endpoint.response as z.ZodType;
  const staffNeeds = staffPermissionOf(endpoint);
  // A token in the URL lands in logs, histories and Referer headers: only calls opened as plain links declare it.
  const acceptUrlToken = Boolean(
    (endpoint.query as { shape?: Record<string, unknown> } | undefined)?.shape?.access_token,
  );
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: {
      endpointId: endpoint.id,
      operationLog: endpoint.operationLog !== false,
      ...(options.rateLimit ? { rateLimit: rateLimitOption(options.rateLimit) } : {}),
    },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.id.split('.')[0] ?? 'misc'],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.raw ? {} : { response: { 200: zEnvelope(z.union([dataSchema, z.null()])) } }),
      ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    },
    // An empty POST is validated as `{}`, so a missing field is reported by name, not as a missing body.
    preValidation: async (req) => {
      if (endpoint.body && endpoint.bodyType !== 'multipart' && req.body == null) req.body = {};
      refuseNulCharacters(req, endpoint.bodyType === 'multipart');
    },
    // Answers of the API are data, not pages: of the security headers only nosniff applies (helmet's full set is
    // for pages and their files, `platform/security-headers.ts`).
    helmet: false,
    // Who may call is decided before the body is even parsed.
    onRequest: async (req, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      await authorize(req, endpoint, staffNeeds, gatekeeper, acceptUrlToken);
      if (options.authenticate) {
        // The query is parsed already (the body is not): a NUL in it is refused as everywhere, before the credentials.
        refuseNulCharacters(req, true);
        await options.authenticate(req);
      }
    },
    handler: async (req, reply) => {
      const data = await handler({
        query: req.query as HandlerContext<E>['query'],
        body: req.body as HandlerContext<E>['body'],
        actor: req.actor,
        req,
        reply,
      });
      if (endpoint.raw) return reply;
      if (data instanceof SerializedData) {
        req.resultCode = ErrorCode.SUCCESS;
        return reply
          .type('application/json; charset=utf-8')
          .serializer((payload: unknown) => payload as string)
          .send(`{"code":${ErrorCode.SUCCESS},"msg":"success","data":${data.json}}`);
      }
      return success(req, data);
    },
  });
}

/**
 * No text of a request may hold U+0000 (platform/nul-characters.ts). Checked before the contract's schemas on the query, the path parameters and a JSON or form body, so it is a 400 naming
 * the field for every call alike.
 */
function refuseNulCharacters(req: FastifyRequest, multipart: boolean): void {
  // A multipart body is a stream: its fields are checked when read (platform/multipart.ts).
  for (const value of [req.query, req.params, multipart ? undefined : req.body]) {
    const field = nulPath(value, '', 0);
    if (field !== null) throw nulRefusal(req, field);
  }
}

function firstValidationIssue(error: unknown): unknown {
  return (error as { validation?: unknown[] } | null)?.validation?.[0];
}

/** Told of every unexpected error answered with 500 (the error log); its own failures are its own to handle. */
export type ServerErrorListener = (error: unknown, req: FastifyRequest) => void;

const serverErrorListeners = new WeakMap<FastifyInstance, ServerErrorListener[]>();

/** Adds a listener to the unexpected errors of an app whose error handling is installed. */
export function onServerError(app: FastifyInstance, listener: ServerErrorListener): void {
  serverErrorListeners.get(app)?.push(listener);
}

/** Every error becomes an envelope: handled ones with their code, validation with 400, the rest 500. */
export function installErrorHandling(app: FastifyInstance): void {
  const listeners: ServerErrorListener[] = [];
  serverErrorListeners.set(app, listeners);
  app.decorateRequest('actor', null);
  app.decorateRequest('resultCode', 0);
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof AppError) return sendFailure(req, reply, error);
    if (hasZodFastifySchemaValidationErrors(error) || isLooseNumberIssue(firstValidationIssue(error))) {
      const { validation, validationContext } = error as {
        validation: [Parameters<typeof describeValidationIssue>[0]];
        validationContext?: string;
      };
      const issue = validation[0];
      const sources: Record<string, unknown> = {
        querystring: req.query,
        params: req.params,
        headers: req.headers,
      };
      const source = sources[validationContext ?? ''] ?? req.body;
      const { field, detail } = describeValidationIssue(issue, requestLocale(req), source);
      return sendFailure(req, reply, new AppError(ErrorCode.BAD_PARAMS, { detail }, { field }));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = status === 429 ? ErrorCode.TOO_MANY_REQUESTS : ErrorCode.BAD_PARAMS;
      const reason = REQUEST_BODY_REASONS[(error as { code?: string }).code ?? ''];
      const detail = reason ? reason[requestLocale(req)] : (error as Error).message;
      return sendFailure(req, reply, new AppError(code, { detail }));
    }
    req.log.error({ err: error, reqId: req.id }, 'unhandled error');
    for (const listener of listeners) {
      try {
        listener(error, req);
      } catch (failure) {
        req.log.error({ err: failure, reqId: req.id }, 'server error listener failed');
      }
    }
    return sendFailure(req, reply, new AppError(ErrorCode.SERVER_ERROR, undefined, { requestId: req.id }));
  });
}
