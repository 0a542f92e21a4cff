import type { EnterpriseInfo } from '@datamall/contract';

/** sp_sptype of an enterprise identity: to submit 0, approved 1, rejected 2, awaiting platform review 3. */
export const EnterpriseStatus = { TO_SUBMIT: 0, APPROVED: 1, REJECTED: 2, IN_REVIEW: 3 } as const;

/** Workflow business type of the review (the to-do list filters on it). */
export const IDENTITY_AUTHENTICATION = 'identity-authentication';

/** Where the operator decides: the to-do list, narrowed to identity reviews. */
export const ENTERPRISE_TODO_PATH = `/flow-todo?businessType=${IDENTITY_AUTHENTICATION}`;

/** The licence image: at most 5 MB, one of the image kinds the server recognises by content. */
export const LICENSE_MAX_BYTES = 5 * 1024 * 1024;
export const LICENSE_MIMES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const LICENSE_ACCEPT = [...LICENSE_MIMES, '.png', '.jpg', '.jpeg', '.gif', '.webp'].join(',');

/** Why a chosen file is refused before upload; the server checks the content again. */
export function licenseFileProblem(file: { size: number; type: string }): 'size' | 'type' | undefined {
  // An empty type (unknown to the browser) is left to the server, which looks at the bytes.
  if (file.type && !(LICENSE_MIMES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > LICENSE_MAX_BYTES) return 'size';
  return undefined;
}

/** What the own enterprise card shows. */
export type EnterpriseView = 'new' | 'inReview' | 'rejected' | 'approved';

export function enterpriseView(info: EnterpriseInfo | null | undefined): EnterpriseView {
  switch (info?.status) {
    case EnterpriseStatus.IN_REVIEW:
      return 'inReview';
    case EnterpriseStatus.REJECTED:
      return 'rejected';
    case EnterpriseStatus.APPROVED:
      return 'approved';
    default:
      return 'new';
  }
}

/** Tabs of the operator's identity list, in the order shown: awaiting review first, the daily work. */
export const ENTERPRISE_TABS = ['review', 'approved', 'rejected', 'all'] as const;
export type EnterpriseTab = (typeof ENTERPRISE_TABS)[number];

const STATUS_OF_TAB: Record<EnterpriseTab, number | undefined> = {
  review: EnterpriseStatus.IN_REVIEW,
  approved: EnterpriseStatus.APPROVED,
  rejected: EnterpriseStatus.REJECTED,
  all: undefined,
};

export function isEnterpriseTab(value: unknown): value is EnterpriseTab {
  return ENTERPRISE_TABS.includes(value as EnterpriseTab);
}

export interface EnterpriseListFilter {
  status?: number;
  companyName?: string;
}

/** The list filter for a tab: the operator's own filters with the tab's status (replacing any earlier one). */
export function enterpriseFilter(tab: EnterpriseTab, filters: EnterpriseListFilter): EnterpriseListFilter {
  return { ...filters, status: STATUS_OF_TAB[tab] };
}
