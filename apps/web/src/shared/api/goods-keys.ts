/**
 * The cache contract of goods, shared with the features about parts of a good (its interfaces): their
 * entries live under `goodsKey`, and a change to a good or to one of its parts invalidates all of it, since
 * it may send the good back to "not enabled".
 */
export const goodsKey = ['goods'] as const;

/** One good with its SKUs (GET /server/item). */
export const goodKey = (id: string | undefined) => [...goodsKey, 'item', id] as const;
