import { MyCommunity } from '../../features/community/dev/my-community';

/** Menu url dev/community: the developer's community articles and columns. */
export function Page() {
  return <MyCommunity />;
}
