import { Button, Divider, Space } from 'antd';
import type { ReactNode } from 'react';

export interface RowAction {
  key: string;
  label: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** The link buttons of a table row, separated by bars. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Space size={0} split={<Divider type="vertical" />}>
      {actions.map((action) => (
        <Button
          key={action.key}
          type="link"
          size="small"
          danger={action.danger}
          disabled={action.disabled}
          style={{ paddingInline: 0 }}
          onClick={action.onClick}
          data-testid={action.testId}
        >
          {action.label}
        </Button>
      ))}
    </Space>
  );
}
