import { createQueryClient } from '../shared/api/query-client';

export { createQueryClient };

/** The one query client of the running app (the factory lives in shared so component tests use the same rules). */
export const queryClient = createQueryClient();
