import { describe, expect, it } from 'vitest';
import { orderPaths } from './paths';

describe('orderPaths.userListOf', () => {
  it('leads to the consumer list that shows orders of that kind of goods', () => {
    expect(orderPaths.userListOf(1)).toBe('/consumer-order-dataApp');
    expect(orderPaths.userListOf(5)).toBe('/consumer-order-apiApp');
    expect(orderPaths.userListOf(2)).toBe('/consumer-order-dataPacket');
  });
});
