import type { statistics } from '@datamall/contract';
import type { GoodsStateCounts } from '../goods/goods.stats-view.js';
import type { UserStateCounts } from '../identity/identity.stats-view.js';

/** Names of users for the top lists, by user id. */
export type UserNames = Map<number, { username: string; companyName: string; roleType: number }>;

const GOODS_KEYS = ['total', 'listed', 'underReview', 'notEnabled', 'disabled', 'delisted'] as const;
const USER_KEYS = ['total', 'active', 'disabled', 'pending', 'rejected'] as const;

function sumOf<K extends string>(rows: Record<K, number>[], keys: readonly K[]): Record<K, number> {
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) for (const k of keys) out[k] += row[k];
  return out;
}

/** Goods per kind, every kind present (zeros where none), and their sum. */
export function toGoodsCounts(rows: GoodsStateCounts[], kinds: number[]): statistics.GoodsQuantity {
  const zero = Object.fromEntries(GOODS_KEYS.map((k) => [k, 0])) as statistics.GoodsCounts;
  const byKind = kinds.map((itemType) => ({
    ...zero,
    ...rows.find((r) => r.itemType === itemType),
    itemType,
  }));
  return { all: sumOf(rows, GOODS_KEYS), byKind };
}

/** Accounts per role type, every role present, and their sum. */
export function toUserCounts(rows: UserStateCounts[], roles: number[]) {
  const zero = Object.fromEntries(USER_KEYS.map((k) => [k, 0])) as statistics.UserCounts;
  const byRole = roles.map((roleType) => ({
    ...zero,
    ...rows.find((r) => r.roleType === roleType),
    roleType,
  }));
  return { all: sumOf(rows, USER_KEYS), byRole };
}

/** Trade figures on the wire: money as text. */
export function toTrade(s: {
  orders: number;
  paidOrders: number;
  amount: bigint;
  commission: bigint;
}): statistics.TradeFigures {
  return {
    orders: s.orders,
    paidOrders: s.paidOrders,
    amount: String(s.amount),
    commission: String(s.commission),
  };
}
