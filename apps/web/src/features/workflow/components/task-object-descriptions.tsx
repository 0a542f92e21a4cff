import { enumLabel, type workflow } from '@datamall/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { businessTypeLabel } from '../business-types';
import { BusinessTypeTag } from './business-type-tag';

/** What the task is about, from the process itself: the generic business form of keys without their own. */
export function TaskObjectDescriptions({ task }: { task: workflow.TaskInfo }) {
  const { t } = useTranslation('workflow');
  const locale = useLocale();
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      data-testid="task-object"
    >
      <Descriptions.Item label={t('fields.businessType')}>
        <BusinessTypeTag
          type={task.businessType || task.processDefinitionKey}
          fallback={task.processDefinitionName}
        />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.objectName')}>{task.objectName || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.businessKey')}>{task.businessKey || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.submitter')}>{task.submitterName || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.processName')}>
        {businessTypeLabel(task.processDefinitionKey, task.processDefinitionName)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.createTime')}>{formatDateTime(task.createTime)}</Descriptions.Item>
      {task.candidateRoleType !== null && !task.assigneeId ? (
        <Descriptions.Item label={t('fields.candidate')}>
          {t('candidateRole', { role: enumLabel('role_type', task.candidateRoleType, locale) })}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
