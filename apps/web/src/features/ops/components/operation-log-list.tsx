import { endpoints, enumLabel, type OperationLogRow } from '@datamall/contract';
import { Form, Input, Select, Space, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { StatusTag } from '../../../shared/ui/status-tag';
import {
  exportOperationLog,
  fetchOperationLogPage,
  type OperationLogFilter,
  operationLogPageKey,
} from '../api/operation-log-page';
import { LogList, useLogColumns } from './log-list';

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
  const logColumns = useLogColumns<OperationLogRow>('operation');

  const columns: TableProps<OperationLogRow>['columns'] = [
    logColumns.time(170),
    logColumns.username(110),
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
    logColumns.ip(120),
  ];

  return (
    <LogList<OperationLogRow, OperationLogFilter>
      kind="operation"
      queryKey={operationLogPageKey}
      fetcher={fetchOperationLogPage}
      columns={columns}
      exporter={exportOperationLog}
      scrollX={1100}
      username={{ maxLength: zodMaxLength(endpoints.ops.operationLogPage, 'username'), width: 160 }}
      filters={
        <>
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
        </>
      }
    />
  );
}
