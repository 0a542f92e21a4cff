import { endpoints, type Locale } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { useLocale } from '../../../shared/hooks/use-locale';
import { session } from '../../../shared/session';

/** The role's menu tree; names come localized from the server, so the language is part of the key. */
export const menuNavQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['access', 'menu-nav', locale],
    queryFn: ({ signal }) => api(endpoints.access.menuNav, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export function useMenuNav() {
  const locale = useLocale();
  return useQuery({ ...menuNavQuery(locale), enabled: session.hasToken() });
}
