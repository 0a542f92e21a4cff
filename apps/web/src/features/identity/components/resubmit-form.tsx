import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
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
        rules={[rules.required(t('resubmit.username'))]}
      >
        <Input autoComplete="username" maxLength={64} data-testid="resubmit-username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('resubmit.password')}
        extra={t('resubmit.passwordHint')}
        rules={[rules.required(t('resubmit.password'))]}
      >
        <Input.Password autoComplete="current-password" maxLength={64} data-testid="resubmit-password" />
      </Form.Item>
      <Form.Item
        name="companyName"
        label={t('register.companyName')}
        rules={[rules.required(t('register.companyName')), rules.length(t('register.companyName'), 2, 100)]}
      >
        <Input maxLength={100} data-testid="resubmit-company" />
      </Form.Item>
      <Form.Item
        name="contactName"
        label={t('register.contactName')}
        rules={[rules.required(t('register.contactName')), rules.length(t('register.contactName'), 1, 50)]}
      >
        <Input maxLength={50} data-testid="resubmit-contact" />
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
        <Input maxLength={100} autoComplete="email" data-testid="resubmit-email" />
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
