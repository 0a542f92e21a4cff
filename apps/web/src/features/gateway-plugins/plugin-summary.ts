import type { gateway as gw } from '@datamall/contract';

/** The plugin blocks in the order the pages show them. */
export const PLUGIN_BLOCKS = [
  'keyAuth',
  'ipRestriction',
  'rateLimit',
  'requestSize',
  'timeout',
  'cache',
  'headers',
  'validator',
  'mock',
] as const satisfies readonly (keyof gw.PluginConfig)[];
export type PluginBlock = (typeof PLUGIN_BLOCKS)[number];

/** One tag of a configuration's summary: a message key of `gatewayPlugins:summary` and its values. */
export interface SummaryItem {
  block: PluginBlock;
  key: string;
  values?: Record<string, string | number>;
}

/**
 * What a configuration does, as short tags: key authentication (always on) and each enabled plugin with its
 * figures. Disabled plugins are left out.
 */
export function pluginSummary(config: gw.PluginConfig): SummaryItem[] {
  const items: SummaryItem[] = [
    { block: 'keyAuth', key: config.keyAuth.allowQueryKey ? 'keyAuthQuery' : 'keyAuthHeader' },
  ];
  const ip = config.ipRestriction;
  if (ip.enabled) {
    items.push({
      block: 'ipRestriction',
      key: 'ip',
      values: { allow: ip.allow.length, deny: ip.deny.length },
    });
  }
  const rate = config.rateLimit;
  if (rate.enabled) {
    items.push({
      block: 'rateLimit',
      key: 'rate',
      values: { limit: rate.limit, window: rate.windowSeconds, scope: rate.scope, algorithm: rate.algorithm },
    });
  }
  if (config.requestSize.enabled) {
    items.push({ block: 'requestSize', key: 'size', values: { bytes: config.requestSize.maxBytes } });
  }
  if (config.timeout.enabled) {
    items.push({ block: 'timeout', key: 'timeout', values: { seconds: config.timeout.seconds } });
  }
  if (config.cache.enabled) {
    items.push({ block: 'cache', key: 'cache', values: { seconds: config.cache.ttlSeconds } });
  }
  const h = config.headers;
  if (h.enabled) {
    const count =
      h.request.set.length + h.request.remove.length + h.response.set.length + h.response.remove.length;
    items.push({ block: 'headers', key: 'headers', values: { count } });
  }
  if (config.validator.enabled) items.push({ block: 'validator', key: 'validator' });
  if (config.mock.enabled) items.push({ block: 'mock', key: 'mock' });
  return items;
}

/** Dotted paths of the leaves that differ between two configurations (lists compared whole). */
export function changedPaths(previous: gw.PluginConfig, next: gw.PluginConfig): Set<string> {
  const out = new Set<string>();
  const walk = (a: unknown, b: unknown, path: string) => {
    const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
    if (isObject(a) && isObject(b)) {
      const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
      for (const key of keys)
        walk(
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
          path ? `${path}.${key}` : key,
        );
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) out.add(path);
  };
  walk(previous, next, '');
  return out;
}

/** The blocks a change touches, in page order. */
export function changedBlocks(paths: ReadonlySet<string>): PluginBlock[] {
  return PLUGIN_BLOCKS.filter((block) => [...paths].some((p) => p === block || p.startsWith(`${block}.`)));
}
