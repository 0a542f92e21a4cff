import { endpoints, type mall } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export type FavouriteRow = mall.MallCard & { available: boolean; favouriteDate: string };

export interface FavouriteFilter {
  name?: string;
  itemType?: number;
}

/** POST /server/mall/favourite/page: the caller's favourites, newest first. */
export function fetchFavouritePage(
  { page, limit, name, itemType }: PageParams & FavouriteFilter,
  signal?: AbortSignal,
): Promise<PageData<FavouriteRow>> {
  return api(endpoints.mall.favouritePage, { body: { page, limit, name, itemType }, signal });
}
