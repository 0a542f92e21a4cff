import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default in a run is one worker fewer than the cores: a single worker on a 2-core CI machine, with
    // the other core idle (the test files are CPU-bound, the main process mostly waits). One worker per core.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/gateway/src/**/*.test.ts',
          ],
          exclude: ['**/*.routes.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/src/**/*.routes.test.ts'],
          // Migrates a template database once; each test file's server starts from a copy of it.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // `isolate: false` (one module graph per worker, about a third less CPU) was tried: an .xlsx upload then
          // failed to parse once in CI (unzipper FILE_ENDED) and never alone, so files stay isolated for now.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vite.config.ts',
      'apps/private/vite.config.ts',
    ],
  },
});
