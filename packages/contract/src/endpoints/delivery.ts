import { z } from 'zod';
import { defineEndpoint, zId } from '../endpoint.js';

/**
 * Delivery of paid orders (issue 7; spec §7.6 names `POST /server/delivery` and `GET /server/delivery/get`).
 *
 * Data packages (item type 2): the package files are pinned when the order is paid. `POST /server/delivery`
 * (buyer only) delivers them: the first time, each file's size and SHA-256 are recorded (and written to the
 * evidence ledger); every call answers fresh signed download links valid `DOWNLOAD_LINK_SECONDS`
 * (`sig = HMAC-SHA256(orderId "|" fileIndex "|" expires)`). The link itself is the credential (no login needed),
 * streams the file as an attachment, and every download is counted and logged. `GET /server/delivery/get`
 * shows the delivery (buyer, seller of the good, operator; others 404). `confirm` records the buyer's receipt.
 *
 * API goods (item type 5): payment issues one API credential per order, without a key. `apiCredential/reveal`
 * generates the key and answers it exactly once (again: API_KEY_ALREADY_REVEALED); `apiCredential/rotate`
 * (with `confirm: true`) replaces it with a new key answered once. Only the SHA-256 of a key is stored.
 * Quota: per use = SKU use count × quantity calls; per period = unlimited calls for period × quantity;
 * validity: from payment for the period, else the SKU's validity days (null: no end).
 */

const CONSUMER = { roles: [1] } as const;

export const DOWNLOAD_LINK_SECONDS = 300;
/**
 * Days after payment after which a data package's delivery the buyer has not confirmed is confirmed automatically
 * (an evidence entry with `auto: true`; the files stay downloadable): a paid order does not stay open for ever.
 */
export const AUTO_CONFIRM_DAYS = 7;
export const API_KEY_PREFIX = 'dmk_';

/** State of the delivery of an order. */
export const DeliveryState = {
  /** Paid, nothing downloaded yet. */
  PENDING: 0,
  /** Downloaded at least once. */
  DOWNLOADED: 1,
  /** The buyer confirmed receipt. */
  CONFIRMED: 2,
} as const;
export type DeliveryState = (typeof DeliveryState)[keyof typeof DeliveryState];

export const zDeliveryFile = z.object({
  index: z.number().int(),
  /** File name (last segment of the path in the seller's trusted storage). */
  name: z.string(),
  /** null until first delivered. */
  size: z.number().int().nullable(),
  sha256: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  downloads: z.number().int(),
});

export const zDownloadLog = z.object({
  id: z.string(),
  fileIndex: z.number().int(),
  fileName: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  bytes: z.number().int(),
  completed: z.boolean(),
  createdAt: z.string(),
});

export const zApiCredential = z.object({
  id: z.string(),
  orderId: z.string(),
  itemId: z.string(),
  skuId: z.string(),
  /** `dmk_` and the first 8 characters of the key once revealed; null before. */
  keyPrefix: z.string().nullable(),
  /** Prefix of the second key (slot 2), live beside the first so keys can be switched without downtime. */
  key2Prefix: z.string().nullable(),
  /** The order was refunded: no key works. */
  revoked: z.boolean(),
  revealed: z.boolean(),
  /** Calls allowed; null: unlimited within the validity. */
  quotaTotal: z.number().int().nullable(),
  quotaUsed: z.number().int(),
  /** Pay as you go: the price of one call in 1/10000 yuan, charged from the credit limit; null: prepaid. */
  postpaidPrice: z.string().nullable(),
  validFrom: z.string(),
  /** null: no end. */
  validUntil: z.string().nullable(),
  revealedAt: z.string().nullable(),
  rotatedAt: z.string().nullable(),
  createDate: z.string(),
});
export type ApiCredential = z.infer<typeof zApiCredential>;

export const zDelivery = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  itemType: z.number().int(),
  /** 'files' (data package), 'api' (API goods) or 'none' (delivered another way). */
  kind: z.enum(['files', 'api', 'none']),
  /** DeliveryState; null when the order is not paid. */
  state: z.number().int().nullable(),
  files: z.array(zDeliveryFile),
  downloads: z.number().int(),
  /** Newest first, at most 50. */
  log: z.array(zDownloadLog),
  confirmedAt: z.string().nullable(),
  credential: zApiCredential.nullable(),
});
export type Delivery = z.infer<typeof zDelivery>;

export const zDownloadLink = z.object({
  index: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** Path and query of the signed link (relative to the server). */
  url: z.string(),
  expiresAt: z.string(),
});

export const zDeliverResult = z.object({ delivery: zDelivery, links: z.array(zDownloadLink) });
export type DeliverResult = z.infer<typeof zDeliverResult>;

const zOrderBody = z.object({ orderId: zId });

export const deliver = defineEndpoint({
  id: 'delivery.deliver',
  method: 'POST',
  path: '/server/delivery',
  summary:
    "Delivers a paid data-package order to its buyer: records each file's SHA-256 once and answers signed download links valid 5 minutes.",
  access: CONSUMER,
  body: zOrderBody,
  response: zDeliverResult,
});

export const get = defineEndpoint({
  id: 'delivery.get',
  method: 'GET',
  path: '/server/delivery/get',
  summary: 'The delivery of an order: files, hashes, download count and log, API credential (no key).',
  access: 'user',
  query: z.object({ orderId: zId }),
  response: zDelivery,
});

export const download = defineEndpoint({
  id: 'delivery.download',
  method: 'GET',
  path: '/server/delivery/download',
  summary: 'Streams one package file through a signed link (the signature is the credential).',
  access: 'public',
  query: z.object({
    orderId: zId,
    file: z.coerce.number().int().min(0).max(999),
    expires: z.coerce.number().int().positive(),
    sig: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  response: z.null(),
  raw: true,
});

export const confirm = defineEndpoint({
  id: 'delivery.confirm',
  method: 'POST',
  path: '/server/delivery/confirm',
  summary: 'The buyer confirms receipt of a downloaded data package (written to the evidence ledger).',
  access: CONSUMER,
  body: zOrderBody,
  response: zDelivery,
});

export const revealKey = defineEndpoint({
  id: 'delivery.revealKey',
  method: 'POST',
  path: '/server/delivery/apiCredential/reveal',
  summary: 'Generates and answers the API key of an API-goods order, exactly once.',
  access: CONSUMER,
  body: zOrderBody,
  response: z.object({ key: z.string(), credential: zApiCredential }),
});

/** A key slot of a credential: two keys may be live at once. */
export const zKeySlot = z.coerce.number().int().min(1).max(2);

export const rotateKey = defineEndpoint({
  id: 'delivery.rotateKey',
  method: 'POST',
  path: '/server/delivery/apiCredential/rotate',
  summary:
    'Replaces the API key in a slot (1 default, or 2: a second key beside the first) with a new one, answered once; the key it replaces stops working within a second. Quota, usage and bills stay with the credential.',
  access: CONSUMER,
  body: zOrderBody.extend({ confirm: z.literal(true), slot: zKeySlot.default(1) }),
  response: z.object({ key: z.string(), credential: zApiCredential }),
});

export const revokeKey = defineEndpoint({
  id: 'delivery.revokeKey',
  method: 'POST',
  path: '/server/delivery/apiCredential/revoke',
  summary:
    'Removes the key of a slot (it stops working within a second). The last live key cannot be removed (409): rotate it instead.',
  access: CONSUMER,
  body: zOrderBody.extend({ confirm: z.literal(true), slot: zKeySlot }),
  response: zApiCredential,
});
