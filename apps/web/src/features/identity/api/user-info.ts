import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { session } from '../../../shared/session';

export const userInfoQuery = () =>
  queryOptions({
    queryKey: ['identity', 'user-info'],
    queryFn: async ({ signal }) => {
      const user = await api(endpoints.identity.userInfo, { signal });
      session.setUser(user);
      return user;
    },
    staleTime: 60 * 1000,
  });

/** The session user; starts from the copy stored at login so headers render at once. */
export function useUserInfo() {
  const hasToken = session.hasToken();
  return useQuery({
    ...userInfoQuery(),
    enabled: hasToken,
    placeholderData: hasToken ? session.getUser() : undefined,
  });
}

/** The name headers show for the session user: the real name when given, else the account name. */
export function useDisplayName(): string | undefined {
  const user = useUserInfo();
  return user.data?.realName || user.data?.name || session.getUser()?.name;
}
