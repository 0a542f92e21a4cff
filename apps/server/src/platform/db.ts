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
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/** Opens PostgreSQL at `url` and applies the committed migrations. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client dropped by the server (restart, failover, DROP DATABASE … FORCE) must not crash the process.
  pool.on('error', (error) => console.error(`PostgreSQL idle client error: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * Opens the embedded PGlite database in `dataDir/pg` (or in memory when `dataDir` is null) and applies the
 * migrations. PGlite has no lock between processes, so a lock file guards the folder.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    const folder = path.join(dataDir, 'pg');
    fs.mkdirSync(folder, { recursive: true });
    releaseLock = takeLock(path.join(dataDir, 'pg.lock'));
    client = new PGlite(folder);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
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
