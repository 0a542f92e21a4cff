import { endpoints, type Locale } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { useLocale } from '../../../shared/hooks/use-locale';

/** Every dictionary of §3.1 with labels in the given language. */
export const dictAllQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['access', 'dict-all', locale],
    queryFn: ({ signal }) => api(endpoints.access.dictAll, { signal }),
    staleTime: 30 * 60 * 1000,
  });

export function useDictAll() {
  return useQuery(dictAllQuery(useLocale()));
}
