import { useState } from 'react';

/** Tree tables open every parent row unless the user folds it. */
export function useCollapsed() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  return {
    expandable: (parents: string[]) => ({
      expandedRowKeys: parents.filter((id) => !collapsed.has(id)),
      onExpand: (expanded: boolean, row: { id: string }) =>
        setCollapsed((prev) => {
          const next = new Set(prev);
          if (expanded) next.delete(row.id);
          else next.add(row.id);
          return next;
        }),
    }),
  };
}
