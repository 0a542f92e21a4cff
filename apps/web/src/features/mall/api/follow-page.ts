import { endpoints, type mall } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export type FollowRow = mall.MallShop & { followDate: string };

/** POST /server/mall/follow/page: shops the caller follows, newest first. */
export function fetchFollowPage(
  { page, limit, name }: PageParams & { name?: string },
  signal?: AbortSignal,
): Promise<PageData<FollowRow>> {
  return api(endpoints.mall.followPage, { body: { page, limit, name }, signal });
}
