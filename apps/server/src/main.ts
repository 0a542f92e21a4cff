import path from 'node:path';
import { buildApp } from './app.js';
import { DEV_CONTENT_SECRET, loadConfig } from './config.js';
import { fileSmsProvider } from './modules/identity/sms.service.js';
import { openPglite, openPostgres } from './platform/db.js';
import { seedAccounts } from './seed.js';

/** Reads the config, opens and migrates the database, seeds, and listens. */
async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  const smsProvider =
    config.smsProvider === 'file'
      ? fileSmsProvider(path.join(config.dataDir, 'sms-outbox.jsonl'))
      : undefined;
  const { app, services } = await buildApp({ db: database.db, config, smsProvider });
  if (!config.authCaptcha) {
    app.log.warn(
      '!!! AUTH_CAPTCHA=off: the login captcha is NOT checked. Use this for automated tests only. !!!',
    );
  }
  if (config.contentAppSecret === DEV_CONTENT_SECRET) {
    app.log.warn(
      'CONTENT_APP_SECRET is the development default: set your own before giving partners access.',
    );
  }
  await services.access.syncMenus();
  await seedAccounts(database.db, config, services.accounts, app.log);
  await services.catalog.seedDefaults();
  await services.content.seedDefaults();
  if (config.seedDemo) await services.content.seedDemo();

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Unpaid orders expire after 30 minutes; stopped by app.close() (onClose hook).
  services.orders.startExpirySweep();
  app.log.info(`database: ${database.kind}; web app: ${config.webDist}; API docs at /api-docs`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
