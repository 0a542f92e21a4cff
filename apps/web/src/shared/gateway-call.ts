import { gateway } from '@datamall/contract';

/**
 * How a buyer calls an API good through the platform gateway (`packages/contract/src/endpoints/gateway.ts`):
 * `{baseUrl}/{itemId}/{version}/{interface path}` with the key in the X-Api-Key header. Shared by the mall's
 * interface documentation and the buyer's usage page, so both show the same command.
 */

/** The header as people write it (HTTP header names are case-insensitive; the contract spells it lowercase). */
export const KEY_HEADER_NAME = 'X-Api-Key';
/** What the documentation puts where the buyer's key goes. */
export const KEY_PLACEHOLDER = '<YOUR_KEY>';

/** `{baseUrl}/{itemId}/{version}{path}`: one slash between the parts whatever the configured URL ends with. */
export function gatewayCallUrl(
  baseUrl: string,
  itemId: string,
  path: string,
  version: string = gateway.LATEST_VERSION,
): string {
  const base = baseUrl.replace(/\/+$/, '');
  const rest = path.replace(/^\/*/, '/');
  return `${base}/${encodeURIComponent(itemId)}/${encodeURIComponent(version)}${rest === '/' ? '' : rest}`;
}

export interface CurlParam {
  name: string;
  place: 'query' | 'body';
  required: boolean;
}

export interface CurlInput {
  url: string;
  method: 'GET' | 'POST';
  /** The key, or a placeholder such as KEY_PLACEHOLDER. */
  apiKey: string;
  /** Required parameters become `<name>` placeholders: query ones in the URL, body ones in a JSON body. */
  params?: readonly CurlParam[];
}

/** A double-quoted shell word: `"`, `\`, `$` and backquote are the characters special inside it. */
function shellQuote(text: string): string {
  return `"${text.replace(/(["\\$`])/g, '\\$1')}"`;
}

/** A single-quoted shell word (nothing is special inside it but the quote itself). */
function shellSingleQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A ready-to-paste curl command (POSIX shells) for one interface. */
export function curlCommand({ url, method, apiKey, params = [] }: CurlInput): string {
  const required = params.filter((p) => p.required);
  const query = required
    .filter((p) => p.place === 'query')
    .map((p) => `${encodeURIComponent(p.name)}=<${p.name}>`)
    .join('&');
  const fullUrl = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  const parts = ['curl'];
  parts.push(`-H ${shellQuote(`${KEY_HEADER_NAME}: ${apiKey}`)}`);
  // `-d` makes curl send a POST.
  if (method === 'POST') {
    const body = Object.fromEntries(
      required.filter((p) => p.place === 'body').map((p) => [p.name, `<${p.name}>`]),
    );
    parts.push(`-H ${shellQuote('Content-Type: application/json')}`);
    parts.push(`-d ${shellSingleQuote(JSON.stringify(body))}`);
  }
  parts.push(shellQuote(fullUrl));
  return parts.join(' ');
}
