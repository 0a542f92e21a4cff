import { KeyOutlined, LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { endpoints, UKEY_MAX_PIN_ATTEMPTS, UKeyStatus } from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Modal,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { SecurityKeyDialog } from '../../../shared/security-key/security-key-dialog';
import { StatusTag } from '../../../shared/ui/status-tag';
import { useMyUKey, useRegisterSecurityKey, useReportUKeyLost } from '../api/my-ukey';
import { EDIT_PIN_PATH } from '../paths';

/** The state alert of the caller's key: initial PIN, frozen, locked. */
export function UKeyStateAlert({ status, pinMustChange }: { status: number; pinMustChange: boolean }) {
  const { t } = useTranslation('ukey');
  if (status === UKeyStatus.FROZEN) return <Alert type="error" showIcon message={t('mine.frozen')} />;
  if (status === UKeyStatus.LOCKED) return <Alert type="error" showIcon message={t('mine.locked')} />;
  if (status === UKeyStatus.NORMAL && pinMustChange) {
    return <Alert type="warning" showIcon message={t('mine.mustChange')} data-testid="ukey-must-change" />;
  }
  return null;
}

/** sys/ukeymanage: the caller's key (serial number, state, PIN attempts), change PIN, report it lost. */
export function MyUKeyPanel() {
  const { t } = useTranslation(['ukey', 'common']);
  const f = useZodRules(endpoints.ukey.reportUKeyLost);
  const key = useMyUKey();
  const reporter = useReportUKeyLost();
  const registrar = useRegisterSecurityKey();
  const [reporting, setReporting] = useState(false);
  const [registering, setRegistering] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  if (key.isLoading) return <Skeleton active />;
  const data = key.data;
  const bound = data && data.status !== UKeyStatus.UNBOUND;

  const handleReport = async () => {
    const { password } = await form.validateFields();
    reporter.mutate(password, {
      onSuccess: () => {
        notify.success(t('mine.reported'));
        setReporting(false);
      },
      onError: (error) => {
        const text = errorText(error);
        if (text) notify.error(text);
      },
    });
  };

  const handleRegister = async (pin: string) => {
    await registrar.mutateAsync(pin);
    setRegistering(false);
    notify.success(t('securityKey.registerDone'));
  };

  return (
    <Card title={t('mine.title')} data-testid="my-ukey">
      <Typography.Paragraph type="secondary">
        {t('model', { max: UKEY_MAX_PIN_ATTEMPTS })}
      </Typography.Paragraph>
      {!bound ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mine.none')} data-testid="my-ukey-none" />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <UKeyStateAlert status={data.status} pinMustChange={data.pinMustChange} />
          {!data.registered && data.status === UKeyStatus.NORMAL ? (
            <Alert
              type={data.required ? 'error' : 'warning'}
              showIcon
              message={data.required ? t('securityKey.requiredNotice') : t('securityKey.mustRegister')}
              description={t('securityKey.registerHint')}
              data-testid="my-ukey-register-hint"
            />
          ) : null}
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="my-ukey-info">
            <Descriptions.Item label={t('fields.serialNo')}>
              <Typography.Text code copyable data-testid="my-ukey-serial">
                {data.serialNo}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.status')}>
              <StatusTag dictType="ukey_status" value={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.issuedAt')}>
              {formatDateTime(data.issuedAt) || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.pinUpdatedAt')}>
              {formatDateTime(data.pinUpdatedAt) || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('securityKey.title')}>
              <span data-testid="my-ukey-registered">
                {data.registered ? (
                  <Tag color="green">
                    {t('securityKey.registered')} {formatDateTime(data.registeredAt)}
                  </Tag>
                ) : (
                  <Tag>{t('securityKey.notRegistered')}</Tag>
                )}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.remainingAttempts')}>
              <span data-testid="my-ukey-attempts">
                {data.remainingAttempts} / {UKEY_MAX_PIN_ATTEMPTS}
              </span>
            </Descriptions.Item>
          </Descriptions>
          <Space wrap>
            {!data.registered ? (
              <Button
                type="primary"
                icon={<SafetyCertificateOutlined />}
                disabled={data.status !== UKeyStatus.NORMAL}
                onClick={() => setRegistering(true)}
                data-testid="my-ukey-register"
              >
                {t('securityKey.register')}
              </Button>
            ) : null}
            <Link to={EDIT_PIN_PATH}>
              <Button
                type={data.registered ? 'primary' : 'default'}
                icon={<KeyOutlined />}
                disabled={data.status !== UKeyStatus.NORMAL}
                data-testid="my-ukey-change-pin"
              >
                {t('mine.changePin')}
              </Button>
            </Link>
            <Button
              danger
              icon={<LockOutlined />}
              disabled={data.status === UKeyStatus.FROZEN}
              onClick={() => setReporting(true)}
              data-testid="my-ukey-report-lost"
            >
              {t('mine.reportLost')}
            </Button>
          </Space>
        </Space>
      )}
      <SecurityKeyDialog
        open={registering}
        prompt={t('securityKey.registerHint')}
        onConfirm={handleRegister}
        onCancel={() => setRegistering(false)}
      />
      <Modal
        open={reporting}
        title={t('mine.reportLostTitle')}
        okText={t('mine.reportLostOk')}
        okButtonProps={{ danger: true, 'data-testid': 'report-lost-ok' } as never}
        cancelText={t('common:actions.cancel')}
        confirmLoading={reporter.isPending}
        onOk={() => void handleReport().catch(() => undefined)}
        onCancel={() => setReporting(false)}
        afterClose={() => form.resetFields()}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('mine.reportLostHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item
            name="password"
            label={t('mine.password')}
            rules={f.rules('password', t('mine.password'))}
          >
            <Input.Password
              autoComplete="current-password"
              maxLength={f.maxLength('password')}
              data-testid="report-lost-password"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
