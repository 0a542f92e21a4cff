import { useSearchParams } from 'react-router';
import { AssetWizard } from '../../features/assets/components/asset-wizard';
import { idParam } from '../../features/assets/paths';

/** Hidden menu url producer/zqdataversion-add-or-update[?id=]: register an asset, or edit its tables and information. */
export function Page() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return id ? <AssetWizard key={id} mode="edit" id={id} /> : <AssetWizard key="new" mode="create" />;
}
