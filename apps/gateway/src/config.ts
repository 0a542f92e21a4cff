import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Settings of one gateway process, read once from the environment. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URL of the platform (control plane). */
  platformUrl: string;
  token: string;
  /** Stable id of this gateway (its journal's owner), kept in `dataDir/gateway-id` unless GATEWAY_ID is set. */
  gatewayId: string;
  /** Journal of metered calls; one gateway process per folder. */
  dataDir: string;
  allowPrivate: boolean;
  /** Upstream origins exempt from the address policy (the demo upstream on loopback), e.g. http://127.0.0.1:8090. */
  trustedUpstreams: Set<string>;
  maxBodyBytes: number;
  timeoutMs: number;
  /** Trust X-Forwarded-For (behind a load balancer) for the caller's IP. */
  trustProxy: boolean;
  /** Shared rate-limit counters of N gateways (REDIS_URL); unset: counted in this process. */
  redisUrl?: string;
  /** Prefix of this platform's keys in that Redis (several platforms may share one). */
  redisPrefix?: string;
  /** `GATEWAY_METERING=off`, benchmarks only: calls are not journaled, so nothing is billed or counted. */
  metering: boolean;
}

const onOff = (v: string | undefined, fallback: boolean) =>
  v === undefined ? fallback : ['on', 'true', '1'].includes(v.toLowerCase());

function intOf(name: string, v: string | undefined, fallback: number, min: number, max: number) {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

function gatewayIdOf(dataDir: string, configured: string | undefined): string {
  if (configured) {
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(configured))
      throw new Error('GATEWAY_ID: letters, digits, _ . - (64 at most)');
    return configured;
  }
  const file = path.join(dataDir, 'gateway-id');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `gw-${randomBytes(6).toString('hex')}`, { flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const token = env.GATEWAY_TOKEN ?? '';
  if (token.length < 32)
    throw new Error('GATEWAY_TOKEN (the platform’s, at least 32 characters) is required');
  const dataDir = path.resolve(env.GATEWAY_DATA_DIR ?? path.join(env.DATA_DIR ?? './data', 'gateway'));
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    port: intOf('GATEWAY_PORT', env.GATEWAY_PORT, 8081, 0, 65535),
    host: env.GATEWAY_HOST ?? '0.0.0.0',
    platformUrl: (env.PLATFORM_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    token,
    gatewayId: gatewayIdOf(dataDir, env.GATEWAY_ID),
    dataDir,
    allowPrivate: onOff(env.CONNECTOR_ALLOW_PRIVATE, false),
    trustedUpstreams: new Set(
      (env.GATEWAY_TRUSTED_UPSTREAMS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => new URL(s).origin),
    ),
    maxBodyBytes: intOf(
      'GATEWAY_MAX_BODY_BYTES',
      env.GATEWAY_MAX_BODY_BYTES,
      1024 * 1024,
      1,
      100 * 1024 * 1024,
    ),
    timeoutMs: intOf('GATEWAY_TIMEOUT_MS', env.GATEWAY_TIMEOUT_MS, 30_000, 100, 600_000),
    trustProxy: onOff(env.TRUST_PROXY, false),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.GATEWAY_REDIS_PREFIX || 'dm',
    metering: onOff(env.GATEWAY_METERING, true),
  };
}
