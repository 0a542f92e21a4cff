import { describe, expect, it } from 'vitest';
import { flattenTree, subtreeIdsOf } from './tree.js';

type Node = { id: number; children: Node[] };
const leaf = (id: number): Node => ({ id, children: [] });

describe('trees', () => {
  const tree: Node[] = [{ id: 1, children: [{ id: 2, children: [leaf(3)] }, leaf(4)] }, leaf(5)];

  it('flattens depth first, each node before its children', () => {
    expect(flattenTree(tree).map((n) => n.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers the ids of a subtree, or the root alone when the subtree is empty', () => {
    expect(subtreeIdsOf(tree, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(subtreeIdsOf([], 7)).toEqual([7]);
  });
});
