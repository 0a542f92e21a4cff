/** Cache keys of the community feature; every mutation invalidates `communityKey`. */
export const communityKey = ['community'] as const;
/** Public reads (lists and reading pages), by the viewer's language. */
export const publicKey = [...communityKey, 'public'] as const;
export const myArticlesKey = [...communityKey, 'myArticles'] as const;
export const myColumnsKey = [...communityKey, 'myColumns'] as const;
export const adminArticlesKey = [...communityKey, 'adminArticles'] as const;
export const adminColumnsKey = [...communityKey, 'adminColumns'] as const;
