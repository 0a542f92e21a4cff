// Runs every browser journey (e2e/journeys/*.spec.ts) with node's test runner, each file in its own process,
// E2E_CONCURRENCY files at a time (default 2; each boots its own server on a free port, data folder and browser).
// A file's output is printed in one piece when it ends; the run fails when any file fails.
// The embedded database is migrated once for the run (E2E_PGLITE_TEMPLATE); each journey's server starts from a copy.
// Arguments narrow the run to files whose names contain one of them: `node e2e/run.mjs orders delivery`.
// Longest first: e2e/journey-seconds.json holds each file's last measured duration (a file not listed there counts as
// the longest), so the slowest journeys do not start last and leave one worker idle at the end of the run.
// `E2E_RECORD_SECONDS=1` rewrites that file from a complete, passing run.
// Journeys run the compiled server and gateway, as `npm start` does; they are compiled first when out of date.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, serverBuildStale } from '../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(import.meta.dirname, 'journeys');
const filters = process.argv.slice(2);
const secondsFile = path.join(import.meta.dirname, 'journey-seconds.json');
/** @type {Record<string, number>} */
const lastSeconds = fs.existsSync(secondsFile) ? JSON.parse(fs.readFileSync(secondsFile, 'utf8')) : {};
const expected = (file) => lastSeconds[file] ?? Number.POSITIVE_INFINITY;
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.spec.ts'))
  .filter((f) => filters.length === 0 || filters.some((part) => f.includes(part)))
  .sort((a, b) => expected(b) - expected(a) || a.localeCompare(b));
if (files.length === 0) {
  console.error('no browser journeys found');
  process.exit(1);
}
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY) || 2);

const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

const stale = serverBuildStale();
if (stale) {
  console.log(`compiling the server: ${stale}`);
  await buildServer();
}

const template = fs.mkdtempSync(path.join(os.tmpdir(), 'datamall-e2e-template-'));
const migrated = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/test/migrated-folder.ts', template],
  { cwd: root, stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'warn' } },
);
if (migrated.status !== 0) {
  console.error('migrating the template database failed');
  process.exit(1);
}
console.log(
  `template database migrated in ${seconds(started)}; ${files.length} journeys, ${concurrency} at a time`,
);

/** Runs one journey file; answers its exit status, output and duration. */
function runJourney(file) {
  return new Promise((resolve) => {
    const from = Date.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', path.join(dir, file)],
      {
        cwd: root,
        env: { ...process.env, E2E_PGLITE_TEMPLATE: template, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: a hung journey is killed with its server and browser.
        detached: true,
      },
    );
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const limit = hangLimitSeconds(file);
    const watchdog = setTimeout(() => {
      output.push(Buffer.from(`\n!!! ${file} still running after ${limit} s: killed as hung\n`));
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, limit * 1000);
    child.on('close', (code, signal) => {
      clearTimeout(watchdog);
      resolve({
        file,
        status: code ?? (signal ? 1 : 0),
        output: Buffer.concat(output),
        took: seconds(from),
        seconds: (Date.now() - from) / 1000,
      });
    });
  });
}

/**
 * How long a journey may run before it counts as hung (a browser call that never returns, e.g. a context close
 * seen once to wait 12 minutes): five times its last duration, at least 5 minutes. The kill fails the file, and its
 * retry runs it again.
 */
function hangLimitSeconds(file) {
  return Math.max(300, 5 * (lastSeconds[file] ?? 120));
}

/**
 * A failed journey file runs once more, alone in its lane (E2E_RETRIES, default 1; 0 turns it off): a browser
 * journey on a loaded 2-core machine can miss a moment (a 0.5 s toast, a click during a re-render) that a rerun does
 * not. Both outputs are printed, and the summary names every file that passed only on its retry, so a flaky
 * journey is seen and fixed rather than hidden; a file failing twice fails the run.
 */
const retries = Math.max(0, Number(process.env.E2E_RETRIES ?? 1) || 0);
const queue = [...files];
const results = [];
const flaky = [];
async function worker() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    console.log(`▶ ${file}`);
    let result = await runJourney(file);
    for (let attempt = 1; result.status !== 0 && attempt <= retries; attempt++) {
      console.log(`\n${'─'.repeat(20)} ✖ ${file} (${result.took}), retrying ${'─'.repeat(20)}`);
      process.stdout.write(result.output);
      result = await runJourney(file);
      if (result.status === 0) flaky.push(file);
    }
    results.push(result);
    const mark = result.status === 0 ? '✔' : '✖';
    console.log(`\n${'─'.repeat(20)} ${mark} ${file} (${result.took}) ${'─'.repeat(20)}`);
    process.stdout.write(result.output);
  }
}
try {
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
} finally {
  fs.rmSync(template, { recursive: true, force: true });
}

const failed = results.filter((r) => r.status !== 0);
console.log(`\n${'═'.repeat(60)}\nbrowser journeys: ${results.length} files in ${seconds(started)}`);
for (const r of [...results].sort((a, b) => a.file.localeCompare(b.file))) {
  console.log(`  ${r.status === 0 ? '✔' : '✖'} ${r.file} (${r.took})`);
}
if (flaky.length > 0) {
  console.log(`⚠ passed only on a retry (flaky, fix them): ${flaky.join(', ')}`);
}
if (process.env.E2E_RECORD_SECONDS === '1' && filters.length === 0 && failed.length === 0) {
  const measured = Object.fromEntries(
    [...results].sort((a, b) => a.file.localeCompare(b.file)).map((r) => [r.file, Math.round(r.seconds)]),
  );
  fs.writeFileSync(secondsFile, `${JSON.stringify(measured, null, 2)}\n`);
  console.log(`durations written to ${path.relative(root, secondsFile)}`);
}
if (failed.length > 0) {
  console.log(`${failed.length} failed: ${failed.map((r) => r.file).join(', ')}`);
  process.exit(1);
}
