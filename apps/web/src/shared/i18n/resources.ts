import type { Locale } from '@datamall/contract';
import { FIRST_PAINT_NAMESPACES } from './first-paint';

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
  'gateway',
  'appRuns',
  'appPreview',
  'appRelations',
  'offlineTransmission',
  'negotiation',
  'billing',
  'community',
  'gatewayPlugins',
  'gatewayTest',
  'kms',
  'statistics',
  'ledger',
  'sysAdmin',
  'settings',
  'excelImport',
  'schedule',
  'messaging',
  'organization',
  'oss',
  'archives',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = { [key: string]: string | Messages };

/**
 * Locale files, loaded per language in two chunks (see `manualChunks` in vite.config.ts): the namespaces of
 * `first-paint.ts` before the first render, the rest before any other route renders (`app/lazy.ts`);
 * another language loads when the user switches to it.
 * To add a namespace: its three JSON files under `locales/<lng>/` and its name in `NAMESPACES` above.
 */
const files = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });

/** `../../locales/zh-CN/common.json` -> `['zh-CN', 'common']`. */
export function parseLocalePath(path: string): [lng: string, ns: string] | undefined {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match?.[1] && match[2] ? [match[1], match[2]] : undefined;
}

/** Which namespaces to load: those of the first paint, or all. */
export type TextScope = 'firstPaint' | 'all';

/** The namespaces of one language (all, or those of the first paint): namespace -> messages. */
export async function loadLanguage(lng: Locale, scope: TextScope = 'all'): Promise<Record<string, Messages>> {
  const entries = Object.entries(files).filter(([path]) => {
    const [fileLng, ns] = parseLocalePath(path) ?? [];
    return fileLng === lng && (scope === 'all' || FIRST_PAINT_NAMESPACES.includes(ns as string));
  });
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
