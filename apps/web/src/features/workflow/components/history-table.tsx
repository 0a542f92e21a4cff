import type { workflow } from '@datamall/contract';
import { Button, Empty, Result, Table, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { HISTORY_ACTION_COLOR } from '../../../shared/ui/review-flows';
import { useHistoricList } from '../api/historic-list';
import { formatDuration } from '../duration';
import { workflowErrorText } from '../messages';

type HistoricRow = workflow.HistoricRow;

/** The history table of §3: activityName, assigneeName, startTime, endTime, comment, durationInSeconds. */
export function HistoryTable({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation('workflow');
  const history = useHistoricList(processInstanceId);

  if (history.isError) {
    return (
      <div data-testid="history-failed">
        <Result
          status="warning"
          title={t('detail.historyFailed')}
          subTitle={workflowErrorText(history.error)}
          extra={<Button onClick={() => void history.refetch()}>{t('detail.retry')}</Button>}
        />
      </div>
    );
  }

  const columns: TableProps<HistoricRow>['columns'] = [
    {
      key: 'activityName',
      title: t('detail.activityName'),
      dataIndex: 'activityName',
      render: (value: string, row) => (
        <span>
          <Typography.Text strong>{value || row.activityId}</Typography.Text>{' '}
          <Tag color={HISTORY_ACTION_COLOR[row.action]} bordered={false}>
            {t(`detail.actions.${row.action}`)}
          </Tag>
        </span>
      ),
    },
    {
      key: 'assigneeName',
      title: t('detail.assigneeName'),
      dataIndex: 'assigneeName',
      render: (value: string) => value || '-',
    },
    {
      key: 'startTime',
      title: t('detail.startTime'),
      dataIndex: 'startTime',
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'endTime',
      title: t('detail.endTime'),
      dataIndex: 'endTime',
      render: (value: string | null) => (value ? formatDateTime(value) : '-'),
    },
    {
      key: 'comment',
      title: t('detail.comment'),
      dataIndex: 'comment',
      width: 280,
      render: (value: string) => (value ? <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span> : '-'),
    },
    {
      key: 'durationInSeconds',
      title: t('detail.duration'),
      dataIndex: 'durationInSeconds',
      render: (value: number | null) =>
        value === null ? <Tag color="processing">{t('detail.inProgress')}</Tag> : formatDuration(value),
    },
  ];

  return (
    <Table<HistoricRow>
      size="middle"
      rowKey={(row) => `${row.activityId}-${row.action}-${row.startTime}`}
      columns={columns}
      dataSource={history.data ?? []}
      loading={history.isFetching}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.empty')} /> }}
      data-testid="history-table"
    />
  );
}
