/**
 * Creates another built-in operator account (superAdmin: every menu and permission). Staff accounts limited by
 * roles are made on the `sys/user` page instead:
 *
 *   OPERATOR_PASSWORD='…' node --import tsx apps/server/src/cli/create-operator.ts \
 *     --username auditor --mobile 13800000009 [--name 审核员] [--email auditor@example.com]
 *
 * Uses the same DATA_DIR / DATABASE_URL as the server; with the embedded database the server must be stopped
 * (one process per data folder). An empty database is first set up as the server would (menus, seed accounts).
 * The password comes from the environment, never the command line (which other users can read).
 */
import { parseArgs } from 'node:util';
import { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN, USERNAME_PATTERN } from '@datamall/contract';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openPglite, openPostgres } from '../platform/db.js';
import { isUniqueViolation } from '../platform/db-errors.js';
import { seedAccounts } from '../seed.js';

function fail(message: string): never {
  console.error(`create-operator: ${message}`);
  process.exit(1);
}

async function main() {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      mobile: { type: 'string' },
      name: { type: 'string', default: '' },
      email: { type: 'string', default: '' },
    },
  });
  const username = values.username ?? '';
  const mobile = values.mobile ?? '';
  const password = process.env.OPERATOR_PASSWORD ?? '';
  if (!USERNAME_PATTERN.test(username)) fail('--username: 4-32 letters, digits or _, starting with a letter');
  if (!MOBILE_PATTERN.test(mobile)) fail('--mobile: 11 digits starting with 1');
  if (values.email && !EMAIL_PATTERN.test(values.email)) fail('--email: not an e-mail address');
  if (!PASSWORD_PATTERN.test(password)) {
    fail('OPERATOR_PASSWORD: 8-32 characters with upper case, lower case and a digit');
  }

  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  try {
    const { app, services } = await buildApp({ db: database.db, config });
    await services.access.syncMenus();
    await seedAccounts(database.db, config, services.accounts, app.log);
    try {
      const user = await services.accounts.createApproved({
        username,
        password,
        roleType: 0,
        companyName: '平台运营中心',
        contactName: values.name || username,
        mobile,
        email: values.email,
        superAdmin: true,
      });
      console.log(`create-operator: operator "${user.username}" created (id ${user.id})`);
    } catch (error) {
      if (isUniqueViolation(error)) {
        fail(`the username "${username}" or the mobile ${mobile} is already taken`);
      }
      throw error;
    }
    await app.close();
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
