import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { AssetWizard } from '../../features/assets/components/asset-wizard';
import { idParam } from '../../features/assets/paths';

/** Hidden menu url producer/zqdataversion-editingdatasource?id=: edit an asset's information. */
export function Page() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return id ? <AssetWizard key={id} mode="info" id={id} /> : <Result status="404" />;
}
