import { useSearchParams } from 'react-router';
import { GrantList } from '../../features/assets/components/grant-list';
import { idParam } from '../../features/assets/paths';

/** Menu url producer/zqassetAuthorization[?sourceId=]: grants on the supplier's assets. */
export function Page() {
  const [params] = useSearchParams();
  const sourceId = idParam(params.get('sourceId'));
  return <GrantList key={sourceId ?? ''} mode="supplier" sourceId={sourceId} />;
}
