import { describe, expect, it } from 'vitest';
import { ancestorsOf, buildTree, prune, subtreeIds } from './catalog.tree.js';

const rows = [
  { id: 1, parentId: null, ok: true },
  { id: 2, parentId: 1, ok: false },
  { id: 3, parentId: 2, ok: true },
  { id: 4, parentId: 1, ok: true },
  { id: 5, parentId: null, ok: true },
];

describe('catalog tree helpers', () => {
  it('nests rows under their parents, keeping order', () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => n.id)).toEqual([1, 5]);
    expect(tree[0]!.children.map((n) => n.id)).toEqual([2, 4]);
    expect(tree[0]!.children[0]!.children.map((n) => n.id)).toEqual([3]);
  });

  it('finds subtrees and ancestors', () => {
    expect([...subtreeIds(rows, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect(ancestorsOf(rows, 3).map((r) => r.id)).toEqual([1, 2]);
    expect(ancestorsOf(rows, 1)).toEqual([]);
  });

  it('prune hides a node together with its subtree', () => {
    expect(prune(rows, (r) => r.ok).map((r) => r.id)).toEqual([1, 4, 5]);
  });
});
