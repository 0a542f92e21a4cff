import { Empty } from 'antd';
import type { ReactNode } from 'react';

/** An empty list that says where to get a first entry. */
export function EmptyState({ description, action }: { description: string; action: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {action}
    </Empty>
  );
}
