import { endpoints, type gateway } from '@datamall/contract';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export type PluginGood = z.infer<typeof gateway.zPluginGood>;
export interface PluginGoodsFilter {
  name?: string;
}

/** GET /server/gateway/plugin/goods: API goods with their plugins in force (own ones; every one for the operator). */
export function fetchPluginGoods(
  { page, limit, name }: PageParams & PluginGoodsFilter,
  signal?: AbortSignal,
): Promise<PageData<PluginGood>> {
  return api(endpoints.gateway.pluginGoods, { query: { page, limit, name: name || undefined }, signal });
}
