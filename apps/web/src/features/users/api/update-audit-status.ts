import { ErrorCode, endpoints } from '@datamall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { isApiError } from '../../../shared/api/api-error';

export interface UpdateAuditStatusInput {
  userId: string;
  /** sp_type the review leads to: approved 1, rejected 2. */
  spType: 1 | 2;
  /** 2-500 characters; a rejection's reason is shown to the applicant at login. */
  reason: string;
}

/**
 * POST /server/user/UpdateAuditStatus: decides the account's open `user-registration` task. Refreshes the
 * account lists and detail and the workflow lists (to-do, processes), which this decision also changed.
 */
export function useUpdateAuditStatus() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['users'] }),
      queryClient.invalidateQueries({ queryKey: ['workflow'] }),
    ]);
  return useMutation({
    mutationFn: ({ userId, spType, reason }: UpdateAuditStatusInput) =>
      api(endpoints.users.updateAuditStatus, { body: { userId, spType, reason } }),
    // Not awaited: the page leaves for the list at once instead of first redrawing the decided account.
    onSuccess: () => {
      void refresh();
    },
    // 409: someone decided it meanwhile (here or in the to-do list); show what it is now.
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.ILLEGAL_STATE) void refresh();
    },
  });
}
