import type { Locale, roleHome, statistics } from '@datamall/contract';
import { chinaDay } from '../../platform/china-time.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { Actor } from '../../platform/request-context.js';
import type { FileStorage } from '../../platform/storage.js';
import { assetCounts } from '../assets/assets.stats-view.js';
import { callsByMonth } from '../gateway/gateway.stats-view.js';
import { goodsCountsByKind, goodsCreatedSince } from '../goods/goods.stats-view.js';
import { userCountsByRole, usersCreatedSince } from '../identity/identity.stats-view.js';
import { topGoods, topParties } from '../orders/orders.stats-view.js';
import { chinaMonth, dayStart, monthStart, monthsEnding, nextDay } from './statistics.calendar.js';
import * as homes from './statistics.homes.js';
import { monitorState } from './statistics.monitor.js';
import { toGoodsCounts, toTrade, toUserCounts, type UserNames } from './statistics.presenter.js';
import { sumWhere, tradeDays } from './statistics.trade.js';

const ITEM_TYPES = [1, 2, 3, 4, 5];
const ROLE_TYPES = [0, 1, 2, 3];

export interface StatisticsActor {
  userId: number;
  roleType: number;
}

export interface StatisticsDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  storageKind: 'local' | 's3';
  /** The actor's open workflow tasks, newest first, as the to-do list shows them (flows/statistics.flow.ts). */
  todo: (
    actor: StatisticsActor,
    locale: Locale,
    page: { page: number; limit: number },
  ) => Promise<{ total: number; list: statistics.TodoSummary['latest'] }>;
  /** Usernames and company names of users. */
  users: (ids: number[]) => Promise<UserNames>;
  /** What the actor's trusted storage holds, walked now. */
  storageUse: (actor: Actor) => Promise<roleHome.StorageUse>;
}

/** Tasks read for the per-process counts of the to-do list; beyond them the counts cover the newest ones. */
const TODO_SCAN_LIMIT = 2000;

/**
 * The operator's dashboard (spec §7.9). Every figure is read from its owning module's published statistics view
 * (`*.stats-view.ts`) or service; trade per day is rolled up for closed days (statistics.trade.ts).
 */
export class StatisticsService {
  constructor(private readonly deps: StatisticsDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  /** The instants today and this month started (China time). */
  private todayAndMonth() {
    const now = this.now();
    return { today: dayStart(chinaDay(now)), month: monthStart(chinaMonth(now)) };
  }

  async datasourceOverview(): Promise<statistics.DatasourceOverview> {
    const counts = await assetCounts(this.deps.db, monthStart(chinaMonth(this.now())));
    const total = counts.byStatus.reduce((s, r) => s + r.count, 0);
    return { total, byStatus: counts.byStatus, newThisMonth: counts.createdSince };
  }

  async goodsQuantity(): Promise<statistics.GoodsQuantity> {
    const rows = await goodsCountsByKind(this.deps.db);
    return toGoodsCounts(rows, ITEM_TYPES);
  }

  async itemOverview(): Promise<statistics.ItemOverview> {
    const { all } = await this.goodsQuantity();
    const fresh = await goodsCreatedSince(this.deps.db, this.todayAndMonth());
    return { all, newToday: fresh.today, newThisMonth: fresh.month };
  }

  async userQuantity(): Promise<statistics.UserQuantity> {
    const rows = await userCountsByRole(this.deps.db);
    const fresh = await usersCreatedSince(this.deps.db, this.todayAndMonth());
    return { ...toUserCounts(rows, ROLE_TYPES), newToday: fresh.today, newThisMonth: fresh.month };
  }

  async transactionOverview(): Promise<statistics.TransactionOverview> {
    const now = this.now();
    const lastMonth = chinaMonth(now, -1);
    const days = await tradeDays(this.deps.db, this.deps.clock, `${lastMonth}-01`);
    return {
      today: toTrade(sumWhere(days, chinaDay(now))),
      month: toTrade(sumWhere(days, chinaMonth(now))),
      lastMonth: toTrade(sumWhere(days, lastMonth)),
    };
  }

  async ordersByMonth(months: number) {
    const list = monthsEnding(this.now(), months);
    const days = await tradeDays(this.deps.db, this.deps.clock, `${list[0]}-01`);
    return list.map((month) => {
      const s = sumWhere(days, month);
      return { month, orders: s.orders, paidOrders: s.paidOrders };
    });
  }

  async priceByMonth(months: number) {
    const list = monthsEnding(this.now(), months);
    const days = await tradeDays(this.deps.db, this.deps.clock, `${list[0]}-01`);
    return list.map((month) => {
      const s = sumWhere(days, month);
      return { month, amount: String(s.amount), commission: String(s.commission) };
    });
  }

  async serviceCountByMonth(months: number) {
    const list = monthsEnding(this.now(), months);
    const calls = await callsByMonth(this.deps.db, `${list[0]}-01`);
    return list.map((month) => {
      const c = calls.get(month);
      return { month, apiCalls: c?.calls ?? 0, failedCalls: c?.failed ?? 0, refusedCalls: c?.refused ?? 0 };
    });
  }

  /** The instants a top list's period runs between. */
  private period(range: statistics.TopRange): [Date, Date] {
    const now = this.now();
    const to = dayStart(nextDay(chinaDay(now)));
    if (range === 'month') return [monthStart(chinaMonth(now)), to];
    if (range === 'last12') return [monthStart(chinaMonth(now, -11)), to];
    return [dayStart(`${chinaDay(now).slice(0, 4)}-01-01`), to];
  }

  async topGoods(o: {
    itemType?: number;
    range: statistics.TopRange;
    limit: number;
  }): Promise<statistics.TopGood[]> {
    const [from, to] = this.period(o.range);
    const rows = await topGoods(this.deps.db, from, to, { itemType: o.itemType, limit: o.limit });
    return rows.map((r) => ({
      itemId: String(r.itemId),
      itemName: r.itemName,
      itemType: r.itemType,
      sellerId: String(r.sellerId),
      paidOrders: r.paidOrders,
      amount: String(r.amount),
    }));
  }

  async topCompanies(type: number, range: statistics.TopRange): Promise<statistics.TopCompany[]> {
    const [from, to] = this.period(range);
    const side = type === 1 ? 'seller' : 'consumer';
    const rows = await topParties(this.deps.db, from, to, { side, limit: 10 });
    const names = await this.deps.users(rows.map((r) => r.userId));
    return rows.map((r) => {
      const user = names.get(r.userId);
      return {
        userId: String(r.userId),
        username: user?.username ?? '',
        companyName: user?.companyName ?? '',
        roleType: user?.roleType ?? (type === 1 ? 3 : 1),
        paidOrders: r.paidOrders,
        amount: String(r.amount),
      };
    });
  }

  async todoSummary(actor: StatisticsActor, locale: Locale): Promise<statistics.TodoSummary> {
    const first = await this.deps.todo(actor, locale, { page: 1, limit: 100 });
    const rows = [...first.list];
    for (let page = 2; rows.length < Math.min(first.total, TODO_SCAN_LIMIT); page += 1) {
      const next = await this.deps.todo(actor, locale, { page, limit: 100 });
      if (!next.list.length) break;
      rows.push(...next.list);
    }
    const byKey = new Map<string, { processKey: string; processName: string; count: number }>();
    for (const r of rows) {
      const entry = byKey.get(r.processKey) ?? {
        processKey: r.processKey,
        processName: r.processName,
        count: 0,
      };
      entry.count += 1;
      byKey.set(r.processKey, entry);
    }
    const byProcess = [...byKey.values()].sort(
      (a, b) => b.count - a.count || a.processKey.localeCompare(b.processKey),
    );
    return { total: first.total, byProcess, latest: rows.slice(0, 10) };
  }

  /** The supplier's, developer's and consumer's homes: the caller's own figures only (statistics.homes.ts). */
  supplierHome(actor: StatisticsActor) {
    return homes.supplierHome(this.deps.db, actor.userId, this.now());
  }

  supplierMonthly(actor: StatisticsActor, months: number) {
    return homes.supplierMonthly(this.deps.db, actor.userId, this.now(), months);
  }

  supplierStorage(actor: Actor) {
    return this.deps.storageUse(actor);
  }

  developerHome(actor: StatisticsActor) {
    return homes.developerHome(this.deps.db, actor.userId, this.now());
  }

  developerMonthly(actor: StatisticsActor, months: number) {
    return homes.developerMonthly(this.deps.db, actor.userId, this.now(), months);
  }

  consumerHome(actor: StatisticsActor) {
    return homes.consumerHome(this.deps.db, actor.userId, this.now());
  }

  consumerMonthly(actor: StatisticsActor, months: number) {
    return homes.consumerMonthly(this.deps.db, actor.userId, this.now(), months);
  }

  monitor(): Promise<statistics.MonitorState> {
    const { db, clock, storage, storageKind } = this.deps;
    return monitorState({ db, clock, storage, storageKind });
  }
}
