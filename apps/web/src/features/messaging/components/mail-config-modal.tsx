import { messaging } from '@datamall/contract';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Select,
  Space,
  Spin,
  Switch,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { useMailConfig, useSaveMailConfig, useTestMail } from '../api/messaging';

interface FormValues {
  host: string;
  port: number;
  security: messaging.MailSecurity;
  username?: string;
  password?: string;
  clearPassword?: boolean;
  fromAddress: string;
  fromName?: string;
  enabled: boolean;
}

const toInput = (v: FormValues): messaging.MailConfigInput => ({
  host: v.host,
  port: v.port,
  security: v.security,
  username: v.username ?? '',
  ...(v.password ? { password: v.password } : {}),
  clearPassword: v.clearPassword ? 1 : 0,
  fromAddress: v.fromAddress,
  fromName: v.fromName ?? '',
  enabled: v.enabled ? 1 : 0,
});

/** The SMTP server: saved password shown only as set (a new one replaces it), a test send before saving. */
export function MailConfigModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['messaging', 'common']);
  const config = useMailConfig();
  const saver = useSaveMailConfig();
  if (!config.data) {
    return config.isError ? (
      <FormModal
        key="failed"
        title={t('mailConfig.title')}
        onClose={onClose}
        onSubmit={async () => onClose()}
      >
        {() => <Alert type="error" message={errorText(config.error) ?? t('mailConfig.loadFailed')} />}
      </FormModal>
    ) : (
      <FormModal
        key="loading"
        title={t('mailConfig.title')}
        onClose={onClose}
        onSubmit={async () => undefined}
      >
        {() => <Spin />}
      </FormModal>
    );
  }
  const saved = config.data;
  return (
    <FormModal<FormValues>
      key="loaded"
      title={t('mailConfig.title')}
      width={640}
      initialValues={{
        host: saved.host,
        port: saved.port,
        security: saved.security,
        username: saved.username,
        fromAddress: saved.fromAddress,
        fromName: saved.fromName,
        enabled: saved.enabled === 1,
      }}
      onClose={onClose}
      onSubmit={async (values) => {
        await saver.mutateAsync(toInput(values));
        notify.success(t('mailConfig.saved'));
      }}
      okTestId="mail-config-save"
    >
      {(form) => <MailConfigFields form={form} passwordSet={saved.passwordSet} />}
    </FormModal>
  );
}

function MailConfigFields({ form, passwordSet }: { form: FormInstance<FormValues>; passwordSet: boolean }) {
  const { t } = useTranslation(['messaging', 'common']);
  const f = useZodRules(messaging.zMailConfigInput);
  return (
    <>
      <Space size={16} wrap align="start">
        <Form.Item name="host" label={t('fields.host')} rules={f.rules('host', t('fields.host'))}>
          <Input style={{ width: 260 }} placeholder="smtp.example.com" data-testid="mail-host" />
        </Form.Item>
        <Form.Item
          name="port"
          label={t('fields.port')}
          rules={f.rules('port', t('fields.port'), { required: true })}
        >
          <InputNumber min={1} max={65535} precision={0} data-testid="mail-port" />
        </Form.Item>
        <Form.Item name="security" label={t('fields.security')} rules={[{ required: true }]}>
          <Select
            style={{ width: 140 }}
            options={messaging.MAIL_SECURITY.map((value) => ({ value, label: t(`security.${value}`) }))}
          />
        </Form.Item>
      </Space>
      <Space size={16} wrap align="start">
        <Form.Item name="username" label={t('fields.username')}>
          <Input style={{ width: 260 }} autoComplete="off" data-testid="mail-username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('fields.password')}
          extra={passwordSet ? t('mailConfig.passwordSet') : t('mailConfig.passwordNotSet')}
        >
          <Input.Password
            style={{ width: 260 }}
            autoComplete="new-password"
            placeholder={passwordSet ? t('mailConfig.passwordReplace') : ''}
            data-testid="mail-password"
          />
        </Form.Item>
      </Space>
      {passwordSet ? (
        <Form.Item name="clearPassword" valuePropName="checked">
          <Checkbox>{t('mailConfig.clearPassword')}</Checkbox>
        </Form.Item>
      ) : null}
      <Space size={16} wrap align="start">
        <Form.Item
          name="fromAddress"
          label={t('fields.fromAddress')}
          rules={f.rules('fromAddress', t('fields.fromAddress'))}
        >
          <Input style={{ width: 260 }} data-testid="mail-from" />
        </Form.Item>
        <Form.Item name="fromName" label={t('fields.fromName')}>
          <Input style={{ width: 260 }} maxLength={100} />
        </Form.Item>
      </Space>
      <Form.Item
        name="enabled"
        label={t('fields.mailEnabled')}
        valuePropName="checked"
        extra={t('mailConfig.enabledHint')}
      >
        <Switch data-testid="mail-enabled" />
      </Form.Item>
      <Divider style={{ margin: '8px 0 16px' }} />
      <TestMail form={form} />
    </>
  );
}

function TestMail({ form }: { form: FormInstance<FormValues> }) {
  const { t } = useTranslation(['messaging', 'common']);
  const tester = useTestMail();
  const [to, setTo] = useState('');
  const send = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    if (!messaging.zMailConfigInput.shape.fromAddress.safeParse(to).success) {
      notify.error(t('mailConfig.testAddressInvalid'));
      return;
    }
    tester.mutate(
      { ...toInput(values), to },
      {
        onSuccess: (result) => notify.success(t('mailConfig.testSent', { response: result.response })),
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
        },
      },
    );
  };
  return (
    <Form.Item label={t('mailConfig.testTo')} extra={t('mailConfig.testHint')}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={to}
          onChange={(e) => setTo(e.target.value)}
          placeholder="name@example.com"
          data-testid="mail-test-to"
        />
        <Button onClick={() => void send()} loading={tester.isPending} data-testid="mail-test-send">
          {t('mailConfig.testSend')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
