import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notify } from '../notify';
import { errorText } from './api-error';

/** Non-zero codes the client did not already show (§8 "msg shown as an error"); `meta.silentError` opts out. */
function showError(error: unknown, meta: Record<string, unknown> | undefined): void {
  if (meta?.silentError) return;
  const text = errorText(error);
  if (text) notify.error(text);
}

/** The app's query client: failed queries toast their message once; tests build theirs with the same rules. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => showError(error, query.meta) }),
    mutationCache: new MutationCache({
      // Mutations are awaited by forms that show their own messages.
      onError: (error, _variables, _context, mutation) =>
        showError(error, { silentError: true, ...mutation.meta }),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30 * 1000 },
      mutations: { retry: false },
    },
  });
}
