import { HelpCenterPage } from '../../features/content/mall/help-center';

/** /help/center/{id}: the help center (/help redirects to /help/center/1). */
export function Page() {
  return <HelpCenterPage />;
}
