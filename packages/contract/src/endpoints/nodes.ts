import { z } from 'zod';
import { defineEndpoint, OPERATOR_ONLY, zId, zPage, zPageParams } from '../endpoint.js';

/** Operators (platform nodes), consumers and suppliers own nodes; developers do not. */
const OWNER_ROLES = [0, 1, 3] as const;
/** Writing nodes needs the permission of the node edit pages (granted to the three owner roles). */
const WRITERS = { roles: OWNER_ROLES, permission: 'nodeInfo:nodeinfo:save' } as const;
const READERS = { roles: OWNER_ROLES } as const;

/**
 * Node kinds (not a §3.1 enumeration): a data node serves its owner's data assets; a privacy-computing node
 * runs computations on data it never reveals. Labels live in the web's `nodes` locale (`kind.<value>`).
 */
export const NODE_KINDS = ['data', 'privacy'] as const;
export const zNodeKind = z.enum(NODE_KINDS);
export type NodeKind = z.infer<typeof zNodeKind>;

/** Online/offline as computed from the last heartbeat; labels in the web's `nodes` locale (`status.<value>`). */
export const NODE_STATUSES = ['online', 'offline'] as const;
export const zNodeStatus = z.enum(NODE_STATUSES);
export type NodeStatus = z.infer<typeof zNodeStatus>;

/** An edge node should beat every 30 s; without a beat for 90 s it counts as offline. */
export const NODE_HEARTBEAT_INTERVAL_SECONDS = 30;
export const NODE_OFFLINE_AFTER_SECONDS = 90;

/** The header an edge node sends its node token in (never in the query: URLs end up in access logs). */
export const NODE_TOKEN_HEADER = 'x-node-token';

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isHostName(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  if (/^[\d.]+$/.test(host)) return IPV4.test(host);
  return host.split('.').every((label) => HOST_LABEL.test(label));
}

function isIpv6(host: string): boolean {
  try {
    return new URL(`http://[${host}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

function isPort(text: string): boolean {
  if (!/^\d{1,5}$/.test(text)) return false;
  const port = Number(text);
  return port >= 1 && port <= 65535;
}

/**
 * Where a node is reached: `host:port` (host a DNS name, IPv4, or [IPv6]) or an `http(s)://` URL without
 * credentials, query or fragment. The same check runs in the form and on the server.
 */
export function isNodeAddress(value: string): boolean {
  const text = value.trim();
  if (text.length === 0 || text.length > 255 || /\s/.test(text)) return false;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username || url.password || url.search || url.hash) return false;
    if (text.includes('@')) return false;
    const host = url.hostname;
    if (host.startsWith('[')) return isIpv6(host.slice(1, -1));
    return isHostName(host);
  }
  const bracketed = /^\[([^\]]+)\]:(\d+)$/.exec(text);
  if (bracketed) return isIpv6(bracketed[1] ?? '') && isPort(bracketed[2] ?? '');
  const plain = /^([^:/]+):(\d+)$/.exec(text);
  if (!plain) return false;
  return isHostName(plain[1] ?? '') && isPort(plain[2] ?? '');
}

/** Fields of a node as typed in the form. */
export const zNodeInput = z.object({
  /** Shown in lists; unique per owner. */
  name: z.string().trim().min(1).max(100),
  kind: zNodeKind,
  /** `host:port` or an http(s) URL. */
  address: z.string().trim().min(1).max(255).refine(isNodeAddress, { message: 'format' }),
  /** PEM public key of the node: RSA of at least 2048 bits, or SM2 (the checkPublicKey rule). */
  publicKey: z.string().trim().min(1).max(10_000),
  description: z.string().trim().max(500).default(''),
});
export type NodeInput = z.input<typeof zNodeInput>;

/** A node in a list or as a secondary of another node. */
export const zNodeInfo = z.object({
  id: z.string(),
  ownerId: z.string(),
  /** Owner's user name (the operator's lists show it). */
  ownerName: z.string(),
  /** Role type of the owner: operator 0 (platform node), consumer 1, supplier 3. */
  ownerRoleType: z.number().int(),
  name: z.string(),
  kind: zNodeKind,
  address: z.string(),
  publicKey: z.string(),
  /** RSA | SM2 */
  keyAlgorithm: z.string(),
  /** SHA-256 of the key's DER (SPKI), hex, for comparing keys at a glance. */
  keyFingerprint: z.string(),
  description: z.string(),
  /** Id of the primary node this one is bound to as a secondary; null when it is not bound. */
  primaryId: z.string().nullable(),
  primaryName: z.string(),
  secondaryCount: z.number().int(),
  /** online when a heartbeat arrived within the last 90 s (and the node did not announce going offline). */
  status: zNodeStatus,
  lastHeartbeatAt: z.string().nullable(),
  /** Address the last heartbeat came from. */
  lastHeartbeatIp: z.string(),
  /** Software version the node reported. */
  version: z.string(),
  /** The platform node (`platformNodeId` of the web's global state). */
  isPlatform: z.boolean(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type NodeInfo = z.infer<typeof zNodeInfo>;

/** One node with its secondaries. */
export const zNodeDetail = zNodeInfo.extend({ secondaries: z.array(zNodeInfo) });
export type NodeDetail = z.infer<typeof zNodeDetail>;

/** Answer of a save or token reset: the node, and its token shown this once (only its hash is kept). */
export const zNodeWithToken = z.object({ node: zNodeInfo, token: z.string() });
export type NodeWithToken = z.infer<typeof zNodeWithToken>;

export const zNodeFilter = zPageParams.extend({
  /** Part of the name. */
  name: z.string().trim().max(100).optional(),
  kind: zNodeKind.optional(),
  status: zNodeStatus.optional(),
  /** Part of the owner's user name (operator only). */
  ownerName: z.string().trim().max(64).optional(),
  /** Operator only: true lists the operator's own (platform) nodes, false every owner's. */
  mine: z.boolean().optional(),
});
export type NodeFilter = z.input<typeof zNodeFilter>;

export const queryPageData = defineEndpoint({
  id: 'nodes.page',
  method: 'POST',
  path: '/server/nodeInfo/queryPageData',
  summary:
    "The caller's nodes, newest first, with live online/offline; the operator sees every owner's (or only its own with mine).",
  access: READERS,
  operationLog: false,
  body: zNodeFilter,
  response: zPage(zNodeInfo),
});

export const queryNodeById = defineEndpoint({
  id: 'nodes.detail',
  method: 'POST',
  path: '/server/nodeInfo/queryNodeById',
  summary: "One node with its secondaries: the owner's, or any for the operator.",
  access: READERS,
  operationLog: false,
  body: z.object({ id: zId }),
  response: zNodeDetail,
});

export const queryNodeByUserId = defineEndpoint({
  id: 'nodes.byUser',
  method: 'POST',
  path: '/server/nodeInfo/queryNodeByUserId',
  summary:
    "Every node of a user (for selects), optionally of one kind: the caller's own; the operator may name any userId.",
  access: READERS,
  operationLog: false,
  body: z.object({ userId: zId.optional(), kind: zNodeKind.optional() }),
  response: z.array(zNodeInfo),
});

/** An asset hosted on a node, as the asset module reports it. */
export const zNodeSource = z.object({
  id: z.string(),
  name: z.string(),
  /** The asset's own status value (version_status of §3.1), null when it has none. */
  status: z.number().int().nullable(),
  updateDate: z.string(),
});
export type NodeSource = z.infer<typeof zNodeSource>;

export const querySourcesPage = defineEndpoint({
  id: 'nodes.sources',
  method: 'POST',
  path: '/server/nodeInfo/querySourcesPage',
  summary: 'Data assets hosted on a node (empty until the asset module registers as their provider).',
  access: READERS,
  operationLog: false,
  body: zPageParams.extend({ nodeId: zId }),
  response: zPage(zNodeSource),
});

export const saveNode = defineEndpoint({
  id: 'nodes.save',
  method: 'POST',
  path: '/server/nodeInfo/save',
  summary: 'Registers a node of the caller; answers its node token once (the heartbeat credential).',
  access: WRITERS,
  body: zNodeInput,
  response: zNodeWithToken,
});

export const updateNode = defineEndpoint({
  id: 'nodes.update',
  method: 'POST',
  path: '/server/nodeInfo/update',
  summary: "Updates one of the caller's nodes (the token is kept).",
  access: WRITERS,
  body: zNodeInput.extend({ id: zId }),
  response: zNodeInfo,
});

export const deleteNode = defineEndpoint({
  id: 'nodes.delete',
  method: 'POST',
  path: '/server/nodeInfo/delete',
  summary: "Deletes the caller's nodes; refused while a node still has secondaries or hosts assets.",
  access: WRITERS,
  body: z.object({ ids: z.array(zId).min(1).max(100) }),
  response: z.null(),
});

export const bindSecondary = defineEndpoint({
  id: 'nodes.bindSecondary',
  method: 'POST',
  path: '/server/nodeInfo/bindSecondary',
  summary:
    'Binds nodes of the same owner and kind as secondaries of a primary node: never itself, never into a cycle, one primary each.',
  access: WRITERS,
  body: z.object({ id: zId, secondaryIds: z.array(zId).min(1).max(100) }),
  response: zNodeDetail,
});

export const unbindSecondary = defineEndpoint({
  id: 'nodes.unbindSecondary',
  method: 'POST',
  path: '/server/nodeInfo/unbindSecondary',
  summary: 'Releases a secondary node from its primary.',
  access: WRITERS,
  body: z.object({ id: zId, secondaryId: zId }),
  response: zNodeDetail,
});

export const resetToken = defineEndpoint({
  id: 'nodes.resetToken',
  method: 'POST',
  path: '/server/nodeInfo/resetToken',
  summary: 'Issues a new node token (shown once); the old one stops working at once.',
  access: WRITERS,
  body: z.object({ id: zId }),
  response: zNodeWithToken,
});

export const setPlatformNode = defineEndpoint({
  id: 'nodes.setPlatform',
  method: 'POST',
  path: '/server/nodeInfo/setPlatformNode',
  summary:
    "Marks one of the operator's nodes as the platform node (platformNodeId); the previous one is unmarked.",
  access: { ...OPERATOR_ONLY, permission: 'nodeInfo:nodeinfo:save' },
  body: z.object({ id: zId }),
  response: zNodeInfo,
});

export const queryPlatformNode = defineEndpoint({
  id: 'nodes.platform',
  method: 'POST',
  path: '/server/nodeInfo/queryPlatformNode',
  summary:
    'The platform node (platformNodeId of the global state), or null while the operator has not set one.',
  access: 'user',
  operationLog: false,
  response: zNodeInfo.nullable(),
});

export const zHeartbeatQuery = z.object({
  nodeId: zId,
  /** online (default) or offline: a node shutting down says so and is offline at once. */
  status: zNodeStatus.default('online'),
  /** Software version of the node, shown in lists. */
  version: z.string().trim().max(50).optional(),
});

/**
 * Heartbeat of an edge node. Authenticated by the node token in the `X-Node-Token` header (what the node
 * software uses), or by the owner's own session (a manual check from the console).
 */
export const edgeNodeStatus = defineEndpoint({
  id: 'nodes.heartbeat',
  method: 'POST',
  path: '/server/user/edgeNodeStatus',
  summary:
    'Edge-node heartbeat (query nodeId, status, version; header X-Node-Token): marks the node online for 90 s.',
  access: 'public',
  operationLog: false,
  query: zHeartbeatQuery,
  response: z.object({
    nodeId: z.string(),
    status: zNodeStatus,
    serverTime: z.string(),
    /** Beat again within this many seconds. */
    intervalSeconds: z.number().int(),
    offlineAfterSeconds: z.number().int(),
  }),
});
