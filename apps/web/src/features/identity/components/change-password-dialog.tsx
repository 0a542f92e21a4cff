import { endpoints } from '@datamall/contract';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { type ChangePasswordInput, useChangePassword } from '../api/change-password';
import { PasswordChecklist } from './password-checklist';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** §2.9 change-password dialog: current password, new password (rules shown), confirmation. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  const rules = useFormRules();
  const f = useZodRules(endpoints.identity.changePassword);
  const [form] = Form.useForm<ChangePasswordInput>();
  const changePassword = useChangePassword();
  const password = Form.useWatch('newPassword', form);

  const handleOk = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await changePassword.mutateAsync(values);
      notify.success(t('auth:password.success'));
      form.resetFields();
      onClose();
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  return (
    <Modal
      open={open}
      title={t('auth:password.title')}
      okText={t('common:actions.ok')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={changePassword.isPending}
      onOk={() => void handleOk()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'change-password-submit' } as Record<string, string>}
    >
      <Form<ChangePasswordInput>
        form={form}
        layout="vertical"
        data-testid="change-password-form"
        preserve={false}
      >
        <Form.Item
          name="password"
          label={t('auth:password.current')}
          rules={f.rules('password', t('auth:password.current'))}
        >
          <Input.Password
            autoComplete="current-password"
            maxLength={f.maxLength('password')}
            data-testid="change-password-current"
          />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('auth:password.new')}
          rules={rules.password(t('auth:password.new'))}
          extra={<PasswordChecklist value={password} />}
        >
          <Input.Password
            autoComplete="new-password"
            data-testid="change-password-new"
            maxLength={f.maxLength('newPassword')}
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('auth:password.confirm')}
          dependencies={['newPassword']}
          rules={rules.confirm(t('auth:password.confirm'), 'newPassword')}
        >
          <Input.Password
            autoComplete="new-password"
            data-testid="change-password-confirm"
            maxLength={f.maxLength('newPassword')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
