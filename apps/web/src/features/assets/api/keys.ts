/** Cache keys of the assets feature; every mutation invalidates `assetsKey`. */
export const assetsKey = ['assets'] as const;
export const sourcesPageKey = [...assetsKey, 'page'] as const;
export const grantsPageKey = [...assetsKey, 'grants'] as const;
export const dictionaryPageKey = [...assetsKey, 'dictionaryPage'] as const;
