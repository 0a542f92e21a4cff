import { endpoints } from '@datamall/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/**
 * POST /server/gateway/testKey: a sandbox key for the good, valid one hour (free calls marked as tests, 30 a
 * minute). The server decides the test type from the caller: consumer 1, the good's developer 2, operator 3.
 */
export function useIssueTestKey() {
  return useMutation({
    mutationFn: (itemId: string) => api(endpoints.gateway.testKey, { body: { itemId } }),
  });
}
