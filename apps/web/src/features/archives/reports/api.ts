import { endpoints } from '@datamall/contract';
import type { ArchiveAnswerOf, ArchiveQueryName } from '@datamall/contract/vehicle-archive';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { downloadFile } from '../../../shared/api/download';
import { archiveReportsKey, viewerKey } from '../api/keys';

const reportKey = (id: string) => [...archiveReportsKey, viewerKey(), 'one', id] as const;
const exampleKey = (query: ArchiveQueryName) => ['archives', 'example', query] as const;

/** GET /server/archives/report: one stored report with its answer (consumer; re-opening costs nothing). */
export function useArchiveReport(id: string | undefined) {
  return useQuery({
    queryKey: reportKey(id ?? ''),
    queryFn: ({ signal }) => api(endpoints.archives.archiveReport, { query: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    // A stored report never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /server/archives/example: the answer of a query for the fixed sample vehicle (public, free). */
export function useArchiveExample<Q extends ArchiveQueryName>(query: Q) {
  return useQuery({
    queryKey: exampleKey(query),
    queryFn: async ({ signal }) => {
      const { answer } = await api(endpoints.archives.archiveExample, { query: { query }, signal });
      return answer as unknown as ArchiveAnswerOf<Q>;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /server/archives/report/pdf with the session: saves the report as a PDF in the interface language. */
export function downloadReportPdf(id: string): Promise<string> {
  return downloadFile({
    method: 'GET',
    url: endpoints.archives.archiveReportPdf.path,
    query: { id },
    fallbackName: `archive-report-${id}.pdf`,
  });
}
