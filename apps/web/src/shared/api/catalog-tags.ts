import { type catalog, endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * Tags of a classification, suggestions for the tags of what is classified under it. The entries live under
 * the caller's cache `scope`, so that its mutations refresh them as before.
 */
export function useClassificationTags(
  scope: readonly unknown[],
  classify: catalog.Classify,
  classificationId: string | undefined,
) {
  return useQuery({
    queryKey: [...scope, 'classTags', classificationId],
    queryFn: ({ signal }) =>
      api(endpoints.catalog.queryAllTags, {
        query: { classify, classificationId: Number(classificationId) },
        signal,
      }),
    enabled: Boolean(classificationId),
    staleTime: 5 * 60 * 1000,
  });
}

/** Free tags of the tag library containing the text (type-ahead), cached under the caller's `scope`. */
export function useTagSuggestions(scope: readonly unknown[], text: string) {
  const name = text.trim();
  return useQuery({
    queryKey: [...scope, 'tagSuggest', name],
    queryFn: ({ signal }) => api(endpoints.catalog.likeTagName, { body: { name }, signal }),
    enabled: name.length > 0,
    staleTime: 60_000,
  });
}
