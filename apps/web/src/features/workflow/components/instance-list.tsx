import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { workflow } from '@datamall/contract';
import { Button, Space, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { usePageTable } from '../../../shared/ui/page-table';
import { useSetInstanceSuspended } from '../api/instance-state';
import {
  fetchInstancesPage,
  type InstanceFilter,
  type InstanceListKind,
  instancesPageKey,
} from '../api/instances-page';
import { workflowErrorText } from '../messages';
import { processDetailPath } from '../paths';
import { ProcessList, useProcessSubjectColumns } from './process-list';
import { TerminateButton } from './task-actions';

type InstanceRow = workflow.InstanceRow;

const STATE_COLOR: Record<workflow.InstanceState, string> = {
  running: 'processing',
  suspended: 'warning',
  completed: 'success',
  terminated: 'default',
};

const DECISION_COLOR: Record<workflow.Decision, string> = { approved: 'success', rejected: 'error' };

/** flow/running (suspend / activate) and flow/finished (decision): process instances with a detail link. */
export function InstanceList({
  kind,
  canTerminate = false,
}: {
  kind: InstanceListKind;
  /** The caller holds flow:process:terminate: running rows offer 终止 (the page knows the permissions). */
  canTerminate?: boolean;
}) {
  const { t } = useTranslation(['workflow', 'table']);
  const table = usePageTable<InstanceRow, InstanceFilter>({
    queryKey: instancesPageKey(kind),
    fetcher: fetchInstancesPage(kind),
  });
  const setSuspended = useSetInstanceSuspended();
  const subjectColumns = useProcessSubjectColumns<InstanceRow>();

  const handleToggle = (row: InstanceRow) => {
    const suspend = row.state === 'running';
    notify.confirm({
      title: t(suspend ? 'instances.confirmSuspendTitle' : 'instances.confirmActivateTitle'),
      content: t(suspend ? 'instances.confirmSuspendContent' : 'instances.confirmActivateContent'),
      okText: t(suspend ? 'instances.suspend' : 'instances.activate'),
      danger: suspend,
      okTestId: 'instance-confirm-ok',
      onOk: async () => {
        try {
          await setSuspended.mutateAsync({ processInstanceId: row.processInstanceId, suspend });
          notify.success(t(suspend ? 'instances.suspendedDone' : 'instances.activatedDone'));
        } catch (error) {
          const text = workflowErrorText(error);
          if (text) notify.error(text);
          table.reload();
        }
      },
    });
  };

  const columns: TableProps<InstanceRow>['columns'] = [
    ...subjectColumns,
    {
      key: 'version',
      title: t('fields.version'),
      dataIndex: 'processDefinitionVersion',
      render: (value: number) => t('model.versionValue', { version: value }),
    },
    {
      key: 'starterName',
      title: t('fields.starter'),
      dataIndex: 'starterName',
      render: (value: string) => value || '-',
    },
    {
      key: 'startTime',
      title: t('fields.startTime'),
      dataIndex: 'startTime',
      render: (value: string) => formatDateTime(value),
    },
    ...(kind === 'finished'
      ? ([
          {
            key: 'endTime',
            title: t('fields.endTime'),
            dataIndex: 'endTime',
            render: (value: string | null) => formatDateTime(value) || '-',
          },
          {
            key: 'decision',
            title: t('fields.decision'),
            dataIndex: 'decision',
            render: (value: workflow.Decision | null, row) =>
              value ? (
                <Tag color={DECISION_COLOR[value]} data-testid={`decision-${value}`}>
                  {t(`instances.decision.${value}`)}
                </Tag>
              ) : (
                <Tag>
                  {row.state === 'terminated' ? t('status.terminated') : t('instances.decision.none')}
                </Tag>
              ),
          },
        ] satisfies TableProps<InstanceRow>['columns'])
      : ([
          {
            key: 'state',
            title: t('fields.status'),
            dataIndex: 'state',
            render: (value: workflow.InstanceState) => (
              <Tag color={STATE_COLOR[value]}>{t(`status.${value}`)}</Tag>
            ),
          },
        ] satisfies TableProps<InstanceRow>['columns'])),
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_value, row) => (
        <Space size={12}>
          <Link to={processDetailPath(row.processInstanceId)} data-testid="instance-detail">
            {t('instances.detail')}
          </Link>
          {kind === 'running' ? (
            <Button
              type="link"
              size="small"
              danger={row.state === 'running'}
              style={{ paddingInline: 0 }}
              icon={row.state === 'running' ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
              onClick={() => handleToggle(row)}
              data-testid={row.state === 'running' ? 'instance-suspend' : 'instance-activate'}
            >
              {row.state === 'running' ? t('instances.suspend') : t('instances.activate')}
            </Button>
          ) : null}
          {kind === 'running' && canTerminate ? (
            <TerminateButton
              size="small"
              processInstanceId={row.processInstanceId}
              objectName={row.objectName || row.processDefinitionName}
              onDone={() => table.reload()}
            />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ProcessList<InstanceRow, InstanceFilter>
      table={table}
      typeField="processDefinitionKey"
      keywordMaxLength={zodMaxLength(workflow.runningPage, 'keyword')}
      columns={columns}
      rowKey="processInstanceId"
      emptyText={t(kind === 'running' ? 'instances.emptyRunning' : 'instances.emptyFinished')}
      testIds={{
        card: `instance-list-${kind}`,
        filters: 'instance-filters',
        table: `instance-table-${kind}`,
      }}
    />
  );
}
