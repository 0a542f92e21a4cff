/**
 * Namespaces the public mall needs for its first paint (header, footer, landing, request errors): loaded
 * before the first render, in one small chunk per language. Every other namespace loads, in one more chunk
 * per language, before any other route renders (`app/lazy.ts`) or when switching language.
 * Also read by `vite.config.ts` (chunking), so this file imports nothing.
 */
export const FIRST_PAINT_NAMESPACES: readonly string[] = [
  'common',
  'request',
  'validation',
  'layout',
  'mall',
];
