import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import { FIRST_PAINT_NAMESPACES } from './src/shared/i18n/first-paint';

const API_TARGET = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:8080';
const PROXIED = [
  '/server',
  '/sys',
  '/captcha',
  '/flow',
  '/api',
  '/api-docs',
  '/healthz',
  '/developer',
  '/mock',
  // The privacy-computing workbench (the platform serves its build) and where the pages learn to load it from.
  '/private-app',
  '/runtime-config.json',
];

/** Libraries every page needs: cached across deploys, loaded in parallel with the entry. */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//,
  query: /node_modules\/@tanstack\//,
  i18n: /node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//,
};

/** Modules whose chunks the mall's first paint (`/` and `/mall`) needs right after the entry. */
const MALL_FIRST_PAINT = [/\/src\/app\/layouts\/mall-layout\.tsx$/, /\/src\/pages\/mall\.tsx$/];
/** Per language: antd's and dayjs's locale modules (loaded with the texts before the first render). */
const COMPONENT_LOCALES: Record<string, RegExp[]> = {
  'zh-CN': [/antd\/es\/locale\/zh_CN\.js$/, /dayjs\/locale\/zh-cn\.js/],
  'zh-TW': [/antd\/es\/locale\/zh_TW\.js$/, /dayjs\/locale\/zh-tw\.js/],
  'en-US': [],
};

/**
 * Without help the browser learns of the first route's chunks and of the language's texts only once the
 * entry has run (one more round trip before the first paint). This inline script, run while the HTML is
 * parsed, modulepreloads them in parallel with the entry: the texts (first-paint ones, plus the rest on other
 * pages) and antd/dayjs locales of the cookie's language, and on `/` and `/mall` the mall layout and landing.
 */
function preloadFirstPaint(): Plugin {
  return {
    name: 'datamall-preload-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Rollup.OutputBundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        const skip = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        /** The chunks of the modules matching `patterns` and their static imports, minus the entry's. */
        const files = (patterns: RegExp[]) => {
          const out = new Set<string>();
          const add = (file: string) => {
            if (skip.has(file) || out.has(file)) return;
            out.add(file);
            for (const dep of byFile.get(file)?.imports ?? []) add(dep);
          };
          for (const c of chunks) {
            // A CommonJS module imported dynamically (dayjs locales) gives its chunk no facade.
            const ids = c.facadeModuleId ? [c.facadeModuleId] : c.moduleIds;
            if (ids.some((id) => patterns.some((p) => p.test(id)))) add(c.fileName);
          }
          return [...out].map((f) => `/${f}`);
        };
        const named = (name: string) => chunks.filter((c) => c.name === name).map((c) => `/${c.fileName}`);
        const langs = Object.fromEntries(
          Object.entries(COMPONENT_LOCALES).map(([lng, patterns]) => [
            lng,
            { first: [...named(`locale-${lng}`), ...files(patterns)], more: named(`locale-${lng}-more`) },
          ]),
        );
        const script = `(function(){try{var d=document,p=location.pathname,L=${JSON.stringify(langs)},M=${JSON.stringify(files(MALL_FIRST_PAINT))};var m=/(?:^|;\\s*)language=([^;]*)/.exec(d.cookie),l=m&&L[decodeURIComponent(m[1])]?decodeURIComponent(m[1]):'zh-CN';var mall=p==='/'||p==='/mall',f=L[l].first.concat(mall?M:L[l].more);for(var i=0;i<f.length;i++){var e=d.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=f[i];d.head.appendChild(e);}}catch(x){}})();`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), preloadFirstPaint()],
  server: {
    proxy: Object.fromEntries(
      PROXIED.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true, ws: prefix === '/server' }]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(
      PROXIED.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true, ws: prefix === '/server' }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // antd stays with the pages that use it, so the mall's first paint does not pay for Form/Table/Tabs.
        manualChunks(id) {
          // Two chunks per language: the first-paint namespaces (before the first render) and the rest
          // (before any other route renders, or on switching language).
          const [, lng, ns] = /\/src\/locales\/([^/]+)\/([^/]+)\.json$/.exec(id) ?? [];
          if (lng && ns) return FIRST_PAINT_NAMESPACES.includes(ns) ? `locale-${lng}` : `locale-${lng}-more`;
          for (const [name, pattern] of Object.entries(VENDOR_CHUNKS)) {
            if (pattern.test(id)) return name;
          }
          return undefined;
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
