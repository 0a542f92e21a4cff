import { goods } from '@datamall/contract';
import type { AppRunService } from '../modules/app-runs/app-runs.service.js';
import type { RefundService } from '../modules/billing/billing-refunds.service.js';
import type { DeliveryService } from '../modules/delivery/delivery.service.js';
import type { GoodsService } from '../modules/goods/goods.service.js';
import type { GrantService } from '../modules/grants/grants.service.js';
import type { OfflineTransmissionService } from '../modules/offline-transmission/offline-transmission.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';
import { chinaDay } from '../platform/china-time.js';
import type { Clock } from '../platform/clock.js';
import type { DbOrTx } from '../platform/db.js';

const { ItemType } = goods;

/** At most this many blockers of each kind are listed (the supplier needs examples, not every order). */
const LIMIT = 50;

/**
 * Paid orders that are not finished keep their good from being taken off (delist, disable), next to the unpaid
 * orders the orders module reports itself:
 * - data packages: the delivery is not confirmed by the buyer (`delivery`; confirmed automatically
 *   AUTO_CONFIRM_DAYS after payment), or an offline transmission was exported and awaits the buyer's confirmation
 *   (`offline`); a confirmed offline transmission finishes the order;
 * - API goods: a credential is still valid (not expired) and has quota left (`credential`);
 * - asset and table goods: the buyer's grant of the assets has not ended yet (`access`);
 * - data applications: a run is not shut down yet (not started or running, `run`).
 * An order refunded (approved refund) is finished whatever its delivery.
 * Each blocker names the order number (and buyer); `kind` is the key the web localizes the reason by, and
 * `status` words it in English for clients without it. Runs inside the take-off's transaction.
 */
export function connectGoodsOffBlockers(goodsService: GoodsService, deps: OffBlockerDeps) {
  goodsService.lifecycle.registerOffBlocker((db, item) => deps.orders.offBlockers(db, item.id));
  goodsService.lifecycle.registerOffBlocker((db, item) => paidOrderBlockers(db, item, deps));
}

export interface OffBlockerDeps {
  clock: Clock;
  orders: Pick<OrderService, 'findOrder' | 'offBlockers'>;
  delivery: Pick<DeliveryService, 'autoConfirmDue' | 'unconfirmedDeliveriesOfItem' | 'liveCredentialsOfItem'>;
  offlineTransmission: Pick<OfflineTransmissionService, 'exportStateOf'>;
  grants: Pick<GrantService, 'liveOrderGrantsOfItem'>;
  appRuns: Pick<AppRunService, 'activeRunsOfItem'>;
  refunds: Pick<RefundService, 'isRefunded'>;
}

export async function paidOrderBlockers(
  db: DbOrTx,
  item: { id: number; itemType: number },
  deps: OffBlockerDeps,
): Promise<goods.ItemOffBlocker[]> {
  const open = await openUsesOf(db, item, deps);
  const blockers: goods.ItemOffBlocker[] = [];
  for (const o of open) {
    const order = await deps.orders.findOrder(db, o.orderId);
    // Unpaid orders are the orders module's own blockers; a refunded order is finished.
    if (order?.payStatus !== 1 || (await deps.refunds.isRefunded(db, order.id))) continue;
    blockers.push({
      kind: o.kind,
      id: String(order.id),
      name: order.consumerName ? `${order.orderNo} (${order.consumerName})` : order.orderNo,
      status: o.status,
    });
  }
  return blockers;
}

/** What a paid order of the good still has open, by the good's kind: downloads, keys, access, runs. */
type OpenUse = { orderId: number; kind: string; status: string };

function openUsesOf(
  db: DbOrTx,
  item: { id: number; itemType: number },
  deps: OffBlockerDeps,
): Promise<OpenUse[]> {
  if (item.itemType === ItemType.DATA_PACKAGE) return openDeliveries(db, item.id, deps);
  if (item.itemType === ItemType.API) return openCredentials(db, item.id, deps);
  if (item.itemType === ItemType.DATA_SOURCE || item.itemType === ItemType.DATA_TABLE)
    return openGrants(db, item.id, deps);
  if (item.itemType === ItemType.DATA_APPLICATION) return openRuns(db, item.id, deps);
  return Promise.resolve([]);
}

async function openDeliveries(db: DbOrTx, itemId: number, deps: OffBlockerDeps): Promise<OpenUse[]> {
  // Deliveries left unconfirmed AUTO_CONFIRM_DAYS are finished now (the timer may not have run yet).
  await deps.delivery.autoConfirmDue({ tx: db, itemId });
  const open: OpenUse[] = [];
  for (const r of await deps.delivery.unconfirmedDeliveriesOfItem(db, itemId, LIMIT)) {
    const offline = await deps.offlineTransmission.exportStateOf(db, r.orderId);
    if (offline === 'confirmed') continue;
    if (offline === 'awaiting')
      open.push({
        orderId: r.orderId,
        kind: 'offline',
        status: 'paid; offline transmission awaits the buyer’s confirmation',
      });
    else
      open.push({
        orderId: r.orderId,
        kind: 'delivery',
        status:
          r.state === 0
            ? 'paid; not downloaded by the buyer yet'
            : 'paid; downloaded, receipt not confirmed by the buyer',
      });
  }
  return open;
}

async function openCredentials(db: DbOrTx, itemId: number, deps: OffBlockerDeps): Promise<OpenUse[]> {
  const credentials = await deps.delivery.liveCredentialsOfItem(db, itemId, deps.clock.now(), LIMIT);
  return credentials.map((c) => {
    const quota = c.quotaTotal === null ? 'unlimited calls' : `${c.quotaTotal - c.quotaUsed} calls left`;
    const until = c.validUntil ? `valid until ${c.validUntil.toISOString().slice(0, 10)}` : 'no end date';
    return {
      orderId: c.orderId,
      kind: 'credential',
      status: `paid; API credential in use (${quota}, ${until})`,
    };
  });
}

async function openGrants(db: DbOrTx, itemId: number, deps: OffBlockerDeps): Promise<OpenUse[]> {
  const today = chinaDay(deps.clock.now());
  const grants = await deps.grants.liveOrderGrantsOfItem(db, itemId, today, LIMIT);
  return grants.flatMap((g) =>
    g.orderId === null
      ? []
      : [
          {
            orderId: g.orderId,
            kind: 'access',
            status: `paid; access to the data granted until ${g.endDate}`,
          },
        ],
  );
}

async function openRuns(db: DbOrTx, itemId: number, deps: OffBlockerDeps): Promise<OpenUse[]> {
  const runs = await deps.appRuns.activeRunsOfItem(db, itemId, LIMIT);
  return runs.map((r) => ({
    orderId: r.orderId,
    kind: 'run',
    status: r.operationType === 1 ? 'paid; application run in progress' : 'paid; application run not started',
  }));
}
