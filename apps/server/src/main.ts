import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.js';
import { seedArchiveGoods } from './archive-goods.js';
import { type Config, DEV_CONTENT_SECRET, loadConfig } from './config.js';
import { seedDemoGoods } from './demo-goods.js';
import { fileSmsProvider } from './modules/identity/sms.service.js';
import { fileOffsetClock } from './platform/clock.js';
import { type Database, openPglite, openPostgres } from './platform/db.js';
import { competeForLock, type Leadership, LockKey, withAdvisoryLock } from './platform/pg-lock.js';
import { seedAccounts } from './seed.js';

/**
 * `CLUSTER_WORKERS` (PostgreSQL only): how many server processes share the port (`auto`: one per core). The
 * embedded PGlite database belongs to one process, so it always runs single-process. Default 1.
 */
function clusterWorkers(config: Config): number {
  const raw = process.env.CLUSTER_WORKERS?.trim();
  if (!config.databaseUrl || !raw) return 1;
  const n = raw === 'auto' ? os.availableParallelism() : Number(raw);
  return Number.isInteger(n) && n > 1 ? Math.min(n, 64) : 1;
}

async function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/** Builds the app on an open database (no listening yet). */
async function build(config: Config, database: Database) {
  const smsProvider =
    config.smsProvider === 'file'
      ? fileSmsProvider(path.join(config.dataDir, 'sms-outbox.jsonl'))
      : undefined;
  const clock = config.testClockFile ? fileOffsetClock(config.testClockFile) : undefined;
  // The embedded database is held by this process alone: the runs another process left are over.
  return buildApp({ db: database.db, config, smsProvider, clock, soleProcess: database.kind === 'pglite' });
}

/**
 * Migrations (on open), menus, accounts and default content, before this process listens. On PostgreSQL the
 * processes (nodes) starting at once take turns, so the later ones find the seed written and add nothing.
 */
async function prepare(app: Awaited<ReturnType<typeof build>>, config: Config, database: Database) {
  if (config.databaseUrl) {
    await withAdvisoryLock(config.databaseUrl, LockKey.STARTUP, () => writeStartData(app, config, database));
  } else {
    await writeStartData(app, config, database);
  }
}

async function writeStartData(app: Awaited<ReturnType<typeof build>>, config: Config, database: Database) {
  const { services } = app;
  if (!config.authCaptcha) {
    app.app.log.warn(
      '!!! AUTH_CAPTCHA=off: the login captcha is NOT checked. Use this for automated tests only. !!!',
    );
  }
  if (config.testClockFile) {
    app.app.log.warn(
      `!!! TEST_CLOCK_FILE: the server's clock is moved by ${config.testClockFile}. Tests only. !!!`,
    );
  }
  if (config.databaseUrl && !config.connectorKey) {
    app.app.log.warn(
      `CONNECTOR_KEY is not set: this process uses ${path.join(config.dataDir, 'keys/connector.key')}. Every node sharing the database needs the same key (saved secrets, download links).`,
    );
  }
  if (config.databaseUrl && !config.kmsMasterKey) {
    app.app.log.warn(
      `KMS_MASTER_KEY is not set: this process uses ${path.join(config.dataDir, 'keys/kms-master.key')}. Every node sharing the database needs the same key (computing keys).`,
    );
  }
  if (config.contentAppSecret === DEV_CONTENT_SECRET) {
    app.app.log.warn(
      'CONTENT_APP_SECRET is the development default: set your own before giving partners access.',
    );
  }
  await services.access.syncMenus();
  await moveSavedCredentialsUnderKms(app);
  await seedAccounts(database.db, config, services.accounts, app.app.log);
  await services.catalog.seedDefaults();
  await services.content.seedDefaults();
  await services.sysAdmin.regions.seedDefaults();
  await services.schedule.seedDefaults();
  if (config.seedDemo) {
    const supplier = await demoAccount(services, 'supplier', 3);
    await services.content.seedDemo({ supplierId: supplier?.id });
    const developer = await demoAccount(services, 'developer', 2);
    if (developer) await services.community.seedDemo(developer.id);
  }
  const { sessions, accounts, archives } = app.services;
  if (config.seedDemoGoods) {
    await seedGoodsOrWarn(app, 'Demo goods', () =>
      seedDemoGoods(app.app, { db: database.db, sessions, upstream: config.demoUpstreamUrl }),
    );
  }
  if (config.seedArchiveGoods) {
    await seedGoodsOrWarn(app, "The archive shop's goods", () =>
      seedArchiveGoods(app.app, {
        db: database.db,
        sessions,
        accounts,
        archives,
        upstream: config.archiveUpstreamUrl,
      }),
    );
  }
}

/**
 * The credentials saved before the KMS held their key (sealed under CONNECTOR_KEY) are sealed again under the KMS's
 * platform data key; idempotent, so later starts find none.
 */
async function moveSavedCredentialsUnderKms({ app, services }: Awaited<ReturnType<typeof build>>) {
  const moved =
    (await services.connections.rewrapSecrets()) +
    (await services.trustedStorage.rewrapSecrets()) +
    (await services.interfaces.rewrapSecrets());
  if (moved) app.log.info(`saved credentials moved under the KMS's platform key: ${moved}`);
}

/**
 * Goods made through the API at start: the demo goods and the archive shop's. A failure leaves the goods made so
 * far (the next start makes what is missing) and the server starts. The seed's own API calls are not logged one
 * by one.
 */
async function seedGoodsOrWarn(
  app: Awaited<ReturnType<typeof build>>,
  what: string,
  seed: () => Promise<number>,
) {
  const log = app.app.log;
  const level = log.level;
  log.level = 'warn';
  try {
    const count = await seed();
    log.level = level;
    if (count > 0) log.info(`${what}: ${count} goods listed in the mall.`);
  } catch (error) {
    log.level = level;
    log.error(`${what} were not seeded: ${(error as Error).message}`);
  }
}

/**
 * A demo account, absent when an operator removed it: the demo community is the developer's, the brand page's
 * goods are the supplier's shop.
 */
async function demoAccount(
  services: Awaited<ReturnType<typeof build>>['services'],
  username: string,
  roleType: number,
) {
  const page = await services.users.pickerPage({ page: 1, limit: 10 }, { username, roleType });
  return page.list.find((u) => u.username === username);
}

/** How often a process that does not run the background jobs checks whether their runner is gone. */
const JOBS_LOCK_RETRY_MS = 5_000;

/**
 * The scheduled jobs' timers (`sys_schedule_job`: order expiry, delivery auto-confirm, gateway usage evidence,
 * granted data syncs, monthly statements, the interrupted-work sweep, key destruction, evidence signing, log
 * cleanup), run by one process of all that share the database. Each fire time is also claimed in the database
 * (schedule.repository.ts claimFire), so it runs once even while two processes briefly both run the timers
 * (when the lock changes hands).
 */
function backgroundJobs(built: Awaited<ReturnType<typeof build>>) {
  const { app, services } = built;
  return {
    start() {
      app.log.info('background jobs: this process runs them');
      services.schedule.startScheduler().catch((error) => app.log.error({ err: error }, 'scheduled jobs'));
    },
    stop() {
      void services.schedule.stopScheduler();
    },
  };
}

/**
 * Serves until SIGINT/SIGTERM, then closes the app (which drains the batched writes) and the database.
 * The background jobs run in one process of all that share the database: on PostgreSQL the one holding the
 * advisory lock LockKey.BACKGROUND_JOBS (every process competes; when its holder dies another takes over within
 * JOBS_LOCK_RETRY_MS); on the embedded database the only process (`background`).
 */
async function serve(
  config: Config,
  database: Database,
  built: Awaited<ReturnType<typeof build>>,
  background: boolean,
) {
  const { app } = built;
  const jobs = backgroundJobs(built);
  let leadership: Leadership | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    // A terminal sends SIGINT to the primary and the workers alike: the second signal changes nothing.
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await leadership?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.databaseUrl) {
    leadership = competeForLock(config.databaseUrl, LockKey.BACKGROUND_JOBS, {
      retryMs: JOBS_LOCK_RETRY_MS,
      onLead: jobs.start,
      onLose: () => {
        app.log.warn('background jobs: this process no longer runs them');
        jobs.stop();
      },
      log: (error) => app.log.warn({ err: error }, 'background jobs lock'),
      applicationName: `datamall jobs ${os.hostname()} ${process.pid}`,
    });
  } else if (background) {
    jobs.start();
  }
  app.log.info(`database: ${database.kind}; web app: ${config.webDist}; API docs at /api-docs`);
}

/** Reads the config, opens and migrates the database, seeds, and listens (in one process or a cluster). */
async function main() {
  const config = loadConfig();
  const workers = clusterWorkers(config);
  if (workers === 1) {
    const database = await openDatabase(config);
    const built = await build(config, database);
    await prepare(built, config, database);
    await serve(config, database, built, true);
    return;
  }
  if (cluster.isPrimary) {
    // Worker 1 migrates, seeds and listens (the server is up as soon as one process would be); the others are
    // forked once it listens. They share the port: the primary hands out the connections.
    console.info(`cluster: ${workers} workers`);
    let stopping = false;
    let alive = 0;
    const fork = (index: number) => {
      alive += 1;
      return cluster.fork({ CLUSTER_WORKER_INDEX: String(index) });
    };
    const stop = (signal: NodeJS.Signals) => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
    let listening = 0;
    cluster.on('listening', () => {
      listening += 1;
      if (listening === workers) console.info(`cluster: all ${workers} workers listening`);
    });
    fork(1).once('listening', () => {
      if (!stopping) for (let i = 2; i <= workers; i++) fork(i);
    });
    // A worker that dies takes the others down, and the supervisor restarts the whole server (the runs the dead
    // worker left are failed once its heartbeat is stale; the others' go on until they stop).
    cluster.on('exit', (worker, code, signal) => {
      if (!stopping) {
        console.error(`worker ${worker.process.pid} exited (${signal ?? code}): stopping the server`);
        stop('SIGTERM');
        process.exitCode = code || 1;
      }
      alive -= 1;
      if (alive === 0) process.exit();
    });
    return;
  }
  const first = process.env.CLUSTER_WORKER_INDEX === '1';
  const database = await openDatabase(config);
  const built = await build(config, database);
  if (first) await prepare(built, config, database);
  await serve(config, database, built, first);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
