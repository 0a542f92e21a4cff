import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { AssetDetail } from '../../../features/assets/components/asset-detail';
import { idParam, versionParam } from '../../../features/assets/paths';

/** Hidden menu url operate/zqAsset/assetData-goods-info?id=[&version=]: one asset, read-only, masked previews. */
export function Page() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const version = versionParam(params.get('version'));
  if (!id) return <Result status="404" />;
  return <AssetDetail key={`${id}-${version ?? ''}`} id={id} version={version} mode="operator" />;
}
