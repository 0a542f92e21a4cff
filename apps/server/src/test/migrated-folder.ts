import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../platform/db.js';

/**
 * `node --import tsx apps/server/src/test/migrated-folder.ts <dataDir>`: migrates an embedded database in
 * `<dataDir>/pg` and closes it. The browser-journey runner (`e2e/run.mjs`) makes one such folder per run and each
 * journey's server starts from a copy of its `pg` folder (the server still runs the migrator, a no-op then).
 */
const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: migrated-folder.ts <dataDir>');
  process.exit(2);
}
fs.mkdirSync(dataDir, { recursive: true });
const database = await openPglite(path.resolve(dataDir));
await database.close();
