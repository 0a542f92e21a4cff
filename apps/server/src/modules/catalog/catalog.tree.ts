/** Pure tree helpers over the flat rows of one classification tree. */

export interface FlatNode {
  id: number;
  parentId: number | null;
}

export type TreeOf<T> = T & { children: TreeOf<T>[] };

/**
 * Nests flat rows (already in display order) under their parents. A row whose parent is missing from
 * `rows` becomes a root, so a filtered set still shows every row it keeps.
 */
export function buildTree<T extends FlatNode>(rows: readonly T[]): TreeOf<T>[] {
  const nodes = new Map<number, TreeOf<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, children: [] });
  const roots: TreeOf<T>[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Ids of `id` and every node below it. */
export function subtreeIds(rows: readonly FlatNode[], id: number): Set<number> {
  const childrenOf = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row.id);
    childrenOf.set(row.parentId, list);
  }
  const out = new Set<number>();
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (out.has(next)) continue;
    out.add(next);
    stack.push(...(childrenOf.get(next) ?? []));
  }
  return out;
}

/** Ancestors of `id`, root first (without the node itself); stops on a broken or cyclic chain. */
export function ancestorsOf<T extends FlatNode>(rows: readonly T[], id: number): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path: T[] = [];
  const seen = new Set<number>([id]);
  let parentId = byId.get(id)?.parentId ?? null;
  while (parentId !== null && !seen.has(parentId)) {
    const parent = byId.get(parentId);
    if (!parent) break;
    seen.add(parentId);
    path.unshift(parent);
    parentId = parent.parentId;
  }
  return path;
}

/**
 * Keeps the rows that pass `keep` and whose ancestors all pass too: a hidden node hides its subtree.
 */
export function prune<T extends FlatNode>(rows: readonly T[], keep: (row: T) => boolean): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const verdict = new Map<number, boolean>();
  const visible = (row: T, depth = 0): boolean => {
    const known = verdict.get(row.id);
    if (known !== undefined) return known;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    const ok = keep(row) && (!parent || depth > rows.length || visible(parent, depth + 1));
    verdict.set(row.id, ok);
    return ok;
  };
  return rows.filter((row) => visible(row));
}
