import { ErrorCode, interfaces } from '@datamall/contract';
import { AppError } from '../../platform/errors.js';
import type { InterfaceRow } from './interface.repository.js';

type Param = NonNullable<InterfaceRow['params']>[number];

/** Answer headers a test call shows (lower case). */
const SHOWN_HEADERS = ['content-type', 'content-length', 'location', 'date', 'cache-control'];
const MASK = '******';

/** The caller's query, refused when a required query parameter is empty. */
export function checkTestQuery(params: readonly Param[], query: Record<string, string>): void {
  for (const p of params) {
    if (p.place === 'query' && p.required && !query[p.name]?.trim())
      throw new AppError(
        ErrorCode.INTERFACE_TEST_PARAM_MISSING,
        { name: p.name, place: 'query' },
        { field: `query.${p.name}` },
      );
  }
}

/** The caller's extra headers in lower case; hop-by-hop, proxy and other refused names are an error. */
export function testHeaders(input: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) {
    const lower = name.toLowerCase();
    if (
      (interfaces.TEST_CALL_REFUSED_HEADERS as readonly string[]).includes(lower) ||
      lower.startsWith('proxy-')
    )
      throw new AppError(ErrorCode.INTERFACE_TEST_HEADER_REFUSED, { name }, { field: `headers.${name}` });
    headers[lower] = value;
  }
  return headers;
}

/**
 * The body of a test call, and its content type into `headers`: none for GET; a JSON object (checked for the
 * required body parameters) when the interface documents a request schema or body parameters; else the text.
 */
export function testBody(
  row: Pick<InterfaceRow, 'requestSchema'>,
  params: readonly Param[],
  method: 'GET' | 'POST',
  text: string,
  headers: Record<string, string>,
): Buffer | undefined {
  if (method === 'GET') {
    if (text.trim()) throw new AppError(ErrorCode.INTERFACE_TEST_GET_BODY, {}, { field: 'body' });
    return undefined;
  }
  const expectsJson = row.requestSchema != null || params.some((p) => p.place === 'body');
  if (!expectsJson) {
    if (!text) return undefined;
    headers['content-type'] ??= 'text/plain; charset=utf-8';
    return Buffer.from(text, 'utf8');
  }
  const source = text.trim() ? text : '{}';
  checkRequiredBodyFields(params, parseJsonObject(source));
  headers['content-type'] = 'application/json; charset=utf-8';
  return Buffer.from(source, 'utf8');
}

function parseJsonObject(source: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    const detail = String((error as Error).message ?? '').slice(0, 120);
    throw new AppError(ErrorCode.INTERFACE_TEST_BODY_NOT_JSON, { detail }, { field: 'body' });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new AppError(
      ErrorCode.INTERFACE_TEST_BODY_NOT_JSON,
      { detail: Array.isArray(parsed) ? 'array' : typeof parsed },
      { field: 'body' },
    );
  return parsed as Record<string, unknown>;
}

function checkRequiredBodyFields(params: readonly Param[], fields: Record<string, unknown>): void {
  for (const p of params) {
    const value = fields[p.name];
    if (p.place === 'body' && p.required && (value === undefined || value === null || value === ''))
      throw new AppError(
        ErrorCode.INTERFACE_TEST_PARAM_MISSING,
        { name: p.name, place: 'body' },
        { field: `body.${p.name}` },
      );
  }
}

/**
 * What the caller sees of an upstream answer: a few headers, the body as text, with the upstream secret masked
 * wherever the upstream echoed it. A secret of a few characters would mask unrelated text: only longer ones are.
 */
export function shownAnswer(
  secret: string,
  answer: { headers: Record<string, unknown>; body: Buffer },
): { headers: Record<string, string>; body: string } {
  const mask = (value: string) => (secret.length >= 4 ? value.split(secret).join(MASK) : value);
  const headers: Record<string, string> = {};
  for (const name of SHOWN_HEADERS) {
    const value = answer.headers[name];
    if (typeof value === 'string') headers[name] = mask(value).slice(0, 500);
  }
  return { headers, body: mask(answer.body.toString('utf8')) };
}
