import { ArchiveHistory } from '../../features/archives/components/history-table';

/** /archives/archivesQuery: the caller's archive query history. */
export function Page() {
  return <ArchiveHistory />;
}
