import { endpoints, enumLabel, type OperationLogRow } from '@datamall/contract';
import { Card, Empty, Form, Input, Select, Space, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import {
  fetchOperationLogPage,
  type OperationLogFilter,
  operationLogPageKey,
} from '../api/operation-log-page';

/** successFalse values the operation log uses (2 is a legacy alias of failure). */
const STATUS_CHOICES = [1, 0] as const;

/** Pretty-prints JSON parameters for the tooltip; anything else as it is. */
function prettyParams(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** operate/log/operate-log: every write call, newest first; filters username, operation and status. */
export function OperationLogList() {
  const { t } = useTranslation('ops');
  const locale = useLocale();
  const table = usePageTable<OperationLogRow, OperationLogFilter>({
    queryKey: operationLogPageKey,
    fetcher: fetchOperationLogPage,
  });

  const columns: TableProps<OperationLogRow>['columns'] = [
    {
      key: 'createDate',
      title: t('operationLog.time'),
      dataIndex: 'createDate',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'username',
      title: t('operationLog.username'),
      dataIndex: 'username',
      width: 110,
      render: (value: string) => <Typography.Text strong>{value || '-'}</Typography.Text>,
    },
    {
      key: 'operation',
      title: t('operationLog.operation'),
      dataIndex: 'operation',
      width: 280,
      render: (_value, row) => (
        <Space direction="vertical" size={2}>
          <span>{row.operation}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            <Tag style={{ marginInlineEnd: 4, fontSize: 11, lineHeight: '16px', paddingInline: 4 }}>
              {row.method}
            </Tag>
            {row.path}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'params',
      title: t('operationLog.params'),
      dataIndex: 'params',
      // No width: the parameters take what is left and are cut with an ellipsis (pretty JSON in the tooltip).
      ellipsis: { showTitle: false },
      render: (value: string) =>
        value ? (
          <Tooltip
            placement="topLeft"
            styles={{ root: { maxWidth: 520 } }}
            title={
              <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {prettyParams(value)}
              </pre>
            }
          >
            <Typography.Text type="secondary" data-testid="operation-log-params">
              {value}
            </Typography.Text>
          </Tooltip>
        ) : (
          '-'
        ),
    },
    {
      key: 'status',
      title: t('operationLog.status'),
      dataIndex: 'status',
      width: 140,
      // A failure also shows the envelope code it answered with.
      render: (value: number, row) => (
        <Space size={4}>
          <StatusTag dictType="successFalse" value={value} />
          {row.resultCode !== 0 ? (
            <Tooltip title={t('operationLog.resultCode')}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.resultCode}
              </Typography.Text>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    {
      key: 'durationMs',
      title: t('operationLog.duration'),
      dataIndex: 'durationMs',
      align: 'right',
      width: 90,
      render: (value: number) => t('operationLog.durationValue', { ms: value }),
    },
    {
      key: 'ip',
      title: t('operationLog.ip'),
      dataIndex: 'ip',
      width: 120,
      render: (value: string) => value || '-',
    },
  ];

  return (
    <Card data-testid="operation-log">
      <ListFiltersBar<OperationLogFilter> testId="operation-log-filters" onSearch={table.search}>
        <Form.Item name="username" label={t('filters.username')}>
          <Input
            allowClear
            maxLength={zodMaxLength(endpoints.ops.operationLogPage, 'username')}
            style={{ width: 160 }}
            data-testid="operation-log-filter-username"
          />
        </Form.Item>
        <Form.Item name="operation" label={t('filters.operation')}>
          <Input
            allowClear
            maxLength={zodMaxLength(endpoints.ops.operationLogPage, 'operation')}
            style={{ width: 180 }}
            data-testid="operation-log-filter-operation"
          />
        </Form.Item>
        <Form.Item name="status" label={t('filters.status')}>
          <Select
            allowClear
            placeholder={t('filters.allStatus')}
            style={{ width: 120 }}
            options={STATUS_CHOICES.map((value) => ({
              value,
              label: enumLabel('successFalse', value, locale),
            }))}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<OperationLogRow, OperationLogFilter>
        table={table}
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1100 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('operationLog.empty')} />,
        }}
        data-testid="operation-log-table"
      />
    </Card>
  );
}
