import { CommunityAdmin } from '../../../features/community/admin/community-admin';

/** Menu url operate/content/community: community articles and columns, with take-down. */
export function Page() {
  return <CommunityAdmin />;
}
