import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@datamall/contract';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { logOnlySmsProvider, type SmsProvider } from './modules/identity/sms.service.js';
import { type Clock, systemClock } from './platform/clock.js';
import type { Db } from './platform/db.js';
import { AppError } from './platform/errors.js';
import { type Gatekeeper, installErrorHandling, sendFailure } from './platform/http.js';
import { type LiveBus, openLiveBus } from './platform/live-bus.js';
import { publishLiveEvents } from './platform/live-events.js';
import { installLiveChannel } from './platform/live-socket.js';
import { redactingLogger } from './platform/logging.js';
import { PRIVATE_APP_PREFIX, privateAppOrigins, servePrivateApp } from './platform/private-app.js';
import { installRateLimits } from './platform/rate-limit.js';
import { s3Storage } from './platform/s3-storage.js';
import { installSecurityHeaders, pagePolicy } from './platform/security-headers.js';
import { ServerProcess } from './platform/server-process.js';
import { type FileStorage, localStorage } from './platform/storage.js';
import { strictNumberValidatorCompiler } from './platform/strict-numbers.js';
import { registerRoutes } from './routes.js';
import { composeServices, platformStoreOf } from './services.js';

export interface AppDeps {
  db: Db;
  config: Config;
  clock?: Clock;
  smsProvider?: SmsProvider;
  /** Uploaded files; defaults to DATA_DIR/files. */
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
  /**
   * No other server process shares the database (the embedded PGlite, held by one process): at start, the runs
   * and exports of any other process are failed at once, whatever its last heartbeat.
   */
  soleProcess?: boolean;
  /** Carries live events between processes; defaults to Redis, PostgreSQL or this process (openLiveBus). */
  liveBus?: LiveBus;
}

/** Path prefixes of the API: anything else is a page of the web app. */
const API_PREFIXES = [
  '/server/',
  '/sys/',
  '/flow/',
  '/api/',
  '/api.php/',
  '/captcha',
  '/developer/',
  '/mock/',
  '/api-docs',
  '/healthz',
];

/** Builds the whole server: platform plugins, every module's services and routes, and the web app. */
export async function buildApp({
  db,
  config: given,
  clock = systemClock,
  smsProvider = logOnlySmsProvider,
  storage: givenStorage,
  logger,
  soleProcess = false,
  liveBus,
}: AppDeps) {
  // S3_* first, else the store saved on the cloud storage page: config.s3 carries it to every part that keeps files.
  const platformStore = await platformStoreOf({ db, config: given, clock });
  const config: Config = { ...given, s3: platformStore.s3 };
  const storage =
    givenStorage ?? (config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'files')));
  const app = Fastify({
    logger: redactingLogger(logger ?? { level: config.logLevel }),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(strictNumberValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Each upload route enforces its own, smaller limit while streaming.
  await app.register(fastifyMultipart, { limits: { fileSize: 512 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Industrial data marketplace API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api-docs' });

  await installSecurityHeaders(app);
  await installRateLimits(app, config.redisUrl);
  const serverProcess = new ServerProcess(db, {
    sole: soleProcess,
    log: (error) => app.log.warn({ err: error }, 'server process heartbeat'),
  });
  await serverProcess.start();
  app.addHook('onClose', async () => serverProcess.stop());
  const services = await composeServices(app, {
    db,
    config,
    clock,
    smsProvider,
    storage,
    serverProcess,
    platformStore,
  });
  const gate: Gatekeeper = {
    resolve: (token) => services.sessions.resolve(token),
    permissionsOf: (actor) => services.access.permissionsOf(actor),
  };
  registerRoutes(app, gate, services, config, db);
  await installLive(app, db, config, gate, liveBus);
  await services.workflow.deployAll();
  await servePrivateApp(app, config.privateAppDist, config.privateAppUrl);
  await serveWebApp(app, config.webDist, connectOrigins(config), privateAppOrigins(config.privateAppUrl));
  return { app, services };
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The live channel: committed changes announced by the repositories reach the browsers over a websocket. */
async function installLive(app: FastifyInstance, db: Db, config: Config, gate: Gatekeeper, given?: LiveBus) {
  const bus =
    given ??
    openLiveBus({ redisUrl: config.redisUrl, databaseUrl: config.databaseUrl }, (error) =>
      app.log.warn({ err: error }, 'live events'),
    );
  const detach = publishLiveEvents(db, (event) => bus.publish(event));
  await installLiveChannel(app, { bus, resolve: gate.resolve, publicOrigin: config.webAuthn.origin });
  app.addHook('onClose', async () => {
    detach();
    if (!given) await bus.close();
  });
}

/** Origins the pages may call besides their own: the API gateway's, and the live channel's when it is elsewhere. */
function connectOrigins(config: Config): string[] {
  const urls = [config.apiGatewayUrl, config.liveUrl].filter((u): u is string => Boolean(u));
  // A websocket URL's origin is "null" to URL: name it by scheme and host.
  return urls.map((u) => {
    const url = new URL(u);
    return `${url.protocol}//${url.host}`;
  });
}

/**
 * Serves the built web app; unknown non-API GETs answer index.html (client-side routing), revalidated on every
 * load so a deploy is seen at once, under the pages' content security policy (hashes of the build's inline
 * scripts, read once: a new build comes with a restart).
 */
async function serveWebApp(
  app: FastifyInstance,
  webDist: string,
  connectOrigins: string[],
  scriptOrigins: string[],
) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const policy = hasWeb ? pagePolicy(fs.readFileSync(indexFile, 'utf8'), connectOrigins, scriptOrigins) : '';
  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', policy)
      .sendFile('index.html');
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // `<file>.br` / `<file>.gz` written by apps/web/scripts/precompress.mjs; the plain file otherwise.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Hashed bundle files never change; index.html (and the rest) must be revalidated to see a deploy.
        const hashed = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (filePath === indexFile) reply.header('Content-Security-Policy', policy);
      },
    });
  }
  // The static plugin answers a folder (`/`) with 403: the site's root is the web app too.
  if (hasWeb) app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    // A missing bundle file must be a 404, so the web app sees a chunk-load failure and reloads.
    if (req.url.startsWith('/assets/') || req.url.startsWith(PRIVATE_APP_PREFIX)) {
      return reply.status(404).send('Not found');
    }
    if (hasWeb && req.method === 'GET' && !isApi) {
      return sendIndex(reply);
    }
    return sendFailure(req, reply, new AppError(ErrorCode.NOT_FOUND));
  });
}
