import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { formatMessage, gateway as gw, pickLocale } from '@datamall/contract';
import type { Lookup } from '@datamall/net-guard';
import { Ajv, type ValidateFunction } from 'ajv';
import { Redis } from 'ioredis';
import type { Dispatcher } from 'undici';
import type { GatewayConfig } from './config.js';
import { ControlClient, ControlError } from './control-client.js';
import { type CallKind, Meter, NOT_BILLABLE } from './meter.js';
import { mockFromSchema } from './mock.js';
import { QuotaLeases } from './quota.js';
import { LocalRateLimiter, type RateAlgorithm, type RateLimiter, RedisRateLimiter } from './rate-limit.js';
import { createResponseCache } from './response-cache.js';
import { type GoodPolicy, ipAllowed, type Route, RoutingTable } from './routing.js';
import { Upstreams } from './upstream.js';

const CST_OFFSET_MS = 8 * 3_600_000;
const FLUSH_MS = 500;
/** Without an answer from the platform for this long, local leases are dropped (the platform expires them later). */
const LEASE_DROP_MS = 4 * 60_000;
const LONG_POLL_SECONDS = 25;
const HEARTBEAT_MS = 5000;

/** Answer headers a browser page may read. */
const EXPOSED_HEADERS = [
  'x-request-id',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'retry-after',
  'x-quota-limit',
  'x-quota-remaining',
  'x-gateway-test',
  'x-gateway-mock',
  'x-cache',
].join(', ');

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  gw.KEY_HEADER,
]);

export interface GatewayOptions extends Omit<GatewayConfig, 'metering'> {
  metering?: boolean;
  /** DNS lookup of upstream hosts (tests). */
  lookup?: Lookup;
  log?: (level: 'info' | 'warn' | 'error', message: string, error?: unknown) => void;
}

type Outcome = { kind: CallKind; status: number };

interface Target {
  itemId: number;
  version: string;
  ifacePath: string;
  /** The caller's query string, as sent (without `?`). */
  query: string;
  policy: GoodPolicy;
}

interface CallContext {
  requestId: string;
  /** The caller's Accept-Language (refusals are worded in it). */
  acceptLanguage: string | undefined;
  headers: Record<string, string>;
  /**
   * Journals a keyed call; called once, and its answer is written only once the journal holds it (a killed
   * process loses nothing answered).
   */
  journal?: (outcome: Outcome) => Promise<void>;
}

/** Journals the call (once) before anything of its answer is written. */
async function journalled(ctx: CallContext, outcome: Outcome): Promise<Outcome> {
  const written = ctx.journal?.(outcome);
  ctx.journal = undefined;
  if (written) await written;
  return outcome;
}

/** Answers up to this size are read whole and sent in one write (cheaper than a stream pipeline per call). */
const WHOLE_BODY_BYTES = 64 * 1024;

/** Headers that are not forwarded: hop-by-hop ones and those the Connection header names. */
function forwardable(headers: http.IncomingHttpHeaders | Record<string, string | string[] | undefined>) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(lower) || named.includes(lower)) continue;
    out[lower] = value;
  }
  return out;
}

/** A query string that goes upstream as sent: printable ASCII only (anything else is normalized by URL). */
const PLAIN_QUERY = /^[\x21-\x7e]*$/;

/** Interfaces' upstream URLs, parsed once per configuration. */
const parsedUpstreams = new WeakMap<gw.RouteInterface, URL>();

function parsedUpstream(iface: gw.RouteInterface): URL {
  let url = parsedUpstreams.get(iface);
  if (!url) {
    url = new URL(iface.upstreamUrl);
    parsedUpstreams.set(iface, url);
  }
  return url;
}

/** Credentials' validity as times, parsed once per configuration. */
const validities = new WeakMap<gw.RouteCredential, { from: number; until: number }>();

function validityOf(credential: gw.RouteCredential) {
  let v = validities.get(credential);
  if (!v) {
    v = {
      from: Date.parse(credential.validFrom),
      until: credential.validUntil ? Date.parse(credential.validUntil) : Number.POSITIVE_INFINITY,
    };
    validities.set(credential, v);
  }
  return v;
}

/** decodeURIComponent, or null for a malformed escape. */
function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function isTimeout(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  return (
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  );
}

/**
 * One gateway process: answers `/{itemId}/{version}/{interface path}` for the holders of keys, from the
 * configuration snapshot it follows, and meters every call into its journal.
 */
export class Gateway {
  private table: RoutingTable | null = null;
  private readonly control: ControlClient;
  private readonly meter: Meter;
  private readonly quota: QuotaLeases;
  private readonly upstreams: Upstreams;
  private readonly limiter: RateLimiter;
  private readonly redis: Redis | null;
  private readonly cache = createResponseCache();
  private readonly ajv = new Ajv({ allErrors: false, strict: false });
  private readonly validators = new WeakMap<object, ValidateFunction>();
  private readonly server: http.Server;
  private stopped = false;
  /** Requests being answered (a graceful close waits for them). */
  private inFlight = 0;
  private ready = false;
  private lastControlOk = Date.now();
  private flushing: Promise<void> | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private dayCache = { until: 0, day: '' };

  constructor(private readonly options: GatewayOptions) {
    this.control = new ControlClient(options.platformUrl, options.token, options.gatewayId);
    this.meter = new Meter(options.dataDir);
    this.quota = new QuotaLeases(this.control);
    this.upstreams = new Upstreams({
      allowPrivate: options.allowPrivate,
      trustedOrigins: options.trustedUpstreams,
      timeoutMs: options.timeoutMs,
      lookup: options.lookup,
    });
    const local = new LocalRateLimiter();
    this.redis = options.redisUrl
      ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : null;
    this.limiter = this.redis
      ? new RedisRateLimiter(
          this.redis,
          local,
          (error) => this.log('warn', 'Redis unavailable: limiting in this process', error),
          options.redisPrefix,
        )
      : local;
    this.server = http.createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
      this.inFlight += 1;
      res.once('close', () => {
        this.inFlight -= 1;
      });
      this.handle(req, res).catch((error) => {
        this.log('error', 'request failed', error);
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      });
    });
  }

  private log(level: 'info' | 'warn' | 'error', message: string, error?: unknown) {
    this.options.log?.(level, message, error);
  }

  /** Listens at once (answering 503 until configured), then joins the platform and follows its configuration. */
  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(this.options.port, this.options.host, resolve));
    if (this.redis && this.redis.status !== 'ready') {
      // Shared limits from the first call: wait (a while) for Redis before serving.
      await Promise.race([
        new Promise((resolve) => this.redis!.once('ready', resolve)),
        new Promise((resolve) => setTimeout(resolve, 5000)),
      ]);
    }
    await this.join();
    return (this.server.address() as AddressInfo).port;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get configVersion(): string | null {
    return this.table?.version ?? null;
  }

  /** The plugins this gateway applies to a good (undefined: it serves no such good). */
  pluginsOf(itemId: number): gw.PluginConfig | undefined {
    return this.table?.policyOf(itemId)?.plugins;
  }

  /** Whether the configuration this gateway serves knows a key (a credential's or a test key). */
  knowsKey(key: string): boolean {
    const found = this.table?.keyOf(key);
    return Boolean(found?.credential ?? found?.testKey);
  }

  /** Replays the journal the platform has not applied, hands back old leases, loads the first snapshot. */
  private async join() {
    let journalOpen = false;
    for (let delay = 250, attempt = 0; !this.stopped; delay = Math.min(delay * 2, 5000), attempt++) {
      try {
        if (!journalOpen) {
          const { lastSeq } = await this.control.hello();
          this.meter.open(lastSeq);
          journalOpen = true;
        }
        await this.flush();
        await this.control.release([], true);
        const snapshot = await this.control.config(null, 0);
        if (snapshot) this.apply(snapshot);
        break;
      } catch (error) {
        // The platform usually starts beside the gateway: say so once, then every tenth attempt.
        if (attempt % 10 === 0) {
          this.log('info', `waiting for the platform at ${this.options.platformUrl}`, error);
        }
        await new Promise((r) => setTimeout(r, delay));
      }
    }
    if (this.stopped) return;
    this.ready = true;
    void this.followConfig();
    this.timers.push(
      setInterval(() => {
        if (!this.flushing) void this.flush();
      }, FLUSH_MS),
    );
    this.timers.push(
      setInterval(() => {
        this.quota.releaseIdle().catch((error) => this.log('warn', 'lease release failed', error));
      }, 5000),
    );
  }

  private apply(snapshot: gw.GatewaySnapshot) {
    const table = new RoutingTable(snapshot);
    this.table = table;
    // Plugins may have changed (a cache turned off or its TTL shortened): start the cache afresh.
    this.cache.clear();
    const ids = new Set(snapshot.credentials.map((c) => c.id));
    const released = this.quota.forgetMissing((id) => ids.has(id));
    if (released.length) this.control.release(released).catch(() => undefined);
  }

  /** Long polls for new configuration snapshots until stopped; keeps the last one while the platform is down. */
  private async followConfig() {
    while (!this.stopped) {
      try {
        const snapshot = await this.control.config(this.table?.version ?? null, LONG_POLL_SECONDS);
        this.lastControlOk = Date.now();
        if (snapshot) this.apply(snapshot);
      } catch (error) {
        if (this.stopped) return;
        this.log('warn', 'configuration poll failed; serving the last snapshot', error);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  /** Sends the journal's unacknowledged calls as one batch (a heartbeat when there are none). */
  flush(): Promise<void> {
    // After the batch in flight, so every call journaled before this call is in a batch when it resolves.
    const run = (this.flushing ?? Promise.resolve()).then(() => this.sendBatch());
    const tracked = run.finally(() => {
      if (this.flushing === tracked) this.flushing = null;
    });
    this.flushing = tracked;
    return run;
  }

  private async sendBatch() {
    // Without calls to report, a heartbeat every few seconds keeps this gateway's leases alive.
    if (!this.meter.hasPending && Date.now() - this.lastControlOk < HEARTBEAT_MS) return;
    const batch = this.meter.takeBatch();
    let applied: number | null = null;
    try {
      applied = (await this.control.usage(batch.fromSeq, batch.toSeq, batch.lines)).lastSeq;
      this.lastControlOk = Date.now();
    } catch (error) {
      if (error instanceof ControlError && error.code === 409) {
        applied = (error.data as { lastSeq?: number } | null)?.lastSeq ?? null;
      } else this.log('warn', 'usage report failed; will resend', error);
    }
    batch.settle(applied);
    if (Date.now() - this.lastControlOk > LEASE_DROP_MS) this.quota.dropAll();
  }

  /**
   * Stops taking connections, lets the calls in progress finish (up to `graceMs`), reports every journaled call,
   * hands back the leases, and closes.
   */
  async close(graceMs = 10_000): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    const until = Date.now() + graceMs;
    while (this.inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    // Kept-alive sockets would hold the server open: every call that was in progress has been answered.
    this.server.closeAllConnections();
    await closed;
    for (let attempt = 0; attempt < 5 && this.meter.hasPending; attempt++) {
      await this.flush().catch(() => undefined);
      if (this.meter.hasPending) await new Promise((r) => setTimeout(r, 200));
    }
    await this.quota.releaseIdle(true).catch(() => undefined);
    this.meter.close();
    await this.upstreams.close();
    await this.control.close();
    await this.limiter.close?.();
  }

  private chinaDay(now: number): string {
    if (now >= this.dayCache.until) {
      const day = new Date(now + CST_OFFSET_MS).toISOString().slice(0, 10);
      const nextMidnight = Date.parse(`${day}T00:00:00Z`) - CST_OFFSET_MS + 86_400_000;
      this.dayCache = { until: nextMidnight, day };
    }
    return this.dayCache.day;
  }

  private async fail(
    res: http.ServerResponse,
    ctx: CallContext,
    key: gw.GatewayErrorKey,
    params?: Record<string, string | number>,
    kind: CallKind = 'r',
  ): Promise<Outcome> {
    const error = gw.GATEWAY_ERRORS[key];
    const outcome = await journalled(ctx, { kind, status: error.status });
    const locale = pickLocale(ctx.acceptLanguage);
    const body = JSON.stringify({
      code: error.code,
      msg: formatMessage(error.msg[locale], params),
      data: { reason: key, requestId: ctx.requestId },
    });
    res.writeHead(error.status, {
      ...ctx.headers,
      'content-type': 'application/json; charset=utf-8',
      'content-language': locale,
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
    return outcome;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const started = performance.now();
    const rawUrl = req.url ?? '/';
    const q = rawUrl.indexOf('?');
    const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
    const query = q < 0 ? '' : rawUrl.slice(q + 1);
    const ctx: CallContext = {
      requestId: randomUUID(),
      acceptLanguage: req.headers['accept-language'],
      headers: {},
    };
    ctx.headers['x-request-id'] = ctx.requestId;
    // Keys travel in a header, never in cookies: any web page may call (the test consoles, buyers' own pages).
    // Only browsers read these, and they always send Origin on a cross-origin call.
    if (req.headers.origin !== undefined) {
      ctx.headers['access-control-allow-origin'] = '*';
      ctx.headers['access-control-expose-headers'] = EXPOSED_HEADERS;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...ctx.headers,
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers':
          req.headers['access-control-request-headers'] ?? `${gw.KEY_HEADER}, content-type`,
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    if (path === '/healthz') {
      const body = JSON.stringify({ status: this.ready ? 'ok' : 'starting', config: this.configVersion });
      res.writeHead(this.ready ? 200 : 503, { 'content-type': 'application/json' }).end(body);
      return;
    }
    const table = this.table;
    if (!table) {
      await this.fail(res, ctx, 'notReady');
      return;
    }
    const match = /^\/(\d{1,18})\/([^/]{1,32})(\/.*)$/.exec(path);
    const method = req.method ?? 'GET';
    const policy = match ? table.policyOf(Number(match[1])) : undefined;
    if (!match || !policy) {
      await this.fail(res, ctx, 'routeNotFound', { method, path });
      return;
    }
    const version = safeDecode(match[2]!);
    if (version === null) {
      await this.fail(res, ctx, 'routeNotFound', { method, path });
      return;
    }
    const target: Target = {
      itemId: Number(match[1]),
      version,
      ifacePath: match[3]!,
      query,
      policy,
    };
    const fromQuery =
      policy.plugins.keyAuth.allowQueryKey && query.includes(gw.KEY_QUERY)
        ? new URLSearchParams(query).get(gw.KEY_QUERY)
        : null;
    const key = (req.headers[gw.KEY_HEADER] as string | undefined) ?? fromQuery ?? '';
    if (!key) {
      await this.fail(res, ctx, 'keyMissing');
      return;
    }
    const { credential, testKey } = table.keyOf(key);
    if (testKey) {
      await this.serveTest(req, res, ctx, table, testKey, target);
      return;
    }
    if (!credential) {
      await this.fail(res, ctx, 'keyInvalid');
      return;
    }
    if (this.options.metering !== false) {
      ctx.journal = (outcome) =>
        this.meter.record({
          credentialId: credential.id,
          day: this.chinaDay(Date.now()),
          kind: outcome.kind,
          status: outcome.status,
          ms: performance.now() - started,
        });
    }
    await this.serve(req, res, ctx, table, credential, target);
  }

  /** Checks, quota and the upstream call of one keyed request; answers the caller and says how it ended. */
  private async serve(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    ctx: CallContext,
    table: RoutingTable,
    credential: gw.RouteCredential,
    target: Target,
  ): Promise<Outcome> {
    const now = Date.now();
    if (credential.itemId !== target.itemId) return this.fail(res, ctx, 'keyWrongGood');
    const valid = validityOf(credential);
    if (valid.from > now) {
      return this.fail(res, ctx, 'notYetValid', { from: credential.validFrom });
    }
    if (credential.validUntil && valid.until <= now) {
      return this.fail(res, ctx, 'expired', { until: credential.validUntil });
    }
    const method = req.method ?? 'GET';
    const found = table.find(credential, target.itemId, target.version, method, target.ifacePath);
    if (!found.ok) {
      return this.fail(res, ctx, found.reason, { method, path: target.ifacePath, version: target.version });
    }
    const plugins = target.policy.plugins;
    if (!ipAllowed(target.policy, this.callerIp(req))) return this.fail(res, ctx, 'ipRefused');
    if (plugins.rateLimit.enabled) {
      const r = plugins.rateLimit;
      const scopeKey = r.scope === 'good' ? `g:${target.itemId}` : `c:${credential.id}`;
      const refused = await this.limit(res, ctx, scopeKey, r.limit, r.windowSeconds, r.algorithm, now);
      if (refused) return refused;
    }
    const maxBytes = this.maxBodyOf(plugins);
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
      return this.fail(res, ctx, 'bodyTooLarge', { limit: maxBytes });
    }
    // Calls of a pack, and of a pay-as-you-go plan (credit), are served only from this gateway's leases.
    const leased = credential.quotaTotal !== null || credential.postpaidPrice !== null;
    if (leased) {
      const taken = await this.quota.take(credential.id);
      if (taken === 'unavailable') return this.fail(res, ctx, 'quotaUnavailable');
      if (credential.quotaTotal !== null) this.quotaHeaders(ctx, credential);
      if (taken === 'exhausted') {
        return credential.postpaidPrice !== null
          ? this.fail(res, ctx, 'creditExhausted', { price: credential.postpaidPrice })
          : this.fail(res, ctx, 'quotaExhausted', { total: credential.quotaTotal ?? 0 });
      }
    }
    const outcome = await this.forward(req, res, ctx, found.route, target, null);
    if (outcome.kind !== 'b' && leased) this.quota.giveBack(credential.id);
    return outcome;
  }

  /**
   * A call with a sandbox key: any interface of its good, free (never journaled or billed), marked as a test to
   * the upstream, and answered from the response schema when the good's mock plugin is on.
   */
  private async serveTest(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    ctx: CallContext,
    table: RoutingTable,
    testKey: gw.RouteTestKey,
    target: Target,
  ) {
    const now = Date.now();
    ctx.headers['x-gateway-test'] = String(testKey.testType);
    if (testKey.itemId !== target.itemId) return this.fail(res, ctx, 'keyWrongGood');
    if (Date.parse(testKey.expiresAt) <= now)
      return this.fail(res, ctx, 'expired', { until: testKey.expiresAt });
    const method = req.method ?? 'GET';
    const found = table.find(null, target.itemId, target.version, method, target.ifacePath);
    if (!found.ok) {
      return this.fail(res, ctx, found.reason, { method, path: target.ifacePath, version: target.version });
    }
    const refused = await this.limit(
      res,
      ctx,
      `t:${testKey.keyHash}`,
      gw.TEST_KEY_RATE_PER_MINUTE,
      60,
      'fixed',
      now,
    );
    if (refused) return refused;
    if (target.policy.plugins.mock.enabled) {
      const body = JSON.stringify(mockFromSchema(found.route.iface.responseSchema) ?? {});
      res.writeHead(200, {
        ...ctx.headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'x-gateway-mock': '1',
      });
      res.end(body);
      return { kind: 'r', status: 200 };
    }
    return this.forward(req, res, ctx, found.route, target, testKey.testType);
  }

  /** Applies a rate limit; answers the refusal it sent, or null when the call may go on. */
  private async limit(
    res: http.ServerResponse,
    ctx: CallContext,
    key: string,
    limit: number,
    windowSeconds: number,
    algorithm: RateAlgorithm,
    now: number,
  ): Promise<Outcome | null> {
    const hit = this.limiter.hit(key, limit, windowSeconds * 1000, now, algorithm);
    const rate = hit instanceof Promise ? await hit : hit;
    ctx.headers['ratelimit-limit'] = String(rate.limit);
    ctx.headers['ratelimit-remaining'] = String(rate.remaining);
    ctx.headers['ratelimit-reset'] = String(rate.resetSeconds);
    if (rate.allowed) return null;
    ctx.headers['retry-after'] = String(rate.resetSeconds);
    return this.fail(res, ctx, 'rateLimited', { limit, window: windowSeconds, retry: rate.resetSeconds });
  }

  private maxBodyOf(plugins: gw.PluginConfig) {
    return plugins.requestSize.enabled ? plugins.requestSize.maxBytes : this.options.maxBodyBytes;
  }

  private quotaHeaders(ctx: CallContext, credential: gw.RouteCredential) {
    const left = this.quota.remaining(credential.id);
    ctx.headers['x-quota-limit'] = String(credential.quotaTotal);
    if (left) ctx.headers['x-quota-remaining'] = String(Math.max(left.remaining, 0));
  }

  /**
   * The upstream of a call: the interface's URL with its `{names}` filled, plus the caller's query (without a key
   * sent in it). The common call (no `{names}`, no key in the query) reuses the interface's parsed URL.
   */
  private upstreamOf(route: Route, query: string): { url: URL; path: string } {
    const base = parsedUpstream(route.iface);
    const hasParams = Object.keys(route.params).length > 0;
    if (!hasParams && !query.includes(gw.KEY_QUERY) && PLAIN_QUERY.test(query)) {
      const path = query
        ? `${base.pathname}${base.search ? `${base.search}&` : '?'}${query}`
        : `${base.pathname}${base.search}`;
      return { url: base, path };
    }
    let raw = route.iface.upstreamUrl;
    for (const [name, value] of Object.entries(route.params)) {
      raw = raw.split(`{${name}}`).join(encodeURIComponent(safeDecode(value) ?? value));
    }
    const url = new URL(raw);
    for (const [name, value] of new URLSearchParams(query)) {
      if (name !== gw.KEY_QUERY) url.searchParams.append(name, value);
    }
    return { url, path: `${url.pathname}${url.search}` };
  }

  private validatorOf(iface: gw.RouteInterface): ValidateFunction | null {
    if (!iface.requestSchema) return null;
    let validate = this.validators.get(iface.requestSchema);
    if (!validate) {
      try {
        validate = this.ajv.compile(iface.requestSchema);
      } catch {
        return null;
      }
      this.validators.set(iface.requestSchema, validate);
    }
    return validate;
  }

  private async forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    ctx: CallContext,
    route: Route,
    target: Target,
    testType: number | null,
  ): Promise<Outcome> {
    const plugins = target.policy.plugins;
    const { url, path } = this.upstreamOf(route, target.query);
    const cacheKey =
      plugins.cache.enabled && req.method === 'GET' ? `${target.itemId}|${route.iface.id}|${path}` : null;
    const cached = cacheKey ? this.cache.get(cacheKey) : undefined;
    if (cached) {
      const outcome = await journalled(ctx, { kind: testType === null ? 'b' : 'r', status: cached.status });
      res.writeHead(cached.status, { ...cached.headers, ...ctx.headers, 'x-cache': 'HIT' });
      res.end(cached.body);
      return outcome;
    }
    const upstream = await this.upstreams.target(url);
    if (!upstream.ok) {
      const key = upstream.reason === 'policy' ? 'upstreamRefused' : 'upstreamUnreachable';
      return this.fail(res, ctx, key, undefined, 'f');
    }
    const headers = forwardable(req.headers);
    headers.host = upstream.hostHeader;
    headers['x-request-id'] = ctx.requestId;
    headers['x-forwarded-for'] = this.callerIp(req);
    headers['x-forwarded-proto'] = 'http';
    if (testType !== null) headers['x-gateway-test'] = String(testType);
    if (plugins.headers.enabled) {
      for (const name of plugins.headers.request.remove) delete headers[name.toLowerCase()];
      for (const h of plugins.headers.request.set) headers[h.name.toLowerCase()] = h.value;
    }
    if (route.iface.authHeader && route.iface.secret !== null) {
      headers[route.iface.authHeader.toLowerCase()] = route.iface.secret;
    }
    const validate =
      plugins.validator.enabled && req.method === 'POST' ? this.validatorOf(route.iface) : null;
    const body = await this.requestBody(req, headers, this.maxBodyOf(plugins), validate !== null);
    if (body === 'tooLarge') return this.fail(res, ctx, 'bodyTooLarge', { limit: this.maxBodyOf(plugins) });
    if (validate) {
      const problem = this.invalidBody(validate, body as Buffer | null);
      if (problem) return this.fail(res, ctx, 'bodyInvalid', { detail: problem });
    }
    const timeoutMs = plugins.timeout.enabled ? plugins.timeout.seconds * 1000 : this.options.timeoutMs;
    let answer: Dispatcher.ResponseData;
    try {
      answer = await upstream.pool.request({
        method: req.method as Dispatcher.HttpMethod,
        path,
        headers,
        body,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (error) {
      const timeout = isTimeout(error);
      const key = timeout ? 'upstreamTimeout' : 'upstreamUnreachable';
      return this.fail(res, ctx, key, { seconds: timeoutMs / 1000 }, 'f');
    }
    const status = answer.statusCode;
    const out: Record<string, string | string[]> = { ...forwardable(answer.headers), ...ctx.headers };
    if (plugins.headers.enabled) {
      for (const name of plugins.headers.response.remove) delete out[name.toLowerCase()];
      for (const h of plugins.headers.response.set) out[h.name.toLowerCase()] = h.value;
    }
    const waived = answer.headers[NOT_BILLABLE.header] === NOT_BILLABLE.value;
    const kind: CallKind = testType !== null ? 'r' : status < 500 && !waived ? 'b' : 'f';
    const length = Number(answer.headers['content-length'] ?? Number.NaN);
    const whole = cacheKey !== null && status === 200 ? true : length <= WHOLE_BODY_BYTES;
    if (!whole) {
      const outcome = await journalled(ctx, { kind, status });
      res.writeHead(status, out);
      pipeline(answer.body, res, (error) => {
        if (error) res.destroy();
      });
      return outcome;
    }
    let buffered: Buffer;
    try {
      buffered = Buffer.from(await answer.body.arrayBuffer());
    } catch (error) {
      const key = isTimeout(error) ? 'upstreamTimeout' : 'upstreamUnreachable';
      return this.fail(res, ctx, key, { seconds: timeoutMs / 1000 }, 'f');
    }
    if (cacheKey && status === 200) {
      const { 'x-request-id': _id, ...keep } = out;
      this.cache.set(
        cacheKey,
        { status, headers: keep, body: buffered },
        { ttl: plugins.cache.ttlSeconds * 1000 },
      );
      out['x-cache'] = 'MISS';
    }
    out['content-length'] = String(buffered.length);
    const outcome = await journalled(ctx, { kind, status });
    res.writeHead(status, out);
    res.end(buffered);
    return outcome;
  }

  /** The first problem the request schema finds in a JSON body, or null. */
  private invalidBody(validate: ValidateFunction, body: Buffer | null): string | null {
    let value: unknown;
    try {
      value = body?.length ? JSON.parse(body.toString('utf8')) : {};
    } catch {
      return 'JSON';
    }
    if (validate(value)) return null;
    const first = validate.errors?.[0];
    return first ? `${first.instancePath || '/'} ${first.message ?? ''}`.trim().slice(0, 200) : 'schema';
  }

  /**
   * The body to send upstream: the request stream itself when its length is declared (already checked against
   * the cap) and nothing needs to read it, else read up to the cap; null without a body.
   */
  private async requestBody(
    req: http.IncomingMessage,
    headers: Record<string, string | string[]>,
    maxBytes: number,
    mustRead: boolean,
  ): Promise<http.IncomingMessage | Buffer | null | 'tooLarge'> {
    if (req.method === 'GET' || req.method === 'HEAD') return null;
    if (req.headers['content-length'] !== undefined && !mustRead) return req;
    if (req.headers['content-length'] === undefined && !req.headers['transfer-encoding']) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) return 'tooLarge';
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    delete headers['transfer-encoding'];
    headers['content-length'] = String(body.length);
    return body;
  }

  private callerIp(req: http.IncomingMessage): string {
    if (this.options.trustProxy) {
      const forwarded = String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim();
      if (forwarded) return forwarded;
    }
    return req.socket.remoteAddress ?? '';
  }
}
