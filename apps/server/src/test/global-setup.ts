import { ensurePgliteTemplate, ensurePostgresTemplate } from './db-template.js';

/**
 * vitest globalSetup of the API project: migrates the template database once before the test files start
 * (PGlite by default, PostgreSQL with DATABASE_URL), so each file's server starts from a copy.
 */
export default async function setup() {
  if (process.env.TEST_DB_TEMPLATE === 'off') return;
  const url = process.env.DATABASE_URL;
  if (url) await ensurePostgresTemplate(url);
  else await ensurePgliteTemplate();
}
