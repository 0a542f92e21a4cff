import { useSearchParams } from 'react-router';
import { GrantList } from '../../../features/assets/components/grant-list';
import { GrantedDataBrowser } from '../../../features/assets/components/granted-data-browser';

/**
 * Menu url consumer/permissions/index (asset permission management): the assets I may use, with validity;
 * `?grantId=` browses and queries the tables of one of them.
 */
export function Page() {
  const [params, setParams] = useSearchParams();
  const grantId = params.get('grantId');
  if (grantId && /^\d+$/.test(grantId)) {
    return <GrantedDataBrowser key={grantId} grantId={grantId} onBack={() => setParams({})} />;
  }
  return <GrantList mode="consumer" onBrowse={(id) => setParams({ grantId: id })} />;
}
