export { loadReportChart } from './lazy-chart';
export { ReportFrame, type ReportFrameProps } from './report-frame';
export {
  ExampleReport,
  HighSpeedTransport,
  ReportPageFrame,
  StoredReport,
  transportPath,
} from './report-pages';
export { ReportView, type ReportViewProps } from './report-view';
export { archiveLabels, useArchiveLabels } from './text';
