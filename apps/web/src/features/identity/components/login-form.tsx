import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ErrorCode, type LoginResult, type UKeyCeremony } from '@datamall/contract';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { SecurityKeyError } from '../../../shared/security-key/ceremony';
import { SecurityKeyDialog } from '../../../shared/security-key/security-key-dialog';
import { newUuid } from '../api/captcha';
import { type LoginInput, login, loginWithKey } from '../api/login';
import { rejectionReason } from '../rejection';
import { CaptchaField } from './captcha-field';

type LoginValues = Omit<LoginInput, 'uuid'>;

export interface LoginFormProps {
  onLoggedIn: (result: LoginResult) => void;
  /** Where a rejected applicant (10010) corrects and resubmits the registration. */
  resubmitLink?: (username: string) => ReactNode;
}

/** A registration the operator rejected: its reason, shown prominently with the way to resubmit. */
interface Rejection {
  username: string;
  reason: string;
}

/** A login that needs the USB key after the password: which ceremony, and the server's ticket and options. */
interface KeyStep {
  kind: 'assert' | 'register';
  ceremony: UKeyCeremony;
}

/** The codes a right password answers when the account has (or must register) a USB key. */
function keyStepOf(error: unknown): KeyStep | undefined {
  if (!isApiError(error) || !error.data) return undefined;
  if (error.code === ErrorCode.UKEY_ASSERTION_REQUIRED)
    return { kind: 'assert', ceremony: error.data as UKeyCeremony };
  if (error.code === ErrorCode.UKEY_REGISTRATION_REQUIRED) {
    return { kind: 'register', ceremony: error.data as UKeyCeremony };
  }
  return undefined;
}

/**
 * Username, password and captcha; the server's message (wrong captcha, pending approval, locked…) shows above.
 * An account with a USB key then confirms with the key and its PIN.
 */
export function LoginForm({ onLoggedIn, resubmitLink }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const rules = useFormRules();
  const [form] = Form.useForm<LoginValues>();
  const [uuid, setUuid] = useState(newUuid);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [rejection, setRejection] = useState<Rejection>();
  const [keyStep, setKeyStep] = useState<KeyStep>();

  const refreshCaptcha = () => {
    setUuid(newUuid());
    form.setFieldValue('captcha', '');
  };

  const handleFinish = async (values: LoginValues) => {
    setSubmitting(true);
    setFailure(undefined);
    setRejection(undefined);
    const username = values.username.trim();
    try {
      const result = await login({ ...values, username, uuid });
      onLoggedIn(result);
    } catch (error) {
      const step = keyStepOf(error);
      if (step) {
        setKeyStep(step);
      } else if (isApiError(error) && error.code === ErrorCode.ACCOUNT_REJECTED) {
        setRejection({ username, reason: rejectionReason(error.message) });
      } else {
        setFailure(errorText(error));
      }
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  // The browser's refusal (cancelled, timed out) leaves the ticket unused: the dialog stays for another try. The
  // server's refusal used the ticket up: the login starts again from the password, with the reason above it.
  const confirmWithKey = async (pin: string) => {
    if (!keyStep) return;
    try {
      const result = await loginWithKey(keyStep.kind, keyStep.ceremony, pin);
      setKeyStep(undefined);
      onLoggedIn(result);
    } catch (error) {
      if (error instanceof SecurityKeyError) throw error;
      setKeyStep(undefined);
      setFailure(errorText(error));
      refreshCaptcha();
    }
  };

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => void handleFinish(values)}
      onValuesChange={() => failure && setFailure(undefined)}
      data-testid="login-form"
    >
      {rejection && (
        <Alert
          type="warning"
          showIcon
          message={<strong>{t('resubmit.rejectedTitle')}</strong>}
          description={
            <div>
              <div style={{ fontSize: 15, margin: '4px 0' }}>
                {t('resubmit.reasonLabel')}
                <Typography.Text strong data-testid="login-rejected-reason">
                  {rejection.reason}
                </Typography.Text>
              </div>
              <Typography.Text type="secondary">{t('resubmit.rejectedHint')}</Typography.Text>
              {resubmitLink ? <div style={{ marginTop: 8 }}>{resubmitLink(rejection.username)}</div> : null}
            </div>
          }
          style={{ marginBottom: 16 }}
          data-testid="login-rejected"
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          message={failure}
          style={{ marginBottom: 16 }}
          data-testid="login-error"
        />
      )}
      <Form.Item name="username" label={t('login.username')} rules={[rules.required(t('login.username'))]}>
        <Input
          prefix={<UserOutlined style={{ color: '#94a3b8' }} />}
          placeholder={t('login.username')}
          autoComplete="username"
          data-testid="login-username"
        />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[rules.required(t('login.password'))]}>
        <Input.Password
          prefix={<LockOutlined style={{ color: '#94a3b8' }} />}
          placeholder={t('login.password')}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      <Form.Item name="captcha" label={t('login.captcha')} rules={[rules.required(t('login.captcha'))]}>
        <CaptchaField uuid={uuid} onRefresh={refreshCaptcha} />
      </Form.Item>
      <Form.Item style={{ marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form.Item>
      <SecurityKeyDialog
        open={Boolean(keyStep)}
        prompt={t(
          keyStep?.kind === 'register' ? 'ukey:securityKey.registerPrompt' : 'ukey:securityKey.loginPrompt',
        )}
        onConfirm={confirmWithKey}
        onCancel={() => setKeyStep(undefined)}
      />
    </Form>
  );
}
