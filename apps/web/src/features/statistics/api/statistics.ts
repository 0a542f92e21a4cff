import { endpoints, type statistics } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** The operator dashboard's calls (spec §7.9): one query each, refreshed every minute while the page is open. */
export const statisticsKey = ['statistics'] as const;
const REFRESH_MS = 60_000;

const live = { refetchInterval: REFRESH_MS, staleTime: 30_000 } as const;

export function useTransactionOverview() {
  return useQuery({
    queryKey: [...statisticsKey, 'transaction'],
    queryFn: ({ signal }) => api(endpoints.statistics.queryTransaction, { signal }),
    ...live,
  });
}

export function useGoodsQuantity() {
  return useQuery({
    queryKey: [...statisticsKey, 'goods'],
    queryFn: ({ signal }) => api(endpoints.statistics.goodsQuantity, { signal }),
    ...live,
  });
}

export function useUserQuantity() {
  return useQuery({
    queryKey: [...statisticsKey, 'users'],
    queryFn: ({ signal }) => api(endpoints.statistics.userQuantity, { signal }),
    ...live,
  });
}

export function useDatasourceOverview() {
  return useQuery({
    queryKey: [...statisticsKey, 'datasource'],
    queryFn: ({ signal }) => api(endpoints.statistics.queryDatasource, { signal }),
    ...live,
  });
}

export function useMonitorState() {
  return useQuery({
    queryKey: [...statisticsKey, 'monitor'],
    queryFn: ({ signal }) => api(endpoints.statistics.monitorState, { signal }),
    ...live,
  });
}

export function useTodoSummary() {
  return useQuery({
    queryKey: [...statisticsKey, 'todo'],
    queryFn: ({ signal }) => api(endpoints.statistics.toDoList, { signal }),
    ...live,
  });
}

export type MonthlyKind = 'orders' | 'price' | 'service';

/** The monthly figures of one chart, for the last `months` months. */
export function useMonthly(kind: MonthlyKind, months = 12) {
  const e = endpoints.statistics;
  return useQuery({
    queryKey: [...statisticsKey, 'monthly', kind, months],
    queryFn: ({ signal }): Promise<object[]> => {
      const options = { body: { months }, signal };
      if (kind === 'orders') return api(e.queryOrderByMonth, options);
      if (kind === 'price') return api(e.queryPriceByMonth, options);
      return api(e.queryServiceCountByMonth, options);
    },
    staleTime: 5 * 60_000,
  });
}

export function useTopGoods(range: statistics.TopRange) {
  return useQuery({
    queryKey: [...statisticsKey, 'topGoods', range],
    queryFn: ({ signal }) =>
      api(endpoints.statistics.querySumItemOrder, { body: { range, limit: 10 }, signal }),
    staleTime: 60_000,
  });
}

/** side 1: sellers; 2: buyers. */
export function useTopCompanies(side: 1 | 2, range: statistics.TopRange) {
  return useQuery({
    queryKey: [...statisticsKey, 'topCompanies', side, range],
    queryFn: ({ signal }) =>
      api(endpoints.statistics.queryCompanyPriceOrder, { query: { type: side, range }, signal }),
    staleTime: 60_000,
  });
}
