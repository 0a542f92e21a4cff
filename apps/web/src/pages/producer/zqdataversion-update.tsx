import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { AssetWizard } from '../../features/assets/components/asset-wizard';
import { idParam } from '../../features/assets/paths';

/**
 * Hidden menu url producer/zqdataversion-update?id= (also -updata and -add-table of producer/zqdatasources):
 * change the registered tables of an asset, which makes a new version.
 */
export function Page() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return id ? <AssetWizard key={id} mode="tables" id={id} /> : <Result status="404" />;
}
