import { JobList } from '../../features/schedule/components/job-list';

/** Menu url job/schedule: the scheduled jobs. */
export function Page() {
  return <JobList />;
}
