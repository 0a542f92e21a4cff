import path from 'node:path';
import { z } from 'zod';

/**
 * Upstream of the demo API goods when no demo upstream runs (DEMO_UPSTREAM_URL unset): an address of the
 * documentation range (RFC 5737), exempt from the address policy like the demo upstream (it routes nowhere); the
 * developer points the interfaces at a real service before the gateway can answer calls. `npm start` runs the demo
 * upstream (synthetic data) and sets DEMO_UPSTREAM_URL, so the demo API goods answer out of the box.
 */
export const DOCUMENTATION_UPSTREAM = 'https://203.0.113.10';

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

/** Development default of CONTENT_APP_SECRET: the server warns at start when it is still in use. */
export const DEV_CONTENT_SECRET = 'dev-content-secret';

/** Every setting of the server, read once from the environment. */
const zConfig = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded database files, uploaded files and keys live here. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** `off` disables the login captcha: for automated tests only. */
  AUTH_CAPTCHA: onOff.default(true),
  /**
   * Sign-in calls (login, register, resubmit, reset, SMS code checks) per minute from one address; SMS sends get a
   * third of it. 0: unlimited, for tests and benchmarks that sign many users in from one address.
   */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(30),
  /** For browser journeys only: the server's clock runs ahead by the milliseconds written in this file. */
  TEST_CLOCK_FILE: z.string().optional(),
  /** Credentials of the web client, sent as HTTP Basic on login. */
  CLIENT_ID: z.string().min(1).default('web'),
  CLIENT_SECRET: z.string().min(1).default('web'),
  /** `0` seeds only the operator account `admin`; anything else seeds the demo accounts too. */
  SEED_DEMO: z.string().default('1'),
  /** With SEED_DEMO: `0` leaves the mall empty (no demo goods on the first start; browser journeys). */
  SEED_DEMO_GOODS: z.string().default('1'),
  /**
   * `0`: no vehicle-archive goods of the platform's archive shop at start (browser journeys that check an empty
   * mall); otherwise they are made on every start that finds one missing, also without demo data.
   */
  SEED_ARCHIVE_GOODS: z.string().default('1'),
  /** Password of `admin` when SEED_DEMO=0 (a random one is generated and logged once when unset). */
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app served by the server. */
  WEB_DIST: z.string().optional(),
  /** The built privacy-computing workbench (apps/private) served at /private-app/. */
  PRIVATE_APP_DIST: z.string().optional(),
  /**
   * Where the pages load the workbench from (its build's base URL, told to them at run time): the platform's own
   * copy by default, or an `http(s)://` URL of a server of its own (allowed by the pages' content security policy).
   */
  PRIVATE_APP_URL: z
    .string()
    .regex(/^(\/|https?:\/\/)/)
    .default('/private-app/'),
  /** `log`: SMS only land in the sms_log table; `file`: also appended to DATA_DIR/sms-outbox.jsonl (dev, tests). */
  SMS_PROVIDER: z.enum(['log', 'file']).default('log'),
  /**
   * Base URL of the API gateway that buyers of API goods call (shown in the interface documentation), e.g.
   * `https://api.example.com`; unset: the platform's own address as the caller reached it.
   */
  API_GATEWAY_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//)
    .optional(),
  /**
   * The live channel's websocket when the pages reach it on another host (`wss://live.example.com/server/live`, the
   * web build's VITE_LIVE_URL): the pages' content security policy lets them connect there. Unset: this site.
   */
  LIVE_URL: z
    .string()
    .url()
    .regex(/^wss?:\/\//)
    .optional(),
  /**
   * Shared secret of the API gateways' control-plane calls (configuration with upstream secrets, quota leases,
   * metering), at least 32 characters; unset: those calls do not exist. `npm start` sets a fresh one for the
   * gateway it starts.
   */
  GATEWAY_TOKEN: z.string().min(32).optional(),
  /**
   * Base URL of the demo upstream (synthetic industrial data) that `npm start` runs on loopback; the demo API goods
   * point at it and it is exempt from the address policy. Unset: DOCUMENTATION_UPSTREAM.
   */
  DEMO_UPSTREAM_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//)
    .optional(),
  /**
   * Where the server itself calls the API gateway for the vehicle-archive queries of its pages (an address the
   * server reaches, e.g. `http://127.0.0.1:8081`); unset: API_GATEWAY_URL.
   */
  ARCHIVE_GATEWAY_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//)
    .optional(),
  /**
   * The upstream of the platform's vehicle-archive goods (serving `/archive/*`); unset: DEMO_UPSTREAM_URL, which
   * `npm start` runs on loopback with the synthetic data set.
   */
  ARCHIVE_UPSTREAM_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//)
    .optional(),
  /** Comma-separated upstream origins exempt from the address policy (besides DEMO_UPSTREAM_URL). */
  GATEWAY_TRUSTED_UPSTREAMS: z.string().default(''),
  /** Redis shared by every worker and node (rate limits); unset: counted in each process. */
  REDIS_URL: z.string().url().optional(),
  /** Trust X-Forwarded-For from a reverse proxy when set. */
  TRUST_PROXY: onOff.default(false),
  /**
   * S3-compatible object store of the platform's files and of the trusted storages kept by the platform
   * (`http(s)://host[:port]`); unset: both in DATA_DIR. Needed when several nodes serve the platform.
   */
  S3_ENDPOINT: z
    .string()
    .url()
    .regex(/^https?:\/\//)
    .optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addressing (`endpoint/bucket/key`), as MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: onOff.default(true),
  /** `on` lets database connectors reach loopback, private and link-local hosts (tests, demo). */
  CONNECTOR_ALLOW_PRIVATE: onOff.default(false),
  /** Base64 of 32 bytes: key of the saved database passwords; else DATA_DIR/keys/connector.key is used. */
  CONNECTOR_KEY: z.string().optional(),
  /**
   * Base64 of 32 bytes: the master key that wraps every computing key (KMS); else DATA_DIR/keys/kms-master.key.
   * Every node sharing the database needs the same one.
   */
  KMS_MASTER_KEY: z.string().optional(),
  /** App id of the signed public content API (/api.php/*), given to content partners. */
  CONTENT_APP_ID: z.string().min(1).max(64).default('datamall-content'),
  /** Secret of the signed public content API; the default is for development only. */
  CONTENT_APP_SECRET: z.string().min(8).default(DEV_CONTENT_SECRET),
  /**
   * The public origin of the web app (scheme://host[:port]) USB keys (WebAuthn) are registered for; unset: the
   * origin of each request (its Host header), right when the app is reached directly or through a proxy that
   * keeps Host and sets X-Forwarded-Proto with TRUST_PROXY=on.
   */
  WEBAUTHN_ORIGIN: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/]+$/)
    .optional(),
  /** Relying-party id of the USB keys (a registrable host name); unset: the host name of WEBAUTHN_ORIGIN. */
  WEBAUTHN_RP_ID: z.string().min(1).max(253).optional(),
  /** The platform's name as a security key shows it at registration. */
  WEBAUTHN_RP_NAME: z.string().min(1).max(64).default('Industrial Data Marketplace'),
});

/** Where the platform keeps files when they are not in DATA_DIR. */
export interface PlatformS3 {
  endpoint: string;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  forcePathStyle: boolean;
  /**
   * Set for a store saved in the console (not S3_*): its endpoint is held to the connectors' address policy on
   * every connection, as it was when it was tested.
   */
  hostPolicy?: { allowPrivate: boolean };
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Sign-in calls per minute from one address (0: unlimited). */
  authRateLimitPerMinute: number;
  authCaptcha: boolean;
  testClockFile: string | undefined;
  clientId: string;
  clientSecret: string;
  seedDemo: boolean;
  /** Demo goods in the mall on the first start (demo-goods.ts). */
  seedDemoGoods: boolean;
  /** The archive shop's goods at start (archive-goods.ts). */
  seedArchiveGoods: boolean;
  adminPassword: string | undefined;
  logLevel: z.infer<typeof zConfig>['LOG_LEVEL'];
  webDist: string;
  /** PRIVATE_APP_DIST. */
  privateAppDist: string;
  /** PRIVATE_APP_URL, ending with a slash. */
  privateAppUrl: string;
  smsProvider: 'log' | 'file';
  /** API_GATEWAY_URL without a trailing slash. */
  apiGatewayUrl: string | undefined;
  /** LIVE_URL. */
  liveUrl: string | undefined;
  gatewayToken: string | undefined;
  demoUpstreamUrl: string;
  /** ARCHIVE_GATEWAY_URL: where the server calls the gateway for the archive pages (unset: apiGatewayUrl). */
  archiveGatewayUrl: string | undefined;
  /** The upstream of the vehicle-archive goods. */
  archiveUpstreamUrl: string;
  /** Origins (scheme://host:port) interfaces may name although they are loopback or private. */
  trustedUpstreams: Set<string>;
  trustProxy: boolean;
  redisUrl: string | undefined;
  /** The platform's object store (S3_*); undefined: files in DATA_DIR. */
  s3: PlatformS3 | undefined;
  connectorAllowPrivate: boolean;
  connectorKey: string | undefined;
  kmsMasterKey: string | undefined;
  contentAppId: string;
  contentAppSecret: string;
  webAuthn: { origin: string | undefined; rpId: string | undefined; rpName: string };
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = zConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.S3_ENDPOINT && !(c.S3_BUCKET && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration:\n  S3_ENDPOINT needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    authCaptcha: c.AUTH_CAPTCHA,
    authRateLimitPerMinute: c.AUTH_RATE_LIMIT_PER_MINUTE,
    testClockFile: c.TEST_CLOCK_FILE,
    clientId: c.CLIENT_ID,
    clientSecret: c.CLIENT_SECRET,
    seedDemo: c.SEED_DEMO !== '0',
    seedDemoGoods: c.SEED_DEMO !== '0' && c.SEED_DEMO_GOODS !== '0',
    seedArchiveGoods: c.SEED_ARCHIVE_GOODS !== '0',
    adminPassword: c.ADMIN_PASSWORD,
    logLevel: c.LOG_LEVEL,
    webDist: path.resolve(c.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    privateAppDist: path.resolve(c.PRIVATE_APP_DIST ?? path.join(repoRoot, 'apps/private/dist')),
    privateAppUrl: c.PRIVATE_APP_URL.endsWith('/') ? c.PRIVATE_APP_URL : `${c.PRIVATE_APP_URL}/`,
    smsProvider: c.SMS_PROVIDER,
    apiGatewayUrl: c.API_GATEWAY_URL?.replace(/\/+$/, ''),
    liveUrl: c.LIVE_URL,
    gatewayToken: c.GATEWAY_TOKEN,
    demoUpstreamUrl: (c.DEMO_UPSTREAM_URL ?? DOCUMENTATION_UPSTREAM).replace(/\/+$/, ''),
    archiveGatewayUrl: c.ARCHIVE_GATEWAY_URL?.replace(/\/+$/, ''),
    archiveUpstreamUrl: (c.ARCHIVE_UPSTREAM_URL ?? c.DEMO_UPSTREAM_URL ?? DOCUMENTATION_UPSTREAM).replace(
      /\/+$/,
      '',
    ),
    trustedUpstreams: new Set(
      [
        ...c.GATEWAY_TRUSTED_UPSTREAMS.split(','),
        c.DEMO_UPSTREAM_URL ?? DOCUMENTATION_UPSTREAM,
        c.ARCHIVE_UPSTREAM_URL ?? '',
      ]
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => new URL(s).origin),
    ),
    trustProxy: c.TRUST_PROXY,
    redisUrl: c.REDIS_URL,
    s3:
      c.S3_ENDPOINT && c.S3_BUCKET && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: new URL(c.S3_ENDPOINT).origin,
            region: c.S3_REGION,
            bucket: c.S3_BUCKET,
            accessKey: c.S3_ACCESS_KEY_ID,
            secretKey: c.S3_SECRET_ACCESS_KEY,
            forcePathStyle: c.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    connectorAllowPrivate: c.CONNECTOR_ALLOW_PRIVATE,
    connectorKey: c.CONNECTOR_KEY,
    kmsMasterKey: c.KMS_MASTER_KEY,
    contentAppId: c.CONTENT_APP_ID,
    contentAppSecret: c.CONTENT_APP_SECRET,
    webAuthn: {
      origin: c.WEBAUTHN_ORIGIN,
      rpId: c.WEBAUTHN_RP_ID ?? (c.WEBAUTHN_ORIGIN ? new URL(c.WEBAUTHN_ORIGIN).hostname : undefined),
      rpName: c.WEBAUTHN_RP_NAME,
    },
  };
}
