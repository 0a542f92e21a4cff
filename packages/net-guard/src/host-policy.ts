import dns from 'node:dns/promises';
import net from 'node:net';

/** Addresses a connector must not reach unless the operator allows private access. */
const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv6');
}

/** IPv4-mapped and NAT64 IPv6 (kept apart: BlockList also matches plain IPv4 against mapped rules). */
const MAPPED = new net.BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');
MAPPED.addSubnet('64:ff9b::', 96, 'ipv6');

/** Whether an IP address (v4 or v6) is loopback, private, link-local, unspecified or otherwise internal. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return BLOCKED.check(mapped[1], 'ipv4');
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  // Mapped forms other than the dotted one are refused rather than decoded.
  if (family === 6) return BLOCKED.check(address, 'ipv6') || MAPPED.check(address, 'ipv6');
  return true;
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
