import type { appPreview } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { reusableInputs, reusableOutput } from './consumer-data';

const order = (o: Partial<appPreview.ConsumerConfiguration> & { orderId: string }) => ({
  orderNo: `NO-${o.orderId}`,
  payDate: null,
  inputs: [],
  output: null,
  complete: false,
  updateDate: null,
  ...o,
});

describe('reusing a previous configuration', () => {
  const orders = [
    order({ orderId: '3', inputs: [{ name: 'sales', tableId: '7', tableName: 'a' }] }),
    order({
      orderId: '2',
      inputs: [
        { name: 'sales', tableId: '5', tableName: 'a' },
        { name: 'regions', tableId: '6', tableName: 'b' },
      ],
      output: { kind: 'table', tableId: '9', tableName: 'c' },
    }),
    order({ orderId: '1', output: { kind: 'file', folder: 'out', fileName: 'r.csv' } }),
  ];

  it('takes the latest other order covering every declared input with tables that still exist', () => {
    const tables = new Set(['5', '6', '7', '9']);
    expect(reusableInputs(orders, '9', ['sales', 'regions'], tables)).toEqual({
      orderNo: 'NO-2',
      values: { sales: '5', regions: '6' },
    });
    expect(reusableInputs(orders, '9', ['sales'], tables)?.orderNo).toBe('NO-3');
    expect(reusableInputs(orders, '3', ['sales'], tables)?.orderNo).toBe('NO-2');
    expect(reusableInputs(orders, '9', ['sales', 'regions'], new Set(['5']))).toBeNull();
    expect(reusableInputs(undefined, '9', ['sales'], tables)).toBeNull();
  });

  it('takes an output of the declared kind, a table only while it is still registered', () => {
    expect(reusableOutput(orders, '9', 'table', new Set(['9']))).toEqual({
      orderNo: 'NO-2',
      values: { tableId: '9' },
    });
    expect(reusableOutput(orders, '9', 'table', new Set())).toBeNull();
    expect(reusableOutput(orders, '9', 'csv', new Set())).toEqual({
      orderNo: 'NO-1',
      values: { folder: 'out', fileName: 'r.csv' },
    });
    expect(reusableOutput(orders, '1', 'csv', new Set())).toBeNull();
  });
});
