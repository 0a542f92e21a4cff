import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';

/**
 * The standard API catalogue (spec §7.5 `/api/StandardApi/*`, `/api/standardApiRouter/selectApiRouter`; pages
 * `zqapiManage/*`): APIs the platform defines (name, method, path, request and response JSON Schema per
 * version) that API goods implement. The operator maintains the catalogue; developers read it and declare
 * which of their API goods implement which version (the API's routers).
 */

const OPERATOR = { roles: [0] } as const;
/** The operator and developers (2) read the catalogue. */
const READERS = { roles: [0, 2] } as const;
const DEVELOPER = { roles: [2] } as const;

/** Status of a standard API: disabled 0 (hidden from developers), enabled 1. */
export const StandardApiStatus = { DISABLED: 0, ENABLED: 1 } as const;

const zSchema = z.record(z.string(), z.unknown()).nullable().default(null);

export const zStandardApiInput = z.object({
  /** Unique name. */
  name: z.string().trim().min(1).max(100),
  /** Business category shown in the list (free text). */
  category: z.string().trim().max(50).default(''),
  /** post_type: POST | GET */
  method: z.enum(['POST', 'GET']),
  /** Path the implementations answer, e.g. /vehicle/insurance. */
  path: z
    .string()
    .trim()
    .max(200)
    .regex(/^\/[A-Za-z0-9._~\-/{}]*$/, { message: 'format' }),
  description: z.string().trim().max(2000).default(''),
  status: z.coerce.number().int().min(0).max(1).default(1),
});

export const zStandardApi = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  method: z.string(),
  path: z.string(),
  description: z.string(),
  status: z.number().int(),
  /** Versions defined. */
  versionCount: z.number().int(),
  /** Newest version number, or null. */
  latestVersion: z.string().nullable(),
  /** API goods that implement one of its versions. */
  routerCount: z.number().int(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type StandardApi = z.infer<typeof zStandardApi>;

export const zStandardApiVersionInput = z.object({
  apiId: zId,
  /** Unique per API (e.g. v1, 1.2.0). */
  version: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,31}$/, { message: 'format' }),
  description: z.string().trim().max(2000).default(''),
  /** JSON Schema of the request body (schema editor rules). */
  requestSchema: zSchema,
  /** JSON Schema of the response body (schema editor rules). */
  responseSchema: zSchema,
});

export const zStandardApiVersion = z.object({
  id: z.string(),
  apiId: z.string(),
  apiName: z.string(),
  version: z.string(),
  description: z.string(),
  requestSchema: z.record(z.string(), z.unknown()).nullable(),
  responseSchema: z.record(z.string(), z.unknown()).nullable(),
  createDate: z.string(),
});
export type StandardApiVersion = z.infer<typeof zStandardApiVersion>;

/** An API good implementing a version of a standard API. */
export const zStandardApiRouter = z.object({
  id: z.string(),
  apiId: z.string(),
  versionId: z.string(),
  version: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  /** The good is on the shelf. */
  listed: z.boolean(),
  /** The caller owns the good (may unbind it). */
  mine: z.boolean(),
  createDate: z.string(),
});
export type StandardApiRouter = z.infer<typeof zStandardApiRouter>;

export const page = defineEndpoint({
  id: 'standardApi.page',
  method: 'POST',
  path: '/api/StandardApi/page',
  summary: 'Standard APIs by name fragment (developers: enabled ones only).',
  access: READERS,
  operationLog: false,
  body: zPageParams.extend({ name: z.string().trim().max(100).optional() }),
  response: zPage(zStandardApi),
});

export const info = defineEndpoint({
  id: 'standardApi.info',
  method: 'GET',
  path: '/api/StandardApi/info',
  summary: 'One standard API (page viewManage).',
  access: READERS,
  query: z.object({ id: zId }),
  response: zStandardApi,
});

export const save = defineEndpoint({
  id: 'standardApi.save',
  method: 'POST',
  path: '/api/StandardApi/save',
  summary: 'Adds a standard API (page addManage).',
  access: OPERATOR,
  body: zStandardApiInput,
  response: zStandardApi,
});

export const update = defineEndpoint({
  id: 'standardApi.update',
  method: 'PUT',
  path: '/api/StandardApi/update',
  summary: 'Changes a standard API (page editManage).',
  access: OPERATOR,
  body: zStandardApiInput.extend({ id: zId }),
  response: zStandardApi,
});

export const remove = defineEndpoint({
  id: 'standardApi.delete',
  method: 'DELETE',
  path: '/api/StandardApi',
  summary: 'Deletes a standard API and its versions; refused (10396) while API goods implement it.',
  access: OPERATOR,
  query: z.object({ id: zId }),
  response: z.null(),
});

export const selectVersion = defineEndpoint({
  id: 'standardApi.selectVersion',
  method: 'POST',
  path: '/api/StandardApi/selectVersion',
  summary: 'Versions of a standard API, newest first (page viewVersions).',
  access: READERS,
  operationLog: false,
  body: zPageParams.extend({ apiId: zId }),
  response: zPage(zStandardApiVersion),
});

export const getVersion = defineEndpoint({
  id: 'standardApi.getVersion',
  method: 'GET',
  path: '/api/StandardApi/getVersion',
  summary: 'One version with its request and response schemas.',
  access: READERS,
  query: z.object({ id: zId }),
  response: zStandardApiVersion,
});

export const saveVersion = defineEndpoint({
  id: 'standardApi.saveVersion',
  method: 'POST',
  path: '/api/StandardApi/saveVersion',
  summary: 'Adds a version to a standard API (page addVersions); schemas follow the schema editor rules.',
  access: OPERATOR,
  body: zStandardApiVersionInput,
  response: zStandardApiVersion,
});

export const selectApiRouter = defineEndpoint({
  id: 'standardApi.selectApiRouter',
  method: 'GET',
  path: '/api/standardApiRouter/selectApiRouter',
  summary: 'API goods implementing a standard API (developers: listed ones and their own).',
  access: READERS,
  query: z.object({ apiId: zId }),
  response: z.array(zStandardApiRouter),
});

export const bindRouter = defineEndpoint({
  id: 'standardApi.bindRouter',
  method: 'POST',
  path: '/api/standardApiRouter/bind',
  summary:
    'Declares that one of the caller’s API goods implements a version of a standard API (one version per API and good).',
  access: DEVELOPER,
  body: z.object({ versionId: zId, itemId: zId }),
  response: zStandardApiRouter,
});

export const unbindRouter = defineEndpoint({
  id: 'standardApi.unbindRouter',
  method: 'DELETE',
  path: '/api/standardApiRouter',
  summary: 'Removes one of the caller’s implementations.',
  access: DEVELOPER,
  query: z.object({ id: zId }),
  response: z.null(),
});
