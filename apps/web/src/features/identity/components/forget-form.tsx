import { endpoints } from '@datamall/contract';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { type SetNewPasswordInput, useSetNewPassword } from '../api/set-new-password';
import { PasswordChecklist } from './password-checklist';
import { SmsCodeButton } from './sms-code-button';

export interface ForgetFormProps {
  onDone: () => void;
}

/** Forgotten password: mobile, SMS code (type forget), new password, confirmation. */
export function ForgetForm({ onDone }: ForgetFormProps) {
  const { t } = useTranslation('auth');
  const rules = useFormRules();
  const f = useZodRules(endpoints.identity.setNewPassword);
  const [form] = Form.useForm<SetNewPasswordInput>();
  const setNewPassword = useSetNewPassword();
  const password = Form.useWatch('newPassword', form);

  const handleFinish = async (values: SetNewPasswordInput) => {
    try {
      await setNewPassword.mutateAsync(values);
      notify.success(t('forget.success'));
      onDone();
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Form<SetNewPasswordInput>
      form={form}
      layout="vertical"
      size="large"
      onFinish={(values) => void handleFinish(values)}
      data-testid="forget-form"
    >
      <Form.Item name="mobile" label={t('register.mobile')} rules={rules.mobile(t('register.mobile'))}>
        <Input data-testid="forget-mobile" maxLength={f.maxLength('mobile')} inputMode="numeric" />
      </Form.Item>
      <Form.Item label={t('register.smsCode')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="smsCode" noStyle rules={rules.smsCode(t('register.smsCode'))}>
            <Input
              data-testid="forget-sms"
              maxLength={f.maxLength('smsCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton form={form} type="forget" />
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('forget.newPassword')}
        rules={rules.password(t('forget.newPassword'))}
        extra={<PasswordChecklist value={password} />}
      >
        <Input.Password
          autoComplete="new-password"
          data-testid="forget-password"
          maxLength={f.maxLength('newPassword')}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('forget.confirmPassword')}
        dependencies={['newPassword']}
        rules={rules.confirm(t('forget.confirmPassword'), 'newPassword')}
      >
        <Input.Password
          autoComplete="new-password"
          data-testid="forget-confirm"
          maxLength={f.maxLength('newPassword')}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={setNewPassword.isPending}
          data-testid="forget-submit"
        >
          {t('forget.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
