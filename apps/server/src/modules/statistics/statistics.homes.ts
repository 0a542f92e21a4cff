import type { roleHome } from '@datamall/contract';
import { chinaDay } from '../../platform/china-time.js';
import type { Db } from '../../platform/db.js';
import { unfinishedRuns } from '../app-runs/app-runs.stats-view.js';
import { ownerAssetCounts } from '../assets/assets.stats-view.js';
import { partyAmountByMonth } from '../billing/billing.stats-view.js';
import { authorArticleCounts } from '../community/community.stats-view.js';
import { creditOf } from '../credit/credit.stats-view.js';
import { activeCredentials, unconfirmedDeliveries } from '../delivery/delivery.stats-view.js';
import { sellerCallsByMonth } from '../gateway/gateway.stats-view.js';
import { goodsCountsByKind } from '../goods/goods.stats-view.js';
import { activeGrantCount } from '../grants/grants.stats-view.js';
import { ownerNodeCounts } from '../nodes/node.stats-view.js';
import { consumerOrderStates, partyOrdersByMonth } from '../orders/orders.stats-view.js';
import { monthStart, monthsEnding } from './statistics.calendar.js';
import { toGoodsCounts } from './statistics.presenter.js';

/**
 * The homes of the supplier, the developer and the consumer: every figure is read on the caller's own rows
 * through the owning module's statistics view, each statement on an index led by the owner's id.
 */

const ITEM_TYPES = [1, 2, 3, 4, 5];
const ASSET_STATUSES = [0, 1, 2, 3, 4];
/** Asset status "under review". */
const ASSET_UNDER_REVIEW = 3;
/** community_article.status per figure. */
const ARTICLE_STATUSES = { draft: 0, inReview: 1, published: 2, rejected: 3, takenDown: 4 } as const;

/** A seller's orders, sales and income per month of `months` (oldest first). */
async function sellerMonths(db: Db, userId: number, months: string[]): Promise<roleHome.SellerMonth[]> {
  const first = months[0] ?? '';
  const orders = await partyOrdersByMonth(db, 'seller', userId, monthStart(first));
  const income = await partyAmountByMonth(db, 'seller', userId, first);
  return months.map((month) => {
    const o = orders.get(month);
    return {
      month,
      orders: o?.orders ?? 0,
      paidOrders: o?.paidOrders ?? 0,
      amount: String(o?.amount ?? 0n),
      income: String(income.get(month) ?? 0n),
    };
  });
}

/** The goods of one owner by state, every kind summed and per kind. */
async function ownGoods(db: Db, ownerId: number) {
  return toGoodsCounts(await goodsCountsByKind(db, ownerId), ITEM_TYPES);
}

const monthFigures = ({ month: _, ...figures }: roleHome.SellerMonth) => figures;

export async function supplierHome(db: Db, userId: number, now: Date): Promise<roleHome.SupplierHome> {
  const counts = await ownerAssetCounts(db, userId);
  const byStatus = ASSET_STATUSES.map((status) => ({
    status,
    count: counts.find((c) => c.status === status)?.count ?? 0,
  }));
  const goods = await ownGoods(db, userId);
  const [month] = await sellerMonths(db, userId, monthsEnding(now, 1));
  const underReview = byStatus.find((s) => s.status === ASSET_UNDER_REVIEW)?.count ?? 0;
  return {
    assets: { total: counts.reduce((s, c) => s + c.count, 0), byStatus },
    goods,
    month: monthFigures(month!),
    pendingReviews: {
      assets: underReview,
      goods: goods.all.underReview,
      total: underReview + goods.all.underReview,
    },
    nodes: await ownerNodeCounts(db, userId, now),
  };
}

export function supplierMonthly(db: Db, userId: number, now: Date, months: number) {
  return sellerMonths(db, userId, monthsEnding(now, months));
}

export async function developerMonthly(
  db: Db,
  userId: number,
  now: Date,
  count: number,
): Promise<roleHome.DeveloperMonth[]> {
  const months = monthsEnding(now, count);
  const trade = await sellerMonths(db, userId, months);
  const calls = await sellerCallsByMonth(db, userId, `${months[0]}-01`);
  return trade.map((t) => {
    const c = calls.get(t.month);
    return { ...t, apiCalls: c?.calls ?? 0, failedCalls: c?.failed ?? 0, refusedCalls: c?.refused ?? 0 };
  });
}

export async function developerHome(db: Db, userId: number, now: Date): Promise<roleHome.DeveloperHome> {
  const goods = await ownGoods(db, userId);
  const [month] = await developerMonthly(db, userId, now, 1);
  const { apiCalls, failedCalls, refusedCalls, ...trade } = month!;
  const byStatus = await authorArticleCounts(db, userId);
  const count = (status: number) => byStatus.get(status) ?? 0;
  const articles = {
    total: [...byStatus.values()].reduce((s, n) => s + n, 0),
    draft: count(ARTICLE_STATUSES.draft),
    inReview: count(ARTICLE_STATUSES.inReview),
    published: count(ARTICLE_STATUSES.published),
    rejected: count(ARTICLE_STATUSES.rejected),
    takenDown: count(ARTICLE_STATUSES.takenDown),
  };
  return {
    goods,
    month: monthFigures(trade),
    api: { calls: apiCalls, failed: failedCalls, refused: refusedCalls },
    articles,
  };
}

export async function consumerHome(db: Db, userId: number, now: Date): Promise<roleHome.ConsumerHome> {
  const states = await consumerOrderStates(db, userId);
  const credit = await creditOf(db, userId);
  return {
    orders: {
      total: [...states.values()].reduce((s, n) => s + n, 0),
      awaitingPayment: states.get(0) ?? 0,
      completed: states.get(1) ?? 0,
      cancelled: states.get(-1) ?? 0,
    },
    credit: {
      limit: String(credit.limit),
      available: String(credit.available),
      used: String(credit.limit - credit.available),
    },
    grants: { active: await activeGrantCount(db, userId, chinaDay(now)) },
    credentials: await activeCredentials(db, userId, now),
    runsInProgress: await unfinishedRuns(db, userId),
    downloadsToConfirm: await unconfirmedDeliveries(db, userId),
  };
}

export async function consumerMonthly(
  db: Db,
  userId: number,
  now: Date,
  count: number,
): Promise<roleHome.ConsumerMonth[]> {
  const months = monthsEnding(now, count);
  const orders = await partyOrdersByMonth(db, 'consumer', userId, monthStart(months[0] ?? ''));
  return months.map((month) => {
    const o = orders.get(month);
    return {
      month,
      orders: o?.orders ?? 0,
      paidOrders: o?.paidOrders ?? 0,
      amount: String(o?.amount ?? 0n),
    };
  });
}
