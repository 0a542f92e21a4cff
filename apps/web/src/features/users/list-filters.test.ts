import { describe, expect, it } from 'vitest';
import { cleanFilters } from '../../shared/clean-filters';
import { approvalFilter, isApprovalTab, isShopOwnerRole, shopOwnerFilter } from './list-filters';

describe('approval tabs', () => {
  it.each([
    ['pending', 0],
    ['rejected', 2],
    ['approved', 1],
    ['all', undefined],
  ] as const)('%s asks sp_type %s and keeps the other filters', (tab, spType) => {
    expect(approvalFilter(tab, { username: 'acme', roleType: 3 })).toEqual({
      username: 'acme',
      roleType: 3,
      spType,
    });
  });

  it('replaces the sp_type of the previous tab', () => {
    expect(approvalFilter('all', { spType: 0 }).spType).toBeUndefined();
    expect(approvalFilter('rejected', { spType: 0 }).spType).toBe(2);
  });

  it('accepts only known tabs (the tab also comes from the url)', () => {
    expect(isApprovalTab('approved')).toBe(true);
    expect(isApprovalTab('deleted')).toBe(false);
    expect(isApprovalTab(null)).toBe(false);
  });
});

describe('supplier/developer role filter', () => {
  it.each([
    ['all', undefined],
    [3, 3],
    [2, 2],
  ] as const)('%s sends roleType %s', (role, roleType) => {
    expect(shopOwnerFilter(role, { username: 'dev', roleType: 1 })).toEqual({ username: 'dev', roleType });
  });

  it('knows only suppliers, developers and both', () => {
    expect(isShopOwnerRole(3)).toBe(true);
    expect(isShopOwnerRole(1)).toBe(false);
    expect(isShopOwnerRole('3')).toBe(false);
  });
});

describe('cleanFilters', () => {
  it('trims text and drops empty values', () => {
    expect(cleanFilters({ username: '  acme ', companyName: '   ', roleType: undefined, spType: 0 })).toEqual(
      {
        username: 'acme',
        spType: 0,
      },
    );
  });
});
