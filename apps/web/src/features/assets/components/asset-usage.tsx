import type { assets } from '@datamall/contract';
import { Alert, Empty, Table, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';

type Usage = assets.SourceUsage;

export interface UsageTableProps {
  usage: readonly Usage[] | undefined;
  loading: boolean;
  error?: unknown;
  compact?: boolean;
}

/** What uses an asset or one of its tables: kind, name, status, owner. */
export function UsageTable({ usage, loading, error, compact }: UsageTableProps) {
  const { t } = useTranslation('assets');
  if (error) {
    return <Alert type="error" showIcon message={t('usage.failed')} description={errorText(error)} />;
  }
  const columns: TableProps<Usage>['columns'] = [
    {
      key: 'kind',
      title: t('usage.kind'),
      dataIndex: 'kind',
      render: (value: string) => <Tag bordered={false}>{t(`usage.kinds.${value}`, value)}</Tag>,
    },
    { key: 'name', title: t('usage.name'), dataIndex: 'name' },
    { key: 'status', title: t('usage.status'), dataIndex: 'status', render: (v: string) => v || '-' },
    { key: 'ownerName', title: t('usage.owner'), dataIndex: 'ownerName', render: (v: string) => v || '-' },
  ];
  return (
    <Table<Usage>
      size="small"
      rowKey={(row) => `${row.kind}:${row.id}`}
      loading={loading}
      columns={columns}
      dataSource={usage ? [...usage] : []}
      pagination={compact ? false : { pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('usage.empty')} /> }}
      data-testid="usage-table"
    />
  );
}
