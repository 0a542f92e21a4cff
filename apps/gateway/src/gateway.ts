import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { formatMessage, gateway as gw, type Locale, pickLocale } from '@datamall/contract';
import type { Lookup } from '@datamall/net-guard';
import type { Dispatcher } from 'undici';
import type { GatewayConfig } from './config.js';
import { ControlClient, ControlError } from './control-client.js';
import { type CallKind, Meter } from './meter.js';
import { QuotaLeases } from './quota.js';
import { LocalRateLimiter, type RateDecision } from './rate-limit.js';
import { RoutingTable } from './routing.js';
import { Upstreams } from './upstream.js';

const CST_OFFSET_MS = 8 * 3_600_000;
const FLUSH_MS = 500;
/** Without an answer from the platform for this long, local leases are dropped (the platform expires them later). */
const LEASE_DROP_MS = 4 * 60_000;
const LONG_POLL_SECONDS = 25;
const HEARTBEAT_MS = 5000;

/** Default limit per credential while the good has no rate-limit plugin. */
export const DEFAULT_RATE = { limit: 100, windowMs: 1000 };

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

export interface GatewayOptions extends GatewayConfig {
  /** DNS lookup of upstream hosts (tests). */
  lookup?: Lookup;
  log?: (level: 'info' | 'warn' | 'error', message: string, error?: unknown) => void;
}

type Outcome = { kind: CallKind; status: number };

interface CallContext {
  requestId: string;
  locale: Locale;
  headers: Record<string, string>;
}

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
  private readonly limiter = new LocalRateLimiter();
  private readonly server: http.Server;
  private stopped = false;
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
    this.server = http.createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
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
    await this.join();
    return (this.server.address() as AddressInfo).port;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get configVersion(): string | null {
    return this.table?.version ?? null;
  }

  /** Replays the journal the platform has not applied, hands back old leases, loads the first snapshot. */
  private async join() {
    for (let delay = 250, attempt = 0; !this.stopped; delay = Math.min(delay * 2, 5000), attempt++) {
      try {
        const { lastSeq } = await this.control.hello();
        this.meter.open(lastSeq);
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
    this.timers.push(setInterval(() => void this.flush(), FLUSH_MS));
    this.timers.push(
      setInterval(() => {
        this.quota.releaseIdle().catch((error) => this.log('warn', 'lease release failed', error));
      }, 5000),
    );
  }

  private apply(snapshot: gw.GatewaySnapshot) {
    const table = new RoutingTable(snapshot);
    this.table = table;
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
    this.flushing ??= this.sendBatch().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
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

  async close(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
    await this.flush().catch(() => undefined);
    await this.quota.releaseIdle(true).catch(() => undefined);
    this.meter.close();
    await this.upstreams.close();
    await this.control.close();
  }

  private chinaDay(now: number): string {
    if (now >= this.dayCache.until) {
      const day = new Date(now + CST_OFFSET_MS).toISOString().slice(0, 10);
      const nextMidnight = Date.parse(`${day}T00:00:00Z`) - CST_OFFSET_MS + 86_400_000;
      this.dayCache = { until: nextMidnight, day };
    }
    return this.dayCache.day;
  }

  private fail(
    res: http.ServerResponse,
    ctx: CallContext,
    key: gw.GatewayErrorKey,
    params?: Record<string, string | number>,
  ): Outcome {
    const error = gw.GATEWAY_ERRORS[key];
    const body = JSON.stringify({
      code: error.code,
      msg: formatMessage(error.msg[ctx.locale], params),
      data: { reason: key, requestId: ctx.requestId },
    });
    res.writeHead(error.status, {
      ...ctx.headers,
      'content-type': 'application/json; charset=utf-8',
      'content-language': ctx.locale,
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
    return { kind: 'r', status: error.status };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const started = performance.now();
    const rawUrl = req.url ?? '/';
    const q = rawUrl.indexOf('?');
    const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
    const search = new URLSearchParams(q < 0 ? '' : rawUrl.slice(q + 1));
    const ctx: CallContext = {
      requestId: randomUUID(),
      locale: pickLocale(req.headers['accept-language']),
      headers: {},
    };
    ctx.headers['x-request-id'] = ctx.requestId;
    if (path === '/healthz') {
      const body = JSON.stringify({ status: this.ready ? 'ok' : 'starting', config: this.configVersion });
      res.writeHead(this.ready ? 200 : 503, { 'content-type': 'application/json' }).end(body);
      return;
    }
    const table = this.table;
    if (!table) {
      this.fail(res, ctx, 'notReady');
      return;
    }
    const match = /^\/(\d{1,18})\/([^/]{1,32})(\/.*)$/.exec(path);
    const method = req.method ?? 'GET';
    if (!match) {
      this.fail(res, ctx, 'routeNotFound', { method, path });
      return;
    }
    const itemId = Number(match[1]);
    const version = decodeURIComponent(match[2]!);
    const ifacePath = match[3]!;
    const key = (req.headers[gw.KEY_HEADER] as string | undefined) ?? search.get(gw.KEY_QUERY) ?? '';
    if (!key) {
      this.fail(res, ctx, 'keyMissing');
      return;
    }
    const credential = table.credentialOf(key);
    if (!credential) {
      this.fail(res, ctx, 'keyInvalid');
      return;
    }
    const outcome = await this.serve(req, res, ctx, table, credential, {
      itemId,
      version,
      ifacePath,
      search,
    });
    const now = Date.now();
    this.meter.record({
      credentialId: credential.id,
      day: this.chinaDay(now),
      kind: outcome.kind,
      status: outcome.status,
      ms: performance.now() - started,
    });
  }

  /** Checks, quota and the upstream call of one keyed request; answers the caller and says how it ended. */
  private async serve(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    ctx: CallContext,
    table: RoutingTable,
    credential: gw.RouteCredential,
    target: { itemId: number; version: string; ifacePath: string; search: URLSearchParams },
  ): Promise<Outcome> {
    const now = Date.now();
    if (credential.itemId !== target.itemId) return this.fail(res, ctx, 'keyWrongGood');
    if (Date.parse(credential.validFrom) > now) {
      return this.fail(res, ctx, 'notYetValid', { from: credential.validFrom });
    }
    if (credential.validUntil && Date.parse(credential.validUntil) <= now) {
      return this.fail(res, ctx, 'expired', { until: credential.validUntil });
    }
    const method = req.method ?? 'GET';
    const found = table.find(credential, target.itemId, target.version, method, target.ifacePath);
    if (!found.ok) {
      return this.fail(res, ctx, found.reason, {
        method,
        path: target.ifacePath,
        version: target.version,
      });
    }
    const rate = this.limiter.hit(`c:${credential.id}`, DEFAULT_RATE.limit, DEFAULT_RATE.windowMs, now);
    this.rateHeaders(ctx, rate);
    if (!rate.allowed) {
      ctx.headers['retry-after'] = String(rate.resetSeconds);
      return this.fail(res, ctx, 'rateLimited', {
        limit: rate.limit,
        window: DEFAULT_RATE.windowMs / 1000,
        retry: rate.resetSeconds,
      });
    }
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > this.options.maxBodyBytes) {
      return this.fail(res, ctx, 'bodyTooLarge', { limit: this.options.maxBodyBytes });
    }
    if (credential.quotaTotal !== null) {
      const taken = await this.quota.take(credential.id);
      if (taken === 'unavailable') return this.fail(res, ctx, 'quotaUnavailable');
      this.quotaHeaders(ctx, credential);
      if (taken === 'exhausted')
        return this.fail(res, ctx, 'quotaExhausted', { total: credential.quotaTotal });
    }
    const outcome = await this.forward(req, res, ctx, found.route, target.search);
    if (outcome.kind !== 'b' && credential.quotaTotal !== null) this.quota.giveBack(credential.id);
    return outcome;
  }

  private rateHeaders(ctx: CallContext, rate: RateDecision) {
    ctx.headers['ratelimit-limit'] = String(rate.limit);
    ctx.headers['ratelimit-remaining'] = String(rate.remaining);
    ctx.headers['ratelimit-reset'] = String(rate.resetSeconds);
  }

  private quotaHeaders(ctx: CallContext, credential: gw.RouteCredential) {
    const left = this.quota.remaining(credential.id);
    ctx.headers['x-quota-limit'] = String(credential.quotaTotal);
    if (left) ctx.headers['x-quota-remaining'] = String(Math.max(left.remaining, 0));
  }

  /** The upstream URL of a call: the interface's URL with its `{names}` filled, plus the caller's query. */
  private upstreamUrl(
    route: { iface: gw.RouteInterface; params: Record<string, string> },
    search: URLSearchParams,
  ) {
    let raw = route.iface.upstreamUrl;
    for (const [name, value] of Object.entries(route.params)) {
      raw = raw.split(`{${name}}`).join(encodeURIComponent(decodeURIComponent(value)));
    }
    const url = new URL(raw);
    for (const [name, value] of search) if (name !== gw.KEY_QUERY) url.searchParams.append(name, value);
    return url;
  }

  private async forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    ctx: CallContext,
    route: { iface: gw.RouteInterface; params: Record<string, string> },
    search: URLSearchParams,
  ): Promise<Outcome> {
    const url = this.upstreamUrl(route, search);
    const upstream = await this.upstreams.target(url);
    if (!upstream.ok) {
      return {
        ...this.fail(res, ctx, upstream.reason === 'policy' ? 'upstreamRefused' : 'upstreamUnreachable'),
        kind: 'f',
      };
    }
    const headers = forwardable(req.headers);
    headers.host = upstream.hostHeader;
    headers['x-request-id'] = ctx.requestId;
    headers['x-forwarded-for'] = this.callerIp(req);
    headers['x-forwarded-proto'] = 'http';
    if (route.iface.authHeader && route.iface.secret !== null) {
      headers[route.iface.authHeader.toLowerCase()] = route.iface.secret;
    }
    const body = await this.requestBody(req, headers);
    if (body === 'tooLarge') {
      return this.fail(res, ctx, 'bodyTooLarge', { limit: this.options.maxBodyBytes });
    }
    let answer: Dispatcher.ResponseData;
    try {
      answer = await upstream.pool.request({
        method: req.method as Dispatcher.HttpMethod,
        path: `${url.pathname}${url.search}`,
        headers,
        body,
      });
    } catch (error) {
      const timeout = isTimeout(error);
      return {
        ...this.fail(res, ctx, timeout ? 'upstreamTimeout' : 'upstreamUnreachable', {
          seconds: this.options.timeoutMs / 1000,
        }),
        kind: 'f',
      };
    }
    const status = answer.statusCode;
    const out = { ...forwardable(answer.headers), ...ctx.headers };
    res.writeHead(status, out);
    pipeline(answer.body, res, (error) => {
      if (error) res.destroy();
    });
    return { kind: status < 500 ? 'b' : 'f', status };
  }

  /**
   * The body to send upstream: the request stream itself when its length is declared (already checked against
   * the cap), else read up to the cap (chunked); null without a body.
   */
  private async requestBody(
    req: http.IncomingMessage,
    headers: Record<string, string | string[]>,
  ): Promise<http.IncomingMessage | Buffer | null | 'tooLarge'> {
    if (req.method === 'GET' || req.method === 'HEAD') return null;
    if (req.headers['content-length'] !== undefined) return req;
    if (!req.headers['transfer-encoding']) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > this.options.maxBodyBytes) return 'tooLarge';
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
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
