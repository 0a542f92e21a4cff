import { LOCALES, type Locale } from '@datamall/contract';

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
  'offlineTransmission',
  'negotiation',
  'billing',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = { [key: string]: string | Messages };

/** All locale files, bundled: together they are a few KB and switching language must not wait for the network. */
const files = import.meta.glob<Messages>('../../locales/*/*.json', { eager: true, import: 'default' });

function load(): Record<Locale, Record<string, Messages>> {
  const out = Object.fromEntries(LOCALES.map((lng) => [lng, {}])) as Record<Locale, Record<string, Messages>>;
  for (const [path, messages] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng, ns] = match;
    const bucket = out[lng as Locale];
    if (bucket && ns) bucket[ns] = messages;
  }
  return out;
}

export const resources = load();

/** Dotted keys of a message tree: `{a: {b: 'x'}}` -> `['a.b']`. */
export function flattenKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}
