import { useSearchParams } from 'react-router';
import { ItemForm } from '../../features/goods/components/item-form';
import { GOODS_VARIANTS, idParam } from '../../features/goods/paths';

/** Hidden menu url dev/apiAdd[?id=]: create or edit a data application. */
export function Page() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return <ItemForm key={id ?? 'new'} variant={GOODS_VARIANTS.developer} id={id} />;
}
