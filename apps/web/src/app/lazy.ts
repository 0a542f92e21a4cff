import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadChunk } from '../shared/chunk-reload';

/** A lazy route whose module exports the component under `name` (named exports only). */
export function lazyComponent<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const module = await loadChunk(load);
    return { Component: module[name] as ComponentType };
  };
}
