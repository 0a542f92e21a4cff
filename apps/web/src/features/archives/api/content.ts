import { archives, endpoints } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { useLocale } from '../../../shared/hooks/use-locale';
import { archivesKey } from './keys';

/** The serve agreement of the content system in the current language: POST /server/zqagreement/get. */
export function useServeAgreementText() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...archivesKey, 'agreementText', locale],
    queryFn: ({ signal }) =>
      api(endpoints.content.getAgreement, { query: { code: archives.ARCHIVE_AGREEMENT_CODE }, signal }),
    staleTime: 5 * 60_000,
    // The page says it is missing in place.
    meta: { silentError: true },
  });
}

/** The questions of the archives' help channel (published articles), optionally those matching a keyword. */
export function useArchiveQuestions(keyword: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...archivesKey, 'qa', locale, keyword],
    queryFn: ({ signal }) =>
      api(endpoints.content.list, {
        query: { scode: archives.ARCHIVE_QA_CHANNEL, keyword: keyword || undefined, page: 1, limit: 100 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One answer (the article's body), loaded when its question is opened. */
export function useArchiveAnswer(id: string | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...archivesKey, 'answer', locale, id],
    queryFn: ({ signal }) => api(endpoints.content.detail, { query: { id: Number(id) }, signal }),
    enabled: !!id && /^\d+$/.test(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
