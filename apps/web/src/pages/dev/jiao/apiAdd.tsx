import { useSearchParams } from 'react-router';
import { ItemForm } from '../../../features/goods/components/item-form';
import { GOODS_VARIANTS, idParam } from '../../../features/goods/paths';

/** Hidden menu url dev/jiao/apiAdd[?id=]: create or edit an own API good. */
export function Page() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return <ItemForm key={id ?? 'new'} variant={GOODS_VARIANTS.developerApi} id={id} />;
}
