import { ArrowLeftOutlined } from '@ant-design/icons';
import type { workflow } from '@datamall/contract';
import { Button, Card, Result, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProcessInfo } from '../api/process-info';
import { workflowMessage } from '../messages';
import { TODO_PATH } from '../paths';
import { HistoryTable } from './history-table';
import { ProcessDiagram } from './process-diagram';
import { TerminateButton } from './task-actions';

const STATE_COLOR: Record<workflow.InstanceState, string> = {
  running: 'processing',
  suspended: 'warning',
  completed: 'success',
  terminated: 'default',
};

/** The instance's state beside its number (terminated, completed, …); nothing while loading or refused. */
function ProcessState({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation('workflow');
  const info = useProcessInfo(processInstanceId);
  if (!info.data) return null;
  const { state, decision } = info.data;
  // A completed process ended on its decision: approved or rejected.
  const rejected = state === 'completed' && decision === 'rejected';
  return (
    <Tag color={rejected ? 'error' : STATE_COLOR[state]} data-testid={`process-state-${state}`}>
      {t(rejected ? 'status.rejected' : `status.${state}`)}
    </Tag>
  );
}

/** 终止 for the submitter, or an operator allowed to, while the process is live. */
function ProcessTerminate({ processInstanceId }: { processInstanceId: string }) {
  const info = useProcessInfo(processInstanceId);
  if (!info.data?.canTerminate) return null;
  return (
    <TerminateButton
      processInstanceId={processInstanceId}
      objectName={info.data.objectName || info.data.processDefinitionName}
    />
  );
}

/** flow/zq-process-detail (param processInstanceId): the history table and the diagram. */
export function ProcessDetail({ processInstanceId }: { processInstanceId: string | undefined }) {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      // Opened from the to-do list, a task or an instance list: go back there, else to the to-do list.
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(TODO_PATH))}
      data-testid="process-back"
    >
      {t('common:actions.back')}
    </Button>
  );

  if (!processInstanceId) {
    return (
      <Card>
        <div data-testid="process-missing">
          <Result
            status="warning"
            title={t('detail.noProcessTitle')}
            subTitle={workflowMessage('noBusinessKey')}
            extra={back}
          />
        </div>
      </Card>
    );
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="process-detail">
      <Card
        title={
          <Space>
            {t('detail.history')}
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>
              {t('fields.processInstanceId')} #{processInstanceId}
            </Typography.Text>
            <ProcessState processInstanceId={processInstanceId} />
          </Space>
        }
        extra={
          <Space>
            <ProcessTerminate processInstanceId={processInstanceId} />
            {back}
          </Space>
        }
      >
        <HistoryTable processInstanceId={processInstanceId} />
      </Card>
      <Card title={t('detail.diagram')}>
        <ProcessDiagram processInstanceId={processInstanceId} />
      </Card>
    </Space>
  );
}
