import type { orders } from '@datamall/contract';
import type { OrderRow } from './orders.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toOrder(row: OrderRow): orders.Order {
  return {
    id: String(row.id),
    orderNo: row.orderNo,
    consumerId: String(row.consumerId),
    consumerName: row.consumerName,
    sellerId: String(row.sellerId),
    itemId: String(row.itemId),
    skuId: String(row.skuId),
    itemType: row.itemType,
    itemName: row.itemName,
    skuName: row.skuName,
    coverImage: row.coverImage,
    quantity: row.quantity,
    unitPrice: row.unitPrice.toString(),
    amount: row.amount.toString(),
    orderStatus: row.orderStatus,
    payStatus: row.payStatus,
    payMethod: row.payMethod,
    payDate: iso(row.paidAt),
    cancelDate: iso(row.cancelledAt),
    expireDate: row.expireAt.toISOString(),
    agreementHash: row.agreementHash,
    agreementAcceptedDate: row.agreementAcceptedAt.toISOString(),
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}

export function toOrderDetail(row: OrderRow): orders.OrderDetail {
  return { ...toOrder(row), snapshot: row.snapshot };
}
