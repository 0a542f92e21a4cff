import { type BodyOf, type Endpoint, ErrorCode, type QueryOf, type ResponseOf } from '@datamall/contract';
import { leaveTo, loginUrl, session } from './session';

/** A rejected call: a non-zero envelope code (or -1 for HTTP and transport failures). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Codes after which only a new login helps. */
const LOGIN_CODES = new Set<number>([
  ErrorCode.LOGIN_EXPIRED,
  ErrorCode.NOT_LOGGED_IN,
  ErrorCode.UNAUTHORIZED,
]);

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export interface CallOptions<E extends Endpoint> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
  locale: string;
}

function urlOf(endpoint: Endpoint, query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${endpoint.path}?${qs}` : endpoint.path;
}

/**
 * Calls a contract endpoint of the platform (same origin as the page, with the main app's session) and returns
 * its `data`, parsed by the endpoint's response schema. An ended session sends the user to the login page.
 */
export async function api<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<ResponseOf<E>> {
  const token = session.token();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.locale };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let envelope: Envelope;
  try {
    const response = await fetch(urlOf(endpoint, options.query), {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
    envelope = (await response.json()) as Envelope;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(-1, error instanceof Error ? error.message : String(error));
  }
  if (envelope.code !== 0) {
    if (LOGIN_CODES.has(envelope.code)) leaveTo(loginUrl());
    throw new ApiError(envelope.code, envelope.msg);
  }
  const parsed = endpoint.response.safeParse(envelope.data);
  return (parsed.success ? parsed.data : envelope.data) as ResponseOf<E>;
}
