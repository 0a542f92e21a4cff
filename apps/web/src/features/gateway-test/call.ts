import { gateway as gw, type interfaces } from '@datamall/contract';

/** An interface as the tester offers it (from the mall's documentation or the good's own interfaces). */
export interface TestInterface {
  id: string;
  name: string;
  method: 'GET' | 'POST';
  path: string;
  params: interfaces.InterfaceParam[];
  requestSchema: Record<string, unknown> | null;
  description: string;
}

/** Names of the `{name}` segments of an interface path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** The path with each `{name}` segment replaced by its value (encoded; an empty value keeps the placeholder). */
export function fillPath(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]?.trim();
    return value ? encodeURIComponent(value) : whole;
  });
}

/**
 * The URL of a test call: the key's `callBase` (`{gateway}/{itemId}/latest`), the interface path with its segments
 * filled, and the non-empty query parameters. One slash between base and path whatever either carries.
 */
export function buildTestCallUrl(
  callBase: string,
  path: string,
  query: Readonly<Record<string, string>> = {},
  pathValues: Readonly<Record<string, string>> = {},
): string {
  const base = callBase.replace(/\/+$/, '');
  const rest = fillPath(path, pathValues).replace(/^\/*/, '/');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value.trim() !== '') search.append(name, value);
  const qs = search.toString();
  return `${base}${rest === '/' ? '' : rest}${qs ? `?${qs}` : ''}`;
}

/** Required query parameters and path segments left empty (names). */
export function missingRequired(
  iface: Pick<TestInterface, 'params' | 'path'>,
  query: Readonly<Record<string, string>>,
  pathValues: Readonly<Record<string, string>>,
): string[] {
  const missingQuery = iface.params
    .filter((p) => p.place === 'query' && p.required && !query[p.name]?.trim())
    .map((p) => p.name);
  const missingPath = pathParamNames(iface.path).filter((name) => !pathValues[name]?.trim());
  return [...missingPath, ...missingQuery];
}

/** Answer headers of the gateway worth pointing out (test marking, mock, rate limit, quota, cache, request id). */
export function isNotableHeader(name: string): boolean {
  const n = name.toLowerCase();
  return (
    n.startsWith('x-gateway-') ||
    n.startsWith('ratelimit-') ||
    n.startsWith('x-quota-') ||
    ['retry-after', 'x-cache', 'x-request-id'].includes(n)
  );
}

/** Headers as name/value pairs (lower-case names), the notable ones first, each group by name. */
export function headerList(headers: Headers): [string, string][] {
  const pairs = [...headers.entries()].map(([n, v]) => [n.toLowerCase(), v] as [string, string]);
  const rank = (n: string) => (isNotableHeader(n) ? 0 : 1);
  return pairs.sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

const GATEWAY_CODES = new Set<number>(Object.values(gw.GATEWAY_ERRORS).map((e) => e.code));

/** The gateway's own refusal in an answer body (`{code: 106xx, msg}`), or null for anything else. */
export function gatewayRefusal(body: string): { code: number; msg: string } | null {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; msg?: unknown };
    return typeof parsed.code === 'number' && GATEWAY_CODES.has(parsed.code) && typeof parsed.msg === 'string'
      ? { code: parsed.code, msg: parsed.msg }
      : null;
  } catch {
    return null;
  }
}

/** Pretty-printed JSON when the text is JSON, else the text as it is. */
export function prettyBody(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return text;
  }
}

/** A body that is not valid JSON (empty counts as valid: nothing is sent). */
export function isBadJson(body: string): boolean {
  if (!body.trim()) return false;
  try {
    JSON.parse(body);
    return false;
  } catch {
    return true;
  }
}

/** How long a freshly issued key may still be unknown to the gateways (they pick up new keys within ~1 s). */
export const FRESH_KEY_MS = 5000;

/** A new key refused as unknown (401 key invalid) right after it was issued: worth one more try shortly. */
export function isFreshKeyMiss(status: number, body: string, issuedAgoMs: number): boolean {
  return (
    status === gw.GATEWAY_ERRORS.keyInvalid.status &&
    issuedAgoMs < FRESH_KEY_MS &&
    gatewayRefusal(body)?.code === gw.GATEWAY_ERRORS.keyInvalid.code
  );
}

export interface TestCallAnswer {
  kind: 'answer';
  url: string;
  method: 'GET' | 'POST';
  status: number;
  statusText: string;
  /** From sending to the last byte of the body. */
  ms: number;
  headers: [string, string][];
  body: string;
  /** `x-gateway-mock: 1`: answered from the response schema, not the upstream. */
  isMock: boolean;
  /** `x-gateway-test`: the test type the gateway marked the call with; null when the header is not readable. */
  testType: number | null;
  /** Tries made (a fresh key can be refused once before the gateways know it). */
  tries: number;
}

export interface TestCallBlocked {
  kind: 'blocked';
  url: string;
  method: 'GET' | 'POST';
  /** The browser's own words (fetch gives no reason: network failure, refused connection and CORS look alike). */
  message: string;
}

export type TestCallOutcome = TestCallAnswer | TestCallBlocked;

export interface TestCallInput {
  url: string;
  method: 'GET' | 'POST';
  key: string;
  body?: string;
  /** Language of the gateway's messages. */
  locale: string;
  signal?: AbortSignal;
}

/** One call from the browser to the gateway with the key in X-Api-Key. */
export async function sendTestCall({
  url,
  method,
  key,
  body,
  locale,
  signal,
}: TestCallInput): Promise<TestCallOutcome> {
  const headers: Record<string, string> = { 'X-Api-Key': key, 'Accept-Language': locale };
  const withBody = method === 'POST' && body !== undefined && body.trim() !== '';
  if (withBody) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: withBody ? body : undefined,
      credentials: 'omit',
      cache: 'no-store',
      signal,
    });
    const text = await response.text();
    const testHeader = response.headers.get('x-gateway-test');
    return {
      kind: 'answer',
      url,
      method,
      status: response.status,
      statusText: response.statusText,
      ms: Math.round(performance.now() - started),
      headers: headerList(response.headers),
      body: text,
      isMock: response.headers.get('x-gateway-mock') === '1',
      testType: testHeader && /^\d+$/.test(testHeader) ? Number(testHeader) : null,
      tries: 1,
    };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { kind: 'blocked', url, method, message: error instanceof Error ? error.message : String(error) };
  }
}
