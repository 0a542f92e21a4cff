/** Cache keys of the nodes feature; every mutation invalidates `nodesKey`. */
export const nodesKey = ['nodes'] as const;
export const nodesPageKey = ['nodes', 'page'] as const;
