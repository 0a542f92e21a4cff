import { catalog, endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const catalogKey = ['catalog'] as const;
export const classificationTreeKey = (classify: number) => [...catalogKey, 'tree', classify] as const;

/** GET queryAll: the whole tree of a kind, disabled nodes included (the operator's editor). */
export function useClassificationTree(classify: number) {
  return useQuery({
    queryKey: classificationTreeKey(classify),
    queryFn: ({ signal }) =>
      api(endpoints.catalog.queryAll, { query: { classify, withDisabled: 1 }, signal }),
  });
}

/** A node of the tree found by id, depth first. */
export function findNode(
  nodes: readonly catalog.ClassificationNode[],
  id: string,
): catalog.ClassificationNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

export const CLASSIFY_KINDS = catalog.CLASSIFY_VALUES;
