import { endpoints, type SmsType } from '@datamall/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export function useSendSms() {
  return useMutation({
    mutationFn: (input: { mobile: string; type: SmsType }) =>
      api(endpoints.identity.sendSms, { query: input }),
    meta: { silentError: true },
  });
}
