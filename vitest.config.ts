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
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
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
          // A worker runs its files one after another in the same module graph instead of importing the whole
          // server again for every file (about a third of the project's CPU time). Each file still boots its own
          // server on its own fresh database (harness.ts) and closes it; the server keeps no state in modules.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
