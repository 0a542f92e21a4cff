import { useSearchParams } from 'react-router';
import { HighSpeedTransport, ReportPageFrame } from '../../features/archives/reports';
import { idParam } from '../../shared/id-param';

export { loadReportChart as prefetch } from '../../features/archives/reports';

/** Public page /archives/highSpeedVehicleQuery-report-transport?id=: the trips of a stored high-speed report. */
export function Page() {
  const [search] = useSearchParams();
  return (
    <ReportPageFrame>
      <HighSpeedTransport id={idParam(search.get('id'))} />
    </ReportPageFrame>
  );
}
