import dns from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** IPv4-compatible IPv6 (`::a.b.c.d`, deprecated by RFC 4291), which ipaddr.js does not classify. */
const IPV4_COMPATIBLE: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('::'), 96];

/**
 * Whether an IP address (v4 or v6) is anything but an ordinary global unicast address: every range of the IANA
 * special-purpose registries that ipaddr.js classifies (loopback, private, link-local, carrier-grade NAT,
 * documentation, benchmarking, multicast, reserved…), and every IPv6 form that carries or reaches an IPv4
 * address (IPv4-compatible, IPv4-translated, NAT64 6052/8215, 6to4, Teredo). Only the IPv4-mapped form is
 * unwrapped and judged by its IPv4 address: dual-stack sockets report plain IPv4 that way.
 */
export function isInternalAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 4) return ipaddr.IPv4.parse(address).range() !== 'unicast';
  const v6 = ipaddr.IPv6.parse(canonicalIpv6(address));
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() !== 'unicast';
  if (v6.match(IPV4_COMPATIBLE)) return true;
  return v6.range() !== 'unicast';
}

/**
 * An IPv6 address in the WHATWG URL serialisation (hex groups only, zone dropped): ipaddr.js reads a dotted tail
 * `::a.b.c.d` as IPv4-mapped, which would hide an IPv4-compatible address.
 */
function canonicalIpv6(address: string): string {
  const base = address.split('%')[0] ?? address;
  return new URL(`http://[${base}]/`).hostname.slice(1, -1);
}

/** `[::1]` -> `::1`; other hosts unchanged (trimmed). */
export function normalizeHost(host: string): string {
  const trimmed = host.trim();
  const bracketed = /^\[(.*)\]$/.exec(trimmed);
  return bracketed?.[1] ?? trimmed;
}

export type HostDecision =
  | { ok: true; address: string; family: 4 | 6 }
  | { ok: false; reason: 'policy' | 'unresolved' };

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: Lookup = (host) => dns.lookup(host, { all: true, verbatim: true });

/**
 * Resolves a connector host and decides whether it may be reached. The caller connects to the returned
 * address, never to the name again, so a DNS answer that changes after this check cannot redirect it.
 * Unix-socket paths are always refused; any internal address among the answers refuses the host.
 */
export async function checkHost(
  host: string,
  allowPrivate: boolean,
  lookup: Lookup = systemLookup,
): Promise<HostDecision> {
  const name = normalizeHost(host);
  if (!name || name.startsWith('/') || name.includes('\\')) return { ok: false, reason: 'policy' };
  let answers: { address: string; family: number }[];
  try {
    answers = await lookup(name);
  } catch {
    return { ok: false, reason: 'unresolved' };
  }
  const first = answers[0];
  if (!first) return { ok: false, reason: 'unresolved' };
  if (!allowPrivate && answers.some((a) => isInternalAddress(a.address)))
    return { ok: false, reason: 'policy' };
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** The error code a `pinnedLookup` refusal carries (not a system code), for telling it from a DNS failure. */
export const REFUSED_BY_POLICY = 'EDATAMALLREFUSED';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * A `lookup` for `http.Agent`: every connection's host name goes through `checkHost` and the socket gets only
 * the address it approved, so a DNS answer that changes between the check and the connection cannot redirect it.
 */
export function pinnedLookup(allowPrivate: boolean, lookup?: Lookup) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    checkHost(hostname, allowPrivate, lookup).then(
      (decision) => {
        if (!decision.ok) {
          const error = Object.assign(new Error(`host ${hostname} refused`), {
            code: decision.reason === 'policy' ? REFUSED_BY_POLICY : 'ENOTFOUND',
          });
          callback(error, '', 4);
          return;
        }
        if (options.all) callback(null, [{ address: decision.address, family: decision.family }]);
        else callback(null, decision.address, decision.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}
