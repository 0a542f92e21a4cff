import { useSearchParams } from 'react-router';
import { usePermissions } from '../../features/access/api/permissions';
import { AssetVersions } from '../../features/assets/components/asset-versions';
import { idParam } from '../../features/assets/paths';
import { fieldPermissions } from '../../features/assets/status';

/** Hidden menu url producer/zqdatasources[?id=] (data asset version management): versions of an asset. */
export function Page() {
  const [params] = useSearchParams();
  const permissions = fieldPermissions(usePermissions().data);
  return <AssetVersions id={idParam(params.get('id'))} canChangeTables={permissions.save} />;
}
