import type { workflow } from '@datamall/contract';
import { Alert, Card, Empty, Skeleton, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useItemAuditFlows } from '../api/items';
import { processPath } from '../paths';

type Step = workflow.HistoricRow;

const DECISION_COLOR: Record<string, string> = { approved: 'success', rejected: 'error' };
const ACTION_COLOR: Record<Step['action'], string> = {
  start: 'blue',
  approve: 'success',
  reject: 'error',
  delegate: 'purple',
  end: 'default',
  open: 'processing',
};

/** queryItemAuditFlows: every review of the good and of its SKUs and prices, with their steps. */
export function AuditFlows({ itemId }: { itemId: string }) {
  const { t } = useTranslation('goods');
  const flows = useItemAuditFlows(itemId);
  if (flows.isPending) return <Skeleton active />;
  if (flows.isError) {
    return <Alert type="error" showIcon message={t('reviews.failed')} description={errorText(flows.error)} />;
  }
  if (flows.data.length === 0) return <Empty description={t('reviews.empty')} data-testid="reviews-empty" />;
  const columns: TableProps<Step>['columns'] = [
    {
      key: 'activityName',
      title: t('reviews.activity'),
      render: (_v, row) => (
        <Space size={4}>
          <Typography.Text strong>{row.activityName || row.activityId}</Typography.Text>
          <Tag color={ACTION_COLOR[row.action]} bordered={false}>
            {t(`reviews.actions.${row.action}`)}
          </Tag>
        </Space>
      ),
    },
    {
      key: 'assigneeName',
      title: t('reviews.assignee'),
      dataIndex: 'assigneeName',
      render: (v: string) => v || '-',
    },
    {
      key: 'startTime',
      title: t('reviews.start'),
      dataIndex: 'startTime',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'endTime',
      title: t('reviews.end'),
      dataIndex: 'endTime',
      render: (v: string | null) => (v ? formatDateTime(v) : '-'),
    },
    {
      key: 'comment',
      title: t('reviews.comment'),
      dataIndex: 'comment',
      render: (v: string) => (v ? <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span> : '-'),
    },
  ];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="audit-flows">
      {flows.data.map((flow) => (
        <Card
          key={flow.processInstanceId}
          size="small"
          data-testid="audit-flow"
          data-key={flow.processKey}
          title={
            <Space wrap>
              <Tag color="blue" bordered={false}>
                {t(`process.${flow.processKey}`, flow.processKey)}
              </Tag>
              <span>{flow.objectName}</span>
              {flow.decision ? (
                <Tag color={DECISION_COLOR[flow.decision] ?? 'default'} data-testid="review-decision">
                  {t(`reviews.decisions.${flow.decision}`, flow.decision)}
                </Tag>
              ) : (
                <Tag color="processing" data-testid="review-state">
                  {t(`reviews.states.${flow.state}`, flow.state)}
                </Tag>
              )}
              <Typography.Text type="secondary">
                {formatDateTime(flow.startTime)}
                {flow.endTime ? ` → ${formatDateTime(flow.endTime)}` : ''}
              </Typography.Text>
            </Space>
          }
          extra={<Link to={processPath(flow.processInstanceId)}>{t('reviews.process')}</Link>}
        >
          <Table<Step>
            size="small"
            rowKey={(row) => `${row.activityId}-${row.action}-${row.startTime}`}
            columns={columns}
            dataSource={flow.steps}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      ))}
    </Space>
  );
}
