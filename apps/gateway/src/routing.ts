import { createHash } from 'node:crypto';
import net from 'node:net';
import { gateway as gw } from '@datamall/contract';

export interface Route {
  iface: gw.RouteInterface;
  /** Values of the `{name}` segments of the path, to fill the same names in the upstream URL. */
  params: Record<string, string>;
}

interface TemplateRoute {
  method: string;
  pattern: RegExp;
  names: string[];
  iface: gw.RouteInterface;
}

/** A good's plugins, with its IP lists compiled. */
export interface GoodPolicy {
  plugins: gw.PluginConfig;
  /** null: the IP plugin is off. */
  ip: { allow: net.BlockList | null; deny: net.BlockList; decided: Map<string, boolean> } | null;
}

/** Addresses whose IP decision a good keeps (a caller calls from the same address call after call). */
const IP_DECISIONS_MAX = 4096;

interface GoodRoutes {
  policy: GoodPolicy;
  versions: Set<string>;
  newestVersion: string | null;
  /** `METHOD path` -> interface by SKU. */
  exact: Map<string, Map<number, gw.RouteInterface>>;
  templates: TemplateRoute[];
}

export type RouteLookup =
  | { ok: true; route: Route }
  | { ok: false; reason: 'versionNotFound' | 'routeNotFound' | 'notInPlan' };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Keys seen lately and their hashes: a caller sends the same key call after call. */
const recentHashes = new Map<string, string>();
const RECENT_HASHES_MAX = 10_000;

function hashOfKey(key: string): string {
  let hash = recentHashes.get(key);
  if (hash === undefined) {
    hash = sha256(key);
    if (recentHashes.size >= RECENT_HASHES_MAX) recentHashes.clear();
    recentHashes.set(key, hash);
  }
  return hash;
}

function blockList(rules: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const rule of rules) {
    const [address = '', bits] = rule.split('/');
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!net.isIP(address)) continue;
    try {
      if (bits === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(bits), family);
    } catch {
      // The contract refuses such rules; one saved before that must not break the whole configuration.
    }
  }
  return list;
}

function policyOf(plugins: gw.PluginConfig): GoodPolicy {
  const ip = plugins.ipRestriction;
  return {
    plugins,
    ip: ip.enabled
      ? { allow: ip.allow.length ? blockList(ip.allow) : null, deny: blockList(ip.deny), decided: new Map() }
      : null,
  };
}

/** Whether a caller's address passes a good's IP plugin (deny wins; a non-empty allow list admits only its own). */
export function ipAllowed(policy: GoodPolicy, address: string): boolean {
  const ip = policy.ip;
  if (!ip) return true;
  let allowed = ip.decided.get(address);
  if (allowed === undefined) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    const plain = mapped?.[1] ?? address;
    const family = net.isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    allowed = !ip.deny.check(plain, family) && (ip.allow ? ip.allow.check(plain, family) : true);
    if (ip.decided.size >= IP_DECISIONS_MAX) ip.decided.clear();
    ip.decided.set(address, allowed);
  }
  return allowed;
}

function compileTemplate(iface: gw.RouteInterface): TemplateRoute {
  const names: string[] = [];
  const source = iface.path
    .split('/')
    .map((segment) => {
      const m = /^\{(\w+)\}$/.exec(segment);
      if (!m) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { method: iface.method, pattern: new RegExp(`^${source}$`), names, iface };
}

/** The snapshot indexed for the hot path: credentials by key hash, interfaces by good, method and path. */
export class RoutingTable {
  readonly version: string;
  private readonly byKeyHash = new Map<string, gw.RouteCredential>();
  private readonly testKeys = new Map<string, gw.RouteTestKey>();
  private readonly goods = new Map<number, GoodRoutes>();

  constructor(snapshot: gw.GatewaySnapshot) {
    this.version = snapshot.version;
    for (const c of snapshot.credentials) for (const h of c.keyHashes) this.byKeyHash.set(h, c);
    for (const k of snapshot.testKeys ?? []) this.testKeys.set(k.keyHash, k);
    for (const g of snapshot.goods) {
      const routes: GoodRoutes = {
        policy: policyOf(g.plugins ?? gw.DEFAULT_PLUGINS),
        versions: new Set(g.versions),
        newestVersion: g.versions[0] ?? null,
        exact: new Map(),
        templates: [],
      };
      for (const iface of g.interfaces) {
        if (iface.path.includes('{')) {
          routes.templates.push(compileTemplate(iface));
          continue;
        }
        const key = `${iface.method} ${iface.path}`;
        const bySku = routes.exact.get(key) ?? new Map<number, gw.RouteInterface>();
        bySku.set(iface.skuId, iface);
        routes.exact.set(key, bySku);
      }
      this.goods.set(g.itemId, routes);
    }
  }

  /** The credential or the test key a key is (one hash for both lookups). */
  keyOf(key: string): { credential?: gw.RouteCredential; testKey?: gw.RouteTestKey } {
    const hash = hashOfKey(key);
    const credential = this.byKeyHash.get(hash);
    return credential ? { credential } : { testKey: this.testKeys.get(hash) };
  }

  credentialOf(key: string): gw.RouteCredential | undefined {
    return this.byKeyHash.get(hashOfKey(key));
  }

  policyOf(itemId: number): GoodPolicy | undefined {
    return this.goods.get(itemId)?.policy;
  }

  hasGood(itemId: number): boolean {
    return this.goods.has(itemId);
  }

  /**
   * The interface a credential calls: `version` must be listed (or the credential's pinned one, or `latest`);
   * the path must be an interface of the good, and of the credential's SKU.
   */
  find(
    credential: gw.RouteCredential | null,
    itemId: number,
    version: string,
    method: string,
    path: string,
  ): RouteLookup {
    const good = this.goods.get(itemId);
    if (!good) return { ok: false, reason: 'routeNotFound' };
    const versionOk =
      version === gw.LATEST_VERSION || good.versions.has(version) || credential?.pinnedVersion === version;
    if (!versionOk) return { ok: false, reason: 'versionNotFound' };
    const exact = good.exact.get(`${method} ${path}`);
    const iface = exact && (credential ? exact.get(credential.skuId) : exact.values().next().value);
    if (iface) return { ok: true, route: { iface, params: {} } };
    // Another SKU's exact path: this SKU may still serve it through a template.
    let matchedOtherSku = exact !== undefined;
    for (const t of good.templates) {
      if (t.method !== method) continue;
      const m = t.pattern.exec(path);
      if (!m) continue;
      if (credential && t.iface.skuId !== credential.skuId) {
        matchedOtherSku = true;
        continue;
      }
      const params: Record<string, string> = {};
      t.names.forEach((name, i) => {
        params[name] = m[i + 1]!;
      });
      return { ok: true, route: { iface: t.iface, params } };
    }
    return { ok: false, reason: matchedOtherSku ? 'notInPlan' : 'routeNotFound' };
  }
}
