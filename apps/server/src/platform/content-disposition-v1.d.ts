/**
 * content-disposition 1.x ships without types, and the 2.x that @fastify/static hoists to the root node_modules
 * brings its own (a different API) that TypeScript would pick up instead of @types/content-disposition.
 */
declare module 'content-disposition' {
  export default function contentDisposition(
    filename?: string,
    options?: { type?: string; fallback?: string | boolean },
  ): string;
}
