import { MobileOutlined } from '@ant-design/icons';
import { endpoints } from '@datamall/contract';
import { Alert, Button, Card, Form, type FormInstance, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useSecurityInfo } from '../api/security-info';
import { type UpdateMobileInput, useUpdateMobile } from '../api/update-mobile';

export interface UpdateMobileFormProps {
  /** The send-code button (type updateMobile, field `mobile`); the identity feature provides it. */
  renderSmsButton: (form: FormInstance) => ReactNode;
  onDone: () => void;
}

/** sys/updataPhone: new mobile, SMS code sent to it, and the current password. */
export function UpdateMobileForm({ renderSmsButton, onDone }: UpdateMobileFormProps) {
  const { t } = useTranslation(['users', 'common']);
  const rules = useFormRules();
  const f = useZodRules(endpoints.users.updateMobile);
  const [form] = Form.useForm<UpdateMobileInput>();
  const info = useSecurityInfo();
  const update = useUpdateMobile();

  const handleFinish = (values: UpdateMobileInput) => {
    notify.confirm({
      title: t('users:mobile.confirmTitle'),
      content: t('users:mobile.confirmContent', { mobile: values.mobile }),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      okTestId: 'update-mobile-confirm',
      onOk: async () => {
        try {
          await update.mutateAsync(values);
          notify.success(t('users:mobile.success'));
          form.resetFields();
          onDone();
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });
  };

  return (
    <Card
      title={
        <Space>
          <MobileOutlined />
          {t('users:mobile.title')}
        </Space>
      }
      data-testid="update-mobile"
    >
      <Alert
        showIcon
        type="info"
        message={t('users:mobile.intro')}
        style={{ marginBottom: 24, maxWidth: 520 }}
      />
      <Form<UpdateMobileInput>
        form={form}
        layout="vertical"
        size="large"
        style={{ maxWidth: 520 }}
        onFinish={handleFinish}
        data-testid="update-mobile-form"
      >
        <Form.Item label={t('users:mobile.current')}>
          <Input value={info.data?.mobile || t('users:security.notBound')} disabled />
        </Form.Item>
        <Form.Item name="mobile" label={t('users:mobile.new')} rules={rules.mobile(t('users:mobile.new'))}>
          <Input
            maxLength={f.maxLength('mobile')}
            inputMode="numeric"
            autoComplete="tel"
            data-testid="update-mobile-mobile"
          />
        </Form.Item>
        <Form.Item label={t('users:mobile.smsCode')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="smsCode" noStyle rules={rules.smsCode(t('users:mobile.smsCode'))}>
              <Input
                maxLength={f.maxLength('smsCode')}
                inputMode="numeric"
                autoComplete="one-time-code"
                data-testid="update-mobile-sms"
              />
            </Form.Item>
            {renderSmsButton(form)}
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('users:mobile.password')}
          rules={f.rules('password', t('users:mobile.password'))}
        >
          <Input.Password
            maxLength={f.maxLength('password')}
            autoComplete="current-password"
            data-testid="update-mobile-password"
          />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button
            type="primary"
            htmlType="submit"
            loading={update.isPending}
            data-testid="update-mobile-submit"
          >
            {t('users:mobile.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
