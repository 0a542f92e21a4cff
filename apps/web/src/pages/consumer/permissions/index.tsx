import { GrantList } from '../../../features/assets/components/grant-list';

/** Menu url consumer/permissions/index (asset permission management): the assets I may use, with validity. */
export function Page() {
  return <GrantList mode="consumer" />;
}
