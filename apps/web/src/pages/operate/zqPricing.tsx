import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { ItemPricing } from '../../features/goods/components/price-overview';
import { idParam } from '../../features/goods/paths';

/** Hidden menu url operate/zqPricing?id=: one good's SKU prices and pending price changes. */
export function Page() {
  const id = idParam(useSearchParams()[0].get('id'));
  if (!id) return <Result status="404" />;
  return <ItemPricing key={id} id={id} />;
}
