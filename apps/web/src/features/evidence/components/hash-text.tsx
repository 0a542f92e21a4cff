import { Typography } from 'antd';

/** A SHA-256 hash shortened for a table cell, copyable in full. */
export function HashText({ value, testId }: { value: string | null | undefined; testId?: string }) {
  if (!value) return <>-</>;
  return (
    <Typography.Text
      code
      copyable={{ text: value }}
      style={{ fontSize: 12 }}
      title={value}
      data-testid={testId}
    >
      {`${value.slice(0, 12)}…`}
    </Typography.Text>
  );
}
