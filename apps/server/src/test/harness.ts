import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AppDeps, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { manualClock } from '../platform/clock.js';
import { type Database, openPglite, openPostgres } from '../platform/db.js';
import { multipartBody } from '../platform/multipart-body.js';
import { seedAccounts } from '../seed.js';
import { createFromTemplate, ensurePostgresTemplate, pgliteTemplate } from './db-template.js';

/**
 * A fresh database for one test file: in-memory PGlite by default; with DATABASE_URL a new PostgreSQL
 * database created next to the one named there (and dropped afterwards). Both start as a copy of a template
 * migrated once per run for the current migration files (`db-template.ts`); the migrator still runs on the copy.
 * `TEST_DB_TEMPLATE=off` migrates each one from scratch instead (to compare, or to debug a migration).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const fromTemplate = process.env.TEST_DB_TEMPLATE !== 'off';
  if (!url) return openPglite(null, fromTemplate ? { loadDataDir: await pgliteTemplate() } : {});
  const template = fromTemplate ? await ensurePostgresTemplate(url) : null;
  const name = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    if (template) await createFromTemplate(admin, name, template);
    else await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openPostgres(testUrl.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  seed?: boolean;
  /** Where the manual clock starts (default: now). */
  clockStart?: Date;
  /** Adds test-only routes before the app is ready. */
  extend?: (app: Awaited<ReturnType<typeof buildApp>>['app']) => void;
  /** The server's logger options (default: off, or errors with TEST_LOG set). */
  logger?: AppDeps['logger'];
}

/** Boots the real server (menus synced, demo accounts seeded) on a fresh database, with a manual clock. */
export async function startTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datamall-test-'));
  const config: Config = {
    ...loadConfig({
      AUTH_CAPTCHA: 'off',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
    }),
    ...options.config,
  };
  const clock = manualClock(options.clockStart);
  const built = await buildApp({
    db: database.db,
    config,
    clock,
    logger: options.logger ?? (process.env.TEST_LOG ? { level: 'error' } : false),
  });
  await built.services.access.syncMenus();
  if (options.seed !== false) await seedAccounts(database.db, config, built.services.accounts, built.app.log);
  options.extend?.(built.app);
  await built.app.ready();
  return {
    ...built,
    db: database.db,
    /** PostgreSQL (DATABASE_URL set): the test database's URL. */
    databaseUrl: database.url,
    clock,
    config,
    close: async () => {
      await built.app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export const BASIC_WEB = `Basic ${Buffer.from('web:web').toString('base64')}`;

/** Logs a seeded account in and answers the login data. */
export async function loginAs(t: TestApp, username: string, password = 'Demo@12345') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/server/user/login',
    headers: { authorization: BASIC_WEB },
    payload: { username, password, captcha: '', uuid: '' },
  });
  const body = res.json();
  if (body.code !== 0) throw new Error(`login ${username} failed: ${JSON.stringify(body)}`);
  return body.data as { token: string; refreshToken: string; roleType: number; payCode: number };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A multipart/form-data body with one file field, for `app.inject`. */
export function multipartFile(
  field: string,
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  return multipartBody([], { field, filename, content, contentType });
}

/** The smallest valid PNG (1x1 transparent pixel). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
