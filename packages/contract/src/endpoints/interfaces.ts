import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';

/**
 * Interfaces of API goods (spec §7.5): each SKU of an API good describes the calls it sells — method
 * (post_type), path, request parameters (param_type, paramType), request and response bodies as JSON Schema
 * (checked on the server with `checkJsonSchema`, the editor's rules) and the upstream the platform forwards to.
 * The upstream URL is http(s) and its host must pass the connectors' SSRF policy; the upstream secret is stored
 * encrypted and never answered (`hasSecret` only).
 *
 * Owner only (the developer of the good; the operator reads for reviews); another owner's SKU or interface
 * answers 404 as a missing one. Interfaces change while the good may be edited (off the shelf, no review open,
 * not deleted; else 409); changing an interface of an enabled good sends it back to not enabled, like editing
 * the good, so the buyer-facing description is reviewed again before it is listed.
 */

const DEVELOPER = { roles: [2] } as const;
const DEVELOPER_OR_OPERATOR = { roles: [0, 2] } as const;

export const POST_TYPES = ['POST', 'GET'] as const;
export const PARAM_TYPES = ['String', 'Int', 'Array', 'Date', 'Object', 'FLoat', 'Double'] as const;
export const PARAM_PLACES = ['body', 'query'] as const;

/** Most request parameters of one interface. */
export const MAX_INTERFACE_PARAMS = 50;

export const zInterfaceParam = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z_][A-Za-z0-9_.-]*$/),
  /** param_type */
  type: z.enum(PARAM_TYPES),
  /** paramType: body | query */
  place: z.enum(PARAM_PLACES),
  required: z.boolean(),
  description: z.string().trim().max(200).default(''),
});
export type InterfaceParam = z.infer<typeof zInterfaceParam>;

export const zInterfaceInput = z.object({
  name: z.string().trim().min(1).max(100),
  /** post_type */
  method: z.enum(POST_TYPES),
  /** Path buyers call on the platform gateway, e.g. /weather/today. */
  path: z
    .string()
    .trim()
    .min(2)
    .max(200)
    .regex(/^\/[A-Za-z0-9\-._~/{}]*$/),
  /** http(s) URL the gateway forwards to; its host must pass the SSRF policy. */
  upstreamUrl: z.string().trim().min(1).max(500),
  /** Header that carries the upstream secret ('' without one). */
  authHeader: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9-]*$/)
    .default(''),
  /** New secret; omitted or null keeps the saved one on update; '' clears it. */
  secret: z.string().max(500).nullable().optional(),
  params: z.array(zInterfaceParam).max(MAX_INTERFACE_PARAMS).default([]),
  /** JSON Schema of the request body (editor rules); null: none. */
  requestSchema: z.record(z.string(), z.unknown()).nullable().default(null),
  /** JSON Schema of the response body (editor rules); null: none. */
  responseSchema: z.record(z.string(), z.unknown()).nullable().default(null),
  description: z.string().trim().max(500).default(''),
});
export type InterfaceInput = z.input<typeof zInterfaceInput>;
/** The input as the server receives it (defaults applied). */
export type InterfaceValues = z.output<typeof zInterfaceInput>;

export const zItemInterface = z.object({
  id: z.string(),
  itemId: z.string(),
  skuId: z.string(),
  name: z.string(),
  method: z.enum(POST_TYPES),
  path: z.string(),
  upstreamUrl: z.string(),
  authHeader: z.string(),
  /** A secret is saved (never answered). */
  hasSecret: z.boolean(),
  params: z.array(zInterfaceParam),
  requestSchema: z.record(z.string(), z.unknown()).nullable(),
  responseSchema: z.record(z.string(), z.unknown()).nullable(),
  description: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type ItemInterface = z.infer<typeof zItemInterface>;

export const create = defineEndpoint({
  id: 'interfaces.create',
  method: 'POST',
  path: '/server/itemInterface/create',
  summary:
    'Adds an interface to a SKU of an API good of the caller (404 otherwise). Refused (409) while the good may not be edited; path unique per SKU and method.',
  access: DEVELOPER,
  body: zInterfaceInput.extend({ skuId: zId }),
  response: zItemInterface,
});

export const update = defineEndpoint({
  id: 'interfaces.update',
  method: 'PUT',
  path: '/server/itemInterface/update',
  summary:
    'Changes an interface of the caller (same rules as create). The secret is kept unless a new one is sent.',
  access: DEVELOPER,
  body: zInterfaceInput.extend({ id: zId }),
  response: zItemInterface,
});

export const get = defineEndpoint({
  id: 'interfaces.get',
  method: 'GET',
  path: '/server/itemInterface/get',
  summary: 'One interface: its owner or the operator; else 404.',
  access: DEVELOPER_OR_OPERATOR,
  query: z.object({ id: zId }),
  response: zItemInterface,
});

export const getItemInterface = defineEndpoint({
  id: 'interfaces.getItemInterface',
  method: 'GET',
  path: '/server/itemInterface/getItemInterface',
  summary: 'The interfaces of a SKU (owner or operator; else 404), by method and path.',
  access: DEVELOPER_OR_OPERATOR,
  query: z.object({ skuId: zId }),
  response: z.array(zItemInterface),
});

export const remove = defineEndpoint({
  id: 'interfaces.delete',
  method: 'DELETE',
  path: '/server/itemInterface/delete/{id}',
  summary: 'Deletes an interface of the caller (409 while the good may not be edited).',
  access: DEVELOPER,
  response: z.null(),
});

export const page = defineEndpoint({
  id: 'interfaces.page',
  method: 'GET',
  path: '/server/itemInterface/page',
  summary:
    'A page of the interfaces of an API good over all its SKUs (or one, skuId), by SKU, path and method; owner or operator, else 404.',
  access: DEVELOPER_OR_OPERATOR,
  query: zPageParams.extend({ itemId: zId, skuId: zId.optional() }),
  response: zPage(zItemInterface),
});

/** Limits of a test call (the server's; the web shows them). */
export const TEST_CALL = {
  /** Whole call, connection to last byte. */
  timeoutSeconds: 10,
  /** Longest answer body kept; the rest is cut (`truncated`). */
  maxResponseBytes: 256 * 1024,
  /** Longest request body (UTF-8 bytes). */
  maxBodyBytes: 64 * 1024,
  maxHeaders: 10,
  maxQuery: 50,
  /** Test calls per user and minute. */
  perMinute: 30,
} as const;

/** Request headers a test call may not set (framing, routing and hop-by-hop headers). */
export const TEST_CALL_REFUSED_HEADERS = [
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'proxy-authorization',
  'proxy-connection',
  'accept-encoding',
] as const;

const zHeaderName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/);

export const zInterfaceTestInput = z.object({
  interfaceId: zId,
  /** Query parameters added to the upstream URL (the declared required ones must be there, non-empty). */
  query: z
    .record(z.string().min(1).max(64), z.string().max(2000))
    .refine((q) => Object.keys(q).length <= TEST_CALL.maxQuery, { message: 'tooBig' })
    .default({}),
  /** Extra request headers (no framing or hop-by-hop ones; the saved auth header always wins). */
  headers: z
    .record(
      zHeaderName,
      z
        .string()
        .max(1000)
        .regex(/^[^\r\n]*$/),
    )
    .refine((h) => Object.keys(h).length <= TEST_CALL.maxHeaders, { message: 'tooBig' })
    .default({}),
  /** Request body as text: JSON when the interface declares a request body or body parameters. */
  body: z.string().max(TEST_CALL.maxBodyBytes).optional(),
});
export type InterfaceTestInput = z.input<typeof zInterfaceTestInput>;

export const zInterfaceTestResult = z.object({
  /** What was called (the saved upstream URL with the query; never the secret). */
  method: z.enum(POST_TYPES),
  url: z.string(),
  /** HTTP status of the upstream; redirects are answered as they are, never followed. */
  status: z.number().int(),
  /** Milliseconds from the start of the call to the last byte kept. */
  ms: z.number().int().nonnegative(),
  /** A few safe answer headers (content-type, content-length, location, date, cache-control), lower case. */
  headers: z.record(z.string(), z.string()),
  /** The answer body as UTF-8 text, at most TEST_CALL.maxResponseBytes; the saved secret is masked. */
  body: z.string(),
  /** The body was longer and was cut. */
  truncated: z.boolean(),
});
export type InterfaceTestResult = z.infer<typeof zInterfaceTestResult>;

export const test = defineEndpoint({
  id: 'interfaces.test',
  method: 'POST',
  path: '/server/itemInterface/test',
  summary:
    'Test call of an interface by its owner or the operator (else 404): the server calls the saved upstream URL with the method, the saved auth header and secret (never answered), the query, extra headers and body given. Required declared query and body parameters are checked first (10494), a JSON body must parse (10495); the host passes the SSRF policy (10490/10491), 10 s limit (10492), unreachable (10493), answers over 256 KB are cut (truncated), redirects are not followed. 30 calls per user and minute (429).',
  access: DEVELOPER_OR_OPERATOR,
  body: zInterfaceTestInput,
  response: zInterfaceTestResult,
});
