import { endpoints, type workflow } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** The process key of a registration review; its business key is the account id. */
const USER_REGISTRATION = 'user-registration';

export const registrationProcessQuery = (userId: string, finished: boolean) =>
  queryOptions({
    queryKey: ['users', 'registration-process', userId, finished],
    queryFn: async ({ signal }): Promise<workflow.InstanceRow | null> => {
      const endpoint = finished ? endpoints.workflow.finishedPage : endpoints.workflow.runningPage;
      // The keyword also matches object names by substring: only the exact business key is this account's.
      // Newest first, so the first match is the latest review (a resubmission starts a new one).
      const page = await api(endpoint, {
        query: { page: 1, limit: 100, processDefinitionKey: USER_REGISTRATION, keyword: userId },
        signal,
      });
      return page.list.find((row) => row.businessKey === userId) ?? null;
    },
    meta: { silentError: true },
  });

/**
 * The account's latest registration review process (running while pending, else finished), for a link to
 * its detail and for the decision's comment; null when there is none.
 */
export function useRegistrationProcess(userId: string | undefined, finished: boolean) {
  return useQuery({ ...registrationProcessQuery(userId ?? '', finished), enabled: Boolean(userId) });
}
