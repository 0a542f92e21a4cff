import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { statisticsKey } from './statistics';

/**
 * The supplier's, developer's and consumer's home calls: one summary for the first screen, the monthly series
 * loaded with the chart, and the supplier's storage use on its own (it walks the file store). Keys start with
 * `statistics`, so one prefix refreshes every dashboard.
 */
export const roleHomeKey = [...statisticsKey, 'home'] as const;
export type HomeRole = 'supplier' | 'developer' | 'consumer';

const live = { refetchInterval: 60_000, staleTime: 30_000 } as const;
const e = endpoints.roleHome;

export function useSupplierHome() {
  return useQuery({
    queryKey: [...roleHomeKey, 'supplier'],
    queryFn: ({ signal }) => api(e.supplier, { signal }),
    ...live,
  });
}

export function useSupplierStorage() {
  return useQuery({
    queryKey: [...roleHomeKey, 'supplier', 'storage'],
    queryFn: ({ signal }) => api(e.supplierStorage, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useDeveloperHome() {
  return useQuery({
    queryKey: [...roleHomeKey, 'developer'],
    queryFn: ({ signal }) => api(e.developer, { signal }),
    ...live,
  });
}

export function useConsumerHome() {
  return useQuery({
    queryKey: [...roleHomeKey, 'consumer'],
    queryFn: ({ signal }) => api(e.consumer, { signal }),
    ...live,
  });
}

/** The monthly series of a role's home, the last `months` months, oldest first. */
export function useHomeMonthly(role: HomeRole, months = 12) {
  return useQuery({
    queryKey: [...roleHomeKey, role, 'monthly', months],
    queryFn: ({ signal }): Promise<Record<string, string | number>[]> => {
      const options = { query: { months }, signal };
      if (role === 'supplier') return api(e.supplierMonthly, options);
      if (role === 'developer') return api(e.developerMonthly, options);
      return api(e.consumerMonthly, options);
    },
    staleTime: 5 * 60_000,
  });
}
