import { type BodyOf, endpoints } from '@datamall/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export type ResubmitInput = BodyOf<typeof endpoints.identity.resubmitRegistration>;

/** POST /sys/user/resubmit: a rejected applicant corrects the registration; it awaits approval again. */
export function useResubmitRegistration() {
  return useMutation({
    mutationFn: (body: ResubmitInput) => api(endpoints.identity.resubmitRegistration, { body }),
  });
}
