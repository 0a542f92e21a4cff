import { ApartmentOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { enumLabel, type workflow } from '@datamall/contract';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useTaskInfo } from '../api/task-info';
import type { BusinessForms } from '../business-form-types';
import { businessTypeLabel } from '../business-types';
import { workflowErrorText, workflowMessage } from '../messages';
import { processDetailPath, TODO_PATH } from '../paths';
import { BusinessTypeTag } from './business-type-tag';
import { ClaimButton, RollbackButton, TerminateButton } from './task-actions';
import { type Decision, TaskDecisionPanel } from './task-decision-panel';
import { TaskObjectDescriptions } from './task-object-descriptions';

export interface TaskHandleProps {
  /** The route parameter; undefined when missing or not an id. */
  taskId: string | undefined;
  /** After a decision, a delegation, a roll back or a termination: back to the to-do list (§2.8). */
  onDone: (outcome: Decision | 'delegated' | 'rolledBack' | 'terminated') => void;
  businessForms: BusinessForms;
}

const STATE_COLOR: Record<workflow.TaskState, string> = {
  open: 'processing',
  completed: 'success',
  rejected: 'error',
  delegated: 'default',
  rolled_back: 'warning',
  terminated: 'default',
};

function BackToTodo({ primary }: { primary?: boolean }) {
  const { t } = useTranslation('workflow');
  return (
    <Link to={TODO_PATH} data-testid="task-back">
      <Button type={primary ? 'primary' : 'default'} icon={<ArrowLeftOutlined />}>
        {t('task.backToTodo')}
      </Button>
    </Link>
  );
}

/** The task page (§2.8, param taskId): task, business form of its process key, comment and decisions. */
export function TaskHandle({ taskId, onDone, businessForms }: TaskHandleProps) {
  const { t } = useTranslation('workflow');
  const locale = useLocale();
  const info = useTaskInfo(taskId);
  const [stale, setStale] = useState<string>();

  if (!taskId) {
    return (
      <div data-testid="task-missing">
        <Result
          status="warning"
          title={t('task.noTaskTitle')}
          subTitle={workflowMessage('noBusinessKey')}
          extra={<BackToTodo primary />}
        />
      </div>
    );
  }
  if (stale) {
    return (
      <Card>
        <div data-testid="task-stale">
          <Result
            status="warning"
            title={t('task.staleTitle')}
            subTitle={stale}
            extra={<BackToTodo primary />}
          />
        </div>
      </Card>
    );
  }
  if (info.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (!info.data) {
    return (
      <Card>
        <div data-testid="task-load-failed">
          <Result
            status="warning"
            title={t('task.loadFailed')}
            subTitle={workflowErrorText(info.error)}
            extra={
              <Space>
                <BackToTodo primary />
                <Button onClick={() => void info.refetch()}>{t('detail.retry')}</Button>
              </Space>
            }
          />
        </div>
      </Card>
    );
  }

  const task = info.data;
  const BusinessForm = Object.hasOwn(businessForms, task.processDefinitionKey)
    ? businessForms[task.processDefinitionKey]
    : undefined;
  const hasBusinessKey = task.businessKey.trim() !== '';
  const suspended = task.instanceState === 'suspended';
  const isOpen = task.state === 'open';
  const assignee =
    task.assigneeName ||
    (task.candidateRoleType !== null
      ? t('candidateRole', { role: enumLabel('role_type', task.candidateRoleType, locale) })
      : '-');

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="task-page">
      <Card
        title={
          <Space>
            <BusinessTypeTag
              type={task.businessType || task.processDefinitionKey}
              fallback={task.processDefinitionName}
            />
            <span>{task.objectName || task.taskName}</span>
          </Space>
        }
        extra={
          <Space>
            <Link to={processDetailPath(task.processInstanceId)} data-testid="task-process-detail">
              <Button icon={<ApartmentOutlined />}>{t('task.viewProcess')}</Button>
            </Link>
            {task.canTerminate ? (
              <TerminateButton
                processInstanceId={task.processInstanceId}
                objectName={task.objectName || task.taskName}
                onDone={() => onDone('terminated')}
              />
            ) : null}
            <BackToTodo />
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="task-info">
          <Descriptions.Item label={t('fields.taskName')}>{task.taskName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.processName')}>
            {businessTypeLabel(task.processDefinitionKey, task.processDefinitionName)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.status')}>
            <Tag color={STATE_COLOR[task.state]}>{t(`status.${task.state}`)}</Tag>
            {suspended ? <Tag color="warning">{t('status.suspended')}</Tag> : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.submitter')}>{task.submitterName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.createTime')}>
            {formatDateTime(task.createTime)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.assignee')}>{assignee}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title={t('task.businessForm')} data-testid="task-business-form">
        {!hasBusinessKey ? (
          <Alert type="error" showIcon message={workflowMessage('noBusinessKey')} data-testid="task-no-key" />
        ) : BusinessForm ? (
          <BusinessForm task={task} />
        ) : (
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <Alert type="info" showIcon message={workflowMessage('formRouteMissing')} />
            <TaskObjectDescriptions task={task} />
          </Space>
        )}
      </Card>

      <Card title={t('task.decision')}>
        {!isOpen ? (
          <div data-testid="task-closed">
            <Result
              status="info"
              title={t('task.closedTitle')}
              subTitle={t('task.closedSubtitle', { state: t(`status.${task.state}`) })}
              extra={<BackToTodo primary />}
            />
          </div>
        ) : (
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            {suspended ? <Alert type="warning" showIcon message={t('task.suspended')} /> : null}
            {task.canClaim ? (
              <Alert
                type="info"
                showIcon
                data-testid="task-claimable"
                message={t('actions.claimHint')}
                action={<ClaimButton taskId={task.taskId} />}
              />
            ) : null}
            {task.canUnclaim ? (
              <Alert
                type="success"
                showIcon
                data-testid="task-claimed"
                message={t('actions.claimedHint')}
                action={<ClaimButton taskId={task.taskId} release />}
              />
            ) : null}
            {!task.canHandle && !suspended ? (
              <Alert type="info" showIcon message={t('task.readOnly')} />
            ) : null}

            <TaskDecisionPanel
              taskId={hasBusinessKey ? task.taskId : undefined}
              assigneeId={task.assigneeId}
              disabled={!task.canHandle || suspended}
              onDecided={onDone}
              onDelegated={() => onDone('delegated')}
              onStale={setStale}
              moreActions={
                task.canRollback && !suspended ? (
                  <RollbackButton taskId={task.taskId} onDone={() => onDone('rolledBack')} />
                ) : null
              }
            />
          </Space>
        )}
      </Card>
    </Space>
  );
}
