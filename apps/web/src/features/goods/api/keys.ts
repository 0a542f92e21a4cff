/** Cache keys of the goods feature; every mutation invalidates `goodsKey`. */
export const goodsKey = ['goods'] as const;
export const itemsPageKey = [...goodsKey, 'page'] as const;
export const skusPageKey = [...goodsKey, 'skus'] as const;
export const bindingsPageKey = [...goodsKey, 'bindings'] as const;
