import { describe, expect, it } from 'vitest';
import { orderPaths } from './paths';

describe('orderPaths.userListOf', () => {
  it('leads to the consumer list that shows orders of that kind of goods', () => {
    expect(orderPaths.userListOf(1)).toBe('/consumer-order-dataApp');
    expect(orderPaths.userListOf(5)).toBe('/consumer-order-apiApp');
    expect(orderPaths.userListOf(2)).toBe('/consumer-order-dataPacket');
  });
});

describe('orderPaths.usage', () => {
  it('leads the buyer to its usage page with the keys, others to the read-only usage detail', () => {
    expect(orderPaths.usage('user', '12')).toBe('/consumer-order-apiUsage?orderId=12');
    expect(orderPaths.usage('seller', '12')).toBe('/order-useInfo?orderId=12');
    expect(orderPaths.usage('operate', '12')).toBe('/order-useInfo?orderId=12');
  });
});
