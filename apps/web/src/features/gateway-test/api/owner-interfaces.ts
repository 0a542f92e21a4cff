import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { TestInterface } from '../call';
import { gatewayTestKey } from './keys';

/** The largest page the interface list answers; a good's SKUs rarely declare more interfaces in all. */
const LIMIT = 100;

/**
 * GET /server/itemInterface/page (owner or operator): the interfaces of an API good over its SKUs, listed or
 * not, each method and path once (several SKUs may sell the same interface).
 */
export async function fetchOwnerInterfaces(itemId: string, signal?: AbortSignal): Promise<TestInterface[]> {
  const page = await api(endpoints.interfaces.page, { query: { itemId, page: 1, limit: LIMIT }, signal });
  const seen = new Set<string>();
  const out: TestInterface[] = [];
  for (const row of page.list) {
    const id = `${row.method} ${row.path}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({
      id: row.id,
      name: row.name,
      method: row.method,
      path: row.path,
      params: row.params,
      requestSchema: row.requestSchema,
      description: row.description,
    });
  }
  return out;
}

export function useOwnerInterfaces(itemId: string, enabled = true) {
  return useQuery({
    queryKey: [...gatewayTestKey, 'ownerInterfaces', itemId],
    queryFn: ({ signal }) => fetchOwnerInterfaces(itemId, signal),
    enabled: enabled && Boolean(itemId),
    meta: { silentError: true },
  });
}
