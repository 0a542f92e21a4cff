import { PREVIEW_ROW_LIMIT } from '@datamall/contract';
import { Alert, Drawer, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { usePreview } from '../api/browse';

export interface PreviewDrawerProps {
  connectionId: string;
  schema: string;
  /** The table to preview; undefined keeps the drawer closed. */
  table: string | undefined;
  onClose: () => void;
}

/** The first rows (at most 20) of a table, read by the server in a read-only transaction. */
export function PreviewDrawer({ connectionId, schema, table, onClose }: PreviewDrawerProps) {
  const { t } = useTranslation('connections');
  const preview = usePreview(connectionId, schema, table);
  const columns = (preview.data?.columns ?? []).map((name, index) => ({
    key: `${index}`,
    title: name,
    dataIndex: index,
    ellipsis: true,
    render: (value: string | null) =>
      value === null ? <Typography.Text type="secondary">NULL</Typography.Text> : value,
  }));
  return (
    <Drawer
      open={Boolean(table)}
      onClose={onClose}
      width="80%"
      destroyOnHidden
      title={t('preview.title', { table: `${schema}.${table ?? ''}` })}
      data-testid="preview-drawer"
    >
      <Typography.Paragraph type="secondary">
        {t('preview.hint', { n: PREVIEW_ROW_LIMIT })}
      </Typography.Paragraph>
      {preview.isError ? (
        <Alert type="error" showIcon message={errorText(preview.error) ?? t('browse.failed')} />
      ) : (
        <Table
          size="small"
          rowKey={(_row, index) => String(index)}
          loading={preview.isFetching}
          columns={columns}
          dataSource={preview.data?.rows ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="preview-table"
        />
      )}
    </Drawer>
  );
}
