// The contract's transition table is the authority (the server enforces it); the web mirrors it for its buttons.
import * as machine from '@datamall/contract';
import { goods } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import {
  availableActions,
  canDeleteItem,
  canEditItem,
  canSubmitSku,
  editResetsEnable,
  isSkuUnderReview,
  skuMode,
} from './status';

const STATES = goods.PRODUCT_STATUS_VALUES.flatMap((productStatus) =>
  goods.PUBLISH_TYPE_VALUES.flatMap((publishType) =>
    [0, 1, 2].map((deleteStatus) => ({ productStatus, publishType, deleteStatus })),
  ),
);

describe('goods status rules mirror the server transition table', () => {
  for (const state of STATES) {
    const serverState = { ...state, statusBeforeReview: null };
    const label = JSON.stringify(state);
    it(`offers the same status changes for ${label}`, () => {
      expect(availableActions(state).sort()).toEqual(machine.availableActions(serverState).sort());
    });
    it(`edits, deletes and changes SKUs as the server does for ${label}`, () => {
      expect(canEditItem(state)).toBe(machine.findTransition(serverState, 'edit') !== null);
      expect(canDeleteItem(state)).toBe(machine.findTransition(serverState, 'delete') !== null);
      expect(skuMode(state)).toBe(machine.skuMode(serverState));
    });
  }
});

describe('goods status rules', () => {
  it('submits a new good for listing and nothing else', () => {
    expect(availableActions({ productStatus: 0, publishType: 0, deleteStatus: 0 })).toEqual(['enable']);
  });
  it('takes a listed good off by delisting or by the disable review, never while deleting', () => {
    expect(availableActions({ productStatus: 2, publishType: 1, deleteStatus: 0 }).sort()).toEqual([
      'delist',
      'disable',
    ]);
    expect(availableActions({ productStatus: 2, publishType: 1, deleteStatus: 1 })).toEqual([]);
  });
  it('warns that editing an enabled good needs a new review', () => {
    expect(editResetsEnable({ productStatus: 2, publishType: 2, deleteStatus: 0 })).toBe(true);
    expect(editResetsEnable({ productStatus: 0, publishType: 0, deleteStatus: 0 })).toBe(false);
  });
  it('submits new SKUs and rejected changes or new SKUs, not approved or reviewing ones', () => {
    expect(canSubmitSku({ auditStatus: 0, pendingChanges: null, enabled: false })).toBe(true);
    expect(canSubmitSku({ auditStatus: 2, pendingChanges: { name: 'x' }, enabled: true })).toBe(true);
    expect(canSubmitSku({ auditStatus: 2, pendingChanges: null, enabled: false })).toBe(true);
    expect(canSubmitSku({ auditStatus: 2, pendingChanges: null, enabled: true })).toBe(false);
    expect(canSubmitSku({ auditStatus: 1, pendingChanges: null, enabled: true })).toBe(false);
    expect(canSubmitSku({ auditStatus: 3, pendingChanges: { name: 'x' }, enabled: true })).toBe(false);
  });
  it('locks a SKU while its change or its new price is reviewed', () => {
    expect(isSkuUnderReview({ auditStatus: 3, pendingPrice: null })).toBe(true);
    expect(isSkuUnderReview({ auditStatus: 1, pendingPrice: '150000' })).toBe(true);
    expect(isSkuUnderReview({ auditStatus: 1, pendingPrice: null })).toBe(false);
  });
});
