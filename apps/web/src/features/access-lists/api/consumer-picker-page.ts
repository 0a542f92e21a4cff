import { endpoints, type ResponseOf, RoleType } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

/** A row of the consumer picker (GET /sys/user/page; shop owners get consumers without contact details). */
export type PickerConsumer = ResponseOf<typeof endpoints.users.userPickerPage>['list'][number];

export interface ConsumerFilter {
  username?: string;
}

export const consumerPickerKey = ['access-lists', 'consumer-picker'] as const;

/** GET /sys/user/page?roleType=1: active, approved consumers. */
export function fetchConsumerPage(
  { page, limit, username }: PageParams & ConsumerFilter,
  signal?: AbortSignal,
): Promise<PageData<PickerConsumer>> {
  return api(endpoints.users.userPickerPage, {
    query: { page, limit, username, roleType: RoleType.CONSUMER },
    signal,
  });
}
