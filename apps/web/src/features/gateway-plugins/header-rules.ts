import { gateway as gw } from '@datamall/contract';
import { PLUGIN_FIELDS } from './plugin-schema';

/** A header the gateway owns (host, framing, the key header): the header plugin may not set or remove it. */
export function isProtectedHeader(name: string): boolean {
  return gw.PROTECTED_HEADERS.includes(name.trim().toLowerCase());
}

export type HeaderNameProblem = 'format' | 'protected';

/** Why a header name may not be used by the header plugin, or null when it may. */
export function headerNameProblem(name: string): HeaderNameProblem | null {
  if (!PLUGIN_FIELDS.headerName.safeParse(name).success) return 'format';
  return isProtectedHeader(name) ? 'protected' : null;
}

/** The protected names among the names of a configuration's header changes (each once, lower case). */
export function protectedHeadersIn(headers: gw.PluginConfig['headers']): string[] {
  const names = [
    ...headers.request.set.map((s) => s.name),
    ...headers.request.remove,
    ...headers.response.set.map((s) => s.name),
    ...headers.response.remove,
  ];
  return [...new Set(names.filter(isProtectedHeader).map((n) => n.trim().toLowerCase()))];
}
