/** Cache keys of the connections feature; every mutation invalidates `connectionsKey`. */
export const connectionsKey = ['connections'] as const;
