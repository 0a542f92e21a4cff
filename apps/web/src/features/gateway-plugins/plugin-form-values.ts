import type { gateway as gw } from '@datamall/contract';

/** Units the request-size plugin is shown in. */
export const SIZE_UNITS = { B: 1, KB: 1024, MB: 1024 * 1024 } as const;
export type SizeUnit = keyof typeof SIZE_UNITS;

/** A byte count in the largest unit that divides it evenly (1048576 -> 1 MB, 1536 -> 1.5 KB stays 1536 B). */
export function bytesToSize(bytes: number): { amount: number; unit: SizeUnit } {
  if (bytes > 0 && bytes % SIZE_UNITS.MB === 0) return { amount: bytes / SIZE_UNITS.MB, unit: 'MB' };
  if (bytes > 0 && bytes % SIZE_UNITS.KB === 0) return { amount: bytes / SIZE_UNITS.KB, unit: 'KB' };
  return { amount: bytes, unit: 'B' };
}

/** Bytes of an amount in a unit (a fraction of a KB or MB is rounded to whole bytes). */
export function sizeToBytes(amount: number, unit: SizeUnit): number {
  return Math.round(amount * SIZE_UNITS[unit]);
}

interface HeaderChangeValues {
  set: { name: string; value: string }[];
  remove: string[];
}

/** The plugin form: the configuration block by block, the request size as an amount and a unit. */
export interface PluginFormValues {
  keyAuth: { allowQueryKey: boolean };
  ipRestriction: { enabled: boolean; allow: string[]; deny: string[] };
  rateLimit: Omit<gw.PluginConfig['rateLimit'], 'limit' | 'windowSeconds'> & {
    limit: number | null;
    windowSeconds: number | null;
  };
  requestSize: { enabled: boolean; amount: number | null; unit: SizeUnit };
  timeout: { enabled: boolean; seconds: number | null };
  cache: { enabled: boolean; ttlSeconds: number | null };
  headers: { enabled: boolean; request: HeaderChangeValues; response: HeaderChangeValues };
  validator: { enabled: boolean };
  mock: { enabled: boolean };
  note: string;
}

const copyChanges = (c: gw.PluginConfig['headers']['request']): HeaderChangeValues => ({
  set: c.set.map((s) => ({ ...s })),
  remove: [...c.remove],
});

export function toFormValues(config: gw.PluginConfig): PluginFormValues {
  return {
    keyAuth: { ...config.keyAuth },
    ipRestriction: {
      enabled: config.ipRestriction.enabled,
      allow: [...config.ipRestriction.allow],
      deny: [...config.ipRestriction.deny],
    },
    rateLimit: { ...config.rateLimit },
    requestSize: { enabled: config.requestSize.enabled, ...bytesToSize(config.requestSize.maxBytes) },
    timeout: { ...config.timeout },
    cache: { ...config.cache },
    headers: {
      enabled: config.headers.enabled,
      request: copyChanges(config.headers.request),
      response: copyChanges(config.headers.response),
    },
    validator: { ...config.validator },
    mock: { ...config.mock },
    note: '',
  };
}

const trimChanges = (c: HeaderChangeValues | undefined) => ({
  // An empty row of the list (added, never filled) is not a change.
  set: (c?.set ?? [])
    .filter((s) => s && (s.name?.trim() || s.value?.trim()))
    .map((s) => ({ name: (s.name ?? '').trim(), value: s.value ?? '' })),
  remove: (c?.remove ?? []).map((n) => n.trim()).filter(Boolean),
});

/**
 * The configuration the form describes, not yet checked: `zPluginConfig` decides (an empty number stays empty
 * and is refused there, it is never replaced by a default behind the user's back).
 */
export function toConfig(values: PluginFormValues): unknown {
  const trimList = (list: string[] | undefined) => (list ?? []).map((r) => r.trim()).filter(Boolean);
  return {
    keyAuth: { allowQueryKey: Boolean(values.keyAuth?.allowQueryKey) },
    ipRestriction: {
      enabled: Boolean(values.ipRestriction?.enabled),
      allow: trimList(values.ipRestriction?.allow),
      deny: trimList(values.ipRestriction?.deny),
    },
    rateLimit: {
      ...values.rateLimit,
      enabled: Boolean(values.rateLimit?.enabled),
      limit: values.rateLimit?.limit ?? null,
      windowSeconds: values.rateLimit?.windowSeconds ?? null,
    },
    requestSize: {
      enabled: Boolean(values.requestSize?.enabled),
      maxBytes:
        values.requestSize?.amount === null || values.requestSize?.amount === undefined
          ? null
          : sizeToBytes(values.requestSize.amount, values.requestSize.unit),
    },
    timeout: { enabled: Boolean(values.timeout?.enabled), seconds: values.timeout?.seconds ?? null },
    cache: { enabled: Boolean(values.cache?.enabled), ttlSeconds: values.cache?.ttlSeconds ?? null },
    headers: {
      enabled: Boolean(values.headers?.enabled),
      request: trimChanges(values.headers?.request),
      response: trimChanges(values.headers?.response),
    },
    validator: { enabled: Boolean(values.validator?.enabled) },
    mock: { enabled: Boolean(values.mock?.enabled) },
  };
}

/** Where the form shows an issue of `zPluginConfig` at `path` (the request size is edited as amount + unit). */
export function formFieldOf(path: readonly PropertyKey[]): (string | number)[] | null {
  const parts = path.filter((p): p is string | number => typeof p !== 'symbol');
  if (parts[0] === 'requestSize' && parts[1] === 'maxBytes') return ['requestSize', 'amount'];
  // The header plugin's refinement (a protected name) is reported on the block, not a field.
  if (parts[0] === 'headers' && parts.length <= 2) return null;
  return parts.length >= 2 ? parts : null;
}
