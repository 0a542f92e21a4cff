import {
  ApartmentOutlined,
  ArrowLeftOutlined,
  AuditOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { UserDetail } from '@datamall/contract';
import { Button, Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { StatusTag } from '../../../shared/ui/status-tag';
import { useRegisterDetail } from '../api/query-register-detail';
import { useRegistrationHistory } from '../api/query-registration-history';
import { useRegistrationProcess } from '../api/query-registration-process';
import { AccountDescriptions } from './account-descriptions';
import { CertifiedBadge } from './certified-badge';
import { RegistrationDecisionPanel } from './registration-decision-panel';

export interface RegistrationDetailProps {
  userId: string | undefined;
  /** Route of the to-do list, where the same decision is a task. */
  todoPath: string;
  /** Route of the approval list: the back link, and where a decision returns to. */
  listPath: string;
  /** Route of a process's detail (history and diagram), for the review's reference link. */
  processPath: (processInstanceId: string) => string;
}

/**
 * An applicant's registration. A pending one (sp_type 0) can be approved or rejected here with a reason; the
 * server decides the account's review task, so the to-do list and the process history agree. A decided one
 * shows its outcome read-only.
 */
export function RegistrationDetail({ userId, todoPath, listPath, processPath }: RegistrationDetailProps) {
  const { t } = useTranslation(['users', 'common']);
  const navigate = useNavigate();
  const detail = useRegisterDetail(userId);
  const back = (
    <Link to={listPath}>
      <Button icon={<ArrowLeftOutlined />} data-testid="registration-back">
        {t('users:register.back')}
      </Button>
    </Link>
  );

  if (!userId) return <Result status="warning" title={t('users:register.missingUser')} extra={back} />;
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!detail.data) {
    return (
      <Result
        status="warning"
        title={t('users:register.loadFailed')}
        subTitle={errorText(detail.error)}
        extra={back}
      />
    );
  }

  const user = detail.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="registration-detail">
      <Card title={t('users:register.title')} extra={back}>
        <AccountDescriptions user={user} />
      </Card>
      {user.shop ? (
        <Card title={t('users:shop.title')} extra={<CertifiedBadge certified={user.shop.certified} />}>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}>
            <Descriptions.Item label={t('users:shop.shopName')}>
              {user.shop.shopName || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('users:shop.contactName')}>
              {user.shop.contactName || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('users:shop.contactPhone')}>
              {user.shop.contactPhone || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('users:shop.address')}>{user.shop.address || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('users:shop.intro')} span={2}>
              {user.shop.intro || '-'}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      <DecisionCard
        user={user}
        todoPath={todoPath}
        processPath={processPath}
        onDecided={() => navigate(listPath)}
      />
    </Space>
  );
}

interface DecisionCardProps {
  user: UserDetail;
  todoPath: string;
  processPath: (processInstanceId: string) => string;
  onDecided: () => void;
}

/** The review: the decision panel while pending, else the outcome (tag and reason); links to the process. */
function DecisionCard({ user, todoPath, processPath, onDecided }: DecisionCardProps) {
  const { t } = useTranslation('users');
  const pending = user.spType === 0;
  const process = useRegistrationProcess(user.id, !pending);
  const instanceId = process.data?.processInstanceId;
  const rejectReason = user.spType === 2 ? user.rejectReason : '';
  // An approval clears the account's reject reason: its comment is only in the process history.
  const needsHistory = !pending && !rejectReason;
  const history = useRegistrationHistory(needsHistory ? instanceId : undefined);
  const decisionComment = history.data?.findLast(
    (row) => row.action === 'approve' || row.action === 'reject',
  )?.comment;
  const reason = rejectReason || decisionComment || '';
  const reasonLoading = needsHistory && (process.isLoading || history.isLoading);

  const links = (
    <Space size={4} wrap>
      {instanceId ? (
        <Link to={processPath(instanceId)}>
          <Button type="link" size="small" icon={<ApartmentOutlined />} data-testid="registration-process">
            {t('register.viewProcess')}
          </Button>
        </Link>
      ) : null}
      {pending ? (
        <Link to={todoPath}>
          <Button
            type="link"
            size="small"
            icon={<UnorderedListOutlined />}
            data-testid="registration-to-todo"
          >
            {t('register.toTodo')}
          </Button>
        </Link>
      ) : null}
    </Space>
  );

  return (
    <Card
      title={
        <Space>
          <AuditOutlined />
          {t('register.decisionTitle')}
        </Space>
      }
      extra={links}
      data-testid="registration-decision"
    >
      {pending ? (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('register.todoHint')}</Typography.Text>
          <RegistrationDecisionPanel userId={user.id} username={user.username} onDecided={onDecided} />
        </Space>
      ) : (
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={{ label: { width: 128 } }}
          data-testid="registration-outcome"
        >
          <Descriptions.Item label={t('register.decisionState')}>
            <StatusTag dictType="sp_type" value={user.spType} />
          </Descriptions.Item>
          <Descriptions.Item label={t('register.decisionReason')}>
            {reasonLoading ? (
              <Skeleton.Input active size="small" />
            ) : (
              <span data-testid="registration-outcome-reason">{reason || t('register.noReason')}</span>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
