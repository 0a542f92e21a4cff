import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import type { TestInterface } from '../call';
import { gatewayTestKey } from './keys';

/**
 * GET /server/item/itemInterfaceDoc (public): the documented interfaces of a listed API good, each once. A good
 * that is not listed answers 404.
 */
export function fetchMallInterfaces(itemId: string, signal?: AbortSignal): Promise<TestInterface[]> {
  return api(endpoints.mall.itemInterfaceDoc, { query: { itemId }, signal }).then((docs) =>
    docs.interfaces.map((doc) => ({
      id: doc.id,
      name: doc.name,
      method: doc.method,
      path: doc.path,
      params: doc.params,
      requestSchema: doc.requestSchema,
      description: doc.description,
    })),
  );
}

export function useMallInterfaces(itemId: string, enabled = true) {
  return useQuery({
    queryKey: [...gatewayTestKey, 'mallInterfaces', itemId],
    queryFn: ({ signal }) => fetchMallInterfaces(itemId, signal),
    enabled: enabled && Boolean(itemId),
    staleTime: 5 * 60 * 1000,
    meta: { silentError: true },
  });
}
