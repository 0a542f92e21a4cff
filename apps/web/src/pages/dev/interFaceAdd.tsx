import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { idParam } from '../../features/goods/paths';
import { InterfaceForm } from '../../features/interfaces/components/interface-form';

/** Hidden menu url dev/interFaceAdd?itemId=&skuId=: adds an interface to a SKU of an API good. */
export function Page() {
  const [params] = useSearchParams();
  const itemId = idParam(params.get('itemId'));
  const skuId = idParam(params.get('skuId'));
  if (!itemId || !skuId) return <Result status="404" />;
  return <InterfaceForm key={skuId} itemId={itemId} skuId={skuId} />;
}
