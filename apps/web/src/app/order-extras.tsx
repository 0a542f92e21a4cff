import { goods, type orders } from '@datamall/contract';
import { Space } from 'antd';
import { RefundButton } from '../features/billing/components/refund-button';
import { OfflineTransmissionPanel } from '../features/offline-transmission/components/offline-transmission-panel';
import type { OrderScope } from '../features/orders/api/orders';

const PAID = 1;
const PARTY = { user: 'buyer', seller: 'seller', operate: 'operator' } as const;

/** What other features add to an order's detail page: the buyer's refund request. */
export function orderActions(scope: OrderScope) {
  return (order: orders.OrderDetail, refresh: () => void) =>
    scope === 'user' ? (
      <Space>
        <RefundButton order={order} onDone={refresh} />
      </Space>
    ) : null;
}

/** Offline transmission of a paid data package, for its buyer, seller and the operator. */
export function orderSections(scope: OrderScope) {
  return (order: orders.OrderDetail) =>
    order.payStatus === PAID && order.itemType === goods.ItemType.DATA_PACKAGE ? (
      <div style={{ marginTop: 16 }}>
        <OfflineTransmissionPanel orderId={order.id} party={PARTY[scope]} />
      </div>
    ) : null;
}
