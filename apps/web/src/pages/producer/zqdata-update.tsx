import { useSearchParams } from 'react-router';
import { ItemForm } from '../../features/goods/components/item-form';
import { GOODS_VARIANTS, idParam, itemTypeParam } from '../../features/goods/paths';

/** Hidden menu url producer/zqdata-update[?id=][?type=]: create or edit a supplier's good. */
export function Page() {
  const [params] = useSearchParams();
  const variant = GOODS_VARIANTS.producer;
  const id = idParam(params.get('id'));
  const itemType = itemTypeParam(params.get('type'), variant.creatable);
  return <ItemForm key={id ?? `new-${itemType ?? ''}`} variant={variant} id={id} itemType={itemType} />;
}
