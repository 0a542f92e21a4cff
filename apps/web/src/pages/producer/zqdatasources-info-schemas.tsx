import { useSearchParams } from 'react-router';
import { usePermissions } from '../../features/access/api/permissions';
import { AssetTablesPage } from '../../features/assets/components/asset-tables-page';
import { idParam } from '../../features/assets/paths';
import { fieldPermissions } from '../../features/assets/status';

/** Hidden menu url producer/zqdatasources-info-schemas?id=: an asset's tables under their schemas. */
export function Page() {
  const [params] = useSearchParams();
  const permissions = fieldPermissions(usePermissions().data);
  return <AssetTablesPage id={idParam(params.get('id'))} groupBySchema permissions={permissions} />;
}
