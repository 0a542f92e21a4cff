import { ErrorCode, formatMessage, VALIDATION_REASONS } from '@datamall/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { requestLocale } from './request-context.js';

/**
 * No text of a request may hold U+0000: PostgreSQL cannot store it, and no field of the product needs it. The
 * refusal is a 400 naming the field, in the caller's language.
 */
export function nulRefusal(req: FastifyRequest, field: string): AppError {
  const detail = formatMessage(VALIDATION_REASONS.nulCharacter[requestLocale(req)], { field });
  return new AppError(ErrorCode.BAD_PARAMS, { detail }, { field });
}

/** The dotted path of the first string holding U+0000 in `value` (keys included), or null. */
export function nulPath(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulPath(child, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
