import { endpoints } from '@datamall/contract';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { type ResubmitInput, useResubmitRegistration } from '../api/resubmit';

export interface ResubmitFormProps {
  /** Prefilled from the login attempt that was answered 10010. */
  username?: string;
  onResubmitted: (username: string) => void;
}

/** A rejected applicant corrects company, contact and e-mail, proves it is them with the password, resubmits. */
export function ResubmitForm({ username, onResubmitted }: ResubmitFormProps) {
  const { t } = useTranslation('auth');
  const rules = useFormRules();
  const f = useZodRules(endpoints.identity.resubmitRegistration);
  const [form] = Form.useForm<ResubmitInput>();
  const resubmit = useResubmitRegistration();

  const handleFinish = async (values: ResubmitInput) => {
    const name = values.username.trim();
    try {
      await resubmit.mutateAsync({
        username: name,
        password: values.password,
        companyName: values.companyName.trim(),
        contactName: values.contactName.trim(),
        email: values.email?.trim() ?? '',
      });
      onResubmitted(name);
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Form<ResubmitInput>
      form={form}
      layout="vertical"
      size="large"
      requiredMark
      initialValues={{ username }}
      onFinish={(values) => void handleFinish(values)}
      data-testid="resubmit-form"
    >
      <Form.Item
        name="username"
        label={t('resubmit.username')}
        rules={f.rules('username', t('resubmit.username'))}
      >
        <Input autoComplete="username" maxLength={f.maxLength('username')} data-testid="resubmit-username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('resubmit.password')}
        extra={t('resubmit.passwordHint')}
        rules={f.rules('password', t('resubmit.password'))}
      >
        <Input.Password
          autoComplete="current-password"
          maxLength={f.maxLength('password')}
          data-testid="resubmit-password"
        />
      </Form.Item>
      <Form.Item
        name="companyName"
        label={t('register.companyName')}
        rules={f.rules('companyName', t('register.companyName'))}
      >
        <Input maxLength={f.maxLength('companyName')} data-testid="resubmit-company" />
      </Form.Item>
      <Form.Item
        name="contactName"
        label={t('register.contactName')}
        rules={f.rules('contactName', t('register.contactName'))}
      >
        <Input maxLength={f.maxLength('contactName')} data-testid="resubmit-contact" />
      </Form.Item>
      <Form.Item
        name="email"
        label={
          <span>
            {t('register.email')}{' '}
            <Typography.Text type="secondary">({t('register.emailOptional')})</Typography.Text>
          </span>
        }
        rules={rules.email(t('register.email'), true)}
      >
        <Input maxLength={f.maxLength('email')} autoComplete="email" data-testid="resubmit-email" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={resubmit.isPending}
          data-testid="resubmit-submit"
        >
          {t('resubmit.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
