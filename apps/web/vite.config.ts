import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
];

/** Libraries every page needs: cached across deploys, loaded in parallel with the entry. */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//,
  query: /node_modules\/@tanstack\//,
  i18n: /node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//,
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // antd stays with the pages that use it, so the mall's first paint does not pay for Form/Table/Tabs.
        manualChunks(id) {
          // One chunk per language: loaded before the first render (current language) or on switching.
          const locale = /\/src\/locales\/([^/]+)\/[^/]+\.json$/.exec(id)?.[1];
          if (locale) return `locale-${locale}`;
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
