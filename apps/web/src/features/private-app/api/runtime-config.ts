/** Where the platform publishes the web's runtime settings (the server's PRIVATE_APP_URL among them). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
/** The platform's own copy of the sub-application's build. */
export const DEFAULT_PRIVATE_APP_URL = '/private-app/';

/** The base URL of the sub-application's build; an unreachable or odd answer gives the platform's own copy. */
export async function fetchPrivateAppUrl(signal?: AbortSignal): Promise<string> {
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { signal, cache: 'no-cache' });
    const body: unknown = response.ok ? await response.json() : undefined;
    const url = (body as { privateAppUrl?: unknown } | undefined)?.privateAppUrl;
    if (typeof url === 'string' && url) return url;
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  return DEFAULT_PRIVATE_APP_URL;
}
