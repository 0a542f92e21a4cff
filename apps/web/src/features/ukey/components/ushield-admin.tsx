import {
  enumLabel,
  type RoleType,
  UKEY_MAX_PIN_ATTEMPTS,
  type UKeyEvent,
  type UKeyStatus,
  USHIELD_TRANSITIONS,
  type UShieldAction,
  type UShieldDetail,
  ukey,
} from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Modal,
  Result,
  Skeleton,
  Space,
  Table,
  type TableProps,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { StatusTag } from '../../../shared/ui/status-tag';
import { useUpdateUShield, useUShieldDetail } from '../api/ushield';
import type { UShieldPaths } from '../paths';
import { InitialPinModal } from './initial-pin-modal';

type KeyAction = Exclude<UShieldAction, 'issue'>;
const KEY_ACTIONS: readonly KeyAction[] = ['freeze', 'unfreeze', 'resetPin', 'unbind'];

export interface UShieldPageProps {
  /** Account types this page manages: consumers, or suppliers and developers. */
  roleTypes: readonly RoleType[];
  paths: UShieldPaths;
}

/** The `?userId=` of the page, when it is an id. */
export function useUserIdParam(): string | undefined {
  const [params] = useSearchParams();
  const id = params.get('userId') ?? '';
  return /^[1-9]\d{0,17}$/.test(id) ? id : undefined;
}

/** Loads the account's key; renders the states no page can work with (no id, unknown, wrong type). */
export function UShieldGate({
  userId,
  roleTypes,
  paths,
  children,
}: UShieldPageProps & { userId: string | undefined; children: (detail: UShieldDetail) => React.ReactNode }) {
  const { t } = useTranslation('ukey');
  const detail = useUShieldDetail(userId);
  const back = (
    <Link to={paths.list}>
      <Button type="primary">{t('admin.toList')}</Button>
    </Link>
  );
  if (!userId) {
    return (
      <div data-testid="ushield-no-user">
        <Result status="info" title={t('admin.title')} subTitle={t('admin.noUser')} extra={back} />
      </div>
    );
  }
  if (detail.isLoading) return <Skeleton active />;
  if (detail.isError || !detail.data) {
    const notFound = isApiError(detail.error) && detail.error.code === 404;
    return (
      <div data-testid="ushield-error">
        <Result
          status={notFound ? '404' : 'error'}
          subTitle={notFound ? t('admin.wrongRole') : errorText(detail.error)}
          extra={back}
        />
      </div>
    );
  }
  if (!roleTypes.includes(detail.data.user.roleType as RoleType)) {
    return (
      <div data-testid="ushield-wrong-role">
        <Result status="warning" subTitle={t('admin.wrongRole')} extra={back} />
      </div>
    );
  }
  return <>{children(detail.data)}</>;
}

/** The account the key belongs to. */
export function UShieldAccount({ detail }: { detail: UShieldDetail }) {
  const { t } = useTranslation('ukey');
  const locale = useLocale();
  return (
    <Descriptions size="small" column={3} style={{ marginBottom: 16 }} data-testid="ushield-account">
      <Descriptions.Item label={t('fields.account')}>
        <Typography.Text strong>{detail.user.username}</Typography.Text>
        {detail.user.realName ? ` (${detail.user.realName})` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.companyName')}>{detail.user.companyName || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.roleType')}>
        {enumLabel('role_type', detail.user.roleType, locale)}
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * operate/zqMember-update and operate/zqCommercial/components/Ushield: an account's key with the actions its
 * state allows (freeze, unfreeze, reset PIN, unbind; each with a reason), the change page, and the history.
 */
export function UShieldAdmin({ roleTypes, paths }: UShieldPageProps) {
  const { t } = useTranslation('ukey');
  const userId = useUserIdParam();
  return (
    <Card title={t('admin.title')} data-testid="ushield-admin">
      <UShieldGate userId={userId} roleTypes={roleTypes} paths={paths}>
        {(detail) => <UShieldAdminBody detail={detail} paths={paths} />}
      </UShieldGate>
    </Card>
  );
}

function UShieldAdminBody({ detail, paths }: { detail: UShieldDetail; paths: UShieldPaths }) {
  const { t } = useTranslation(['ukey', 'common']);
  const locale = useLocale();
  const updater = useUpdateUShield();
  const f = useZodRules(ukey.zUpdateUShield);
  const [acting, setActing] = useState<KeyAction>();
  const [pin, setPin] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const key = detail.key;

  const handleAct = async () => {
    if (!acting) return;
    const { reason } = await form.validateFields();
    updater.mutate(
      { userId: Number(detail.user.id), action: acting, reason: reason.trim() },
      {
        onSuccess: (result) => {
          notify.success(t('admin.done'));
          setActing(undefined);
          if (result.initialPin) setPin(result.initialPin);
        },
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
        },
      },
    );
  };

  const historyColumns: TableProps<UKeyEvent>['columns'] = [
    {
      key: 'createDate',
      title: t('fields.time'),
      dataIndex: 'createDate',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'action',
      title: t('fields.action'),
      dataIndex: 'action',
      render: (v: string) => enumLabel('ukey_action', v, locale),
    },
    {
      key: 'serialNo',
      title: t('fields.serialNo'),
      dataIndex: 'serialNo',
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    { key: 'actorName', title: t('fields.actor'), dataIndex: 'actorName', render: (v: string) => v || '-' },
    { key: 'reason', title: t('fields.reason'), dataIndex: 'reason', render: (v: string) => v || '-' },
  ];

  return (
    <div data-testid="ushield-admin-body">
      <UShieldAccount detail={detail} />
      <Card
        size="small"
        title={t('admin.current')}
        style={{ marginBottom: 16 }}
        extra={
          <Link to={paths.change(detail.user.id)}>
            <Button type="primary" data-testid="ushield-change">
              {key ? t('admin.change') : t('admin.issue')}
            </Button>
          </Link>
        }
      >
        {key ? (
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} data-testid="ushield-key">
              <Descriptions.Item label={t('fields.serialNo')}>
                <Typography.Text code data-testid="ushield-serial">
                  {key.serialNo}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.status')}>
                <span data-testid="ushield-status">
                  <StatusTag dictType="ukey_status" value={key.status} />
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.failedPinCount')}>
                {key.failedPinCount} / {UKEY_MAX_PIN_ATTEMPTS}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.issuedAt')}>
                {formatDateTime(key.issuedAt)}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.issuedBy')}>{key.issuedBy || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('fields.pinUpdatedAt')}>
                {formatDateTime(key.pinUpdatedAt) || '-'}
              </Descriptions.Item>
            </Descriptions>
            {key.pinMustChange ? <Alert type="info" showIcon message={t('admin.pinInitial')} /> : null}
            <Space wrap>
              {KEY_ACTIONS.map((action) => (
                <Button
                  key={action}
                  danger={action === 'freeze' || action === 'unbind'}
                  disabled={!USHIELD_TRANSITIONS[action].includes(key.status as UKeyStatus)}
                  onClick={() => setActing(action)}
                  data-testid={`ushield-${action}`}
                >
                  {t(`admin.${action}`)}
                </Button>
              ))}
            </Space>
          </Space>
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('admin.noKey')}
            data-testid="ushield-no-key"
          />
        )}
      </Card>
      <Card size="small" title={t('admin.history')}>
        <Table<UKeyEvent>
          rowKey="id"
          size="small"
          columns={historyColumns}
          dataSource={detail.history}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.historyEmpty')} />,
          }}
          data-testid="ushield-history"
        />
      </Card>
      <Modal
        open={Boolean(acting)}
        title={
          acting && key
            ? t('admin.reasonTitle', { action: t(`admin.${acting}`), serialNo: key.serialNo })
            : ''
        }
        okText={t('common:actions.ok')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={
          { danger: acting === 'freeze' || acting === 'unbind', 'data-testid': 'ushield-act-ok' } as never
        }
        confirmLoading={updater.isPending}
        onOk={() => void handleAct().catch(() => undefined)}
        onCancel={() => setActing(undefined)}
        afterClose={() => form.resetFields()}
        destroyOnHidden
      >
        {acting ? (
          <Alert
            type="warning"
            showIcon
            message={t(`admin.confirm.${acting}`)}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('fields.reason')}
            rules={[
              { required: true, whitespace: true, message: t('admin.reasonRequired') },
              ...f.rules('reason', t('fields.reason'), { required: false }),
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={f.maxLength('reason')}
              showCount
              placeholder={t('admin.reasonPlaceholder')}
              data-testid="ushield-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
      <InitialPinModal pin={pin} serialNo={key?.serialNo} onClose={() => setPin(null)} />
    </div>
  );
}
