import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const API_TARGET = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * The privacy-computing workbench, mounted by the main web app at /private through Module Federation: the build's
 * `remoteEntry.js` exposes `./mount`. Chunks are addressed relative to the entry (`base: './'`), so the same build
 * runs from the platform's /private-app/ or from a server of its own. Nothing is shared with the host: the
 * workbench brings its own React and antd and renders into the container the host gives it.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [
    react(),
    federation({
      name: 'datamall_private',
      filename: 'remoteEntry.js',
      exposes: { './mount': './src/mount.tsx' },
      shared: {},
      dts: false,
      manifest: false,
    }),
  ],
  server: { port: 5174, proxy: { '/server': { target: API_TARGET, changeOrigin: true } } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1500 },
  test: {
    name: 'private',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 20_000,
  },
});
