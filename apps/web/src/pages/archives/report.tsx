import { archives } from '@datamall/contract';
import { useLocation, useSearchParams } from 'react-router';
import { ReportPageFrame, StoredReport } from '../../features/archives/reports';
import { idParam } from '../../shared/id-param';

export { loadReportChart as prefetch } from '../../features/archives/reports';

/** `/archives/vehiclPriceQuery-report` -> price. */
function queryOfReportPath(pathname: string) {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return last.endsWith('-report')
    ? archives.archiveQueryOfRoute(last.slice(0, -'-report'.length))
    : undefined;
}

/** Public page /archives/{route}-report?id=: the caller's stored report of the route's query. */
export function Page() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const query = queryOfReportPath(pathname);
  return (
    <ReportPageFrame>
      <StoredReport id={query ? idParam(search.get('id')) : undefined} expected={query} />
    </ReportPageFrame>
  );
}
