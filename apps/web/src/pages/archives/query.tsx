import { Navigate, useLocation } from 'react-router';
import { ArchiveQueryPage } from '../../features/archives/components/query-page';
import { archivePaths, queryOfPath } from '../../features/archives/paths';

/** /archives/{route} of the eight archive queries (`vehiclPriceQuery` ...): one page, the query from the path. */
export function Page() {
  const query = queryOfPath(useLocation().pathname);
  return query ? <ArchiveQueryPage key={query} query={query} /> : <Navigate to={archivePaths.home} replace />;
}
