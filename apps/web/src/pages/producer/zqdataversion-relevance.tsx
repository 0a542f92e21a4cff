import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { AssetRelevance } from '../../features/assets/components/asset-relevance';
import { idParam } from '../../features/assets/paths';

/** Hidden menu url producer/zqdataversion-relevance?id=: what uses an asset and its tables. */
export function Page() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return id ? <AssetRelevance id={id} /> : <Result status="404" />;
}
