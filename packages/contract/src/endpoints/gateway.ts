import { z } from 'zod';
import { defineEndpoint, zId, zPage, zPageParams } from '../endpoint.js';
import type { Localized } from '../locales.js';

/**
 * The API gateway (`apps/gateway`): buyers of API goods call
 * `{gateway}/{itemId}/{version}/{interface path}` with their key in the `X-Api-Key` header (or the `apikey` query
 * parameter). `{version}` is a listed version of the good (`versionNo`) or `latest`.
 *
 * Control plane / data plane: the platform owns the configuration and the database; each gateway pulls a
 * versioned snapshot (`/server/gateway-control/config`, long poll), leases blocks of quota, journals every
 * call before answering it and reports its journal in sequence-numbered batches that the platform applies
 * once (`docs/gateway.md`). These control calls are authenticated by the gateway token, not a user session.
 *
 * Metering: a call counts when the upstream answered with a status below 500; the gateway's own refusals and
 * upstream failures never count. Usage per credential and China day is kept for the usage pages.
 */

/** Header and query parameter that carry a buyer's key. */
export const KEY_HEADER = 'x-api-key';
export const KEY_QUERY = 'apikey';
/** Version segment meaning "the newest listed version" (or the good's only route when it has no versions). */
export const LATEST_VERSION = 'latest';
/** Header of the control-plane calls. */
export const GATEWAY_TOKEN_HEADER = 'x-gateway-token';

/** Upper bounds (ms) of the latency buckets of the usage counters; the last bucket is everything slower. */
export const LATENCY_BUCKETS_MS = [10, 25, 50, 100, 250, 500, 1000, 2500] as const;

/** A refusal or failure answered by the gateway itself: HTTP status, envelope code, message. */
export interface GatewayError {
  status: number;
  code: number;
  msg: Localized;
}

/** Refusals and failures of the data plane (envelope codes 10600–10629). */
export const GATEWAY_ERRORS = {
  keyMissing: {
    status: 401,
    code: 10600,
    msg: {
      'zh-CN': '缺少 API 密钥：请在请求头 X-Api-Key 或查询参数 apikey 中提供',
      'zh-TW': '缺少 API 金鑰：請在請求標頭 X-Api-Key 或查詢參數 apikey 中提供',
      'en-US': 'the API key is missing: send it in the X-Api-Key header or the apikey query parameter',
    },
  },
  keyInvalid: {
    status: 401,
    code: 10601,
    msg: {
      'zh-CN': 'API 密钥无效或已被轮换、吊销',
      'zh-TW': 'API 金鑰無效或已被輪換、撤銷',
      'en-US': 'the API key is not valid (unknown, rotated or revoked)',
    },
  },
  keyWrongGood: {
    status: 403,
    code: 10602,
    msg: {
      'zh-CN': '该密钥不能调用此商品的接口',
      'zh-TW': '該金鑰不能呼叫此商品的介面',
      'en-US': 'this key was not issued for this API good',
    },
  },
  notYetValid: {
    status: 403,
    code: 10603,
    msg: {
      'zh-CN': '该密钥将于 {from} 生效',
      'zh-TW': '該金鑰將於 {from} 生效',
      'en-US': 'this key is valid from {from}',
    },
  },
  expired: {
    status: 403,
    code: 10604,
    msg: {
      'zh-CN': '该密钥已于 {until} 过期，请续购',
      'zh-TW': '該金鑰已於 {until} 過期，請續購',
      'en-US': 'this key expired on {until}; buy a new pack to continue',
    },
  },
  notInPlan: {
    status: 403,
    code: 10605,
    msg: {
      'zh-CN': '您购买的规格不包含此接口',
      'zh-TW': '您購買的規格不包含此介面',
      'en-US': 'the pack you bought does not include this interface',
    },
  },
  ipRefused: {
    status: 403,
    code: 10606,
    msg: {
      'zh-CN': '来源 IP 不允许调用此接口',
      'zh-TW': '來源 IP 不允許呼叫此介面',
      'en-US': 'calls from this IP address are not allowed',
    },
  },
  quotaExhausted: {
    status: 429,
    code: 10607,
    msg: {
      'zh-CN': '调用次数已用完（共 {total} 次），请续购',
      'zh-TW': '呼叫次數已用完（共 {total} 次），請續購',
      'en-US': 'the call quota is used up ({total} calls); buy a new pack to continue',
    },
  },
  rateLimited: {
    status: 429,
    code: 10608,
    msg: {
      'zh-CN': '调用过于频繁：每 {window} 秒最多 {limit} 次，请 {retry} 秒后重试',
      'zh-TW': '呼叫過於頻繁：每 {window} 秒最多 {limit} 次，請 {retry} 秒後重試',
      'en-US': 'too many calls: at most {limit} per {window} s; retry in {retry} s',
    },
  },
  routeNotFound: {
    status: 404,
    code: 10609,
    msg: {
      'zh-CN': '没有这个接口：{method} {path}',
      'zh-TW': '沒有這個介面：{method} {path}',
      'en-US': 'no such interface: {method} {path}',
    },
  },
  versionNotFound: {
    status: 404,
    code: 10610,
    msg: {
      'zh-CN': '版本 {version} 不存在或未上架',
      'zh-TW': '版本 {version} 不存在或未上架',
      'en-US': 'version {version} does not exist or is not listed',
    },
  },
  bodyTooLarge: {
    status: 413,
    code: 10611,
    msg: {
      'zh-CN': '请求体超过 {limit} 字节',
      'zh-TW': '請求內容超過 {limit} 位元組',
      'en-US': 'the request body is larger than {limit} bytes',
    },
  },
  upstreamTimeout: {
    status: 504,
    code: 10612,
    msg: {
      'zh-CN': '上游服务在 {seconds} 秒内未应答',
      'zh-TW': '上游服務在 {seconds} 秒內未回應',
      'en-US': 'the upstream service did not answer within {seconds} s',
    },
  },
  upstreamUnreachable: {
    status: 502,
    code: 10613,
    msg: {
      'zh-CN': '无法连接上游服务',
      'zh-TW': '無法連線上游服務',
      'en-US': 'the upstream service cannot be reached',
    },
  },
  upstreamRefused: {
    status: 502,
    code: 10614,
    msg: {
      'zh-CN': '上游地址不被允许（内网、回环或保留地址）',
      'zh-TW': '上游位址不被允許（內網、迴環或保留位址）',
      'en-US': 'the upstream address is not allowed (private, loopback or reserved)',
    },
  },
  notReady: {
    status: 503,
    code: 10615,
    msg: {
      'zh-CN': '网关尚未取得配置，请稍后重试',
      'zh-TW': '閘道尚未取得設定，請稍後重試',
      'en-US': 'the gateway has no configuration yet; retry shortly',
    },
  },
  bodyInvalid: {
    status: 400,
    code: 10617,
    msg: {
      'zh-CN': '请求体不符合接口定义：{detail}',
      'zh-TW': '請求內容不符合介面定義：{detail}',
      'en-US': 'the request body does not match the interface: {detail}',
    },
  },
  creditExhausted: {
    status: 402,
    code: 10618,
    msg: {
      'zh-CN': '可用额度不足以支付本次调用（每次 ¥{price}），请联系平台提高额度',
      'zh-TW': '可用額度不足以支付本次呼叫（每次 ¥{price}），請聯絡平台提高額度',
      'en-US':
        'the available credit does not cover this call (¥{price} per call); ask the platform to raise your limit',
    },
  },
  quotaUnavailable: {
    status: 503,
    code: 10616,
    msg: {
      'zh-CN': '暂时无法确认调用额度，请稍后重试',
      'zh-TW': '暫時無法確認呼叫額度，請稍後重試',
      'en-US': 'the call quota cannot be confirmed right now; retry shortly',
    },
  },
} as const satisfies Record<string, GatewayError>;
export type GatewayErrorKey = keyof typeof GATEWAY_ERRORS;

// --- control plane (platform <-> gateway) -------------------------------------------------------------------

/** An interface as the gateway routes it. The secret is sent in clear over the authenticated control channel. */
export interface RouteInterface {
  id: number;
  skuId: number;
  method: 'GET' | 'POST';
  path: string;
  upstreamUrl: string;
  authHeader: string;
  secret: string | null;
  /** JSON Schemas, sent only when the good's validator (request) or mock (response) plugin is on. */
  requestSchema?: Record<string, unknown> | null;
  responseSchema?: Record<string, unknown> | null;
}

export interface RouteGood {
  itemId: number;
  /** Listed versions (`versionNo`), newest first. */
  versions: string[];
  interfaces: RouteInterface[];
  plugins: PluginConfig;
}

export interface RouteCredential {
  id: number;
  orderId: number;
  consumerId: number;
  itemId: number;
  skuId: number;
  /** SHA-256 (hex) of each live key: up to two, so a buyer can switch keys without downtime. */
  keyHashes: string[];
  validFrom: string;
  validUntil: string | null;
  /** Calls bought; null: unlimited within the validity (no lease needed unless postpaid). */
  quotaTotal: number | null;
  /**
   * Postpaid per call (pay as you go): each call is charged from the buyer's credit limit, so every call needs a
   * lease of credit, as a pack's calls do; null: prepaid. The price per call in yuan (for the refusal's text).
   */
  postpaidPrice: string | null;
  /** The version the order pinned (also callable when no longer listed); null: none. */
  pinnedVersion: string | null;
}

/** What a gateway serves: every API good with interfaces, and every live credential. */
export interface GatewaySnapshot {
  version: string;
  issuedAt: string;
  goods: RouteGood[];
  credentials: RouteCredential[];
  testKeys: RouteTestKey[];
}

/** Calls of one credential on one China day, from one batch of a gateway's journal. */
export const zUsageLine = z.object({
  credentialId: z.number().int().positive(),
  /** YYYY-MM-DD (China Standard Time). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Billed calls: the upstream answered below 500. */
  calls: z.number().int().nonnegative(),
  /** Upstream 5xx, timeouts and unreachable upstreams (not billed). */
  failed: z.number().int().nonnegative(),
  /** Refused by the gateway (quota, rate limit, validity, IP) with a known key. */
  refused: z.number().int().nonnegative(),
  status2xx: z.number().int().nonnegative(),
  status3xx: z.number().int().nonnegative(),
  status4xx: z.number().int().nonnegative(),
  status5xx: z.number().int().nonnegative(),
  latencySumMs: z.number().nonnegative(),
  /** Counts per LATENCY_BUCKETS_MS bucket, plus one for slower calls. */
  latencyBuckets: z.array(z.number().int().nonnegative()).length(LATENCY_BUCKETS_MS.length + 1),
});
export type UsageLine = z.infer<typeof zUsageLine>;

export const zGatewayId = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);

/** A batch of a gateway's journal: the calls with sequence numbers in (fromSeq, toSeq], aggregated. */
export const zUsageBatch = z.object({
  gatewayId: zGatewayId,
  fromSeq: z.number().int().nonnegative(),
  toSeq: z.number().int().nonnegative(),
  lines: z.array(zUsageLine).max(100_000),
});
export type UsageBatch = z.infer<typeof zUsageBatch>;

export const zLeaseRequest = z.object({
  gatewayId: zGatewayId,
  credentialId: z.number().int().positive(),
  want: z.number().int().min(1).max(1_000_000),
});
export interface LeaseAnswer {
  granted: number;
  /** Calls left that no gateway holds (after this grant). */
  unleased: number;
  quotaTotal: number;
}

export const zReleaseRequest = z.object({
  gatewayId: zGatewayId,
  /** Unused calls handed back per credential; `all`: every lease of this gateway (at its start). */
  leases: z.array(z.object({ credentialId: z.number().int().positive(), count: z.number().int().min(0) })),
  all: z.boolean().default(false),
});

// --- usage pages ---------------------------------------------------------------------------------------------

export const zUsageDay = z.object({
  day: z.string(),
  calls: z.number().int(),
  failed: z.number().int(),
  refused: z.number().int(),
});

export const zUsageSummary = z.object({
  /** Billed calls in the period. */
  calls: z.number().int(),
  failed: z.number().int(),
  refused: z.number().int(),
  status: z.object({
    '2xx': z.number().int(),
    '3xx': z.number().int(),
    '4xx': z.number().int(),
    '5xx': z.number().int(),
  }),
  /** Upper bounds of the buckets the percentiles fall in (ms); null without calls. */
  latency: z.object({
    avgMs: z.number().nullable(),
    p50Ms: z.number().nullable(),
    p95Ms: z.number().nullable(),
    p99Ms: z.number().nullable(),
  }),
  byDay: z.array(zUsageDay),
});
export type UsageSummary = z.infer<typeof zUsageSummary>;

export const zCredentialUsage = zUsageSummary.extend({
  orderId: z.string(),
  orderNo: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  skuName: z.string(),
  keyPrefix: z.string().nullable(),
  quotaTotal: z.number().int().nullable(),
  quotaUsed: z.number().int(),
  /** null: unlimited. */
  quotaRemaining: z.number().int().nullable(),
  /** Pay as you go: the price of a call in 1/10000 yuan, charged from the buyer's credit; null: prepaid. */
  postpaidPrice: z.string().nullable(),
  /** Pay as you go: what the billed calls cost so far (quotaUsed × postpaidPrice, 1/10000 yuan); else "0". */
  charged: z.string(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  revoked: z.boolean(),
  /** Ready-to-run call of the first interface, with `{KEY}` in place of the key. */
  baseUrl: z.string().nullable(),
});
export type CredentialUsage = z.infer<typeof zCredentialUsage>;

const zDays = z.coerce.number().int().min(1).max(366).default(30);

export const credentialUsage = defineEndpoint({
  id: 'gateway.credentialUsage',
  method: 'GET',
  path: '/server/gateway/usage/credential',
  summary:
    "Usage of an API-goods order's credential over the last `days` China days: billed, failed and refused calls by day, status classes, latency percentiles, quota left. The buyer, the good's seller or the operator; others 404.",
  access: 'user',
  query: z.object({ orderId: zId, days: zDays }),
  response: zCredentialUsage,
});

export const zSellerUsageRow = z.object({
  itemId: z.string(),
  itemName: z.string(),
  consumerId: z.string(),
  consumerName: z.string(),
  calls: z.number().int(),
  failed: z.number().int(),
  refused: z.number().int(),
  avgMs: z.number().nullable(),
});

export const sellerUsage = defineEndpoint({
  id: 'gateway.sellerUsage',
  method: 'GET',
  path: '/server/gateway/usage/seller',
  summary:
    "Calls of the caller's API goods (developer; the operator sees every good) over the last `days` China days: totals, by day, and per good and consumer. `itemId` narrows to one good.",
  access: { roles: [0, 2, 3] },
  query: z.object({ itemId: zId.optional(), days: zDays }),
  response: zUsageSummary.extend({ rows: z.array(zSellerUsageRow) }),
});

// --- plugins (per API good, versioned; `pluginManage/index`, `pluginManage/viewVersions`) -------------------

const zHeaderName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/);
/** Headers the header plugin may never set or remove (the gateway owns them). */
export const PROTECTED_HEADERS = ['host', 'content-length', 'transfer-encoding', 'connection', KEY_HEADER];
const zHeaderChanges = z.object({
  set: z
    .array(z.object({ name: zHeaderName, value: z.string().max(500) }))
    .max(20)
    .default([]),
  remove: z.array(zHeaderName).max(20).default([]),
});
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** Whether a text is an IPv6 address (`::` shorthand and an IPv4 tail allowed). */
function isIpv6(text: string): boolean {
  const tail = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail && !IPV4.test(tail[2]!)) return false;
  const head = tail ? `${tail[1]}0:0` : text;
  if (!/^[0-9A-Fa-f:]+$/.test(head) || head.split('::').length > 2) return false;
  const groups = head.split(':').filter((g, i, all) => g !== '' || (i > 0 && i < all.length - 1));
  if (groups.some((g) => g.length > 4)) return false;
  return head.includes('::') ? groups.length < 8 : groups.length === 8;
}

/** Whether a text is an IPv4/IPv6 address or CIDR block with a prefix its family allows. */
export function isIpRule(rule: string): boolean {
  const [address = '', bits, extra] = rule.split('/');
  if (extra !== undefined) return false;
  const max = IPV4.test(address) ? 32 : isIpv6(address) ? 128 : -1;
  if (max < 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
}

/** An IPv4/IPv6 address or CIDR block. */
const zIpRule = z.string().trim().max(64).refine(isIpRule, { message: 'format' });

/**
 * The plugins of an API good (every version of the good). Each block is validated here and by the server; a saved
 * configuration is a new version of the good's plugins (history kept, restorable).
 */
export const zPluginConfig = z.object({
  /** Key authentication is always on; `allowQueryKey` also accepts the key in the `apikey` query parameter. */
  keyAuth: z.object({ allowQueryKey: z.boolean().default(true) }).default({ allowQueryKey: true }),
  /** Callers' IP addresses: deny wins; a non-empty allow list admits only its addresses. */
  ipRestriction: z
    .object({
      enabled: z.boolean().default(false),
      allow: z.array(zIpRule).max(100).default([]),
      deny: z.array(zIpRule).max(100).default([]),
    })
    .default({ enabled: false, allow: [], deny: [] }),
  /**
   * Calls per window, per credential (each buyer) or per good (all buyers together). Fixed windows are aligned to
   * the clock; sliding windows weigh the previous window. Shared by every gateway when REDIS_URL is set.
   */
  rateLimit: z
    .object({
      enabled: z.boolean().default(true),
      limit: z.number().int().min(1).max(1_000_000).default(100),
      windowSeconds: z.number().int().min(1).max(86_400).default(1),
      scope: z.enum(['credential', 'good']).default('credential'),
      algorithm: z.enum(['fixed', 'sliding']).default('fixed'),
    })
    .default({ enabled: true, limit: 100, windowSeconds: 1, scope: 'credential', algorithm: 'fixed' }),
  requestSize: z
    .object({
      enabled: z.boolean().default(true),
      maxBytes: z
        .number()
        .int()
        .min(1)
        .max(50 * 1024 * 1024)
        .default(1024 * 1024),
    })
    .default({ enabled: true, maxBytes: 1024 * 1024 }),
  timeout: z
    .object({ enabled: z.boolean().default(true), seconds: z.number().int().min(1).max(120).default(30) })
    .default({ enabled: true, seconds: 30 }),
  /** GET answers (status 200) kept for `ttlSeconds` per path and query; a cached answer is a billed call. */
  cache: z
    .object({
      enabled: z.boolean().default(false),
      ttlSeconds: z.number().int().min(1).max(3600).default(60),
    })
    .default({ enabled: false, ttlSeconds: 60 }),
  headers: z
    .object({
      enabled: z.boolean().default(false),
      request: zHeaderChanges.default({ set: [], remove: [] }),
      response: zHeaderChanges.default({ set: [], remove: [] }),
    })
    .default({ enabled: false, request: { set: [], remove: [] }, response: { set: [], remove: [] } })
    .refine(
      (h) =>
        ![
          ...h.request.set.map((s) => s.name),
          ...h.request.remove,
          ...h.response.set.map((s) => s.name),
          ...h.response.remove,
        ].some((n) => PROTECTED_HEADERS.includes(n.toLowerCase())),
      { message: 'format', path: ['request'] },
    ),
  /** POST bodies checked against the interface's request JSON Schema before they are forwarded (400 otherwise). */
  validator: z.object({ enabled: z.boolean().default(false) }).default({ enabled: false }),
  /** Test keys get answers generated from the interface's response schema instead of calling the upstream. */
  mock: z.object({ enabled: z.boolean().default(false) }).default({ enabled: false }),
});
export type PluginConfig = z.output<typeof zPluginConfig>;
export const DEFAULT_PLUGINS: PluginConfig = zPluginConfig.parse({});

export const zPluginVersion = z.object({
  id: z.string(),
  itemId: z.string(),
  /** 1, 2, … per good; 0: the defaults, never saved. */
  version: z.number().int(),
  config: zPluginConfig,
  note: z.string(),
  createdBy: z.string(),
  createDate: z.string().nullable(),
});
export type PluginVersion = z.infer<typeof zPluginVersion>;

const DEVELOPER_OR_OPERATOR = { roles: [0, 2] } as const;

export const zPluginGood = z.object({
  itemId: z.string(),
  itemName: z.string(),
  ownerName: z.string(),
  interfaces: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  config: zPluginConfig,
});

export const pluginGoods = defineEndpoint({
  id: 'gateway.pluginGoods',
  method: 'GET',
  path: '/server/gateway/plugin/goods',
  summary:
    "API goods with their current plugin configuration: the developer's own goods, every good for the operator. `name` filters by good name.",
  access: DEVELOPER_OR_OPERATOR,
  query: zPageParams.extend({ name: z.string().trim().max(100).optional() }),
  response: zPage(zPluginGood),
});

export const pluginGet = defineEndpoint({
  id: 'gateway.pluginGet',
  method: 'GET',
  path: '/server/gateway/plugin/get',
  summary:
    'The current plugin configuration of an API good (version 0: the defaults). Owner or operator; else 404.',
  access: DEVELOPER_OR_OPERATOR,
  query: z.object({ itemId: zId }),
  response: zPluginVersion,
});

export const pluginSave = defineEndpoint({
  id: 'gateway.pluginSave',
  method: 'POST',
  path: '/server/gateway/plugin/save',
  summary:
    'Saves the plugin configuration of an own API good as its next version; the gateways apply it within about a second.',
  access: { roles: [2] },
  body: z.object({ itemId: zId, config: zPluginConfig, note: z.string().trim().max(200).default('') }),
  response: zPluginVersion,
});

export const pluginVersions = defineEndpoint({
  id: 'gateway.pluginVersions',
  method: 'GET',
  path: '/server/gateway/plugin/versions',
  summary: 'The saved plugin versions of an API good, newest first. Owner or operator; else 404.',
  access: DEVELOPER_OR_OPERATOR,
  query: zPageParams.extend({ itemId: zId }),
  response: zPage(zPluginVersion),
});

export const pluginRestore = defineEndpoint({
  id: 'gateway.pluginRestore',
  method: 'POST',
  path: '/server/gateway/plugin/restore',
  summary: 'Saves an earlier plugin version of an own API good again, as the next version.',
  access: { roles: [2] },
  body: z.object({ itemId: zId, version: z.number().int().min(1) }),
  response: zPluginVersion,
});

// --- test keys (`/dataapp/gwTest`, `operate/gwTestOperate`; testType consumer 1, developer 2, operator 3) ----

/** testType (spec §3.1). */
export const TestType = { CONSUMER: 1, DEVELOPER: 2, OPERATOR: 3 } as const;
/** A test key lives this long. */
export const TEST_KEY_SECONDS = 3600;
/** Calls per minute of one test key. */
export const TEST_KEY_RATE_PER_MINUTE = 30;

export const zTestKey = z.object({
  key: z.string(),
  itemId: z.string(),
  testType: z.number().int(),
  expiresAt: z.string(),
  /** `{baseUrl}/{itemId}/latest`; null without a gateway. */
  callBase: z.string().nullable(),
  /** The good's mock plugin is on: answers come from the response schemas, not the upstream. */
  mock: z.boolean(),
});
export type TestKey = z.infer<typeof zTestKey>;

export const testKey = defineEndpoint({
  id: 'gateway.testKey',
  method: 'POST',
  path: '/server/gateway/testKey',
  summary:
    'Issues a sandbox key for an API good, valid one hour: free calls marked as tests (X-Gateway-Test), 30 per minute, every interface of the good. A consumer (testType 1) for a listed good, its developer (2), the operator (3).',
  access: 'user',
  body: z.object({ itemId: zId }),
  response: zTestKey,
});

/** Gateway routes of the good for gateway snapshots: the plugins, and test keys. */
export interface RouteTestKey {
  keyHash: string;
  itemId: number;
  testType: number;
  expiresAt: string;
}

export const zConsumerUsageRow = z.object({
  day: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  calls: z.number().int(),
  failed: z.number().int(),
  refused: z.number().int(),
  status2xx: z.number().int(),
  status4xx: z.number().int(),
  status5xx: z.number().int(),
  avgMs: z.number().nullable(),
});
export type ConsumerUsageRow = z.infer<typeof zConsumerUsageRow>;

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const consumerUsage = defineEndpoint({
  id: 'gateway.consumerUsage',
  method: 'GET',
  path: '/server/gateway/usage/consumer',
  summary:
    "The caller's gateway calls per API order and China day (consumer `consumer/order/query`), newest day first, with totals over the filter: from/to days (inclusive), one order.",
  access: { roles: [1] },
  query: zPageParams.extend({ orderId: zId.optional(), from: zDay.optional(), to: zDay.optional() }),
  response: zPage(zConsumerUsageRow).extend({
    totals: z.object({ calls: z.number().int(), failed: z.number().int(), refused: z.number().int() }),
  }),
});
