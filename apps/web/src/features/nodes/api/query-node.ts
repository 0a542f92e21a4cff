import { endpoints, type nodes } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { NODE_REFRESH_MS } from '../paths';

/** POST /server/nodeInfo/queryNodeById: one node with its secondaries, refreshed for its live status. */
export function useNodeDetail(id: string | undefined, live = false) {
  return useQuery({
    queryKey: ['nodes', 'detail', id],
    queryFn: ({ signal }) => api(endpoints.nodes.queryNodeById, { body: { id: Number(id) }, signal }),
    enabled: Boolean(id),
    refetchInterval: live ? NODE_REFRESH_MS : false,
  });
}

/** POST /server/nodeInfo/queryNodeByUserId: every node of the caller (or, operator, of `userId`). */
export function useNodesOfUser(filter: { userId?: string; kind?: nodes.NodeKind; enabled?: boolean }) {
  return useQuery({
    queryKey: ['nodes', 'byUser', filter.userId ?? 'me', filter.kind ?? 'all'],
    queryFn: ({ signal }) =>
      api(endpoints.nodes.queryNodeByUserId, {
        body: { userId: filter.userId ? Number(filter.userId) : undefined, kind: filter.kind },
        signal,
      }),
    enabled: filter.enabled ?? true,
  });
}

/** POST /server/nodeInfo/querySourcesPage: data assets hosted on a node. */
export function useNodeSources(nodeId: string | undefined, page: number, limit: number) {
  return useQuery({
    queryKey: ['nodes', 'sources', nodeId, page, limit],
    queryFn: ({ signal }) =>
      api(endpoints.nodes.querySourcesPage, { body: { nodeId: Number(nodeId), page, limit }, signal }),
    enabled: Boolean(nodeId),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /server/nodeInfo/queryPlatformNode: the platform node; its id is the `platformNodeId` of the global
 * state (§3), shared by every page through the query cache.
 */
export function usePlatformNode() {
  const query = useQuery({
    queryKey: ['nodes', 'platform'],
    queryFn: ({ signal }) => api(endpoints.nodes.queryPlatformNode, { signal }),
    staleTime: 60_000,
    refetchInterval: NODE_REFRESH_MS,
  });
  return { ...query, platformNodeId: query.data?.id };
}
