import { goodsKey } from '../../../shared/api/goods-keys';

/** Cache keys of the goods feature, under the shared `goodsKey` that every mutation invalidates. */
export { goodKey, goodsKey } from '../../../shared/api/goods-keys';
export const itemsPageKey = [...goodsKey, 'page'] as const;
export const skusPageKey = [...goodsKey, 'skus'] as const;
export const bindingsPageKey = [...goodsKey, 'bindings'] as const;
