import { endpoints, type organization } from '@datamall/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { useResetStaffPassword } from '../api/staff';

interface Values {
  password: string;
  confirm: string;
}

/** Sets a staff account's new password (its sessions end). */
export function ResetPasswordModal({ row, onClose }: { row: organization.Staff; onClose: () => void }) {
  const { t } = useTranslation(['organization', 'validation']);
  const f = useZodRules(endpoints.organization.staffResetPassword);
  const reset = useResetStaffPassword();
  return (
    <FormModal<Values>
      title={t('staff.resetTitle', { username: row.username })}
      okTestId="staff-reset-save"
      onClose={onClose}
      onSubmit={async ({ password }) => {
        await reset.mutateAsync({ id: row.id, password });
        notify.success(t('staff.resetDone'));
      }}
    >
      {() => (
        <>
          <Form.Item
            name="password"
            label={t('staff.newPassword')}
            extra={t('staff.resetHint')}
            rules={f.rules('password', t('staff.newPassword'), { formatMessage: t('validation:password') })}
          >
            <Input.Password maxLength={f.maxLength('password')} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('staff.confirmPassword')}
            dependencies={['password']}
            rules={[
              f.required(t('staff.confirmPassword')),
              ({ getFieldValue }) => ({
                validator: (_r, value?: string) =>
                  !value || value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('validation:mismatch'))),
              }),
            ]}
          >
            <Input.Password maxLength={f.maxLength('password')} autoComplete="new-password" />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
