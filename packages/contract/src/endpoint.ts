import { z } from 'zod';
import { PAGE_SIZES } from './constants.js';
import type { RoleType } from './roles.js';

/**
 * Who may call an endpoint. `public`: anyone; `user`: any logged-in user;
 * otherwise a logged-in user whose role type is listed and/or who holds the permission string.
 */
export type Access = 'public' | 'user' | { roles?: readonly RoleType[]; permission?: string };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable id, `domain.action`; used in logs and the operation log. */
  id: string;
  method: HttpMethod;
  /** The spec's path, exactly. */
  path: string;
  /** One line for OpenAPI. */
  summary: string;
  access: Access;
  /**
   * What a staff account (an operator without superAdmin) must hold to call it, beyond `access`: one permission
   * string or any of several; `null`: any staff account. Unset: derived by `staffPermissionOf`.
   */
  staffPermission?: string | readonly string[] | null;
  query?: Q;
  body?: B;
  /** Schema of `data` in the `{code, msg, data}` envelope. */
  response: R;
  /** How the web serialises the body: JSON (default) or an urlencoded form. */
  bodyType?: 'json' | 'form' | 'multipart';
  /** The answer is not an envelope (an image, a file). */
  raw?: boolean;
  /**
   * `false`: calls are not written to the operation log: reads sent as POST (list, page, detail, query, render,
   * preview) and machine traffic such as node heartbeats. The mall also takes a non-GET call without it as a
   * write that may change what the mall shows, so never set it on a call that changes goods, orders or shops.
   */
  operationLog?: false;
}

export function defineEndpoint<
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodNull,
>(endpoint: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return endpoint;
}

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** The wire envelope of every JSON answer. */
export const zEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** A page of a list: `{list, total}`. */
export const zPage = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), total: z.number().int().nonnegative() });

/**
 * The message of a refinement to a few allowed values: the 400 then names them ("limit must be one of 10, 20,
 * 50, 100"); a bare `{ message: 'oneOf' }` says only that the value is not allowed.
 */
export function allowedValues(values: readonly (number | string)[]) {
  return { message: `oneOf:${values.join(', ')}` };
}

/** Paging of the list conventions: page from 1, limit 10/20/50/100 (default 10). Also the body of POST list calls. */
export const zPageParams = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => PAGE_SIZES.includes(n as (typeof PAGE_SIZES)[number]), allowedValues(PAGE_SIZES))
    .default(10),
});

/** List query conventions: paging plus orderField (snake_case) and order asc|desc. */
export const zListQuery = zPageParams.extend({
  orderField: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .optional(),
  order: z.enum(['asc', 'desc']).optional(),
});

/** A numeric id sent as text or number. */
export const zId = z.coerce.number().int().positive();

/** Access rule of operator-only endpoints. */
export const OPERATOR_ONLY = { roles: [0] } as const;
