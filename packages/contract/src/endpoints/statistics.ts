import { z } from 'zod';
import { defineEndpoint, OPERATOR_ONLY } from '../endpoint.js';

/**
 * The operator's statistics (spec §7.9): the figures of the operations home (menu url operate/index).
 * `/server/overview/*` sum up data assets, goods and trade; `/server/operator/*` give the dashboard's cards,
 * charts, top lists, to-do list and monitor. Operators only; every call is a read (not operation-logged).
 *
 * Days and months count in China Standard Time (UTC+8). Money: integers of 1/10000 yuan in a string. GMV is the
 * amount of paid orders by the time they were paid (refunds are billing events and do not lower it);
 * commission is the platform's net share in the bill lines (orders, per-use calls, refunds and adjustments).
 */

const zMoney = z.string().regex(/^-?\d+$/);
const zCount = z.number().int().nonnegative();
/** A China Standard Time month, YYYY-MM. */
const zMonth = z.string().regex(/^\d{4}-\d{2}$/);

/** Trade figures of a period. */
export const zTradeFigures = z.object({
  /** Orders placed in the period (any state). */
  orders: zCount,
  /** Orders paid in the period. */
  paidOrders: zCount,
  /** GMV: amount of the orders paid in the period. */
  amount: zMoney,
  /** The platform's commission booked in the period. */
  commission: zMoney,
});
export type TradeFigures = z.infer<typeof zTradeFigures>;

export const zTransactionOverview = z.object({
  /** Today (China time), live. */
  today: zTradeFigures,
  /** This month up to now. */
  month: zTradeFigures,
  /** The whole previous month. */
  lastMonth: zTradeFigures,
});
export type TransactionOverview = z.infer<typeof zTransactionOverview>;

export const zDatasourceOverview = z.object({
  /** Data assets (data sources) of every supplier. */
  total: zCount,
  /** Per asset status (draft 0, approved 1, rejected 2, under review 3, disabled 4). */
  byStatus: z.array(z.object({ status: z.number().int(), count: zCount })),
  /** Assets created this month. */
  newThisMonth: zCount,
});
export type DatasourceOverview = z.infer<typeof zDatasourceOverview>;

/** Goods of one kind (or all kinds) by state; deleted goods are not counted. */
export const zGoodsCounts = z.object({
  total: zCount,
  /** In the mall: listed and enabled (or a disable review open). */
  listed: zCount,
  /** An enable, disable or delete review is open. */
  underReview: zCount,
  /** product_status 0: never enabled. */
  notEnabled: zCount,
  /** product_status 4. */
  disabled: zCount,
  /** Enabled but not listed (never listed or delisted). */
  delisted: zCount,
});
export type GoodsCounts = z.infer<typeof zGoodsCounts>;

export const zGoodsQuantity = z.object({
  all: zGoodsCounts,
  /** One row per goods kind (item_type 1–5), every kind present. */
  byKind: z.array(zGoodsCounts.extend({ itemType: z.number().int() })),
});
export type GoodsQuantity = z.infer<typeof zGoodsQuantity>;

export const zItemOverview = z.object({
  all: zGoodsCounts,
  /** Goods created today and this month. */
  newToday: zCount,
  newThisMonth: zCount,
});
export type ItemOverview = z.infer<typeof zItemOverview>;

/** Accounts of one role type (or all) by state. */
export const zUserCounts = z.object({
  total: zCount,
  /** Approved and enabled. */
  active: zCount,
  /** user_status 0. */
  disabled: zCount,
  /** Registration awaiting a review (sp_type 0 or 3). */
  pending: zCount,
  /** Registration rejected (sp_type 2). */
  rejected: zCount,
});
export type UserCounts = z.infer<typeof zUserCounts>;

export const zUserQuantity = z.object({
  all: zUserCounts,
  /** One row per role type (operator 0, consumer 1, developer 2, supplier 3), every role present. */
  byRole: z.array(zUserCounts.extend({ roleType: z.number().int() })),
  /** Accounts created today and this month. */
  newToday: zCount,
  newThisMonth: zCount,
});
export type UserQuantity = z.infer<typeof zUserQuantity>;

/** up: answering; down: failed or unreachable; warn: answering but behind (a job's backlog, a stale gateway). */
export const MONITOR_STATES = ['up', 'warn', 'down'] as const;
export type MonitorStateValue = (typeof MONITOR_STATES)[number];

const zCheck = z.object({
  status: z.enum(MONITOR_STATES),
  /** When this check ran (ISO). */
  checkedAt: z.string(),
  /** The check's round trip in milliseconds. */
  latencyMs: z.number().nonnegative(),
  /** Why it is down or behind (the error's message). */
  detail: z.string(),
});

export const zMonitorState = z.object({
  database: zCheck.extend({
    /** The embedded PGlite or a PostgreSQL server; null when it did not answer. */
    engine: z.enum(['pglite', 'postgres']).nullable(),
    /** e.g. "PostgreSQL 15.20". */
    version: z.string(),
  }),
  storage: zCheck.extend({ kind: z.enum(['local', 's3']) }),
  /** API gateways that reported to the platform; null when none ever did. */
  gateway: zCheck
    .extend({
      online: zCount,
      total: zCount,
      /** The newest report of any gateway (ISO). */
      lastSeenAt: z.string().nullable(),
    })
    .nullable(),
  /**
   * Background jobs judged by the work they left overdue, whichever app node runs them: `order-expiry`
   * (unpaid orders past their payment time), `api-evidence` (closed days of API calls not yet in the ledger).
   */
  jobs: z.array(
    zCheck.extend({
      key: z.string(),
      /** Items overdue. */
      backlog: zCount,
      /** The oldest overdue item's due time (ISO), null without backlog. */
      oldestDueAt: z.string().nullable(),
    }),
  ),
  /** Data and privacy-computing nodes, online by their heartbeats. */
  nodes: zCheck.extend({
    online: zCount,
    offline: zCount,
    byKind: z.array(z.object({ kind: z.string(), online: zCount, offline: zCount })),
    /** The newest heartbeat of any node (ISO). */
    lastHeartbeatAt: z.string().nullable(),
  }),
});
export type MonitorState = z.infer<typeof zMonitorState>;

export const zTodoSummary = z.object({
  /** The operator's open tasks (assigned to them, or to the operators' role). */
  total: zCount,
  /** Open tasks per process, most first. */
  byProcess: z.array(z.object({ processKey: z.string(), processName: z.string(), count: zCount })),
  /** The newest open tasks (at most 10). */
  latest: z.array(
    z.object({
      taskId: z.string(),
      taskName: z.string(),
      processInstanceId: z.string(),
      processKey: z.string(),
      processName: z.string(),
      objectName: z.string(),
      submitterName: z.string(),
      createTime: z.string(),
    }),
  ),
});
export type TodoSummary = z.infer<typeof zTodoSummary>;

/** How many months the monthly charts cover, ending with the current month. */
const zMonthsBody = z
  .object({ months: z.coerce.number().int().min(1).max(24).default(12) })
  .default({ months: 12 });

export const zOrderMonth = z.object({ month: zMonth, orders: zCount, paidOrders: zCount });
export const zServiceMonth = z.object({
  month: zMonth,
  /** Gateway calls of API goods the upstream answered (billed). */
  apiCalls: zCount,
  /** Calls that failed upstream (5xx, timeout). */
  failedCalls: zCount,
  /** Calls the gateway refused (key, quota, plugins). */
  refusedCalls: zCount,
});
export const zPriceMonth = z.object({ month: zMonth, amount: zMoney, commission: zMoney });

/** The period of a top list: this month, the last 12 months (incl. this one), or this year. */
export const TOP_RANGES = ['month', 'year', 'last12'] as const;
export type TopRange = (typeof TOP_RANGES)[number];

export const zTopGood = z.object({
  itemId: z.string(),
  itemName: z.string(),
  itemType: z.number().int(),
  sellerId: z.string(),
  paidOrders: zCount,
  amount: zMoney,
});
export type TopGood = z.infer<typeof zTopGood>;

/** type 1: sellers by their goods' paid orders; type 2: buyers by the orders they paid. */
export const COMPANY_SIDES = [1, 2] as const;

export const zTopCompany = z.object({
  userId: z.string(),
  username: z.string(),
  companyName: z.string(),
  roleType: z.number().int(),
  paidOrders: zCount,
  amount: zMoney,
});
export type TopCompany = z.infer<typeof zTopCompany>;

const read = { access: OPERATOR_ONLY, operationLog: false } as const;

export const queryDatasource = defineEndpoint({
  ...read,
  id: 'statistics.queryDatasource',
  method: 'POST',
  path: '/server/overview/queryDatasource',
  summary: 'Data assets of all suppliers: total, per status, created this month (operator).',
  response: zDatasourceOverview,
});

export const queryItem = defineEndpoint({
  ...read,
  id: 'statistics.queryItem',
  method: 'POST',
  path: '/server/overview/queryItem',
  summary: 'Goods by state, and goods created today and this month (operator).',
  response: zItemOverview,
});

export const queryTransaction = defineEndpoint({
  ...read,
  id: 'statistics.queryTransaction',
  method: 'POST',
  path: '/server/overview/queryTransaction',
  summary: 'Orders, paid orders, GMV and commission today, this month and last month (operator).',
  response: zTransactionOverview,
});

export const goodsQuantity = defineEndpoint({
  ...read,
  id: 'statistics.goodsQuantity',
  method: 'POST',
  path: '/server/operator/goodsQuantity',
  summary: 'Goods per kind and state, deleted goods left out (operator).',
  response: zGoodsQuantity,
});

export const userQuantity = defineEndpoint({
  ...read,
  id: 'statistics.userQuantity',
  method: 'POST',
  path: '/server/operator/userQuantity',
  summary: 'Accounts per role type and state, and new accounts today and this month (operator).',
  response: zUserQuantity,
});

export const monitorState = defineEndpoint({
  ...read,
  id: 'statistics.monitorState',
  method: 'POST',
  path: '/server/operator/monitorState',
  summary:
    'Checks run now: database, file storage, API gateways, background jobs and nodes, each with its time (operator).',
  response: zMonitorState,
});

export const toDoList = defineEndpoint({
  ...read,
  id: 'statistics.toDoList',
  method: 'POST',
  path: '/server/operator/toDoList',
  summary: "The operator's open workflow tasks: total, per process, the newest ten.",
  response: zTodoSummary,
});

export const queryOrderByMonth = defineEndpoint({
  ...read,
  id: 'statistics.queryOrderByMonth',
  method: 'POST',
  path: '/server/operator/queryOrderByMonth',
  summary: 'Orders placed and paid per month, oldest first, the current month last (operator).',
  body: zMonthsBody,
  response: z.array(zOrderMonth),
});

export const queryServiceCountByMonth = defineEndpoint({
  ...read,
  id: 'statistics.queryServiceCountByMonth',
  method: 'POST',
  path: '/server/operator/queryServiceCountByMonth',
  summary: 'API calls through the gateway per month: billed, failed and refused (operator).',
  body: zMonthsBody,
  response: z.array(zServiceMonth),
});

export const queryPriceByMonth = defineEndpoint({
  ...read,
  id: 'statistics.queryPriceByMonth',
  method: 'POST',
  path: '/server/operator/queryPriceByMonth',
  summary: 'GMV and commission per month, oldest first (operator).',
  body: zMonthsBody,
  response: z.array(zPriceMonth),
});

export const querySumItemOrder = defineEndpoint({
  ...read,
  id: 'statistics.querySumItemOrder',
  method: 'POST',
  path: '/server/operator/querySumItemOrder',
  summary: 'Top goods by the amount of their paid orders in a period, optionally of one kind (operator).',
  body: z
    .object({
      /** Goods kind 1–5; all kinds when left out. */
      itemType: z.coerce.number().int().min(1).max(5).optional(),
      range: z.enum(TOP_RANGES).default('month'),
      /** How many goods (1–50). */
      limit: z.coerce.number().int().min(1).max(50).default(10),
    })
    .default({ range: 'month', limit: 10 }),
  response: z.array(zTopGood),
});

export const queryCompanyPriceOrder = defineEndpoint({
  ...read,
  id: 'statistics.queryCompanyPriceOrder',
  method: 'POST',
  path: '/server/operator/queryCompanyPriceOrder/',
  summary: 'Top ten companies by paid amount this month: type 1 sellers, type 2 buyers (operator).',
  query: z.object({
    type: z.coerce
      .number()
      .int()
      .refine((n) => (COMPANY_SIDES as readonly number[]).includes(n), { message: 'oneOf:1, 2' }),
    range: z.enum(TOP_RANGES).default('month'),
  }),
  response: z.array(zTopCompany),
});
