import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadChunk } from '../shared/chunk-reload';
import { ensureAllTexts } from '../shared/i18n';

/**
 * A lazy route whose module exports the component under `name` (named exports only). The route renders
 * once its code and every text namespace of the current language are loaded (in parallel), so no page
 * shows keys; `texts: 'firstPaint'` only for the mall's first paint (layout and landing), whose namespaces
 * load before the first render (`shared/i18n/first-paint.ts`).
 */
export function lazyComponent<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  texts: 'firstPaint' | 'all' = 'all',
): LazyRouteFunction<RouteObject> {
  return async () => {
    const [module] = await Promise.all([
      loadChunk(load),
      texts === 'all' ? loadChunk(ensureAllTexts) : undefined,
    ]);
    return { Component: module[name] as ComponentType };
  };
}
