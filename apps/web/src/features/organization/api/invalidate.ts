import { useQueryClient } from '@tanstack/react-query';
import { organizationKey } from './keys';

/** Refetches every organization query (a renamed department or role shows in the other lists too). */
export function useInvalidateOrganization() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: organizationKey });
}
