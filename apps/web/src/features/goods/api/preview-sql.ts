import { endpoints } from '@datamall/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { goodsKey } from './keys';

/** The caller's saved database connections (for the preview SQL box). */
export function useOwnConnections(enabled: boolean) {
  return useQuery({
    queryKey: [...goodsKey, 'ownConnections'],
    queryFn: ({ signal }) => api(endpoints.connections.queryDatabaseList, { body: {}, signal }),
    enabled,
  });
}

/** connectionTestSql: the preview SQL run once, read-only, with the server's time limit and row cap. */
export function useTestPreviewSql() {
  return useMutation({
    mutationFn: (body: { connectionId: string; sql: string; timeoutSeconds?: number }) =>
      api(endpoints.goods.connectionTestSql, {
        body: { connectionId: Number(body.connectionId), sql: body.sql, timeoutSeconds: body.timeoutSeconds },
      }),
  });
}
