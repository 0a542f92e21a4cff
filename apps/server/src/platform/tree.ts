/** A node of a nested tree (each node carries its children). */
export interface TreeNode<T> {
  id: number;
  children: T[];
}

/** Every node of a nested tree, depth first, each before its children. */
export function flattenTree<T extends { children: T[] }>(nodes: readonly T[]): T[] {
  return nodes.flatMap((n) => [n, ...flattenTree(n.children)]);
}

/** The ids of the subtree answered for `rootId` (a filter "this node or below"); `[rootId]` when it is empty. */
export function subtreeIdsOf<T extends TreeNode<T>>(subtree: readonly T[], rootId: number): number[] {
  const ids = flattenTree(subtree).map((n) => n.id);
  return ids.length ? ids : [rootId];
}
