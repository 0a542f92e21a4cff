import type { UserListFilter } from './api/query-users-page';

/** Tabs of the user approval list, in the order shown: pending first, the operator's daily work. */
export const APPROVAL_TABS = ['pending', 'rejected', 'approved', 'all'] as const;
export type ApprovalTab = (typeof APPROVAL_TABS)[number];

/** sp_type sent for each tab; "all" sends none. */
const SP_TYPE_OF_TAB: Record<ApprovalTab, number | undefined> = {
  pending: 0,
  rejected: 2,
  approved: 1,
  all: undefined,
};

export function isApprovalTab(value: unknown): value is ApprovalTab {
  return APPROVAL_TABS.includes(value as ApprovalTab);
}

/** The list filter for a tab: the user's own filters with the tab's sp_type (replacing any earlier one). */
export function approvalFilter(tab: ApprovalTab, filters: UserListFilter): UserListFilter {
  return { ...filters, spType: SP_TYPE_OF_TAB[tab] };
}

/** Role choices of the supplier/developer list: both, suppliers (3), developers (2). */
export const SHOP_OWNER_ROLES = ['all', 3, 2] as const;
export type ShopOwnerRole = (typeof SHOP_OWNER_ROLES)[number];

export function isShopOwnerRole(value: unknown): value is ShopOwnerRole {
  return SHOP_OWNER_ROLES.includes(value as ShopOwnerRole);
}

/** The list filter for a role choice; "all" leaves the server to return both kinds. */
export function shopOwnerFilter(role: ShopOwnerRole, filters: UserListFilter): UserListFilter {
  return { ...filters, roleType: role === 'all' ? undefined : role };
}
