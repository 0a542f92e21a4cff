import type { Locale, RoleType } from '@datamall/contract';
import { COOKIE, pickLocale } from '@datamall/contract';
import type { FastifyRequest } from 'fastify';

/** The logged-in caller of a request. */
export interface Actor {
  userId: number;
  username: string;
  roleType: RoleType;
  sessionId: number;
  /** A staff account: an operator without superAdmin, limited to what its roles grant. */
  staff?: true;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The `code` of the answer, for the operation log. */
    resultCode: number;
  }
}

/** The request's language: `Accept-Language`, else the `language` cookie, else zh-CN. */
export function requestLocale(req: FastifyRequest): Locale {
  const header = req.headers['accept-language'];
  if (header) return pickLocale(header);
  return pickLocale(req.cookies?.[COOKIE.LANGUAGE]);
}

export function requestMeta(req: FastifyRequest) {
  return { ip: req.ip ?? '', userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300) };
}

/**
 * The bearer token of the request: `Authorization: Bearer …`, else, only for the calls that declare it (a plain link
 * to an export, an image or a download), the `access_token` query parameter.
 */
export function bearerToken(req: FastifyRequest, acceptUrlToken = false): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  if (!acceptUrlToken) return null;
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.access_token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Contract endpoint id, for logs and the operation log. */
    endpointId?: string;
    /** Whether calls are written to the operation log. */
    operationLog?: boolean;
  }
}
