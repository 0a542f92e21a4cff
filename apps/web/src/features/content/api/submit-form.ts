import { type content, endpoints } from '@datamall/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** Sends a contact, cooperation or feedback form (no login needed). */
export function useSubmitForm() {
  return useMutation({
    mutationFn: (body: content.SubmissionInput) => api(endpoints.content.submit, { body }),
  });
}
