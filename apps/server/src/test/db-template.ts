import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openPglite, openPostgres } from '../platform/db.js';

/**
 * Pre-migrated database templates for the API tests: the migrations run once per test run (vitest globalSetup,
 * `global-setup.ts`), and each test file's server starts from a copy. A template is keyed by a hash of the
 * migration files (and the PGlite version), so a changed or added migration builds a new one. Every test still
 * runs the migrator on its copy (a no-op when the template is current).
 */

/** Hash of what the migrator reads (the journal and every .sql file) plus the PGlite version. */
export function migrationsKey(): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  const files = fs
    .readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(MIGRATIONS_FOLDER, f));
  files.push(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'));
  for (const file of files) {
    hash.update(`${path.basename(file)}\n`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The installed PGlite version (its package.json is not exported: found above its entry file). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const TEMPLATE_DIR = path.join(os.tmpdir(), 'datamall-test-templates');

/** Where the PGlite template for the current migrations lives (a tar of a migrated data directory). */
export function pgliteTemplateFile(key = migrationsKey()): string {
  return path.join(TEMPLATE_DIR, `pglite-${key}.tar`);
}

/**
 * Builds the PGlite template for the current migrations unless it exists; answers its file. Written to a
 * temporary name and renamed, so a concurrent builder never exposes a half-written file.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = pgliteTemplateFile();
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const database = await openPglite(null);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  // Templates of older migration sets: removed after a day (a run still using one rebuilds it if needed).
  for (const other of fs.readdirSync(TEMPLATE_DIR)) {
    const full = path.join(TEMPLATE_DIR, other);
    const mtime = fs.statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (full !== file && Date.now() - mtime > 86_400_000) fs.rmSync(full, { force: true });
  }
  return file;
}

let cachedTemplate: { file: string; blob: Blob } | undefined;

/** The template's content as a Blob for `new PGlite({ loadDataDir })`, read once per worker. */
export async function pgliteTemplate(): Promise<Blob> {
  const file = await ensurePgliteTemplate();
  if (cachedTemplate?.file !== file) {
    cachedTemplate = { file, blob: new Blob([fs.readFileSync(file)]) };
  }
  return cachedTemplate.blob;
}

/**
 * Ensures a migrated PostgreSQL template database for the current migrations on the server of `url` and
 * answers its name. An advisory lock makes concurrent builders wait for the first; the template is built under
 * a temporary name and renamed when complete.
 */
export async function ensurePostgresTemplate(url: string): Promise<string> {
  const name = `datamall_tpl_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`select pg_advisory_lock(hashtext('datamall-test-template'))`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_b${randomBytes(3).toString('hex')}`;
      await admin.query(`create database "${building}"`);
      const buildUrl = new URL(url);
      buildUrl.pathname = `/${building}`;
      const database = await openPostgres(buildUrl.toString());
      await database.close();
      await retryWhileInUse(() => admin.query(`alter database "${building}" rename to "${name}"`));
    }
  } finally {
    await admin.query(`select pg_advisory_unlock(hashtext('datamall-test-template'))`).catch(() => {});
    await admin.end();
  }
  return name;
}

/** Creates database `name` as a copy of `template` (retrying while a closing session still holds the template). */
export async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  await retryWhileInUse(() => admin.query(`create database "${name}" template "${template}"`));
}

/** PostgreSQL refuses to copy or rename a database someone is connected to (55006); such sessions end shortly. */
async function retryWhileInUse<T>(action: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
