import { JobLogList } from '../../features/schedule/components/job-log-list';

/** Menu url job/schedule-log: the runs of the scheduled jobs. */
export function Page() {
  return <JobLogList />;
}
