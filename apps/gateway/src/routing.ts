import { createHash } from 'node:crypto';
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

interface GoodRoutes {
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
  private readonly goods = new Map<number, GoodRoutes>();

  constructor(snapshot: gw.GatewaySnapshot) {
    this.version = snapshot.version;
    for (const c of snapshot.credentials) for (const h of c.keyHashes) this.byKeyHash.set(h, c);
    for (const g of snapshot.goods) {
      const routes: GoodRoutes = {
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

  credentialOf(key: string): gw.RouteCredential | undefined {
    return this.byKeyHash.get(sha256(key));
  }

  hasGood(itemId: number): boolean {
    return this.goods.has(itemId);
  }

  /**
   * The interface a credential calls: `version` must be listed (or the credential's pinned one, or `latest`);
   * the path must be an interface of the good, and of the credential's SKU.
   */
  find(
    credential: gw.RouteCredential,
    itemId: number,
    version: string,
    method: string,
    path: string,
  ): RouteLookup {
    const good = this.goods.get(itemId);
    if (!good) return { ok: false, reason: 'routeNotFound' };
    const versionOk =
      version === gw.LATEST_VERSION || good.versions.has(version) || credential.pinnedVersion === version;
    if (!versionOk) return { ok: false, reason: 'versionNotFound' };
    const exact = good.exact.get(`${method} ${path}`);
    if (exact) {
      const iface = exact.get(credential.skuId);
      return iface ? { ok: true, route: { iface, params: {} } } : { ok: false, reason: 'notInPlan' };
    }
    let matchedOtherSku = false;
    for (const t of good.templates) {
      if (t.method !== method) continue;
      const m = t.pattern.exec(path);
      if (!m) continue;
      if (t.iface.skuId !== credential.skuId) {
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
