import { endpoints, type nodes } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export interface NodeListFilter {
  name?: string;
  kind?: nodes.NodeKind;
  status?: nodes.NodeStatus;
  ownerName?: string;
  mine?: boolean;
}

/** POST /server/nodeInfo/queryPageData: the caller's nodes (operator: everyone's, or its own with mine). */
export function fetchNodePage(
  { page, limit, name, kind, status, ownerName, mine }: PageParams & NodeListFilter,
  signal?: AbortSignal,
): Promise<PageData<nodes.NodeInfo>> {
  return api(endpoints.nodes.queryPageData, {
    body: { page, limit, name, kind, status, ownerName, mine },
    signal,
  });
}
