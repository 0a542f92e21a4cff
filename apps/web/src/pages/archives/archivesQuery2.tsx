import { ArchiveHistoryByVehicle } from '../../features/archives/components/history-by-vehicle';

/** /archives/archivesQuery2: the caller's archive query history by vehicle. */
export function Page() {
  return <ArchiveHistoryByVehicle />;
}
