import type { workflow } from '@datamall/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton, Space, Table, type TableProps, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../api/api-error';
import { formatDateTime } from '../format';

type Step = workflow.HistoricRow;

/** One review of a business object (a `…AuditFlows` row): its outcome and its steps. */
export interface ReviewFlow {
  processInstanceId: string;
  state: string;
  decision: string | null;
  startTime: string;
  endTime: string | null;
  steps: Step[];
}

const DECISION_COLOR: Record<string, string> = { approved: 'success', rejected: 'error' };
/** Tag colour of each step action of a process history (here and on the process detail page). */
export const HISTORY_ACTION_COLOR: Record<Step['action'], string> = {
  start: 'blue',
  approve: 'success',
  reject: 'error',
  delegate: 'purple',
  end: 'default',
  open: 'processing',
  withdraw: 'warning',
  rollback: 'orange',
  terminate: 'volcano',
  claim: 'cyan',
  unclaim: 'default',
};

const processPath = (id: string) => `/flow-zq-process-detail?processInstanceId=${encodeURIComponent(id)}`;

export interface ReviewFlowsProps<F extends ReviewFlow> {
  flows: UseQueryResult<F[]>;
  /** What the review was about, before its outcome in the card title. */
  heading: (flow: F) => ReactNode;
  emptyText: string;
  'data-testid'?: string;
  flowProps?: (flow: F) => Record<string, string>;
}

/** The reviews of an asset, a good…: one card per review with its decision and a table of its steps. */
export function ReviewFlows<F extends ReviewFlow>({
  flows,
  heading,
  emptyText,
  flowProps,
  'data-testid': testId,
}: ReviewFlowsProps<F>) {
  const { t } = useTranslation('workflow');
  if (flows.isPending) return <Skeleton active />;
  if (flows.isError) {
    return (
      <Alert type="error" showIcon message={t('reviewFlows.failed')} description={errorText(flows.error)} />
    );
  }
  if (flows.data.length === 0) return <Empty description={emptyText} data-testid="reviews-empty" />;
  const columns: TableProps<Step>['columns'] = [
    {
      key: 'activityName',
      title: t('reviewFlows.activity'),
      render: (_v, row) => (
        <Space size={4}>
          <Typography.Text strong>{row.activityName || row.activityId}</Typography.Text>
          <Tag color={HISTORY_ACTION_COLOR[row.action]} bordered={false}>
            {t(`reviewFlows.actions.${row.action}`)}
          </Tag>
        </Space>
      ),
    },
    {
      key: 'assigneeName',
      title: t('reviewFlows.assignee'),
      dataIndex: 'assigneeName',
      render: (v: string) => v || '-',
    },
    {
      key: 'startTime',
      title: t('reviewFlows.start'),
      dataIndex: 'startTime',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'endTime',
      title: t('reviewFlows.end'),
      dataIndex: 'endTime',
      render: (v: string | null) => (v ? formatDateTime(v) : '-'),
    },
    {
      key: 'comment',
      title: t('reviewFlows.comment'),
      dataIndex: 'comment',
      render: (v: string) => (v ? <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span> : '-'),
    },
  ];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid={testId}>
      {flows.data.map((flow) => (
        <Card
          key={flow.processInstanceId}
          size="small"
          {...flowProps?.(flow)}
          title={
            <Space wrap>
              {heading(flow)}
              {flow.decision ? (
                <Tag color={DECISION_COLOR[flow.decision] ?? 'default'} data-testid="review-decision">
                  {t(`reviewFlows.decisions.${flow.decision}`, flow.decision)}
                </Tag>
              ) : (
                <Tag color="processing" data-testid="review-state">
                  {t(`reviewFlows.states.${flow.state}`, flow.state)}
                </Tag>
              )}
              <Typography.Text type="secondary">
                {formatDateTime(flow.startTime)}
                {flow.endTime ? ` → ${formatDateTime(flow.endTime)}` : ''}
              </Typography.Text>
            </Space>
          }
          extra={<Link to={processPath(flow.processInstanceId)}>{t('reviewFlows.process')}</Link>}
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
