import { usePermissions } from '../../features/access/api/permissions';
import { ItemList } from '../../features/goods/components/item-list';
import { GOODS_DELETE_PERMISSION, GOODS_VARIANTS } from '../../features/goods/paths';

/** Menu url dev/zqgoodadmin (data applications): the developer's data applications. */
export function Page() {
  const held = usePermissions().data;
  return (
    <ItemList
      variant={GOODS_VARIANTS.developer}
      allowDelete={Boolean(held?.includes(GOODS_DELETE_PERMISSION))}
    />
  );
}
