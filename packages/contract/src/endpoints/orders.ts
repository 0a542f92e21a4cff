import { z } from 'zod';
import { defineEndpoint, OPERATOR_ONLY, zId, zPage, zPageParams } from '../endpoint.js';
import { zUKeyProof } from './ukey.js';

/**
 * Orders and payment by credit limit (spec §7.6, screens §2.2, enums §3.1).
 *
 * A consumer previews the price (`render`), submits an order (`submit`, awaiting payment: order_status 0,
 * pay_status 0) and pays it from the credit limit (`/server/pay`, method `VIRTUAL_COIN_PAY`): paid orders are
 * completed (order_status 1, pay_status 1). An unpaid order is cancelled by the consumer (order_status -1,
 * pay_status 3) or expires after 30 minutes (order_status -1, pay_status 6).
 *
 * `submit` and `pay` are idempotent with a required `Idempotency-Key` header (1–100 characters of letters,
 * digits and `-_.:`), per consumer: the same key with the same body answers the first answer
 * again (and does the work once); with another body it answers IDEMPOTENCY_KEY_REUSED. Keys are kept 7 days.
 * `cancel` is idempotent by itself (cancelling a cancelled order answers it unchanged).
 *
 * Money: integers of 1/10000 yuan in a string (e.g. "125000" = 12.50 yuan; format with `formatMoney`).
 *
 * Paths not named by the spec (designed here): `cancel`, `userPage` (consumer list), `sellerPage` (seller list),
 * `operatePage` (operator list), `operateDetail/{id}`.
 */

/** Consumers (role type 1) order and pay. */
const CONSUMER = { roles: [1] } as const;
/** Sellers: developers (2) and suppliers (3). */
const SELLER = { roles: [2, 3] } as const;

/** Minutes an unpaid order waits for payment. */
export const PAY_TIMEOUT_MINUTES = 30;

/** order_status. */
export const OrderStatus = { CANCELLED: -1, AWAITING_PAYMENT: 0, COMPLETED: 1 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
/** pay_status. */
export const PayStatus = { UNPAID: 0, PAID: 1, CANCELLED: 3, EXPIRED: 6 } as const;
export type PayStatus = (typeof PayStatus)[keyof typeof PayStatus];
/** The only payment method: the consumer's credit limit. */
export const PAY_METHODS = ['VIRTUAL_COIN_PAY'] as const;

/** The header that makes submit and pay idempotent (cancel is idempotent by itself). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

const zMoney = z.string().regex(/^-?\d+$/);

/** The most units (uses, periods) one order may buy. */
export const MAX_ORDER_QUANTITY = 10_000;

// The bounds come before `int()`: zod checks in order, and `int()` alone names 2^53 as the maximum of a huge number.
const zQuantity = z.coerce.number().min(1).max(MAX_ORDER_QUANTITY).int();

export const zRenderBody = z.object({
  itemId: zId,
  skuId: zId,
  quantity: zQuantity.default(1),
});

/** The price preview of a good + SKU + quantity. */
export const zOrderRender = z.object({
  itemId: z.string(),
  skuId: z.string(),
  itemType: z.number().int(),
  itemName: z.string(),
  skuName: z.string(),
  coverImage: z.string(),
  sellerId: z.string(),
  billingMode: z.number().int(),
  useCount: z.number().int().nullable(),
  periodUnit: z.string().nullable(),
  periodCount: z.number().int().nullable(),
  validityDays: z.number().int().nullable(),
  quantity: z.number().int(),
  /** Price of one SKU unit (1/10000 yuan): the consumer's accepted negotiated price when there is one. */
  unitPrice: zMoney,
  /** The SKU's list price (1/10000 yuan). */
  listUnitPrice: zMoney.optional(),
  /** The accepted proposal (negotiatedPrice) the next order uses, if any. */
  negotiationId: z.string().nullable().optional(),
  /** Whether the SKU takes price proposals. */
  negotiable: z.boolean().optional(),
  /** unitPrice × quantity (1/10000 yuan). */
  amount: zMoney,
  /** The good's agreement the consumer must accept, and its SHA-256 (hex) to send back with submit. */
  agreement: z.string(),
  agreementHash: z.string(),
});
export type OrderRender = z.infer<typeof zOrderRender>;

export const zSubmitBody = zRenderBody.extend({
  /** The consumer ticked the agreement checkbox. */
  agreementAccepted: z.literal(true),
  /** The agreement hash from `render`: if the agreement changed since, submit is refused. */
  agreementHash: z.string().regex(/^[0-9a-f]{64}$/),
});

/** An order as every role sees it. */
export const zOrder = z.object({
  id: z.string(),
  /** Human-readable order number: date (YYYYMMDD) + 8-digit sequence. */
  orderNo: z.string(),
  consumerId: z.string(),
  consumerName: z.string(),
  sellerId: z.string(),
  itemId: z.string(),
  skuId: z.string(),
  itemType: z.number().int(),
  itemName: z.string(),
  skuName: z.string(),
  coverImage: z.string(),
  quantity: z.number().int(),
  unitPrice: zMoney,
  amount: zMoney,
  orderStatus: z.number().int(),
  payStatus: z.number().int(),
  payMethod: z.string().nullable(),
  payDate: z.string().nullable(),
  cancelDate: z.string().nullable(),
  /** When an unpaid order expires. */
  expireDate: z.string(),
  agreementHash: z.string(),
  agreementAcceptedDate: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type Order = z.infer<typeof zOrder>;

/** The SKU and good as they were when ordered (pinned). */
export const zOrderSnapshot = z.object({
  item: z.object({
    id: z.string(),
    name: z.string(),
    itemType: z.number().int(),
    ownerId: z.string(),
    summary: z.string(),
    coverImage: z.string(),
    agreement: z.string(),
    /** The good's last change before the order (its version). */
    version: z.string(),
  }),
  sku: z.object({
    id: z.string(),
    name: z.string(),
    billingMode: z.number().int(),
    price: zMoney,
    useCount: z.number().int().nullable(),
    periodUnit: z.string().nullable(),
    periodCount: z.number().int().nullable(),
    validityDays: z.number().int().nullable(),
    description: z.string(),
  }),
});
export type OrderSnapshot = z.infer<typeof zOrderSnapshot>;

export const zOrderDetail = zOrder.extend({ snapshot: zOrderSnapshot });
export type OrderDetail = z.infer<typeof zOrderDetail>;

/** Filters of the order lists. */
export const zOrderListBody = zPageParams.extend({
  orderNo: z.string().trim().max(40).optional(),
  itemName: z.string().trim().max(100).optional(),
  itemType: z.coerce.number().int().min(1).max(5).optional(),
  /** Several kinds at once (a list of a menu entry holding more than one kind); `itemType` narrows it. */
  itemTypes: z.array(z.coerce.number().int().min(1).max(5)).min(1).max(5).optional(),
  orderStatus: z.coerce
    .number()
    .int()
    .refine((n) => [-1, 0, 1].includes(n), { message: 'oneOf' })
    .optional(),
  payStatus: z.coerce
    .number()
    .int()
    .refine((n) => [0, 1, 3, 6].includes(n), { message: 'oneOf' })
    .optional(),
  /** Created on or after (ISO date or date-time). */
  startDate: z.string().datetime({ offset: true }).or(z.string().date()).optional(),
  /** Created before the end of (ISO date) or before (date-time). */
  endDate: z.string().datetime({ offset: true }).or(z.string().date()).optional(),
});
/** The operator also filters by consumer and seller. */
export const zOperateOrderListBody = zOrderListBody.extend({
  consumerId: zId.optional(),
  sellerId: zId.optional(),
});

export const zPayBody = z.object({
  orderId: zId,
  payMethod: z.enum(PAY_METHODS).default('VIRTUAL_COIN_PAY'),
  /** The buyer's USB key confirming this payment (a ticket of `/server/user/ukey/challenge`), when it has one. */
  ukey: zUKeyProof.optional(),
});

/** The answer of a payment: the paid order and the credit left. */
export const zPayResult = z.object({
  order: zOrder,
  /** Available credit after the payment (1/10000 yuan). */
  available: zMoney,
});
export type PayResult = z.infer<typeof zPayResult>;

// --- endpoints --------------------------------------------------------------------------------------------

export const render = defineEndpoint({
  id: 'orders.render',
  method: 'POST',
  path: '/server/order/render',
  summary: 'Price preview of a listed good, an enabled SKU and a quantity (money in 1/10000 yuan).',
  access: CONSUMER,
  operationLog: false,
  body: zRenderBody,
  response: zOrderRender,
});

export const submit = defineEndpoint({
  id: 'orders.submit',
  method: 'POST',
  path: '/server/order/submit',
  summary:
    'Creates an order awaiting payment (Idempotency-Key header required): price and good pinned, agreement acceptance recorded.',
  access: CONSUMER,
  body: zSubmitBody,
  response: zOrderDetail,
});

export const pay = defineEndpoint({
  id: 'orders.pay',
  method: 'POST',
  path: '/server/pay',
  summary:
    'Pays an order from the credit limit (VIRTUAL_COIN_PAY; Idempotency-Key header required): deducts once, in one transaction.',
  access: CONSUMER,
  body: zPayBody,
  response: zPayResult,
});

export const cancel = defineEndpoint({
  id: 'orders.cancel',
  method: 'POST',
  path: '/server/order/cancel',
  summary:
    'Cancels an unpaid order of the consumer (order_status -1, pay_status 3). Repeating it is harmless.',
  access: CONSUMER,
  body: z.object({ orderId: zId }),
  response: zOrder,
});

export const orderUserDetail = defineEndpoint({
  id: 'orders.orderUserDetail',
  method: 'POST',
  path: '/server/order/orderUserDetail/{id}',
  summary: "The buyer's view of one of their orders (another consumer's order: 404).",
  access: CONSUMER,
  operationLog: false,
  response: zOrderDetail,
});

export const orderDetailByseller = defineEndpoint({
  id: 'orders.orderDetailByseller',
  method: 'POST',
  path: '/server/order/orderDetailByseller/{id}',
  summary: "The seller's view of an order of one of its goods (any other order: 404).",
  access: SELLER,
  operationLog: false,
  response: zOrderDetail,
});

export const operateDetail = defineEndpoint({
  id: 'orders.operateDetail',
  method: 'POST',
  path: '/server/order/operateDetail/{id}',
  summary: 'The operator view of any order.',
  access: OPERATOR_ONLY,
  operationLog: false,
  response: zOrderDetail,
});

export const userPage = defineEndpoint({
  id: 'orders.userPage',
  method: 'POST',
  path: '/server/order/userPage',
  summary: "The consumer's orders, newest first, with filters.",
  access: CONSUMER,
  operationLog: false,
  body: zOrderListBody,
  response: zPage(zOrder),
});

export const sellerPage = defineEndpoint({
  id: 'orders.sellerPage',
  method: 'POST',
  path: '/server/order/sellerPage',
  summary: 'Orders of the seller’s goods, newest first, with filters.',
  access: SELLER,
  operationLog: false,
  body: zOrderListBody,
  response: zPage(zOrder),
});

export const operatePage = defineEndpoint({
  id: 'orders.operatePage',
  method: 'POST',
  path: '/server/order/operatePage',
  summary: 'Every order, newest first, with filters (operator).',
  access: OPERATOR_ONLY,
  operationLog: false,
  body: zOperateOrderListBody,
  response: zPage(zOrder),
});
