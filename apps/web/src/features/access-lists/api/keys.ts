/** Cache keys of the black and white list feature; saving invalidates `accessListsKey`. */
export const accessListsKey = ['access-lists'] as const;
