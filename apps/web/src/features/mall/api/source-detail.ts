import { endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { mallKey } from './keys';

/** POST /server/dataSource/querySourceDetail (public): the listed version of an asset bound to a good. */
export function useMallSourceDetail(sourceId: string | undefined) {
  return useQuery({
    queryKey: [...mallKey, 'source', sourceId],
    queryFn: ({ signal }) =>
      api(endpoints.assets.querySourceDetail, { body: { sourceId: Number(sourceId) }, signal }),
    enabled: Boolean(sourceId),
  });
}
