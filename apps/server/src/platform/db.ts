import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type * as schema from '../db-schema.js';
import { pipelineCommits } from './commit-with.js';
import { LockKey, withAdvisoryLock } from './pg-lock.js';

export type Schema = typeof schema;
/**
 * The schema is a type only: drizzle is opened without it, since the relational query API (`db.query.*`) is not
 * used and drizzle would otherwise build a query builder per table for every transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the URL it was opened with. */
  url?: string;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Opens PostgreSQL at `url` and applies the committed migrations (one process at a time). `DATABASE_POOL_MAX`
 * sets the pool size (default 10); `DATABASE_PREPARED=off` turns off the named prepared statements (e.g. behind a
 * pooler in transaction mode), `DATABASE_PIPELINE=off` the commit pipelining.
 */
export async function openPostgres(url: string): Promise<Database> {
  const pipeline = process.env.DATABASE_PIPELINE !== 'off';
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_MAX) || 10,
    // Lets a transaction's last statement and its COMMIT go together (platform/commit-with.ts).
    pipeline,
  });
  // An idle client dropped by the server (restart, failover, DROP DATABASE … FORCE) must not crash the process.
  pool.on('error', (error) => console.error(`PostgreSQL idle client error: ${error.message}`));
  if (process.env.DATABASE_PREPARED !== 'off') prepareStatements(pool);
  const captureFile = process.env.DB_STATEMENT_CAPTURE;
  if (captureFile) captureStatements(pool, captureFile);
  // Installed last, so it wraps the others: the COMMIT it sends is prepared and captured like any statement.
  if (pipeline) pipelineCommits(pool);
  const db = drizzlePg(pool) as unknown as Db;
  // Processes starting at once (nodes, cluster workers) take turns: the first applies the migrations, the
  // others then find nothing left to apply.
  await withAdvisoryLock(url, LockKey.MIGRATIONS, () =>
    migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
  );
  return { db, kind: 'postgres', url, close: () => pool.end() };
}

/** Distinct statements one connection keeps prepared; later new texts run unnamed, as before. */
const PREPARED_PER_CONNECTION = 1000;
const preparedNames = new Map<string, string>();

/** A read without parameters (a mall page with its LIMIT in the text): prepared too, so planned once. */
const SINGLE_READ = /^\s*(select|with)\b[^;]*$/i;

/**
 * Drizzle sends every query unnamed, so PostgreSQL parses and plans it each time. Each connection here prepares
 * a parameterised statement under a name derived from its text the first time it runs it (node-postgres then
 * sends only Bind/Execute), up to PREPARED_PER_CONNECTION texts.
 */
function prepareStatements(pool: pg.Pool) {
  pool.on('connect', (client) => {
    let prepared = 0;
    const named = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
      const [config, values] = args;
      if (
        config &&
        typeof config === 'object' &&
        typeof (config as pg.QueryConfig).text === 'string' &&
        !(config as pg.QueryConfig).name &&
        Array.isArray(values) &&
        (values.length > 0 || SINGLE_READ.test((config as pg.QueryConfig).text))
      ) {
        const text = (config as pg.QueryConfig).text;
        let name = preparedNames.get(text);
        if (!name) {
          name = `d_${createHash('sha1').update(text).digest('base64url')}`;
          if (preparedNames.size < 10_000) preparedNames.set(text, name);
        }
        if (named.has(name) || prepared < PREPARED_PER_CONNECTION) {
          if (!named.has(name)) {
            named.add(name);
            prepared++;
          }
          args[0] = { ...(config as pg.QueryConfig), name };
        }
      }
      return query(...args);
    };
  });
}

/**
 * Bench mode only (`DB_STATEMENT_CAPTURE=<file>`): appends every statement sent to PostgreSQL, with its
 * parameters, to `file` as one JSON line `{text, values, pipelined?}`, so `bench/order-pay.ts` can replay exactly the SQL one
 * request sends. Never set in production: parameters are written in clear.
 */
function captureStatements(pool: pg.Pool, file: string) {
  const out = fs.createWriteStream(file, { flags: 'a' });
  const replacer = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : (first as { text?: string }).text;
      const values = Array.isArray(second) ? second : (first as { values?: unknown[] })?.values;
      // A COMMIT sent right behind its transaction's last statement (platform/commit-with.ts).
      const pipelined = (first as { pipelined?: boolean })?.pipelined === true || undefined;
      // Written when it completes (with its first row), in the order the connection ran it.
      const record = (r: pg.QueryResult) => {
        const row = r?.rows?.[0];
        const named = Array.isArray(row)
          ? Object.fromEntries(r.fields.map((f, i) => [f.name, row[i]]))
          : (row ?? null);
        const line = { text, values: values ?? [], rowCount: r?.rowCount ?? null, row: named, pipelined };
        out.write(`${JSON.stringify(line, replacer)}\n`);
      };
      const last = args.length - 1;
      const callback = args[last];
      if (text && typeof callback === 'function') {
        // pool.query(…) hands its client a callback.
        args[last] = (error: unknown, r: pg.QueryResult) => {
          if (!error) record(r);
          return (callback as (e: unknown, r: unknown) => unknown)(error, r);
        };
        return query(...args);
      }
      const result = query(...args);
      if (text && result instanceof Promise) void result.then(record, () => {});
      return result;
    };
  });
}

/**
 * Opens the embedded PGlite database in `dataDir/pg` (or in memory when `dataDir` is null) and applies the
 * migrations. PGlite has no lock between processes, so a lock file guards the folder.
 */
export async function openPglite(
  dataDir: string | null,
  /** In memory only: start from this dumped data directory (a pre-migrated test template). */
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    const folder = path.join(dataDir, 'pg');
    fs.mkdirSync(folder, { recursive: true });
    releaseLock = takeLock(path.join(dataDir, 'pg.lock'));
    client = new PGlite(folder);
  } else {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined);
  }
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

function takeLock(lockFile: string): () => void {
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`The data folder is in use by process ${holder} (${lockFile}).`);
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
