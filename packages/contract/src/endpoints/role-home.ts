import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { zGoodsQuantity } from './statistics.js';

/**
 * The home dashboards of the supplier (menu url producer/index), the developer (dev/devindex) and the consumer
 * (consumer/dashboard/index). The spec names no call for them: each home has one summary call (the first
 * screen), a monthly series loaded with the chart, and the supplier's storage use (read from the file store, so
 * kept off the first screen). Every figure counts the caller's own rows only; each call is for its one role.
 *
 * Months count in China Standard Time (UTC+8). Money: integers of 1/10000 yuan in a string. Sales are the
 * amounts of the orders paid in the period (by paid_at); income is the seller's net share booked in the bill
 * lines of the period's bill month (orders, per-use calls, refunds and adjustments, signed).
 */

const zMoney = z.string().regex(/^-?\d+$/);
const zCount = z.number().int().nonnegative();
/** A China Standard Time month, YYYY-MM. */
const zMonth = z.string().regex(/^\d{4}-\d{2}$/);

/** A seller's trade of one month. */
export const zSellerMonthFigures = z.object({
  /** Orders of the caller's goods placed in the month (any state). */
  orders: zCount,
  /** Orders of the caller's goods paid in the month. */
  paidOrders: zCount,
  /** Sales: the amount of those paid orders. */
  amount: zMoney,
  /** The caller's net income in the month's bill lines. */
  income: zMoney,
});
export type SellerMonthFigures = z.infer<typeof zSellerMonthFigures>;

/** Data assets of the caller per status (draft 0, approved 1, rejected 2, under review 3, disabled 4). */
export const zOwnAssets = z.object({
  total: zCount,
  /** Every status present, zero where none. */
  byStatus: z.array(z.object({ status: z.number().int(), count: zCount })),
});

export const zSupplierHome = z.object({
  assets: zOwnAssets,
  /** The caller's goods by state, all kinds and per kind (deleted goods left out). */
  goods: zGoodsQuantity,
  /** This month up to now. */
  month: zSellerMonthFigures,
  /** The caller's submissions awaiting the operator's review. */
  pendingReviews: z.object({
    /** Assets under review (status 3). */
    assets: zCount,
    /** Goods with an enable, disable or delete review open. */
    goods: zCount,
    total: zCount,
  }),
  /** The caller's data and privacy-computing nodes, online by their heartbeats (as the node list). */
  nodes: z.object({ online: zCount, offline: zCount }),
});
export type SupplierHome = z.infer<typeof zSupplierHome>;

export const zStorageUse = z.object({
  /** Bytes of the files in the caller's trusted storage. */
  bytes: z.number().int().nonnegative(),
  files: zCount,
  folders: zCount,
  /** false: the store holds more than one walk reads (the figures are a lower bound). */
  complete: z.boolean(),
});
export type StorageUse = z.infer<typeof zStorageUse>;

/** Gateway calls of the caller's API goods in a period. */
export const zOwnApiCalls = z.object({
  /** Calls the upstream answered (billed). */
  calls: zCount,
  /** Calls that failed upstream (5xx, timeout, unreachable). */
  failed: zCount,
  /** Calls the gateway refused (key, quota, plugins). */
  refused: zCount,
});

/** Articles of the caller by status (deleted ones left out). */
export const zOwnArticles = z.object({
  total: zCount,
  draft: zCount,
  inReview: zCount,
  published: zCount,
  rejected: zCount,
  takenDown: zCount,
});
export type OwnArticles = z.infer<typeof zOwnArticles>;

export const zDeveloperHome = z.object({
  /** The caller's goods by state, all kinds and per kind (deleted goods left out). */
  goods: zGoodsQuantity,
  /** This month up to now. */
  month: zSellerMonthFigures,
  /** Gateway calls of the caller's API goods this month. */
  api: zOwnApiCalls,
  articles: zOwnArticles,
});
export type DeveloperHome = z.infer<typeof zDeveloperHome>;

export const zConsumerHome = z.object({
  /** The caller's orders by order_status: awaiting payment 0, completed 1, cancelled or expired -1. */
  orders: z.object({ total: zCount, awaitingPayment: zCount, completed: zCount, cancelled: zCount }),
  /** The caller's credit: the limit, what is available, and used = limit - available. */
  credit: z.object({ limit: zMoney, available: zMoney, used: zMoney }),
  /** Asset grants to the caller in force today (China day). */
  grants: z.object({ active: zCount }),
  /** API credentials of the caller's orders: not revoked and within their validity now. */
  credentials: z.object({
    active: zCount,
    /** Active credentials without a call limit. */
    unlimited: zCount,
    /** Calls left on the active credentials that have a limit. */
    remainingCalls: z.number().int().nonnegative(),
  }),
  /** Runs of the caller's data-application orders not finished (waiting or running). */
  runsInProgress: zCount,
  /** Data-package deliveries the caller has not confirmed yet. */
  downloadsToConfirm: zCount,
});
export type ConsumerHome = z.infer<typeof zConsumerHome>;

export const zSellerMonth = zSellerMonthFigures.extend({ month: zMonth });
export type SellerMonth = z.infer<typeof zSellerMonth>;
export const zDeveloperMonth = zSellerMonth.extend({
  apiCalls: zCount,
  failedCalls: zCount,
  refusedCalls: zCount,
});
export type DeveloperMonth = z.infer<typeof zDeveloperMonth>;
export const zConsumerMonth = z.object({
  month: zMonth,
  /** Orders the caller placed in the month. */
  orders: zCount,
  /** Orders the caller paid in the month. */
  paidOrders: zCount,
  /** The amount of those paid orders. */
  amount: zMoney,
});
export type ConsumerMonth = z.infer<typeof zConsumerMonth>;

/** How many months a chart covers, ending with the current month. */
const zMonthsQuery = z.object({ months: z.coerce.number().int().min(1).max(24).default(12) });

const SUPPLIER = { roles: [3] } as const;
const DEVELOPER = { roles: [2] } as const;
const CONSUMER = { roles: [1] } as const;

export const supplier = defineEndpoint({
  id: 'roleHome.supplier',
  method: 'GET',
  path: '/server/home/supplier',
  summary:
    "The supplier home's figures: own assets, goods, trade this month, pending reviews, nodes (supplier).",
  access: SUPPLIER,
  response: zSupplierHome,
});

export const supplierMonthly = defineEndpoint({
  id: 'roleHome.supplierMonthly',
  method: 'GET',
  path: '/server/home/supplier/monthly',
  summary: "Orders, sales and income of the caller's goods per month, oldest first (supplier).",
  access: SUPPLIER,
  query: zMonthsQuery,
  response: z.array(zSellerMonth),
});

export const supplierStorage = defineEndpoint({
  id: 'roleHome.supplierStorage',
  method: 'GET',
  path: '/server/home/supplier/storage',
  summary: "Files, folders and bytes in the caller's trusted storage, walked now (supplier).",
  access: SUPPLIER,
  response: zStorageUse,
});

export const developer = defineEndpoint({
  id: 'roleHome.developer',
  method: 'GET',
  path: '/server/home/developer',
  summary: "The developer home's figures: own goods, trade and API calls this month, articles (developer).",
  access: DEVELOPER,
  response: zDeveloperHome,
});

export const developerMonthly = defineEndpoint({
  id: 'roleHome.developerMonthly',
  method: 'GET',
  path: '/server/home/developer/monthly',
  summary: "Orders, sales, income and API calls of the caller's goods per month, oldest first (developer).",
  access: DEVELOPER,
  query: zMonthsQuery,
  response: z.array(zDeveloperMonth),
});

export const consumer = defineEndpoint({
  id: 'roleHome.consumer',
  method: 'GET',
  path: '/server/home/consumer',
  summary:
    "The consumer home's figures: own orders, credit, grants, credentials, runs, deliveries (consumer).",
  access: CONSUMER,
  response: zConsumerHome,
});

export const consumerMonthly = defineEndpoint({
  id: 'roleHome.consumerMonthly',
  method: 'GET',
  path: '/server/home/consumer/monthly',
  summary: 'Orders the caller placed and paid, and the amount paid, per month, oldest first (consumer).',
  access: CONSUMER,
  query: zMonthsQuery,
  response: z.array(zConsumerMonth),
});
