// Runs every browser journey (e2e/journeys/*.spec.ts) with node's test runner, one file at a time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.join(import.meta.dirname, 'journeys');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => path.join(dir, f));
if (files.length === 0) {
  console.error('no browser journeys found');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
