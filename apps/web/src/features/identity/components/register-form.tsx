import { endpoints, type REGISTRABLE_ROLE_TYPES, ROLE_TYPE_LABELS } from '@datamall/contract';
import { Button, Form, Input, Radio, Space, Typography } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { type RegisterInput, useRegister } from '../api/register';
import { PasswordChecklist } from './password-checklist';
import { SmsCodeButton } from './sms-code-button';

type RoleChoice = (typeof REGISTRABLE_ROLE_TYPES)[number];
type RegisterValues = Omit<RegisterInput, 'roleType'> & { roleType: RoleChoice };

/** Consumer, developer, supplier: the order the brief asks for. */
const ROLE_CHOICES: readonly RoleChoice[] = [1, 2, 3];

/** The agreements a registration accepts, by their code in the content system. */
export type RegisterAgreementCode = 'register' | 'privacy';

/** Renders the words naming an agreement as a link to its text (composed by the page). */
export type AgreementLinkComponent = ComponentType<{ code: RegisterAgreementCode; children?: ReactNode }>;

const AgreementName: AgreementLinkComponent = ({ children }) => <span>{children}</span>;

export interface RegisterFormProps {
  onRegistered: (username: string) => void;
  initialRole?: RoleChoice;
  /** Links the service agreement and the privacy policy in the acceptance line; plain words without it. */
  agreementLink?: AgreementLinkComponent;
}

export function isRoleChoice(value: unknown): value is RoleChoice {
  return ROLE_CHOICES.includes(Number(value) as RoleChoice);
}

export function RegisterForm({
  onRegistered,
  initialRole = 1,
  agreementLink: Agreement = AgreementName,
}: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const rules = useFormRules();
  const f = useZodRules(endpoints.identity.register);
  const [form] = Form.useForm<RegisterValues>();
  const register = useRegister();
  const roleType = Form.useWatch('roleType', form);
  const password = Form.useWatch('password', form);
  const companyLabel = roleType === 2 ? t('register.shopName') : t('register.companyName');

  const handleFinish = async (values: RegisterValues) => {
    try {
      await register.mutateAsync({ ...values, email: values.email?.trim() ?? '' });
      onRegistered(values.username);
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark
      initialValues={{ roleType: initialRole }}
      onFinish={(values) => void handleFinish(values)}
      data-testid="register-form"
    >
      <Form.Item name="roleType" label={t('register.role')} rules={f.rules('roleType', t('register.role'))}>
        <Radio.Group data-testid="register-role" style={{ width: '100%' }}>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 10 }}>
            {ROLE_CHOICES.map((role) => (
              <Radio.Button
                key={role}
                value={role}
                style={{
                  height: 'auto',
                  padding: '8px 12px',
                  borderRadius: 8,
                  lineHeight: 1.4,
                  borderInlineStartWidth: 1,
                }}
              >
                <div style={{ fontWeight: 600 }} data-testid={`register-role-${role}`}>
                  {ROLE_TYPE_LABELS[role][locale]}
                </div>
                <div style={{ fontSize: 12, opacity: 0.75, whiteSpace: 'normal' }}>
                  {t(`register.roleHint.${role}`)}
                </div>
              </Radio.Button>
            ))}
          </div>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="username"
        label={t('register.username')}
        rules={rules.username(t('register.username'))}
      >
        <Input autoComplete="username" data-testid="register-username" maxLength={f.maxLength('username')} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('register.password')}
        rules={rules.password(t('register.password'))}
        extra={<PasswordChecklist value={password} />}
      >
        <Input.Password
          autoComplete="new-password"
          data-testid="register-password"
          maxLength={f.maxLength('password')}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('register.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirm(t('register.confirmPassword'), 'password')}
      >
        <Input.Password
          autoComplete="new-password"
          data-testid="register-confirm"
          maxLength={f.maxLength('password')}
        />
      </Form.Item>
      <Form.Item name="companyName" label={companyLabel} rules={f.rules('companyName', companyLabel)}>
        <Input data-testid="register-company" maxLength={f.maxLength('companyName')} />
      </Form.Item>
      <Form.Item
        name="contactName"
        label={t('register.contactName')}
        rules={f.rules('contactName', t('register.contactName'))}
      >
        <Input data-testid="register-contact" maxLength={f.maxLength('contactName')} />
      </Form.Item>
      <Form.Item name="mobile" label={t('register.mobile')} rules={rules.mobile(t('register.mobile'))}>
        <Input data-testid="register-mobile" maxLength={f.maxLength('mobile')} inputMode="numeric" />
      </Form.Item>
      <Form.Item label={t('register.smsCode')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="smsCode" noStyle rules={rules.smsCode(t('register.smsCode'))}>
            <Input
              data-testid="register-sms"
              maxLength={f.maxLength('smsCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton form={form} type="register" />
        </Space.Compact>
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
        <Input data-testid="register-email" maxLength={f.maxLength('email')} autoComplete="email" />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }} data-testid="register-agreement">
        <Trans
          t={t}
          i18nKey="register.agreement"
          components={{ service: <Agreement code="register" />, privacy: <Agreement code="privacy" /> }}
        />
      </Typography.Paragraph>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={register.isPending}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
