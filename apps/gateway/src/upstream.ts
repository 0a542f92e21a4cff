import { checkHost, type Lookup, normalizeHost } from '@datamall/net-guard';
import { Pool } from 'undici';

/** How long a resolved and approved upstream address is used before the name is resolved (and checked) again. */
const RESOLVE_TTL_MS = 60_000;

export type UpstreamTarget =
  | { ok: true; pool: Pool; hostHeader: string }
  | { ok: false; reason: 'policy' | 'unresolved' };

interface Pinned {
  at: number;
  target: UpstreamTarget;
}

/**
 * Connection pools to upstreams, one per origin and approved address. A name is resolved once per minute and
 * each answer checked against the address policy; the pool connects to the checked address itself, never to the
 * name, so a DNS answer changed after the check (rebinding) cannot reach loopback or private ranges.
 */
export class Upstreams {
  private readonly pinned = new Map<string, Pinned>();
  private readonly resolving = new Map<string, Promise<UpstreamTarget>>();
  private readonly pools = new Map<string, Pool>();

  constructor(
    private readonly options: {
      allowPrivate: boolean;
      trustedOrigins: Set<string>;
      timeoutMs: number;
      lookup?: Lookup;
    },
  ) {}

  async target(url: URL): Promise<UpstreamTarget> {
    const origin = url.origin;
    const hit = this.pinned.get(origin);
    if (hit && Date.now() - hit.at < RESOLVE_TTL_MS) return hit.target;
    let p = this.resolving.get(origin);
    if (!p) {
      p = this.resolve(url).finally(() => this.resolving.delete(origin));
      this.resolving.set(origin, p);
    }
    return p;
  }

  private async resolve(url: URL): Promise<UpstreamTarget> {
    const allow = this.options.allowPrivate || this.options.trustedOrigins.has(url.origin);
    const decision = await checkHost(url.hostname, allow, this.options.lookup);
    let target: UpstreamTarget;
    if (!decision.ok) target = { ok: false, reason: decision.reason };
    else {
      const https = url.protocol === 'https:';
      const port = url.port || (https ? '443' : '80');
      const host = decision.family === 6 ? `[${decision.address}]` : decision.address;
      const key = `${url.protocol}//${host}:${port}|${url.hostname}`;
      let pool = this.pools.get(key);
      if (!pool) {
        pool = new Pool(`${url.protocol}//${host}:${port}`, {
          connections: 128,
          keepAliveTimeout: 30_000,
          headersTimeout: this.options.timeoutMs,
          bodyTimeout: this.options.timeoutMs,
          connect: https ? { servername: normalizeHost(url.hostname), timeout: 10_000 } : { timeout: 10_000 },
        });
        this.pools.set(key, pool);
      }
      target = { ok: true, pool, hostHeader: url.host };
    }
    // A failed resolution is tried again after a few seconds, not a minute.
    const at = target.ok || target.reason === 'policy' ? Date.now() : Date.now() - RESOLVE_TTL_MS + 5000;
    this.pinned.set(url.origin, { at, target });
    return target;
  }

  async close() {
    await Promise.all([...this.pools.values()].map((p) => p.close()));
  }
}
