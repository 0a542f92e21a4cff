import { z } from 'zod';
import { defineEndpoint, zId } from '../endpoint.js';

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
