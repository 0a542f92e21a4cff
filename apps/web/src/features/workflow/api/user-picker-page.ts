import { endpoints, type ResponseOf } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

/** A row of the user picker (§3): username, deptName, email, mobile, realName, id. */
export type PickerUser = ResponseOf<typeof endpoints.users.userPickerPage>['list'][number];

export interface PickerFilter {
  username?: string;
}

export const userPickerKey = ['workflow', 'user-picker'] as const;

/** GET /sys/user/page?roleType=0: delegates are active operators. */
export function fetchOperatorPage(
  { page, limit, username }: PageParams & PickerFilter,
  signal?: AbortSignal,
): Promise<PageData<PickerUser>> {
  return api(endpoints.users.userPickerPage, { query: { page, limit, username, roleType: 0 }, signal });
}
