import type { Locale } from '@datamall/contract';

export const NAMESPACES = [
  'common',
  'request',
  'validation',
  'auth',
  'layout',
  'mall',
  'table',
  'users',
  'ops',
  'workflow',
  'catalog',
  'connections',
  'assets',
  'nodes',
  'accessLists',
  'ukey',
  'trustedStorage',
  'goods',
  'interfaces',
  'goodsVersions',
  'repetition',
  'standardApi',
  'content',
  'orders',
  'delivery',
  'appRuns',
  'appPreview',
  'appRelations',
  'offlineTransmission',
  'negotiation',
  'billing',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = { [key: string]: string | Messages };

/**
 * Locale files, loaded per language (one chunk each, see `manualChunks` in vite.config.ts): the first paint
 * waits for the current language only; another language loads when the user switches to it.
 */
const files = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });

/** `../../locales/zh-CN/common.json` -> `['zh-CN', 'common']`. */
export function parseLocalePath(path: string): [lng: string, ns: string] | undefined {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match?.[1] && match[2] ? [match[1], match[2]] : undefined;
}

/** Every namespace of one language: namespace -> messages. */
export async function loadLanguage(lng: Locale): Promise<Record<string, Messages>> {
  const entries = Object.entries(files).filter(([path]) => parseLocalePath(path)?.[0] === lng);
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => [parseLocalePath(path)?.[1] as string, await load()] as const),
  );
  return Object.fromEntries(loaded);
}

/** Dotted keys of a message tree: `{a: {b: 'x'}}` -> `['a.b']`. */
export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}
