import { SubmissionList } from '../../../features/content/admin/submission-list';

/** Menu url operate/content/submission: contact, cooperation and feedback forms. */
export function Page() {
  return <SubmissionList />;
}
