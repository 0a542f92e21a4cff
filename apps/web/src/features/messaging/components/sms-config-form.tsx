import { MOBILE_PATTERN, messaging } from '@datamall/contract';
import { Alert, Button, Card, Form, Input, Radio, Space, Spin, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useSaveSmsConfig, useSmsConfig, useTestSms } from '../api/messaging';

interface FormValues {
  provider: messaging.SmsProviderKind;
  url?: string;
  secret?: string;
  signatureHeader?: string;
  enabled: boolean;
}

const toInput = (v: FormValues): messaging.SmsConfigInput => ({
  provider: v.provider,
  url: v.url ?? '',
  ...(v.secret ? { secret: v.secret } : {}),
  signatureHeader: v.signatureHeader || messaging.SMS_SIGNATURE_HEADER,
  enabled: v.enabled ? 1 : 0,
});

/** The SMS provider: the server's log or file outbox, or an HTTP provider signed with a shared secret. */
export function SmsConfigForm() {
  const { t } = useTranslation(['messaging', 'common']);
  const config = useSmsConfig();
  if (config.isError)
    return <Alert type="error" message={errorText(config.error) ?? t('smsConfig.loadFailed')} />;
  if (!config.data) return <Spin />;
  return <SmsConfigEditor key={config.data.updatedAt ?? 'none'} saved={config.data} />;
}

function SmsConfigEditor({ saved }: { saved: messaging.SmsConfig }) {
  const { t } = useTranslation(['messaging', 'common']);
  const [form] = Form.useForm<FormValues>();
  const saver = useSaveSmsConfig();
  const tester = useTestSms();
  const [mobile, setMobile] = useState('');
  const provider = Form.useWatch('provider', form) ?? saved.provider;
  const fail = (error: unknown) => {
    const text = errorText(error);
    if (text) notify.error(text);
  };

  const save = async (values: FormValues) => {
    await saver.mutateAsync(toInput(values)).then(() => notify.success(t('smsConfig.saved')), fail);
  };
  const test = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    if (!MOBILE_PATTERN.test(mobile)) {
      notify.error(t('smsConfig.testMobileInvalid'));
      return;
    }
    tester.mutate(
      { config: toInput(values), mobile },
      { onSuccess: (r) => notify.success(t('smsConfig.testSent', { response: r.response })), onError: fail },
    );
  };

  return (
    <Card data-testid="sms-config">
      <Form<FormValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{
          provider: saved.provider,
          url: saved.url,
          signatureHeader: saved.signatureHeader,
          enabled: saved.enabled === 1,
        }}
        onFinish={(values) => void save(values)}
      >
        {saved.updatedAt ? null : (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('smsConfig.serverDefault')} />
        )}
        <Form.Item name="provider" label={t('fields.provider')}>
          <Radio.Group
            options={messaging.SMS_PROVIDERS.map((value) => ({ value, label: t(`provider.${value}`) }))}
            data-testid="sms-provider"
          />
        </Form.Item>
        {provider === 'http' ? (
          <>
            <Form.Item
              name="url"
              label={t('fields.url')}
              rules={[
                { required: true, message: t('smsConfig.urlRequired') },
                { pattern: /^https?:\/\/[^\s/]+/i, message: t('smsConfig.urlInvalid') },
              ]}
              extra={t('smsConfig.urlHint')}
            >
              <Input maxLength={500} placeholder="https://sms.example.com/send" data-testid="sms-url" />
            </Form.Item>
            <Form.Item
              name="secret"
              label={t('fields.secret')}
              extra={saved.secretSet ? t('smsConfig.secretSet') : t('smsConfig.secretNotSet')}
              rules={saved.secretSet ? [] : [{ required: true, message: t('smsConfig.secretRequired') }]}
            >
              <Input.Password
                autoComplete="new-password"
                placeholder={saved.secretSet ? t('smsConfig.secretReplace') : ''}
                data-testid="sms-secret"
              />
            </Form.Item>
            <Form.Item
              name="signatureHeader"
              label={t('fields.signatureHeader')}
              rules={[{ pattern: /^[A-Za-z0-9-]{1,64}$/, message: t('smsConfig.headerInvalid') }]}
            >
              <Input maxLength={64} style={{ width: 240 }} />
            </Form.Item>
          </>
        ) : (
          <Alert type="info" style={{ marginBottom: 16 }} message={t(`smsConfig.${provider}Hint`)} />
        )}
        <Form.Item
          name="enabled"
          label={t('fields.smsEnabled')}
          valuePropName="checked"
          extra={t('smsConfig.enabledHint')}
        >
          <Switch data-testid="sms-enabled" />
        </Form.Item>
        <Form.Item label={t('smsConfig.testMobile')} extra={t('smsConfig.testHint')}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              value={mobile}
              onChange={(e) => setMobile(e.target.value.trim())}
              maxLength={11}
              data-testid="sms-test-mobile"
            />
            <Button onClick={() => void test()} loading={tester.isPending} data-testid="sms-test-send">
              {t('smsConfig.testSend')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saver.isPending} data-testid="sms-config-save">
          {t('common:actions.save')}
        </Button>
      </Form>
    </Card>
  );
}
