import { ExampleReport, ReportPageFrame } from '../../features/archives/reports';

export { loadReportChart as prefetch } from '../../features/archives/reports';

/** Public page /archives/highSpeedVehicleQuery-report-example: the example high-speed report (sample vehicle). */
export function Page() {
  return (
    <ReportPageFrame>
      <ExampleReport query="highSpeedVehicle" />
    </ReportPageFrame>
  );
}
